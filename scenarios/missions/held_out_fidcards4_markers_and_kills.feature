Feature: Held out: markers, kills and taken objectives, card by card (§20.2, §15, 16.01, 14.02)
  A tournament organiser's pass over Locate and Deny, Extract Relic, Determined Acquisition,
  Immovable Object, Overwhelming Force and Purge and Secure: Sensor Sweep started, left
  uncompleted and completed in the first battle round, exactly one operation marker with a
  battle-shocked enemy unit beside it, where the destroying unit stood at the kill, the home
  objectives as objectives, and the per-battle-round cap.

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the bunker is within player A's territory
    And the crater is within player B's territory

  Scenario: Extract Relic's Sensor Sweep can be started and completed in the first battle round
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has 1 operation marker on the battlefield
    And player A scores 4 VP for "Extract Relic"

  Scenario: Extract Relic's Sensor Sweep does not complete when the acting unit does not control the ruin
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has OC 5
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has 2 operation markers on the battlefield
    And player A scores no VP for "Extract Relic"

  Scenario: Extract Relic's Sensor Sweep does not complete when the acting unit is destroyed
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then player B has 2 operation markers on the battlefield
    And player A scores no VP for "Extract Relic"

  Scenario: Extract Relic's Sensor Sweep cannot be started in the opponent's Shooting phase
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player B's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Sensor Sweep" Action on the ruin

  Scenario: Extract Relic's Sensor Sweep cannot be started on the expansion objective
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    Then "Squad" cannot start the "Sensor Sweep" Action on the hill

  Scenario: Extract Relic: the opponent's last marker held by the holder at the end of the opponent's turn pays nothing
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And it is player B's Fight phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Extract Relic"

  Scenario: Locate and Deny: a battle-shocked enemy unit within the marker's terrain area is still an enemy unit there
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And "Boyz" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"

  Scenario: Locate and Deny: the single marker with no friendly unit in its terrain area pays nothing
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"

  Scenario: Locate and Deny in battle round 5: the marker award at the end of the holder's turn and again at the end of the battle
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And it is player A's Fight phase in battle round 5
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Locate and Deny"
    When the game advances to the end of the battle round
    Then player A scores 9 VP for "Locate and Deny"

  Scenario: Locate and Deny: an enemy unit now on an objective that did not start the turn there pays no kill award
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And "Boyz" did not start the turn within the hill
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"

  Scenario: Locate and Deny: an enemy unit that started the turn on its own home objective pays the kill award
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the crater
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Locate and Deny"

  Scenario: Determined Acquisition in battle round 1 pays 2 VP for each of two objectives taken in the holder's turn
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And player A did not control the ruin at the start of the turn
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Determined Acquisition"

  Scenario: Determined Acquisition: objectives taken in the opponent's turn pay nothing at its end
    Given player A has the primary mission "Determined Acquisition"
    And it is player B's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And player A did not control the ruin at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Determined Acquisition"

  Scenario: Determined Acquisition at the Command phase: three objectives, one in the opponent's territory
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the bunker
    And a unit "Three" for player A
    And "Three" is within the crater
    When the game advances to the end of the phase
    Then player A scores 12 VP for "Determined Acquisition"

  Scenario: Immovable Object pays for the central objective at the end of the holder's turn in battle round 1
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Immovable Object"

  Scenario: Immovable Object: the central objective held at the end of the opponent's turn pays nothing
    Given player A has the primary mission "Immovable Object"
    And it is player B's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Immovable Object"

  Scenario: Immovable Object in battle round 5: the central award and the per-objective award at the end of the holder's turn
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores 13 VP for "Immovable Object"

  Scenario: Immovable Object in battle round 4: three non-home objectives at the Command phase meet the round's cap
    Given player A has the primary mission "Immovable Object"
    And it is player A's Command phase in battle round 4
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the crater
    And a unit "Four" for player A
    And "Four" is within the bunker
    When the game advances to the end of the phase
    Then player A scores 15 VP for "Immovable Object"
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Immovable Object"

  Scenario: Overwhelming Force: a unit that loses one model on an objective is no unit destroyed
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When 1 model of "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Overwhelming Force: a unit that started the turn on its own home objective counts
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the crater
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Overwhelming Force"

  Scenario: Purge and Secure: a unit that moves onto an objective after its kill did not make the kill from it
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And "Raiders" is engaged
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And "Raiders" makes a consolidation move into the ruin
    And the game advances to the end of the turn
    Then player A scores no VP for "Purge and Secure"

  Scenario: Purge and Secure: a battle-shocked unit within range of an objective still makes its kill from it
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And "Raiders" is within the hill
    And "Raiders" is battle-shocked
    And player A did not control the hill at the start of the turn
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Overwhelming Force drawn after a kill in the same turn counts the kill
    Given it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When "Boyz" is destroyed by "Raiders"
    And player A draws "Overwhelming Force"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Overwhelming Force"

  Scenario: Overwhelming Force discarded before the end of the turn scores nothing for that turn's kill
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When "Boyz" is destroyed by "Raiders"
    And player A discards "Overwhelming Force"
    And the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Extract Relic's Sensor Sweep does not complete when the acting unit becomes battle-shocked
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then player B has 2 operation markers on the battlefield
    And player A scores no VP for "Extract Relic"

  Scenario: Locate and Deny's Sensor Sweep on the central objective completes while the acting unit controls it
    Given player A has the primary mission "Locate and Deny"
    And player A has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player A has 1 operation marker on the battlefield
    And player A scores 4 VP for "Locate and Deny"

  Scenario: Extract Relic: a marker of the opponent removed leaves exactly one, held by the holder alone
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And player B has an operation marker within the ruin
    And it is player A's Fight phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When player B's operation marker within the ruin is removed
    And the game advances to the end of the turn
    Then player B has an operation marker within the hill
    And player B has no operation marker within the ruin
    And player A scores 4 VP for "Extract Relic"

  Scenario: Locate and Deny: the single marker in a terrain area that is no objective, held by a friendly unit alone
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has an operation marker within the wood
    And it is player A's Fight phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" is within the wood
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Locate and Deny"

  Scenario: Extract Relic with its rows replaced by a table still brings its Sensor Sweep
    Given player A has the primary mission "Extract Relic":
      | scores at            | if                                                                      | VP |
      | the end of your turn | 1 or more "Sensor Sweep" Actions were completed by your units this turn | 1  |
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has 1 operation marker on the battlefield
    And player A scores 1 VP for "Extract Relic"
