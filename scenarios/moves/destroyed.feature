Feature: Destroyed units and strength (Rules Appendix, 16.01)
  A destroyed unit has 0 models left: it is not on the battlefield, it is below starting
  strength and below half-strength, it makes no battle-shock roll, its Actions fail and it
  cannot start one.

  Background:
    Given a unit "Squad"
    And the Action "Task":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase

  Scenario: A destroyed unit is below half-strength and below starting strength
    When "Squad" is destroyed
    Then "Squad" is below half-strength
    And "Squad" is below starting strength
    And "Squad" is not at half-strength
    And "Squad" cannot start the "Task" Action because it is not on the battlefield

  Scenario: A destroyed single-model unit is below half-strength, whatever its W
    Given "Squad" has a starting strength of 1
    And "Squad" has W 12
    And "Squad" has 1 model left
    When "Squad" is destroyed
    Then "Squad" is below half-strength

  Scenario: A destroyed unit makes no battle-shock roll in its Battle-shock step
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then "Squad" makes 0 battle-shock rolls

  Scenario: A destroyed unit's Action fails
    When "Squad" starts the "Task" Action
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Task" Action

  Scenario Outline: Below starting strength, and not at or below half-strength
    Given "Squad" has a starting strength of <ss>
    And "Squad" has <n> <models> left
    Then "Squad" <starting>
    And "Squad" <half>

    Examples:
      | ss | n | models | starting                        | half                         |
      | 5  | 5 | models | is not below starting strength  | is not below half-strength   |
      | 5  | 4 | models | is below starting strength      | is not at half-strength      |
      | 4  | 2 | models | is below starting strength      | is not below half-strength   |
      | 5  | 1 | model  | is below starting strength      | is not at half-strength      |

  Scenario: A single model is below starting strength once it has lost a wound
    Given "Squad" has a starting strength of 1
    And "Squad" has W 3
    And "Squad" has 2 wounds left
    Then "Squad" is below starting strength
    And "Squad" is not at half-strength
    And "Squad" is not below half-strength

  Scenario: A single model with one wound left
    Given "Squad" has a starting strength of 1
    And "Squad" has W 2
    And "Squad" has 1 wound left
    Then "Squad" is at half-strength
    And "Squad" is not below half-strength
