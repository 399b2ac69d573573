Feature: Held-out questions a review left open: battle-shock off the battlefield, stated characteristics and Leadership
  The Battle-shock step (08.03) tests each unit in the active player's army that is battle-shocked
  or at or below half-strength; nothing in it limits the test to units on the battlefield
  (interpretation 4). A leadership roll (01.06) succeeds on 2D6 equal to or greater than one or
  more of the unit's Ld values; `Ld 6` and `Ld 6+` are the same characteristic. A datasheet unit
  takes its characteristics from the data and a later Given states another value (§11).

  Background:
    Given it is player A's Command phase in battle round 2

  # (a) Units that are not on the battlefield, 08.03

  Scenario: 08.03: a battle-shocked unit embarked within a TRANSPORT takes its test and recovers on a pass
    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And "Squad" is embarked within "Rhino"

  Scenario: 08.03: an embarked unit at half-strength that fails becomes battle-shocked inside its TRANSPORT
    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And "Squad" is embarked within "Rhino"
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 08.03: an embarked unit at full strength and not battle-shocked is not tested
    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03: a battle-shocked unit in strategic reserves is tested in its own Command phase and recovers
    Given a unit "Squad" for player A
    And "Squad" is in strategic reserves
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And "Squad" is in strategic reserves

  Scenario: 08.03: a battle-shocked unit in strategic reserves is not tested in the opponent's Command phase
    Given it is player B's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is in strategic reserves
    And "Squad" is battle-shocked
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 08.03: an embarked unit within a TRANSPORT in strategic reserves still takes its test
    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And "Squad" has a starting strength of 5
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is in strategic reserves
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 01.07 and 16.01: a battle-shocked embarked unit is refused an Action for each of its reasons
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    And "Squad" is battle-shocked
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Squad" cannot start the "Deploy Device" Action, for exactly these reasons:
      | it is not on the battlefield |
      | it is battle-shocked         |
      | its OC is 0 or -             |

  Scenario: 18.05 and 08.03: a unit battle-shocked by an emergency disembark is tested in its next Command phase
    Given it is player B's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    And the battle-shock roll for "Squad" will be 9
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    When the game advances to player A's Command phase
    And player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 20.04: a battle-shocked unit arriving from strategic reserves is still battle-shocked on the battlefield
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is in strategic reserves
    And "Squad" is battle-shocked
    And the Action "Deploy Device":
      | UNITS | any unit |
    When "Squad" makes an ingress move
    Then "Squad" is battle-shocked
    And "Squad" is not in strategic reserves
    And "Squad" cannot start the "Deploy Device" Action because it is battle-shocked

  Scenario: 18.04: a battle-shocked unit keeps its battle-shock when it disembarks
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    And "Squad" is battle-shocked
    When "Squad" makes a disembark move
    Then "Squad" is battle-shocked
    And "Squad" is not embarked

  Scenario: Interpretation 23: a destroyed unit that was battle-shocked is not tested
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And the game advances to player A's Command phase
    And player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll

  # (b) Stated characteristics of a datasheet unit, §11 ("later Givens override any of it")

  Scenario: §11: a stated Ld replaces every Ld of a datasheet whose models differ
    Given a unit "Grots" from the datasheet "Gretchin" for player A
    And "Grots" has 5 models left
    And "Grots" has Ld 6+
    And the battle-shock roll for "Grots" will be 6
    When player A's Command phase is resolved
    Then "Grots" has Ld 6+
    And "Grots" makes a battle-shock roll
    And "Grots" is not battle-shocked

  Scenario: §11: without the stated Ld, the same roll fails against the datasheet's Ld values
    Given a unit "Grots" from the datasheet "Gretchin" for player A
    And "Grots" has 5 models left
    And the battle-shock roll for "Grots" will be 6
    When player A's Command phase is resolved
    Then "Grots" has Ld 7+
    And "Grots" is battle-shocked

  Scenario: §11 and 16.01: a stated OC 0 replaces the OC 1 model of a datasheet, so the OC bar applies
    Given it is player A's Shooting phase in battle round 2
    And a unit "Kroot" from the datasheet "Kroot Farstalkers" for player A
    And "Kroot" has OC 0
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Kroot" has OC 0
    And "Kroot" cannot start the "Deploy Device" Action because its OC is 0 or -

  Scenario: §11: a datasheet unit's stated starting strength decides half-strength
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Intercessors" has a starting strength of 10
    And "Intercessors" has 5 models left
    And the battle-shock roll for "Intercessors" will be 5
    When player A's Command phase is resolved
    Then "Intercessors" is at half-strength
    And "Intercessors" makes a battle-shock roll
    And "Intercessors" is battle-shocked

  Scenario: §11: a stated W changes when a single-model datasheet unit is at half-strength
    Given a unit "Captain" from the datasheet "Captain" for player A
    And "Captain" has W 6
    And "Captain" has 3 wounds left
    Then "Captain" has W 6
    And "Captain" is at half-strength

  Scenario: Interpretation 129: an Ld stated before the datasheet step still replaces the datasheet's
    Given a unit "Grots" for player A
    And "Grots" has Ld 6+
    And a unit "Grots" from the datasheet "Gretchin" for player A
    And "Grots" has 5 models left
    And the battle-shock roll for "Grots" will be 6
    When player A's Command phase is resolved
    Then "Grots" has Ld 6+
    And "Grots" has the keyword GRETCHIN
    And "Grots" is not battle-shocked

  Scenario: Interpretation 129: an OC stated before the datasheet step still replaces the datasheet's
    Given it is player A's Shooting phase in battle round 2
    And a unit "Kroot" for player A
    And "Kroot" has OC 0
    And a unit "Kroot" from the datasheet "Kroot Farstalkers" for player A
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Kroot" cannot start the "Deploy Device" Action because its OC is 0 or -

  Scenario: Interpretation 129: a unit first set up plainly and then from a datasheet takes the data's values it was not given
    Given a unit "Wolves" for player A
    And a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    Then "Wolves" has OC 0
    And "Wolves" has Ld 8+
    And "Wolves" has the keyword BEASTS

  Scenario: §19.3: a datasheet unit takes its M from the data
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    Then "Intercessors" has M 6"

  Scenario: §19.3 and §11: a stated M replaces the datasheet's
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Intercessors" has M 5"
    Then "Intercessors" has M 5"

  Scenario: §14: a stated transport capacity replaces the datasheet's, and a unit too big for it cannot embark
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino" for player A
    And "Rhino" has a transport capacity of 5 models
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 6
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: §14: the same unit fits in the datasheet's own transport capacity
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino" for player A
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 6
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: §11 and 19.04: a stated Ld for the leader part changes only that part's Ld
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And "Intercessors" has Ld 8+
    And "Intercessors" has 2 models left
    And the battle-shock roll for "Intercessors" will be 7
    When player A's Command phase is resolved
    Then "Captain" has Ld 6+
    And "Intercessors" has Ld 8+
    And "Captain" is not battle-shocked

  # (c) Leadership, 01.06 and 01.07

  Scenario: 01.06: Ld 6 written without its plus is Ld 6+: a roll of exactly 6 succeeds
    Given a unit "Squad" for player A
    And "Squad" has Ld 6
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" has Ld 6+
    And "Squad" is not battle-shocked

  Scenario: 01.06: Ld 6 written without its plus: a roll of 5 fails
    Given a unit "Squad" for player A
    And "Squad" has Ld 6
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.06 and §14: a roll of 7 modified by -1 is 6, which meets Ld 6
    Given a unit "Squad" for player A
    And "Squad" has Ld 6
    And "Squad" is battle-shocked
    And a rule modifies battle-shock rolls for "Squad" by -1
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.06 and §14: a roll of 6 modified by -1 is 5, below Ld 6
    Given a unit "Squad" for player A
    And "Squad" has Ld 6
    And "Squad" is battle-shocked
    And a rule modifies battle-shock rolls for "Squad" by -1
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.06: the highest roll of 2D6 meets Ld 12+
    Given a unit "Squad" for player A
    And "Squad" has Ld 12+
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.06: the lowest roll of 2D6 meets Ld 2+
    Given a unit "Squad" for player A
    And "Squad" has Ld 2+
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.06: any unit with Ld 6 passes a battle-shock roll of 6
    Given any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" has Ld 6
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: §11 and 01.06: any datasheet unit stated at Ld 6 passes a battle-shock roll of 6
    Given any datasheet unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And "Squad" has Ld 6
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" has Ld 6+
    And "Squad" is not battle-shocked
