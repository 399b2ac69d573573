Feature: Held out (fidcx): property claims over drawn rules, positions, moments, Actions and the order of fighting
  A tournament organiser's true claims (contract §6, §12, §17, 18.7, 19.9, 20.1): each a claim
  about every situation its 'any' steps allow, whose answer was decided from the rules text
  before it was run. Keywords and areas that only a Then step names are drawn too.

  Scenario: 03.04, 19.9: a unit drawn within 1" of an enemy, at any height, is engaged with it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" within 1" of "Boyz"
    And any height for "Squad"
    Then "Squad" is engaged with "Boyz"

  Scenario: 03.04, 19.9: on a half-inch grid a unit drawn within 2" of an enemy is engaged with it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" within 2" of "Boyz"
    And positions are drawn on a 0.5" grid
    Then "Squad" is engaged with "Boyz"

  Scenario: 03.04, 19.9: on a half-inch grid a unit drawn more than 2" from an enemy is not engaged with it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" more than 2" from "Boyz"
    And positions are drawn on a 0.5" grid
    Then "Squad" is not engaged with "Boyz"

  Scenario: 11.02, 19.9: a unit drawn more than 12" from the only enemy cannot declare a charge
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And it is player A's Charge phase
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" more than 12" from "Boyz"
    Then "Squad" is not eligible to declare a charge

  Scenario: 19.9: on a 1" grid a unit drawn within 12" of an enemy is measured within 12" of it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And it is player A's Charge phase
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" within 12" of "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is within 12" of "Boyz"

  Scenario: 18.9: any unit that started any Action this turn and is battle-shocked is not performing it
    Given any unit "Squad"
    And any Action "Task"
    And "Squad" started the "Task" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is not performing the "Task" Action

  Scenario: 09.02, 19.9: a normal move to any position within 3" of an enemy never ends engaged with it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And it is player A's Movement phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 22 |
      | Boyz  | 20 | 22 |
    When "Squad" makes a normal move to any position within 3" of "Boyz"
    Then "Squad" is not engaged with "Boyz"

  Scenario: 6: any unit off the battlefield is within no area, not even one only a Then step names
    Given any unit "Squad"
    And "Squad" is off the battlefield
    Then "Squad" is not within the ruin

  Scenario: 6: any unit with the keyword PSYKER stated keeps it, whatever else is drawn
    Given any unit "Squad"
    And "Squad" has the keyword PSYKER
    Then "Squad" has the keyword PSYKER

  Scenario: 18.7: a drawn rule lifting one bar other than "it is battle-shocked" never lets a battle-shocked unit start an Action
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And the Action "Raise":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And any rule "Drawn" for "Squad" that lifts one bar on starting Actions other than "it is battle-shocked"
    Then "Squad" cannot start the "Raise" Action because it is battle-shocked

  Scenario: 18.7, 19.01: a drawn rule for a leader that gives it Fights First gives its attached unit Fights First
    Given a unit "Hero" for player A
    And "Hero" has the keyword CHARACTER
    And a unit "Body" for player A
    And "Hero" is leading "Body"
    And a unit "Boyz" for player B
    And "Body" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase
    And any rule "Fury" for "Hero" that gives it Fights First
    Then "Body" has Fights First
    And "Hero" has Fights First

  Scenario: 12.04, 18.7: an enemy given Fights First by any rule is selected before a unit without it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" does not have Fights First
    And it is the Fight step of player A's Fight phase
    And any rule "Fury" for "Boyz" that gives it Fights First
    Then "Squad" cannot be selected to fight next
    And the Fight step is resolving Fights First combats

  Scenario: 18.7: up to 2 rules that modify its OC leave a battle-shocked unit's OC at -
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And up to 2 rules "Drawn" for "Squad" that modify its OC
    Then "Squad" has OC -

  Scenario: 6: any moment of the first battle round keeps strategic reserves from arriving
    Given any unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" belongs to player B
    And "Reserve" is not embarked
    And any moment
    And it is battle round 1
    And it is player B's Movement phase
    Then "Reserve" cannot make an ingress move into player B's deployment zone because it is the first battle round

  Scenario: 6: a drawn moment of the last battle round ends the battle at the end of that round
    Given a unit "Squad" for player A
    And any moment
    And the mission lasts 5 battle rounds
    And it is player B's Fight phase in battle round 5
    Then the battle ends after battle round 5

  Scenario: 6, 18.9: any unit that started any Action this turn and is not battle-shocked is performing it
    Given any unit "Squad"
    And any Action "Task"
    And "Squad" started the "Task" Action this turn
    And "Squad" is not battle-shocked
    Then "Squad" is performing the "Task" Action

  Scenario: 6, 16.01: a drawn Action started this turn by a unit that is then destroyed is not completed
    Given any unit "Squad"
    And any Action "Task"
    And "Squad" started the "Task" Action this turn
    When "Squad" is destroyed
    Then "Squad" does not complete the "Task" Action

  Scenario: 18.02, 6: any unit embarked within a TRANSPORT on the battlefield is within no area the Then names
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is on the battlefield
    And "Squad" is embarked within "Rhino"
    Then "Squad" is not within the woods

  Scenario: 19.4, 19.9: a one-model unit drawn not within a ruin is more than 0" from it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 1 model left
    And any position for "Squad" not within the ruin
    Then "Squad" is not within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: 19.4, 19.9: a unit drawn within a ruin, on a 1" grid, is within it and not wholly outside it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 3 models left
    And any position for "Squad" within the ruin
    And positions are drawn on a 1" grid
    Then "Squad" is within the ruin

  Scenario: 03.03, 19.9: a unit of one model is in coherency in any formation
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 1 model left
    And any formation for "Squad"
    Then "Squad" is in coherency

  Scenario: 09.02, 19.9: a normal move to any position never ends engaged with an enemy
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And it is player A's Movement phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 22 |
      | Boyz  | 16 | 22 |
    When "Squad" makes a normal move to any position
    Then "Squad" is not engaged with "Boyz"

  Scenario: 08.03, 12: a unit below half-strength makes a battle-shock roll in its Battle-shock step, whatever it rolls
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 10
    And "Squad" has 2 models left
    And it is player A's Command phase
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: 08.03, 12: a unit at full strength makes no battle-shock roll, whatever it would roll
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 10
    And "Squad" has 10 models left
    And "Squad" is not battle-shocked
    And it is player A's Command phase
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.7: whatever rule is drawn for a unit, its stated starting strength stays
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 10
    And any rule "Drawn" for "Squad"
    Then "Squad" has a starting strength of 10

  Scenario: 18.7: a drawn rule that makes its battle-shock rolls succeed automatically keeps a unit below half-strength from becoming battle-shocked
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 10
    And "Squad" has 2 models left
    And "Squad" is not battle-shocked
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 2
    And any rule "Steady" for "Squad" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 18.7: a drawn rule that adds one bar on starting Actions keeps a unit from starting one
    Given a unit "Squad" for player A
    And the Action "Raise":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And any rule "Drawn" for "Squad" that adds one bar on starting Actions
    Then "Squad" cannot start the "Raise" Action

  Scenario: 15.01, 18.7: a drawn rule of player A that changes Counteroffensive's CP cost leaves it between 0CP and 3CP
    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And any rule "Levy" for player A that changes the CP cost of the "Counteroffensive" stratagem
    Then the CP cost of the "Counteroffensive" stratagem for player A is at least 0
    And the CP cost of the "Counteroffensive" stratagem for player A is at most 3

  Scenario: 15.01, 18.7: up to 2 drawn rules of player A that change the CP cost of its stratagems never raise Counteroffensive past 3CP
    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And up to 2 rules "Levy" for player A that change the CP cost of your stratagems
    Then the CP cost of the "Counteroffensive" stratagem for player A is at most 3
