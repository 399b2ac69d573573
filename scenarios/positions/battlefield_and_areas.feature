Feature: 19.2 The battlefield, areas and markers
  Coordinates are inches from a corner of the battlefield, written `12`, `12.5`, `12"` or in
  millimetres (1" = 25.4mm exactly). A rectangle or polygon gives an area its shape, boundary
  included; an objective marker is 40mm across and its range is 3" horizontally and 5"
  vertically of it. An area without a shape keeps its stated membership. All bases here are
  1" (25.4mm) across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: A coordinate may be written in inches, with the inch mark, or in millimetres
    # 254mm is 10"; the centres are 3" apart, the bases 2"
    Given "Squad" is at (254mm, 10")
    And "Boyz" is at (13", 254mm)
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And "Squad" is engaged with "Boyz"

  Scenario: The battlefield's size in millimetres; its edges bound the models
    # 1117.6mm is 44", 762mm is 30": Squad's base reaches 0.5" from the east edge
    Given the battlefield is 1117.6mm by 762mm
    And "Squad" is at (43.5, 15)
    And "Boyz" is at (1, 15)
    Then "Squad" is within 0" of a battlefield edge
    And "Squad" is wholly within 1" of a battlefield edge
    And "Squad" is not wholly within 0.999" of a battlefield edge
    And the distance between "Squad" and "Boyz" is exactly 41.5"

  Scenario: A rectangle's boundary belongs to it
    # Squad's base touches x = 16 from outside; Boyz's base touches it from inside
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the positions:
      | unit  | x    | y  |
      | Squad | 16.5 | 12 |
      | Boyz  | 15.5 | 14 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And "Boyz" is wholly within the ruin
    And "Squad" is in base contact with the ruin

  Scenario: A rectangle may be given from any two opposite corners
    Given the ruin is the rectangle from (16, 16) to (10, 10)
    And the positions:
      | unit  | x      | y  |
      | Squad | 16.501 | 12 |
      | Boyz  | 13     | 13 |
    Then "Squad" is not within the ruin
    And "Squad" is more than 0" from the ruin
    And the distance between "Squad" and the ruin is 0.001"
    And "Boyz" is wholly within the ruin

  Scenario: A polygon of three corners
    # (23, 21) is 1" above the bottom side and 12/sqrt(34) = 2.058" from each slanted side
    Given the crater is the polygon (20, 20) (26, 20) (23, 25)
    And the positions:
      | unit  | model | x  | y      |
      | Squad | 1     | 23 | 21     |
      | Boyz  | 1     | 23 | 19.5   |
      | Boyz  | 2     | 24 | 19.499 |
    Then "Squad" is wholly within the crater
    And "Boyz" is within the crater
    And "Boyz" is not wholly within the crater
    And model 2 of "Boyz" is not within the crater
    And the distance between model 2 of "Boyz" and the crater is exactly 0.001"

  Scenario: Rules Appendix: an objective marker's range is 3" horizontally from its 40mm edge
    # the marker's centre is at 762mm; 76.2mm (3") + 20mm + 12.7mm = 108.9mm
    Given the beacon is an objective marker at (762mm, 558.8mm)
    And it is player A's Command phase in battle round 2
    And the positions:
      | unit  | x       | y       |
      | Squad | 870.9mm | 558.8mm |
      | Boyz  | 653mm   | 558.8mm |
    Then "Squad" is within range of the beacon
    And "Boyz" is not within range of the beacon
    And the distance between "Squad" and the beacon is exactly 3"
    And player A controls the beacon

  Scenario: Rules Appendix: within range of an objective marker needs 5" vertically too
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Command phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 31 | 22 | 5      |
      | Boyz  | 29 | 22 | 5.001  |
    Then "Squad" is within range of the beacon
    And "Boyz" is not within range of the beacon
    And player A controls the beacon

  Scenario: An objective marker may lie under a model
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Command phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 22 |
      | Boyz  | 50 | 22 |
    Then "Squad" is within range of the beacon
    And "Squad" is controlling the beacon

  Scenario: 14.01: a shaped terrain area that is an objective is measured as the terrain area
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the ruin is an objective
    And it is player A's Command phase in battle round 2
    And the positions:
      | unit  | x    | y  |
      | Squad | 16.5 | 12 |
      | Boyz  | 30   | 30 |
    Then "Squad" is within range of the ruin
    And "Boyz" is not within range of the ruin
    And player A controls the ruin

  Scenario: An area without a shape keeps its stated membership in a positioned scenario
    Given "Squad" is within the woods
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 30 |
    Then "Squad" is within the woods
    And "Boyz" is not within the woods
