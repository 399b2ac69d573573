Feature: 16.01, 19.8 UNITS rows decided by placed models
  Bases are 1" (25.4mm) across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2

  Scenario: an attached unit whose leader alone stands in the ruin is within it
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Hold Fast":
      | UNITS | one unit that is within the ruin |
    And the positions:
      | unit    | x    | y  |
      | Squad   | 8.5  | 12 |
      | Captain | 10.2 | 12 |
      | Boyz    | 40   | 40 |
    Then "Squad" can start the "Hold Fast" Action

  Scenario: an attached unit whose leader stands outside the ruin is not wholly within it
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Hold Fast":
      | UNITS | one unit that is wholly within the ruin |
    And the positions:
      | unit    | x   | y  |
      | Squad   | 11  | 12 |
      | Captain | 9.2 | 12 |
      | Boyz    | 40  | 40 |
    Then "Squad" cannot start the "Hold Fast" Action because it is not a unit the Action allows

  Scenario: every model of an attached unit inside the ruin is wholly within it
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the Action "Hold Fast":
      | UNITS | one unit that is wholly within the ruin |
    And the positions:
      | unit    | x    | y  |
      | Squad   | 11   | 12 |
      | Captain | 10.5 | 14 |
      | Boyz    | 40   | 40 |
    Then "Squad" can start the "Hold Fast" Action

  Scenario: a base edge exactly 3" horizontally from the marker's edge may start a range Action
    # marker at 762mm; its edge 20mm out, then 3" (76.2mm), then the base's half (12.7mm)
    Given the beacon is an objective marker at (30, 22)
    And the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And the positions:
      | unit  | x       | y       |
      | Squad | 870.9mm | 558.8mm |
      | Boyz  | 50      | 40      |
    Then "Squad" can start the "Sabotage" Action on the beacon

  Scenario: a base edge 0.1mm beyond 3" of the marker's edge may not
    Given the beacon is an objective marker at (30, 22)
    And the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And the positions:
      | unit  | x     | y       |
      | Squad | 871mm | 558.8mm |
      | Boyz  | 50    | 40      |
    Then "Squad" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: 5" above the marker is within range, 5.5" above is not
    Given the beacon is an objective marker at (30, 22)
    And a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And the positions:
      | unit   | x  | y  | height |
      | Squad  | 30 | 22 | 5      |
      | Scouts | 30 | 22 | 5.5    |
      | Boyz   | 50 | 40 | 0      |
    Then "Squad" can start the "Sabotage" Action on the beacon
    And "Scouts" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: a base wholly inside the south-west table quarter, clear of the centre line
    Given the Action "Hold Quarter":
      | UNITS | one unit that is wholly within the south-west table quarter |
    And the positions:
      | unit  | x     | y  |
      | Squad | 29.45 | 10 |
      | Boyz  | 50    | 40 |
    Then "Squad" can start the "Hold Quarter" Action

  Scenario: a base reaching the 1mm centre line is wholly within no quarter
    Given the Action "Hold Quarter":
      | UNITS | one unit that is wholly within the south-west table quarter |
    And the positions:
      | unit  | x    | y  |
      | Squad | 29.5 | 10 |
      | Boyz  | 50   | 40 |
    Then "Squad" is within the south-west table quarter
    And "Squad" cannot start the "Hold Quarter" Action because it is not a unit the Action allows
