Feature: Held out: primary cards across a whole battle (§20.2, 07.02, 07.03, 08.05, 14.02, §18)
  A tournament organiser's pass over the Chapter Approved 2026-27 primary cards of wh40kdc 1.4.5:
  the matchup of both players' force dispositions, awards at the end of the Command phase, of the
  turn and of the battle in the first and the last battle rounds, the 15 VP per battle round and
  45 VP per battle caps (the end of the battle outside the round cap), both players' cards in one
  consult, and control read as the rules in force make a unit's OC (§18).

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the bunker is within player A's territory
    And the crater is within player B's territory

  Scenario: both players Purge the Foe: each holds Meatgrinder, and only the turn's player scores its kill
    Given player A's force disposition is "Purge the Foe"
    And player B's force disposition is "Purge the Foe"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    Then player A's primary mission is "Meatgrinder"
    And player B's primary mission is "Meatgrinder"
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Meatgrinder"
    And player B scores no VP for "Meatgrinder"

  Scenario: Reconnaissance against Priority Assets gives Search and Scour and Vanguard Operation
    Given player A's force disposition is "Reconnaissance"
    And player B's force disposition is "Priority Assets"
    Then player A's primary mission is "Search and Scour"
    And player B's primary mission is "Vanguard Operation"

  Scenario: Disruption against Disruption: Outmanoeuvre for both, and the opponent's card waits for its own turn
    Given player A's force disposition is "Disruption"
    And player B's force disposition is "Disruption"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Outmanoeuvre"
    And player B scores no VP for "Outmanoeuvre"

  Scenario: Meatgrinder in battle round 2: the Command phase award and three end-of-turn awards meet the 15 VP round cap
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    And a unit "Boyz" for player B
    When the game advances to the end of the phase
    Then player A scores 4 VP for "Meatgrinder"
    When the game advances to player A's Shooting phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 15 VP for "Meatgrinder"
    And player A scores 15 VP from primary missions in battle round 2

  Scenario: Meatgrinder for both players: out-killing needs more kills this turn than losses last turn, not as many
    Given player A has the primary mission "Meatgrinder"
    And player B has the primary mission "Meatgrinder"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Meatgrinder"
    And player B scores no VP for "Meatgrinder"
    When the game advances to player B's Shooting phase
    And "Squad" is destroyed by "Nobz"
    And the game advances to the end of the turn
    Then player B scores 3 VP for "Meatgrinder"
    And player A scores 8 VP for "Meatgrinder"

  Scenario: Outmanoeuvre pays per objective at the Command phase in battle round 3 and at the end of the turn in battle round 4
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Command phase in battle round 3
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Raiders" for player A
    And "Raiders" is within the ruin
    When the game advances to the end of the phase
    Then player A scores 10 VP for "Outmanoeuvre" in battle round 3
    When the game advances to the end of the turn
    Then player A scores 10 VP for "Outmanoeuvre" in battle round 3
    When the game advances to the end of player A's Command phase
    Then player A scores no VP for "Outmanoeuvre" in battle round 4
    When the game advances to the end of the turn
    Then player A scores 12 VP for "Outmanoeuvre" in battle round 4

  Scenario: Outmanoeuvre under stated caps of 20 VP per battle round keeps 18 VP of its first turn
    Given player A has the primary mission "Outmanoeuvre"
    And the VP caps:
      | primary per battle round | 20 |
      | primary per battle       | 45 |
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    When the game advances to the end of the turn
    Then player A scores 18 VP for "Outmanoeuvre"

  Scenario: Immovable Object: a rule in force that adds 2 to the OC of friendly INFANTRY takes the central objective
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" has OC 1
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And player A has a rule "Oath":
      | TARGET | each friendly INFANTRY unit |
      | EFFECT | adds 2 to its OC            |
    When the game advances to the end of the turn
    Then player A controls the ruin
    And player A scores 3 VP for "Immovable Object"

  Scenario: Immovable Object: without the rule, OC 1 against OC 2 loses the central objective
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" has OC 1
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of the turn
    Then player B controls the ruin
    And player A scores no VP for "Immovable Object"

  Scenario: Determined Acquisition counts the home objective taken this turn, as every other objective taken
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Movement phase in battle round 1
    And a unit "Squad" for player A
    And a unit "Raiders" for player A
    When "Squad" makes a normal move into the bunker
    And "Raiders" makes a normal move into the hill
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Determined Acquisition"

  Scenario: Determined Acquisition does not count an objective already controlled at the start of the turn
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Movement phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    And player A controlled the bunker at the start of the turn
    And a unit "Raiders" for player A
    When "Raiders" makes a normal move into the hill
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Determined Acquisition"

  Scenario: Determined Acquisition at the Command phase of battle round 2 pays again for the objective in the opponent's territory
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    When the game advances to the end of the phase
    Then player A scores 9 VP for "Determined Acquisition"

  Scenario: Inescapable Dominion's end-of-battle award for the opponent's home objective, in the opponent's last turn
    Given player A has the primary mission "Inescapable Dominion"
    And it is player B's Fight phase in battle round 5
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Inescapable Dominion"

  Scenario: Inescapable Dominion's end-of-battle award does not score at the end of battle round 4
    Given player A has the primary mission "Inescapable Dominion"
    And it is player B's Fight phase in battle round 4
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    When the game advances to the end of the battle round
    Then player A scores no VP for "Inescapable Dominion"

  Scenario: Delaying Action does not pay for an enemy unit destroyed in the opponent's turn, then or later
    Given player A has the primary mission "Delaying Action"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Vital Link counts the holder's markers on the central objective it controls, not the opponent's
    Given player A has the primary mission "Vital Link"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has 2 operation markers within the ruin
    And player B has an operation marker within the ruin
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Vital Link"

  Scenario: Gather Intel's two end-of-battle awards are outside a full round cap and add to the VP stated earlier
    Given player A has the primary mission "Gather Intel"
    And it is player B's Fight phase in battle round 5
    And player A has scored 15 VP from primary missions in battle round 5
    And player A has 2 operation markers within the hill
    And player A has an operation marker within the crater
    When the game advances to the end of the battle round
    Then player A scores 10 VP for "Gather Intel"
    And player A has 25 VP

  Scenario: Search and Scour: an enemy unit within the holder's territory but not wholly within it spoils nothing
    Given player A has the primary mission "Search and Scour"
    And it is player B's Fight phase in battle round 5
    And a unit "Boyz" for player B
    And "Boyz" is within player A's territory
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Search and Scour"

  Scenario: Smoke and Mirrors in the battle's last turn: the round cap cuts the end-of-turn awards, not the end-of-battle one
    Given the ford is an objective
    And the ford is within player B's territory
    And the mill is an objective
    And the mill is within No Man's Land
    And player B takes the first turn
    And player A has the primary mission "Smoke and Mirrors"
    And it is player A's Fight phase in battle round 5
    And player A has scored 10 VP from primary missions in battle round 5
    And the ruin is decoyed by player A
    And the hill is decoyed by player A
    And the ford is decoyed by player A
    And the mill is decoyed by player A
    When the game advances to the end of the battle round
    Then player A scores 15 VP for "Smoke and Mirrors" in battle round 5
    And player A has 25 VP

  Scenario: Triangulation's end-of-battle award wants four objectives held
    Given player A has the primary mission "Triangulation"
    And it is player B's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    And a unit "Four" for player A
    And "Four" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 10 VP for "Triangulation"

  Scenario: Triangulation's end-of-battle award is not paid for three objectives
    Given player A has the primary mission "Triangulation"
    And it is player B's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    When the game advances to the end of the battle round
    Then player A scores no VP for "Triangulation"

  Scenario: Surveil the Foe: no opponent's marker left pays nothing in the first battle round
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"

  Scenario: Locate and Deny reads the holder's markers: the opponent's marker elsewhere does not spoil exactly 1
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Fight phase in battle round 1
    And player A has an operation marker within the hill
    And player B has an operation marker within the ruin
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Locate and Deny"

  Scenario: Extract Relic reads the opponent's markers: the holder's own two markers do not spoil the opponent's exactly 1
    Given player A has the primary mission "Extract Relic"
    And it is player A's Fight phase in battle round 1
    And player A has 2 operation markers within the ruin
    And player B has an operation marker within the hill
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Extract Relic"

  Scenario: a primary's 45 VP per battle cap leaves 2 VP, while a secondary held with it scores in full
    Given player A has the primary mission "Meatgrinder"
    And player A has the secondary mission "No Prisoners"
    And player A has scored 43 VP for "Meatgrinder"
    And it is player A's Shooting phase in battle round 4
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Meatgrinder"
    And player A scores 2 VP for "No Prisoners"

  Scenario: Punishment condemns afresh at the start of the holder's next turn: three units last turn do not use up this turn's selection
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And a unit "Grots" for player B
    And "Grots" is within the hill
    And a unit "Nobz" for player B
    And "Nobz" is within the ruin
    When player A selects "Boyz" for "Punishment"
    And player A selects "Grots" for "Punishment"
    And player A selects "Nobz" for "Punishment"
    Then "Boyz" is condemned by player A
    When the game advances to player A's Command phase
    Then "Boyz" is not condemned by player A
    And "Boyz" can be selected for player A's "Punishment"
    When player A selects "Boyz" for "Punishment"
    Then "Boyz" is condemned by player A

  Scenario: Punishment in battle round 3: a unit that destroyed a friendly unit two turns ago, not in the previous turn, does not qualify
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 3
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Grots" is within the hill
    And a unit "Squad" for player A
    And "Squad" was destroyed earlier in the battle by "Boyz"
    Then "Boyz" cannot be selected for player A's "Punishment" because it is not a unit the card allows
    And "Grots" can be selected for player A's "Punishment"

  Scenario: Punishment in the holder's next turn still condemns at most three units that turn
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And a unit "Grots" for player B
    And "Grots" is within the hill
    And a unit "Nobz" for player B
    And "Nobz" is within the ruin
    And a unit "Kommandos" for player B
    And "Kommandos" is within the ruin
    When player A selects "Boyz" for "Punishment"
    And the game advances to player A's Command phase
    And player A selects "Grots" for "Punishment"
    And player A selects "Nobz" for "Punishment"
    And player A selects "Kommandos" for "Punishment"
    Then "Boyz" cannot be selected for player A's "Punishment" because the card's selection limit is reached

  Scenario: Punishment in battle round 3: a unit that destroyed a friendly unit in the previous turn qualifies
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 3
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Grots" is within the hill
    And a unit "Squad" for player A
    And "Squad" was destroyed in the previous turn by "Boyz"
    Then "Boyz" can be selected for player A's "Punishment"

  Scenario: Immovable Object: a unit that counts as battle-shocked holds no central objective (01.07, 18.3 item 6)
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Cowed" that makes it count as battle-shocked
    When the game advances to the end of the turn
    Then no player controls the ruin
    And player A scores no VP for "Immovable Object"

  Scenario: Purge and Secure: the kill by a unit within range of an objective counts though that unit is destroyed before the consult
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Squad"
    And "Squad" is destroyed by "Nobz"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"
