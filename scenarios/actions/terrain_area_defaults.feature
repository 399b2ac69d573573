Feature: 16.01, 14.01 No area is a terrain area unless stated
  An objective that is not a marker is a terrain area; an objective marker is not; any other
  named area is one only when stated (contract Defaults, added).

  Background:
    Given the Action "Dig In":
      | UNITS | one INFANTRY unit that is within a terrain area |
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 2

  Scenario: A named area is not a terrain area by default
    Given "Squad" is within the ruin
    Then "Squad" cannot start the "Dig In" Action because it is not a unit the Action allows

  Scenario: An area stated to be a terrain area is one
    Given the ruin is a terrain area
    And "Squad" is within the ruin
    Then "Squad" can start the "Dig In" Action

  Scenario: An objective that is not a marker is a terrain area
    Given the ruin is an objective
    And "Squad" is within the ruin
    Then "Squad" can start the "Dig In" Action

  Scenario: An objective marker is not a terrain area
    Given the beacon is an objective marker
    And "Squad" is within the beacon
    Then "Squad" cannot start the "Dig In" Action because it is not a unit the Action allows
