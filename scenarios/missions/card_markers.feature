Feature: §20.2 Mission cards read operation markers
  Operation markers are stated with a Given (or removed with a When) in this version: an
  Action's EFFECT does not place them yet. A marker within range of an objective is stated
  within that objective.

  Background:
    Given the ruin is a central objective
    And the hill is an objective
    And the crater is an objective
    And the bunker is player A's home objective
    And the keep is player B's home objective

  Scenario: Gather Intel scores three markers at the end of the battle
    Given the mission lasts 1 battle round
    And player A has the primary mission "Gather Intel"
    And player A has 2 operation markers within the hill
    And player A has an operation marker within the crater
    And it is player B's Fight phase
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Gather Intel"

  Scenario: Gather Intel scores nothing at the end of the battle for two markers
    Given the mission lasts 1 battle round
    And player A has the primary mission "Gather Intel"
    And player A has 2 operation markers within the hill
    And it is player B's Fight phase
    When the game advances to the end of the battle round
    Then player A scores no VP for "Gather Intel"

  Scenario: Locate and Deny scores the last marker held by a friendly unit alone
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Locate and Deny"

  Scenario: Locate and Deny scores nothing while an enemy unit shares the marker's terrain area
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"

  Scenario: Surveil the Foe scores once the opponent's last marker is removed
    Given player A has the primary mission "Surveil the Foe"
    And player B has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    When player B's operation marker within the hill is removed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Surveil the Foe"
    And player B has 0 operation markers on the battlefield
    And player B has no operation marker within the hill

  Scenario: Surveil the Foe scores nothing while the opponent keeps a marker
    Given player A has the primary mission "Surveil the Foe"
    And player B has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"
    And player B has an operation marker within the hill

  Scenario: Vital Link scores each marker on a central objective it controls
    Given player A has the primary mission "Vital Link"
    And player A has an operation marker within the ruin
    And player A has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Vital Link"
    And player A has 2 operation markers on the battlefield
