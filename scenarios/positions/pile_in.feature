Feature: 12.03 Pile-in moves with end positions
  Scratch.

  Background:
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: an engaged unit piles in closer
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8    | 10 |
      | Boyz  | 1     | 11.5 | 10 |
    Then "Squad" can make a pile-in move
    And "Squad" can make a pile-in move to:
      | model | x | y  |
      | 2     | 9 | 11 |
    And "Squad" cannot make a pile-in move by (1, 0) because a model in base contact with an enemy model would move
    When "Squad" makes a pile-in move to:
      | model | x | y  |
      | 2     | 9 | 11 |
    Then model 2 of "Squad" is at (9, 11)
