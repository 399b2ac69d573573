Feature: Positions combined with mission cards, Actions, rules, stratagems and the fight order
  Written from the contract (SCENARIO_LANGUAGE_ROUND4 §19 with §15, §18 and §20) by an outside
  author, every expected answer worked by hand. Bases are 1" round unless stated, so two models
  are engaged when their centres are at most 3" apart; an objective marker is 40mm across
  (radius 0.7874"), so a 1" base is within its range while its centre is at most 4.2874" from the
  marker's point (3" horizontally, 5" vertically).

  # --- objective markers measured from positions (19.2, 19.4, 19.5, §15) ---

  Scenario: a model whose base edge is 2.71" from the marker is within its range
    Given a unit "Squad" for player A
    And "Squad" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And "Squad" is at (34, 22)
    Then "Squad" is within range of the beacon
    And the distance between "Squad" and the beacon is 2.71"

  Scenario: a model whose base edge is 3.21" from the marker is out of its range
    Given a unit "Squad" for player A
    And "Squad" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And "Squad" is at (34.5, 22)
    Then "Squad" is not within range of the beacon

  Scenario: a model standing 5" above the marker is still within its range
    Given a unit "Squad" for player A
    And "Squad" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And "Squad" is at (30, 22, 5)
    Then "Squad" is within range of the beacon

  Scenario: a model standing 5.5" above the marker is out of its range vertically
    Given a unit "Squad" for player A
    And "Squad" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And "Squad" is at (30, 22, 5.5)
    Then "Squad" is not within range of the beacon

  Scenario: only the models within range add their OC to the level of control
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit    | model | x    | y  |
      | Guard   | 1     | 34   | 22 |
      | Guard   | 2     | 36.5 | 22 |
      | Raiders | 1     | 26   | 22 |
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 1
    And player A controls the beacon
    And "Guard" is controlling the beacon
    And "Raiders" is not controlling the beacon

  Scenario: three enemy models in range outweigh one friendly model in range
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit    | model | x    | y    |
      | Guard   | 1     | 34   | 22   |
      | Guard   | 2     | 36.5 | 22   |
      | Raiders | 1     | 26   | 22   |
      | Raiders | 2     | 26   | 23.2 |
      | Raiders | 3     | 26   | 20.8 |
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 3
    And player B controls the beacon

  Scenario: equal levels of control measured from positions leave the marker uncontrolled
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit    | model | x    | y    |
      | Guard   | 1     | 34   | 22   |
      | Guard   | 2     | 36.5 | 22   |
      | Raiders | 1     | 26   | 22   |
      | Raiders | 2     | 26   | 23.2 |
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then no player controls the beacon

  Scenario: a battle-shocked unit in range adds nothing to its player's level of control
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And "Raiders" is battle-shocked
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit    | model | x    | y    |
      | Guard   | 1     | 34   | 22   |
      | Guard   | 2     | 36.5 | 22   |
      | Raiders | 1     | 26   | 22   |
      | Raiders | 2     | 26   | 23.2 |
      | Raiders | 3     | 26   | 20.8 |
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 0
    And player A controls the beacon

  # --- rules whose CONDITION reads where units stand (§18 with §19) ---

  Scenario: an ability that adds OC while its unit is within range of the beacon counts per model in range
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And "Guard" has an ability "Hold Fast":
      | WHEN      | always                            |
      | CONDITION | it is within range of the beacon  |
      | EFFECT    | adds 1 to its OC                  |
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit    | model | x    | y    |
      | Guard   | 1     | 34   | 22   |
      | Guard   | 2     | 36.5 | 22   |
      | Raiders | 1     | 26   | 22   |
      | Raiders | 2     | 26   | 23.2 |
      | Raiders | 3     | 26   | 20.8 |
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then "Guard" has OC 3
    And player A's level of control over the beacon is 3
    And no player controls the beacon

  Scenario: the same ability is not in force while the unit stands out of range
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And "Guard" has OC 2
    And "Guard" has an ability "Hold Fast":
      | WHEN      | always                            |
      | CONDITION | it is within range of the beacon  |
      | EFFECT    | adds 1 to its OC                  |
    And the beacon is an objective marker at (30, 22)
    And "Guard" is at (34.5, 22)
    Then "Guard" has OC 2

  Scenario: a player rule whose CONDITION names a shaped terrain area reads the positions
    Given a unit "Inside" for player A
    And a unit "Outside" for player A
    And "Inside" has 1" bases
    And "Outside" has 1" bases
    And "Inside" has OC 2
    And "Outside" has OC 2
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And player A has a rule "Entrenched":
      | TARGET    | each friendly unit   |
      | CONDITION | it is within the ruin |
      | EFFECT    | adds 1 to its OC     |
    And the positions:
      | unit    | model | x    | y  |
      | Inside  | 1     | 16.4 | 12 |
      | Outside | 1     | 16.6 | 14 |
    Then "Inside" has OC 3
    And "Outside" has OC 2
    And "Inside" is within the ruin
    And "Outside" is not within the ruin

  Scenario: an aura's range is stated, never measured, even in a positioned scenario
    Given a unit "Captain" for player A
    And a unit "Guard" for player A
    And a unit "Scouts" for player A
    And "Guard" has OC 2
    And "Scouts" has OC 2
    And "Captain" has an ability "Rally Point":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Guard" is within range of "Rally Point"
    And the positions:
      | unit    | model | x  | y  |
      | Captain | 1     | 5  | 5  |
      | Guard   | 1     | 50 | 40 |
      | Scouts  | 1     | 6  | 6  |
    Then "Guard" has OC 3
    And "Scouts" has OC 2

  # --- Actions whose UNITS row reads range from positions (§15 with 19.8) ---

  Scenario: a unit placed within range of an objective can start an Action that needs one
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And the Action "Hold":
      | STARTS    | your Shooting phase                                     |
      | UNITS     | one unit that is within range of an objective           |
      | USE LIMIT | once per turn                                           |
      | COMPLETES | the end of your turn if you control that objective      |
    And "Guard" is at (34, 22)
    And it is player A's Shooting phase
    Then "Guard" can start the "Hold" Action

  Scenario: a unit placed just out of range of every objective cannot start it
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And the Action "Hold":
      | STARTS    | your Shooting phase                                     |
      | UNITS     | one unit that is within range of an objective           |
      | USE LIMIT | once per turn                                           |
      | COMPLETES | the end of your turn if you control that objective      |
    And "Guard" is at (34.5, 22)
    And it is player A's Shooting phase
    Then "Guard" cannot start the "Hold" Action because it is not a unit the Action allows

  Scenario: the Action completes when the measured control holds at the end of the turn
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And the beacon is an objective marker at (30, 22)
    And the Action "Hold":
      | STARTS    | your Shooting phase                                     |
      | UNITS     | one unit that is within range of an objective           |
      | USE LIMIT | once per turn                                           |
      | COMPLETES | the end of your turn if you control that objective      |
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 34 | 22 |
      | Raiders | 1     | 26 | 22 |
    And it is player A's Shooting phase
    When "Guard" starts the "Hold" Action on the beacon
    And the game advances to the end of the turn
    Then "Guard" completes the "Hold" Action

  Scenario: the Action does not complete when more enemy models stand within range
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And "Guard" has OC 2
    And "Raiders" has OC 1
    And the beacon is an objective marker at (30, 22)
    And the Action "Hold":
      | STARTS    | your Shooting phase                                     |
      | UNITS     | one unit that is within range of an objective           |
      | USE LIMIT | once per turn                                           |
      | COMPLETES | the end of your turn if you control that objective      |
    And the positions:
      | unit    | model | x  | y    |
      | Guard   | 1     | 34 | 22   |
      | Raiders | 1     | 26 | 22   |
      | Raiders | 2     | 26 | 23.2 |
      | Raiders | 3     | 26 | 20.8 |
    And it is player A's Shooting phase
    When "Guard" starts the "Hold" Action on the beacon
    And the game advances to the end of the turn
    Then "Guard" does not complete the "Hold" Action

  Scenario: a unit in range only of a flank marker cannot start an Action for central objectives
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the centre is an objective marker at (30, 22)
    And the centre is a central objective
    And the flank is an objective marker at (10, 22)
    And the Action "Relay":
      | STARTS    | your Shooting phase                                  |
      | UNITS     | one unit that is within range of a central objective |
      | USE LIMIT | once per turn                                        |
    And "Guard" is at (13, 22)
    And it is player A's Shooting phase
    Then "Guard" is within range of the flank
    And "Guard" cannot start the "Relay" Action because it is not a unit the Action allows

  Scenario: a unit in range of its own home marker is not a unit an Action away from home allows
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the home is an objective marker at (30, 4)
    And the home is player A's home objective
    And the Action "Push":
      | STARTS    | your Shooting phase                                                           |
      | UNITS     | one unit that is within range of an objective that is not your home objective |
      | USE LIMIT | once per turn                                                                 |
    And "Guard" is at (30, 8)
    And it is player A's Shooting phase
    Then "Guard" is within range of the home
    And "Guard" cannot start the "Push" Action because it is not a unit the Action allows

  Scenario: the loaded Secure Asset Action measures its unit's range to a marker that is no home
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And the mission Action "Secure Asset"
    And "Guard" is at (33, 22)
    And it is player A's Shooting phase
    Then "Guard" can start the "Secure Asset" Action

  Scenario: the loaded Secure Asset Action refuses a unit out of every marker's range
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And the mission Action "Secure Asset"
    And "Guard" is at (40, 22)
    And it is player A's Shooting phase
    Then "Guard" cannot start the "Secure Asset" Action because it is not a unit the Action allows

  # --- mission cards whose conditions read where units stand (§20.2 with 19.5) ---

  Scenario: a declared primary card scores for each marker controlled from measured range
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And the spire is an objective marker at (30, 38)
    And player A has the primary mission "Hold the Line":
      | scores at            | VP | for each              |
      | the end of your turn | 5  | objective you control |
    And "Guard" is at (33, 22)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A controls the beacon
    And no player controls the spire
    And player A scores 5 VP for "Hold the Line"

  Scenario: Centre Ground scores its higher tier when no enemy stands within 6" of the centre
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player A has the secondary mission "Centre Ground"
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 30 | 22 |
      | Raiders | 1     | 30 | 30 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: Centre Ground scores its lower tier when an enemy stands 4.5" from the centre
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player A has the secondary mission "Centre Ground"
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 30 | 22 |
      | Raiders | 1     | 30 | 27 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Centre Ground counts a unit whose base edge is 2.9" from the centre
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And player A has the secondary mission "Centre Ground"
    And "Guard" is at (30, 25.4)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: Centre Ground does not count a unit whose base edge is 3.1" from the centre
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And player A has the secondary mission "Centre Ground"
    And "Guard" is at (30, 25.6)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Centre Ground does not count a battle-shocked unit at the centre
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And "Guard" is battle-shocked
    And player A has the secondary mission "Centre Ground"
    And "Guard" is at (30, 22)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Engage on All Fronts as a Tactical mission scores 5 VP for a presence in four quarters
    Given a unit "Alpha" for player A
    And a unit "Bravo" for player A
    And a unit "Charlie" for player A
    And a unit "Delta" for player A
    And "Alpha" has 1" bases
    And "Bravo" has 1" bases
    And "Charlie" has 1" bases
    And "Delta" has 1" bases
    And player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And the positions:
      | unit    | model | x  | y  |
      | Alpha   | 1     | 10 | 10 |
      | Bravo   | 1     | 50 | 10 |
      | Charlie | 1     | 10 | 34 |
      | Delta   | 1     | 50 | 34 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Engage on All Fronts"

  Scenario: a unit within 6" of the centre gives no presence in its quarter
    Given a unit "Alpha" for player A
    And a unit "Bravo" for player A
    And a unit "Charlie" for player A
    And a unit "Delta" for player A
    And "Alpha" has 1" bases
    And "Bravo" has 1" bases
    And "Charlie" has 1" bases
    And "Delta" has 1" bases
    And player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And the positions:
      | unit    | model | x  | y  |
      | Alpha   | 1     | 27 | 19 |
      | Bravo   | 1     | 50 | 10 |
      | Charlie | 1     | 10 | 34 |
      | Delta   | 1     | 50 | 34 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Engage on All Fronts"

  Scenario: a unit standing on a centre line is wholly within no quarter
    Given a unit "Alpha" for player A
    And a unit "Bravo" for player A
    And a unit "Charlie" for player A
    And a unit "Delta" for player A
    And "Alpha" has 1" bases
    And "Bravo" has 1" bases
    And "Charlie" has 1" bases
    And "Delta" has 1" bases
    And player A has the secondary mission "Engage on All Fronts" as a Fixed mission
    And the positions:
      | unit    | model | x  | y  |
      | Alpha   | 1     | 30 | 5  |
      | Bravo   | 1     | 50 | 10 |
      | Charlie | 1     | 10 | 34 |
      | Delta   | 1     | 50 | 34 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Engage on All Fronts"

  Scenario: Outflank scores for a unit near the west edge outside its territory
    Given a unit "Scouts" for player A
    And "Scouts" has 1" bases
    And player A's territory is the rectangle from (0, 0) to (60, 12)
    And player A has the secondary mission "Outflank"
    And "Scouts" is at (3, 30)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Outflank"

  Scenario: Outflank does not score for a unit near an edge inside its own territory
    Given a unit "Scouts" for player A
    And "Scouts" has 1" bases
    And player A's territory is the rectangle from (0, 0) to (60, 12)
    And player A has the secondary mission "Outflank"
    And "Scouts" is at (3, 6)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores no VP for "Outflank"

  Scenario: Outflank scores its higher tier for units at opposite edges
    Given a unit "West" for player A
    And a unit "East" for player A
    And "West" has 1" bases
    And "East" has 1" bases
    And player A's territory is the rectangle from (0, 0) to (60, 12)
    And player A has the secondary mission "Outflank"
    And the positions:
      | unit | model | x  | y  |
      | West | 1     | 3  | 30 |
      | East | 1     | 57 | 30 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Outflank"

  Scenario: Behind Enemy Lines counts a unit wholly within the opponent's deployment zone
    Given a unit "Raid" for player A
    And "Raid" has 1" bases
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And player A has the secondary mission "Behind Enemy Lines"
    And "Raid" is at (30, 40)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Behind Enemy Lines does not count a unit whose base straddles the zone's edge
    Given a unit "Raid" for player A
    And "Raid" has 1" bases
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And player A has the secondary mission "Behind Enemy Lines"
    And "Raid" is at (30, 32.3)
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then "Raid" is within player B's deployment zone
    And "Raid" is not wholly within player B's deployment zone
    And player A scores no VP for "Behind Enemy Lines"

  Scenario: Secure No Man's Land scores for two measured markers within a shaped No Man's Land
    Given a unit "Left" for player A
    And a unit "Right" for player A
    And "Left" has 1" bases
    And "Right" has 1" bases
    And No Man's Land is the rectangle from (0, 12) to (60, 32)
    And the west marker is an objective marker at (15, 22)
    And the east marker is an objective marker at (45, 22)
    And player A has the secondary mission "Secure No Man's Land"
    And the positions:
      | unit  | model | x  | y  |
      | Left  | 1     | 17 | 22 |
      | Right | 1     | 43 | 22 |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Secure No Man's Land"

  Scenario: Defend Stronghold scores both rows when no enemy base reaches the deployment zone
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player A's deployment zone is the rectangle from (0, 0) to (60, 12)
    And the home is an objective marker at (30, 4)
    And the home is player A's home objective
    And player A has the secondary mission "Defend Stronghold"
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 30 | 6  |
      | Raiders | 1     | 30 | 14 |
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Defend Stronghold"

  Scenario: Defend Stronghold loses its zone row when an enemy base edge crosses into the zone
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player A's deployment zone is the rectangle from (0, 0) to (60, 12)
    And the home is an objective marker at (30, 4)
    And the home is player A's home objective
    And player A has the secondary mission "Defend Stronghold"
    And the positions:
      | unit    | model | x  | y    |
      | Guard   | 1     | 30 | 6    |
      | Raiders | 1     | 30 | 12.4 |
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Defend Stronghold"

  # --- stratagems whose TARGET needs a distance (§10 as changed, 15.11, 19.1) ---

  Scenario: Heroic Intervention can target a unit whose closest enemy is 11.5" away
    Given a unit "Guard" for player B
    And a unit "Raiders" for player A
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player B has 2 CP
    And the positions:
      | unit    | model | x    | y  |
      | Guard   | 1     | 30   | 22 |
      | Raiders | 1     | 42.5 | 22 |
    And it is player A's Charge phase
    When the game advances to the end of player A's Charge phase
    Then player B can use the "Heroic Intervention" stratagem on "Guard"

  Scenario: Heroic Intervention cannot target a unit whose closest enemy is 12.5" away
    Given a unit "Guard" for player B
    And a unit "Raiders" for player A
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player B has 2 CP
    And the positions:
      | unit    | model | x    | y  |
      | Guard   | 1     | 30   | 22 |
      | Raiders | 1     | 43.5 | 22 |
    And it is player A's Charge phase
    When the game advances to the end of player A's Charge phase
    Then player B cannot use the "Heroic Intervention" stratagem on "Guard" because it is not a unit the stratagem can target

  Scenario: Heroic Intervention cannot target a unit the positions put in engagement range
    Given a unit "Guard" for player B
    And a unit "Raiders" for player A
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player B has 2 CP
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 30 | 22 |
      | Raiders | 1     | 32 | 22 |
    And it is player A's Charge phase
    When the game advances to the end of player A's Charge phase
    Then "Guard" is engaged
    And player B cannot use the "Heroic Intervention" stratagem on "Guard" because it is not a unit the stratagem can target

  Scenario: a declared stratagem for unengaged units reads engagement from the positions
    Given a unit "Near" for player A
    And a unit "Clear" for player A
    And a unit "Raiders" for player B
    And "Near" has the keyword INFANTRY
    And "Clear" has the keyword INFANTRY
    And "Near" has 1" bases
    And "Clear" has 1" bases
    And "Raiders" has 1" bases
    And player A has 3 CP
    And the stratagem "Go to Ground":
      | CP     | 1                                  |
      | WHEN   | your Shooting phase                |
      | TARGET | one friendly unengaged INFANTRY unit |
    And the positions:
      | unit    | model | x  | y  |
      | Near    | 1     | 30 | 22 |
      | Raiders | 1     | 33 | 22 |
      | Clear   | 1     | 10 | 10 |
    And it is player A's Shooting phase
    Then player A cannot use the "Go to Ground" stratagem on "Near" because it is not a unit the stratagem can target
    And player A can use the "Go to Ground" stratagem on "Clear"

  Scenario: Secure No Man's Land does not count a controlled marker that lies outside No Man's Land
    Given a unit "Left" for player A
    And a unit "Right" for player A
    And "Left" has 1" bases
    And "Right" has 1" bases
    And No Man's Land is the rectangle from (0, 12) to (60, 32)
    And the west marker is an objective marker at (15, 22)
    And the east marker is an objective marker at (45, 6)
    And player A has the secondary mission "Secure No Man's Land"
    And the positions:
      | unit  | model | x  | y  |
      | Left  | 1     | 17 | 22 |
      | Right | 1     | 43 | 6  |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A controls the east marker
    And player A scores no VP for "Secure No Man's Land"

  # --- the order of fighting read from measured engagement (§20.1 with 19.5, 19.6) ---

  Scenario: a charging unit placed in engagement range is the only unit to select first
    Given the units:
      | unit     | player | made a charge move |
      | Chargers | A      | yes                |
      | Line     | B      | no                 |
    And "Chargers" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit     | model | x    | y  |
      | Chargers | 1     | 30   | 22 |
      | Line     | 1     | 32.5 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Chargers |

  Scenario: an enemy unit placed far from every foe is not eligible to fight
    Given the units:
      | unit     | player | made a charge move |
      | Chargers | A      | yes                |
      | Line     | B      | no                 |
      | Far      | B      | no                 |
    And "Chargers" has 1" bases
    And "Line" has 1" bases
    And "Far" has 1" bases
    And the positions:
      | unit     | model | x    | y  |
      | Chargers | 1     | 30   | 22 |
      | Line     | 1     | 32.5 | 22 |
      | Far      | 1     | 30   | 40 |
    And it is the Fight step of player A's Fight phase in battle round 1
    When "Chargers" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    And "Line" can be selected to fight next
    And "Far" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: a unit placed 3.001" centre to centre is out of engagement range and not eligible
    Given the units:
      | unit   | player |
      | Guard  | A      |
      | Line   | B      |
    And "Guard" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit  | model | x      | y  |
      | Guard | 1     | 30     | 22 |
      | Line  | 1     | 33.001 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    Then "Guard" is not engaged
    And the Fight step has ended

  Scenario: a player whose only eligible unit stands 10" from every enemy can pass
    Given the units:
      | unit     | player | made a charge move |
      | Chargers | A      | yes                |
      | Line     | B      | no                 |
    And "Chargers" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit     | model | x  | y  |
      | Chargers | 1     | 41 | 22 |
      | Line     | 1     | 30 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    Then player A selects the next unit to fight
    And player A can pass

  Scenario: a player whose eligible unit stands exactly 5" from an enemy cannot pass
    Given the units:
      | unit     | player | made a charge move |
      | Chargers | A      | yes                |
      | Line     | B      | no                 |
    And "Chargers" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit     | model | x  | y  |
      | Chargers | 1     | 36 | 22 |
      | Line     | 1     | 30 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    Then player A cannot pass because "Chargers" is eligible to fight and within 5" of an enemy unit

  Scenario: a player whose eligible unit stands 5.001" from an enemy can pass
    Given the units:
      | unit     | player | made a charge move |
      | Chargers | A      | yes                |
      | Line     | B      | no                 |
    And "Chargers" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit     | model | x      | y  |
      | Chargers | 1     | 36.001 | 22 |
      | Line     | 1     | 30     | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    Then player A can pass

  Scenario: a pile-in that ends in engagement range of a second enemy unit makes it eligible
    Given the units:
      | unit    | player |
      | Holders | A      |
      | Line    | B      |
      | Reserve | B      |
    And "Holders" has 1" bases
    And "Line" has 1" bases
    And "Reserve" has 1" bases
    And the positions:
      | unit    | model | x    | y    |
      | Holders | 1     | 30   | 22   |
      | Line    | 1     | 32.5 | 22   |
      | Reserve | 1     | 30   | 26.5 |
    And it is the Pile In step of player A's Fight phase in battle round 1
    Then "Reserve" is not engaged
    When "Holders" makes a pile-in move to (30.8, 23.7)
    Then "Holders" is engaged with "Line"
    And "Holders" is engaged with "Reserve"
    When the game advances to the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Holders |
    When "Holders" fights
    Then the units that can be selected to fight next are:
      | Line    |
      | Reserve |

  Scenario: a pile-in whose model ends no closer to its closest target is refused
    Given the units:
      | unit    | player |
      | Holders | A      |
      | Line    | B      |
    And "Holders" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit    | model | x    | y  |
      | Holders | 1     | 30   | 22 |
      | Line    | 1     | 32.5 | 22 |
    And it is the Pile In step of player A's Fight phase in battle round 1
    Then "Holders" cannot make a pile-in move to (30, 24.5) because a model would not end closer to its closest pile-in target

  Scenario: an engaging consolidation into an unselected enemy unit owes that unit a selection
    Given the units:
      | unit    | player | made a charge move |
      | Holders | A      | yes                |
      | Reserve | B      | no                 |
    And "Holders" has 1" bases
    And "Reserve" has 1" bases
    And "Holders" has been selected to fight this phase
    And the positions:
      | unit    | model | x  | y    |
      | Holders | 1     | 30 | 22   |
      | Reserve | 1     | 30 | 25.5 |
    And it is the Consolidate step of player A's Fight phase in battle round 1
    When "Holders" makes a consolidation move against "Reserve" to (30, 23)
    Then "Holders" is engaged with "Reserve"
    And player B selects the next unit to fight
    And "Reserve" can be selected to fight next

  Scenario: a unit with no enemy unit and no objective within 3" has no consolidation mode
    Given the units:
      | unit    | player | made a charge move |
      | Holders | A      | yes                |
      | Reserve | B      | no                 |
    And "Holders" has 1" bases
    And "Reserve" has 1" bases
    And "Holders" has been selected to fight this phase
    And the beacon is an objective marker at (20, 22)
    And the positions:
      | unit    | model | x  | y  |
      | Holders | 1     | 30 | 22 |
      | Reserve | 1     | 30 | 40 |
    And it is the Consolidate step of player A's Fight phase in battle round 1
    Then "Holders" cannot make a consolidation move to (29, 22) because no consolidation mode applies to it

  Scenario: a unit whose only foe is destroyed in its fight leaves the Fight step to end
    Given the units:
      | unit    | player |
      | Holders | A      |
      | Line    | B      |
    And "Holders" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit    | model | x    | y  |
      | Holders | 1     | 30   | 22 |
      | Line    | 1     | 32.5 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    When "Holders" is selected to fight
    And "Line" is destroyed
    And "Holders" resolves its attacks
    Then "Line" cannot be selected to fight next because it is not on the battlefield
    And the Fight step has ended

  Scenario: after the Fight step has ended a unit that fought still names its own reason too
    Given the units:
      | unit    | player |
      | Holders | A      |
      | Line    | B      |
    And "Holders" has 1" bases
    And "Line" has 1" bases
    And the positions:
      | unit    | model | x    | y  |
      | Holders | 1     | 30   | 22 |
      | Line    | 1     | 32.5 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 1
    When "Holders" is selected to fight
    And "Line" is destroyed
    And "Holders" resolves its attacks
    Then "Holders" cannot be selected to fight next, for exactly these reasons:
      | the Fight step has ended                        |
      | it has already been selected to fight this phase |

  # --- moves, secures and terrain objectives read by missions (§15, §18, 19.6, 19.8) ---

  Scenario: a terrain objective's range is its shaped area, whatever the distance to its middle
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the ruin is an objective
    And the Action "Hold":
      | STARTS    | your Shooting phase                           |
      | UNITS     | one unit that is within range of an objective |
      | USE LIMIT | once per turn                                 |
    And "Guard" is at (16.4, 12)
    And it is player A's Shooting phase
    Then "Guard" is within range of the ruin
    And "Guard" can start the "Hold" Action

  Scenario: a normal move of exactly M into range takes the marker at the end of the phase
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And "Guard" has M 6"
    And the beacon is an objective marker at (30, 22)
    And "Guard" is at (40, 22)
    And it is player A's Movement phase
    When "Guard" makes a normal move to (34, 22)
    And the game advances to the end of the phase
    Then "Guard" is within range of the beacon
    And player A controls the beacon

  Scenario: a normal move 0.1" longer than M is refused
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And "Guard" has M 6"
    And the beacon is an objective marker at (30, 22)
    And "Guard" is at (40, 22)
    And it is player A's Movement phase
    Then "Guard" cannot make a normal move to (33.9, 22) because a model would move farther than its maximum distance

  Scenario: a unit the positions put in engagement range cannot start an Action on the marker it stands by
    Given a unit "Guard" for player A
    And a unit "Raiders" for player B
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And the beacon is an objective marker at (30, 22)
    And the Action "Hold":
      | STARTS    | your Shooting phase                           |
      | UNITS     | one unit that is within range of an objective |
      | USE LIMIT | once per turn                                 |
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 33 | 22 |
      | Raiders | 1     | 35 | 22 |
    And it is player A's Shooting phase
    Then "Guard" cannot start the "Hold" Action, for exactly these reasons:
      | it is engaged |

  Scenario: an objective consolidation must end within range of the marker or closer to it
    Given the units:
      | unit    | player | made a charge move |
      | Holders | A      | yes                |
      | Line    | B      | no                 |
    And "Holders" has 1" bases
    And "Line" has 1" bases
    And "Holders" has been selected to fight this phase
    And the beacon is an objective marker at (30, 26)
    And the positions:
      | unit    | model | x  | y  |
      | Holders | 1     | 30 | 22 |
      | Line    | 1     | 50 | 40 |
    And it is the Consolidate step of player A's Fight phase in battle round 1
    Then "Holders" cannot make a consolidation move onto the beacon to (30, 20) because a model would end neither within range of nor closer to the selected objective
    When "Holders" makes a consolidation move onto the beacon to (30, 24)
    Then "Holders" is within range of the beacon
    And the distance between "Holders" and the beacon is 0.71"

  Scenario: an ability secures the marker its unit controls at the end of the Movement phase and keeps it
    Given a unit "Guard" for player A
    And "Guard" has 1" bases
    And "Guard" has an ability "Plant Banner":
      | WHEN   | the end of your Movement phase       |
      | EFFECT | secures each objective it is controlling |
    And the beacon is an objective marker at (30, 22)
    And "Guard" is at (33, 22)
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then player A has secured the beacon
    When "Guard" is destroyed
    And the game advances to the end of player A's Shooting phase
    Then player A controls the beacon

  Scenario: a Heroic Intervention charge made to end positions gives a Fights First unit in the opponent's Fight step
    Given a unit "Guard" for player B
    And a unit "Raiders" for player A
    And "Guard" has 1" bases
    And "Raiders" has 1" bases
    And player B has 2 CP
    And the positions:
      | unit    | model | x  | y  |
      | Guard   | 1     | 30 | 22 |
      | Raiders | 1     | 40 | 22 |
    And it is player A's Charge phase
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard" to (37.5, 22)
    Then "Guard" is engaged with "Raiders"
    When the game advances to the Fight step of player A's Fight phase
    Then "Guard" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guard |

  Scenario: the Beacon card scores its lower tier for a beacon unit outside the zone but inside the territory
    Given a unit "Scout" for player A
    And "Scout" has 1" bases
    And player A's deployment zone is the rectangle from (0, 0) to (60, 12)
    And player A's territory is the rectangle from (0, 0) to (60, 22)
    And player A has the secondary mission "Beacon"
    And player A has selected "Scout" for "Beacon"
    And "Scout" is at (30, 18)
    And it is player B's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Beacon"

  Scenario: the Beacon card scores its higher tier for a beacon unit beyond the territory
    Given a unit "Scout" for player A
    And "Scout" has 1" bases
    And player A's deployment zone is the rectangle from (0, 0) to (60, 12)
    And player A's territory is the rectangle from (0, 0) to (60, 22)
    And player A has the secondary mission "Beacon"
    And player A has selected "Scout" for "Beacon"
    And "Scout" is at (30, 22.6)
    And it is player B's Shooting phase
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Beacon"
