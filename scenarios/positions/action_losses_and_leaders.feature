Feature: 16.01, 19.5, 19.8 who is in range when the COMPLETES moment asks: leaders and losses
  Models removed without a name are taken from the last placed rows first (19.5).
  Bases are 1" across; the beacon's edge is 0.787" from its centre at (30, 22).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |

  Scenario: an attached unit whose leader stands out of range still controls with its bodyguard
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the positions:
      | unit    | x    | y  |
      | Squad   | 31.5 | 22 |
      | Captain | 34.5 | 22 |
      | Boyz    | 50   | 40 |
    When "Captain" starts the "Sabotage" Action on the beacon
    And the game advances to the end of the turn
    Then "Squad" completes the "Sabotage" Action

  Scenario: the last placed model, the only one in range, is destroyed: no completion
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 34.5 | 22 |
      | Squad | 2     | 32.5 | 22 |
      | Boyz  | 1     | 50   | 40 |
    When "Squad" starts the "Sabotage" Action on the beacon
    And 1 model of "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Squad" has 1 model left
    And "Squad" is not within range of the beacon
    And "Squad" does not complete the "Sabotage" Action

  Scenario: the model out of range is destroyed by name: the Action completes
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 34.5 | 22 |
      | Squad | 2     | 32.5 | 22 |
      | Boyz  | 1     | 50   | 40 |
    When "Squad" starts the "Sabotage" Action on the beacon
    And model 1 of "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Squad" completes the "Sabotage" Action
