Feature: Held-out rulings: rules that change rules where they meet stratagems and the order of fighting
  A tournament organiser's questions, each answered from the 11e text before it was run: CP costs
  changed by two rules at once (15.01; URU v1.1; app 15.01.01), a stratagem used on a battle-shocked
  unit (01.07, 15.01), Fights First from leaders, enhancements and Counteroffensive in the middle of
  the Fight step (12.04, 15.12, 19.04, 24.13), units that become eligible to fight during the step,
  and auras that stack or do not (22.01).

  Scenario: 15.01 and 18.3 item 8: a rule that names Counteroffensive makes it cost 1CP, so the last CP pays for it
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And player B has 1 CP
    And player B has a rule "Ferocity" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    When "Vanguard" fights
    Then the CP cost of the "Counteroffensive" stratagem for player B is 1
    When player B uses the "Counteroffensive" stratagem on "Grots"
    Then player B has 0 CP
    And "Grots" must be the next unit player B selects to fight
    And "Boyz" cannot be selected to fight next because "Grots" must be selected to fight first

  Scenario: 15.01: a reduction that names another stratagem leaves Counteroffensive at 2CP, beyond 1CP
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And player B has 1 CP
    And player B has a rule "Ferocity" that reduces the CP cost of the "Heroic Intervention" stratagem by 1
    When "Vanguard" fights
    Then the CP cost of the "Counteroffensive" stratagem for player B is 2
    And player B cannot use the "Counteroffensive" stratagem on "Grots" because player B does not have enough CP
    And "Ferocity" did not change that verdict

  Scenario: 18.3 item 8: a set to 0 that names the stratagem comes first, then the opponent's increase
    Given a unit "Boyz" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And player B has a rule "Waaagh" that sets the CP cost of the "Counteroffensive" stratagem to 0
    And player A has a rule "Tithe" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player B is 1

  Scenario: 18.3 item 8 and URU v1.1: an unnamed set to 0 is 1CP less, and the increase is added after it
    Given a unit "Boyz" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And player B has a rule "Waaagh" that sets the CP cost of your stratagems to 0
    And player A has a rule "Tithe" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player B is 2
    And the CP cost of the "Epic Challenge" stratagem for player B is 1

  Scenario: 15.01 and app FAQ data 912: Into the Fray is part of the original cost, so two increases stop at 3CP
    Given a unit "Squad" for player B
    And it is player A's Charge phase in battle round 2
    And player A has a rule "Tithe" that increases the CP cost of your opponent's stratagems by 1
    And player A has a rule "Dread Toll" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player B is 3

  Scenario: 15.01: without Into the Fray the same two increases stop at 2CP
    Given a unit "Squad" for player B
    And it is player A's Charge phase in battle round 2
    And player A has a rule "Tithe" that increases the CP cost of your opponent's stratagems by 1
    And player A has a rule "Dread Toll" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Heroic Intervention" stratagem for player B is 2

  Scenario: app FAQ data 912: a Counteroffensive made dearer after its target was chosen and left unpaid still counts as used this phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And player B has 2 CP
    And player A has a rule "Tithe":
      | WHEN   | each time your opponent uses a stratagem      |
      | EFFECT | increases the CP cost of that stratagem by 1  |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then the effect of the "Counteroffensive" stratagem is not resolved
    And player B has 2 CP
    And player B cannot use the "Counteroffensive" stratagem on "Grots", for exactly these reasons:
      | it was already used this phase |

  Scenario: 01.07 and 15.01: a battle-shocked unit eligible to fight cannot be the target of its own player's Counteroffensive
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" is battle-shocked
    And player B has 2 CP
    When "Vanguard" fights
    Then "Boyz" can be selected to fight next
    And player B cannot use the "Counteroffensive" stratagem on "Boyz" because the unit is battle-shocked

  Scenario: 18.2 15.01 limit: a rule that lets its player target it while battle-shocked lets Counteroffensive through
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" is battle-shocked
    And "Boyz" has an ability "Mob Rule" that lets you target it with your stratagems even though the unit is battle-shocked
    And player B has 2 CP
    When "Vanguard" fights
    Then player B can use the "Counteroffensive" stratagem on "Boyz"
    And "Mob Rule" changed that verdict
    When player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Boyz" has Fights First
    And "Boyz" is battle-shocked

  Scenario: 18.3 item 6: counting as not battle-shocked lets the stratagem through as well, and gives back the OC
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" is battle-shocked
    And "Boyz" has OC 2
    And "Boyz" has an ability "Mob Rule" that makes it count as not battle-shocked
    And player B has 2 CP
    When "Vanguard" fights
    Then player B can use the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" has OC 2

  Scenario: 18.1: a lift on one unit's TARGET does not reach another battle-shocked unit of the same player
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Boyz" is battle-shocked
    And "Grots" is battle-shocked
    And "Boyz" has an ability "Mob Rule" that lets you target it with your stratagems even though the unit is battle-shocked
    And player B has 2 CP
    When "Vanguard" fights
    Then player B can use the "Counteroffensive" stratagem on "Boyz"
    And player B cannot use the "Counteroffensive" stratagem on "Grots" because the unit is battle-shocked

  Scenario: 12.04 and 24.13: an enemy Fights First unit that becomes engaged in the step is eligible and fights next
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
      | Nobz     | B      | no      | no                 |
    And "Nobz" has Fights First
    Then "Nobz" is not eligible to fight
    When "Vanguard" is selected to fight
    And "Nobz" becomes engaged
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Nobz |
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 12.04: the opponent's only Fights First unit destroyed in the first fight sends the opponent on to the remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | yes                |
      | Wardens  | A      | yes     | no                 |
      | Nobz     | B      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Nobz" has Fights First
    Then the units that can be selected to fight next are:
      | Vanguard |
    When "Vanguard" is selected to fight
    And "Nobz" is destroyed
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 19.04 and 24.13: an enhancement on the leader alone makes the unit a Fights First unit once its bodyguard is gone, and the sequence returns
    Given a unit "Warboss" for player B
    And a unit "Boyz" for player B
    And "Warboss" has a starting strength of 1
    And "Warboss" is leading "Boyz"
    And "Warboss" has an enhancement "Brutal Kunnin" that gives it Fights First
    And a unit "Vanguard" for player A
    And a unit "Grots" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Boyz" and "Grots"
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    When "Vanguard" is selected to fight
    And 5 models of "Boyz" are destroyed
    And "Vanguard" resolves its attacks
    Then "Warboss" has Fights First
    And the Fight step is resolving Fights First combats
    And "Warboss" can be selected to fight next
    And "Grots" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 19.04: a leader ability that gives Fights First ends with the leader, and the bodyguard waits its turn
    Given a unit "Warboss" for player B
    And a unit "Boyz" for player B
    And "Warboss" has a starting strength of 1
    And "Warboss" is leading "Boyz"
    And "Warboss" has a leader ability "Head Kicker" that gives it Fights First
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Boyz"
    And "Wardens" is engaged with "Boyz"
    Then "Boyz" has Fights First
    And player B selects the next unit to fight
    When 1 model of "Warboss" is destroyed
    Then "Head Kicker" is not in force for "Boyz"
    And "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: 15.12 and 19.04: Counteroffensive on an attached unit whose leader fell is on the bodyguard that remains
    Given a unit "Warboss" for player B
    And a unit "Boyz" for player B
    And "Warboss" has a starting strength of 1
    And "Warboss" is leading "Boyz"
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And a unit "Grots" for player B
    And player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Boyz"
    And "Wardens" is engaged with "Grots"
    When "Vanguard" is selected to fight
    And 1 model of "Warboss" is destroyed
    And "Vanguard" resolves its attacks
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Boyz" has Fights First
    And "Boyz" must be the next unit player B selects to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 22.01 and 18.3 item 11: the same aura from two bearers counts once
    Given a unit "Squad" for player A
    And "Squad" has OC 2
    And a unit "Ancient One" for player A
    And a unit "Ancient Two" for player A
    And "Ancient One" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Ancient Two" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Banner" of "Ancient One"
    And "Squad" is within range of "Banner" of "Ancient Two"
    And it is player A's Movement phase
    Then "Squad" has OC 3

  Scenario: 22.01 and 18.3 item 11: two different auras add up
    Given a unit "Squad" for player A
    And "Squad" has OC 2
    And a unit "Ancient One" for player A
    And a unit "Ancient Two" for player A
    And "Ancient One" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Ancient Two" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Banner" of "Ancient One"
    And "Squad" is within range of "Standard" of "Ancient Two"
    And it is player A's Movement phase
    Then "Squad" has OC 4

  Scenario: 22.01: an enemy aura that worsens OC reaches only a unit in its range
    Given a unit "Squad" for player A
    And "Squad" has OC 2
    And a unit "Guards" for player A
    And "Guards" has OC 2
    And a unit "Terror" for player B
    And "Terror" has an ability "Dread Aura":
      | TARGET | each enemy unit within range of it |
      | EFFECT | subtracts 1 from its OC            |
    And "Squad" is within range of "Dread Aura"
    And it is player A's Movement phase
    Then "Squad" has OC 1
    And "Guards" has OC 2
    And "Dread Aura" is not in force for "Guards"

  Scenario: 18.3 item 10: an aura's source embarked keeps its ability, but its range reaches no unit
    Given a unit "Squad" for player A
    And "Squad" has OC 2
    And a unit "Ancient" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Ancient" is embarked within "Rhino"
    And "Ancient" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And it is player A's Movement phase
    Then "Squad" has OC 2
    And "Banner" is not in force for "Squad"

  Scenario: 15.01 and URU v1.1: a rule that names Counteroffensive lets it be used a second time in the phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Hunters  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
      | Nobz     | B      | yes     | no                 |
    And player B has 4 CP
    And player B has a rule "Relentless" that lets you use the "Counteroffensive" stratagem even though it was already used this phase
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    And "Wardens" fights
    Then player B can use the "Counteroffensive" stratagem on "Grots"
    And "Relentless" changed that verdict

  Scenario: 18.3 item 9 and URU v1.1: the same lift written for "your stratagems" names none and lifts nothing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Hunters  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
      | Nobz     | B      | yes     | no                 |
    And player B has 4 CP
    And player B has a rule "Relentless" that lets you use your stratagems even though it was already used this phase
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    And "Wardens" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Grots", for exactly these reasons:
      | it was already used this phase |

  Scenario: 18.1 RESTRICTIONS: a named lift usable once per battle round is spent after the second use, not the first
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Hunters  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
      | Nobz     | B      | yes     | no                 |
    And player B has 6 CP
    And player B has a rule "Relentless":
      | EFFECT       | lets you use the "Counteroffensive" stratagem even though it was already used this phase |
      | RESTRICTIONS | once per battle round                                                                   |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    And "Wardens" fights
    And player B uses the "Counteroffensive" stratagem on "Grots"
    And "Grots" fights
    And "Hunters" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Nobz" because it was already used this phase
    And player B has 2 CP

  Scenario: 15.07 and 18.3 item 1: a lift of the first-round bar on arriving does not lift Rapid Ingress's own restriction
    Given a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 2 CP
    And "Reserve" has an ability "Vanguard Drop" that lets it make an ingress move even though it is the first battle round
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it

  Scenario: 15.07 and URU v1.1: a rule that names Rapid Ingress's restrictions lets it be used in the first battle round
    Given a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 2 CP
    And "Reserve" has an ability "Vanguard Drop" that lets it make an ingress move even though it is the first battle round
    And player A has a rule "Drop Assault" that lets you use the "Rapid Ingress" stratagem even though its restrictions forbid it
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Reserve"

  Scenario: 15.03 and 18.4: Epic Challenge on an attached unit gives [PRECISION] to the leader's melee weapons only
    Given a unit "Captain" for player A
    And "Captain" has the keyword CHARACTER
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" is engaged with "Boyz"
    When "Squad" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Squad"
    Then "Captain"'s melee weapons have [PRECISION]
    And "Squad"'s melee weapons do not have [PRECISION]

  Scenario: 15.01: after Counteroffensive, the same unit cannot also be the target of Epic Challenge that phase
    Given a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And a unit "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And player B has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Boyz"
    And "Wardens" is engaged with "Boyz"
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" is selected to fight
    Then player B cannot use the "Epic Challenge" stratagem on "Boyz" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01 and 18.3 item 9: a lift of the one-stratagem-per-unit limit needs no name and lets Epic Challenge follow
    Given a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And a unit "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Warboss" has a leader ability "Da Boss" that lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And player B has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Boyz"
    And "Wardens" is engaged with "Boyz"
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" is selected to fight
    And player B uses the "Epic Challenge" stratagem on "Boyz"
    Then "Warboss"'s melee weapons have [PRECISION]
    And player B has 0 CP

  Scenario: 19.04: a leader's own "while this model is leading a unit" rule holds after its bodyguard is destroyed
    Given a unit "Warboss" for player B
    And "Warboss" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Warboss" has an ability "Big Boss":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 1 to its OC             |
    And it is player B's Shooting phase in battle round 2
    When 5 models of "Boyz" are destroyed
    Then "Warboss" has OC 3
    And "Big Boss" is in force for "Warboss"

  Scenario: 19.04: the same rule on a leader that never led a unit is not in force
    Given a unit "Warboss" for player B
    And "Warboss" has a starting strength of 1
    And "Warboss" has an ability "Big Boss":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 1 to its OC             |
    And it is player B's Shooting phase in battle round 2
    Then "Warboss" has OC 2
    And "Big Boss" is not in force for "Warboss"
