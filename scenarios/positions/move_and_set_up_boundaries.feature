Feature: 09.05, 11.04, 12.03, 12.08, 20.04, 24.09 Moves and set-ups at their exact distances
  Each distance a move or set-up weighs, at the number and 0.001" beyond it: a charge that
  ends within 2" of a unit it did not name, an ingress 6" from an edge and more than 8"
  horizontally from every enemy unit (Deep Strike anywhere, even in the opponent's deployment
  zone), the consolidation mode decided by an enemy unit within 3", a pile-in that ends no
  closer. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases

  Scenario: A charge that ends exactly 2" from an undeclared unit is refused
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
      | Grots | 17 | 13 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (17, 10) because it would be engaged with an enemy unit that is not a charge target

  Scenario: A charge that ends 2.001" from an undeclared unit is allowed
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y      |
      | Squad | 10 | 10     |
      | Boyz  | 18 | 10     |
      | Grots | 17 | 13.001 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to (17, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"

  Scenario: A charge target exactly 12" away can be charged
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 12
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" is eligible to declare a charge
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to (21, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: An enemy unit 12.001" away is too far to declare a charge against
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 23.001 | 10 |
      | Grots | 50     | 40 |
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: Deep Strike exactly 8" from an enemy unit is too close
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And "Squad" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 30 | 22 |
      | Grots | 50 | 40 |
    Then "Squad" cannot make an ingress move to (21, 22) because a model would be set up too close to an enemy unit
    And "Squad" can make an ingress move to (20.999, 22)

  Scenario: Deep Strike measures horizontally: a model 7" across and 10" below the enemy is too close
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And "Squad" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Boyz  | 30 | 22 | 10     |
      | Grots | 50 | 40 | 0      |
    Then "Squad" cannot make an ingress move to (22, 22) because a model would be set up too close to an enemy unit

  Scenario: Ingress without Deep Strike: the far edge of the base exactly 6" from the edge is allowed, 6.001" is not
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 30 | 22 |
      | Grots | 50 | 40 |
    Then "Squad" can make an ingress move to (5.5, 22)
    And "Squad" cannot make an ingress move to (5.501, 22) because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: A Deep Strike in the opponent's deployment zone in battle round 2
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And "Squad" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 10 | 10 |
      | Grots | 50 | 10 |
    Then "Squad" can make an ingress move to (30, 40)

  Scenario: Ingress without Deep Strike touching the opponent's deployment zone in battle round 2 is refused
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And it is player A's Movement phase in battle round 2
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 30 | 10 |
      | Grots | 50 | 10 |
    Then "Squad" cannot make an ingress move to (3, 31.5) because it cannot be set up within its opponent's deployment zone before the third battle round
    And "Squad" can make an ingress move to (3, 31.499)

  Scenario: Consolidation: an enemy exactly 3" away makes it an Engaging Consolidation, not an Objective one
    Given it is player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And the beacon is an objective marker at (10, 12)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" cannot make a consolidation move onto the beacon to (10, 11) because it must make an Engaging Consolidation
    And "Squad" can make a consolidation move against "Boyz" to (11, 10)

  Scenario: Consolidation: an enemy 3.001" away leaves the Objective Consolidation
    Given it is player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And the beacon is an objective marker at (10, 12)
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 14.001 | 10 |
      | Grots | 50     | 40 |
    Then "Squad" can make a consolidation move onto the beacon to (10, 11)
    And "Squad" cannot make a consolidation move against "Boyz" to (11, 10) because a selected enemy unit is too far away

  Scenario: Pile-in: a model that ends exactly as far from its target as it started is refused
    Given it is player A's Fight phase in battle round 2
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 10 | 12 |
      | Boyz  | 1     | 12 | 10 |
      | Grots | 1     | 50 | 40 |
    # model 2's centre is sqrt(8) from Boyz; at (14, 12) it is sqrt(8) again
    Then "Squad" cannot make a pile-in move to:
      | model | x  | y  |
      | 2     | 14 | 12 |
    And "Squad" can make a pile-in move to:
      | model | x  | y  |
      | 2     | 12 | 11.5 |
