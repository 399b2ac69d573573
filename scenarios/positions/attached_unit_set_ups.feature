Feature: 19.01, 20.04 An attached unit set up to any position sets up both parts
  An ingress to any position of an attached unit sets up every model of both parts (19.01), in
  coherency, wholly within 6" of an edge and more than 8" from the enemy (20.04).

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 40 |
    And positions are drawn on a 1" grid

  Scenario: 20.04 an attached unit's ingress to any position sets up both parts, more than 8" from the enemy
    When "Squad" makes an ingress move to any position within 10" of "Boyz"
    Then "Squad" is in coherency
    And "Captain" has 1 model left
    And "Squad" has 2 models left
    And "Captain" is more than 8" horizontally from "Boyz"
    And "Squad" is wholly within 6" of a battlefield edge
