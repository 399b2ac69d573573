Feature: 19 Positions and distances, read from the contract by an outside author
  Written from contract §19 and the Core Rules alone (01.04, 03.03, 03.04, 14.01, 14.02, 17.02,
  Rules Appendix), every expected answer worked out by hand before running. Distances are
  measured between the closest parts of bases or hulls; "within" includes its number, "more
  than" excludes it; a model is within an area if any part of it is, wholly within if every part
  is, the area's boundary included. Coherency and engagement need both their horizontal and
  their vertical distance. Most bases here are 1" (25.4mm) across so that the arithmetic stays
  in round inches.

  Scenario: 19.4 and 03.04: bases exactly 2" apart are engaged
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then "Squad" is engaged with "Boyz"
    And "Boyz" is engaged
    And "Squad" is within 2" of "Boyz"
    And "Squad" is within 2" of an enemy unit
    And the distance between "Squad" and "Boyz" is exactly 2"

  Scenario: 19.4: bases 2.0001" apart are not engaged, though the distance reads 2" to two places
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x       | y  |
      | Squad | 10      | 10 |
      | Boyz  | 13.0001 | 10 |
    Then "Squad" is not engaged
    And "Squad" is not engaged with "Boyz"
    And "Squad" is more than 2" from "Boyz"
    And "Squad" is more than 2" from every enemy unit
    And "Squad" is not within 2" of "Boyz"
    And the distance between "Squad" and "Boyz" is 2"
    And the distance between "Squad" and "Boyz" is 2.0001"

  Scenario: 19.4: default 32mm bases measured on millimetre coordinates, exactly
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And the positions:
      | unit  | x        | y        |
      | Squad | 100mm    | 100mm    |
      | Boyz  | 182.8mm  | 100mm    |
      | Grots | 100mm    | 182.81mm |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And the distance between "Squad" and "Boyz" is exactly 2"
    And the distance between "Squad" and "Grots" is 2.0004"

  Scenario: 19.4 and 03.04: engagement range is also 5" vertically
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 11 | 10 | 5      |
      | Grots | 9  | 10 | 5.001  |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And the horizontal distance between "Squad" and "Grots" is 0"
    And the vertical distance between "Squad" and "Grots" is 5.001"
    And "Squad" is within 0" horizontally of "Grots"
    And "Squad" is not in base contact with "Boyz"

  Scenario: 19.3 and 19.4: an oval base measured numerically along its long and its short axis
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 60x35.5mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x       | y       | facing |
      | Squad | 254mm   | 254mm   | 90     |
      | Boyz  | 347.5mm | 254mm   | 0      |
      | Grots | 254mm   | 347.5mm | 0      |
    Then "Squad" is engaged with "Grots"
    And "Squad" is not engaged with "Boyz"
    And the distance between "Squad" and "Grots" is 2"
    And the distance between "Squad" and "Boyz" is 2.48"

  Scenario: 19.3: the base column overrides the unit's base for one model
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  | base   |
      | Squad | sgt   | 10   | 10 | 50.8mm |
      | Squad | 2     | 8    | 10 |        |
      | Boyz  | 1     | 13.5 | 10 |        |
    Then model sgt of "Squad" is within 2" of "Boyz"
    And model 2 of "Squad" is not within 2" of "Boyz"
    And the distance between model 2 of "Squad" and "Boyz" is exactly 4.5"
    And "Squad" is engaged with "Boyz"
    And "Squad" is in coherency
    And "Squad" has 2 models left

  Scenario: 17.02 and 19.4: a hull is measured from its closest point
    Given the units:
      | unit  | player | keywords                  |
      | Rhino | A      | VEHICLE, TRANSPORT, FRAME |
      | Boyz  | B      | INFANTRY                  |
      | Grots | B      | INFANTRY                  |
    And "Rhino" has a hull of 7" by 4"
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y    |
      | Rhino | 30 | 22   |
      | Boyz  | 36 | 22   |
      | Grots | 30 | 26.6 |
    Then "Rhino" is engaged with "Boyz"
    And "Rhino" is not engaged with "Grots"
    And the distance between "Rhino" and "Boyz" is exactly 2"
    And the distance between "Rhino" and "Grots" is exactly 2.1"

  Scenario: 17.02 and 19.4: a hull with a height is measured in three dimensions
    Given the units:
      | unit  | player | keywords                  |
      | Rhino | A      | VEHICLE, TRANSPORT, FRAME |
      | Boyz  | B      | INFANTRY                  |
      | Grots | B      | INFANTRY                  |
    And "Rhino" has a hull of 7" by 4" and 3" high
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Rhino | 30 | 22 | 0      |
      | Boyz  | 36 | 22 | 8      |
      | Grots | 24 | 22 | 8.5    |
    Then "Rhino" is engaged with "Boyz"
    And "Rhino" is not engaged with "Grots"
    And the vertical distance between "Rhino" and "Boyz" is 5"
    And the horizontal distance between "Rhino" and "Grots" is 2"

  Scenario: 19.2 and 19.3: a position in inches, with the inch mark or in millimetres
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has a 1" base
    And "Boyz" has a 25.4mm base
    And "Squad" is at (10, 10)
    And "Boyz" is at (304.8mm, 10")
    Then model 1 of "Boyz" is at (12, 10)
    And the distance between "Squad" and "Boyz" is exactly 1"
    And "Squad" is engaged

  Scenario: 19.11: a board file places models, shapes an area and sets a marker
    Given the board:
      """
      battlefield: {width: 44, depth: 30}
      areas:
        the ruin: {rectangle: [[10, 10], [16, 16]]}
      objective_markers:
        the beacon: [30, 22]
      units:
        Squad:
          player: A
          base: 25.4mm
          m: 6
          positions:
            - [12, 12]
            - {model: sgt, x: 13.5, y: 12, base: 38.1mm}
        Boyz:
          player: B
          base: 25.4mm
          positions:
            - [30, 25.2]
      """
    Then "Squad" has 2 models left
    And "Squad" has M 6"
    And "Squad" is wholly within the ruin
    And model sgt of "Squad" is at (13.5, 12)
    And the distance between model 1 of "Squad" and model sgt of "Squad" is exactly 0.25"
    And "Boyz" is within range of the beacon
    And the distance between "Boyz" and a battlefield edge is exactly 4.3"

  Scenario: 19.2: a smaller battlefield moves its edges
    Given the battlefield is 44" by 30"
    And a unit "Squad" for player A
    And "Squad" has a 25.4mm base
    And "Squad" is at (40, 25)
    Then the distance between "Squad" and a battlefield edge is 3.5"
    And "Squad" is within 3.5" of a battlefield edge
    And "Squad" is not within 3.4" of a battlefield edge

  Scenario: 19.2, 14.02: a terrain area is horizontal, so a model above it is within it
    Given a unit "Squad" for player A
    And the ruin is a terrain area
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And "Squad" has a 25.4mm base
    And "Squad" is at (13, 13, 7)
    Then "Squad" is within the ruin
    And "Squad" is wholly within the ruin

  Scenario: 19.4: wholly within includes the area's boundary; within needs any part
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x    | y    |
      | Squad | 10.5 | 10.5 |
      | Squad | 11.9 | 10.5 |
      | Boyz  | 15.5 | 16.4 |
      | Grots | 13   | 16.6 |
    Then "Squad" is wholly within the ruin
    And model 1 of "Squad" is wholly within the ruin
    And "Boyz" is within the ruin
    And "Boyz" is not wholly within the ruin
    And "Grots" is not within the ruin

  Scenario: 19.2: a polygon area, its corners in order
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the crater is the polygon (20, 20) (26, 20) (23, 25)
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x  | y    |
      | Squad | 23 | 21   |
      | Boyz  | 20 | 20.3 |
    Then "Squad" is wholly within the crater
    And "Boyz" is within the crater
    And "Boyz" is not wholly within the crater

  Scenario: Rules Appendix: within range of an objective marker is 3" horizontally of its closest part
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the beacon is an objective marker at (30, 22)
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x        | y  |
      | Squad | 870.9mm  | 22 |
      | Boyz  | 653.09mm | 22 |
    Then "Squad" is within range of the beacon
    And "Boyz" is not within range of the beacon
    And the distance between "Squad" and the beacon is exactly 3"
    And "Squad" is within 3" of the beacon

  Scenario: 14.02 and 19.5: the level of control adds only the models within range
    Given the units:
      | unit  | player | OC |
      | Squad | A      | 2  |
      | Boyz  | B      | 3  |
    And the beacon is an objective marker at (30, 22)
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And it is player A's Shooting phase
    And the positions:
      | unit  | x    | y    |
      | Squad | 30   | 25   |
      | Squad | 31.2 | 25   |
      | Squad | 30   | 27.4 |
      | Boyz  | 30   | 19   |
      | Boyz  | 28.8 | 19   |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 4
    And player B's level of control over the beacon is 6
    And player B controls the beacon
    And "Boyz" is controlling the beacon
    And "Squad" is not controlling the beacon

  Scenario: 16.01 and 19.8: an Action's UNITS row that asks for wholly within
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And "Squad" has 25.4mm bases
    And "Guards" has 25.4mm bases
    And the Action "Survey":
      | UNITS | one INFANTRY unit that is wholly within the ruin |
    And it is player A's Shooting phase
    And the positions:
      | unit   | x    | y  |
      | Squad  | 12   | 12 |
      | Guards | 15.9 | 14 |
    Then "Squad" can start the "Survey" Action
    And "Guards" cannot start the "Survey" Action because it is not a unit the Action allows

  Scenario: 11.02 and 19.1: the charge declaration distance is measured, 12" included
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Guards" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And it is player A's Charge phase
    And the positions:
      | unit   | x      | y  |
      | Squad  | 10     | 10 |
      | Boyz   | 23     | 10 |
      | Guards | 10     | 30 |
      | Grots  | 23.001 | 30 |
    Then "Squad" is eligible to declare a charge
    And "Guards" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And "Guards" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: 03.03: within 2" of another model, 2" included
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And "Squad" has 25.4mm bases
    And "Guards" has 25.4mm bases
    And the positions:
      | unit   | x       | y  |
      | Squad  | 10      | 10 |
      | Squad  | 12.5    | 10 |
      | Squad  | 15.5    | 10 |
      | Guards | 10      | 20 |
      | Guards | 12.5    | 20 |
      | Guards | 15.5001 | 20 |
    Then "Squad" is in coherency
    And "Guards" is not in coherency

  Scenario: 03.03: within 9" of every other model, 9" included
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And "Squad" has 25.4mm bases
    And "Guards" has 25.4mm bases
    And the positions:
      | unit   | x      | y  |
      | Squad  | 10     | 10 |
      | Squad  | 12.5   | 10 |
      | Squad  | 15     | 10 |
      | Squad  | 17.5   | 10 |
      | Squad  | 20     | 10 |
      | Guards | 10     | 20 |
      | Guards | 12.5   | 20 |
      | Guards | 15     | 20 |
      | Guards | 17.5   | 20 |
      | Guards | 20.001 | 20 |
    Then "Squad" is in coherency
    And "Guards" is not in coherency
    And the distance between model 1 of "Squad" and model 5 of "Squad" is exactly 9"

  Scenario: 19.5 and 03.03: a destroyed model can break coherency, and the End of Turn step mends it
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Squad | 12.5 | 10 |
      | Squad | 15   | 10 |
    And model 3 of "Squad" will be removed to regain coherency
    When model 2 of "Squad" is destroyed
    Then "Squad" has 2 models left
    And "Squad" is not in coherency
    When the game advances to the end of the turn
    Then "Squad" has 1 model left
    And "Squad" is in coherency
    And model 1 of "Squad" is at (10, 10)

  Scenario: 03.03: models are removed one at a time, in the order stated, until the unit is in coherency
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Fight phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Squad | 11.5 | 10 |
      | Squad | 13   | 10 |
      | Squad | 22   | 10 |
    And model 1 of "Squad" will be removed to regain coherency
    And model 4 of "Squad" will be removed to regain coherency
    When the game advances to the end of the turn
    Then "Squad" has 2 models left
    And "Squad" is in coherency
    And model 2 of "Squad" is at (11.5, 10)

  Scenario: 19.9 and 03.04: an enemy unit anywhere more than 2" away leaves the unit unengaged
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 3
    And "Squad" is at (30, 22)
    And any position for "Boyz" more than 2" from "Squad"
    Then "Squad" is not engaged
    And "Squad" is more than 2" from "Boyz"

  Scenario: 19.9: on a 1" grid, an enemy unit within 2" is engaged with the unit
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And "Squad" is at (30, 22)
    And positions are drawn on a 1" grid
    And any position for "Boyz" within 2" of "Squad"
    Then "Squad" is engaged with "Boyz"

  Scenario: 19.9: a unit anywhere wholly within an area is within it, and anywhere not within it is not
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And "Squad" has a starting strength of 2
    And "Guards" has a starting strength of 2
    And the ruin is the rectangle from (10, 10) to (20, 20)
    And any position for "Squad" wholly within the ruin
    And any position for "Guards" not within the ruin
    Then "Squad" is within the ruin
    And "Squad" is wholly within the ruin
    And "Guards" is not within the ruin

  Scenario: 19.9 and 03.03: in any formation, a unit is in coherency after the End of Turn step
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 4
    And it is player A's Fight phase
    And any formation for "Squad"
    When the game advances to the end of the turn
    Then "Squad" is in coherency

  Scenario: 19.9 and 09.05: a normal move to any position ends more than 2" from every enemy unit
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has a starting strength of 1
    And "Boyz" has a starting strength of 1
    And it is player A's Movement phase
    And "Squad" is at (20, 20)
    And "Boyz" is at (26, 20)
    When "Squad" makes a normal move to any position
    Then "Squad" is not engaged
    And "Squad" is more than 2" from every enemy unit
