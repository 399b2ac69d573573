Feature: §20.2 Mission cards read where units stand: quarters, the centre, edges, wholly within
  A card reads the table quarters, the centre of the battlefield, its edges and the areas a unit
  is wholly within. Distances are stated unless the scenario is positioned (19.5); unstated, no
  unit is within 3" or 6" of the centre or within 6" of an edge, and a unit is wholly within
  only what it is stated wholly within. AIRCRAFT and battle-shocked units are not counted where
  a card excludes them.

  Background:
    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Boyz" for player B
    And it is player A's Fight phase

  Scenario: Centre Ground scores its higher tier with no enemy unit within 6" of the centre
    Given player A has the secondary mission "Centre Ground"
    And "Squad" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: Centre Ground scores its lower tier with an enemy unit within 6" but not 3" of it
    Given player A has the secondary mission "Centre Ground"
    And "Squad" is within 3" of the centre of the battlefield
    And "Boyz" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Centre Ground scores nothing with an enemy unit within 3" of the centre
    Given player A has the secondary mission "Centre Ground"
    And "Squad" is within 3" of the centre of the battlefield
    And "Boyz" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Centre Ground does not count a friendly unit within 6" of the centre only
    Given player A has the secondary mission "Centre Ground"
    And "Squad" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Centre Ground does not count a battle-shocked unit
    Given player A has the secondary mission "Centre Ground"
    And "Squad" is within 3" of the centre of the battlefield
    And "Squad" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Centre Ground does not count an AIRCRAFT unit
    Given player A has the secondary mission "Centre Ground"
    And "Squad" is within 3" of the centre of the battlefield
    And "Squad" has the keyword AIRCRAFT
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Outflank scores its lower tier for a unit at an edge outside its player's territory
    Given player A has the secondary mission "Outflank"
    And "Squad" is within 6" of the east battlefield edge
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Outflank does not count a unit at an edge within its player's territory
    Given player A has the secondary mission "Outflank"
    And "Squad" is within 6" of the east battlefield edge
    And "Squad" is within player A's territory
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Outflank scores its higher tier for two units at opposite edges
    Given player A has the secondary mission "Outflank"
    And "Squad" is within 6" of the east battlefield edge
    And "Scouts" is within 6" of the west battlefield edge
    And "Scouts" is within player A's territory
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Outflank"

  Scenario: Outflank: one unit at two opposite edges is not two units
    Given player A has the secondary mission "Outflank"
    And "Squad" is within 6" of the east battlefield edge
    And "Squad" is within 6" of the west battlefield edge
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Display of Might scores at the end of the opponent's turn
    Given player A has the secondary mission "Display of Might"
    And it is player B's Fight phase
    And "Squad" is wholly within No Man's Land
    And "Scouts" is wholly within No Man's Land
    And "Boyz" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Display of Might"

  Scenario: Display of Might scores nothing for a unit within No Man's Land but not wholly
    Given player A has the secondary mission "Display of Might"
    And "Squad" is within No Man's Land
    When the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"

  Scenario: Engage on All Fronts scores its higher tier for a presence in four table quarters
    Given player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And a unit "Raiders" for player A
    And a unit "Riders" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is wholly within the south-west quarter
    And "Riders" is wholly within the south-east quarter
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Engage on All Fronts"

  Scenario: Engage on All Fronts: a unit within 6" of the centre gives no presence
    Given player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And a unit "Raiders" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is wholly within the south-west quarter
    And "Raiders" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Engage on All Fronts"

  Scenario: Reconnaissance Sweep: an enemy unit gives its holder no presence
    Given player A has the primary mission "Reconnaissance Sweep"
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Boyz" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep scores a presence in three table quarters of its holder
    Given player A has the primary mission "Reconnaissance Sweep"
    And a unit "Raiders" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Reconnaissance Sweep"

  Scenario: Behind Enemy Lines scores for each unit wholly within the enemy deployment zone, at most 5 VP
    Given player A has the secondary mission "Behind Enemy Lines"
    And "Squad" is wholly within player B's deployment zone
    And "Scouts" is wholly within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Behind Enemy Lines"

  Scenario: Behind Enemy Lines: a unit within the enemy deployment zone but not wholly scores nothing
    Given player A has the secondary mission "Behind Enemy Lines"
    And "Squad" is within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores no VP for "Behind Enemy Lines"

  Scenario: Search and Scour scores at the end of the battle with no enemy unit wholly within its holder's territory
    Given the mission lasts 1 battle round
    And player A has the primary mission "Search and Scour"
    And it is player B's Fight phase
    And "Boyz" is within player A's territory
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Search and Scour"

  Scenario: Search and Scour scores nothing at the end of the battle with an enemy unit wholly within its territory
    Given the mission lasts 1 battle round
    And player A has the primary mission "Search and Scour"
    And it is player B's Fight phase
    And "Boyz" is wholly within player A's territory
    When the game advances to the end of the battle round
    Then player A scores no VP for "Search and Scour"

  Scenario: Forward Position scores for an expansion objective (its data joins two conditions with or)
    Given the crater is an expansion objective
    And player A has the secondary mission "Forward Position"
    And "Squad" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Delaying Action scores only for a central and an expansion objective together
    Given the ruin is a central objective
    And the crater is an expansion objective
    And player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Delaying Action scores for a central and an expansion objective held at the end of the turn
    Given the ruin is a central objective
    And the crater is an expansion objective
    And player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the crater
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Delaying Action"

  Scenario: Positioned: Centre Ground measures the centre of the battlefield (30", 22")
    Given player A has the secondary mission "Centre Ground"
    And "Squad" has 32mm bases
    And "Scouts" has 32mm bases
    And "Boyz" has 32mm bases
    And the positions:
      | unit   | x  | y  |
      | Squad  | 32 | 22 |
      | Scouts | 5  | 5  |
      | Boyz   | 30 | 27 |
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Positioned: Engage on All Fronts reads the battlefield's four quarters
    Given player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And a unit "Raiders" for player A
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Scouts  | 50 | 10 |
      | Raiders | 10 | 34 |
      | Boyz    | 50 | 34 |
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Engage on All Fronts"

  Scenario: Positioned: Outflank measures the battlefield edges
    Given player A has the secondary mission "Outflank"
    And the positions:
      | unit   | x  | y  |
      | Squad  | 58 | 22 |
      | Scouts | 2  | 22 |
      | Boyz   | 30 | 40 |
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Outflank"

  Scenario: Sabotage scores each saboteur, and more for one in range of an objective in enemy territory
    Given the crater is an objective
    And the hill is an objective
    And the crater is within player B's territory
    And player A has the primary mission "Sabotage"
    And it is player A's Shooting phase
    And "Squad" is within the crater
    And "Scouts" is within the hill
    When "Squad" starts the "Sabotage" Action on the crater
    And "Scouts" starts the "Sabotage" Action on the hill
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Sabotage"
