Feature: 18.4: an Action's EFFECT row of one-shot effects resolves when the Action completes
  An Action whose EFFECT row is made of one-shot effect sentences (`you gain 1 CP`, `secures
  <objective> for you`, `makes it battle-shocked`, ...) has them happen when it completes, for
  its unit's player, as an ability's would at its WHEN. An Action that does not complete does
  nothing; any other EFFECT text keeps the meaning §15 gives it.

  Background:
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    And player A has 0 CP

  Scenario: 16.01, 18.4: the CP an Action's effect gives come when it completes
    Given the Action "Harvest":
      | STARTS    | your Shooting phase |
      | COMPLETES | immediately         |
      | EFFECT    | you gain 1 CP       |
    When "Squad" starts the "Harvest" Action
    Then "Squad" completes the "Harvest" Action
    And player A has 1 CP

  Scenario: 16.01: an Action that has not completed has given nothing yet
    Given the Action "Harvest":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of your turn |
      | EFFECT    | you gain 1 CP       |
    When "Squad" starts the "Harvest" Action
    Then player A has 0 CP
    When the game advances to the end of the turn
    Then player A has 1 CP

  Scenario: 14.03, 18.4: an Action that secures an objective for its player
    Given the ruin is an objective
    And the Action "Claim":
      | STARTS    | your Shooting phase      |
      | COMPLETES | immediately              |
      | EFFECT    | secures the ruin for you |
    When "Squad" starts the "Claim" Action
    Then player A has secured the ruin
    And player B has not secured the ruin

  Scenario: 18.4: a row that is not all one-shot sentences keeps its old meaning and gives nothing
    Given the Action "Harvest":
      | STARTS    | your Shooting phase               |
      | COMPLETES | immediately                       |
      | EFFECT    | you gain 1 CP if the moon is full |
    When "Squad" starts the "Harvest" Action
    Then "Squad" completes the "Harvest" Action
    And player A has 0 CP
