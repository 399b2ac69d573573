Feature: 03.03, 01.04, 20.04 Coherency in the opponent's turn, equally close units, an edge exactly
  A unit out of coherency loses models at the end of either player's turn (03.03); equally close
  enemy units are all the closest (app 01.04.02); an ingress sets up wholly within 6" of an edge,
  6" included (20.04). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 03.03 a unit out of coherency at the end of the opponent's turn loses a model
    Given it is player B's Movement phase
    And model 3 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Squad | 3     | 20 | 10 |
      | Boyz  | 1     | 50 | 40 |
    When the game advances to the end of player B's turn
    Then "Squad" has 2 models left
    And "Squad" is in coherency

  Scenario: 01.04 equally close enemy units are both the closest
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 15 | 10 |
      | Grots | 10 | 15 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Squad" is "Grots"

  Scenario: 20.04 ingress wholly within 6" of an edge, exactly
    Given "Squad" has a starting strength of 1
    And "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    Then "Squad" can make an ingress move to (5.5, 22)
    And "Squad" cannot make an ingress move to (5.501, 22) because the unit would not be wholly within the set-up distance of a battlefield edge
