Feature: 16.01, 19.5, 19.8 Held-out pass: Actions whose rows read positions, with rules and losses
  A tournament organiser's questions about Actions in positioned scenarios (contract §15, 19.4,
  19.5, 19.8, 20.2; Core Rules 03.04, 14.02, 16.01). Bases are 25.4mm (1") across and the
  beacon is a 40mm marker at (30, 22): a base centre 108.9mm (4.287") from the marker's centre
  is exactly at the 3" range. Engagement range is 2" between base edges (03.04).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the beacon is an objective marker at (30, 22)

  # Engagement measured (16.01: it is engaged, unless TITANIC)

  Scenario: An enemy base edge exactly 2" away engages the unit, which cannot start an Action
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is engaged |

  Scenario: An enemy base edge a hair over 2" away does not engage, and the Action may start
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And the positions:
      | unit  | x       | y  |
      | Squad | 10      | 10 |
      | Boyz  | 13.0001 | 10 |
    Then "Squad" can start the "Sweep" Action

  Scenario: A measured engagement does not bar a TITANIC unit
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And "Squad" has the keyword TITANIC
    And it is player A's Shooting phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
    Then "Squad" can start the "Sweep" Action

  # Control of the marker at the range's edge, with rules and losses (14.02, 19.5)

  Scenario: Both units exactly at range with equal OC: a tie, so the Action does not complete
    Given the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x       | y       |
      | Squad | 870.9mm | 558.8mm |
      | Boyz  | 653.1mm | 558.8mm |
    When "Squad" starts the "Hold" Action on the beacon
    And the game advances to the end of the turn
    Then "Boyz" is within range of the beacon
    And "Squad" does not complete the "Hold" Action

  Scenario: Both units exactly at range, and a rule adds 1 to the acting unit's OC: it completes
    Given the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x       | y       |
      | Squad | 870.9mm | 558.8mm |
      | Boyz  | 653.1mm | 558.8mm |
    When "Squad" starts the "Hold" Action on the beacon
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action

  Scenario: An enemy base a hair beyond range does not count, so the acting unit controls
    Given the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x       | y       |
      | Squad | 870.9mm | 558.8mm |
      | Boyz  | 653mm   | 558.8mm |
    When "Squad" starts the "Hold" Action on the beacon
    And the game advances to the end of the turn
    Then "Boyz" is not within range of the beacon
    And "Squad" completes the "Hold" Action

  Scenario: An enemy model in range destroyed before the end of the turn breaks the tie
    Given the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 32 | 22   |
      | Squad | 2     | 32 | 23.5 |
      | Boyz  | 1     | 28 | 22   |
      | Boyz  | 2     | 28 | 23.5 |
    When "Squad" starts the "Hold" Action on the beacon
    And model 2 of "Boyz" is destroyed
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action

  Scenario: Without that loss the two units tie on the marker and the Action does not complete
    Given the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 32 | 22   |
      | Squad | 2     | 32 | 23.5 |
      | Boyz  | 1     | 28 | 22   |
      | Boyz  | 2     | 28 | 23.5 |
    When "Squad" starts the "Hold" Action on the beacon
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold" Action

  # An attached unit that loses a part while performing (19.04, 16.01)

  Scenario: The bodyguard, the only part in range, is destroyed: the leader performs on but does not complete
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Squad   | 31.5 | 22 |
      | Captain | 34.5 | 22 |
      | Boyz    | 50   | 40 |
    When "Captain" starts the "Hold" Action on the beacon
    And 1 model of "Squad" is destroyed
    Then "Captain" is performing the "Hold" Action
    When the game advances to the end of the turn
    Then "Captain" does not complete the "Hold" Action

  Scenario: The bodyguard out of range is destroyed: the leader in range completes
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the Action "Hold":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Squad   | 34.5 | 22 |
      | Captain | 31.5 | 22 |
      | Boyz    | 50   | 40 |
    When "Squad" starts the "Hold" Action on the beacon
    And 1 model of "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Captain" completes the "Hold" Action

  # A mission card's Action on a placed central marker (20.2, 19.8)

  Scenario: Sensor Sweep starts for a base exactly at the central marker's range
    Given the beacon is a central objective
    And player A has the primary mission "Locate and Deny"
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x       | y       |
      | Squad | 870.9mm | 558.8mm |
      | Boyz  | 50      | 40      |
    Then "Squad" can start the "Sensor Sweep" Action on the beacon

  Scenario: Sensor Sweep is refused to a base a hair beyond the central marker's range
    Given the beacon is a central objective
    And player A has the primary mission "Locate and Deny"
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x     | y       |
      | Squad | 871mm | 558.8mm |
      | Boyz  | 50    | 40      |
    Then "Squad" cannot start the "Sensor Sweep" Action on the beacon, for exactly these reasons:
      | it is not a unit the Action allows |

  Scenario: Sensor Sweep is refused on a marker in range that is not central
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 32 | 22 |
      | Boyz  | 50 | 40 |
    Then "Squad" cannot start the "Sensor Sweep" Action on the beacon because it is not a unit the Action allows

  # wholly within, measured, with a rule that makes the unit count as within (18.2, 19.8)

  Scenario: A base across the ruin's edge is not wholly within it, and counting as within the ruin does not make it wholly within
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And "Squad" has an ability "Infiltrated" that makes it count as within the ruin
    And the Action "Dig In":
      | UNITS | one unit that is wholly within the ruin |
    And it is player A's Shooting phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 15 |
      | Boyz  | 50 | 40 |
    Then "Squad" cannot start the "Dig In" Action because it is not a unit the Action allows

  Scenario: A base touching the ruin's edge from inside is wholly within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the Action "Dig In":
      | UNITS | one unit that is wholly within the ruin |
    And it is player A's Shooting phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 19.5 | 15 |
      | Boyz  | 50   | 40 |
    Then "Squad" can start the "Dig In" Action
