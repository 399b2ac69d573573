Feature: §20.2 Mission cards read tags, areas and the start of the turn
  Tags belong to a player and are stated with a Given here: cleansed and surveilled clear after
  the turn's mission consult, condemned at the start of its holder's next turn, the others last
  the battle. An objective within an area is stated with 3's area form; "your deployment zone"
  in a row is the card holder's.

  Background:
    Given the ruin is an objective
    And the hill is an objective
    And the crater is an objective
    And the bunker is player A's home objective
    And the keep is player B's home objective

  Scenario: Consecrate scores its higher tier only, for three consecrated objectives
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And the hill is consecrated by player A
    And the crater is consecrated by player A
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Consecrate"

  Scenario: Consecrate's tier does not count the opponent's tags
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player B
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then player A scores no VP for "Consecrate"

  Scenario: Consecrate's end-of-battle award for the opponent's home objective
    Given the mission lasts 1 battle round
    And player A has the primary mission "Consecrate"
    And the keep is consecrated by player A
    And it is player B's Fight phase
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Consecrate"

  Scenario: Cleanse scores for exactly one cleansed objective, and the tag clears after the turn
    Given player A has the secondary mission "Cleanse"
    And the ruin is cleansed by player A
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Cleanse"
    And the ruin is not cleansed by player A

  Scenario: A consecrated objective stays consecrated after the turn
    Given the ruin is consecrated by player A
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then the ruin is consecrated by player A

  Scenario: Punishment scores when a condemned enemy unit is destroyed, in either turn
    Given player A has the primary mission "Punishment"
    And it is player B's Shooting phase
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: Punishment scores nothing for an enemy unit that was not condemned
    Given player A has the primary mission "Punishment"
    And it is player B's Shooting phase
    And a unit "Boyz" for player B
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Punishment"

  Scenario: A condemned unit is no longer condemned when its holder's next turn starts
    Given it is player B's Fight phase
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When the game advances to the end of the turn
    Then "Boyz" is condemned by player A
    When the game advances to player A's Command phase
    Then "Boyz" is not condemned by player A

  Scenario: Secure No Man's Land counts only objectives within No Man's Land
    Given player A has the secondary mission "Secure No Man's Land"
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Secure No Man's Land"

  Scenario: Secure No Man's Land scores nothing for an objective outside No Man's Land
    Given player A has the secondary mission "Secure No Man's Land"
    And the ruin is within No Man's Land
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Secure No Man's Land"

  Scenario: Defend Stronghold scores at the end of the opponent's turn with no enemy in your zone
    Given player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within player A's deployment zone
    When the game advances to the end of the turn
    Then player A scores no VP for "Defend Stronghold"

  Scenario: Defend Stronghold scores once the enemy unit has left your deployment zone
    Given player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Defend Stronghold"

  Scenario: Overwhelming Force and a unit whose start of the turn is stated
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Shooting phase
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" did not start the turn within the ruin
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Purge and Secure scores a kill by a unit within range of an objective
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase
    And a unit "Raiders" for player A
    And "Raiders" is within the ruin
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Purge and Secure scores a newly taken objective, not one held since the turn began
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A controlled the ruin at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Purge and Secure"

  Scenario: A card drawn mid-battle scores from then on, and a discarded one keeps what it scored
    Given it is player A's Shooting phase
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When player A draws "No Prisoners"
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    And player A discards "No Prisoners"
    And "Grots" is destroyed
    And the game advances to the end of the battle round
    Then player A scores 2 VP for "No Prisoners"

  Scenario: The force dispositions give each player the primary of their matchup
    Given player A's force disposition is "Take and Hold"
    And player B's force disposition is "Disruption"
    And it is player A's Fight phase
    Then player A's primary mission is "Determined Acquisition"

  Scenario: Death Trap scores a kill of a unit that started the turn in a trapped terrain area
    Given player A has the primary mission "Death Trap"
    And the woods is a terrain area
    And the woods is trapped by player A
    And it is player A's Shooting phase
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the woods
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Death Trap"

  Scenario: Death Trap does not score a kill of a unit that started the turn elsewhere
    Given player A has the primary mission "Death Trap"
    And the woods is a terrain area
    And the woods is trapped by player A
    And it is player A's Shooting phase
    And a unit "Boyz" for player B
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Death Trap"
