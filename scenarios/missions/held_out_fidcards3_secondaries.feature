Feature: Held out: secondary cards for both players, drawn and discarded, read from positions (§20.2, §18, §19)
  A tournament organiser's pass over the Chapter Approved 2026-27 secondary cards of wh40kdc
  1.4.5: both players holding cards in one consult, a card drawn and discarded in the same turn,
  an award's at most over the battle across a discard and a new draw, the per-battle and the per
  Fixed secondary card caps (and a Tactical card they do not reach), the draw conditions the
  scenario does not weigh, whose units the AIRCRAFT and battle-shock exclusions spare, a unit
  that counts as not battle-shocked (§18), and the battlefield edges measured (§19).

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the bunker is within player A's territory
    And the crater is within player B's territory

  Scenario: No Prisoners held by both players: each counts the other's unit destroyed in the same turn
    Given player A has the secondary mission "No Prisoners"
    And player B has the secondary mission "No Prisoners"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Guard" for player A
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Squad"
    And "Guard" is destroyed by "Nobz"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "No Prisoners"
    And player B scores 2 VP for "No Prisoners"

  Scenario: a card drawn and discarded before the end of the turn scores nothing for the kill between
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    When player A draws "No Prisoners"
    And "Boyz" is destroyed by "Squad"
    And player A discards "No Prisoners"
    And the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

  Scenario: A Grievous Blow drawn again as a Tactical mission: its 5 VP at most covers the battle, not each draw
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 20
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    When player A draws "A Grievous Blow"
    And "Horde" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Grievous Blow"
    When player A discards "A Grievous Blow"
    And the game advances to player A's Shooting phase
    And player A draws "A Grievous Blow"
    And "Mob" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Grievous Blow"
    And player A scores no VP for "A Grievous Blow" in battle round 3

  Scenario: Beacon discarded in the holder's turn does not score at the end of the opponent's turn
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within player B's territory
    When player A draws "Beacon"
    And player A selects "Squad" for "Beacon"
    And player A discards "Beacon"
    And the game advances to the end of player B's turn
    Then player A scores no VP for "Beacon"

  Scenario: Beacon's lower tier: a beacon unit out of its deployment zone but within its territory
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within player A's territory
    When player A draws "Beacon"
    And player A selects "Squad" for "Beacon"
    And the game advances to the end of player B's turn
    Then player A scores 3 VP for "Beacon"

  Scenario: Assassination as a Tactical mission is not cut by the per Fixed secondary card cap
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And the VP caps:
      | per Fixed secondary card | 4 |
    And it is player A's Shooting phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: Assassination as a Fixed mission: VP stated earlier count towards the per Fixed secondary card cap
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And the VP caps:
      | per Fixed secondary card | 4 |
    And player A has scored 3 VP for "Assassination"
    And it is player A's Shooting phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    And "Warboss" has W 5
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 1 VP for "Assassination"

  Scenario: Assassination as a Tactical mission: the last enemy CHARACTER destroyed this turn pays one flat award, not two
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: the secondary per-battle cap leaves 2 VP of No Prisoners, and the primary's kill scores in full
    Given player A has the primary mission "Meatgrinder"
    And player A has the secondary mission "Assassination" as a Fixed mission
    And player A has the secondary mission "No Prisoners"
    And player A has scored 43 VP for "Assassination"
    And it is player A's Shooting phase in battle round 4
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "No Prisoners"
    And player A scores 8 VP for "Meatgrinder"

  Scenario: Centre Ground: a battle-shocked enemy unit within 3" of the centre still denies it
    Given player A has the secondary mission "Centre Ground"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    And a unit "Boyz" for player B
    And "Boyz" is within 3" of the centre of the battlefield
    And "Boyz" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Centre Ground: an enemy AIRCRAFT near the centre has gone into strategic reserves before the consult (23.02)
    Given player A has the secondary mission "Centre Ground"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    And a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then "Jet" is in strategic reserves
    And player A scores 5 VP for "Centre Ground"

  Scenario: Centre Ground: an enemy unit within 6" but not 3" of the centre in the holder's turn leaves the lower tier
    Given player A has the secondary mission "Centre Ground"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    And a unit "Bikers" for player B
    And "Bikers" is within 6" of the centre of the battlefield
    And "Bikers" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Display of Might does not count an enemy AIRCRAFT wholly within No Man's Land in its own turn
    Given player A has the secondary mission "Display of Might"
    And it is player B's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    And a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then "Jet" is not in strategic reserves
    And player A scores 5 VP for "Display of Might"

  Scenario: Display of Might held by both players: the side with more units scores in both turns, the other never
    Given player A has the secondary mission "Display of Might"
    And player B has the secondary mission "Display of Might"
    And it is player A's Shooting phase in battle round 2
    And a unit "One" for player A
    And "One" is wholly within No Man's Land
    And a unit "Two" for player A
    And "Two" is wholly within No Man's Land
    And a unit "Boyz" for player B
    And "Boyz" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Display of Might"
    And player B scores no VP for "Display of Might"
    When the game advances to the end of player B's turn
    Then player A scores 7 VP for "Display of Might"
    And player B scores no VP for "Display of Might"

  Scenario: Outflank: a battle-shocked unit that counts as not battle-shocked makes the opposite edges
    Given player A has the secondary mission "Outflank"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 6" of the north battlefield edge
    And a unit "Scouts" for player A
    And "Scouts" is within 6" of the south battlefield edge
    And "Scouts" is battle-shocked
    And "Scouts" has an ability "Unbroken" that makes it count as not battle-shocked
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Outflank"

  Scenario: Engage on All Fronts as a Fixed mission pays 4 VP for four table quarters, not the Tactical 5
    Given player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And the south-west quarter is a table quarter
    And the south-east quarter is a table quarter
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And it is player A's Shooting phase in battle round 2
    And a unit "One" for player A
    And "One" is wholly within the south-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the south-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the north-west quarter
    And a unit "Four" for player A
    And "Four" is wholly within the north-east quarter
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Engage on All Fronts"

  Scenario: Behind Enemy Lines given in the first battle round scores: its draw condition is not weighed
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is wholly within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Behind Enemy Lines drawn in the first battle round stays active: the redraw is not modelled
    Given it is player A's Shooting phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is wholly within player B's deployment zone
    When player A draws "Behind Enemy Lines"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Cleanse held by both players: each scores only its own cleansed objective, and only in its own turn
    Given player A has the secondary mission "Cleanse"
    And player B has the secondary mission "Cleanse"
    And it is player A's Shooting phase in battle round 2
    And the ruin is cleansed by player A
    And the hill is cleansed by player B
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Cleanse"
    And player B scores no VP for "Cleanse"
    When the game advances to the end of player B's turn
    Then player B scores no VP for "Cleanse"

  Scenario: A Tempting Target: the expansion objective in No Man's Land can be the opponent's choice
    Given player A has the secondary mission "A Tempting Target"
    And it is player A's Command phase in battle round 2
    Then the hill can be selected for player A's "A Tempting Target"

  Scenario: A Tempting Target chosen by the opponent scores when the holder's rule in force takes it
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has OC 1
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And "Squad" has an ability "Rally" that adds 2 to its OC, until the end of the turn
    When player A draws "A Tempting Target"
    And player B selects the hill for player A's "A Tempting Target"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Tempting Target"

  Scenario: Positioned: Outflank counts a unit whose base is exactly 6" from the north battlefield edge
    # 44" less 6" less the 32mm base's 16mm: the base's edge is exactly 6" from the edge
    Given player A has the secondary mission "Outflank"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And the positions:
      | unit  | x  | y       |
      | Squad | 30 | 949.2mm |
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Positioned: Outflank does not count a unit just over 6" from the north battlefield edge
    Given player A has the secondary mission "Outflank"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And the positions:
      | unit  | x  | y       |
      | Squad | 30 | 949.1mm |
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Beacon drawn again designates a new beacon unit, and that unit is the one that scores
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within player A's deployment zone
    And "Squad" is within player A's territory
    And a unit "Scouts" for player A
    And "Scouts" is within player B's territory
    When player A draws "Beacon"
    And player A selects "Squad" for "Beacon"
    And player A discards "Beacon"
    And player A draws "Beacon"
    Then "Scouts" can be selected for player A's "Beacon"
    When player A selects "Scouts" for "Beacon"
    And the game advances to the end of player B's turn
    Then player A scores 5 VP for "Beacon"

  Scenario: A Tempting Target drawn again: the opponent selects a new tempting target, and only it scores
    Given it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When player A draws "A Tempting Target"
    And player B selects the ruin for player A's "A Tempting Target"
    And player A discards "A Tempting Target"
    And player A draws "A Tempting Target"
    Then the hill can be selected for player A's "A Tempting Target"
    When player B selects the hill for player A's "A Tempting Target"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Tempting Target"

  Scenario: Beacon: drawing another card is no new activation of Beacon, so its one beacon unit stays chosen
    Given it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    When player A draws "Beacon"
    And player A selects "Squad" for "Beacon"
    And player A draws "No Prisoners"
    Then "Scouts" cannot be selected for player A's "Beacon" because the card's selection limit is reached

  Scenario: A Tempting Target: the opponent drawing their own copy leaves the target chosen for the holder's card
    Given it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When player A draws "A Tempting Target"
    And player B selects the ruin for player A's "A Tempting Target"
    And player B draws "A Tempting Target"
    Then the hill cannot be selected for player A's "A Tempting Target" because the card's selection limit is reached
    When the game advances to the end of the turn
    Then player A scores 5 VP for "A Tempting Target"

  Scenario: Centre Ground: the tier is settled before the round cap, so 4 VP of the higher tier are left, not the lower tier's 3
    Given player A has the secondary mission "Centre Ground"
    And the VP caps:
      | secondary per battle round | 15 |
    And player A has scored 11 VP from secondary missions in battle round 2
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Centre Ground"

  Scenario: a declared card's tier is settled before its at most cuts the winning row
    Given player A has the secondary mission "Ladder":
      | scores at            | if                              | VP | at most | tier  |
      | the end of your turn | you control 1 or more objectives | 5  | 2 VP    | rungs |
      | the end of your turn | you control 1 or more objectives | 3  |         | rungs |
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Ladder"

  Scenario: Assassination as a Fixed mission: a CHARACTER model of exactly W 4 earns the bonus
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has a starting strength of 1
    And "Warboss" has W 4
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: Assassination as a Fixed mission: a CHARACTER model of W 3 earns no bonus
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Painboy" for player B
    And "Painboy" has the keyword CHARACTER
    And "Painboy" has a starting strength of 1
    And "Painboy" has W 3
    When "Painboy" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Assassination"

  Scenario: per Fixed secondary card caps each Fixed card on its own: one kill pays both cards up to the cap
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And player A has the secondary mission "Bring It Down" as a Fixed mission
    And the VP caps:
      | per Fixed secondary card | 3 |
    And it is player A's Shooting phase in battle round 2
    And a unit "Stompa Boss" for player B
    And "Stompa Boss" has the keyword CHARACTER
    And "Stompa Boss" has a starting strength of 1
    And "Stompa Boss" has W 12
    When "Stompa Boss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Assassination"
    And player A scores 3 VP for "Bring It Down"
    And player A scores 6 VP from secondary missions

  Scenario: the caps are each player's own: player A's full round does not cut player B's No Prisoners
    Given player A has the primary mission "Meatgrinder"
    And player A has the secondary mission "No Prisoners"
    And player B has the secondary mission "No Prisoners"
    And player A has scored 15 VP from secondary missions in battle round 2
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Guard" for player A
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Squad"
    And "Guard" is destroyed by "Nobz"
    And the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"
    And player B scores 2 VP for "No Prisoners"

  Scenario: Defend Stronghold given in the first battle round scores at the first moment inside its window, in battle round 2
    Given player A has the secondary mission "Defend Stronghold"
    And it is player A's Shooting phase in battle round 1
    And a unit "Guard" for player A
    And "Guard" is within the bunker
    When the game advances to the end of player B's turn
    Then player A scores no VP for "Defend Stronghold"
    When the game advances to the end of player B's turn
    Then player A scores 5 VP for "Defend Stronghold" in battle round 2

  Scenario: a declared row with the count no: you control no objectives
    Given player A has the secondary mission "Lie Low":
      | scores at            | if                          | VP |
      | the end of your turn | you control no objectives   | 2  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has OC 1
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of the turn
    Then player B controls the ruin
    And player A scores 2 VP for "Lie Low"

  Scenario: a declared row with the count 1 to 2 does not pay for three objectives
    Given player A has the secondary mission "Middling":
      | scores at            | if                              | VP |
      | the end of your turn | you control 1 to 2 objectives   | 2  |
    And it is player A's Shooting phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    When the game advances to the end of the turn
    Then player A scores no VP for "Middling"

  Scenario: Behind Enemy Lines does not count a unit that counts as battle-shocked (18.3 item 6)
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within player B's deployment zone
    And "Squad" has an ability "Cowed" that makes it count as battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Behind Enemy Lines"

  Scenario: Defend Stronghold's 2 VP for a deployment zone clear of enemy units stands on its own, with the home objective held by nobody
    Given player A has the secondary mission "Defend Stronghold"
    And it is player B's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When the game advances to the end of the turn
    Then no player controls the bunker
    And player A scores 2 VP for "Defend Stronghold"
