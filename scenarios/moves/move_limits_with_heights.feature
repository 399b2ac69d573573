Feature: 03.01, 09.05-09.07 Move limits with heights and exact boundaries
  The straight line from start to end, plus the change of height unless the unit can FLY, is
  weighed against the maximum distance (19.6); a move table may give each model's height. A
  fall-back moves up to M, an advance M plus the roll; a normal move may not end within 2" of
  an enemy model, 2" included.

  Background:
    Given it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has M 6"

  Scenario: 03.01 a climb counts against M for a unit that cannot FLY
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" cannot make a normal move to:
      | model | x  | y  | height |
      | 1     | 15 | 10 | 2      |
    And "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 14 | 10 | 2      |
    When "Squad" makes a normal move to:
      | model | x  | y  | height |
      | 1     | 14 | 10 | 2      |
    Then model 1 of "Squad" is at (14, 10, 2)
    And the vertical distance between "Squad" and "Boyz" is 2"

  Scenario: 03.01 a unit that can FLY does not count its change of height
    Given "Squad" has the keyword FLY
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 16 | 10 | 3      |

  Scenario: 09.07 a fall-back move may go exactly M, not a thousandth more
    Given the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 11.5 | 10 |
    Then "Squad" can make a fall-back move to (4, 10)
    And "Squad" cannot make a fall-back move to (3.999, 10) because a model would move farther than its maximum distance

  Scenario: 09.06 an advance move: M plus the roll, not more
    Given the advance roll for "Squad" will be 3
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make an advance move to (19, 10)
    And "Squad" cannot make an advance move to (19.001, 10) because a model would move farther than its maximum distance

  Scenario: 09.05 an engaged unit (measured) cannot make a normal move
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
    Then "Squad" cannot make a normal move to (8, 10) because it is engaged
    And "Squad" cannot make an advance move to (8, 10) because it is engaged

  Scenario: 09.05 a normal move ending exactly 2" from an enemy is refused
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 19 | 10 |
    Then "Squad" cannot make a normal move to (16, 10) because it would end engaged
    And "Squad" can make a normal move to (15.999, 10)

  Scenario: 12.03 a pile-in up a level counts the climb against its 3"
    Given it is player A's Fight phase
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 12 | 10 | 3      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot make a pile-in move to:
      | model | x    | y  | height |
      | 1     | 11.5 | 10 | 3      |
    And "Squad" can make a pile-in move to:
      | model | x  | y  | height |
      | 1     | 11 | 10 | 2      |
