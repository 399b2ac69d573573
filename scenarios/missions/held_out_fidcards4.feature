Feature: Held out: the least covered mission cards, card by card (§20.2, §15, 07.02, 07.03, 08.05, 14.02)
  A tournament organiser's pass over the Chapter Approved 2026-27 cards of wh40kdc 1.4.5 that the
  library named least: Destroyer's Wrath, Consecrate, Reconnaissance Sweep, Inescapable Dominion,
  Delaying Action and Unstoppable Force. Each award met and not met, exactly at its threshold, in
  the holder's turn and in the opponent's, in the first battle round and the last, and against the
  per-battle-round cap.

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the bunker is within player A's territory
    And the crater is within player B's territory

  Scenario: Destroyer's Wrath in battle round 1: a kill pays 3 VP and the out-killing award waits for battle round 2
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath in battle round 2: one kill against no loss in the previous turn pays both kill awards
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: one kill against one loss in the opponent's turn just played is not more
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player B's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When "Guards" is destroyed by "Boyz"
    And the game advances to player A's Fight phase
    And "Grots" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Destroyer's Wrath"
    And player A scores 3 VP from primary missions in battle round 2

  Scenario: Destroyer's Wrath: two kills against one stated loss in the previous turn is more
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Fight phase in battle round 3
    And a unit "Raiders" for player A
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Guards" was destroyed in the previous turn
    When "Boyz" is destroyed by "Raiders"
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: a unit that loses one of its five models is not destroyed
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When 1 model of "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores no VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: the last model destroyed destroys the unit and pays
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    When 1 model of "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: the holder's Command phase awards and kill awards meet the 15 VP round cap
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    When the game advances to the end of the phase
    Then player A scores 10 VP for "Destroyer's Wrath"
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 15 VP for "Destroyer's Wrath"
    And player A scores 15 VP from primary missions in battle round 2

  Scenario: Destroyer's Wrath scores nothing at the end of the opponent's Command phase
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player B's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the phase
    Then player A scores no VP for "Destroyer's Wrath"

  Scenario: Consecrate: two objectives consecrated is the top of 1 to 2, and pays 3 VP
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And the hill is consecrated by player A
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Consecrate"

  Scenario: Consecrate: three objectives consecrated pay the higher tier only
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And the hill is consecrated by player A
    And the crater is consecrated by player A
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Consecrate"

  Scenario: Consecrate: objectives consecrated by the opponent pay the holder nothing
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player B
    And the hill is consecrated by player B
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Consecrate"

  Scenario: Consecrate: the tier awards score at the end of the holder's turn, not the opponent's
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And it is player B's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Consecrate"

  Scenario: Consecrate: a consecrated objective stays consecrated and pays again in a later turn
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Consecrate"
    When the game advances to the end of player A's turn
    Then player A scores 6 VP for "Consecrate"
    And the ruin is consecrated by player A

  Scenario: Consecrate in battle round 5: the tier award at the end of the turn and the opponent's home at the end of the battle
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And the crater is consecrated by player A
    And it is player A's Fight phase in battle round 5
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Consecrate"
    When the game advances to the end of the battle round
    Then player A scores 8 VP for "Consecrate"

  Scenario: Consecrate: the holder's own home objective consecrated pays no end-of-battle award
    Given player A has the primary mission "Consecrate"
    And the bunker is consecrated by player A
    And it is player B's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player A scores no VP for "Consecrate"

  Scenario: Consecrate: the opponent's home objective consecrated pays nothing at the end of battle round 4
    Given player A has the primary mission "Consecrate"
    And the crater is consecrated by player A
    And it is player B's Fight phase in battle round 4
    When the game advances to the end of the battle round
    Then player A scores no VP for "Consecrate"

  Scenario: Consecrate: the home objective alone is more objectives than the opponent, and no non-home one
    Given player A has the primary mission "Consecrate"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the phase
    Then player A scores 4 VP for "Consecrate"

  Scenario: Reconnaissance Sweep: two units in one quarter are one presence
    Given the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-west quarter
    And a unit "Three" for player A
    And "Three" is wholly within the north-east quarter
    And a unit "Four" for player A
    And "Four" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep: a unit within a quarter but not wholly within it is no presence
    Given the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the south-west quarter
    And a unit "Four" for player A
    And "Four" is within the south-east quarter
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep: a battle-shocked unit is no presence, two quarters pay nothing
    Given the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the south-west quarter
    And "Three" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep: four quarters held at the end of the opponent's turn pay nothing
    Given the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And player A has the primary mission "Reconnaissance Sweep"
    And it is player B's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the south-west quarter
    And a unit "Four" for player A
    And "Four" is wholly within the south-east quarter
    When the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep pays 1 VP for each enemy unit destroyed in the holder's turn, uncapped by any at most
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Shooting phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Raiders"
    And "Grots" is destroyed by "Raiders"
    And "Nobz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep's objective award is 3 VP for a non-home objective from battle round 2
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the phase
    Then player A scores 3 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep's objective award does not score at the end of the first Command phase
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Command phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the phase
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Inescapable Dominion: two objectives at the end of the holder's turn are one short of three
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Inescapable Dominion"

  Scenario: Inescapable Dominion: two objectives each, at the Command phase, pay for two but not for more
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the crater
    And a unit "Grots" for player B
    And "Grots" is within the bunker
    When the game advances to the end of the phase
    Then player A scores 5 VP for "Inescapable Dominion"

  Scenario: Inescapable Dominion: one objective against none is more, but not two
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Command phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the phase
    Then player A scores 4 VP for "Inescapable Dominion"

  Scenario: Inescapable Dominion: three objectives at the end of the opponent's turn pay nothing
    Given player A has the primary mission "Inescapable Dominion"
    And it is player B's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    When the game advances to the end of the turn
    Then player A scores no VP for "Inescapable Dominion"

  Scenario: Delaying Action pays 2 VP for each of three enemy units destroyed in the holder's turn
    Given player A has the primary mission "Delaying Action"
    And it is player A's Shooting phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Raiders"
    And "Grots" is destroyed by "Raiders"
    And "Nobz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 6 VP for "Delaying Action"

  Scenario: Delaying Action: a central and an expansion objective in battle round 1 pay nothing yet
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Delaying Action in battle round 5: the central and expansion award still scores at the end of the holder's turn
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Delaying Action"

  Scenario: Delaying Action: the central and expansion award does not score at the end of the opponent's turn
    Given player A has the primary mission "Delaying Action"
    And it is player B's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Unstoppable Force pays 3 VP for an expansion objective taken in the holder's turn in battle round 2
    Given player A has the primary mission "Unstoppable Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Unstoppable Force"

  Scenario: Unstoppable Force: an objective already held at the start of the turn is not taken this turn
    Given player A has the primary mission "Unstoppable Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And player A controlled the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Unstoppable Force: an expansion objective alone at the end of the battle is no central one
    Given player A has the primary mission "Unstoppable Force"
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the battle round
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Consecrate: one objective consecrated is the bottom of 1 to 2, and pays 3 VP
    Given player A has the primary mission "Consecrate"
    And the hill is consecrated by player A
    And it is player A's Fight phase in battle round 3
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Consecrate"

  Scenario: Consecrate in battle round 5 with the round's cap reached: the turn's award is cut, the battle's is not
    Given player A has the primary mission "Consecrate"
    And player A has scored 15 VP from primary missions in battle round 5
    And the ruin is consecrated by player A
    And the crater is consecrated by player A
    And it is player A's Fight phase in battle round 5
    When the game advances to the end of the turn
    Then player A scores no VP for "Consecrate"
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Consecrate"
    And player A has 20 VP

  Scenario: Inescapable Dominion: the battle's cap leaves 2 VP of the end-of-battle award
    Given player A has the primary mission "Inescapable Dominion"
    And player A has scored 43 VP for "Inescapable Dominion"
    And it is player B's Fight phase in battle round 5
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 2 VP for "Inescapable Dominion"
    And player A has 45 VP

  Scenario: Inescapable Dominion when the holder goes second: the turn's award and the battle's score at the same end
    Given player B takes the first turn
    And player A has the primary mission "Inescapable Dominion"
    And it is player A's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 9 VP for "Inescapable Dominion"

  Scenario: Unstoppable Force: a secured central objective with no unit on it pays at the end of the battle
    Given player A has the primary mission "Unstoppable Force"
    And player A has secured the ruin
    And it is player B's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Unstoppable Force"

  Scenario: Unstoppable Force: the opponent's unit on the secured central objective takes it before the battle ends
    Given player A has the primary mission "Unstoppable Force"
    And player A has secured the ruin
    And it is player B's Fight phase in battle round 5
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of the battle round
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Destroyer's Wrath: a score stated for this battle round counts towards its cap
    Given player A has the primary mission "Destroyer's Wrath"
    And player A has scored 12 VP for "Destroyer's Wrath" in battle round 2
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Destroyer's Wrath"
    And player A has 15 VP

  Scenario: Destroyer's Wrath when the holder goes second: the previous turn is the opponent's turn of the same round
    Given player B takes the first turn
    And player A has the primary mission "Destroyer's Wrath"
    And it is player B's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When "Guards" is destroyed by "Boyz"
    And the game advances to player A's Fight phase
    And "Grots" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP from primary missions in battle round 2

  Scenario: Reconnaissance Sweep: a unit within 3" of the centre is within 6" of it and no presence
    Given the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the south-west quarter
    And "Three" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Determined Acquisition across two turns: the objective the opponent held at the start of the holder's turn is taken in it
    Given player A has the primary mission "Determined Acquisition"
    And it is player B's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has OC 5
    When the game advances to the end of the turn
    Then player B controls the ruin
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A controls the ruin
    And player A scores 2 VP for "Determined Acquisition"

  Scenario: Destroyer's Wrath in battle round 4: the holder's reserves destroyed at the end of battle round 3 are no loss of the previous turn
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player B's Fight phase in battle round 3
    And a unit "Late" for player A
    And "Late" is in strategic reserves
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When the game advances to player A's Fight phase
    Then "Late" is destroyed
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath at the round's cap leaves a secondary card's award whole
    Given player A has the primary mission "Destroyer's Wrath"
    And player A has the secondary mission "Overwhelming Force"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 15 VP from primary missions in battle round 2
    And player A scores 3 VP for "Overwhelming Force"
    And player A has 18 VP

  Scenario: Reconnaissance Sweep measured: a base exactly 6" from the centre of the battlefield is within 6" of it and no presence
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" has a starting strength of 1
    And a unit "Two" for player A
    And "Two" has a starting strength of 1
    And a unit "Three" for player A
    And "Three" has a starting strength of 1
    And a unit "Four" for player A
    And "Four" has a starting strength of 1
    And "Four" has 203.2mm bases
    And the positions:
      | unit  | x  | y  |
      | One   | 10 | 10 |
      | Two   | 50 | 10 |
      | Three | 10 | 34 |
      | Four  | 36 | 30 |
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep measured: a base 6.5" from the centre of the battlefield is a presence in its quarter
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" has a starting strength of 1
    And a unit "Two" for player A
    And "Two" has a starting strength of 1
    And a unit "Three" for player A
    And "Three" has a starting strength of 1
    And a unit "Four" for player A
    And "Four" has a starting strength of 1
    And "Four" has 203.2mm bases
    And the positions:
      | unit  | x    | y    |
      | One   | 10   | 10   |
      | Two   | 50   | 10   |
      | Three | 10   | 34   |
      | Four  | 36.3 | 30.4 |
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Reconnaissance Sweep"

  Scenario: Purge the Foe against Priority Assets: Destroyer's Wrath for one player, Vital Link for the other, each in its own turn
    Given player A's force disposition is "Purge the Foe"
    And player B's force disposition is "Priority Assets"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    Then player A's primary mission is "Destroyer's Wrath"
    And player B's primary mission is "Vital Link"
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Destroyer's Wrath"
    And player B scores no VP for "Vital Link"

  Scenario: Purge the Foe against Reconnaissance gives Consecrate, which pays for an objective consecrated by its holder
    Given player A's force disposition is "Purge the Foe"
    And player B's force disposition is "Reconnaissance"
    And the hill is consecrated by player A
    And it is player A's Fight phase in battle round 1
    Then player A's primary mission is "Consecrate"
    And player B's primary mission is "Triangulation"
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Consecrate"

  Scenario: Disruption against Purge the Foe gives Delaying Action and Punishment
    Given player A's force disposition is "Disruption"
    And player B's force disposition is "Purge the Foe"
    Then player A's primary mission is "Delaying Action"
    And player B's primary mission is "Punishment"

  Scenario: Destroyer's Wrath under stated caps with no per-round row, stated before the card: no round cap
    Given the VP caps:
      | primary per battle | 45 |
    And player A has the primary mission "Destroyer's Wrath"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 17 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath under stated caps with no per-round row, stated after the card: no round cap
    Given player A has the primary mission "Destroyer's Wrath"
    And the VP caps:
      | primary per battle | 45 |
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 17 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath with its rows replaced by a table keeps its mission's round cap
    Given player A has the primary mission "Destroyer's Wrath":
      | scores at            | VP |
      | the end of your turn | 20 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: models stated destroyed this turn are no unit destroyed until the last one falls
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And 4 models of "Boyz" were destroyed this turn
    And "Boyz" has 1 model left
    When the game advances to the end of player A's Fight phase
    Then player A scores no VP for "Destroyer's Wrath"
    When 1 model of "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Destroyer's Wrath"

  Scenario: Delaying Action counts a unit stated destroyed this turn, not one destroyed in the previous turn
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 3
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" was destroyed this turn
    And "Grots" was destroyed in the previous turn
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Delaying Action"

  Scenario: Immovable Object: a unit that moves off the central objective leaves it uncontrolled at the end of the turn
    Given player A has the primary mission "Immovable Object"
    And it is player A's Movement phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    When "One" makes a normal move that ends outside the ruin
    And the game advances to the end of the turn
    Then no player controls the ruin
    And player A scores no VP for "Immovable Object"

  Scenario: A card declared under a name no card of the data has brings no caps: its 20 VP stand
    Given player A has the primary mission "Hold The Line":
      | scores at            | VP |
      | the end of your turn | 20 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 20 VP for "Hold The Line"
