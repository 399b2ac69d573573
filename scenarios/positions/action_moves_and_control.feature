Feature: 16.01, 19.8 moves before the COMPLETES moment
  Bases are 1" across; the beacon's edge is 0.787" from its centre at (30, 22).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the beacon is an objective marker at (30, 22)

  Scenario: a consolidation that leaves every model out of range: the Action does not complete
    # Boyz intervened after the Action began: Squad (OC 2) and Boyz (OC 1) are engaged, both in range
    Given it is player A's Fight phase in battle round 2
    And the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And "Squad" has OC 2
    And "Boyz" has OC 1
    And the positions:
      | unit  | x    | y  |
      | Squad | 32   | 22 |
      | Boyz  | 33.8 | 22 |
    And "Squad" started the "Sabotage" Action this turn
    When "Squad" makes a consolidation move to (34.6, 23.3)
    And the game advances to the end of the turn
    Then "Squad" is not within range of the beacon
    And "Squad" does not complete the "Sabotage" Action

  Scenario: a pile-in that keeps the model in range: the Action completes
    Given it is player A's Fight phase in battle round 2
    And the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And "Squad" has OC 2
    And "Boyz" has OC 1
    And the positions:
      | unit  | x    | y  |
      | Squad | 32   | 22 |
      | Boyz  | 33.8 | 22 |
    And "Squad" started the "Sabotage" Action this turn
    When "Squad" makes a pile-in move to (32.3, 22)
    And the game advances to the end of the turn
    Then "Squad" is within range of the beacon
    And "Squad" completes the "Sabotage" Action

  Scenario: a normal move that stays in range still fails the Action
    Given it is player A's Movement phase in battle round 2
    And the Action "Hold":
      | STARTS    | your Movement phase                                             |
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And the positions:
      | unit  | x    | y  |
      | Squad | 31.5 | 22 |
      | Boyz  | 50   | 40 |
    When "Squad" starts the "Hold" Action on the beacon
    And "Squad" makes a normal move by (0.5, 0)
    And the game advances to the end of the turn
    Then "Squad" is within range of the beacon
    And "Squad" does not complete the "Hold" Action

  Scenario: Maintain Control counts only the enemy models in range
    # Boyz has three models, one in range: level 1 against Squad's 2
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Maintain Control"
    And the beacon is a central objective
    And "Squad" has OC 2
    And "Boyz" has OC 1
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 30 | 24 |
      | Boyz  | 1     | 30 | 20 |
      | Boyz  | 2     | 30 | 17 |
      | Boyz  | 3     | 30 | 14 |
    When "Squad" starts the "Maintain Control" Action on the beacon
    And the game advances to the end of the turn
    Then "Squad" completes the "Maintain Control" Action

  Scenario: Sabotage on a home objective is refused; on another marker in range it is allowed
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Sabotage"
    And the beacon is player A's home objective
    And the relay is an objective marker at (33, 22)
    And the positions:
      | unit  | x    | y  |
      | Squad | 31.5 | 22 |
      | Boyz  | 50   | 40 |
    Then "Squad" cannot start the "Sabotage" Action on the beacon
    And "Squad" can start the "Sabotage" Action on the relay
