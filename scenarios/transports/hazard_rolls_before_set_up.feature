Feature: 18.04 and 18.05: the hazard rolls of a Combat or emergency disembark come before the set-up
  A Combat Disembark and an emergency disembark make a hazard roll for each model before moving,
  while the unit is still embarked (18.04, 18.05, 06.03). The mortal wounds of the rolls that
  fail are suffered then (06.02), so the unit is set up with the models it has left, and a unit
  left with none is destroyed and never set up. With no results given, losses are stated (§14).

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"

  Scenario: 18.05: two failed hazard rolls of an emergency disembark destroy one W2 model
    Given it is player A's Shooting phase in battle round 2
    And the hazard rolls for "Squad" will be 1, 2, 5, 6, 3
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" suffered 2 mortal wounds this phase
    And "Squad" has 4 models left
    And "Squad" is battle-shocked

  Scenario: 18.05: hazard rolls that all pass leave every model to be set up
    Given it is player A's Shooting phase in battle round 2
    And the hazard rolls for "Squad" will be 3, 4, 5, 6, 3
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" has 5 models left

  Scenario: 18.05: a unit whose hazard rolls leave no model is destroyed and never set up
    Given "Squad" has a starting strength of 1
    And "Squad" has W 1
    And it is player A's Shooting phase in battle round 2
    And the hazard rolls for "Squad" will be 1
    When "Rhino" is destroyed
    Then "Squad" is destroyed
    And "Squad" has 0 models left
    And "Squad" does not make a battle-shock roll

  Scenario: 18.04: two failed hazard rolls of a Combat Disembark destroy one W2 model before it is set up
    Given it is player A's Movement phase in battle round 2
    And the hazard rolls for "Squad" will be 1, 1, 5, 6, 3
    When "Squad" makes a disembark move using Combat Disembark
    Then "Squad" disembarked using Combat Disembark
    And "Squad" has 4 models left
    And "Squad" is battle-shocked
