Feature: 03.01, 03.03, 11.04, 12.03, 15.11, 21.02 Move limits and reach at their exact distances
  A move of exactly its maximum distance is allowed, climbing counts unless the unit can FLY,
  every model of a charging unit ends closer to a target, Heroic Intervention reaches an enemy
  unit within 12", a surge may end no farther from its target, and a model that started
  engaged with an enemy unit stays engaged with it after a pile-in. A move that leaves a model
  more than 2" from every other model of its unit is refused (03.03). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 11.04 every model ends closer: a charge that leaves a model where it stood is refused
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 10 | 11 |
      | Boyz  | 1     | 16 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 13 | 10 |
    And "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 13 | 10 |
      | 2     | 13 | 11 |

  Scenario: A charge target exactly at the charge roll is within it; 0.001" more is beyond
    Given it is player A's Charge phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y      |
      | Squad | 10 | 10     |
      | Boyz  | 18 | 10     |
      | Grots | 10 | 18.001 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to (15, 10)
    And "Squad" cannot make a charge move against "Grots" to (10, 15) because a charge target is beyond the maximum distance of the charge

  Scenario: A normal move of exactly M is allowed; 0.001" more is refused
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make a normal move to (16, 10)
    And "Squad" can make a normal move to (13.6, 14.8)
    And "Squad" cannot make a normal move to (16.001, 10) because a model would move farther than its maximum distance

  Scenario: Climbing counts against M unless the unit can FLY
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And a unit "Jumpers" for player A
    And "Jumpers" has 25.4mm bases
    And "Jumpers" has M 6"
    And "Jumpers" has the keywords INFANTRY, FLY
    And the positions:
      | unit    | x  | y  | height |
      | Squad   | 10 | 10 | 0      |
      | Jumpers | 10 | 20 | 0      |
      | Boyz    | 50 | 40 | 0      |
    And the placement "climb" for "Squad":
      | model | x  | y  | height |
      | 1     | 15 | 10 | 3      |
    Then "Squad" cannot make a normal move to the placement "climb" because a model would move farther than its maximum distance
    And "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 13 | 10 | 3      |
    And "Jumpers" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 15 | 20 | 3      |

  Scenario: A normal move ending exactly 2" from an enemy is refused; 2.001" is allowed
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 11 | 10 |
      | Boyz  | 20 | 10 |
    Then "Squad" cannot make a normal move to (17, 10) because it would end engaged
    And "Squad" can make a normal move to (16.999, 10)

  Scenario: Heroic Intervention distance: an enemy exactly 12" away is close enough
    Given it is player B's Charge phase in battle round 2
    And player A has 2 CP
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: Heroic Intervention distance: an enemy 12.001" away is too far
    Given it is player B's Charge phase in battle round 2
    And player A has 2 CP
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23.001 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad"

  Scenario: Surge: ending exactly as far from the target as it started is allowed
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 15 | 10 |
      | Grots | 50 | 40 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And "Squad" can make a surge move of up to 6" to (12, 14)
    And "Squad" cannot make a surge move of up to 6" to (9, 10) because a model would end farther from the surge target

  Scenario: Ingress into the opponent's deployment zone is allowed in battle round 3
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player A's Movement phase in battle round 3
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 10 |
      | Boyz  | 30 | 20 |
    Then "Reserve" can make an ingress move to (3, 40)

  Scenario: Pile-in: a model that started engaged must end engaged with that unit
    Given it is player A's Fight phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 12 | 10 |
      | Grots | 1     | 8  | 10 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And "Squad" cannot make a pile-in move to (11, 10.5) because a model that started engaged with an enemy unit would not still be engaged with it
    And "Squad" can make a pile-in move to (11, 10)

  Scenario: 03.03: a normal move that strings the unit out beyond 2" is refused
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 50 | 40 |
    And the placement "strung out" for "Squad":
      | model | x      | y  |
      | 2     | 13.001 | 10 |
    Then "Squad" cannot make a normal move to the placement "strung out" because it would not be in coherency
    And "Squad" can make a normal move to:
      | model | x  | y  |
      | 2     | 13 | 10 |
