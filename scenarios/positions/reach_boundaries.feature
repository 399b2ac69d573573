Feature: 01.04, 03.04, 11.02, 12.03, 12.08, 17.02, 18.04, 20.04 Reach measured in three dimensions and from hulls
  Distances run between the closest parts of bases and hulls, in three dimensions unless a rule
  says horizontally: a charge is declared only within 12" measured that way, a hull spans its
  height, a pile-in target lies within 5", an ingress in a corner keeps every point of every
  base within 6" of some edge, and an Objective Consolidation ends within range of its
  objective. Bases are 1" across; the hulls are 7" by 4".

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: Pile-in target exactly 5" away can be selected; 5.001" cannot
    Given it is player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y      |
      | Squad | 10 | 10     |
      | Boyz  | 16 | 10     |
      | Grots | 10 | 16.001 |
    Then "Squad" can make a pile-in move against "Boyz" to (13, 10)
    And "Squad" cannot make a pile-in move against "Grots" to (10, 13) because a pile-in target is too far away

  Scenario: Charge declaration distance is three-dimensional: 12" across and 5" up is too far
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 23 | 10 | 5      |
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: Charge declaration distance 3D: 3-4-5 within 12
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 20.6 | 10 | 7.2  |
    Then the distance between "Squad" and "Boyz" is exactly 12"
    And "Squad" is eligible to declare a charge

  Scenario: Ingress in a corner: each point of each base within 6" of some edge
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 2 models left
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 30 |
      | Boyz  | 40 | 30 |
    Then "Reserve" can make an ingress move to:
      | model | x   | y   |
      | 1     | 5.5 | 7   |
      | 2     | 7   | 5.5 |
    And "Reserve" cannot make an ingress move to:
      | model | x   | y   |
      | 1     | 5.5 | 7.5 |
      | 2     | 6.2 | 6.2 |

  Scenario: A FRAME hull: disembark wholly within 3" of the hull exactly
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE, FRAME
    And "Rhino" has a hull of 7" by 4"
    And a unit "Crew" for player A
    And "Crew" has 25.4mm bases
    And "Crew" has 1 model left
    And "Crew" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Squad | 10 | 40 |
      | Boyz  | 50 | 40 |
    Then "Crew" can make a disembark move to (36, 22)
    And "Crew" cannot make a disembark move to (36.001, 22) because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: A FRAME hull measures from its sides: engaged exactly 2" from the hull
    Given a unit "Tank" for player B
    And "Tank" has the keywords VEHICLE, FRAME
    And "Tank" has a hull of 7" by 4"
    And the positions:
      | unit  | x  | y  |
      | Tank  | 30 | 22 |
      | Squad | 30 | 26.5 |
      | Boyz  | 50 | 40 |
    Then "Squad" is engaged with "Tank"
    And the distance between "Squad" and "Tank" is exactly 2"

  Scenario: A hull spans its height: 5" above its top is engaged, 5.001" is not
    Given a unit "Tank" for player B
    And "Tank" has the keywords VEHICLE, FRAME
    And "Tank" has a hull of 7" by 4" and 3" high
    And a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | x  | y    | height |
      | Tank    | 30 | 22   | 0      |
      | Squad   | 30 | 26.5 | 8      |
      | Marines | 28 | 26.5 | 8.001  |
      | Boyz    | 50 | 40   | 0      |
    Then "Squad" is engaged with "Tank"
    And "Marines" is not engaged
    And the vertical distance between "Squad" and "Tank" is exactly 5"

  Scenario: Objective Consolidation: a model that ends neither in range nor closer is refused
    Given it is player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And "Squad" has 2 models left
    And the beacon is an objective marker at (10, 14)
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" cannot make a consolidation move onto the beacon to:
      | model | x  | y  |
      | 1     | 10 | 12 |
      | 2     | 12 | 10 |
    And "Squad" can make a consolidation move onto the beacon to:
      | model | x  | y  |
      | 1     | 10 | 12 |
      | 2     | 11 | 11 |

  Scenario: Objective Consolidation: a unit that moves out of range is refused
    Given it is player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And "Squad" has 1 model left
    And the beacon is an objective marker at (10, 13)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" cannot make a consolidation move onto the beacon to (10, 7), for exactly these reasons:
      | a model would end neither within range of nor closer to the selected objective |
      | it would not be within range of the selected objective                         |
    And "Squad" can make a consolidation move onto the beacon to (10, 11)

  Scenario: Horizontal within and more than
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 19 | 10 | 6      |
    Then "Squad" is within 8" horizontally of "Boyz"
    And "Squad" is not within 8" of "Boyz"
    And "Squad" is more than 7.999" horizontally from every enemy unit
    And the distance between "Squad" and "Boyz" is exactly 10"

  Scenario: A unit is wholly within 6" of a battlefield edge
    Given the positions:
      | unit  | model | x   | y  |
      | Squad | 1     | 5.5 | 10 |
      | Squad | 2     | 5.5 | 11 |
      | Boyz  | 1     | 50  | 40 |
    Then "Squad" is wholly within 6" of a battlefield edge
    And "Squad" is not wholly within 5.999" of a battlefield edge
