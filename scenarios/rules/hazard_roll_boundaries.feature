Feature: 06.03 and app FAQ data 912: hazard rolls at their boundary, asked one by one
  A hazard roll fails on a 1-2 after modifiers, so a 3 passes and a 3 with -1 fails. Hazard
  rolls a rule makes succeed automatically are not rolled; passing Desperate Escape tests
  automatically covers its hazard rolls, not the battle-shock roll 09.07 demands of a unit that
  was not battle-shocked. `the last hazard roll` is the last of them, as given and modified.

  Background:
    Given a unit "Squad"
    And "Squad" has 3 models left
    And "Squad" is engaged
    And it is player A's Movement phase

  Scenario: automatic Desperate Escape passes the hazard rolls but not the battle-shock roll
    Given "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    And the hazard rolls for "Squad" will be 1, 1, 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 0 mortal wounds this phase
    And "Squad" is battle-shocked

  Scenario: a hazard roll of 3 passes; -1 makes it fail
    Given "Squad" is battle-shocked
    And a mission rule "Quagmire" that subtracts 1 from its hazard rolls
    And the hazard rolls for "Squad" will be 3, 4, 6
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 1 mortal wound this phase

  Scenario: hazard rolls that succeed automatically
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Sure" that makes its hazard rolls succeed automatically
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 0 mortal wounds this phase
    And the last hazard roll for "Squad" succeeded automatically

  Scenario: the last hazard roll as given and modified
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Sure-footed" that adds 1 to its hazard rolls
    And the hazard rolls for "Squad" will be 1, 4, 6
    When "Squad" makes a fall-back move using Desperate Escape
    Then the last hazard roll for "Squad" was 7
    And "Squad" suffered 1 mortal wound this phase
