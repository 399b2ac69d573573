Feature: 24.13 Fights First and 11.04 the charge move
  A unit has Fights First if a rule gives it the ability (24.13); a unit that made a charge
  move this turn has Fights First until the end of the turn (11.04).

  Background:
    Given a unit "Squad"

  Scenario: 24.13: a unit with no such rule and no charge does not have Fights First
    Given it is player A's Fight phase
    Then "Squad" does not have Fights First

  Scenario: 24.13: a rule gives a unit Fights First
    Given "Squad" has Fights First
    And it is player B's Fight phase
    Then "Squad" has Fights First

  Scenario: 11.04: a charge move gives Fights First until the end of the turn
    Given it is player A's Charge phase
    And "Squad" declared a charge this phase
    When "Squad" makes a charge move
    Then "Squad" has Fights First
    When the game advances to player A's Fight phase
    Then "Squad" has Fights First
    When the game advances to player B's Fight phase
    Then "Squad" does not have Fights First
