Feature: Held out (fidprop3): general claims over rules that change rules, the order of fighting and mission cards
  A rules writer's true claims (contract §6, §12, §17, 18.7, 20.1, 20.2): each is a claim about
  every situation its 'any' and 'up to' steps allow, and its answer was decided from the Core
  Rules and the contract before it was run. The concrete scenarios are the counterexamples of
  false claims, written back as a person writes them, and their narrowed forms.

  Scenario: 18.1, 18.7: the counterexample to "a drawn Ld rule for one unit leaves another unit's Ld", run concretely: a mission rule reaches each unit
    Given a unit "Squad" for player A
    And "Squad" has Ld 7+
    And a unit "Boyz" for player B
    And a mission rule "Fear":
      | EFFECT | sets its Ld to 2+ |
    Then "Squad" has Ld 2+
    And "Boyz" has Ld 2+

  Scenario: 18.7: a drawn rule of any source that modifies one unit's Ld leaves another unit's OC as it is (02.02)
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has OC 2
    And it is player A's Movement phase in battle round 2
    And any rule "Fear" for "Squad" that modifies its Ld
    Then "Boyz" has OC 2

  Scenario: 18.1, 18.7: the counterexample to "any rule for one unit leaves another unit's OC", run concretely: a mission rule adds 1 to each unit's OC
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has OC 2
    And it is player A's Movement phase in battle round 2
    And a mission rule "Drawn":
      | EFFECT | adds 1 to its OC |
    Then "Boyz" has OC 3

  Scenario: 15.01, 18.7: a drawn rule that changes the CP cost of player A's stratagems leaves player B's Counteroffensive at 2CP
    Given a unit "Squad" for player A
    And any rule "Tax" for player A that changes the CP cost of your stratagems
    Then the CP cost of the "Counteroffensive" stratagem for player B is 2

  Scenario: 15.01, 18.7: a drawn rule that changes the CP cost of the opponent's stratagems leaves player A's own Command Re-roll at 1CP
    Given a unit "Squad" for player A
    And any rule "Jam" for player A that changes the CP cost of your opponent's stratagems
    Then the CP cost of the "Command Re-roll" stratagem for player A is 1

  Scenario: 15.01, 18.7: a drawn lift of a 15.01 limit never pays a stratagem's CP
    Given a unit "Squad" for player A
    And it is player A's Command phase in battle round 2
    And player A has 0 CP
    And any rule "Drill" for "Squad" that lifts a 15.01 limit
    Then player A cannot use the "Command Re-roll" stratagem on "Squad" because player A does not have enough CP

  Scenario: 01.05, 01.07, 18.7: a battle-shock roll of 2 fails Ld 6+ under any modifier to its battle-shock rolls
    Given a unit "Squad" for player A
    And "Squad" has Ld 6+
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase in battle round 3
    And the battle-shock roll for "Squad" will be 2
    And any rule "Nerve" for "Squad" that modifies its battle-shock rolls
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.06, 18.7: a battle-shock roll of 9 passes Ld 6+ under any modifier to its leadership rolls, -3 included
    Given a unit "Squad" for player A
    And "Squad" has Ld 6+
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase in battle round 3
    And the battle-shock roll for "Squad" will be 9
    And any rule "Dread" for "Squad" that modifies its leadership rolls
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.06, 18.7: the counterexample to "a roll of 8 passes Ld 6+ under any leadership modifier", run concretely: -3 fails
    Given a unit "Squad" for player A
    And "Squad" has Ld 6+
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase in battle round 3
    And the battle-shock roll for "Squad" will be 8
    And "Squad" has an ability "Dread":
      | EFFECT | subtracts 3 from its leadership rolls |
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.7: a drawn count-as rule leaves a unit's Ld as it is (01.07, 02.02)
    Given a unit "Squad" for player A
    And "Squad" has Ld 7+
    And any rule "Mask" for "Squad" that makes it count as something
    Then "Squad" has Ld 7+

  Scenario: 01.07, 18.7: the counterexample to "a count-as rule leaves OC 2", run concretely: counted as battle-shocked its OC is -
    Given a unit "Squad" for player A
    And "Squad" has OC 2
    And "Squad" has an ability "Mask":
      | EFFECT | makes it count as battle-shocked |
    Then "Squad" has OC -

  Scenario: 09.02, 18.7: a lift of any bar on a normal move other than "it is engaged" leaves an engaged unit unable to make one
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    And any rule "Free" for "Squad" that lifts one bar on making a normal move other than "it is engaged"
    Then "Squad" cannot make a normal move because it is engaged

  Scenario: 09.06, 18.3 item 1: a lift of any bar on a normal move does not lift the engaged bar on an advance move
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    And any rule "Free" for "Squad" that lifts one bar on making a normal move
    Then "Squad" cannot make an advance move because it is engaged

  Scenario: 09.07, 18.7: a lift of any other bar on shooting leaves a unit that fell back unable to shoot
    Given a unit "Squad" for player A
    And it is player A's Shooting phase in battle round 2
    And "Squad" made a fall-back move this turn
    And any rule "Aim" for "Squad" that lifts one bar on shooting other than "it made a fall-back move this turn"
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 18.02, 18.7: any added bar on embarking is a reason of its own
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And it is player A's Movement phase in battle round 2
    And "Squad" made a normal move this phase
    And any rule "Ban" for "Squad" that adds one bar on embarking
    Then "Squad" cannot embark within "Rhino" because "Ban" forbids it

  Scenario: 12.04, 18.7: up to two drawn Fights First rules for the enemy leave the active player's charger to select first
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made a charge move this turn
    And up to 2 rules "Fury" for "Hunters" that give it Fights First
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: 12.04, 18.7: a drawn Fights First rule lasting to the end of the turn, the active player's unit pinned without it: the opponent selects first
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made no move this turn
    And "Vanguard" does not have Fights First
    And any rule "Fury" for "Hunters" that gives it Fights First, until the end of the turn
    Then "Hunters" has Fights First
    And player B selects the next unit to fight
    And "Vanguard" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 12.04, 18.1: the counterexample to "a drawn Fights First rule for the enemy leaves the active player's unit without it", run concretely: a mission rule gives both, the active player selects
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made no move this turn
    And a mission rule "Fury":
      | EFFECT   | gives it Fights First     |
      | DURATION | until the end of the turn |
    Then "Vanguard" has Fights First
    And player A selects the next unit to fight

  Scenario: 12.04, 6: in any battle round, the active player whose unit charged selects first, whatever the enemy unit did
    Given any moment
    And it is the Fight step of player A's Fight phase
    And a unit "Vanguard" for player A
    And any unit "Hunters"
    And "Hunters" belongs to player B
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made a charge move this turn
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: 12.04, 6: in any battle round, after the active player's unit fights the opponent's unit not yet selected is next
    Given any moment
    And it is the Fight step of player B's Fight phase
    And a unit "Vanguard" for player B
    And any unit "Hunters"
    And "Hunters" belongs to player A
    And "Hunters" has not been selected to fight this phase
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made no move this turn
    And "Hunters" made no move this turn
    And "Vanguard" does not have Fights First
    And "Hunters" does not have Fights First
    When "Vanguard" fights
    Then player A selects the next unit to fight
    And "Vanguard" cannot be selected to fight next because it has already been selected to fight this phase

  Scenario: 20.1 (History), 6: a drawn selection 12.04 could not have made is no situation: after the active player's first fight the opponent selects
    Given any moment
    And it is the Fight step of player B's Fight phase
    And a unit "Vanguard" for player B
    And any unit "Hunters"
    And "Hunters" belongs to player A
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made no move this turn
    And "Hunters" made no move this turn
    And "Vanguard" does not have Fights First
    And "Hunters" does not have Fights First
    When "Vanguard" fights
    Then player A selects the next unit to fight

  Scenario: 20.1 (History), 6: a drawn selection 12.04 allows is kept: after two fights the last unit's fight ends the step
    Given any moment
    And it is the Fight step of player B's Fight phase
    And a unit "Raiders" for player B
    And a unit "Vanguard" for player B
    And any unit "Hunters"
    And "Hunters" belongs to player A
    And "Raiders" is engaged with "Hunters"
    And "Vanguard" is engaged with "Hunters"
    And "Raiders" has been selected to fight this phase
    And "Raiders" made no move this turn
    And "Vanguard" made no move this turn
    And "Hunters" made no move this turn
    And "Raiders" does not have Fights First
    And "Vanguard" does not have Fights First
    And "Hunters" does not have Fights First
    When "Vanguard" fights
    Then the Fight step has ended

  Scenario: 12.04, 6: in any battle round, with both units pinned without Fights First, the active player selects first
    Given any moment
    And it is the Fight step of player A's Fight phase
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made no move this turn
    And "Vanguard" does not have Fights First
    And "Hunters" does not have Fights First
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats

  Scenario: 12.04, 18.7: the counterexample to "in player A's Fight step player A selects first", run concretely: the enemy's ability gives it Fights First
    Given it is the Fight step of player A's Fight phase in battle round 1
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made no move this turn
    And "Hunters" has an ability "Fury":
      | EFFECT | gives it Fights First |
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: Rules Appendix (passing), 6: in any battle round a charger not within 5" of any enemy unit lets its player pass
    Given any moment
    And it is the Fight step of player B's Fight phase
    And a unit "Raiders" for player B
    And a unit "Boyz" for player A
    And "Raiders" made a charge move this turn
    And "Raiders" is not within 5" of any enemy unit
    Then player B can pass

  Scenario: 6, 20.1: a Pile In step stated after any moment pins the step: in any battle round nobody can pass there
    Given any moment
    And it is the Pile In step of player B's Fight phase
    And a unit "Raiders" for player B
    And a unit "Boyz" for player A
    And "Raiders" made a charge move this turn
    And "Raiders" is not within 5" of any enemy unit
    Then player B cannot pass because it is not the Fight step

  Scenario: 6, 11.04: a Fight phase stated after any moment without a step: a charger has Fights First at every point of it
    Given any moment
    And it is player B's Fight phase
    And a unit "Raiders" for player B
    And "Raiders" made a charge move this turn
    Then "Raiders" has Fights First

  Scenario: Rules Appendix (passing): a charger with no distance stated is within 5" of an enemy unit, so its player cannot pass
    Given it is the Fight step of player B's Fight phase in battle round 5
    And a unit "Raiders" for player B
    And a unit "Boyz" for player A
    And "Raiders" made a charge move this turn
    Then player B cannot pass because "Raiders" is eligible to fight and within 5" of an enemy unit

  Scenario: 07.02, 08.05, 01.07: a battle-shocked unit alone on a central objective scores nothing for Immovable Object, in any battle round
    Given the ruin is a central objective
    And player A has the primary mission "Immovable Object"
    And any moment
    And it is player A's Shooting phase
    And any unit "One"
    And "One" belongs to player A
    And "One" is within the ruin
    And "One" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Immovable Object"

  Scenario: 07.02, 20.2: Immovable Object scores nothing at the end of the opponent's turn, in any battle round
    Given the ruin is a central objective
    And player A has the primary mission "Immovable Object"
    And any moment
    And it is player B's Shooting phase
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Immovable Object"

  Scenario: 07.02, 20.2: the counterexample to "Immovable Object pays 3 VP for a central objective at the end of the turn", run concretely: battle round 5 pays 8
    Given the ruin is a central objective
    And player A has the primary mission "Immovable Object"
    And it is player A's Shooting phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 8 VP for "Immovable Object"

  Scenario: 20.2: Punishment pays 5 VP at the end of the opponent's turn in which a condemned unit is destroyed, in any battle round
    Given player A has the primary mission "Punishment"
    And any moment
    And it is player B's Shooting phase
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: 20.2: Punishment pays 5 VP at the end of any turn, either player's, in which a condemned enemy unit is destroyed
    Given player A has the primary mission "Punishment"
    And any moment
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: 20.2: Punishment pays nothing for a unit that is not condemned, in any battle round
    Given player A has the primary mission "Punishment"
    And any moment
    And it is player B's Shooting phase
    And a unit "Boyz" for player B
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Punishment"

  Scenario: 20.2: No Prisoners stops at 5 VP for three enemy units destroyed in one turn, in any battle round
    Given player A has the secondary mission "No Prisoners"
    And any moment
    And it is player A's Shooting phase
    And a unit "One" for player B
    And a unit "Two" for player B
    And a unit "Three" for player B
    When "One" is destroyed
    And "Two" is destroyed
    And "Three" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "No Prisoners"

  Scenario: 20.2: A Grievous Blow as a Fixed mission pays 4 VP for any enemy unit of starting strength 13 destroyed
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And any moment
    And it is player A's Shooting phase
    And any unit "Horde"
    And "Horde" belongs to player B
    And "Horde" has a starting strength of 13
    And "Horde" is on the battlefield
    When "Horde" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: 20.2: A Grievous Blow pays nothing for an enemy unit of starting strength 12
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Shooting phase in battle round 1
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 12
    When "Horde" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: 20.2: Assassination as a Tactical mission pays 5 VP for any enemy CHARACTER unit destroyed, in either player's turn
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And any moment
    And any unit "Hero"
    And "Hero" belongs to player B
    And "Hero" has the keyword CHARACTER
    And "Hero" is on the battlefield
    When "Hero" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: 20.2: Bring It Down as a Tactical mission pays at most 5 VP for any enemy unit of W 10 destroyed
    Given player A has the secondary mission "Bring It Down" as a Tactical mission
    And any moment
    And it is player A's Shooting phase
    And any unit "Tank"
    And "Tank" belongs to player B
    And "Tank" has W 10
    And "Tank" is on the battlefield
    When "Tank" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Bring It Down"

  Scenario: 20.2: Bring It Down as a Fixed mission pays 4 VP for any one-model enemy unit of W 10 destroyed
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And any moment
    And it is player A's Shooting phase
    And any unit "Tank"
    And "Tank" belongs to player B
    And "Tank" has W 10
    And "Tank" has 1 model left
    And "Tank" is on the battlefield
    When "Tank" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Bring It Down"

  Scenario: 20.2: the counterexample to "Bring It Down as a Fixed mission pays 4 VP for any W 10 unit", run concretely: two models pay 8
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player A's Shooting phase in battle round 1
    And a unit "Tank" for player B
    And "Tank" has W 10
    And "Tank" has a starting strength of 2
    When "Tank" is destroyed
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Bring It Down"

  Scenario: 01.07, 18.3 item 1: a lift of any one bar other than "it is battle-shocked" never lets a battle-shocked unit start any Action
    Given any unit "Squad"
    And any Action "Hold"
    And "Squad" is battle-shocked
    And any rule "Permit" for "Squad" that lifts one bar other than "it is battle-shocked"
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: 01.06, 18.7: a drawn rule that makes its leadership rolls succeed automatically passes a battle-shock roll of 2 against Ld 12+
    Given a unit "Squad" for player A
    And "Squad" has Ld 12+
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase in battle round 1
    And the battle-shock roll for "Squad" will be 2
    And any rule "Calm" for "Squad" that makes its leadership rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 15.01, 18.7: up to two rules of player B that change the CP cost of its own stratagems leave player A's Counteroffensive at 2CP
    Given a unit "Squad" for player A
    And up to 2 rules "Levy" for player B that change the CP cost of your stratagems
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: 01.06, 08.03, 12: whatever the battle-shock roll, a unit of Ld 2+ below half-strength passes it
    Given a unit "Squad" for player A
    And "Squad" has Ld 2+
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase in battle round 4
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03, 12: any unit on the battlefield below half-strength makes a battle-shock roll in its Command phase, whatever it rolls
    Given any unit "Squad"
    And "Squad" belongs to player B
    And "Squad" is on the battlefield
    And "Squad" is not battle-shocked
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player B's Command phase in battle round 2
    And any battle-shock roll for "Squad"
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: 16.01, 6: any unit that started any Action this turn cannot declare a charge this turn for that reason
    Given any unit "Squad"
    And any Action "Hold"
    And "Squad" started the "Hold" Action this turn
    Then "Squad" is not eligible to declare a charge because it started an Action this turn

  Scenario: 01.06, 12: the counterexample to "a unit below half-strength is battle-shocked after its Command phase", run concretely: a roll of 7 passes Ld 7+
    Given a unit "Squad" for player A
    And "Squad" has Ld 7+
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase in battle round 1
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
