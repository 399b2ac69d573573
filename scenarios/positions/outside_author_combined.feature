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
