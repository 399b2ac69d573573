Feature: 19.8 Actions and missions with positions
  A UNITS row may ask that a unit be wholly within an area (or not wholly within it). `within
  <area>`, `within range of <objective>`, `your deployment zone`, `your territory` and `<area>
  is not within <area>` are computed wherever the shapes and positions exist. All bases are 1"
  (25.4mm) across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2

  Scenario: UNITS that is wholly within a shaped area: a base inside it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Hold Fast":
      | UNITS | one unit that is wholly within the ruin |
    And the positions:
      | unit  | x  | y  |
      | Squad | 11 | 11 |
      | Boyz  | 40 | 40 |
    Then "Squad" can start the "Hold Fast" Action

  Scenario: UNITS that is wholly within a shaped area: a base across its boundary
    # the base spans 15.5" to 16.5" along x; the ruin ends at 16"
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Hold Fast":
      | UNITS | one unit that is wholly within the ruin |
    And the positions:
      | unit  | x  | y  |
      | Squad | 16 | 11 |
      | Boyz  | 40 | 40 |
    Then "Squad" is within the ruin
    And "Squad" cannot start the "Hold Fast" Action because it is not a unit the Action allows

  Scenario: UNITS that is not wholly within your deployment zone, from the deployment's shapes
    # Hammer and Anvil: player A (the defender) has the west 18"; model 2 reaches 18.5"
    Given the deployment "Hammer and Anvil"
    And the Action "Push Out":
      | UNITS | one unit that is not wholly within your deployment zone |
    And a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | model | x    | y  |
      | Squad  | 1     | 10   | 10 |
      | Scouts | 1     | 16   | 20 |
      | Scouts | 2     | 18   | 20 |
      | Boyz   | 1     | 50   | 10 |
    Then "Squad" cannot start the "Push Out" Action because it is not a unit the Action allows
    And "Scouts" can start the "Push Out" Action

  Scenario: UNITS that is wholly within an area without a shape reads the stated fact
    Given the Action "Hold Fast":
      | UNITS | one unit that is wholly within the woods |
    And "Squad" is wholly within the woods
    And a unit "Scouts" for player A
    And "Scouts" is within the woods
    Then "Squad" can start the "Hold Fast" Action
    And "Scouts" cannot start the "Hold Fast" Action because it is not a unit the Action allows

  Scenario: UNITS within an area that is not within your deployment zone, both shaped
    # the ruin runs from 15" to 25" along x: part of it lies in player A's zone (x up to 18");
    # Squad's base (21.5" to 22.5") is in the ruin but outside the zone
    Given the deployment "Hammer and Anvil"
    And the ruin is the rectangle from (15, 10) to (25, 16)
    And the crater is the rectangle from (20, 20) to (26, 26)
    And the Action "Raid":
      | UNITS | one unit that is within the ruin that is not within your deployment zone |
    And the Action "Scout":
      | UNITS | one unit that is within the crater that is not within your deployment zone |
    And a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | x  | y  |
      | Squad  | 22 | 12 |
      | Scouts | 22 | 22 |
      | Boyz   | 50 | 30 |
    Then "Squad" is within the ruin
    And "Squad" is not within player A's deployment zone
    And "Squad" cannot start the "Raid" Action because it is not a unit the Action allows
    And "Scouts" can start the "Scout" Action

  Scenario: UNITS within range of an objective marker at a position
    Given the beacon is an objective marker at (30, 22)
    And the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And the positions:
      | unit  | x  | y  |
      | Squad | 31 | 22 |
      | Boyz  | 50 | 40 |
    Then "Squad" can start the "Sabotage" Action on the beacon
    And "Boyz" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: 16.01: Plunder's territory condition is weighed once the deployment gives the territories
    # Hammer and Anvil: player A's territory is the west half (x up to 30")
    Given the deployment "Hammer and Anvil"
    And the mission Action "Plunder"
    And "Squad" is within a terrain area
    And a unit "Raiders" for player A
    And "Raiders" has 25.4mm bases
    And "Raiders" is within a terrain area
    And the positions:
      | unit    | x  | y  |
      | Squad   | 40 | 10 |
      | Raiders | 10 | 10 |
      | Boyz    | 55 | 40 |
    Then "Squad" can start the "Plunder" Action
    And "Raiders" cannot start the "Plunder" Action because it is not a unit the Action allows

  Scenario: COMPLETES if no enemy unit is within that terrain area, computed when it is asked
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Vanguard":
      | UNITS     | one unit that is within the ruin                                  |
      | COMPLETES | the end of your turn if no enemy unit is within that terrain area |
    And the positions:
      | unit  | x  | y  |
      | Squad | 11 | 11 |
      | Boyz  | 15 | 15 |
    When "Squad" starts the "Vanguard" Action
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then "Squad" completes the "Vanguard" Action

  Scenario: COMPLETES if no enemy unit is within that terrain area: an enemy base touching it
    # Boyz's base touches the ruin's edge at y = 16
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Vanguard":
      | UNITS     | one unit that is within the ruin                                  |
      | COMPLETES | the end of your turn if no enemy unit is within that terrain area |
    And the positions:
      | unit  | x  | y    |
      | Squad | 11 | 11   |
      | Boyz  | 13 | 16.5 |
    When "Squad" starts the "Vanguard" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard" Action
