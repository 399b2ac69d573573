Feature: 18.1 CONDITION: a rule in force only while a fact the core holds is true
  A rule WHEN always is in force only while its CONDITION holds; the objective forms read the
  objectives as the core holds them (range as stated or measured, control as last determined,
  14.02), half-strength as the Rules Appendix judges it.

  Background:
    Given the ruin is an objective
    And the woods is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: it is within range of an objective: in force while in range
    Given "Squad" is within the ruin
    And "Squad" has an ability "Hold the Line":
      | CONDITION | it is within range of an objective |
      | EFFECT    | adds 1 to its OC                   |
    Then "Squad" has OC 3
    And "Hold the Line" is in force for "Squad"

  Scenario: it is within range of an objective: not in force out of range
    Given "Squad" has an ability "Hold the Line":
      | CONDITION | it is within range of an objective |
      | EFFECT    | adds 1 to its OC                   |
    Then "Squad" has OC 2
    And "Hold the Line" is not in force for "Squad"

  Scenario: it is within range of a named objective
    Given "Squad" is within the woods
    And "Squad" has an ability "Ruin Fighters":
      | CONDITION | it is within range of the ruin |
      | EFFECT    | adds 1 to its OC               |
    Then "Squad" has OC 2

  Scenario: it is within range of an objective you control
    Given "Squad" is within the ruin
    And "Squad" has an ability "Dug In":
      | CONDITION | it is within range of an objective you control |
      | EFFECT    | improves its Ld by 1                           |
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And "Squad" has Ld 5+

  Scenario: it is within range of an objective you control: not of one the opponent controls
    Given "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Boyz" has an ability "Mob" that adds 1 to its OC
    And "Squad" has an ability "Dug In":
      | CONDITION | it is within range of an objective you control |
      | EFFECT    | improves its Ld by 1                           |
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin
    And "Squad" has Ld 6+

  Scenario: it is controlling an objective; you control an objective
    Given "Squad" is within the ruin
    And "Squad" has an ability "Entrenched":
      | CONDITION | it is controlling an objective |
      | EFFECT    | improves its Ld by 1           |
    And player A has a rule "Forward Base":
      | CONDITION | you control the ruin |
      | EFFECT    | adds 1 to its OC     |
    When the game advances to the end of player A's Movement phase
    Then "Squad" has Ld 5+
    And "Squad" has OC 3
    And "Forward Base" is not in force for "Boyz"

  Scenario: it is at or below half-strength; it is below half-strength
    Given "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And "Squad" has an ability "Desperate":
      | CONDITION | it is at or below half-strength |
      | EFFECT    | adds 1 to its OC                |
    And "Squad" has an ability "Last Men":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 2 to its OC          |
    Then "Squad" has OC 3
    And "Last Men" is not in force for "Squad"

  Scenario: it made a <move> move this turn
    Given "Squad" has an ability "Momentum":
      | CONDITION | it made an advance move this turn |
      | EFFECT    | adds 1 to its OC                  |
    Then "Squad" has OC 2
    When "Squad" makes an advance move
    Then "Squad" has OC 3
    And "Momentum" changed that verdict

  Scenario: this model is leading a unit
    Given a unit "Captain" for player A
    And "Captain" has an ability "Commander":
      | CONDITION | this model is leading a unit |
      | EFFECT    | improves its Ld by 1         |
    Then "Captain" has Ld 6+

  Scenario: this model is leading a unit: in force for the attached unit
    Given a unit "Captain" for player A
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Commander":
      | CONDITION | this model is leading a unit |
      | EFFECT    | improves its Ld by 1         |
    Then "Captain" has Ld 5+
    And "Commander" is in force for "Squad"
