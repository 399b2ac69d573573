Feature: 06.03, 09.07, 18.04, 18.05: hazard rolls, and rules that change them
  Before a Desperate Escape (09.07), a Combat Disembark (18.04) or an emergency disembark (18.05)
  the unit makes a hazard roll for each model: a D6 that fails
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

  Scenario: 18.04 and 06.03: a Combat Disembark makes a hazard roll for each model
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Guards"
    And "Guards" has 2 models left
    And "Guards" is embarked within "Rhino"
    And the hazard rolls for "Guards" will be 2, 3
    When "Guards" makes a disembark move using Combat Disembark
    Then "Guards" suffered 1 mortal wound this phase

  Scenario: 18.05 and 06.03: an emergency disembark makes a hazard roll for each model
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Guards"
    And "Guards" has 2 models left
    And "Guards" is embarked within "Rhino"
    And it is player B's Shooting phase
    And the hazard rolls for "Guards" will be 1, 1
    When "Rhino" is destroyed
    Then "Guards" suffered 2 mortal wounds this phase
