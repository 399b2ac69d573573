Feature: 03.03 Coherency at its exact numbers
  Every model within 2" horizontally and 5" vertically of at least one other model of its
  unit, and within 9" horizontally and 5" vertically of every other one: "within" includes the
  number itself. A move that ends out of coherency is refused (03.01). Bases are 1" across, so
  centres d apart are d - 1 apart.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: Neighbours exactly 2" apart are in coherency
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 13 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" is in coherency

  Scenario: Neighbours 2.001" apart are not in coherency
    Given the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Squad | 2     | 13.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is not in coherency

  Scenario: A chain whose ends are exactly 9" apart is in coherency
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 12.5 | 10 |
      | Squad | 3     | 15   | 10 |
      | Squad | 4     | 17.5 | 10 |
      | Squad | 5     | 20   | 10 |
      | Boyz  | 1     | 50   | 40 |
    Then "Squad" is in coherency
    And the distance between model 1 of "Squad" and model 5 of "Squad" is exactly 9"

  Scenario: A chain of close neighbours whose ends are more than 9" apart is not in coherency
    Given the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Squad | 2     | 12.5   | 10 |
      | Squad | 3     | 15     | 10 |
      | Squad | 4     | 17.5   | 10 |
      | Squad | 5     | 20.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is not in coherency

  Scenario: A model exactly 5" above its neighbour is in coherency; 5.001" is not
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | model | x  | y  | height |
      | Squad   | 1     | 10 | 10 | 0      |
      | Squad   | 2     | 10 | 10 | 5      |
      | Marines | 1     | 30 | 10 | 0      |
      | Marines | 2     | 30 | 10 | 5.001  |
      | Boyz    | 1     | 50 | 40 | 0      |
    Then "Squad" is in coherency
    And "Marines" is not in coherency

  Scenario: A normal move that strings the unit out beyond 2" is refused
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
