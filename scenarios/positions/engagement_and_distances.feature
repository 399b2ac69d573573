Feature: 01.04, 03.04 Positions decide engagement and distances
  A scenario that places models is positioned: the core measures between the closest parts of
  the bases instead of taking engagement as stated. Within 2" is not more than 2", so bases
  exactly 2" apart are engaged and bases 2.001" apart are not. Two 25.4mm (1") bases whose
  centres are 3" apart are exactly 2" apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: Bases exactly 2" apart are within engagement range
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then "Squad" is engaged
    And "Boyz" is engaged
    And "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 2"
    And the distance between "Squad" and "Boyz" is 2"
    And "Squad" is within 2" of "Boyz"
    And "Squad" is within 2" of an enemy unit
    And "Squad" is not within 1.999" of "Boyz"
    And "Squad" is more than 1.999" from every enemy unit
    And "Squad" is not in base contact with "Boyz"

  Scenario: Bases 2.001" apart are not engaged
    Given the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.001 | 10 |
    Then "Squad" is not engaged
    And "Squad" is not engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is 2.001"
    And "Squad" is more than 2" from "Boyz"
    And "Squad" cannot make a fall-back move because it is not engaged

  Scenario: Engagement range also needs 5" vertically: a model 5" up is engaged, 5.001" up is not
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | x  | y  | height |
      | Squad   | 10 | 10 | 5      |
      | Marines | 30 | 30 | 5.001  |
      | Boyz    | 10 | 11 |        |
      | Boyz    | 30 | 31 |        |
    Then "Squad" is engaged
    And "Marines" is not engaged
    And the vertical distance between "Marines" and "Boyz" is 5.001"
    And the horizontal distance between "Marines" and "Boyz" is 0"

  Scenario: Models of one player are never engaged with each other
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Marines | 11 | 10 |
      | Boyz    | 40 | 40 |
    Then "Squad" is not engaged
    And "Squad" is in base contact with "Marines"
    And the distance between "Squad" and "Marines" is exactly 0"
    And the closest enemy unit to "Squad" is "Boyz"

  Scenario: The closest enemy unit, ignoring AIRCRAFT units
    Given a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE
    And "Jet" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 14 | 10 |
      | Boyz  | 20 | 10 |
    Then the closest enemy unit to "Squad" is "Jet"
    And the closest enemy unit to "Squad" ignoring AIRCRAFT units is "Boyz"

  Scenario: A model label measures one model of a unit
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | sgt   | 10 | 10 |
      | Squad | 2     | 12 | 10 |
      | Boyz  | 1     | 20 | 10 |
    Then model sgt of "Squad" is more than 8" from "Boyz"
    And model 2 of "Squad" is within 7" of "Boyz"
    And the distance between model 2 of "Squad" and "Boyz" is 7"
    And "Squad" is in coherency

  Scenario: Round 32mm bases by default, measured to the closest parts
    Given a unit "Guards" for player A
    And a unit "Orks" for player B
    And the positions:
      | unit   | x  | y  |
      | Guards | 10 | 10 |
      | Orks   | 10 | 15 |
      | Squad  | 40 | 10 |
      | Boyz   | 50 | 10 |
    Then the distance between "Guards" and "Orks" is 3.74"
    And "Guards" is not within 3.7" of "Orks"
    And "Guards" is within 3.75" of "Orks"

  Scenario: A smaller battlefield, models placed one by one, an oval base
    # Captain's oval is 60mm long along x: 1.18" either side of its centre, Boyz's base 0.5";
    # the farthest point of Squad's 1" base from every edge is 10" + 0.5"/sqrt(2) = 10.354"
    Given the battlefield is 44" by 30"
    And a unit "Captain" for player A
    And "Captain" has a 60x35.5mm base
    And "Captain" is at (22, 15)
    And "Squad" is at (10, 10, 3)
    And "Boyz" is at (40, 15)
    Then the distance between "Captain" and "Boyz" is 16.32"
    And "Captain" is wholly within 15" of a battlefield edge
    And "Captain" is not wholly within 14.99" of a battlefield edge
    And model 1 of "Squad" is wholly within 10.36" of a battlefield edge
    And model 1 of "Squad" is not wholly within 10.35" of a battlefield edge
    And the vertical distance between "Squad" and "Captain" is 3"

  Scenario: Base contact is distance exactly 0, between models of either player
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 11 | 10 |
      | Boyz  | 2     | 11 | 12 |
    Then model 1 of "Squad" is in base contact with model 1 of "Boyz"
    And model 1 of "Squad" is not in base contact with model 2 of "Boyz"
    And "Squad" is engaged with "Boyz"
