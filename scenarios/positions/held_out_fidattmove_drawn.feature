Feature: 19.9, 19.01: a drawn move or set-up of an attached unit moves and sets up its leader too
  A move `to any position` moves every model of the attached unit by one drawn offset, the
  leader's included, so the distances between its models are kept; a set-up `to any position`
  sets up each part's models under that part's name. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has M 6"
    And "Captain" is leading "Squad"

  Scenario: 19.9: a normal move to any position moves the leader with its bodyguard, 0.5" apart as before
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    When "Squad" makes a normal move to any position
    Then "Squad" is in coherency
    And the distance between model C of "Captain" and model 2 of "Squad" is exactly 0.5"

  Scenario: 19.9, 19.01: the leader's name draws the move of the whole attached unit
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    And positions are drawn on a 1" grid
    When "Captain" makes a normal move to any position
    Then the distance between model C of "Captain" and model 1 of "Squad" is exactly 2"

  Scenario: 09.05, 19.9: no drawn normal move leaves the leader engaged
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20.5 | 10 |
    When "Squad" makes a normal move to any position
    Then "Squad" is not engaged
    And model C of "Captain" is more than 2" from "Boyz"

  Scenario: 19.9, 20.04: an ingress to any position sets the leader up under its own name, more than 8" from the enemy
    Given "Squad" has 2 models left
    And "Captain" has 1 model left
    And "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 40 |
    And positions are drawn on a 1" grid
    When "Squad" makes an ingress move to any position within 10" of "Boyz"
    Then model 1 of "Captain" is more than 8" horizontally from "Boyz"
    And model 2 of "Squad" is more than 8" horizontally from "Boyz"
    And "Squad" is in coherency
