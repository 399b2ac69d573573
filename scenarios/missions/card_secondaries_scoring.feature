Feature: §20.2 Secondary cards: when they score, and where they do not
  How the least covered secondary cards score: at the end of whose turn, against which tags,
  control and guards, within the per-battle-round cap and their own `at most` over the battle,
  and which units they leave out (battle-shocked ones; a unit within your own territory).

  Background:
    Given the ruin is an objective
    And the hill is an objective
    And the crater is an objective
    And the bunker is player A's home objective
    And the keep is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the field is an expansion objective

  Scenario: Plunder scores once for its turn, not again in a later turn with no Plunder
    Given player A has the secondary mission "Plunder"
    And the woods is a terrain area
    And the woods is not within player A's territory
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the woods
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    And the game advances to the end of player A's turn
    Then player A scores 5 VP for "Plunder" in battle round 1
    And player A scores no VP for "Plunder" in battle round 2

  Scenario: Plunder cannot be started in a terrain area within your territory
    Given player A has the secondary mission "Plunder"
    And the woods is a terrain area
    And the woods is within player A's territory
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the woods
    Then "Squad" cannot start the "Plunder" Action because it is not a unit the Action allows

  Scenario: Plunder cannot be started in the opponent's Shooting phase
    Given player A has the secondary mission "Plunder"
    And the woods is a terrain area
    And the woods is not within player A's territory
    And it is player B's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the woods
    Then "Squad" cannot start the "Plunder" Action because the Action does not start now

  Scenario: Cleanse scores the lower tier when one of two Cleanse Actions fails
    Given player A has the secondary mission "Cleanse"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    When "Squad" starts the "Cleanse" Action on the ruin
    And "Guard" starts the "Cleanse" Action on the hill
    And "Guard" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Cleanse"

  Scenario: Cleanse cannot be started on your home objective
    Given player A has the secondary mission "Cleanse"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    Then "Squad" cannot start the "Cleanse" Action on the bunker because it is not a unit the Action allows

  Scenario: A cleansed objective stated in the opponent's turn has cleared before your turn ends
    Given player A has the secondary mission "Cleanse"
    And it is player B's Fight phase
    And the ruin is cleansed by player A
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Cleanse"
    And the ruin is not cleansed by player A

  Scenario: Cleanse does not count the opponent's cleansed objectives
    Given player A has the secondary mission "Cleanse"
    And it is player A's Fight phase in battle round 2
    And the ruin is cleansed by player A
    And the hill is cleansed by player B
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Cleanse"

  Scenario: Burden of Trust: an objective the holder does not control is not guarded
    Given player A has the secondary mission "Burden of Trust"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has OC 1
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has OC 5
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    When the game advances to the end of the turn
    Then the ruin is not guarded by player A's army
    And player A scores no VP for "Burden of Trust"

  Scenario: Burden of Trust does not score at the end of the holder's own turn
    Given player A has the secondary mission "Burden of Trust"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    When the game advances to the end of the turn
    Then player A scores no VP for "Burden of Trust"

  Scenario: Burden of Trust: a destroyed guard guards nothing
    Given player A has the secondary mission "Burden of Trust"
    And it is player B's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    When "Squad" is destroyed
    And the game advances to the end of the turn
    Then the ruin is not guarded by player A's army
    And player A scores no VP for "Burden of Trust"

  Scenario: Burden of Trust: one guard per objective
    Given player A has the secondary mission "Burden of Trust"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When player A selects "Squad" to guard the ruin for "Burden of Trust"
    Then "Guard" can be selected for player A's "Burden of Trust"
    And "Boyz" cannot be selected for player A's "Burden of Trust" because it is not a unit the card allows
    When player A selects "Guard" to guard the ruin for "Burden of Trust"
    And the game advances to the end of the battle round
    Then the ruin is guarded by player A's army

  Scenario: A Tempting Target held by a battle-shocked unit is not controlled
    Given player A has the secondary mission "A Tempting Target"
    And player B has selected the ruin for player A's "A Tempting Target"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "A Tempting Target"

  Scenario: A Tempting Target does not score at the end of the opponent's turn
    Given player A has the secondary mission "A Tempting Target"
    And player B has selected the ruin for player A's "A Tempting Target"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "A Tempting Target"

  Scenario: A Tempting Target: the opponent selects only one objective
    Given player A has the secondary mission "A Tempting Target"
    And it is player A's Command phase in battle round 2
    When player B selects the ruin for player A's "A Tempting Target"
    Then the hill cannot be selected for player A's "A Tempting Target" because the card's selection limit is reached

  Scenario: Three secondary cards in one turn meet the per-battle-round cap, in the order given
    Given the VP caps:
      | secondary per battle round | 15 |
    And player A has the secondary mission "Plunder"
    And player A has the secondary mission "Cleanse"
    And player A has the secondary mission "A Tempting Target"
    And player A has scored 5 VP from secondary missions in battle round 2
    And player B has selected the ruin for player A's "A Tempting Target"
    And the woods is a terrain area
    And the woods is not within player A's territory
    And the ruin is cleansed by player A
    And the hill is cleansed by player A
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"
    And player A scores 5 VP for "Cleanse"
    And player A scores no VP for "A Tempting Target"
    And player A scores 10 VP from secondary missions in battle round 2

  Scenario: Burden of Trust's 5 VP limit covers the battle
    Given player A has the secondary mission "Burden of Trust"
    And player A has scored 4 VP for "Burden of Trust"
    And it is player B's Fight phase in battle round 3
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    When the game advances to the end of the turn
    Then player A scores 1 VP for "Burden of Trust"

  Scenario: Forward Position scores once, not twice, for both conditions
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the keep
    And a unit "Guard" for player A
    And "Guard" is within the field
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Behind Enemy Lines does not count a battle-shocked unit
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within player B's deployment zone
    And "Squad" is battle-shocked
    And a unit "Guard" for player A
    And "Guard" is wholly within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Behind Enemy Lines' 5 VP covers the battle
    Given player A has the secondary mission "Behind Enemy Lines"
    And player A has scored 3 VP for "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 3
    And a unit "Guard" for player A
    And "Guard" is wholly within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Behind Enemy Lines"

  Scenario: Outflank: a unit near an edge but within your territory does not score
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 6" of the north battlefield edge
    And "Squad" is within player A's territory
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Outflank: two units at opposite edges, both within your territory, score nothing
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 6" of the north battlefield edge
    And "Squad" is within player A's territory
    And a unit "Guard" for player A
    And "Guard" is within 6" of the south battlefield edge
    And "Guard" is within player A's territory
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Outflank: east faces west; one outside your territory scores the higher tier
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 6" of the east battlefield edge
    And "Squad" is within player A's territory
    And a unit "Guard" for player A
    And "Guard" is within 6" of the west battlefield edge
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Outflank"

  Scenario: Outflank: adjacent edges are not opposite
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 6" of the east battlefield edge
    And a unit "Guard" for player A
    And "Guard" is within 6" of the north battlefield edge
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Burden of Trust: the guard lapses at the start of the holder's next turn
    Given player A has the secondary mission "Burden of Trust"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    When the game advances to player A's Command phase
    Then the ruin is not guarded by player A's army
    And player A scores 2 VP for "Burden of Trust"

  Scenario: A Tempting Target: the holder does not select its own target
    Given player A has the secondary mission "A Tempting Target"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When player A selects the ruin for player A's "A Tempting Target"
    And the game advances to the end of the turn
    Then player A scores no VP for "A Tempting Target"

  Scenario: Engage on All Fronts: a battle-shocked unit gives no presence
    Given player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Riders" for player A
    And a unit "Scouts" for player A
    And a unit "Squad" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is wholly within the south-west quarter
    And "Riders" is wholly within the south-east quarter
    And "Riders" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Engage on All Fronts"

  Scenario: Assassination as a Tactical mission scores nothing against an army with no CHARACTER
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    When the game advances to the end of the turn
    Then player A scores no VP for "Assassination"

  Scenario: Assassination as a Tactical mission: a non-CHARACTER unit destroyed scores nothing
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Assassination"

  Scenario: Assassination as a Fixed mission: a CHARACTER destroyed in reserves at the end of battle round 3 counts in no turn
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player B's Fight phase in battle round 3
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    And "Warboss" is in strategic reserves
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Assassination"

  Scenario: Assassination as a Tactical mission: the last enemy CHARACTER lost in reserves scores at the holder's next turn end
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player B's Fight phase in battle round 3
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    And "Warboss" is in strategic reserves
    When the game advances to the end of player A's turn
    Then player A scores 5 VP for "Assassination" in battle round 4

  Scenario: Assassination as a Fixed mission scores a CHARACTER destroyed in the opponent's turn
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Assassination"

  Scenario: Secure No Man's Land pays 5 VP, not more, for three objectives there
    Given player A has the secondary mission "Secure No Man's Land"
    And the crater is within No Man's Land
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    And a unit "Scouts" for player A
    And "Scouts" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Secure No Man's Land"

  Scenario: Secure No Man's Land: a battle-shocked unit controls nothing
    Given player A has the secondary mission "Secure No Man's Land"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    And "Guard" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Secure No Man's Land"

  Scenario: Engage on All Fronts as a Fixed mission pays 2 VP for three quarters
    Given player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Raiders" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Engage on All Fronts"

  Scenario: Engage on All Fronts: a unit within a quarter but not wholly gives no presence
    Given player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Raiders" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores no VP for "Engage on All Fronts"

  Scenario: Engage on All Fronts does not score at the end of the opponent's turn
    Given player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Raiders" for player A
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And "Squad" is wholly within the north-west quarter
    And "Scouts" is wholly within the north-east quarter
    And "Raiders" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores no VP for "Engage on All Fronts"

  Scenario: Behind Enemy Lines: a unit within but not wholly within the enemy zone does not count
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores no VP for "Behind Enemy Lines"

  Scenario: Behind Enemy Lines: a unit embarked within a TRANSPORT there is not counted
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is wholly within player B's deployment zone
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Outflank: an AIRCRAFT near an edge does not score
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is within 6" of the north battlefield edge
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Outflank: a battle-shocked unit at the opposite edge leaves the lower tier
    Given player A has the secondary mission "Outflank"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 6" of the north battlefield edge
    And a unit "Guard" for player A
    And "Guard" is within 6" of the south battlefield edge
    And "Guard" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Forward Position: an expansion objective held with a tie does not score
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the field
    And a unit "Boyz" for player B
    And "Boyz" is within the field
    When the game advances to the end of the turn
    Then player A scores no VP for "Forward Position"

  Scenario: A drawn card printed with two tracks is a Tactical mission
    Given it is player A's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 20
    When player A draws "A Grievous Blow"
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Grievous Blow"

  Scenario: A card printed with two tracks, given as a Fixed mission, scores its Fixed rows
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 20
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: Plunder: a battle-shocked unit cannot start it, and the card scores nothing
    Given player A has the secondary mission "Plunder"
    And the woods is a terrain area
    And the woods is not within player A's territory
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And "Squad" is battle-shocked
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    Then "Squad" cannot start the "Plunder" Action because it is battle-shocked
    And player A scores no VP for "Plunder"

  Scenario: Plunder scores in the first battle round
    Given player A has the secondary mission "Plunder"
    And the woods is a terrain area
    And the woods is not within player A's territory
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the woods
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    Then the woods is plundered by player A
    And player A scores 5 VP for "Plunder" in battle round 1

  Scenario: A Tempting Target is cut by the secondary per-battle cap
    Given the VP caps:
      | secondary per battle | 45 |
    And player A has the secondary mission "A Tempting Target"
    And player A has scored 44 VP from secondary missions in battle round 1
    And player B has selected the ruin for player A's "A Tempting Target"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 1 VP for "A Tempting Target"
