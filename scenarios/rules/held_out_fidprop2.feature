Feature: Held-out property claims over declared rules, the order of fighting and mission cards (18.7, 20.1, 20.2, §6, §12, §17)
  Claims a rules writer makes with `any rule`, `up to <n> rules`, `any unit` and `any moment`
  over the round-4 vocabulary; each answer was decided from the Core Rules and the contract
  before it was run.

  Scenario: 18.3 item 1: a lift of any other charge bar leaves the advance bar (11.01)
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is within 12" of an enemy unit
    And it is player A's Charge phase in battle round 2
    And "Squad" made an advance move this turn
    And any rule "Permit" for "Squad" that lifts one bar on declaring a charge other than "it made an advance move this turn"
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.3 item 2: any added bar on declaring a charge is a reason of its own (11.01)
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is within 12" of an enemy unit
    And it is player A's Charge phase in battle round 2
    And any rule "Ban" for "Squad" that adds one bar on declaring a charge
    Then "Squad" is not eligible to declare a charge because "Ban" forbids it

  Scenario: 18.3 item 2: a bar on declaring a charge does not bar starting an Action (16.01)
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    And any rule "Ban" for "Squad" that adds one bar on declaring a charge
    Then "Squad" is not refused the "Hold" Action because "Ban" forbids it

  Scenario: 18.3 item 2: any added bar on shooting is a reason of its own (10.01)
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    And any rule "Ban" for "Squad" that adds one bar on shooting
    Then "Squad" is not eligible to shoot because "Ban" forbids it

  Scenario: 18.3 item 2: up to two added bars on starting Actions never let a battle-shocked unit start one (01.07, 16.01)
    Given any unit "Squad"
    And any Action "Hold"
    And "Squad" is battle-shocked
    And up to 2 rules "Ban" for "Squad" that add one bar on starting Actions
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: 15.01: no drawn CP cost rule takes Command Re-roll below 0CP
    Given any rule "Tax" for player A that changes the CP cost of the "Command Re-roll" stratagem
    Then the CP cost of the "Command Re-roll" stratagem for player A is at least 0

  Scenario: 15.01: no drawn CP cost rule raises Command Re-roll above 2CP
    Given any rule "Tax" for player A that changes the CP cost of the "Command Re-roll" stratagem
    Then the CP cost of the "Command Re-roll" stratagem for player A is at most 2

  Scenario: 15.01: up to three CP cost rules never take Command Re-roll below 0CP
    Given up to 3 rules "Tax" for player A that change the CP cost of the "Command Re-roll" stratagem
    Then the CP cost of the "Command Re-roll" stratagem for player A is at least 0

  Scenario: 18.3 item 3: an OC rule that lasts to the end of the phase is gone in the next phase (01.05)
    Given a unit "Squad"
    And "Squad" has OC 2
    And it is player A's Movement phase in battle round 2
    And any rule "Boost" for "Squad" that modifies its OC, until the end of the phase
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2

  Scenario: 01.07: a battle-shocked unit keeps OC - under any OC rule that lasts to the end of the turn
    Given any unit "Squad"
    And "Squad" is battle-shocked
    And any rule "Boost" for "Squad" that modifies its OC, until the end of the turn
    Then "Squad" has OC -

  Scenario: 12.04: a drawn Fights First rule on the active player's unit, both Fights First: the active player selects first
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" has Fights First
    And it is the Fight step of player B's Fight phase in battle round 2
    And any rule "Swift" for "Boyz" that gives it Fights First
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.04: a drawn Fights First rule for one side only: its player selects first even out of turn
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" does not have Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    And any rule "Swift" for "Boyz" that gives it Fights First
    Then player B selects the next unit to fight
    And "Squad" cannot be selected to fight next because player B selects the next unit to fight

  Scenario: 12.04: after the drawn Fights First unit fights, the remaining combats follow with its opponent
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" does not have Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    And any rule "Swift" for "Boyz" that gives it Fights First
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Squad" can be selected to fight next

  Scenario: 12.04: advancing past the step, the drawn Fights First unit fights before the active player's unit
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" does not have Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    And any rule "Swift" for "Boyz" that gives it Fights First
    When the game advances to the end of the phase
    Then the units were selected to fight in this order:
      | Boyz  |
      | Squad |

  Scenario: 24.13: the Fights First ability of the bodyguard alone does not make the attached unit a Fights First unit
    Given a unit "Squad"
    And a unit "Captain"
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Captain" does not have Fights First
    And it is the Fight step of player B's Fight phase in battle round 2
    And "Squad" has the Fights First ability
    Then "Squad" does not have Fights First
    And player B selects the next unit to fight

  Scenario: 20.1: a pass when the only eligible unit is far from every enemy unit ends the step for an opponent with nothing eligible
    Given any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is on the battlefield
    And a unit "Boyz" for player B
    And "Squad" made a charge move this turn
    And "Squad" is not within 5" of any enemy unit
    And it is the Fight step of player A's Fight phase in battle round 2
    When player A passes
    Then the Fight step has ended

  Scenario: 08.05: a primary scoring at the end of your turn scores its VP in any round for a unit holding the objective
    Given the ruin is an objective
    And player A has the primary mission "Hold Fast":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 5  |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And any moment
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then player A has 5 VP

  Scenario: 18.3 item 3: the counterexample to "any OC rule leaves OC 2", run concretely: +1 gives OC 3 (01.05)
    Given a unit "Squad"
    And "Squad" has OC 2
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Boost":
      | EFFECT | adds 1 to its OC |
    Then "Squad" has OC 3

  Scenario: 18.3 item 1: the counterexample to "no lift lets an advanced unit charge", run concretely (11.01)
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is within 12" of an enemy unit
    And it is player A's Charge phase in battle round 2
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Permit 1":
      | EFFECT | lets it declare a charge even though it made an advance move this turn |
    Then "Squad" is eligible to declare a charge

  Scenario: 15.01: the counterexample to "Command Re-roll stays at most 1CP", run concretely: a raise of 1 makes it 2CP
    Given player A has a rule "Tax":
      | EFFECT | increases the CP cost of the "Command Re-roll" stratagem by 1 |
    Then the CP cost of the "Command Re-roll" stratagem for player A is 2

  Scenario: 12.04: the counterexample to "player A always selects first in B's turn", run concretely: both Fights First, player B selects
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" has Fights First
    And it is the Fight step of player B's Fight phase in battle round 2
    And "Boyz" has an ability "Swift 1":
      | EFFECT | gives it Fights First |
    Then player B selects the next unit to fight

  Scenario: 12.04: up to one Fights First rule for the opponent's unit: either way the step resolves Fights First combats
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" has Fights First
    And it is the Fight step of player B's Fight phase in battle round 2
    And up to 1 rules "Swift" for "Boyz" that give it Fights First
    Then the Fight step is resolving Fights First combats

  Scenario: 08.05 and 01.07: the counterexample to "any unit holding the objective scores", run concretely: battle-shocked, no VP
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" is within the ruin
    And the ruin is an objective
    And player A has the primary mission "Hold Fast":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 5  |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A has 0 VP

  Scenario: 18.1: a mission rule giving each unit Fights First: the active player's charger selects first (18.1, 12.04)
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    And a mission rule "Swift":
      | EFFECT | gives it Fights First |
    When the game advances to the end of the phase
    Then the units were selected to fight in this order:
      | Squad |
      | Boyz  |

  Scenario: 20.1: outside the Fight step no player can pass, in any round
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And any moment
    And it is player A's Shooting phase
    Then player A cannot pass because it is not the Fight step
    And "Squad" cannot be selected to fight next because it is not the Fight step

  Scenario: 18.3 item 2 and 12.04: any added bar on fighting refuses the unit
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    And any rule "Ban" for "Squad" that adds one bar on fighting
    Then "Squad" cannot be selected to fight next because "Ban" forbids it

  Scenario: 12.04: a bar on fighting from the unit's own ability passes the selection to the opponent
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" has an ability "Ban":
      | EFFECT | forbids it to fight |
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 18.1 and 12.04: the counterexample to "a drawn bar on fighting passes the selection", run concretely: a mission rule bars both, the step ends
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    And a mission rule "Ban":
      | EFFECT | forbids it to fight |
    Then no unit can be selected to fight next
    And the Fight step has ended

  Scenario: 01.05 and 08.03: a battle-shock roll of 12 passes Ld 6+ under any modifier to the roll
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 6+
    And it is player A's Command phase in battle round 2
    And the battle-shock roll for "Squad" will be 12
    And any rule "Nerve" for "Squad" that modifies its battle-shock rolls
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.05 and 08.03: a battle-shock roll of 12 passes under any drawn change to Ld, a set to 12+ included
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 6+
    And it is player A's Command phase in battle round 2
    And the battle-shock roll for "Squad" will be 12
    And any rule "Nerve" for "Squad" that modifies its Ld
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.05 and 08.03: the counterexample to "a roll of 9 passes any drawn change to Ld 6+", run concretely: Ld set to 10+
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 6+
    And it is player A's Command phase in battle round 2
    And the battle-shock roll for "Squad" will be 9
    And "Squad" has an ability "Nerve":
      | EFFECT | sets its Ld to 10+ |
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.05: an added bar of any kind leaves OC unchanged
    Given a unit "Squad"
    And "Squad" has OC 2
    And it is player A's Movement phase in battle round 2
    And any rule "Ban" for "Squad" that adds one bar
    Then "Squad" has OC 2

  Scenario: 18.3 item 1: a lift of any bar other than battle-shock leaves a battle-shocked unit refused its Action
    Given any unit "Squad"
    And any Action "Hold"
    And "Squad" is battle-shocked
    And any rule "Permit" for "Squad" that lifts one bar other than "it is battle-shocked"
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: 18.3 item 6: the counterexample to "no count-as rule changes a battle-shocked unit's OC -", run concretely (01.07)
    Given a unit "Squad"
    And "Squad" has OC 2
    And "Squad" is battle-shocked
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Guise":
      | EFFECT | makes it count as not battle-shocked |
    Then "Squad" has OC 2

  Scenario: 01.05 and 08.03: the counterexample to "a roll of 6 passes Ld 6+ under any roll modifier", run concretely: -1 fails
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 6+
    And it is player A's Command phase in battle round 2
    And the battle-shock roll for "Squad" will be 6
    And "Squad" has an ability "Nerve":
      | EFFECT | subtracts 1 from its battle-shock rolls |
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 19.04: the counterexample to "a drawn OC rule leaves an attached unit's OC", run concretely: the bodyguard's ability reaches it
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" has OC 2
    And "Captain" has OC 1
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Boost":
      | EFFECT | adds 1 to its OC |
    Then "Squad" has OC 3
    And "Captain" has OC 2

  Scenario: 19.04 and 24.13: the counterexample to "the leader's drawn Fights First rule leaves the unit without it", run concretely
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player B's Fight phase in battle round 2
    And "Captain" has an ability "Swift":
      | EFFECT | gives it Fights First |
    Then "Squad" has Fights First
    And player A selects the next unit to fight

  Scenario: 24.13: a drawn Fights First rule for the leader of an attached unit makes the whole unit a Fights First unit
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Boyz" does not have Fights First
    And it is the Fight step of player B's Fight phase in battle round 2
    And any rule "Swift" for "Captain" that gives it Fights First
    Then "Squad" has Fights First
    And player A selects the next unit to fight
