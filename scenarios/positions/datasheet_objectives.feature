Feature: 14.01-14.03, 12.08 and 19.5 Objectives, ovals and modes measured with real datasheets
  Terrain objectives measured as their shapes (at any height), secured markers at a phase's end,
  oval bases by their facing, the Objective Consolidation distance, an attached unit's range for
  an Action and its level of control at the scenario's start, and control after a move or losses.

  Scenario: Intercessors 8" up inside a shaped ruin objective are within range; Boyz on the ground too
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the ruin is an objective
    And it is player A's Movement phase
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y  | height |
      | Intercessors | 11   | 11 | 8      |
      | Intercessors | 12.5 | 11 | 8      |
      | Intercessors | 14   | 11 | 8      |
      | Intercessors | 11   | 12.5 | 8    |
      | Intercessors | 12.5 | 12.5 | 8    |
      | Boyz         | 11   | 15 | 0      |
      | Boyz         | 422.4mm | 12 | 0   |
      | Boyz         | 422.5mm | 14 | 0   |
      | Boyz         | 20   | 20 | 0      |
      | Boyz         | 21.5 | 20 | 0      |
      | Boyz         | 23   | 20 | 0      |
      | Boyz         | 24.5 | 20 | 0      |
      | Boyz         | 26   | 20 | 0      |
      | Boyz         | 27.5 | 20 | 0      |
      | Boyz         | 29   | 20 | 0      |
    When the game advances to the end of the phase
    Then "Intercessors" is wholly within the ruin
    And player A's level of control over the ruin is 10
    And player B's level of control over the ruin is 4
    And player A controls the ruin

  Scenario: 14.03 a secured marker is lost at the end of a phase to one Boy in range
    Given the beacon is an objective marker at (30, 22)
    And it is player B's Movement phase in battle round 2
    And player A has secured the beacon
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y  |
      | Intercessors | 10   | 10 |
      | Intercessors | 11.5 | 10 |
      | Intercessors | 13   | 10 |
      | Intercessors | 14.5 | 10 |
      | Intercessors | 16   | 10 |
      | Boyz         | 874.2mm | 22 |
      | Boyz         | 40   | 5  |
      | Boyz         | 41.5 | 5  |
      | Boyz         | 43   | 5  |
      | Boyz         | 44.5 | 5  |
      | Boyz         | 46   | 5  |
      | Boyz         | 47.5 | 5  |
      | Boyz         | 49   | 5  |
      | Boyz         | 50.5 | 5  |
      | Boyz         | 52   | 5  |
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 2
    And player B controls the beacon

  Scenario: 14.03 a secured marker is kept while the Boy stands 0.1mm out of range
    Given the beacon is an objective marker at (30, 22)
    And it is player B's Movement phase in battle round 2
    And player A has secured the beacon
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y  |
      | Intercessors | 10   | 10 |
      | Intercessors | 11.5 | 10 |
      | Intercessors | 13   | 10 |
      | Intercessors | 14.5 | 10 |
      | Intercessors | 16   | 10 |
      | Boyz         | 874.3mm | 22 |
      | Boyz         | 40   | 5  |
      | Boyz         | 41.5 | 5  |
      | Boyz         | 43   | 5  |
      | Boyz         | 44.5 | 5  |
      | Boyz         | 46   | 5  |
      | Boyz         | 47.5 | 5  |
      | Boyz         | 49   | 5  |
      | Boyz         | 50.5 | 5  |
      | Boyz         | 52   | 5  |
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 0
    And player A controls the beacon

  Scenario: a Warbiker turned lengthwise (facing 90) is engaged across its 42mm width at 2"
    # 21mm + 20mm + 50.8mm = 91.8mm between the centres
    Given a unit "Bikes" from the datasheet "Warbikers" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y     | facing |
      | Bikes   | 254mm   | 254mm | 90     |
      | Bikes   | 254mm   | 334mm | 90     |
      | Bikes   | 254mm   | 414mm | 90     |
      | Warboss | 345.8mm | 254mm | 0      |
    Then "Bikes" is engaged with "Warboss"

  Scenario: the same Warbiker turned across (facing 0) is engaged along its 75mm length at 2"; at facing 90 it is not
    # 37.5mm + 20mm + 50.8mm = 108.3mm between the centres
    Given a unit "Bikes" from the datasheet "Warbikers" for player A
    And a unit "Trikes" from the datasheet "Warbikers" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Beastboss" from the datasheet "Beastboss" for player B
    And the positions:
      | unit      | x       | y     | facing |
      | Bikes     | 254mm   | 254mm | 0      |
      | Bikes     | 254mm   | 300mm | 0      |
      | Bikes     | 254mm   | 346mm | 0      |
      | Warboss   | 362.3mm | 254mm | 0      |
      | Trikes    | 254mm   | 30    | 90     |
      | Trikes    | 254mm   | 33.5  | 90     |
      | Trikes    | 254mm   | 37    | 90     |
      | Beastboss | 367.3mm | 30    | 0      |
    Then "Bikes" is engaged with "Warboss"
    And "Trikes" is not engaged with "Beastboss"

  Scenario: 12.08 Intercessors exactly 3" from the marker may consolidate onto it; 0.1mm farther no mode applies
    Given it is player A's Fight phase
    And the beacon is an objective marker at (30, 22)
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Sternguard" from the datasheet "Intercessor Squad" for player A
    And "Intercessors" made a charge move this turn
    And "Sternguard" made a charge move this turn
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x       | y  |
      | Intercessors | 874.2mm | 22 |
      | Intercessors | 37      | 22 |
      | Intercessors | 38.5    | 22 |
      | Intercessors | 40      | 22 |
      | Intercessors | 41.5    | 22 |
      | Sternguard   | 649.7mm | 22 |
      | Sternguard   | 23      | 22 |
      | Sternguard   | 21.5    | 22 |
      | Sternguard   | 20      | 22 |
      | Sternguard   | 18.5    | 22 |
      | Warboss      | 50      | 40 |
    Then "Intercessors" can make a consolidation move onto the beacon
    And "Sternguard" cannot make a consolidation move because no consolidation mode applies to it

  Scenario: a battle-shocked attached unit adds nothing from either part
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And "Intercessors" is battle-shocked
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x    | y  |
      | Captain      | 30   | 25 |
      | Intercessors | 30   | 22 |
      | Intercessors | 31.5 | 22 |
      | Intercessors | 33   | 22 |
      | Intercessors | 28.5 | 22 |
      | Intercessors | 27   | 22 |
      | Warboss      | 30   | 19 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 0
    And player B controls the beacon

  Scenario: an attached unit whose Captain alone is in range can start an Action on the marker
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And a unit "Captain" from the datasheet "Captain" for player A
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
    Then "Intercessors" can start the "Sabotage" Action on the beacon

  Scenario: Intercessors wholly within 6" of the west edge; one base 0.1mm beyond is within but not wholly within
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Sternguard" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x       | y    |
      | Intercessors | 136.4mm | 10   |
      | Intercessors | 136.4mm | 11.5 |
      | Intercessors | 136.4mm | 13   |
      | Intercessors | 3       | 10   |
      | Intercessors | 3       | 11.5 |
      | Sternguard   | 136.5mm | 20   |
      | Sternguard   | 3       | 20   |
      | Sternguard   | 3       | 21.5 |
      | Sternguard   | 3       | 23   |
      | Sternguard   | 3       | 24.5 |
    Then "Intercessors" is wholly within 6" of a battlefield edge
    And "Sternguard" is within 6" of a battlefield edge
    And "Sternguard" is not wholly within 6" of a battlefield edge

  Scenario: Intercessors leave the marker in their move and the Boy in range takes it at the end of the phase
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase in battle round 2
    And player A controls the beacon
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y    |
      | Intercessors | 31   | 19   |
      | Intercessors | 31   | 20.5 |
      | Intercessors | 31   | 22   |
      | Intercessors | 31   | 23.5 |
      | Intercessors | 31   | 25   |
      | Boyz         | 27   | 19.5 |
      | Boyz         | 40   | 5    |
      | Boyz         | 41.5 | 5    |
      | Boyz         | 43   | 5    |
      | Boyz         | 44.5 | 5    |
      | Boyz         | 46   | 5    |
      | Boyz         | 47.5 | 5    |
      | Boyz         | 49   | 5    |
      | Boyz         | 50.5 | 5    |
      | Boyz         | 52   | 5    |
    When "Intercessors" makes a normal move by (6, 0)
    Then "Intercessors" is not within range of the beacon
    And player A controls the beacon
    When the game advances to the end of the phase
    Then player B controls the beacon
    And player B's level of control over the beacon is 2

  Scenario: a scenario starting in battle round 2 takes control from the board: an attached Captain alone in range ties a Warboss
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Command phase in battle round 2
    And a unit "Captain" from the datasheet "Captain" for player A
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
      | Warboss      | 30   | 19 |
    Then no player controls the beacon
    And player A's level of control over the beacon is 1

  Scenario: the Captain leading the squad is slain in range: the bodyguards out of range add nothing
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And a unit "Captain" from the datasheet "Captain" for player A
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
      | Warboss      | 30   | 19 |
    When model 1 of "Captain" is destroyed
    And the game advances to the end of the phase
    Then player A's level of control over the beacon is 0
    And player B controls the beacon

  Scenario: two Intercessors slain without being named go from the last rows, those in range
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x    | y    |
      | Intercessors | 31.5 | 27   |
      | Intercessors | 33   | 27   |
      | Intercessors | 34.5 | 27   |
      | Intercessors | 30   | 24   |
      | Intercessors | 31.5 | 24   |
      | Boyz         | 30   | 20   |
      | Boyz         | 20   | 5    |
      | Boyz         | 21.5 | 5    |
      | Boyz         | 23   | 5    |
      | Boyz         | 24.5 | 5    |
      | Boyz         | 26   | 5    |
      | Boyz         | 27.5 | 5    |
      | Boyz         | 29   | 5    |
      | Boyz         | 30.5 | 5    |
      | Boyz         | 32   | 5    |
    When 2 models of "Intercessors" are destroyed
    And the game advances to the end of the phase
    Then "Intercessors" has 3 models left
    And player A's level of control over the beacon is 0
    And player B controls the beacon

  Scenario: a Captain anywhere within 3" of the marker is within its range
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" from the datasheet "Captain" for player A
    And any position for "Captain" within 3" of the beacon
    Then "Captain" is within range of the beacon

  Scenario: a Captain anywhere more than 3" from the marker is out of its range
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" from the datasheet "Captain" for player A
    And any position for "Captain" more than 3" from the beacon
    Then "Captain" is not within range of the beacon

  Scenario: a bodyguard slain by its label leaves the Captain in range adding his OC
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | model | x    | y  |
      | Captain      | cpt   | 30   | 25 |
      | Intercessors | 1     | 31.5 | 24 |
      | Intercessors | 2     | 31.5 | 27 |
      | Intercessors | 3     | 33   | 27 |
      | Intercessors | 4     | 34.5 | 27 |
      | Intercessors | 5     | 36   | 27 |
      | Warboss      | w     | 30   | 19 |
    When model 1 of "Intercessors" is destroyed
    And the game advances to the end of the phase
    Then "Intercessors" has 4 models left
    And "Captain" has 1 model left
    And player A's level of control over the beacon is 1
    And no player controls the beacon

  Scenario: a Captain 4" above the marker's centre is within its range but not within 3" of it
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" from the datasheet "Captain" for player A
    And the positions:
      | unit    | x  | y  | height |
      | Captain | 30 | 22 | 4      |
    Then "Captain" is within range of the beacon
    And "Captain" is not within 3" of the beacon
    And "Captain" is within 3" horizontally of the beacon
    And the vertical distance between "Captain" and the beacon is 4"

  Scenario: one squad with models at two markers controls both and scores for each
    Given the beacon is an objective marker at (30, 22)
    And the spire is an objective marker at (30, 30)
    And it is player A's Command phase in battle round 2
    And player A has a mission rule "Hold" that scores 3 VP at the end of your Command phase for each objective they control
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x  | y    |
      | Intercessors | 30 | 23.5 |
      | Intercessors | 30 | 25   |
      | Intercessors | 30 | 26.5 |
      | Intercessors | 30 | 28   |
      | Intercessors | 30 | 29.5 |
      | Warboss      | 50 | 40   |
    When the game advances to the end of the phase
    Then player A controls the beacon
    And player A controls the spire
    And player A's level of control over the beacon is 4
    And player A's level of control over the spire is 6
    And player A has 6 VP

  Scenario: the Captain alone engaged is slain: the attached unit is no longer engaged
    Given it is player A's Shooting phase in battle round 2
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | model | x       | y    |
      | Captain      | cpt   | 254mm   | 10   |
      | Intercessors | 1     | 254mm   | 11.7 |
      | Intercessors | 2     | 254mm   | 13.2 |
      | Intercessors | 3     | 254mm   | 14.7 |
      | Intercessors | 4     | 254mm   | 16.2 |
      | Intercessors | 5     | 254mm   | 17.7 |
      | Warboss      | w     | 344.8mm | 10   |
    Then "Intercessors" is engaged with "Warboss"
    When model cpt of "Captain" is destroyed
    Then "Intercessors" is not engaged
    And "Warboss" is not engaged
    And "Intercessors" has 5 models left

  Scenario: an attached unit with the Captain outside the ruin is within it but not wholly within it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And the positions:
      | unit         | x    | y  |
      | Captain      | 13   | 17 |
      | Intercessors | 11   | 15 |
      | Intercessors | 12.5 | 15 |
      | Intercessors | 14   | 15 |
      | Intercessors | 11   | 13.5 |
      | Intercessors | 12.5 | 13.5 |
    Then "Intercessors" is within the ruin
    And "Intercessors" is not wholly within the ruin
    And "Captain" is not wholly within the ruin
