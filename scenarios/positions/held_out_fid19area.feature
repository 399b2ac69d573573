Feature: Held out: where models stand, as an organiser settles a measuring dispute (§19.1 to §19.5)
  A held-out pass written from the contract's §19.2 to §19.5 and the Core Rules it cites (01.04,
  03.03, 03.04, 14.01, 14.02, the Rules Appendix): coherency in two groups and with bases of
  different sizes and shapes, concave and slanted areas touched exactly and missed by a hair,
  distances in space against distances in plan, rounding of an asked number, the closest enemy
  unit by its closest model, engagement with several enemies at once, and the level of control
  counted model by model on different floors. Bases are 1" across (25.4mm) unless a scenario
  says otherwise; every answer was decided from the rules text before the scenario was run.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  # -- coherency (03.03) ------------------------------------------------------------------------

  Scenario: 03.03: two pairs 5" apart are in coherency: each model has a neighbour and all are within 9"
    # the 11th edition asks no second neighbour of any unit: pairs 6" apart edge to edge, 6" end to end
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Squad | 3     | 16 | 10 |
      | Squad | 4     | 17 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" is in coherency
    And model 1 of "Squad" is in base contact with model 2 of "Squad"
    And model 1 of "Squad" is not in base contact with model 3 of "Squad"

  Scenario: 03.03: the same two pairs with the far model a thousandth beyond 9" are out of coherency
    Given the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Squad | 2     | 11     | 10 |
      | Squad | 3     | 19     | 10 |
      | Squad | 4     | 20.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is not in coherency
    And the distance between model 1 of "Squad" and model 4 of "Squad" is exactly 9.001"

  Scenario: 03.03: a unit brought down to its last model is in coherency again
    Given the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Squad | 2     | 13.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is not in coherency
    When model 2 of "Squad" is destroyed
    Then "Squad" has 1 model left
    And "Squad" is in coherency

  Scenario: 03.03, 01.04: a 40mm sergeant and a 1" trooper whose bases are exactly 2" apart are in coherency
    # 254mm + 20mm + 50.8mm + 12.7mm = 337.5mm
    Given the positions:
      | unit  | model | x       | y  | base   |
      | Squad | sgt   | 254mm   | 10 | 40mm   |
      | Squad | 2     | 337.5mm | 10 | 25.4mm |
      | Boyz  | 1     | 50      | 40 | 25.4mm |
    Then "Squad" is in coherency
    And the distance between model sgt of "Squad" and model 2 of "Squad" is exactly 2"
    And model 2 of "Squad" is within 2" of model sgt of "Squad"

  Scenario: 03.03, 01.04: the same sergeant and trooper 0.1mm farther apart are out of coherency
    Given the positions:
      | unit  | model | x       | y  | base   |
      | Squad | sgt   | 254mm   | 10 | 40mm   |
      | Squad | 2     | 337.6mm | 10 | 25.4mm |
      | Boyz  | 1     | 50      | 40 | 25.4mm |
    Then "Squad" is not in coherency
    And model 2 of "Squad" is not within 2" of model sgt of "Squad"
    And the distance between model sgt of "Squad" and model 2 of "Squad" is 2.004"

  Scenario: 03.03, 19.4: two ovals end to end, long axes in line, exactly 2" apart are in coherency
    # centres 110.8mm apart less two half lengths of 30mm leave 50.8mm = 2"
    Given "Squad" has 60x35.5mm bases
    And the positions:
      | unit  | model | x       | y  | facing |
      | Squad | 1     | 254mm   | 10 | 0      |
      | Squad | 2     | 364.8mm | 10 | 0      |
      | Boyz  | 1     | 50      | 40 | 0      |
    Then "Squad" is in coherency
    And the distance between model 1 of "Squad" and model 2 of "Squad" is 2"

  Scenario: 03.03, 19.4: the same ovals turned a quarter stand side by side 2.96" apart, out of coherency
    # 110.8mm less two half widths of 17.75mm leaves 75.3mm
    Given "Squad" has 60x35.5mm bases
    And the positions:
      | unit  | model | x       | y  | facing |
      | Squad | 1     | 254mm   | 10 | 90     |
      | Squad | 2     | 364.8mm | 10 | 90     |
      | Boyz  | 1     | 50      | 40 | 0      |
    Then "Squad" is not in coherency
    And the distance between model 1 of "Squad" and model 2 of "Squad" is 2.96"

  # -- areas with a shape (01.04, 14.01, 19.2) ------------------------------------------------

  Scenario: 01.04, 19.2: in the notch of an L-shaped area a model is measured to the area's closest part
    # the L is x 10-20 by y 10-14, and x 10-14 by y 14-20; the notch's corner is (14, 14)
    Given the ruin is the polygon (10, 10) (20, 10) (20, 14) (14, 14) (14, 20) (10, 20)
    And the positions:
      | unit  | x  | y  |
      | Squad | 17 | 17 |
      | Boyz  | 50 | 40 |
    Then "Squad" is not within the ruin
    And the distance between "Squad" and the ruin is exactly 2.5"
    And "Squad" is within 2.5" of the ruin
    And "Squad" is not within 2.499" of the ruin

  Scenario: 01.04, 19.2: a base inside the L's lower arm is wholly within it; one reaching into the notch is not
    Given the ruin is the polygon (10, 10) (20, 10) (20, 14) (14, 14) (14, 20) (10, 20)
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 14.5 | 13.5 |
      | Squad | 2     | 15.6 | 14.3 |
      | Boyz  | 1     | 50   | 40   |
    Then model 1 of "Squad" is wholly within the ruin
    And model 2 of "Squad" is within the ruin
    And model 2 of "Squad" is not wholly within the ruin
    And "Squad" is within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: 01.04, 19.2: a base touching a slanted side from outside is within the triangle, not wholly
    # the side from (18, 10) to (10, 16) has the outward normal (0.6, 0.8); its point (14, 13)
    # plus half an inch along the normal is (14.3, 13.4)
    Given the crater is the polygon (10, 10) (18, 10) (10, 16)
    And the positions:
      | unit  | x    | y    |
      | Squad | 14.3 | 13.4 |
      | Boyz  | 50   | 40   |
    Then "Squad" is within the crater
    And "Squad" is not wholly within the crater
    And the distance between "Squad" and the crater is exactly 0"

  Scenario: 19.2: a base touching the slanted side from inside is wholly within the triangle (the boundary belongs to it)
    Given the crater is the polygon (10, 10) (18, 10) (10, 16)
    And the positions:
      | unit  | x    | y    |
      | Squad | 13.7 | 12.6 |
      | Boyz  | 50   | 40   |
    Then "Squad" is wholly within the crater

  Scenario: 01.04: a base a thousandth of an inch off the slanted side is not within the triangle
    Given the crater is the polygon (10, 10) (18, 10) (10, 16)
    And the positions:
      | unit  | x       | y       |
      | Squad | 14.3006 | 13.4008 |
      | Boyz  | 50      | 40      |
    Then "Squad" is not within the crater
    And the distance between "Squad" and the crater is exactly 0.001"

  Scenario: 19.2: a deployment zone written in millimetres bounds a unit half inside it
    Given player A's deployment zone is the rectangle from (0, 0) to (304.8mm, 44)
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 11.5 | 20 |
      | Squad | 2     | 12.5 | 20 |
      | Boyz  | 1     | 50   | 40 |
    Then "Squad" is within player A's deployment zone
    And "Squad" is not wholly within player A's deployment zone
    And model 1 of "Squad" is wholly within player A's deployment zone
    And model 2 of "Squad" is within player A's deployment zone

  Scenario: 19.5: a stated "within" between two shaped areas that share only a corner is checked and accepted
    # any part of the first within the second, the boundary included
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the crater is the polygon (20, 20) (26, 20) (23, 25)
    And the crater is within the ruin
    And the positions:
      | unit  | x  | y    |
      | Squad | 23 | 21.5 |
      | Boyz  | 50 | 40   |
    Then "Squad" is wholly within the crater
    And "Squad" is not within the ruin

  # -- measuring in space and in plan (01.04, 19.4) ---------------------------------------------

  Scenario: 19.4: 4" apart in plan and 3" apart in height is 5" apart
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 14 | 3      |
    Then the horizontal distance between "Squad" and "Boyz" is exactly 4"
    And the vertical distance between "Squad" and "Boyz" is exactly 3"
    And the distance between "Squad" and "Boyz" is exactly 5"
    And "Squad" is within 5" of "Boyz"
    And "Squad" is not within 4.999" of "Boyz"
    And "Squad" is within 4" horizontally of "Boyz"
    And "Squad" is not engaged with "Boyz"

  Scenario: 19.4, 03.04: a model 6" straight over an enemy is within 0" of it in plan but neither within 2" nor engaged
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 6      |
      | Boyz  | 10 | 10 | 0      |
    Then "Squad" is within 0" horizontally of "Boyz"
    And "Squad" is not within 2" of "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 6"
    And "Squad" is not engaged with "Boyz"
    And "Squad" is not in base contact with "Boyz"

  Scenario: 19.4, 03.04: the same model 5" over its enemy is engaged, and still not in base contact
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 5      |
      | Boyz  | 10 | 10 | 0      |
    Then "Squad" is engaged with "Boyz"
    And "Boyz" is engaged with "Squad"
    And "Squad" is not in base contact with "Boyz"

  Scenario: 19.4: 2.005" asked to two places is 2.01" (half up), and to three places is 2.005"
    Given the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 13.005 | 10 |
    Then the distance between "Squad" and "Boyz" is 2.01"
    And the distance between "Squad" and "Boyz" is 2.005"
    And the distance between "Squad" and "Boyz" is exactly 2.005"
    And "Squad" is not engaged with "Boyz"
    And "Squad" is more than 2" from "Boyz"

  Scenario: 19.4: 2.0049" asked to two places is 2" and to three places 2.005"; it is still beyond engagement range
    Given the positions:
      | unit  | x       | y  |
      | Squad | 10      | 10 |
      | Boyz  | 13.0049 | 10 |
    Then the distance between "Squad" and "Boyz" is 2"
    And the distance between "Squad" and "Boyz" is 2.005"
    And "Squad" is not engaged with "Boyz"

  Scenario: 01.04: within 6" of a model is not wholly within 6" of it; its far side is 7" away
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    Then "Squad" is within 6" of "Boyz"
    And "Squad" is not wholly within 6" of "Boyz"
    And "Squad" is wholly within 7" of "Boyz"
    And "Squad" is not wholly within 6.999" of "Boyz"

  Scenario: 01.04: a unit is wholly within a distance of a model only when every one of its models is
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 17 | 10 |
    Then "Squad" is within 5" of "Boyz"
    And model 2 of "Squad" is wholly within 6" of "Boyz"
    And model 1 of "Squad" is not wholly within 6" of "Boyz"
    And "Squad" is not wholly within 6" of "Boyz"
    And "Squad" is wholly within 7" of "Boyz"

  # -- the battlefield's edges (03.01, 19.2, 19.7) ----------------------------------------------

  Scenario: 19.7: the distance to a battlefield edge is to the nearest of the four
    # east edge 4.5" away, north edge 3.5" away
    Given the positions:
      | unit  | x  | y  |
      | Squad | 55 | 40 |
      | Boyz  | 10 | 10 |
    Then the distance between "Squad" and a battlefield edge is exactly 3.5"
    And "Squad" is within 3.5" of a battlefield edge
    And "Squad" is not within 3.499" of a battlefield edge
    And "Boyz" is within 9.5" of a battlefield edge

  Scenario: 19.7 (interpretation 120): in a corner, a base wholly within 1.2" of the two edges it meets, though not of either one
    # the base's point farthest from both edges is 0.8" + 0.354" from each, so every part is within
    # 1.2" of one edge or the other; its far side is 1.3" from the west edge
    Given the positions:
      | unit  | x   | y   |
      | Squad | 0.8 | 0.8 |
      | Boyz  | 50  | 40  |
    Then "Squad" is wholly within 1.2" of a battlefield edge
    And "Squad" is not wholly within 1.1" of a battlefield edge
    And the distance between "Squad" and a battlefield edge is exactly 0.3"

  Scenario: 19.5: a stated "within 6" of the east battlefield edge" that the positions agree with, exactly at 6"
    Given "Squad" is within 6" of the east battlefield edge
    And the positions:
      | unit  | x    | y  |
      | Squad | 53.5 | 20 |
      | Boyz  | 10   | 10 |
    Then "Squad" is within 6" of a battlefield edge
    And "Squad" is not wholly within 6" of a battlefield edge

  # -- the closest enemy unit (app 01.04.02) ---------------------------------------------------

  Scenario: app 01.04.02: a friendly unit nearer than every enemy is never the closest enemy unit
    Given a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Guard | 12 | 10 |
      | Boyz  | 20 | 10 |
      | Grots | 25 | 10 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Boyz" is "Guard"
    And the closest enemy unit to "Grots" is "Guard"

  Scenario: app 01.04.02, 19.5: the closest enemy unit is decided by its closest model, until that model is destroyed
    # Boyz's near model is 5" away, its other 29"; Grots's one model 5.5" away
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Boyz  | 1     | 16 | 10   |
      | Boyz  | 2     | 40 | 10   |
      | Grots | 1     | 10 | 16.5 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 5"
    When model 1 of "Boyz" is destroyed
    Then the closest enemy unit to "Squad" is "Grots"
    And the distance between "Squad" and "Boyz" is exactly 29"

  # -- engagement (03.04) ----------------------------------------------------------------------

  Scenario: 03.04: engaged with two enemy units at exactly 2", and not with a third 2.001" away
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And a unit "Gits" for player B
    And "Gits" has 25.4mm bases
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13    | 10 |
      | Grots | 10    | 13 |
      | Gits  | 6.999 | 10 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And "Squad" is not engaged with "Gits"
    And "Gits" is not engaged with "Squad"
    And the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Squad" is "Grots"

  Scenario: 03.04: a stated pair with two enemies that the positions agree with is accepted
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Squad" is engaged with "Boyz" and "Grots"
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5      |
      | Grots | 10 | 13 | 0      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"

  Scenario: 03.04, 19.3: a trooper on a 40mm base reaches an enemy its 1" neighbour does not
    # centres 3.2874" apart: 40mm and 1" bases leave exactly 2" between them
    Given the positions:
      | unit  | model | x       | y  | base   |
      | Squad | sgt   | 254mm   | 10 | 40mm   |
      | Squad | 2     | 254mm   | 12 | 25.4mm |
      | Boyz  | 1     | 337.5mm | 10 | 25.4mm |
    Then "Squad" is engaged with "Boyz"
    And model sgt of "Squad" is within 2" of "Boyz"
    And model 2 of "Squad" is not within 2" of "Boyz"

  # -- objectives (14.02, Rules Appendix) ------------------------------------------------------

  Scenario: 14.02, Rules Appendix: a level of control counts each model in range, floor by floor
    # the marker lies under model 1 (5" up) and model 2 (5.001" up); model 3 stands beside it
    Given it is player A's Command phase
    And "Squad" has OC 1
    And "Boyz" has OC 2
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | model | x  | y    | height |
      | Squad | 1     | 31 | 22   | 5      |
      | Squad | 2     | 30 | 22   | 5.001  |
      | Squad | 3     | 29 | 22   | 0      |
      | Boyz  | 1     | 30 | 25.2 | 0      |
    When the game advances to the end of the phase
    Then model 1 of "Squad" is within 5" of the beacon
    And model 2 of "Squad" is not within 5" of the beacon
    And player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon
    And "Squad" is not controlling the beacon

  Scenario: 14.02: the same unit with its second model 5" up holds the marker; the enemy in range is not controlling
    Given it is player A's Command phase
    And a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And "Squad" has OC 1
    And "Guard" has OC 1
    And "Boyz" has OC 2
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | model | x  | y    | height |
      | Squad | 1     | 31 | 22   | 5      |
      | Squad | 2     | 30 | 22   | 5      |
      | Squad | 3     | 29 | 22   | 0      |
      | Guard | 1     | 40 | 22   | 0      |
      | Boyz  | 1     | 30 | 25.2 | 0      |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 3
    And player A controls the beacon
    And "Squad" is controlling the beacon
    And "Guard" is not within range of the beacon
    And "Guard" is not controlling the beacon
    And "Boyz" is within range of the beacon
    And "Boyz" is not controlling the beacon

  Scenario: Rules Appendix: a base touching the marker's edge is 0" from it and within range
    # 30" + 20mm + 12.7mm = 794.7mm
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x       | y  |
      | Squad | 794.7mm | 22 |
      | Boyz  | 10      | 10 |
    Then the distance between "Squad" and the beacon is exactly 0"
    And "Squad" is within range of the beacon
    And "Squad" is wholly within 1" of the beacon
    And "Squad" is not wholly within 0.999" of the beacon

  Scenario: Rules Appendix, 01.04: a large base half in range is within range but not wholly within 3" of the marker
    # a 100mm base centred 5" from the marker's centre: its near side 2.24" from the marker's
    # edge, its far side 6.18": in range by its near part only
    Given "Squad" has 100mm bases
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x  | y  |
      | Squad | 35 | 22 |
      | Boyz  | 10 | 10 |
    Then "Squad" is within range of the beacon
    And "Squad" is within 3" of the beacon
    And "Squad" is not wholly within 3" of the beacon

  Scenario: Rules Appendix: 4" straight over the marker is within range of it, though not within 3" of it
    # range is 3" horizontally and 5" vertically; "within 3"" of the marker measures in space
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 30 | 22 | 4      |
      | Boyz  | 10 | 10 | 0      |
    Then "Squad" is within range of the beacon
    And "Squad" is not within 3" of the beacon
    And "Squad" is within 3" horizontally of the beacon
    And the vertical distance between "Squad" and the beacon is exactly 4"

  Scenario: Rules Appendix: a 40mm base set 3" out from the marker's edge and 5" up is within range at both limits
    # the marker's centre is at y = 558.8mm; 20mm + 76.2mm + 20mm farther is 675mm
    Given a unit "Captain" for player A
    And "Captain" has a 40mm base
    And the beacon is an objective marker at (30, 22)
    And "Captain" is at (30, 675mm, 5)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Captain" is within range of the beacon
    And the horizontal distance between "Captain" and the beacon is exactly 3"
    And the distance between "Captain" and the beacon is 5.83"
    And model 1 of "Captain" is at (30, 675mm, 5)

  Scenario: 03.04, 19.2: a height written in millimetres: 127mm up and 2" across is engaged
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height  |
      | Squad | 10 | 10 | 0       |
      | Boyz  | 13 | 10 | 127mm   |
      | Grots | 10 | 13 | 127.1mm |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And the vertical distance between "Squad" and "Grots" is 5.004"

  Scenario: 19.3, app 01.04.02: an embarked enemy unit has no position: the closest enemy is its TRANSPORT
    Given a unit "Rhino" for player B
    And "Rhino" has the keywords VEHICLE, TRANSPORT
    And "Rhino" has 25.4mm bases
    And "Boyz" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Rhino | 30 | 10 |
    Then the closest enemy unit to "Squad" is "Rhino"
    And "Squad" is more than 9" from every enemy unit
    And "Squad" is within 19" of an enemy unit
    And "Squad" is not within 18.999" of an enemy unit

  Scenario: 19.3, 01.04: an enemy unit in strategic reserves is measured by no one; the nearest placed one is exactly 12" away
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Grots" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And "Squad" is within 12" of an enemy unit
    And "Squad" is not within 11.999" of an enemy unit
    And "Squad" is more than 11.999" from every enemy unit

  Scenario: 19.5, 03.04: the enemy's last model destroyed: the unit is destroyed, the next enemy is the closest, and nothing is engaged
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
      | Grots | 30 | 10 |
    Then "Squad" is engaged with "Boyz"
    When model 1 of "Boyz" is destroyed
    Then "Boyz" is destroyed
    And the closest enemy unit to "Squad" is "Grots"
    And "Squad" is not engaged
    And "Squad" is more than 18" from every enemy unit

  Scenario: 03.03: three floors 5" apart: each model has a neighbour, but the top and bottom are 10" apart vertically
    # the 9" clause needs 5" vertically too, of every other model
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 10 | 10 | 5      |
      | Squad | 3     | 10 | 10 | 10     |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" is not in coherency
    When model 3 of "Squad" is destroyed
    Then "Squad" is in coherency

  Scenario: 01.04, 14.02: wholly within 2" of a terrain area, measured in plan, on an upper floor too
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | model | x      | y  | height |
      | Squad | 1     | 21.5   | 15 | 8      |
      | Squad | 2     | 21.501 | 17 | 0      |
      | Boyz  | 1     | 50     | 40 | 0      |
    Then model 1 of "Squad" is wholly within 2" of the ruin
    And model 2 of "Squad" is not wholly within 2" of the ruin
    And model 2 of "Squad" is within 2" of the ruin
    And "Squad" is not wholly within 2" of the ruin

  Scenario: 14.02: a base touching a terrain objective's edge from outside is within range and counts its OC; 0.001" off counts nothing
    Given it is player A's Command phase
    And "Squad" has OC 2
    And "Boyz" has OC 1
    And the ruin is the rectangle from (10, 10) to (20, 20)
    And the ruin is an objective
    And the positions:
      | unit  | x      | y  |
      | Squad | 9.5    | 15 |
      | Boyz  | 20.501 | 15 |
    When the game advances to the end of the phase
    Then "Squad" is within range of the ruin
    And "Boyz" is not within range of the ruin
    And player A's level of control over the ruin is 2
    And player B's level of control over the ruin is 0
    And player A controls the ruin
    And "Squad" is controlling the ruin

  Scenario: 14.02, 18.3 item 3: a rule that adds to OC counts only for the models within range
    # models 1 and 2 are within range of the marker (OC 1 + 1 each); model 3, 10" off, counts nothing
    Given it is player A's Command phase
    And "Squad" has OC 1
    And "Boyz" has OC 1
    And "Squad" has an ability "Hold" that adds 1 to its OC
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Squad | 3     | 40 | 22 |
      | Boyz  | 1     | 50 | 40 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 4
    And player A controls the beacon

  Scenario: 14.02, 01.07: a battle-shocked unit standing on the marker adds nothing; the enemy beside it controls
    Given it is player B's Command phase
    And "Squad" has OC 2
    And "Boyz" has OC 1
    And "Squad" is battle-shocked
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 22 |
      | Boyz  | 33 | 24 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 0
    And player B's level of control over the beacon is 1
    And player B controls the beacon
    And "Squad" is not controlling the beacon
    And "Boyz" is controlling the beacon

  Scenario: 19.7 (interpretation 120): on a battlefield 10" deep a base across its middle line is wholly within 5" of the edges together
    # every part of the base is within 5" of the north edge or of the south one, though its far
    # side is 5.5" from each
    Given the battlefield is 60" by 10"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 5  |
      | Boyz  | 50 | 5  |
    Then "Squad" is wholly within 5" of a battlefield edge
    And "Squad" is not wholly within 4.999" of a battlefield edge
    And the distance between "Squad" and a battlefield edge is exactly 4.5"
