Feature: 03.03, 03.04, 09.07, 18.02, 20.04, Rules Appendix Heights against the rules numbers that name both ways
  Coherency, engagement range and objective range name a horizontal and a vertical distance,
  each weighed on its own; the arrival distance is horizontal only; a terrain area is
  horizontal; any other distance, such as the embarking distance (18.02), is
  three-dimensional (19.4). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 03.03 coherency 9" is horizontal: a model 9" across and 4" up is in coherency
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 11 | 10 | 0      |
      | Squad | 3     | 19 | 10 | 4      |
      | Squad | 4     | 20 | 10 | 4      |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" is in coherency
    And model 1 of "Squad" is more than 9" from model 4 of "Squad"

  Scenario: 03.03 coherency: within 2" horizontally but 5.001" vertically is no neighbour
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 11 | 10 | 5.001  |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" is not in coherency

  Scenario: 03.03 coherency: 5" vertically is still a neighbour
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 11 | 10 | 5      |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" is in coherency

  Scenario: 03.04 engagement: 2" across and 4" up is engaged though 3D farther than 2"
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 4      |
      | Boyz  | 13 | 10 | 0      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not within 2" of "Boyz"
    And "Squad" is within 2" horizontally of "Boyz"

  Scenario: 20.04 arrival distance is horizontal: 7.9" across and 3" up is too close
    Given "Squad" has a starting strength of 1
    And "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And "Boyz" has a starting strength of 1
    And the positions:
      | unit | x  | y  | height |
      | Boyz | 30 | 22 | 3      |
    Then "Squad" cannot make an ingress move to (30, 30.9) because a model would be set up too close to an enemy unit
    And "Squad" can make an ingress move to (30, 31.001)

  Scenario: Rules Appendix objective range: 3" across and 5" up is in range
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x        | y  | height |
      | Squad | 34.2874  | 22 | 5      |
      | Boyz  | 50       | 40 | 0      |
    Then "Squad" is within range of the beacon
    And the horizontal distance between "Squad" and the beacon is 3"

  Scenario: 19.2 a model on height inside a rectangle is within it (terrain is horizontal)
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 15 | 15 | 8      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" is wholly within the ruin

  Scenario: 19.7 a unit is within an area when one model is, wholly only when all are
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 19   | 15 |
      | Squad | 2     | 20.6 | 15 |
      | Boyz  | 1     | 50   | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And model 2 of "Squad" is not within the ruin

  Scenario: 19.4 wholly within a distance of a battlefield edge, exactly
    Given the positions:
      | unit  | x   | y  |
      | Squad | 5.5 | 22 |
      | Boyz  | 50  | 40 |
    Then "Squad" is wholly within 6" of a battlefield edge
    And "Squad" is not wholly within 5.999" of a battlefield edge
    And "Squad" is within 5" of a battlefield edge

  Scenario: 18.02 the embarking distance is three-dimensional: 3" across and 2" up is too far
    Given it is player A's Movement phase
    And a unit "Rhino" for player A
    And "Rhino" has the keywords VEHICLE, TRANSPORT
    And "Rhino" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 2      |
      | Rhino | 14 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" cannot embark within "Rhino" because a model is too far from the TRANSPORT to embark
    And "Squad" is within 3" horizontally of "Rhino"

  Scenario: 09.07 fall back from an enemy above: engaged 4" vertically, ends engaged-free
    Given it is player A's Movement phase
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 12 | 10 | 4      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" can make a fall-back move to (7, 10)

  Scenario: 01.04 wholly within a distance of a model is three-dimensional: a 3-4-5 climb
    # Squad's base spans x 13.5 to 14.5, 3" above Boyz: its farthest point is 4" from Boyz's
    # base in plan, so 5" from it in space
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 14 | 10 | 3      |
      | Boyz  | 10 | 10 | 0      |
    Then "Squad" is wholly within 5" of "Boyz"
    And "Squad" is not wholly within 4.999" of "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is 3"

  Scenario: 18.04 a Tactical Disembark onto a level: wholly within 3" of the TRANSPORT in space
    Given it is player A's Movement phase
    And a unit "Rhino" for player A
    And "Rhino" has the keywords VEHICLE, TRANSPORT
    And "Rhino" has 25.4mm bases
    And "Squad" has a starting strength of 1
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" cannot make a disembark move to:
      | model | x  | y  | height |
      | 1     | 11 | 10 | 3.001  |
    And "Squad" can make a disembark move to:
      | model | x  | y  | height |
      | 1     | 11 | 10 | 2      |

  Scenario: 14.02 a FRAME hull is within range of a marker by its closest part
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords VEHICLE, TRANSPORT, FRAME
    And "Rhino" has a hull of 7" by 4"
    And the beacon is an objective marker at (30, 22)
    And a unit "Tank" for player A
    And "Tank" has the keywords VEHICLE, FRAME
    And "Tank" has a hull of 7" by 4"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 37   | 22 |
      | Tank  | 22.7 | 22 |
      | Squad | 10   | 10 |
      | Boyz  | 50   | 40 |
    Then "Rhino" is within range of the beacon
    And "Tank" is not within range of the beacon
