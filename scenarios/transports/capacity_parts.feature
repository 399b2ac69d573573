Feature: 18.01, 18.02 Transport capacity counts the models left, of every part
  A unit whose models left, with those of the units already embarked, exceed the TRANSPORT's
  capacity cannot embark (contract §14 as changed in round 4). An attached unit brings the models
  of both parts; a unit exactly at the capacity fits.

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a transport capacity of 10 models
    And it is player A's Movement phase in battle round 2

  Scenario: Two units already inside count toward the capacity
    Given a unit "One"
    And "One" has a starting strength of 3
    And "One" is embarked within "Rhino"
    And a unit "Two"
    And "Two" has a starting strength of 4
    And "Two" is embarked within "Rhino"
    And a unit "Squad"
    And "Squad" has a starting strength of 4
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: An attached unit's models of both parts count toward the capacity
    Given a unit "Inside"
    And "Inside" has a starting strength of 5
    And "Inside" is embarked within "Rhino"
    And a unit "Captain"
    And "Captain" has a starting strength of 1
    And a unit "Guard"
    And "Guard" has a starting strength of 5
    And "Captain" is leading "Guard"
    And "Guard" made a normal move this phase
    Then "Guard" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: An attached unit fits once its bodyguard lost a model
    Given a unit "Inside"
    And "Inside" has a starting strength of 5
    And "Inside" is embarked within "Rhino"
    And a unit "Captain"
    And "Captain" has a starting strength of 1
    And a unit "Guard"
    And "Guard" has a starting strength of 5
    And "Guard" has 4 models left
    And "Captain" is leading "Guard"
    And "Guard" made a normal move this phase
    Then "Guard" can embark within "Rhino"
