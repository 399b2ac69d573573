Feature: 14.02, Rules Appendix Objective markers at a position, areas with a shape
  An objective marker placed at a point is a 40mm disc; a model is within range of it while
  within 3" horizontally and 5" vertically of the marker (any part of its base). A terrain area
  given a shape holds a unit while any part of one of its models' bases lies in it, boundary
  included.

  Background:
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And it is player A's Command phase in battle round 2

  Scenario: A base 2.21" from the marker is within range
    # the marker's radius is 20mm (0.79"): 3.5" between centres less 0.5" and 0.79"
    Given the positions:
      | unit  | x              | y  |
      | Squad | 33.5"          | 22 |
      | Boyz  | 10             | 40 |
    Then "Squad" is within range of the beacon
    And "Boyz" is not within range of the beacon
    And the horizontal distance between "Squad" and the beacon is 2.21"

  Scenario: Exactly at the boundary, written in millimetres
    # 30" = 762mm; the marker's edge at 782mm, plus 3" (76.2mm) plus the base's 12.7mm
    Given the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 10      | 40 |
    Then "Squad" is within range of the beacon
    And "Squad" is within 3" of the beacon
    And "Squad" is not within 2.999" of the beacon

  Scenario: A thousandth of an inch farther is out of range
    # 0.0254mm is 0.001"
    Given the positions:
      | unit  | x        | y  |
      | Squad | 870.9254mm | 22 |
      | Boyz  | 10       | 40 |
    Then "Squad" is not within range of the beacon
    And no player controls the beacon

  Scenario: A shaped terrain area holds a unit whose base touches its boundary
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the positions:
      | unit  | x    | y  |
      | Squad | 16.5 | 12 |
      | Boyz  | 40   | 40 |
    Then "Squad" is within 0" of the ruin
    And "Squad" is not wholly within the ruin
    And "Boyz" is more than 20" from the ruin

  Scenario: A base wholly inside a polygon area
    Given the crater is the polygon (20, 20) (26, 20) (23, 25)
    And the positions:
      | unit  | x  | y  |
      | Squad | 23 | 21 |
      | Boyz  | 40 | 40 |
    Then "Squad" is wholly within the crater
    And "Boyz" is not wholly within the crater

  Scenario: Only the models within range add their OC to the level of control
    # Squad (OC 2) has one of its three models in range; Boyz (OC 1) has both of its two
    Given "Boyz" has OC 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 31 | 22 |
      | Squad | 20 | 10 |
      | Squad | 21 | 10 |
      | Boyz  | 29 | 22 |
      | Boyz  | 29 | 23 |
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon
