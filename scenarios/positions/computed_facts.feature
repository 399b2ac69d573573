Feature: 19.5 What the core computes from positions
  Where models are placed, engagement and with whom, areas, objective ranges, the charge and
  Heroic Intervention distances and coherency are measured, never taken as stated. Where
  nothing is placed, engagement pairs and wholly within are stated. Unit coherency is
  restored in the End of Turn step by removing the models the scenario names, in order
  (03.03). All bases are 1" (25.4mm) across: centres d" apart are d - 1" apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 03.04: stated engagement pairs, where nothing is placed
    Given a unit "Grots" for player B
    And "Squad" is engaged with "Boyz" and "Grots"
    Then "Squad" is engaged
    And "Boyz" is engaged
    And "Grots" is engaged
    And "Squad" is engaged with "Grots"
    And "Boyz" is engaged with "Squad"
    And "Boyz" is not engaged with "Grots"

  Scenario: 03.04: a unit whose every partner is destroyed is no longer engaged
    Given a unit "Grots" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    When "Boyz" is destroyed
    Then "Squad" is engaged
    And "Squad" is not engaged with "Boyz"
    When "Grots" is destroyed
    Then "Squad" is not engaged

  Scenario: 03.04: engagement stated without pairs is left as stated
    Given "Squad" is engaged
    And "Boyz" is engaged
    When "Boyz" is destroyed
    Then "Squad" is engaged

  Scenario: 03.04: a stated pair the positions agree with
    # centres 3" apart: the bases are 2" apart
    Given "Squad" is engaged with "Boyz"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then "Squad" is engaged with "Boyz"
    When "Boyz" is destroyed
    Then "Squad" is not engaged

  Scenario: 11.02: a destroyed unit's models no longer count for the charge declaration distance
    # Boyz are exactly 12" away, Grots 20"
    Given it is player A's Charge phase
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
      | Grots | 10 | 31 |
    Then "Squad" is eligible to declare a charge
    When "Boyz" is destroyed
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And the closest enemy unit to "Squad" is "Grots"

  Scenario: 03.04, 23.02: engaged only with AIRCRAFT units, measured
    Given a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has 25.4mm bases
    And "Squad" is engaged only with AIRCRAFT units
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 12 | 10 |
      | Boyz  | 40 | 10 |
    Then "Squad" is engaged with "Jet"
    And "Squad" is not engaged with "Boyz"

  Scenario: 01.04: wholly within an area without a shape is stated, and implies within
    Given "Squad" is wholly within the woods
    Then "Squad" is wholly within the woods
    And "Squad" is within the woods
    And "Boyz" is not wholly within the woods

  Scenario: 01.04: wholly within a shaped area is measured, and a stated one checked
    # Squad's base spans 10.5" to 11.5" along x, inside the ruin from 10" to 16"
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And "Squad" is wholly within the ruin
    And "Boyz" is not within the ruin
    And the positions:
      | unit  | x  | y  |
      | Squad | 11 | 11 |
      | Boyz  | 9  | 11 |
    Then "Squad" is wholly within the ruin
    And "Boyz" is not within the ruin
    And the distance between "Boyz" and the ruin is exactly 0.5"

  Scenario: 01.04: a stated not within an area without a shape
    Given "Squad" is not within the woods
    And "Boyz" is within the woods
    Then "Squad" is not within the woods
    And "Boyz" is within the woods

  Scenario: 15.11: the Heroic Intervention distance is measured: 12" is within it
    Given player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | x      | y  |
      | Squad   | 10     | 10 |
      | Boyz    | 23     | 10 |
      | Marines | 10     | 40 |
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    And player A cannot use the "Heroic Intervention" stratagem on "Marines" because it is not a unit the stratagem can target

  Scenario: 15.11: an enemy 12.001" away is outside the Heroic Intervention distance
    Given player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 23.001 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 03.03: a unit out of coherency loses the stated models at the end of the turn
    # model 3 is 7" from model 2 and 9" from model 1: within 9" of every model, but within 2" of none
    Given it is player A's Shooting phase
    And model 3 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 12 | 10 |
      | Squad | 3     | 20 | 10 |
      | Boyz  | 1     | 40 | 30 |
    Then "Squad" is not in coherency
    And "Squad" has 3 models left
    When the game advances to the end of the turn
    Then "Squad" is in coherency
    And "Squad" has 2 models left
    And model 1 of "Squad" is at (10, 10)
    And model 2 of "Squad" is at (12, 10)

  Scenario: 03.03: models are removed one at a time, in the stated order, until the unit is in coherency
    # two pairs 19" apart: every model is more than 9" from two others
    Given it is player A's Shooting phase
    And model 3 of "Squad" will be removed to regain coherency
    And model 4 of "Squad" will be removed to regain coherency
    And model 1 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Squad | 3     | 30 | 10 |
      | Squad | 4     | 31 | 10 |
      | Boyz  | 1     | 50 | 30 |
    When the game advances to the end of the turn
    Then "Squad" has 2 models left
    And "Squad" is in coherency
    And model 1 of "Squad" is within 0" of model 2 of "Squad"

  Scenario: 03.03: a unit in coherency loses nothing, whatever is stated
    Given it is player A's Shooting phase
    And model 2 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 13 | 10 |
      | Boyz  | 1     | 40 | 30 |
    When the game advances to the end of the turn
    Then "Squad" has 2 models left

  Scenario: 19.5: a model destroyed by its label leaves the board
    # model 3's base is 2" from Boyz; models 1 and 2 are farther
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 12 | 10 |
      | Squad | 3     | 14 | 10 |
      | Boyz  | 1     | 17 | 10 |
    Then "Squad" is engaged with "Boyz"
    When model 3 of "Squad" is destroyed
    Then "Squad" has 2 models left
    And "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 4"

  Scenario: 19.5: models destroyed without being named go from the last placed rows first
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | a     | 14 | 10 |
      | Squad | b     | 12 | 10 |
      | Squad | c     | 10 | 10 |
      | Boyz  | 1     | 17 | 10 |
    When 1 model of "Squad" is destroyed
    Then "Squad" has 2 models left
    And "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 2"
    When 1 model of "Squad" is destroyed
    Then "Squad" is engaged with "Boyz"
    And model a of "Squad" is at (14, 10)

  Scenario: 14.02: a unit counts only its models within range
    # Squad (OC 2): one model of its three within range; Boyz (OC 1): both of its two
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Command phase in battle round 2
    And "Boyz" has OC 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 31 | 22 |
      | Squad | 20 | 10 |
      | Squad | 21 | 10 |
      | Boyz  | 29 | 22 |
      | Boyz  | 29 | 23 |
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon
    And "Squad" is within range of the beacon
