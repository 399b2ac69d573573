Feature: 17.02 A FRAME model is measured from its hull
  A FRAME model without a base is measured from its hull: a rectangle along its facing (or a
  polygon whose corners are given relative to its position), centred where it is placed.
  Turned by a multiple of 90 degrees, it is measured exactly.

  Background:
    Given a unit "Rhino" for player B
    And "Rhino" has the keywords VEHICLE, TRANSPORT and FRAME
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases

  Scenario: A base touching the end of the hull is in base contact with it
    # the hull is 7" long along x: from 26.5" to 33.5"
    Given "Rhino" has a hull of 7" by 4"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Squad | 34 | 22 |
    Then "Squad" is in base contact with "Rhino"
    And "Squad" is engaged with "Rhino"

  Scenario: Turned a quarter, the same hull is 4" across x
    # facing 90: from 28" to 32" along x
    Given "Rhino" has a hull of 7" by 4" and 3" high
    And the positions:
      | unit  | x  | y  | facing |
      | Rhino | 30 | 22 | 90     |
      | Squad | 34 | 22 |        |
    Then the distance between "Squad" and "Rhino" is exactly 1.5"
    And "Squad" is engaged with "Rhino"

  Scenario: A hull given by its corners
    Given "Rhino" has a hull with corners (-3.5, -2) (3.5, -2) (3.5, 2) (-3.5, 2)
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Squad | 36.001 | 22 |
    Then the distance between "Squad" and "Rhino" is exactly 2.001"
    And "Squad" is not engaged
