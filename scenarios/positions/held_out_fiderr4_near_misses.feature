Feature: 19.12 held out (fiderr4): numbers and shapes written close to bad input are read
  19.2 lets a number be written 12, 12.5, 12" or in millimetres, a base in inches, an oval in
  either order, and a shape's boundary belongs to it; 19.3 lets bases touch and lets models
  overlap at different heights. These lines sit next to the errors of 19.12 (in words, with no
  unit, of no size, over the edge, on each other: tests/plugin/test_heldout_fiderr4_inputs.py)
  and are not refused.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 1 model left
    And "Boyz" has 1 model left

  Scenario: 19.2: coordinates with the inch mark in a step
    Given "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (10", 10")
    And "Boyz" is at (14", 10")
    Then the distance between "Squad" and "Boyz" is exactly 3"

  Scenario: 19.2: a coordinate in millimetres is exactly its inches
    Given "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (254mm, 10)
    And "Boyz" is at (13, 10)
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And "Squad" is engaged

  Scenario: 19.3: a base written in inches is the same as in millimetres
    Given "Squad" has 1.25" bases
    And "Boyz" has 31.75mm bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.25, 10)
    Then the distance between "Squad" and "Boyz" is exactly 2"

  Scenario: 19.3: an oval written short side first is the same oval
    # 35.5x60mm: 60mm long along the x axis (facing 0), so 30mm each side of its centre
    Given "Squad" has 35.5x60mm bases
    And "Boyz" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.68, 10)
    Then the distance between "Squad" and "Boyz" is 2.00"

  Scenario: 19.3: a height of 0 written is the battlefield's level
    Given "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (10, 10, 0)
    And "Boyz" is at (12, 10)
    Then the vertical distance between "Squad" and "Boyz" is exactly 0"

  Scenario: 19.2: a base touching the battlefield's edge is wholly on it
    Given "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (0.5, 10)
    And "Boyz" is at (30, 10)
    Then the distance between "Squad" and "Boyz" is 28.50"

  Scenario: 19.2: a base touching the far corner is wholly on it
    Given "Squad" has 1" bases
    And "Squad" is at (59.5, 43.5)
    And "Boyz" is at (30, 22)
    Then "Squad" is not engaged

  Scenario: 19.3: bases that touch are in base contact, not on each other
    Given "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (11, 10)
    Then the distance between "Squad" and "Boyz" is exactly 0"
    And "Squad" is engaged with "Boyz"

  Scenario: 19.3: bases overlapping in plan at different heights are on different floors
    Given "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (10, 10, 3)
    And "Boyz" is at (10, 10)
    Then the horizontal distance between "Squad" and "Boyz" is exactly 0"
    And the vertical distance between "Squad" and "Boyz" is exactly 3"
    And "Squad" is engaged

  Scenario: 19.3: the same model label in two units is no label used twice
    Given the positions:
      | unit  | model | x  | y  | base |
      | Squad | sgt   | 10 | 10 | 1"   |
      | Boyz  | sgt   | 20 | 10 | 1"   |
    Then the distance between model sgt of "Squad" and "Boyz" is exactly 9"

  Scenario: 19.2: a rectangle written from its far corner to its near one
    Given the ruin is the rectangle from (16, 16) to (10, 10)
    And "Squad" has 1" bases
    And "Squad" is at (13, 13)
    And "Boyz" is at (30, 22)
    Then "Squad" is wholly within the ruin

  Scenario: 19.2: a polygon written clockwise
    Given the crater is the polygon (20, 20) (23, 25) (26, 20)
    And "Squad" has 1" bases
    And "Squad" is at (23, 21)
    And "Boyz" is at (40, 22)
    Then "Squad" is within the crater

  Scenario: 19.2: a battlefield deeper than it is wide
    Given the battlefield is 44" by 60"
    And "Squad" has 1" bases
    And "Squad" is at (43.5, 59.5)
    And "Boyz" is at (10, 10)
    Then "Squad" is not engaged

  Scenario: 19.2: a deployment's name in capitals with hyphens
    Given the deployment "HAMMER-AND-ANVIL"
    And "Squad" has 1" bases
    And "Squad" is at (5, 22)
    And "Boyz" is at (55, 22)
    Then "Squad" is wholly within player A's deployment zone

  Scenario: 19.3: an objective marker under a model is no overlap
    Given the beacon is an objective marker at (10, 10)
    And "Squad" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (40, 22)
    Then "Squad" is within range of the beacon

  Scenario: 19.11: a board's numbers written as strings with a unit
    Given the board:
      """
      units:
        Squad: {player: A, base: "1.25\"", positions: [["254mm", "10\""]]}
        Boyz: {player: B, base: 31.75mm, positions: [[13.25, 10]]}
      """
    Then the distance between "Squad" and "Boyz" is exactly 2"

  Scenario: 19.11: a board's models that agree with its positions
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", models: 2, positions: [[10, 10], [11, 10]]}
        Boyz: {player: B, base: 1", models: 1, positions: [[30, 10]]}
      """
    Then "Squad" has 2 models left
    And "Squad" is in coherency
