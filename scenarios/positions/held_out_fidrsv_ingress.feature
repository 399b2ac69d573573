Feature: 20.03, 20.04, 24.09 Held-out: ingress and Deep Strike set-ups measured at their boundaries
  An ingress move sets the unit up wholly within 6" of one or more battlefield edges and more
  than 8" horizontally from every enemy unit; before the third battle round no model may be within
  the opponent's deployment zone. Deep Strike lifts the edge and the zone, never the 8". Bases
  are 1" across, so a model centred 5.5" from an edge is wholly within exactly 6" of it.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player B's deployment zone is the rectangle from (42, 0) to (60, 44)

  Scenario: 20.04: exactly 8" horizontally from an enemy unit is not more than 8"
    # Reserve's base spans x 5 to 6; Boyz's from 14 to 15
    Given the positions:
      | unit | x    | y  |
      | Boyz | 14.5 | 22 |
    Then "Reserve" cannot make an ingress move to (5.5, 22) because a model would be set up too close to an enemy unit

  Scenario: 20.04: 8.001" horizontally from an enemy unit is more than 8"
    Given the positions:
      | unit | x      | y  |
      | Boyz | 14.501 | 22 |
    Then "Reserve" can make an ingress move to (5.5, 22)
    When "Reserve" makes an ingress move to (5.5, 22)
    Then "Reserve" is not in strategic reserves
    And "Reserve" is more than 8" horizontally from "Boyz"

  Scenario: 20.04: an enemy on a higher floor exactly 8" away horizontally still bars the set-up
    # 6" up: 10" away in three dimensions, but the rule measures horizontally
    Given the positions:
      | unit | x    | y  | height |
      | Boyz | 14.5 | 22 | 6      |
    Then "Reserve" cannot make an ingress move to (5.5, 22) because a model would be set up too close to an enemy unit
    And "Reserve" cannot make an ingress move to (5.5, 22), for exactly these reasons:
      | a model would be set up too close to an enemy unit |

  Scenario: 20.04: an enemy on a higher floor 8.001" away horizontally does not bar it
    Given the positions:
      | unit | x      | y  | height |
      | Boyz | 14.501 | 22 | 6      |
    When "Reserve" makes an ingress move to (5.5, 22)
    Then the horizontal distance between "Reserve" and "Boyz" is exactly 8.001"

  Scenario: 20.04: the north edge, wholly within exactly 6"
    # the base spans y 38 to 39: its farthest point is 6" from the north edge (y = 44)
    Given the positions:
      | unit | x  | y  |
      | Boyz | 30 | 10 |
    When "Reserve" makes an ingress move to (30, 38.5)
    Then "Reserve" is wholly within 6" of a battlefield edge

  Scenario: 20.04: one model of two 6.001" from the north edge keeps the unit out
    Given "Reserve" has 2 models left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 10 |
    And the placement "north" for "Reserve":
      | model | x    | y      |
      | 1     | 30   | 38.5   |
      | 2     | 31.5 | 38.499 |
    Then "Reserve" cannot make an ingress move to the placement "north" because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: 20.04: at a corner, one model by the west edge and one by the south edge
    # each base is wholly within 6" of some edge; the models are 1.121" apart
    Given "Reserve" has 2 models left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 30 |
    When "Reserve" makes an ingress move to:
      | model | x   | y   |
      | 1     | 5.5 | 7   |
      | 2     | 7   | 5.5 |
    Then "Reserve" is not in strategic reserves
    And "Reserve" is in coherency

  Scenario: 20.04: in battle round 2 a base touching the opponent's deployment zone is within it
    # the base spans x 41 to 42; the zone starts at x = 42
    Given the positions:
      | unit | x  | y  |
      | Boyz | 10 | 22 |
    Then "Reserve" cannot make an ingress move to (41.5, 0.5) because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 20.04: in battle round 3 the same set-up is allowed
    Given it is player A's Movement phase in battle round 3
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 22 |
    When "Reserve" makes an ingress move to (41.5, 0.5)
    Then "Reserve" is within player B's deployment zone
    And "Reserve" is not in strategic reserves

  Scenario: 20.03: in battle round 1 the unit cannot arrive, wherever it would be set up
    Given it is player A's Movement phase in battle round 1
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    Then "Reserve" cannot make an ingress move to (5.5, 22) because it is the first battle round

  Scenario: 20.03, 20.04: a rule lets it arrive in battle round 1, but not in the opponent's zone
    Given it is player A's Movement phase in battle round 1
    And a rule lets "Reserve" arrive in the first battle round
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    Then "Reserve" can make an ingress move to (5.5, 22)
    And "Reserve" cannot make an ingress move to (59.5, 22) because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 24.09: Deep Strike exactly 8" horizontally from an enemy unit is refused
    Given "Reserve" has the Deep Strike ability
    And the positions:
      | unit | x  | y  |
      | Boyz | 38 | 22 |
    Then "Reserve" cannot make an ingress move to (29, 22) because a model would be set up too close to an enemy unit

  Scenario: 24.09: Deep Strike onto a higher floor, 8.001" horizontally from the enemy
    Given "Reserve" has the Deep Strike ability
    And the positions:
      | unit | x  | y  |
      | Boyz | 38 | 22 |
    When "Reserve" makes an ingress move to:
      | model | x      | y  | height |
      | 1     | 28.999 | 22 | 4      |
    Then model 1 of "Reserve" is at (28.999, 22, 4)
    And "Reserve" is more than 8" horizontally from "Boyz"

  Scenario: 24.09: Deep Strike onto a higher floor exactly 8" horizontally from the enemy is refused
    Given "Reserve" has the Deep Strike ability
    And the positions:
      | unit | x  | y  |
      | Boyz | 38 | 22 |
    And the placement "up" for "Reserve":
      | model | x  | y  | height |
      | 1     | 29 | 22 | 4      |
    Then "Reserve" cannot make an ingress move to the placement "up" because a model would be set up too close to an enemy unit

  Scenario: 24.09: Deep Strike into the opponent's zone in battle round 2, far from every edge
    Given "Reserve" has the Deep Strike ability
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 22 |
    When "Reserve" makes an ingress move to (50, 22)
    Then "Reserve" is wholly within player B's deployment zone
    And "Reserve" is not wholly within 6" of a battlefield edge

  Scenario: 24.09: Deep Strike does not change when the unit may arrive
    Given it is player A's Movement phase in battle round 1
    And "Reserve" has the Deep Strike ability
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 22 |
    Then "Reserve" cannot make an ingress move to (50, 22) because it is the first battle round

  Scenario: 20.04: without Deep Strike, a set-up in the open is refused for the edge only
    Given the positions:
      | unit | x  | y  |
      | Boyz | 10 | 22 |
    Then "Reserve" cannot make an ingress move to (30, 22), for exactly these reasons:
      | the unit would not be wholly within the set-up distance of a battlefield edge |

  Scenario: 20.04: after the ingress, no other type of move until the next Charge phase
    Given the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    When "Reserve" makes an ingress move to (5.5, 22)
    Then "Reserve" cannot make a normal move, for exactly these reasons:
      | it has already been selected to move this phase                     |
      | it made an ingress move and the next Charge phase has not started |

  Scenario: 20.04: in the Shooting phase that follows, a surge move is still barred
    Given the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    When "Reserve" makes an ingress move to (5.5, 22)
    And the game advances to player A's Shooting phase
    Then "Reserve" cannot make a surge move because it made an ingress move and the next Charge phase has not started
