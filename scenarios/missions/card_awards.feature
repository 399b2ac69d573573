Feature: §20.2 The awards of the Chapter Approved 2026-27 cards, each where it scores and where not
  Each loaded card's award rows, checked at their moments: starting strength counting every model
  of an attached unit (Rules Appendix), a card's `at most` and the per-battle-round and per-battle
  caps, rows that score only in some battle rounds or only in one player's turn, tiers, and tags
  that clear after the turn's mission consult.

  Background:
    Given the ruin is an objective
    And the hill is an objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land

  Scenario: A Grievous Blow counts the attached unit's every model for its starting strength
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player B
    And "Guards" has a starting strength of 12
    And "Captain" is leading "Guards"
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: A Grievous Blow does not count a unit of 12 that no leader joined
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Guards" for player B
    And "Guards" has a starting strength of 12
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: A Grievous Blow as a Tactical mission scores at most 5 VP for two big units
    Given player A has the secondary mission "A Grievous Blow" as a Tactical mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 20
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 13
    When "Horde" is destroyed
    And "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Grievous Blow"

  Scenario: Bring It Down as a Fixed mission scores in the opponent's turn for each big model
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Dreads" for player B
    And "Dreads" has W 10
    And "Dreads" has 2 models left
    When "Dreads" is destroyed
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Bring It Down"

  Scenario: Bring It Down does not count a model of W 9
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Walker" for player B
    And "Walker" has W 9
    And "Walker" has 1 model left
    When "Walker" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Bring It Down"

  Scenario: Behind Enemy Lines excludes a battle-shocked unit and caps at 5 VP
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Scouts" for player A
    And "Scouts" is wholly within player B's deployment zone
    And a unit "Raiders" for player A
    And "Raiders" is wholly within player B's deployment zone
    And a unit "Shaken" for player A
    And "Shaken" is wholly within player B's deployment zone
    And "Shaken" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Behind Enemy Lines"

  Scenario: Behind Enemy Lines: one battle-shocked unit alone scores nothing
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Shaken" for player A
    And "Shaken" is wholly within player B's deployment zone
    And "Shaken" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Behind Enemy Lines"

  Scenario: Centre Ground: an enemy unit within 6" but not 3" leaves the lower award
    Given player A has the secondary mission "Centre Ground"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    And a unit "Boyz" for player B
    And "Boyz" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Display of Might scores its larger award at the end of the opponent's turn
    Given player A has the secondary mission "Display of Might"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Display of Might"

  Scenario: Display of Might: a tie in No Man's Land scores nothing
    Given player A has the secondary mission "Display of Might"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    And a unit "Boyz" for player B
    And "Boyz" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"

  Scenario: Defend Stronghold scores nothing in battle round 1
    Given player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A scores no VP for "Defend Stronghold"

  Scenario: Defend Stronghold scores both awards in the opponent's turn of battle round 2
    Given player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Defend Stronghold"

  Scenario: Outmanoeuvre's round 1 awards are cut by the primary per-battle-round cap
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the crater
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    And a unit "Scouts" for player A
    And "Scouts" is within the hill
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Outmanoeuvre"

  Scenario: A score earlier in the battle leaves the per-battle cap's remainder
    Given player A has the primary mission "Outmanoeuvre"
    And player A has scored 40 VP for "Outmanoeuvre"
    And player A has 40 VP
    And it is player A's Fight phase in battle round 4
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Outmanoeuvre"
    And player A has 45 VP

  Scenario: Immovable Object scores at the end of your turn in battle round 5 only
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Immovable Object"

  Scenario: Immovable Object's end-of-turn award does not score in battle round 4
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 4
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Immovable Object"

  Scenario: Triangulation scores 6 VP for exactly two triangulated objectives
    Given player A has the primary mission "Triangulation"
    And it is player A's Fight phase in battle round 2
    And the ruin is triangulated by player A
    And the hill is triangulated by player A
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Triangulation"

  Scenario: Smoke and Mirrors counts a decoyed objective in the opponent's territory twice
    Given player A has the primary mission "Smoke and Mirrors"
    And it is player A's Fight phase in battle round 1
    And the crater is within player B's territory
    And the crater is decoyed by player A
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Smoke and Mirrors"

  Scenario: Cleanse's tag clears after the turn's consult
    Given player A has the secondary mission "Cleanse"
    And it is player A's Fight phase in battle round 2
    And the ruin is cleansed by player A
    And the hill is cleansed by player A
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Cleanse"
    And the ruin is not cleansed by player A

  Scenario: No Prisoners' cap covers both players' turns
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And the game advances to the end of the turn
    And the game advances to player B's Shooting phase
    And "Nobz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "No Prisoners"

  Scenario: Gather Intel scores a marker within range of the opponent's home objective at the end of the battle
    Given the mission lasts 1 battle round
    And player A has the primary mission "Gather Intel"
    And it is player B's Fight phase in battle round 1
    And player A has an operation marker within the crater
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Gather Intel"

  Scenario: Burden of Trust caps at 5 VP for three guarded objectives
    Given player A has the secondary mission "Burden of Trust"
    And the field is an objective
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    And a unit "Scouts" for player A
    And "Scouts" is within the field
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    And player A has selected "Guard" to guard the hill for "Burden of Trust"
    And player A has selected "Scouts" to guard the field for "Burden of Trust"
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Burden of Trust"

  Scenario: Beacon can select a unit embarked within a TRANSPORT on the battlefield
    Given player A has the secondary mission "Beacon"
    And it is player A's Command phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    Then "Squad" can be selected for player A's "Beacon"

  Scenario: Overwhelming Force counts an attached unit that started the turn within range of an objective
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Guards" started the turn within the ruin
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Overwhelming Force"

  Scenario: Purge and Secure's two kill awards share a tier: 3 VP, not 6
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And a unit "Killers" for player A
    And "Killers" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the ruin
    When "Boyz" is destroyed by "Killers"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Secure Asset at the end of the Command phase of battle round 2 with three objectives
    Given player A has the primary mission "Secure Asset"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the bunker
    And a unit "Two" for player A
    And "Two" is within the ruin
    And a unit "Three" for player A
    And "Three" is within the hill
    When the game advances to the end of player A's Command phase
    Then player A scores 8 VP for "Secure Asset"

  Scenario: Gather Intel's central award scores in battle round 1, not battle round 2
    Given player A has the primary mission "Gather Intel"
    And the ruin is a central objective
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Gather Intel"

  Scenario: Delaying Action needs both a central and an expansion objective
    Given player A has the primary mission "Delaying Action"
    And the ruin is a central objective
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Vanguard Operation's end-of-battle award is not cut by a full round cap
    Given the mission lasts 1 battle round
    And player A has the primary mission "Vanguard Operation"
    And player A has scored 15 VP from primary missions in battle round 1
    And player A has 15 VP
    And it is player B's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 10 VP for "Vanguard Operation"

  Scenario: Inescapable Dominion scores 4 VP at the end of your turn for three objectives
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the bunker
    And a unit "Two" for player A
    And "Two" is within the ruin
    And a unit "Three" for player A
    And "Three" is within the hill
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Inescapable Dominion"
