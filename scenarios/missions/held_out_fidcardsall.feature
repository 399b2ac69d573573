Feature: Held out: every primary card of Chapter Approved 2026-27, scoring and not (§20.2, §15, 07.02, 07.03, 08.05, 14.02)
  A tournament organiser's pass over the 25 primary mission cards of wh40kdc 1.4.5, as the
  contract lets a scenario use them. For each card, one moment where an award scores its exact
  VP (the end of the holder's turn, the end of the holder's Command phase, the end of the
  battle) and one where it does not: the wrong moment, the wrong player's turn, the first battle
  round before a "from battle round 2" window, the fifth round after a "battle rounds 2 to 4"
  window, a count missed by one, a tag of the wrong player, and the caps of the mission.
  Player A takes the first turn. The ruin is a central objective, the hill an expansion
  objective, both in No Man's Land; the bunker is player A's home objective and the crater
  player B's, each within its player's territory and deployment zone.

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the bunker is within player A's territory
    And the bunker is within player A's deployment zone
    And the crater is within player B's territory
    And the crater is within player B's deployment zone
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B

  # Battlefield Dominance

  Scenario: Battlefield Dominance in battle round 5: nothing at the end of the Command phase, 3 per objective and 2 per non-home objective at the end of the turn
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 5
    And "Squad" is within the bunker
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    When the game advances to the end of the phase
    Then player A scores no VP for "Battlefield Dominance"
    When the game advances to the end of the turn
    Then player A scores 13 VP for "Battlefield Dominance"

  Scenario: Battlefield Dominance in battle round 2: four objectives at the Command phase meet the 15 VP round cap and the majority award is cut
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 2
    And "Squad" is within the bunker
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    And a unit "Raiders" for player A
    And "Raiders" is within the crater
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Battlefield Dominance"
    And player A scores 15 VP from primary missions in battle round 2

  Scenario: Battlefield Dominance: the majority at the end of the opponent's turn pays nothing, and without the home objective the Command phase pays 3 per objective only
    Given player A has the primary mission "Battlefield Dominance"
    And it is player B's Fight phase in battle round 1
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Battlefield Dominance"
    When the game advances to the end of player A's Command phase
    Then player A scores 3 VP for "Battlefield Dominance"

  # Determined Acquisition

  Scenario: Determined Acquisition pays 2 VP for the objective taken this turn, not for the one held since its start
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Fight phase in battle round 1
    And "Scouts" is within the ruin
    And player A controlled the ruin at the start of the turn
    And "Guards" is within the hill
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Determined Acquisition"

  Scenario: Determined Acquisition: nothing at the first Command phase, 2 VP at the end of the battle's first turn (nobody controlled anything at its start, 14.02), then 3 and 3 for an objective within the opponent's territory
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Command phase in battle round 1
    And "Squad" is within the crater
    When the game advances to the end of the phase
    Then player A scores no VP for "Determined Acquisition"
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Determined Acquisition"
    When the game advances to the end of player A's Command phase
    Then player A scores 8 VP for "Determined Acquisition"
    And player A scores 6 VP from primary missions in battle round 2

  # Immovable Object

  Scenario: Immovable Object in battle round 5: the Command phase pays nothing and the end of the turn pays 5 per non-home objective and 3 for the central one
    Given player A has the primary mission "Immovable Object"
    And it is player A's Command phase in battle round 5
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    When the game advances to the end of the phase
    Then player A scores no VP for "Immovable Object"
    When the game advances to the end of the turn
    Then player A scores 13 VP for "Immovable Object"

  Scenario: Immovable Object pays nothing at the end of the opponent's turn for the central objective
    Given player A has the primary mission "Immovable Object"
    And it is player B's Fight phase in battle round 3
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Immovable Object"

  # Inescapable Dominion

  Scenario: Inescapable Dominion: two objectives each at the Command phase pays 5 VP, not the majority's 4
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Command phase in battle round 2
    And "Squad" is within the bunker
    And "Scouts" is within the ruin
    And "Boyz" is within the hill
    And "Grots" is within the crater
    When the game advances to the end of the phase
    Then player A scores 5 VP for "Inescapable Dominion"

  Scenario: Inescapable Dominion: the opponent's home objective at the end of the battle pays 5 VP, two objectives at the end of the turn do not pay the 3-objective award
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Fight phase in battle round 5
    And "Squad" is within the crater
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Inescapable Dominion"
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Inescapable Dominion"

  # Purge and Secure

  Scenario: Purge and Secure: a kill meeting both of its kill awards pays 3 VP once
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And "Guards" is within the hill
    And "Boyz" started the turn within the ruin
    When "Boyz" is destroyed by "Guards"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Purge and Secure: an objective seized in battle round 1 pays nothing; the same seizure in battle round 2 pays 3 VP
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And "Guards" is within the hill
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Purge and Secure"

  Scenario: Purge and Secure: a non-home objective seized in battle round 2 pays 3 VP at the end of the turn
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 2
    And "Guards" is within the hill
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  # Unstoppable Force

  Scenario: Unstoppable Force: a kill in the opponent's turn pays nothing, the central objective at the end of the battle pays 5 VP
    Given player A has the primary mission "Unstoppable Force"
    And it is player B's Fight phase in battle round 5
    And "Scouts" is within the ruin
    When "Boyz" is destroyed by "Scouts"
    And the game advances to the end of the turn
    Then player A scores no VP for "Unstoppable Force"
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Unstoppable Force"

  # Punishment

  Scenario: Punishment: a condemned unit destroyed in the opponent's turn pays 5 VP at the end of that turn
    Given player A has the primary mission "Punishment"
    And it is player B's Shooting phase in battle round 2
    And "Boyz" is condemned by player A
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: Punishment: an enemy unit that is not condemned destroyed in the holder's turn pays nothing
    Given player A has the primary mission "Punishment"
    And it is player A's Shooting phase in battle round 1
    And "Boyz" is condemned by player A
    When "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Punishment"

  Scenario: Punishment: two condemned units destroyed in one turn pay 5 VP, not 10
    Given player A has the primary mission "Punishment"
    And it is player A's Shooting phase in battle round 1
    And "Boyz" is condemned by player A
    And "Grots" is condemned by player A
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  # Meatgrinder

  Scenario: Meatgrinder in battle round 2: a kill, out-killing and the opponent's home objective pay 3, 5 and 5
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within the crater
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 13 VP for "Meatgrinder"

  Scenario: Meatgrinder in battle round 1: the opponent's home objective and out-killing pay nothing yet
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Fight phase in battle round 1
    And "Squad" is within the crater
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Meatgrinder"

  # Consecrate

  Scenario: Consecrate: the opponent's home objective consecrated pays 5 VP at the end of the battle, not at the end of the opponent's turn
    Given player A has the primary mission "Consecrate"
    And it is player B's Fight phase in battle round 5
    And the crater is consecrated by player A
    When the game advances to the end of the turn
    Then player A scores no VP for "Consecrate"
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Consecrate"

  Scenario: Consecrate: the opponent's home objective consecrated by the opponent pays the holder nothing at the end of the battle
    Given player A has the primary mission "Consecrate"
    And it is player B's Fight phase in battle round 5
    And the crater is consecrated by player B
    When the game advances to the end of battle round 5
    Then player A scores no VP for "Consecrate"

  # Death Trap

  Scenario: Death Trap: a trapped objective pays 2 and 3, a trapped terrain area that is no objective pays 2
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And it is player A's Fight phase in battle round 1
    And the ruin is trapped by player A
    And the wood is trapped by player A
    When the game advances to the end of the turn
    Then player A scores 7 VP for "Death Trap"

  Scenario: Death Trap: an enemy unit that started the turn in a terrain area the opponent trapped pays nothing
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And it is player A's Fight phase in battle round 1
    And the wood is trapped by player B
    And "Boyz" started the turn within the wood
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Death Trap"

  # Delaying Action

  Scenario: Delaying Action in battle round 2: two kills pay 2 each and a central with an expansion objective pays 3
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 2
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Delaying Action"

  Scenario: Delaying Action: a central objective without an expansion objective pays nothing at the end of the turn
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 3
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  # Locate and Deny

  Scenario: Locate and Deny: exactly one marker of the holder's with a friendly unit alone in its terrain area pays 4 VP
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Fight phase in battle round 1
    And player A has an operation marker within the ruin
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Locate and Deny"

  Scenario: Locate and Deny: two markers of the holder's is not exactly one, and pays nothing
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Fight phase in battle round 1
    And player A has an operation marker within the ruin
    And player A has an operation marker within the hill
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"

  # Smoke and Mirrors

  Scenario: Smoke and Mirrors: four objectives decoyed pay 10 VP at the end of the battle
    Given player A has the primary mission "Smoke and Mirrors"
    And the well is an objective
    And the well is within No Man's Land
    And the ford is an objective
    And the ford is within No Man's Land
    And it is player B's Fight phase in battle round 5
    And the ruin is decoyed by player A
    And the hill is decoyed by player A
    And the well is decoyed by player A
    And the ford is decoyed by player A
    When the game advances to the end of battle round 5
    Then player A scores 10 VP for "Smoke and Mirrors"

  Scenario: Smoke and Mirrors: a decoyed objective in the opponent's territory pays 2 and 2 at the end of the holder's turn, three decoyed pay nothing at the end of the battle
    Given player A has the primary mission "Smoke and Mirrors"
    And the well is an objective
    And the well is within player B's territory
    And it is player A's Fight phase in battle round 5
    And the ruin is decoyed by player A
    And the hill is decoyed by player A
    And the well is decoyed by player A
    When the game advances to the end of the turn
    Then player A scores 8 VP for "Smoke and Mirrors"
    When the game advances to the end of battle round 5
    Then player A scores 8 VP for "Smoke and Mirrors"

  # Secure Asset

  Scenario: Secure Asset: a kill of a unit that started the turn on the central objective pays 2 VP
    Given player A has the primary mission "Secure Asset"
    And it is player A's Fight phase in battle round 1
    And "Boyz" started the turn within the ruin
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Secure Asset"

  Scenario: Secure Asset: a kill of a unit that started the turn on the expansion objective pays nothing
    Given player A has the primary mission "Secure Asset"
    And it is player A's Fight phase in battle round 1
    And "Boyz" started the turn within the hill
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Secure Asset"

  # Extract Relic

  Scenario: Extract Relic: the opponent's last marker held alone pays 4 at the end of the holder's turn and 5 at the end of the battle
    Given player A has the primary mission "Extract Relic"
    And it is player A's Fight phase in battle round 5
    And player B has an operation marker within the ruin
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Extract Relic"
    When the game advances to the end of battle round 5
    Then player A scores 9 VP for "Extract Relic"

  Scenario: Extract Relic: an enemy unit within the last marker's terrain area denies the award
    Given player A has the primary mission "Extract Relic"
    And it is player A's Fight phase in battle round 1
    And player B has an operation marker within the ruin
    And "Scouts" is within the ruin
    And "Boyz" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Extract Relic"

  # Vital Link

  Scenario: Vital Link: the central objective with two of the holder's markers pays 2 and 1 per marker
    Given player A has the primary mission "Vital Link"
    And it is player A's Fight phase in battle round 1
    And "Scouts" is within the ruin
    And player A has 2 operation markers within the ruin
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Vital Link"

  Scenario: Vital Link: markers within range of the expansion objective add nothing
    Given player A has the primary mission "Vital Link"
    And it is player A's Fight phase in battle round 1
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    And player A has 2 operation markers within the hill
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Vital Link"

  # Sabotage

  Scenario: Sabotage: an Action completed within range of an objective in the opponent's territory pays 3 and 2
    Given player A has the primary mission "Sabotage"
    And the well is an objective
    And the well is within player B's territory
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the well
    When "Squad" starts the "Sabotage" Action on the well
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Sabotage"

  Scenario: Sabotage: an Action completed in No Man's Land pays 3 only
    Given player A has the primary mission "Sabotage"
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the ruin
    When "Squad" starts the "Sabotage" Action on the ruin
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Sabotage"

  # Vanguard Operation

  Scenario: Vanguard Operation: the opponent's home objective pays 10 VP at the end of the battle even after the round's 15 VP
    Given player A has the primary mission "Vanguard Operation"
    And it is player B's Fight phase in battle round 5
    And player A has scored 15 VP from primary missions in battle round 5
    And "Squad" is within the crater
    When the game advances to the end of battle round 5
    Then player A scores 10 VP for "Vanguard Operation"

  Scenario: Vanguard Operation: the per-battle cap cuts the end of the battle award to what is left of 45
    Given player A has the primary mission "Vanguard Operation"
    And it is player B's Fight phase in battle round 5
    And player A has scored 40 VP for "Vanguard Operation"
    And "Squad" is within the crater
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Vanguard Operation"

  # Reconnaissance Sweep

  Scenario: Reconnaissance Sweep: four quarters pay 6 VP, one kill 1 more
    Given player A has the primary mission "Reconnaissance Sweep"
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And a unit "Raiders" for player A
    And it is player A's Fight phase in battle round 1
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the south-east quarter
    And "Guards" is wholly within the north-west quarter
    And "Raiders" is wholly within the north-east quarter
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep: a battle-shocked unit is no presence, and three quarters pay 3 VP
    Given player A has the primary mission "Reconnaissance Sweep"
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And a unit "Raiders" for player A
    And it is player A's Fight phase in battle round 1
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the south-east quarter
    And "Guards" is wholly within the north-west quarter
    And "Raiders" is wholly within the north-east quarter
    And "Raiders" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Reconnaissance Sweep"

  # Surveil the Foe

  Scenario: Surveil the Foe: no marker of the opponent's pays 5 VP at the end of the turn from battle round 2, nothing in battle round 1
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Surveil the Foe"

  Scenario: Surveil the Foe: the only surveilled enemy unit within range of an objective the opponent's marker shields pays nothing
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    And "Boyz" is surveilled by player A
    And "Boyz" is within the hill
    And player B has an operation marker within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"

  # Triangulation

  Scenario: Triangulation: one objective triangulated pays nothing in battle round 1 and 3 VP in battle round 2
    Given player A has the primary mission "Triangulation"
    And it is player A's Fight phase in battle round 1
    And the hill is triangulated by player A
    When the game advances to the end of the turn
    Then player A scores no VP for "Triangulation"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Triangulation"

  Scenario: Triangulation: four objectives at the end of the battle pay 10 VP, three pay nothing
    Given player A has the primary mission "Triangulation"
    And it is player B's Fight phase in battle round 5
    And "Squad" is within the bunker
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    When the game advances to the end of battle round 5
    Then player A scores no VP for "Triangulation"

  # Search and Scour

  Scenario: Search and Scour: an enemy unit within but not wholly within the holder's territory leaves the end of battle award
    Given player A has the primary mission "Search and Scour"
    And it is player B's Fight phase in battle round 5
    And "Boyz" is within player A's territory
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Search and Scour"

  Scenario: Search and Scour: an enemy unit wholly within the holder's territory denies the end of battle award; a kill of a unit that started in a terrain area pays 2
    Given player A has the primary mission "Search and Scour"
    And the wood is a terrain area
    And it is player A's Fight phase in battle round 5
    And "Boyz" is wholly within player A's territory
    And "Grots" started the turn within the wood
    When "Grots" is destroyed by "Squad"
    And the game advances to the end of battle round 5
    Then player A scores 2 VP for "Search and Scour"

  # Gather Intel

  Scenario: Gather Intel: the central objective pays 6 VP at the end of the holder's turn in battle round 1 only; battle round 2 pays the Command phase's 4
    Given player A has the primary mission "Gather Intel"
    And it is player A's Fight phase in battle round 1
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Gather Intel"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 10 VP for "Gather Intel"
    And player A scores 4 VP from primary missions in battle round 2

  Scenario: Gather Intel: three markers and one within range of the opponent's home objective pay 5 and 5 at the end of the battle
    Given player A has the primary mission "Gather Intel"
    And it is player B's Fight phase in battle round 5
    And player A has an operation marker within the ruin
    And player A has an operation marker within the hill
    And player A has an operation marker within the crater
    When the game advances to the end of battle round 5
    Then player A scores 10 VP for "Gather Intel"

  Scenario: Gather Intel: two markers, none within range of the opponent's home objective, pay nothing at the end of the battle
    Given player A has the primary mission "Gather Intel"
    And it is player B's Fight phase in battle round 5
    And player A has an operation marker within the ruin
    And player A has an operation marker within the hill
    When the game advances to the end of battle round 5
    Then player A scores no VP for "Gather Intel"

  # Outmanoeuvre

  Scenario: Outmanoeuvre in battle round 1: the opponent's home objective pays 10 and 4 as a non-home objective
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Fight phase in battle round 1
    And "Squad" is within the crater
    When the game advances to the end of the turn
    Then player A scores 14 VP for "Outmanoeuvre"

  Scenario: Outmanoeuvre in battle round 4: the Command phase pays nothing and the end of the turn pays 6 per non-home objective
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Command phase in battle round 4
    And "Scouts" is within the ruin
    And "Guards" is within the hill
    When the game advances to the end of the phase
    Then player A scores no VP for "Outmanoeuvre"
    When the game advances to the end of the turn
    Then player A scores 12 VP for "Outmanoeuvre"

  # Force dispositions

  Scenario: Take and Hold against Purge the Foe gives Immovable Object, and Purge the Foe against Take and Hold gives Unstoppable Force
    Given player A's force disposition is "Take and Hold"
    And player B's force disposition is "Purge the Foe"
    Then player A's primary mission is "Immovable Object"
    And player B's primary mission is "Unstoppable Force"

  # Further edges: a stated tag's turn, a shorter mission, the condemned tag's end, mixed counts

  Scenario: Death Trap: a terrain area trapped in an earlier turn pays nothing in the next turn
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And it is player A's Fight phase in battle round 1
    And the wood is trapped by player A
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Death Trap"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Death Trap"
    And the wood is trapped by player A

  Scenario: Vanguard Operation in a mission of 3 battle rounds: the opponent's home objective pays 10 VP at the end of the battle, after battle round 3
    Given player A has the primary mission "Vanguard Operation"
    And the mission lasts 3 battle rounds
    And it is player B's Fight phase in battle round 3
    And "Squad" is within the crater
    When the game advances to the end of battle round 3
    Then player A scores 10 VP for "Vanguard Operation"

  Scenario: Punishment: the condemned tag ends at the start of the holder's next turn, so the unit destroyed in that turn pays nothing
    Given player A has the primary mission "Punishment"
    And it is player B's Fight phase in battle round 1
    And "Boyz" is condemned by player A
    When the game advances to player A's Shooting phase
    Then "Boyz" is not condemned by player A
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Punishment"

  Scenario: Reconnaissance Sweep: a kill in the opponent's turn pays nothing
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player B's Fight phase in battle round 2
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Triangulation: exactly two objectives triangulated pay the middle tier's 6 VP only
    Given player A has the primary mission "Triangulation"
    And it is player A's Fight phase in battle round 3
    And the ruin is triangulated by player A
    And the hill is triangulated by player A
    And the crater is triangulated by player B
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Triangulation"

  Scenario: Vital Link: the opponent's markers within range of the central objective the holder controls add nothing
    Given player A has the primary mission "Vital Link"
    And it is player A's Fight phase in battle round 1
    And "Scouts" is within the ruin
    And player B has 2 operation markers within the ruin
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Vital Link"

  Scenario: Smoke and Mirrors: objectives decoyed by the opponent pay the holder nothing
    Given player A has the primary mission "Smoke and Mirrors"
    And it is player A's Fight phase in battle round 2
    And the ruin is decoyed by player B
    And the hill is decoyed by player B
    When the game advances to the end of the turn
    Then player A scores no VP for "Smoke and Mirrors"

  Scenario: Extract Relic: the opponent's last marker in a terrain area where no friendly unit stands pays nothing
    Given player A has the primary mission "Extract Relic"
    And it is player A's Fight phase in battle round 1
    And player B has an operation marker within the hill
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Extract Relic"

  Scenario: Surveil the Foe: of two surveilled enemy units one is shielded and one is not, which pays 4 VP
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    And "Boyz" is surveilled by player A
    And "Boyz" is within the hill
    And player B has an operation marker within the hill
    And "Grots" is surveilled by player A
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Surveil the Foe"

  Scenario: Locate and Deny: the last marker held alone pays nothing at the end of the opponent's turn and 5 VP at the end of the battle
    Given player A has the primary mission "Locate and Deny"
    And it is player B's Fight phase in battle round 5
    And player A has an operation marker within the hill
    And "Guards" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Locate and Deny"

  # Combinations: battle-shock in the Command phase, secured objectives, moves after the start of the turn

  Scenario: Purge and Secure: a unit below half-strength that fails its battle-shock roll has OC '-' when the Command phase ends, and its objective pays nothing
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Command phase in battle round 2
    And "Guards" is within the hill
    And "Guards" has a starting strength of 10
    And "Guards" has 5 models left
    And the battle-shock roll for "Guards" will be 2
    When the game advances to the end of the phase
    Then "Guards" is battle-shocked
    And no player controls the hill
    And player A scores no VP for "Purge and Secure"

  Scenario: Purge and Secure: the same unit passing its battle-shock roll holds the objective, which pays 4 VP
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Command phase in battle round 2
    And "Guards" is within the hill
    And "Guards" has a starting strength of 10
    And "Guards" has 5 models left
    And the battle-shock roll for "Guards" will be 12
    When the game advances to the end of the phase
    Then "Guards" is not battle-shocked
    And player A scores 4 VP for "Purge and Secure"

  Scenario: Vanguard Operation: the opponent's home objective secured with no unit on it is still controlled at the end of the battle, and pays 10 VP
    Given player A has the primary mission "Vanguard Operation"
    And it is player B's Fight phase in battle round 5
    And player A controls the crater
    And player A has secured the crater
    When the game advances to the end of battle round 5
    Then player A controls the crater
    And player A scores 10 VP for "Vanguard Operation"

  Scenario: Vanguard Operation: the opponent's unit on its secured home objective takes it back at the end of the phase, and the end of the battle pays nothing
    Given player A has the primary mission "Vanguard Operation"
    And it is player B's Fight phase in battle round 5
    And player A controls the crater
    And player A has secured the crater
    And "Boyz" is within the crater
    When the game advances to the end of battle round 5
    Then player B controls the crater
    And player A scores no VP for "Vanguard Operation"

  Scenario: Secure Asset: a unit that moved off the central objective in its own turn started the holder's next turn off it, and its destruction then pays nothing
    Given player A has the primary mission "Secure Asset"
    And it is player B's Movement phase in battle round 1
    And "Boyz" is within the ruin
    When "Boyz" makes a normal move into the hill
    And the game advances to player B's Fight phase
    And the game advances to the end of the turn
    Then player A scores no VP for "Secure Asset"
    When the game advances to player A's Shooting phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Secure Asset"
