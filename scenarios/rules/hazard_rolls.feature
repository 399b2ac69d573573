Feature: 06.03 and 09.07: the hazard rolls of a Desperate Escape, and rules that change them
  Before a Desperate Escape the unit makes a hazard roll for each model (09.07): a D6 that fails
  on a 1-2, each fail 1 mortal wound, or 3 if each model is a MONSTER or VEHICLE (06.03). The
  results are given in order; every modifier in force is added. A rule that makes the unit pass
  Desperate Escape tests automatically makes those rolls succeed automatically (app FAQ data
  912), and 09.07's battle-shock roll still comes.

  Background:
    Given a unit "Squad"
    And "Squad" has 3 models left
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase

  Scenario: each failed hazard roll is 1 mortal wound
    Given the hazard rolls for "Squad" will be 1, 2, 5
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 2 mortal wounds this phase

  Scenario: a modifier to its hazard rolls turns a 2 into a pass
    Given "Squad" has an ability "Sure-footed" that adds 1 to its hazard rolls
    And the hazard rolls for "Squad" will be 1, 2, 5
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 1 mortal wound this phase
    And "Sure-footed" changed that verdict

  Scenario: app FAQ data 912: passing Desperate Escape tests automatically covers its hazard rolls
    Given "Squad" has an ability "Hit and Run" that makes it pass Desperate Escape tests automatically
    And the hazard rolls for "Squad" will be 1, 1, 1
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 0 mortal wounds this phase

  Scenario: 06.03: a VEHICLE suffers 3 mortal wounds for each failed roll
    Given "Squad" has the keyword VEHICLE
    And "Squad" has 1 model left
    And the hazard rolls for "Squad" will be 2
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 3 mortal wounds this phase
