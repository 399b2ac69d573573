Feature: 20.04, 24.09 Where an ingress move sets a unit up
  An ingress move with set-up positions places every model: wholly within 6" of one or more
  battlefield edges, more than 8" horizontally from every enemy unit, unengaged and in
  coherency. A unit with Deep Strike may be set up anywhere more than 8" from every enemy unit.

  Background:
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 2 models left
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |

  Scenario: Set up wholly within 6" of the west edge and exactly 8.001" from the enemy
    # the models' far sides lie at 5.5" + 0.5" = 6" from the west edge; Boyz's near side at 29.5"
    When "Reserve" makes an ingress move to:
      | model | x      | y  |
      | 1     | 5.5    | 22 |
      | 2     | 5.5    | 23 |
    Then "Reserve" is not in strategic reserves
    And "Reserve" is wholly within 6" of a battlefield edge
    And "Reserve" is more than 8" horizontally from "Boyz"
    And "Reserve" is in coherency

  Scenario: With Deep Strike, anywhere more than 8" from every enemy unit
    Given "Reserve" has the Deep Strike ability
    When "Reserve" makes an ingress move to:
      | model | x      | y  |
      | 1     | 20.999 | 22 |
      | 2     | 20.999 | 23 |
    Then "Reserve" is more than 8" from "Boyz"
    And the horizontal distance between "Reserve" and "Boyz" is exactly 8.001"
