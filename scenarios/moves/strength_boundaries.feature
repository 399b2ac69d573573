Feature: Below starting strength, at and below half-strength, at the boundaries (Rules Appendix, 08.03)
  An odd starting strength or W cannot be halved evenly, so such a unit is never at
  half-strength, only below it; the Battle-shock step rolls at or below half-strength.

  Scenario: Rules Appendix: an odd starting strength cannot be at half-strength
    Given a unit "Squad"
    And "Squad" has 3 models left
    Then "Squad" is below starting strength
    And "Squad" is not at half-strength
    And "Squad" is not below half-strength

  Scenario: Rules Appendix: two of five is below half-strength
    Given a unit "Squad"
    And "Squad" has 2 models left
    Then "Squad" is below half-strength
    And "Squad" is not at half-strength

  Scenario: Rules Appendix: a single model with W 4 and 2 wounds left is at half-strength
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 4
    And "Hero" has 2 wounds left
    Then "Hero" is at half-strength
    And "Hero" is not below half-strength
    And "Hero" is below starting strength

  Scenario: Rules Appendix: a single model with W 5 and 2 wounds left is below half-strength
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 5
    And "Hero" has 2 wounds left
    Then "Hero" is below half-strength

  Scenario: 08.03: at half-strength rolls; one model more does not
    Given the units:
      | unit   | starting strength | models |
      | Half   | 10                | 5      |
      | Above  | 10                | 6      |
    And the battle-shock roll for "Half" will be 9
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Half" makes a battle-shock roll
    And "Above" does not make a battle-shock roll
