Feature: 19.8 UNITS rows: `that is wholly within <area>` and `that is not wholly within <area>`
  Without a shape, `Given "<unit>" is wholly within <area>` states it; where the area has a
  shape and the unit's models are placed, the positions decide (every part of every model,
  01.04).

  Background:
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: A unit stated wholly within the area may start the Action
    Given the Action "Hold the Line":
      | UNITS | one unit that is wholly within player B's deployment zone |
    And "Squad" is wholly within player B's deployment zone
    Then "Squad" can start the "Hold the Line" Action

  Scenario: A unit only within the area may not
    Given the Action "Hold the Line":
      | UNITS | one unit that is wholly within player B's deployment zone |
    And "Squad" is within player B's deployment zone
    Then "Squad" cannot start the "Hold the Line" Action because it is not a unit the Action allows

  Scenario: `that is not wholly within` allows a unit only partly within the area
    Given the Action "Slip Out":
      | UNITS | one unit that is not wholly within player A's deployment zone |
    And "Squad" is within player A's deployment zone
    Then "Squad" can start the "Slip Out" Action

  Scenario: Positioned: a shaped area and placed models decide wholly within
    Given the Action "Hold the Line":
      | UNITS | one unit that is wholly within the ruin |
    And the ruin is the rectangle from (0, 0) to (10, 10)
    And "Squad" has 32mm bases
    And the positions:
      | unit  | x   | y  |
      | Squad | 5   | 5  |
      | Boyz  | 40  | 30 |
    Then "Squad" can start the "Hold the Line" Action

  Scenario: Positioned: a base over the area's edge is not wholly within it
    Given the Action "Hold the Line":
      | UNITS | one unit that is wholly within the ruin |
    And the ruin is the rectangle from (0, 0) to (10, 10)
    And "Squad" has 32mm bases
    And the positions:
      | unit  | x   | y  |
      | Squad | 9.9 | 5  |
      | Boyz  | 40  | 30 |
    Then "Squad" cannot start the "Hold the Line" Action because it is not a unit the Action allows
