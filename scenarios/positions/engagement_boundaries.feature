Feature: 01.04, 03.04 Engagement measured between the closest parts of bases of any shape
  Engagement range is 2" horizontally and 5" vertically, from the edge of each base: an oval
  reaches farther along its long axis than across it, and is measured numerically. A unit is
  engaged when one of its models is; equally close enemy units are all the closest (app
  01.04.02). Boyz's bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: An oval base measures from its edge: exactly 2" from its side is engaged (measured numerically)
    # The oval's long axis runs along y (facing 90), so its half-width across x is 17.75mm;
    # Boyz's centre at 254 + 17.75 + 50.8 + 12.7 = 335.25mm puts the bases 2" apart.
    Given "Squad" has 60x35.5mm bases
    And the positions:
      | unit  | x     | y  | facing |
      | Squad | 10    | 10 | 90     |
      | Boyz  | 335.25mm | 10 |     |
    Then "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is 2"

  Scenario: An oval base 2.002" from the enemy is not engaged
    Given "Squad" has 60x35.5mm bases
    And the positions:
      | unit  | x        | y  | facing |
      | Squad | 10       | 10 | 90     |
      | Boyz  | 335.31mm | 10 |        |
    Then "Squad" is not engaged
    And "Squad" is more than 2" from every enemy unit

  Scenario: Along its long axis the same oval reaches farther
    # facing 0: the half-length across x is 30mm; 254 + 30 + 50.8 + 12.7 = 347.5mm
    Given "Squad" has 60x35.5mm bases
    And the positions:
      | unit  | x       | y  | facing |
      | Squad | 10      | 10 | 0      |
      | Boyz  | 347.5mm | 10 |        |
    Then "Squad" is engaged with "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is 2"

  Scenario: Bases of different sizes: a 40mm base and a 25.4mm base exactly 2" apart
    # centres 20mm + 2" + 12.7mm apart = 83.5mm
    Given "Squad" has 40mm bases
    And the positions:
      | unit  | x      | y  |
      | Squad | 254mm  | 10 |
      | Boyz  | 337.5mm | 10 |
    Then "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 2"

  Scenario: Diagonal distance: 3-4-5 between centres, 4" between bases, not engaged
    Given "Squad" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 14 |
    Then the distance between "Squad" and "Boyz" is exactly 4"
    And "Squad" is not engaged

  Scenario: Engaged models on a higher floor: 2" across and 5" up is engaged
    Given "Squad" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 5      |
      | Boyz  | 13 | 10 | 0      |
    Then "Squad" is engaged with "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is exactly 2"
    And the vertical distance between "Squad" and "Boyz" is exactly 5"

  Scenario: Equally close enemy units are both the closest
    Given "Squad" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 20 |
      | Boyz  | 25 | 20 |
      | Grots | 15 | 20 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Squad" is "Grots"

  Scenario: A unit is engaged if only one of its models is within range
    Given "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 8  | 10 |
      | Boyz  | 1     | 13 | 10 |
    Then "Squad" is engaged with "Boyz"
    And model 2 of "Squad" is not within 2" of "Boyz"
    And model 1 of "Squad" is within 2" of "Boyz"
