Feature: §20.2 Primary cards held out: fifth-round timing, seized objectives, tiers and end-of-battle awards
  A held-out pass over the least covered primary cards of Chapter Approved 2026-27. Battlefield
  Dominance's Command-phase awards move to the end of the holder's turn in battle round 5, as
  Immovable Object's do (interpretation 91); the seizing award of Purge and Secure and of
  Unstoppable Force is for non-home objectives only, while Determined Acquisition counts every
  objective taken this turn (07.02, 08.05, 14.02). Extract Relic's Sensor Sweep removes one of the
  opponent's operation markers, and its restriction counts the opponent's markers, while Locate
  and Deny's removes one of the holder's own (16.01; interpretation 92).

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the crater is within player B's territory
    And the bunker is within player A's territory

  Scenario: Battlefield Dominance in battle round 5 pays per objective at the end of the turn, not the Command phase
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the phase
    Then player A scores no VP for "Battlefield Dominance"
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Battlefield Dominance"

  Scenario: Battlefield Dominance in battle round 4 still pays at the end of the Command phase
    Given player B has the primary mission "Battlefield Dominance"
    And it is player B's Command phase in battle round 4
    And a unit "One" for player B
    And "One" is within the ruin
    When the game advances to the end of the phase
    Then player B scores 3 VP for "Battlefield Dominance"
    When the game advances to the end of the turn
    Then player B scores 3 VP for "Battlefield Dominance"

  Scenario: Battlefield Dominance: the majority award pays in battle round 2 but not in battle round 3
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Battlefield Dominance"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Battlefield Dominance" in battle round 2
    And player A scores 3 VP for "Battlefield Dominance" in battle round 3

  Scenario: Battlefield Dominance: no home bonus without the home objective
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the crater
    When the game advances to the end of the phase
    Then player A scores 6 VP for "Battlefield Dominance"

  Scenario: Purge and Secure: retaking the home objective is no freshly seized non-home objective
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the bunker
    And player A did not control the bunker at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Purge and Secure"

  Scenario: Purge and Secure: a freshly seized expansion objective pays at the end of the turn
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the hill
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Unstoppable Force: retaking the home objective pays no seizing award
    Given player A has the primary mission "Unstoppable Force"
    And it is player A's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the bunker
    And player A did not control the bunker at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Determined Acquisition counts a retaken home objective as taken this turn
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the bunker
    And player A did not control the bunker at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Determined Acquisition"

  Scenario: Determined Acquisition's Command-phase award waits for battle round 2
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Command phase in battle round 1
    And a unit "One" for player A
    And "One" is within the crater
    And player A controlled the crater at the start of the turn
    When the game advances to the end of the phase
    Then player A scores no VP for "Determined Acquisition"
    When the game advances to the end of the turn
    Then player A scores no VP for "Determined Acquisition"

  Scenario: Determined Acquisition: a battle-shocked unit seizes nothing
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the hill
    And "One" is battle-shocked
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Determined Acquisition"

  Scenario: Vital Link pays its central award and a VP for each marker at a held central objective
    Given player A has the primary mission "Vital Link"
    And player A has 2 operation markers within the ruin
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Vital Link"

  Scenario: Vital Link's two Command-phase awards stack on a central objective
    Given player A has the primary mission "Vital Link"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the phase
    Then player A scores 8 VP for "Vital Link"

  Scenario: Vital Link: an expansion objective pays only the non-home award
    Given player A has the primary mission "Vital Link"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the hill
    When the game advances to the end of the phase
    Then player A scores 4 VP for "Vital Link"

  Scenario: Extract Relic pays its marker award again at the end of the battle
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And it is player B's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the hill
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Extract Relic"

  Scenario: Smoke and Mirrors: objectives decoyed by the opponent pay the holder nothing
    Given player A has the primary mission "Smoke and Mirrors"
    And the ruin is decoyed by player B
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Smoke and Mirrors"

  Scenario: Smoke and Mirrors: four decoyed objectives pay at the end of the battle
    Given the tower is an objective
    And player A has the primary mission "Smoke and Mirrors"
    And the ruin is decoyed by player A
    And the hill is decoyed by player A
    And the crater is decoyed by player A
    And the tower is decoyed by player A
    And it is player B's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player A scores 10 VP for "Smoke and Mirrors"

  Scenario: Triangulation: only the highest tier scores
    Given player A has the primary mission "Triangulation"
    And the ruin is triangulated by player A
    And the hill is triangulated by player A
    And the crater is triangulated by player A
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 10 VP for "Triangulation"

  Scenario: Triangulation: four objectives held at the end of the battle
    Given the tower is an objective
    And player A has the primary mission "Triangulation"
    And it is player B's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the tower
    And a unit "Four" for player A
    And "Four" is within the bunker
    When the game advances to the end of the battle round
    Then player A scores 10 VP for "Triangulation"

  Scenario: Immovable Object pays nothing per objective at the Command phase of battle round 5
    Given player B has the primary mission "Immovable Object"
    And it is player B's Command phase in battle round 5
    And a unit "One" for player B
    And "One" is within the hill
    When the game advances to the end of the phase
    Then player B scores no VP for "Immovable Object"
    When the game advances to the end of the turn
    Then player B scores 5 VP for "Immovable Object"

  Scenario: Secure Asset: a kill counts only when the unit started the turn on a central objective
    Given player A has the primary mission "Secure Asset"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Secure Asset"

  Scenario: Battlefield Dominance: the round's cap cuts the Command phase and the end of turn together
    Given the tower is an objective
    And the mound is an objective
    And player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the tower
    And a unit "Four" for player A
    And "Four" is within the mound
    And a unit "Five" for player A
    And "Five" is within the crater
    When the game advances to the end of the phase
    Then player A scores 15 VP for "Battlefield Dominance"
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Battlefield Dominance"

  Scenario: Take and Hold against Purge the Foe gives each player their matchup's primary
    Given player A's force disposition is "Take and Hold"
    And player B's force disposition is "Purge the Foe"
    Then player A's primary mission is "Immovable Object"
    And player B's primary mission is "Unstoppable Force"

  Scenario: Reconnaissance Sweep: a unit within 6" of the centre is no presence in its quarter
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
    And "Three" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep: four quarters pay the higher tier only
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
    And "Four" is wholly within the south-east quarter
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Reconnaissance Sweep"

  Scenario: Outmanoeuvre in battle round 4 pays at the end of the turn, not the Command phase
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Command phase in battle round 4
    And a unit "One" for player A
    And "One" is within the hill
    When the game advances to the end of the phase
    Then player A scores no VP for "Outmanoeuvre"
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Outmanoeuvre"

  Scenario: Surveil the Foe: no opponent's markers pays from battle round 2
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Surveil the Foe"

  Scenario: Death Trap: a kill in a terrain area trapped by the opponent pays the holder nothing
    Given player A has the primary mission "Death Trap"
    And the ruin is trapped by player B
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the ruin
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Death Trap"

  Scenario: Unstoppable Force: a battle-shocked unit on the central objective pays no end-of-battle award
    Given player B has the primary mission "Unstoppable Force"
    And it is player B's Fight phase in battle round 5
    And a unit "One" for player B
    And "One" is within the ruin
    And "One" is battle-shocked
    When the game advances to the end of the battle round
    Then player B scores no VP for "Unstoppable Force"

  Scenario: Extract Relic's Sensor Sweep removes one of the opponent's markers
    Given player A has the primary mission "Extract Relic"
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has 1 operation marker on the battlefield
    And player A scores 4 VP for "Extract Relic"

  Scenario: Extract Relic's Sensor Sweep cannot start while one marker is left on the battlefield
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Sensor Sweep" Action on the ruin because the Action's restrictions forbid it

  Scenario: Locate and Deny's Sensor Sweep removes one of the holder's own markers
    Given player A has the primary mission "Locate and Deny"
    And player A has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player A has 1 operation marker on the battlefield

  Scenario: In the matchup, both players' Sensor Sweeps remove the Locate and Deny player's markers
    Given player A has the primary mission "Extract Relic"
    And player B has the primary mission "Locate and Deny"
    And player B has 3 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Scouts" for player B
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has 2 operation markers on the battlefield
    When the game advances to player B's Shooting phase
    And "Squad" is destroyed
    And "Scouts" makes a normal move into the ruin
    And "Scouts" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has 1 operation marker on the battlefield

  Scenario: Extract Relic's Sensor Sweep counts the opponent's markers for its restriction, not the holder's
    Given player A has the primary mission "Extract Relic"
    And player A has an operation marker within the hill
    And player B has 2 operation markers within the hill
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" can start the "Sensor Sweep" Action on the ruin

  Scenario: Extract Relic: the sweep leaves the opponent one marker, and the relic award follows
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And player B has an operation marker within the ruin
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the ruin
    And the game advances to the end of the turn
    Then player B has no operation marker within the ruin
    And player A scores 8 VP for "Extract Relic"

  Scenario: Decoy completed at the end of the turn pays in that turn's consult
    Given player A has the primary mission "Smoke and Mirrors"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When "Squad" starts the "Decoy" Action on the hill
    And the game advances to the end of the turn
    Then the hill is decoyed by player A
    And player A has an operation marker within the hill
    And player A scores 2 VP for "Smoke and Mirrors"

  Scenario: Maintain Control's marker counts in the same consult
    Given player A has the primary mission "Vital Link"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Maintain Control" Action on the ruin
    And the game advances to the end of the turn
    Then player A has an operation marker within the ruin
    And player A scores 3 VP for "Vital Link"

  Scenario: Extract Intelligence pays 7 VP for each completed in battle round 2
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Scouts" for player A
    And "Scouts" is within the crater
    When "Squad" starts the "Extract Intelligence" Action on the hill
    And "Scouts" starts the "Extract Intelligence" Action on the crater
    And the game advances to the end of the turn
    Then player A scores 14 VP for "Gather Intel"
    And player A has 2 operation markers on the battlefield

  Scenario: Extract Intelligence is not done while its unit does not control the objective
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And "Boyz" has OC 5
    When "Squad" starts the "Extract Intelligence" Action on the hill
    And the game advances to the end of the turn
    Then player A scores no VP for "Gather Intel"
    And player A has no operation marker within the hill

  Scenario: Triangulate completed makes an objective triangulated for the tier in the same turn
    Given player A has the primary mission "Triangulation"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When "Squad" starts the "Triangulate" Action on the hill
    And the game advances to the end of the turn
    Then the hill is triangulated by player A
    And player A scores 3 VP for "Triangulation"

  Scenario: Booby Trap traps the terrain area at once and pays with the objective bonus
    Given player A has the primary mission "Death Trap"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When "Squad" starts the "Booby Trap" Action on the hill
    Then the hill is trapped by player A
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Death Trap"

  Scenario: Consecrate's end-of-battle award for the opponent's home objective
    Given player B has the primary mission "Consecrate"
    And the bunker is consecrated by player B
    And it is player B's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player B scores 8 VP for "Consecrate"

  Scenario: Punishment selects at the start of the holder's turn
    Given player A has the primary mission "Punishment"
    And it is player B's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the start of player A's turn
    Then "Boyz" can be selected for player A's "Punishment"
    When player A selects "Boyz" for "Punishment"
    Then "Boyz" is condemned by player A

  Scenario: Punishment cannot select in the holder's Movement phase
    Given player A has the primary mission "Punishment"
    And it is player A's Movement phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    Then "Boyz" cannot be selected for player A's "Punishment" because the selection cannot be made now

  Scenario: A condemned unit destroyed in its own player's turn pays Punishment at that turn's end
    Given player A has the primary mission "Punishment"
    And it is player B's Movement phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: Search and Scour: an enemy unit in strategic reserves is not within the holder's territory
    Given player B has the primary mission "Search and Scour"
    And it is player B's Fight phase in battle round 5
    And a unit "Late" for player A
    And "Late" is in strategic reserves
    When the game advances to the end of the battle round
    Then player B scores 5 VP for "Search and Scour"

  Scenario: Search and Scour: an enemy unit wholly within the holder's territory denies the end-of-battle award
    Given player B has the primary mission "Search and Scour"
    And it is player B's Fight phase in battle round 5
    And a unit "Raiders" for player A
    And "Raiders" is wholly within player B's territory
    When the game advances to the end of the battle round
    Then player B scores no VP for "Search and Scour"

  Scenario: Reconnaissance Sweep: an AIRCRAFT unit is no presence
    Given the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Purge and Secure: a kill made from an objective pays
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And "Raiders" is within the ruin
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Purge and Secure: a kill away from every objective pays nothing
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores no VP for "Purge and Secure"

  Scenario: Secure Asset's two Command-phase awards for three objectives
    Given player A has the primary mission "Secure Asset"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    When the game advances to the end of the phase
    Then player A scores 8 VP for "Secure Asset"

  Scenario: Triangulation counts only the holder's triangulated objectives
    Given player A has the primary mission "Triangulation"
    And the ruin is triangulated by player A
    And the hill is triangulated by player B
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Triangulation"

  Scenario: Vital Link: a marker at a contested central objective pays nothing
    Given player A has the primary mission "Vital Link"
    And player A has an operation marker within the ruin
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Vital Link"

  Scenario: Delaying Action does not pay for kills made in the opponent's turn
    Given player A has the primary mission "Delaying Action"
    And it is player B's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Vanguard Operation pays the Action and a kill together
    Given the woods is a terrain area
    And the woods is within player B's territory
    And player A has the primary mission "Vanguard Operation"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And a unit "Boyz" for player B
    When "Squad" starts the "Vanguard Operation" Action
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then "Squad" completes the "Vanguard Operation" Action
    And player A scores 6 VP for "Vanguard Operation"

  Scenario: Vanguard Operation: an enemy unit in the terrain area leaves only the kill award
    Given the woods is a terrain area
    And the woods is within player B's territory
    And player A has the primary mission "Vanguard Operation"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Grots" is within the woods
    When "Squad" starts the "Vanguard Operation" Action
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard Operation" Action
    And player A scores 2 VP for "Vanguard Operation"

  Scenario: Vanguard Operation is once per turn
    Given the woods is a terrain area
    And the forest is a terrain area
    And player A has the primary mission "Vanguard Operation"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And a unit "Scouts" for player A
    And "Scouts" is within the forest
    When "Squad" starts the "Vanguard Operation" Action
    Then "Scouts" cannot start the "Vanguard Operation" Action because the Action's use limit is reached

  Scenario: Inescapable Dominion in battle round 2: the Command phase and the end of the turn add up
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 13 VP for "Inescapable Dominion"

  Scenario: Sabotage in battle round 1 pays per Action but nothing for control
    Given player A has the primary mission "Sabotage"
    And it is player A's Command phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to player A's Shooting phase
    And "Squad" starts the "Sabotage" Action on the hill
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Sabotage"
