Feature: 01.04, 14.01 Within and wholly within a shaped area at its boundary
  A model is within an area if any part of its base is, wholly within it if every part is;
  the area's boundary belongs to it, and a terrain area is horizontal, so the height of a model
  does not take it out (14.02). A unit is wholly within an area only when every model is.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: A base whose edge touches a rectangle's boundary from inside is wholly within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x    | y  |
      | Squad | 10.5 | 15 |
      | Boyz  | 50   | 40 |
    Then "Squad" is wholly within the ruin
    And "Squad" is within the ruin

  Scenario: A base straddling the boundary is within, not wholly within
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 15 |
      | Boyz  | 50 | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: A base touching the boundary from outside is within the area
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x   | y  |
      | Squad | 9.5 | 15 |
      | Boyz  | 50  | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: A base just outside the area is not within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x     | y  |
      | Squad | 9.499 | 15 |
      | Boyz  | 50    | 40 |
    Then "Squad" is not within the ruin

  Scenario: A terrain area is horizontal: a model high above it is within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 15 | 15 | 9      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" is wholly within the ruin

  Scenario: A unit is wholly within an area only when every model is
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 15 | 15 |
      | Squad | 2     | 15 | 21 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
