Feature: Held out: every secondary card of Chapter Approved 2026-27, scoring and not (§20.2, §15, 07.02, 14.02, Rules Appendix)
  A tournament organiser's pass over the 18 secondary mission cards of wh40kdc 1.4.5, Fixed and
  Tactical, as the contract lets a scenario use them. Each scenario walks a card to a moment where
  it scores its exact VP and one where it does not: the wrong player's turn, a count missed by
  one, a threshold met exactly, a battle-shocked unit, a tag of the other player, the first
  battle round before a window opens, a card's own `at most` and the per Fixed secondary card
  cap. Player A takes the first turn; the ruin is a central objective, the hill an expansion
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

  Scenario: A Grievous Blow as a Fixed mission: a unit of starting strength 13 destroyed in the opponent's turn pays 4 VP, one of 12 pays nothing
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 13
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 12
    When "Horde" is destroyed
    And "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: A Grievous Blow and Bring It Down drawn as Tactical missions: two kills each are cut to the cards' 5 VP
    Given it is player A's Shooting phase in battle round 3
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 13
    And a unit "Swarm" for player B
    And "Swarm" has a starting strength of 20
    And a unit "Knight" for player B
    And "Knight" has W 10
    And "Knight" has 1 model left
    And a unit "Titan" for player B
    And "Titan" has W 22
    And "Titan" has 1 model left
    When player A draws "A Grievous Blow"
    And player A draws "Bring It Down"
    And "Horde" is destroyed by "Squad"
    And "Swarm" is destroyed by "Squad"
    And "Knight" is destroyed by "Squad"
    And "Titan" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Grievous Blow"
    And player A scores 5 VP for "Bring It Down"
    And player A scores 10 VP from secondary missions in battle round 3

  Scenario: A Tempting Target pays nothing at the end of the opponent's turn and 5 VP at the end of the holder's
    Given player A has the secondary mission "A Tempting Target"
    And player B has selected the ruin for player A's "A Tempting Target"
    And it is player B's Fight phase in battle round 1
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "A Tempting Target"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Tempting Target"

  Scenario: A Tempting Target: the opponent's home objective cannot be selected, an objective within No Man's Land can
    Given player A has the secondary mission "A Tempting Target"
    Then the crater cannot be selected for player A's "A Tempting Target"
    And the hill can be selected for player A's "A Tempting Target"

  Scenario: Assassination as a Fixed mission: a CHARACTER of W 4 pays 3 and 1, one of W 3 pays 3, a unit that is no CHARACTER pays nothing
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player B's Fight phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has W 4
    And "Warboss" has 1 model left
    And a unit "Painboy" for player B
    And "Painboy" has the keyword CHARACTER
    And "Painboy" has W 3
    And "Painboy" has 1 model left
    When "Warboss" is destroyed
    And "Painboy" is destroyed
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 7 VP for "Assassination"

  Scenario: Assassination drawn as a Tactical mission: a turn with no CHARACTER destroyed pays nothing, the opponent's turn that destroys one pays 5 VP
    Given it is player A's Shooting phase in battle round 1
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has W 5
    And "Warboss" has a starting strength of 1
    And "Warboss" has 1 model left
    When player A draws "Assassination"
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Assassination"
    When the game advances to player B's Fight phase
    And "Warboss" is destroyed by "Guards"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: Beacon: the beacon unit within the holder's territory but outside its deployment zone pays the lower 3 VP
    Given player A has the secondary mission "Beacon"
    And player A has selected "Scouts" for "Beacon"
    And it is player B's Fight phase in battle round 2
    And "Scouts" is within player A's territory
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Beacon"

  Scenario: Beacon: an enemy unit cannot be the beacon unit
    Given player A has the secondary mission "Beacon"
    Then "Boyz" cannot be selected for player A's "Beacon" because it is not a unit the card allows
    And "Scouts" can be selected for player A's "Beacon"

  Scenario: Behind Enemy Lines: a battle-shocked unit is not counted; passed its battle-shock roll (08.03), it counts, and the card's 5 VP over the battle cuts the next turn's 6
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And "Squad" is wholly within player B's deployment zone
    And "Guards" is wholly within player B's deployment zone
    And "Guards" is battle-shocked
    And the battle-shock roll for "Guards" will be 12
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Behind Enemy Lines"
    And player A scores 2 VP from secondary missions in battle round 3

  Scenario: Burden of Trust: nothing at the end of the holder's turn, three guarded objectives at the end of the opponent's turn are cut to 5 VP
    Given player A has the secondary mission "Burden of Trust"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the hill
    And "Guards" is within the bunker
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    And player A has selected "Scouts" to guard the hill for "Burden of Trust"
    And player A has selected "Guards" to guard the bunker for "Burden of Trust"
    When the game advances to the end of the turn
    Then player A scores no VP for "Burden of Trust"
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Burden of Trust"

  Scenario: Centre Ground: an enemy unit within 6" but not within 3" of the centre leaves the lower 3 VP
    Given player A has the secondary mission "Centre Ground"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within 3" of the centre of the battlefield
    And "Boyz" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Centre Ground: a battle-shocked unit at the centre holds nothing
    Given player A has the secondary mission "Centre Ground"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within 3" of the centre of the battlefield
    And "Squad" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Cleanse: one objective cleansed by the holder pays 2 VP; the opponent's cleansed objective does not make it two; the tag is gone after the turn
    Given player A has the secondary mission "Cleanse"
    And it is player A's Fight phase in battle round 2
    And the ruin is cleansed by player A
    And the hill is cleansed by player B
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Cleanse"
    And the ruin is not cleansed by player A

  Scenario: Defend Stronghold: nothing at the end of battle round 1, then 3 VP for the home objective while an enemy unit stands in the deployment zone
    Given player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 1
    And "Guards" is within the bunker
    And "Boyz" is within player A's deployment zone
    When the game advances to the end of battle round 1
    Then player A scores no VP for "Defend Stronghold"
    When the game advances to the end of battle round 2
    Then player A scores 3 VP for "Defend Stronghold"

  Scenario: Display of Might: a tie in No Man's Land pays nothing; one more friendly unit at the end of the opponent's turn pays 5 VP
    Given player A has the secondary mission "Display of Might"
    And it is player A's Fight phase in battle round 1
    And "Squad" is wholly within No Man's Land
    And "Scouts" is wholly within No Man's Land
    And "Boyz" is wholly within No Man's Land
    And "Grots" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"
    When the game advances to player B's Shooting phase
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Display of Might"

  Scenario: Engage on All Fronts drawn as a Tactical mission: a unit within 6" of the centre is no presence, and three quarters pay 3 VP
    Given the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And a unit "Raiders" for player A
    And it is player A's Fight phase in battle round 2
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the south-east quarter
    And "Guards" is wholly within the north-west quarter
    And "Raiders" is wholly within the north-east quarter
    And "Raiders" is within 6" of the centre of the battlefield
    When player A draws "Engage on All Fronts"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Engage on All Fronts"

  Scenario: Forward Position: the expansion objective pays nothing at the end of the opponent's turn and 5 VP at the end of the holder's
    Given player A has the secondary mission "Forward Position"
    And it is player B's Fight phase in battle round 1
    And "Guards" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Forward Position"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Forward Position: the central objective alone pays nothing
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 2
    And "Guards" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Forward Position"

  Scenario: No Prisoners and Overwhelming Force in the opponent's turn: two kills pay 2 each, only the one that started on an objective pays 3
    Given player A has the secondary mission "No Prisoners"
    And player A has the secondary mission "Overwhelming Force"
    And it is player B's Fight phase in battle round 1
    And "Boyz" started the turn within the ruin
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "No Prisoners"
    And player A scores 3 VP for "Overwhelming Force"
    And player A scores 7 VP from secondary missions in battle round 1

  Scenario: Overwhelming Force: two kills on objectives pay 6, cut to the card's 5 VP
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And "Boyz" started the turn within the ruin
    And "Grots" started the turn within the crater
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Overwhelming Force"

  Scenario: Outflank: units at opposite edges both within the holder's territory do not pay 5; a third at another edge outside it pays 3
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within 6" of the north battlefield edge
    And "Squad" is within player A's territory
    And "Scouts" is within 6" of the south battlefield edge
    And "Scouts" is within player A's territory
    And "Guards" is within 6" of the east battlefield edge
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Outflank: a unit at an edge within the holder's territory pays nothing
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And "Squad" is within 6" of the north battlefield edge
    And "Squad" is within player A's territory
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Plunder pays 5 VP for the turn its Action is completed, nothing for the next turn without one
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the wood
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"
    When the game advances to player A's Fight phase
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"
    And player A scores no VP for "Plunder" in battle round 2

  Scenario: Secure No Man's Land: the central objective with the home objective pays nothing; two objectives within No Man's Land pay 5 VP
    Given player A has the secondary mission "Secure No Man's Land"
    And it is player A's Fight phase in battle round 1
    And "Squad" is within the bunker
    And "Scouts" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Secure No Man's Land"
    When the game advances to player A's Movement phase
    And "Squad" makes a normal move into the hill
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Secure No Man's Land"

  Scenario: Bring It Down as a Fixed mission: a model of exactly W 10 pays 4, cut to 2 by the per Fixed secondary card cap; a model of W 9 pays nothing
    Given the VP caps:
      | secondary per battle round | 15 |
      | secondary per battle       | 45 |
      | per Fixed secondary card   | 20 |
    And player A has the secondary mission "Bring It Down" as a Fixed mission
    And player A has scored 18 VP for "Bring It Down"
    And it is player B's Fight phase in battle round 4
    And a unit "Knight" for player B
    And "Knight" has W 10
    And "Knight" has 1 model left
    And a unit "Dread" for player B
    And "Dread" has W 9
    And "Dread" has 1 model left
    When "Knight" is destroyed
    And "Dread" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Bring It Down"
    And player A has 20 VP

  # Attached units, both players, caps across turns

  Scenario: Assassination as a Fixed mission: an attached unit destroyed whole counts its leader's one CHARACTER model, with the leader's W
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player B's Fight phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has W 6
    And "Warboss" has a starting strength of 1
    And "Warboss" is leading "Boyz"
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: A Grievous Blow as a Fixed mission: an attached unit's starting strength counts its leader, 12 and 1 make 13
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    And "Boyz" has a starting strength of 12
    And "Warboss" is leading "Boyz"
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: No Prisoners: 4 VP in the holder's turn, then one kill in the opponent's turn is cut to the card's 5 VP
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Fight phase in battle round 2
    And a unit "Mob" for player B
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "No Prisoners"
    When the game advances to player B's Fight phase
    And "Mob" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "No Prisoners"

  Scenario: No Prisoners held by both players: each scores for the other's unit destroyed, never for its own
    Given player A has the secondary mission "No Prisoners"
    And player B has the secondary mission "No Prisoners"
    And it is player A's Fight phase in battle round 2
    When "Boyz" is destroyed by "Squad"
    And "Guards" is destroyed by "Grots"
    And "Scouts" is destroyed by "Grots"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "No Prisoners"
    And player B scores 4 VP for "No Prisoners"

  Scenario: A Grievous Blow as a Fixed mission: the secondary cap of 15 VP a battle round spans both turns of the round
    Given player A has the primary mission "Meatgrinder"
    And player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 13
    And a unit "Swarm" for player B
    And "Swarm" has a starting strength of 13
    And a unit "Mass" for player B
    And "Mass" has a starting strength of 13
    And a unit "Host" for player B
    And "Host" has a starting strength of 13
    When "Horde" is destroyed by "Squad"
    And "Swarm" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 8 VP for "A Grievous Blow"
    When the game advances to player B's Fight phase
    And "Mass" is destroyed by "Squad"
    And "Host" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 15 VP for "A Grievous Blow"
    And player A scores 15 VP from secondary missions in battle round 2

  Scenario: Display of Might held by the second player: at the end of the battle's first turn, the opponent's turn, more of its units in No Man's Land pay 5 VP
    Given player B has the secondary mission "Display of Might"
    And it is player A's Fight phase in battle round 1
    And "Boyz" is wholly within No Man's Land
    And "Grots" is wholly within No Man's Land
    And "Squad" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player B scores 5 VP for "Display of Might"

  Scenario: Forward Position: the expansion objective and the opponent's home objective together pay 5 VP once
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 2
    And "Guards" is within the hill
    And "Squad" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Burden of Trust: a guarded objective the opponent controls at the end of its turn is not guarded and pays nothing
    Given player A has the secondary mission "Burden of Trust"
    And it is player B's Fight phase in battle round 2
    And "Guards" is within the ruin
    And "Boyz" is within the ruin
    And "Boyz" has OC 5
    And player A has selected "Guards" to guard the ruin for "Burden of Trust"
    When the game advances to the end of the turn
    Then the ruin is not guarded by player A's army
    And player A scores no VP for "Burden of Trust"

  # Deployment maps of the data, positioned (§19.2)

  Scenario: Behind Enemy Lines under Hammer and Anvil: a base touching player B's zone edge from inside is wholly within and pays 3 VP; one crossing it does not
    Given player A has the secondary mission "Behind Enemy Lines"
    And the deployment "Hammer and Anvil"
    And "Squad" is off the battlefield
    And "Scouts" is off the battlefield
    And "Guards" is off the battlefield
    And "Boyz" is off the battlefield
    And "Grots" is off the battlefield
    And a unit "Rangers" for player A
    And "Rangers" has a starting strength of 1
    And "Rangers" has 25.4mm bases
    And a unit "Riders" for player A
    And "Riders" has a starting strength of 1
    And "Riders" has 25.4mm bases
    And it is player A's Fight phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Rangers | 42.5 | 10 |
      | Riders  | 42.4 | 20 |
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Beacon under Tipping Point: south of the centre line the holder's zone ends at x = 12, so a beacon unit at x = 15.5 is outside it but within the territory, and pays 3 VP
    Given player A has the secondary mission "Beacon"
    And the deployment "Tipping Point"
    And "Squad" is off the battlefield
    And "Scouts" is off the battlefield
    And "Guards" is off the battlefield
    And "Boyz" is off the battlefield
    And "Grots" is off the battlefield
    And a unit "Rangers" for player A
    And "Rangers" has a starting strength of 1
    And "Rangers" has 25.4mm bases
    And player A has selected "Rangers" for "Beacon"
    And it is player B's Fight phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Rangers | 15.5 | 10 |
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Beacon"

  Scenario: Beacon under Tipping Point: north of the centre line the same x is within the holder's zone and pays nothing
    Given player A has the secondary mission "Beacon"
    And the deployment "Tipping Point"
    And "Squad" is off the battlefield
    And "Scouts" is off the battlefield
    And "Guards" is off the battlefield
    And "Boyz" is off the battlefield
    And "Grots" is off the battlefield
    And a unit "Rangers" for player A
    And "Rangers" has a starting strength of 1
    And "Rangers" has 25.4mm bases
    And player A has selected "Rangers" for "Beacon"
    And it is player B's Fight phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Rangers | 15.5 | 30 |
    When the game advances to the end of the turn
    Then player A scores no VP for "Beacon"

  # Moves after the start of the turn, and a leader destroyed before its bodyguard

  Scenario: Overwhelming Force: a unit that moved onto an objective this turn did not start the turn there, and its destruction pays nothing
    Given player A has the secondary mission "Overwhelming Force"
    And it is player B's Movement phase in battle round 2
    When "Boyz" makes a normal move into the ruin
    And the game advances to player B's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Overwhelming Force: a unit that started the turn on an objective and moved off it still pays 3 VP when destroyed
    Given player A has the secondary mission "Overwhelming Force"
    And it is player B's Movement phase in battle round 2
    And "Boyz" is within the ruin
    When "Boyz" makes a normal move into player B's deployment zone
    And the game advances to player B's Fight phase
    And "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Overwhelming Force"

  Scenario: Display of Might: a unit that moves from No Man's Land into the opponent's home objective is no longer wholly within No Man's Land, and the tie pays nothing
    Given player A has the secondary mission "Display of Might"
    And it is player A's Movement phase in battle round 2
    And "Squad" is wholly within No Man's Land
    And "Scouts" is wholly within No Man's Land
    And "Boyz" is wholly within No Man's Land
    When "Scouts" makes a normal move into the crater
    And the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"

  Scenario: Assassination drawn as a Tactical mission: the leader destroyed before its bodyguard pays 5 VP, and again at the next turn's end as every enemy CHARACTER model has been destroyed
    Given it is player A's Shooting phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    And "Warboss" is leading "Boyz"
    When player A draws "Assassination"
    And 1 model of "Warboss" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"
    When the game advances to the end of the turn
    Then player A scores 10 VP for "Assassination"

  Scenario: Display of Might: a unit that moves from No Man's Land into the central objective, which lies within No Man's Land, stays wholly within it and still counts
    Given player A has the secondary mission "Display of Might"
    And it is player A's Movement phase in battle round 2
    And "Squad" is wholly within No Man's Land
    And "Scouts" is wholly within No Man's Land
    And "Boyz" is wholly within No Man's Land
    When "Scouts" makes a normal move into the ruin
    And the game advances to the end of the turn
    Then "Scouts" is wholly within No Man's Land
    And player A scores 2 VP for "Display of Might"

  Scenario: Behind Enemy Lines: a unit wholly within the opponent's deployment zone that makes a move ending outside it is counted no more
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Movement phase in battle round 2
    And "Squad" is wholly within player B's deployment zone
    And "Scouts" is wholly within player B's deployment zone
    When "Scouts" makes a normal move that ends outside player B's deployment zone
    And the game advances to the end of the turn
    Then "Scouts" is not wholly within player B's deployment zone
    And player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Engage on All Fronts as a Fixed mission: a unit that moves out of its table quarter into the expansion objective is no presence there, and three quarters pay 2 VP
    Given player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And a unit "Raiders" for player A
    And it is player A's Movement phase in battle round 3
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the south-east quarter
    And "Guards" is wholly within the north-west quarter
    And "Raiders" is wholly within the north-east quarter
    When "Raiders" makes a normal move into the hill
    And the game advances to the end of the turn
    Then "Raiders" is not wholly within the north-east quarter
    And player A scores 2 VP for "Engage on All Fronts"

  Scenario: Engage on All Fronts as a Fixed mission: a unit that moves into an objective stated within its own table quarter keeps its presence, and four quarters pay 4 VP
    Given player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the crater is within the north-east quarter
    And a unit "Raiders" for player A
    And it is player A's Movement phase in battle round 3
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the south-east quarter
    And "Guards" is wholly within the north-west quarter
    And "Raiders" is wholly within the north-east quarter
    When "Raiders" makes a normal move into the crater
    And the game advances to the end of the turn
    Then "Raiders" is wholly within the north-east quarter
    And player A scores 4 VP for "Engage on All Fronts"

  # Caps the data gives and does not give, a draw after a kill, a discard before the moment

  Scenario: Assassination as a Fixed mission under a loaded primary: no data gives a per Fixed secondary card cap, so 20 VP scored before do not cut the next 3
    Given player A has the primary mission "Meatgrinder"
    And player A has the secondary mission "Assassination" as a Fixed mission
    And player A has scored 20 VP for "Assassination"
    And it is player A's Fight phase in battle round 4
    And a unit "Painboy" for player B
    And "Painboy" has the keyword CHARACTER
    And "Painboy" has W 3
    And "Painboy" has a starting strength of 1
    When "Painboy" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Assassination"

  Scenario: Assassination drawn as a Tactical mission after a CHARACTER fell earlier in the same turn counts it, as "this turn" runs from the Start of Turn step
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Shooting phase in battle round 2
    And a unit "Painboy" for player B
    And "Painboy" has the keyword CHARACTER
    And "Painboy" has a starting strength of 1
    When "Painboy" is destroyed by "Squad"
    And player A draws "Assassination"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: Beacon discarded before the end of the opponent's turn scores nothing for that activation
    Given player A has the secondary mission "Beacon"
    And player A has selected "Scouts" for "Beacon"
    And it is player B's Shooting phase in battle round 2
    And "Scouts" is within No Man's Land
    When player A discards "Beacon"
    And the game advances to the end of the turn
    Then player A scores no VP for "Beacon"
