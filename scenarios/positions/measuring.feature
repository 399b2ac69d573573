Feature: 19.4 Measuring, and 19.7 asking
  Distances run between the closest parts of two bases, in three dimensions: bases are flat at
  their heights. `horizontally` measures in plan, `vertically` heights only. Within is not
  more than, more than is strictly greater, wholly within is every part. A number asked is
  rounded half up to the places written, never fewer than two. All bases are 1" (25.4mm)
  across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 01.04: distances are three-dimensional; horizontally and vertically measure one way each
    # 2" apart in plan and 4" apart in height: sqrt(4 + 16) = 4.472"
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 4      |
    Then the distance between "Squad" and "Boyz" is 4.47"
    And the horizontal distance between "Squad" and "Boyz" is exactly 2"
    And the vertical distance between "Squad" and "Boyz" is exactly 4"
    And "Squad" is within 4.48" of "Boyz"
    And "Squad" is not within 4.47" of "Boyz"
    And "Squad" is within 2" horizontally of "Boyz"
    And "Squad" is more than 1.999" horizontally from "Boyz"
    And "Squad" is more than 4.47" from "Boyz"
    And "Squad" is engaged with "Boyz"

  Scenario: 03.04: engagement range needs both: 2" horizontally and 5" vertically
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5.001  |
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is within 2" horizontally of "Boyz"

  Scenario: 14.02: a terrain area is horizontal: a model is within it whatever its height
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 12 | 12 | 10     |
      | Boyz  | 40 | 30 | 0      |
    Then "Squad" is wholly within the ruin
    And "Squad" is within the ruin

  Scenario: 01.04: wholly within a distance: every part of the base
    # Squad's far side is 3" from Boyz's near side
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then "Squad" is wholly within 3" of "Boyz"
    And "Squad" is not wholly within 2.999" of "Boyz"
    And model 1 of "Squad" is wholly within 3" of model 1 of "Boyz"

  Scenario: 01.04: a unit is within a distance if one of its models is; more than only if all are
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 10 | 11.5 |
      | Boyz  | 1     | 16 | 10 |
    Then "Squad" is within 5" of "Boyz"
    And model 2 of "Squad" is not within 5" of "Boyz"
    And model 2 of "Squad" is more than 5" from "Boyz"
    And "Squad" is not within 4.999" of "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 5"

  Scenario: 01.04: equally close enemy units are all the closest
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
      | Grots | 7  | 10 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Squad" is "Grots"

  Scenario: 19.4: a number asked is rounded half up to the places written, never fewer than two
    # the bases are 2.005" apart: 2.01" to two places, 2.005" to three
    Given the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 13.005 | 10 |
    Then the distance between "Squad" and "Boyz" is 2.01"
    And the distance between "Squad" and "Boyz" is 2.005"
    And the distance between "Squad" and "Boyz" is exactly 2.005"
    And "Squad" is not engaged

  Scenario: 19.4: 2.004" reads as 2" (2.00)
    Given the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 13.004 | 10 |
    Then the distance between "Squad" and "Boyz" is 2"
    And "Squad" is more than 2" from "Boyz"

  Scenario: 19.4: an oval is measured numerically; a value within a millionth of a rules number is that number
    # the oval's half-length is 30mm along x: 30mm + 12.7mm + 50.8mm between the centres
    Given a unit "Captain" for player A
    And "Captain" has a 60x35.5mm base
    And "Squad" is off the battlefield
    And the positions:
      | unit    | x      | y  |
      | Captain | 254mm  | 10 |
      | Boyz    | 347.5mm | 10 |
    Then "Captain" is engaged with "Boyz"
    And the distance between "Captain" and "Boyz" is 2.000000"

  Scenario: 19.7: the far end may be an area, an objective, a model, a battlefield edge or every enemy unit
    Given the ruin is the rectangle from (20, 10) to (26, 16)
    And the beacon is an objective marker at (40, 22)
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 30 | 30 |
      | Grots | 1     | 50 | 10 |
    Then "Squad" is within 9.5" of the ruin
    And "Squad" is more than 8.499" from the ruin
    And model 1 of "Squad" is more than 9.499" from the ruin
    And "Squad" is within 9.5" of a battlefield edge
    And "Squad" is more than 9" from every enemy unit
    And "Squad" is within 28" of an enemy unit
    And model 1 of "Squad" is in base contact with model 2 of "Squad"
    And model 2 of "Squad" is not in base contact with "Boyz"
    And "Squad" is not within range of the beacon
    And "Boyz" is not within the ruin
    And model 1 of "Boyz" is not wholly within the ruin
