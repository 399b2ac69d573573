Feature: 14.02 and 19.5 Objective control measured with real datasheets
  The level of control adds the OC of each model within range, so a unit adds only its placed
  models in range, and an attached unit adds each part's own models in range with that part's
  own OC. Bases, OC and model counts come from the datasheets.
  The beacon is a 40mm marker at (30, 22) = (762mm, 558.8mm). A model is in range when its centre
  is within 20mm + 76.2mm + its base's half of the marker's centre: 112.2mm for a 32mm base,
  116.2mm for a 40mm base, 108.7mm for a 25mm base.

  Background:
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase

  Scenario: three of five Intercessors in range outweigh two of ten Boyz in range
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y  |
      | Intercessors | 30   | 22 |
      | Intercessors | 31.5 | 22 |
      | Intercessors | 33   | 22 |
      | Intercessors | 34.5 | 22 |
      | Intercessors | 36   | 22 |
      | Boyz         | 28.5 | 22 |
      | Boyz         | 27   | 22 |
      | Boyz         | 25.5 | 22 |
      | Boyz         | 24   | 22 |
      | Boyz         | 22.5 | 22 |
      | Boyz         | 21   | 22 |
      | Boyz         | 19.5 | 22 |
      | Boyz         | 18   | 22 |
      | Boyz         | 16.5 | 22 |
      | Boyz         | 15   | 22 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 6
    And player B's level of control over the beacon is 4
    And player A controls the beacon
    And "Intercessors" is controlling the beacon
    And "Boyz" is not controlling the beacon

  Scenario: a Captain exactly in range controls against a Warboss 0.1mm out of range
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y  |
      | Captain | 645.8mm | 22 |
      | Warboss | 878.3mm | 22 |
    When the game advances to the end of the phase
    Then "Captain" is within range of the beacon
    And "Warboss" is not within range of the beacon
    And player A's level of control over the beacon is 1
    And player B's level of control over the beacon is 0
    And player A controls the beacon

  Scenario: 14.02: an attached unit adds only its models in range: the Captain alone in range adds 1
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x    | y  |
      | Captain      | 30   | 25 |
      | Intercessors | 30   | 27 |
      | Intercessors | 31.5 | 27 |
      | Intercessors | 33   | 27 |
      | Intercessors | 34.5 | 27 |
      | Intercessors | 36   | 27 |
      | Warboss      | 50   | 40 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 1
    And player A controls the beacon

  Scenario: 14.02: an attached unit adds only its models in range: two bodyguards in range, the Captain out, add 4
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x    | y  |
      | Captain      | 36   | 22 |
      | Intercessors | 30   | 22 |
      | Intercessors | 31.5 | 22 |
      | Intercessors | 34.5 | 22 |
      | Intercessors | 34.5 | 23.5 |
      | Intercessors | 34.5 | 20.5 |
      | Warboss      | 27   | 22 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 4
    And player B's level of control over the beacon is 1
    And player A controls the beacon

  Scenario: ten Gretchin in range tie five Intercessors in range: nobody controls
    Given a unit "Grots" from the datasheet "Gretchin" with 10 models for player B
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x    | y    |
      | Grots        | 28   | 20.6 |
      | Grots        | 29   | 20.6 |
      | Grots        | 30   | 20.6 |
      | Grots        | 31   | 20.6 |
      | Grots        | 32   | 20.6 |
      | Grots        | 28   | 19.6 |
      | Grots        | 29   | 19.6 |
      | Grots        | 30   | 19.6 |
      | Grots        | 31   | 19.6 |
      | Grots        | 32   | 19.6 |
      | Intercessors | 27.4 | 24   |
      | Intercessors | 28.7 | 24   |
      | Intercessors | 30   | 24   |
      | Intercessors | 31.3 | 24   |
      | Intercessors | 32.6 | 24   |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 10
    And player B's level of control over the beacon is 10
    And no player controls the beacon
    And "Grots" is not controlling the beacon

  Scenario: Fenrisian Wolves (OC 0) alone in range control nothing
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x  | y  |
      | Wolves  | 28 | 22 |
      | Wolves  | 30 | 22 |
      | Wolves  | 32 | 22 |
      | Wolves  | 30 | 24 |
      | Wolves  | 30 | 20 |
      | Warboss | 50 | 40 |
    When the game advances to the end of the phase
    Then "Wolves" is within range of the beacon
    And player A's level of control over the beacon is 0
    And no player controls the beacon
    And "Wolves" is not controlling the beacon

  Scenario: battle-shocked Boyz in range add nothing; one Intercessor in range controls
    Given a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And "Boyz" is battle-shocked
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x    | y    |
      | Boyz         | 28   | 20.5 |
      | Boyz         | 29.5 | 20.5 |
      | Boyz         | 31   | 20.5 |
      | Boyz         | 32.5 | 20.5 |
      | Boyz         | 28   | 19   |
      | Boyz         | 29.5 | 19   |
      | Boyz         | 31   | 19   |
      | Boyz         | 32.5 | 19   |
      | Boyz         | 28   | 22   |
      | Boyz         | 32.5 | 22   |
      | Intercessors | 30   | 24   |
      | Intercessors | 31.5 | 27   |
      | Intercessors | 33   | 27   |
      | Intercessors | 34.5 | 27   |
      | Intercessors | 36   | 27   |
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 0
    And player A's level of control over the beacon is 2
    And player A controls the beacon

  Scenario: a unit with models on both sides of the marker adds every model in range
    Given a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x    | y  |
      | Boyz         | 27   | 22 |
      | Boyz         | 28.5 | 22 |
      | Boyz         | 31.5 | 22 |
      | Boyz         | 33   | 22 |
      | Boyz         | 34.5 | 22 |
      | Boyz         | 36   | 22 |
      | Boyz         | 37.5 | 22 |
      | Boyz         | 39   | 22 |
      | Boyz         | 40.5 | 22 |
      | Boyz         | 42   | 22 |
      | Intercessors | 30   | 24 |
      | Intercessors | 30   | 25.5 |
      | Intercessors | 30   | 27 |
      | Intercessors | 30   | 28.5 |
      | Intercessors | 30   | 30 |
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 8
    And player A's level of control over the beacon is 4
    And player B controls the beacon

  Scenario: two units of one player add their levels: Captain and two Intercessors against three Boyz
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y  |
      | Captain      | 30   | 25 |
      | Intercessors | 31.5 | 23.5 |
      | Intercessors | 28.5 | 23.5 |
      | Intercessors | 27   | 26 |
      | Intercessors | 25.5 | 26 |
      | Intercessors | 24   | 26 |
      | Boyz         | 30   | 20 |
      | Boyz         | 31.5 | 20 |
      | Boyz         | 28.5 | 20 |
      | Boyz         | 30   | 14 |
      | Boyz         | 31.5 | 14 |
      | Boyz         | 28.5 | 14 |
      | Boyz         | 27   | 14 |
      | Boyz         | 33   | 14 |
      | Boyz         | 34.5 | 14 |
      | Boyz         | 25.5 | 14 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 5
    And player B's level of control over the beacon is 6
    And player B controls the beacon
    And "Captain" is not controlling the beacon

  Scenario: an Outrider's oval base reaches the marker along its length but not across it
    Given a unit "Bikes" from the datasheet "Outrider Squad" for player A
    And a unit "Riders" from the datasheet "Outrider Squad" for player B
    And the positions:
      | unit   | x       | y  | facing |
      | Bikes  | 903.2mm | 22 | 0      |
      | Bikes  | 10      | 5  | 0      |
      | Bikes  | 10      | 8  | 0      |
      | Riders | 620.8mm | 22 | 90     |
      | Riders | 50      | 5  | 0      |
      | Riders | 50      | 8  | 0      |
    When the game advances to the end of the phase
    Then "Bikes" is within range of the beacon
    And "Riders" is not within range of the beacon
    And player A's level of control over the beacon is 2
    And player A controls the beacon

  Scenario: Intercessors move into range: the three models in range control at the end of the Movement phase
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x  | y  |
      | Intercessors | 20 | 22 |
      | Intercessors | 20 | 23.5 |
      | Intercessors | 20 | 25 |
      | Intercessors | 20 | 20.5 |
      | Intercessors | 20 | 19 |
      | Warboss      | 50 | 40 |
    When "Intercessors" makes a normal move by (6, 0)
    And the game advances to the end of the phase
    Then "Intercessors" is within range of the beacon
    And player A's level of control over the beacon is 6
    And player A controls the beacon

  Scenario: a model destroyed before the end of the phase no longer adds its OC
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | model | x    | y    |
      | Intercessors | 1     | 30   | 24   |
      | Intercessors | 2     | 31.5 | 24   |
      | Intercessors | 3     | 33   | 27   |
      | Intercessors | 4     | 34.5 | 27   |
      | Intercessors | 5     | 36   | 27   |
      | Boyz         | 1     | 30   | 20   |
      | Boyz         | 2     | 20   | 5    |
      | Boyz         | 3     | 21.5 | 5    |
      | Boyz         | 4     | 23   | 5    |
      | Boyz         | 5     | 24.5 | 5    |
      | Boyz         | 6     | 26   | 5    |
      | Boyz         | 7     | 27.5 | 5    |
      | Boyz         | 8     | 29   | 5    |
      | Boyz         | 9     | 30.5 | 5    |
      | Boyz         | 10    | 32   | 5    |
    When model 2 of "Intercessors" is destroyed
    And the game advances to the end of the phase
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon

  Scenario: 14.02: where nothing is placed, an attached unit stated within range adds every model of both parts
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Intercessors" is within the beacon
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 11
    And player A controls the beacon
