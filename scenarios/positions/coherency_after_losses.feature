Feature: 03.03 Coherency after losses, at its boundaries
  A model is in coherency within 2" horizontally and 5" vertically of another model, and every
  model within 9" of every other; a unit out of coherency at the end of a turn loses models, one
  at a time, only until it is in coherency again. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 03.03 losing the middle model leaves a 2" gap: still in coherency
    Given it is player A's Shooting phase
    And the positions:
      | unit  | model | x    | y  |
      | Squad | a     | 10   | 10 |
      | Squad | b     | 11.5 | 10 |
      | Squad | c     | 13   | 10 |
      | Boyz  | 1     | 50   | 40 |
    When model b of "Squad" is destroyed
    Then "Squad" is in coherency
    When the game advances to the end of the turn
    Then "Squad" has 2 models left

  Scenario: 03.03 losing the middle model leaves a gap just over 2": out of coherency, a model goes
    Given it is player A's Shooting phase
    And model c of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x      | y  |
      | Squad | a     | 10     | 10 |
      | Squad | b     | 11.5   | 10 |
      | Squad | c     | 13.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    When model b of "Squad" is destroyed
    Then "Squad" is not in coherency
    When the game advances to the end of the turn
    Then "Squad" has 1 model left
    And "Squad" is in coherency

  Scenario: 03.03 a chain of neighbours more than 9" end to end is out of coherency; two removals restore it
    Given it is player A's Movement phase
    And model 6 of "Squad" will be removed to regain coherency
    And model 5 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 13 | 10 |
      | Squad | 3     | 16 | 10 |
      | Squad | 4     | 19 | 10 |
      | Squad | 5     | 22 | 10 |
      | Squad | 6     | 25 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" is not in coherency
    When the game advances to the end of the turn
    Then "Squad" has 4 models left
    And "Squad" is in coherency

  Scenario: 03.03 9" end to end exactly is in coherency
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 12.5 | 10 |
      | Squad | 3     | 15   | 10 |
      | Squad | 4     | 17.5 | 10 |
      | Squad | 5     | 20   | 10 |
      | Boyz  | 1     | 50   | 40 |
    Then "Squad" is in coherency

  Scenario: 03.03 9.001" end to end is not in coherency, though each model has a neighbour
    Given the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Squad | 2     | 12.5   | 10 |
      | Squad | 3     | 15     | 10 |
      | Squad | 4     | 17.5   | 10 |
      | Squad | 5     | 20.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is not in coherency

  Scenario: 03.03 coherency needs 5" vertically too
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 11 | 10 | 5.5    |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" is not in coherency

  Scenario: 03.03 unnamed losses take the last placed rows first
    Given it is player A's Shooting phase
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Squad | 3     | 12 | 10 |
      | Boyz  | 1     | 50 | 40 |
    When 2 models of "Squad" are destroyed
    Then "Squad" has 1 model left
    And model 1 of "Squad" is at (10, 10)
