Feature: Held-out questions on units no longer on the battlefield: objective control and Actions
  Control (14.02) counts the OC of a player's models within range of an objective, determined at
  the end of each phase; a destroyed unit has no models on the battlefield and counts nothing
  (Rules Appendix, "Destroyed"). Its Action fails and it performs none (16.01).

  Background:
    Given a unit "Squad"
    And the ruin is an objective
    And "Squad" is within the ruin
    And it is player A's Shooting phase in battle round 2

  Scenario: 14.02 and Rules Appendix: a unit destroyed within an objective no longer counts for control at the end of the phase
    When "Squad" is destroyed
    And the game advances to the end of player A's Shooting phase
    Then no player controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: 14.02: the same unit, not destroyed, controls the objective at the end of the phase
    When the game advances to the end of player A's Shooting phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin

  Scenario: 14.02 and Rules Appendix: a destroyed unit is not within range of an objective
    When "Squad" is destroyed
    Then "Squad" is not within range of the ruin

  Scenario: 14.02: a unit on the battlefield within the objective is within range of it
    Then "Squad" is within range of the ruin

  Scenario: 14.02: control determined before the unit was destroyed stands until the next determination
    When the game advances to the end of player A's Shooting phase
    And "Squad" is destroyed
    Then player A controls the ruin
    When the game advances to the end of player A's Charge phase
    Then no player controls the ruin

  Scenario: 14.02: an enemy unit destroyed in a contested objective hands control to the survivor
    Given a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has OC 5
    When "Boyz" is destroyed
    And the game advances to the end of player A's Shooting phase
    Then player A controls the ruin

  Scenario: 16.01 and Rules Appendix: a destroyed unit is not performing its Action
    Given the Action "Task":
      | STARTS | your Shooting phase |
    When "Squad" starts the "Task" Action
    And "Squad" is destroyed
    Then "Squad" is not performing the "Task" Action
    And "Squad" cannot start the "Task" Action because it is not on the battlefield
