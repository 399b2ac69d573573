Feature: 19.6 Placements: end positions kept for a later move step
  `Given the placement "<name>" for "<unit>":` keeps a table of positions; a move step `to the
  placement "<name>"` ends there, checked as any move with end positions is. Models the table
  leaves out do not move.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has M 6"
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 19.6: a normal move to a placement, exactly M, one model left where it was
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 40 | 10 |
    And the placement "forward" for "Squad":
      | model | x  | y  |
      | 2     | 13 | 10 |
    When "Squad" makes a normal move to the placement "forward"
    Then model 1 of "Squad" is at (10, 10)
    And model 2 of "Squad" is at (13, 10)
    And "Squad" is in coherency

  Scenario: 19.6: a placement for one unit is not another's
    Given a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Guard | 10 | 20 |
      | Boyz  | 40 | 10 |
    And the placement "forward" for "Squad":
      | model | x  | y  |
      | 1     | 16 | 10 |
    And the placement "forward" for "Guard":
      | model | x  | y  |
      | 1     | 16 | 20 |
    When "Guard" makes a normal move to the placement "forward"
    Then model 1 of "Guard" is at (16, 20)
    And model 1 of "Squad" is at (10, 10)
