Feature: §15 once per objective counts per battle and per player

  Background:
    Given the ruin is an objective
    And the crossroads is an objective
    And the Action "Sabotage":
      | STARTS    | the Shooting phase                            |
      | UNITS     | one unit that is within range of an objective |
      | USE LIMIT | once per objective                            |
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin

  Scenario: A later battle round does not reset the count
    Given a unit "Guard" for player A
    And "Guard" is within the ruin
    When "Squad" starts the "Sabotage" Action
    And the game advances to player A's Shooting phase
    Then "Guard" cannot start the "Sabotage" Action because the Action's use limit is reached

  Scenario: The opponent counts apart
    Given a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When "Squad" starts the "Sabotage" Action
    And the game advances to player B's Shooting phase
    Then "Boyz" can start the "Sabotage" Action

  Scenario: The other objective is still open
    Given a unit "Scouts" for player A
    And "Scouts" is within the crossroads
    When "Squad" starts the "Sabotage" Action
    And the game advances to player A's Shooting phase
    Then "Scouts" can start the "Sabotage" Action
