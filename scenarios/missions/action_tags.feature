Feature: §15 (round 4) An Action's EFFECT tags objectives and places operation markers
  The EFFECT row's tag and marker sentences resolve for the unit's player when the Action
  completes: `that objective becomes <tag>`, `place one of your operation markers within range
  of that objective`, `remove one of your operation markers`. An Action that does not complete
  tags nothing and places nothing.

  Background:
    Given the ruin is an objective
    And the hill is a central objective
    And the bunker is player A's home objective

  Scenario: A completed Decoy decoys the objective and places a marker within range of it
    Given the mission Action "Decoy"
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Decoy" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Decoy" Action
    And the ruin is decoyed by player A
    And player A has an operation marker within the ruin

  Scenario: A Decoy that does not complete decoys nothing
    Given the mission Action "Decoy"
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has OC 5
    And "Boyz" has 5 models left
    And "Boyz" is within the ruin
    When "Squad" starts the "Decoy" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Decoy" Action
    And the ruin is not decoyed by player A
    And player A has no operation marker within the ruin

  Scenario: A cleansed objective scores Cleanse at the end of the turn it was cleansed in
    Given the mission Action "Cleanse"
    And player A has the secondary mission "Cleanse"
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Cleanse" Action on the ruin
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Cleanse"
    And the ruin is not cleansed by player A

  Scenario: Sensor Sweep removes one of the player's own markers
    Given the mission Action "Sensor Sweep"
    And player A has 2 operation markers within the hill
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the hill
    And the game advances to the end of the turn
    Then player A has 1 operation marker on the battlefield

  Scenario: Sensor Sweep cannot start while exactly one of the player's markers remains
    Given the mission Action "Sensor Sweep"
    And player A has an operation marker within the hill
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the hill
    Then "Squad" cannot start the "Sensor Sweep" Action on the hill because the Action's restrictions forbid it

  Scenario: Sensor Sweep can start with two of the player's markers on the battlefield
    Given the mission Action "Sensor Sweep"
    And player A has an operation marker within the hill
    And player A has an operation marker within the ruin
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the hill
    Then "Squad" can start the "Sensor Sweep" Action on the hill

  Scenario: Decoy cannot start on an objective the player has already decoyed
    Given the mission Action "Decoy"
    And the ruin is decoyed by player A
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Decoy" Action on the ruin because it is not a unit the Action allows

  Scenario: Decoy can start on an objective only the opponent has decoyed
    Given the mission Action "Decoy"
    And the ruin is decoyed by player B
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" can start the "Decoy" Action on the ruin

  Scenario: Extract Intelligence cannot start where the player already has a marker
    Given the mission Action "Extract Intelligence"
    And player A has an operation marker within the ruin
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Extract Intelligence" Action on the ruin because it is not a unit the Action allows

  Scenario: Extract Intelligence can start where only the opponent has a marker
    Given the mission Action "Extract Intelligence"
    And player B has an operation marker within the ruin
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" can start the "Extract Intelligence" Action on the ruin
