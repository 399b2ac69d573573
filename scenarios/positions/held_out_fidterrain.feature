Feature: Held out: areas, heights and distances measured (§19.2 to §19.5, §19.7)
  A held-out pass on what the core measures from positions: within and wholly within a shaped
  area (a base touching its edge, a model on an upper floor, an area inside another), objective
  marker range (3" horizontally and 5" vertically), engagement and coherency (2" horizontally and
  5" vertically), an oval base at facings against a FRAME hull, the battlefield's edges and
  centre, and deployment maps by name. Each boundary is tried exactly at it and a thousandth of
  an inch beyond, with its answer decided from 01.04, 03.03, 03.04, 14.01, 14.02, 17.02 and the
  Rules Appendix. Bases are 1" across unless a scenario says otherwise.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  # -- within and wholly within a shaped area (01.04, 14.02, app 01.04.01) -------------------

  Scenario: 01.04: a base touching a terrain area's edge from outside is within it, not wholly
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x    | y  |
      | Squad | 9.5  | 15 |
      | Boyz  | 50   | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And the distance between "Squad" and the ruin is exactly 0"

  Scenario: 01.04: a base a thousandth of an inch short of a terrain area's edge is not within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x     | y  |
      | Squad | 9.499 | 15 |
      | Boyz  | 50    | 40 |
    Then "Squad" is not within the ruin
    And "Squad" is not wholly within the ruin
    And the distance between "Squad" and the ruin is exactly 0.001"

  Scenario: 19.2: a base touching the area's boundary from inside is wholly within it (the boundary belongs to it)
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x    | y    |
      | Squad | 10.5 | 19.5 |
      | Boyz  | 50   | 40   |
    Then "Squad" is wholly within the ruin
    And "Squad" is within the ruin

  Scenario: 01.04: a base crossing the boundary by a thousandth is within but not wholly within
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x      | y  |
      | Squad | 10.499 | 15 |
      | Boyz  | 50     | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: 14.02, app FAQ 912: a model on an upper floor, 6" up, is within and wholly within the terrain area
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 15 | 15 | 6      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" is within the ruin
    And "Squad" is wholly within the ruin

  Scenario: 01.04: a unit is within an area if one model is, wholly within only if every model is
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 19   | 15 |
      | Squad | 2     | 20.5 | 15 |
      | Boyz  | 1     | 50   | 40 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And model 1 of "Squad" is wholly within the ruin
    And model 2 of "Squad" is within the ruin
    And model 2 of "Squad" is not wholly within the ruin

  Scenario: 19.2: an area inside another: a model wholly within the inner one is wholly within the outer one too
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the crater is the polygon (12, 12) (16, 12) (14, 16)
    And the positions:
      | unit  | x  | y  |
      | Squad | 14 | 13 |
      | Boyz  | 17 | 17 |
    Then "Squad" is wholly within the crater
    And "Squad" is wholly within the ruin
    And "Boyz" is wholly within the ruin
    And "Boyz" is not within the crater

  Scenario: 19.5: a stated "within" that the shape agrees with is checked and accepted
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And "Squad" is within the ruin
    And "Boyz" is not within the ruin
    And the positions:
      | unit  | x     | y  |
      | Squad | 9.5   | 15 |
      | Boyz  | 9.499 | 17 |
    Then "Squad" is within the ruin
    And "Boyz" is not within the ruin

  # -- objective marker range (Rules Appendix, app 14.01.01; 14.02) -----------------------------
  # The marker is 40mm across, centred at (762mm, 558.8mm); a 1" base in range has its centre
  # within 20mm + 76.2mm + 12.7mm = 108.9mm of the marker's centre in plan.

  Scenario: Rules Appendix: exactly 3" from the marker along a 3-4-5 diagonal is within range
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x        | y        |
      | Squad | 827.34mm | 645.92mm |
      | Boyz  | 50       | 40       |
    Then "Squad" is within range of the beacon
    And "Squad" is within 3" of the beacon
    And the distance between "Squad" and the beacon is exactly 3"

  Scenario: Rules Appendix: a thousandth of an inch farther along the same diagonal is out of range
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x           | y           |
      | Squad | 827.35524mm | 645.94032mm |
      | Boyz  | 50          | 40          |
    Then "Squad" is not within range of the beacon
    And "Squad" is more than 3" from the beacon

  Scenario: Rules Appendix: 3" horizontally and 5" vertically at once is within range (each measured on its own)
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x     | y  | height |
      | Squad | 870.9mm | 22 | 5    |
      | Boyz  | 50    | 40 | 0      |
    Then "Squad" is within range of the beacon
    And the vertical distance between "Squad" and the beacon is exactly 5"
    And the horizontal distance between "Squad" and the beacon is exactly 3"
    And "Squad" is not within 5" of the beacon

  Scenario: Rules Appendix: 5" up and 3.001" out is out of range
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x          | y  | height |
      | Squad | 870.9254mm | 22 | 5      |
      | Boyz  | 50         | 40 | 0      |
    Then "Squad" is not within range of the beacon

  Scenario: Rules Appendix: a model standing over the marker, 5.001" up, is out of range; at 4.999" it is in
    Given a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit   | x  | y  | height |
      | Squad  | 30 | 22 | 5.001  |
      | Scouts | 30 | 22 | 4.999  |
      | Boyz   | 50 | 40 | 0      |
    Then "Squad" is not within range of the beacon
    And "Scouts" is within range of the beacon

  Scenario: 14.02: equal OC in range at the marker's exact boundaries: no player controls it
    Given it is player A's Command phase
    And "Squad" has OC 2
    And "Boyz" has OC 2
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x       | y  | height |
      | Squad | 870.9mm | 22 | 0      |
      | Boyz  | 653.1mm | 22 | 5      |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon

  Scenario: 14.02: the same with the enemy a thousandth beyond 3": player A controls the marker
    Given it is player A's Command phase
    And "Squad" has OC 2
    And "Boyz" has OC 2
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x          | y  | height |
      | Squad | 870.9mm    | 22 | 0      |
      | Boyz  | 653.0746mm | 22 | 5      |
    When the game advances to the end of the phase
    Then player B's level of control over the beacon is 0
    And player A controls the beacon

  Scenario: 14.02: a unit counts only its models in range
    Given it is player A's Command phase
    And "Squad" has OC 2
    And "Boyz" has OC 1
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | model | x          | y  |
      | Squad | 1     | 870.9mm    | 22 |
      | Squad | 2     | 870.9254mm | 24 |
      | Boyz  | 1     | 653.1mm    | 22 |
      | Boyz  | 2     | 30         | 20.5 |
      | Boyz  | 3     | 30         | 23.5 |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 3
    And player B controls the beacon

  Scenario: 14.01, 14.02: a shaped terrain objective's range is the terrain area itself, at any height
    Given it is player A's Command phase
    And "Squad" has OC 1
    And "Boyz" has OC 1
    And the ruin is the rectangle from (10, 10) to (20, 20)
    And the ruin is an objective
    And the positions:
      | unit  | x      | y  | height |
      | Squad | 9.5    | 15 | 0      |
      | Boyz  | 20.501 | 15 | 6      |
    When the game advances to the end of the phase
    Then "Squad" is within range of the ruin
    And "Boyz" is not within range of the ruin
    And player A controls the ruin

  # -- engagement (03.04) -----------------------------------------------------------------------

  Scenario: 03.04: exactly 2" horizontally and exactly 5" vertically at once is engaged
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5      |
    Then "Squad" is engaged with "Boyz"
    And "Boyz" is engaged with "Squad"
    And "Squad" is not within 5" of "Boyz"

  Scenario: 03.04: 5" up and 2.001" across is not engaged
    Given the positions:
      | unit  | x      | y  | height |
      | Squad | 10     | 10 | 0      |
      | Boyz  | 13.001 | 10 | 5      |
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is within 2.001" horizontally of "Boyz"

  Scenario: 03.04: 5.001" up and 2" across is not engaged
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5.001  |
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is within 2" horizontally of "Boyz"

  Scenario: 03.04: a model directly above its enemy, 5" up, is engaged on a different floor
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 10 | 10 | 5      |
    Then "Squad" is engaged with "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is exactly 0"
    And "Squad" is not in base contact with "Boyz"

  Scenario: 03.04, 17.02: a base exactly 2" from a FRAME hull's side is engaged; 2.001" is not
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And a unit "Gretchin" for player A
    And "Gretchin" has 25.4mm bases
    And the positions:
      | unit     | x      | y  |
      | Rhino    | 20     | 20 |
      | Squad    | 25.5   | 20 |
      | Gretchin | 20     | 24.001 |
      | Boyz     | 50     | 40 |
    Then "Squad" is engaged with "Rhino"
    And the distance between "Squad" and "Rhino" is exactly 2"
    And "Gretchin" is not engaged with "Rhino"
    And the distance between "Gretchin" and "Rhino" is exactly 2.001"

  Scenario: 17.02: a hull turned 90 degrees is measured along its new sides
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And the positions:
      | unit  | x    | y  | facing |
      | Rhino | 20   | 20 | 90     |
      | Squad | 25.5 | 20 | 0      |
      | Boyz | 50 | 40 | 0 |
    Then "Squad" is not engaged with "Rhino"
    And the distance between "Squad" and "Rhino" is exactly 3.5"

  Scenario: 17.02: a base off a hull's corner, 2" along a 3-4-5 diagonal, is engaged; a thousandth more is not
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And a unit "Gretchin" for player A
    And "Gretchin" has 25.4mm bases
    And the positions:
      | unit     | x       | y       |
      | Rhino    | 20      | 20      |
      | Squad    | 24.5    | 23.5    |
      | Gretchin | 15.4994 | 16.4992 |
      | Boyz | 50 | 40 |
    Then "Squad" is engaged with "Rhino"
    And "Gretchin" is not engaged with "Rhino"

  # -- an oval base at facings against a hull (01.04, 17.02; 19.4 exactness) -----------------
  # The hull's east side is at x = 23" (584.2mm); the oval is 60mm by 35.5mm.

  Scenario: 19.4: an oval end-on to a hull at exactly 2" is engaged (measured numerically)
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And "Squad" has 60x35.5mm bases
    And the positions:
      | unit  | x     | y  | facing |
      | Rhino | 20    | 20 | 0      |
      | Squad | 665mm | 20 | 0      |
      | Boyz | 50 | 40 | 0 |
    Then "Squad" is engaged with "Rhino"
    And the distance between "Squad" and "Rhino" is 2.00"

  Scenario: 19.4: the same oval turned 90 degrees, side-on, is 2.48" away and not engaged
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And "Squad" has 35.5x60mm bases
    And the positions:
      | unit  | x     | y  | facing |
      | Rhino | 20    | 20 | 0      |
      | Squad | 665mm | 20 | 90     |
      | Boyz | 50 | 40 | 0 |
    Then "Squad" is not engaged with "Rhino"
    And the distance between "Squad" and "Rhino" is 2.48"
    And "Squad" is more than 2.48" from "Rhino"

  Scenario: 19.4: side-on at its half width plus 2" the oval is engaged again
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And "Squad" has a 60x35.5mm base
    And the positions:
      | unit  | x        | y  | facing |
      | Rhino | 20       | 20 | 0      |
      | Squad | 652.75mm | 20 | 90     |
      | Boyz | 50 | 40 | 0 |
    Then "Squad" is engaged with "Rhino"

  Scenario: 19.4: an oval at 45 degrees touches 2" from the hull at its computed reach; 0.001" farther it does not
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3"
    And "Squad" has 60x35.5mm bases
    And a unit "Gretchin" for player A
    And "Gretchin" has 60x35.5mm bases
    And the positions:
      | unit     | x                 | y  | facing |
      | Rhino    | 20                | 20 | 0      |
      | Squad    | 659.6481490177mm  | 21 | 45     |
      | Gretchin | 659.6735490177mm  | 19 | 45     |
      | Boyz | 50 | 40 | 0 |
    Then "Squad" is engaged with "Rhino"
    And "Gretchin" is not engaged with "Rhino"

  # -- coherency (03.03) -----------------------------------------------------------------------

  Scenario: 03.03: seven models in a line, the ends with one neighbour each, are in coherency (no second neighbour is asked)
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 11.6 | 10 |
      | Squad | 3     | 13.2 | 10 |
      | Squad | 4     | 14.8 | 10 |
      | Squad | 5     | 16.4 | 10 |
      | Squad | 6     | 18   | 10 |
      | Squad | 7     | 19.6 | 10 |
      | Boyz  | 1     | 50   | 40 |
    Then "Squad" is in coherency
    And model 1 of "Squad" is more than 2" from model 3 of "Squad"
    And the distance between model 1 of "Squad" and model 7 of "Squad" is exactly 8.6"

  Scenario: 03.03: end models exactly 9" apart are in coherency; 9.001" is not
    Given a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | model | x      | y  |
      | Squad  | 1     | 10     | 10 |
      | Squad  | 2     | 12.5   | 10 |
      | Squad  | 3     | 15     | 10 |
      | Squad  | 4     | 17.5   | 10 |
      | Squad  | 5     | 20     | 10 |
      | Scouts | 1     | 10     | 20 |
      | Scouts | 2     | 12.5   | 20 |
      | Scouts | 3     | 15     | 20 |
      | Scouts | 4     | 17.5   | 20 |
      | Scouts | 5     | 20.001 | 20 |
      | Boyz   | 1     | 50     | 40 |
    Then "Squad" is in coherency
    And "Scouts" is not in coherency

  Scenario: 03.03: a model on the floor 5" above its neighbour is in coherency; 5.001" above is not
    Given a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | model | x  | y  | height |
      | Squad  | 1     | 10 | 10 | 0      |
      | Squad  | 2     | 12 | 10 | 5      |
      | Scouts | 1     | 10 | 20 | 0      |
      | Scouts | 2     | 12 | 20 | 5.001  |
      | Boyz   | 1     | 50 | 40 | 0      |
    Then "Squad" is in coherency
    And "Scouts" is not in coherency

  Scenario: 03.03: coherency counts 2" horizontally, so 2" across and 5" up is in coherency
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 13 | 10 | 5      |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" is in coherency
    And the distance between model 1 of "Squad" and model 2 of "Squad" is 5.39"

  Scenario: 03.03: a unit out of coherency in the opponent's turn loses a model at the end of that turn, not before
    Given it is player B's Shooting phase
    And model 2 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Squad | 2     | 13.001 | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is not in coherency
    And "Squad" has 2 models left
    When the game advances to the end of the phase
    Then "Squad" has 2 models left
    When the game advances to the end of the turn
    Then "Squad" has 1 model left
    And "Squad" is in coherency

  # -- battlefield edges and centre (19.2, 19.5) ---------------------------------------------

  Scenario: 19.7: wholly within 6" of a battlefield edge exactly at the base's far side; 0.001" more is not
    Given a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | x     | y  |
      | Squad  | 5.5   | 20 |
      | Scouts | 5.501 | 30 |
      | Boyz   | 50    | 40 |
    Then "Squad" is wholly within 6" of a battlefield edge
    And "Scouts" is not wholly within 6" of a battlefield edge
    And "Scouts" is within 6" of a battlefield edge

  Scenario: 19.5: a base touching the west edge is within 0" of it and more than 6" from no edge
    Given the positions:
      | unit  | x   | y  |
      | Squad | 0.5 | 22 |
      | Boyz  | 30  | 22 |
    Then the distance between "Squad" and a battlefield edge is exactly 0"
    And "Boyz" is more than 6" from a battlefield edge
    And the distance between "Boyz" and a battlefield edge is exactly 21.5"

  Scenario: 19.5: the north edge of a 44" by 30" battlefield is at y = 30, and the stated edge fact is checked
    Given the battlefield is 44" by 30"
    And "Squad" is within 6" of the north battlefield edge
    And the positions:
      | unit  | x  | y    |
      | Squad | 20 | 24.5 |
      | Boyz  | 20 | 5    |
    Then "Squad" is wholly within 6" of a battlefield edge
    And "Squad" is within 6" of a battlefield edge

  Scenario: 19.5: the centre of a 44" by 30" battlefield is (22, 15), and a model exactly 3" from it is within 3" of it
    Given the battlefield is 44" by 30"
    And "Squad" is within 3" of the centre of the battlefield
    And the positions:
      | unit  | x    | y  |
      | Squad | 22   | 18.5 |
      | Boyz  | 40   | 5  |
    Then "Squad" is more than 6" from a battlefield edge

  # -- deployment maps by name (19.2) ----------------------------------------------------------

  Scenario: 19.2: Tipping Point: player A defends by default and its zone steps out to x = 20 north of y = 22
    Given the deployment "Tipping Point"
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 15.5 | 30   |
      | Squad | 2     | 15.5 | 31.5 |
      | Boyz  | 1     | 48.5 | 30   |
    Then "Squad" is wholly within player A's deployment zone
    And "Squad" is wholly within player A's territory
    And "Boyz" is wholly within player B's deployment zone
    And "Boyz" is not within player A's territory

  Scenario: 19.2: Tipping Point: south of y = 22 the defender's zone ends at x = 12, so a base touching it is within, not wholly
    Given the deployment "Tipping Point"
    And a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | x    | y    |
      | Squad  | 12.5 | 10   |
      | Scouts | 15.5 | 10   |
      | Boyz   | 39.5 | 10   |
    Then "Squad" is within player A's deployment zone
    And "Squad" is not wholly within player A's deployment zone
    And "Scouts" is not within player A's deployment zone
    And "Boyz" is within player B's deployment zone
    And "Boyz" is not wholly within player B's deployment zone

  Scenario: 19.2: Tipping Point with player A the attacker swaps the zones
    Given the deployment "tipping-point"
    And player A is the attacker
    And the positions:
      | unit  | x    | y  |
      | Squad | 48.5 | 30 |
      | Boyz  | 15.5 | 30 |
    Then "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's deployment zone
    And "Squad" is not within player B's deployment zone

  Scenario: 19.2: Sweeping Engagement: a base touching the defender's zone at y = 8 is within it; east of x = 30 the zone reaches y = 14
    Given the deployment "Sweeping Engagement"
    And a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | x  | y    |
      | Squad  | 10 | 8.5  |
      | Scouts | 40 | 13.5 |
      | Boyz   | 40 | 35.5 |
    Then "Squad" is within player A's deployment zone
    And "Squad" is not wholly within player A's deployment zone
    And "Scouts" is wholly within player A's deployment zone
    And "Boyz" is not wholly within player B's deployment zone
    And "Boyz" is within player B's deployment zone

  Scenario: 19.2: Crucible of Battle: the zones are triangles either side of the diagonal
    Given the deployment "Crucible of Battle"
    And the positions:
      | unit  | x  | y  |
      | Squad | 5  | 30 |
      | Boyz  | 55 | 14 |
    Then "Squad" is wholly within player A's deployment zone
    And "Squad" is not within player B's deployment zone
    And "Boyz" is wholly within player B's deployment zone
    And "Boyz" is wholly within player B's territory

  Scenario: 19.2: Search and Destroy: the territories are split by the battlefield's diagonal
    Given the deployment "Search and Destroy"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 40 |
      | Boyz  | 50 | 4  |
    Then "Squad" is wholly within player A's territory
    And "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's territory
    And "Boyz" is not within player A's territory

  Scenario: 19.2: KOTC Colosseum, drawn for a 36" by 36" battlefield, loads on one
    Given the battlefield is 36" by 36"
    And the deployment "KOTC Colosseum (9 edges)"
    And the positions:
      | unit  | x  | y    |
      | Squad | 18 | 8.5  |
      | Boyz  | 18 | 27.5 |
    Then "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's deployment zone
    And the distance between "Squad" and "Boyz" is exactly 18"

  # -- the closest enemy unit (app 01.04.02, §19.4: distances are three-dimensional) ---------

  Scenario: app 01.04.02, 19.4: an enemy 3.001" straight up is farther than one 3" away on the same level
    Given a unit "Orks" for player B
    And "Orks" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 14 | 10 | 0      |
      | Orks  | 10 | 10 | 3.001  |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the distance between "Squad" and "Orks" is exactly 3.001"
    And the horizontal distance between "Squad" and "Orks" is exactly 0"

  Scenario: app 01.04.02, 19.4: an enemy 2.999" straight up is the closer one
    Given a unit "Orks" for player B
    And "Orks" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 14 | 10 | 0      |
      | Orks  | 10 | 10 | 2.999  |
    Then the closest enemy unit to "Squad" is "Orks"
    And the distance between "Squad" and "Boyz" is exactly 3"

  Scenario: app 01.04.02, 19.4: 3" up and 3" across are equally close, and both are the closest
    Given a unit "Orks" for player B
    And "Orks" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 14 | 10 | 0      |
      | Orks  | 10 | 10 | 3      |
    Then the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Squad" is "Orks"

  # -- a shaped area is horizontal: measured to in plan at any height (19.4, 14.02) -----------

  Scenario: 19.4: a model on a floor 8" above a terrain area is within it, so it is 0" from it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 15 | 15 | 8      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" is within the ruin
    And the distance between "Squad" and the ruin is exactly 0"
    And the vertical distance between "Squad" and the ruin is exactly 0"
    And "Squad" is within 1" of the ruin

  Scenario: 19.4: 8" up and exactly 2" from a terrain area in plan is within 2" of it; 2.001" is not
    Given a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the ruin is the rectangle from (10, 10) to (20, 20)
    And the positions:
      | unit   | x      | y  | height |
      | Squad  | 22.5   | 15 | 8      |
      | Scouts | 22.501 | 18 | 8      |
      | Boyz   | 50     | 40 | 0      |
    Then "Squad" is within 2" of the ruin
    And "Squad" is wholly within 3" of the ruin
    And the distance between "Squad" and the ruin is exactly 2"
    And "Scouts" is more than 2" from the ruin
    And "Scouts" is not wholly within 3" of the ruin

  Scenario: 19.4: a deployment zone is horizontal too: 8" up and 2" from it in plan is within 2" of it
    Given the deployment "Dawn of War"
    And the positions:
      | unit  | x  | y    | height |
      | Squad | 10 | 14.5 | 8      |
      | Boyz  | 10 | 32.5 | 0      |
    Then "Squad" is within 2" of player A's deployment zone
    And "Squad" is not within player A's deployment zone

  Scenario: 19.4: an objective marker is not an area: it lies flat, so 8" above it is 8" from it
    Given the beacon is an objective marker at (30, 22)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 30 | 22 | 8      |
      | Boyz  | 50 | 40 | 0      |
    Then the distance between "Squad" and the beacon is exactly 8"
    And "Squad" is not within 5" of the beacon
    And "Squad" is not within range of the beacon

  Scenario: 19.5 (interpretation 111): the centre of the battlefield is measured in plan, so 6" up over it is within 3" of it
    Given "Squad" is within 3" of the centre of the battlefield
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 30 | 22 | 6      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" is within the north-east table quarter
    And "Squad" is within the south-west table quarter
    And "Squad" is not wholly within the south-west table quarter

  Scenario: 03.03: exactly 9" horizontally and 5" vertically from every other model is in coherency
    Given the positions:
      | unit  | model | x    | y  | height |
      | Squad | 1     | 10   | 10 | 0      |
      | Squad | 2     | 12.5 | 10 | 0      |
      | Squad | 3     | 15   | 10 | 0      |
      | Squad | 4     | 17.5 | 10 | 0      |
      | Squad | 5     | 20   | 10 | 5      |
      | Boyz  | 1     | 50   | 40 | 0      |
    Then "Squad" is in coherency
    And the horizontal distance between model 1 of "Squad" and model 5 of "Squad" is exactly 9"
    And model 1 of "Squad" is more than 9" from model 5 of "Squad"

  Scenario: 03.03: 9" horizontally and 5.001" vertically from a model of the unit is out of coherency
    Given the positions:
      | unit  | model | x    | y  | height |
      | Squad | 1     | 10   | 10 | 0      |
      | Squad | 2     | 12.5 | 10 | 0      |
      | Squad | 3     | 15   | 10 | 2      |
      | Squad | 4     | 17.5 | 10 | 4      |
      | Squad | 5     | 20   | 10 | 5.001  |
      | Boyz  | 1     | 50   | 40 | 0      |
    Then "Squad" is not in coherency

  # -- combinations: hulls with heights, AIRCRAFT, unnamed losses, another battlefield ---------

  Scenario: Rules Appendix, 17.02: a hull standing 5" up, 3" from the marker in plan, is within range; 5.001" up it is not
    Given a unit "Rhino" for player A
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 4" by 2" and 2" high
    And a unit "Raider" for player A
    And "Raider" has the keyword FRAME
    And "Raider" has a hull of 4" by 2" and 2" high
    And the beacon is an objective marker at (30, 22)
    And the positions:
      | unit   | x         | y  | height |
      | Squad  | 10        | 10 | 0      |
      | Rhino  | 909mm     | 22 | 5      |
      | Raider | 635mm     | 22 | 5.001  |
      | Boyz   | 50        | 40 | 0      |
    Then "Rhino" is within range of the beacon
    And the horizontal distance between "Rhino" and the beacon is exactly 3"
    And "Raider" is not within range of the beacon

  Scenario: 03.04, 17.02: a model 5" above the top of a 2" high hull is engaged with it; 5.001" above is not
    Given a unit "Rhino" for player A
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 4" by 2" and 2" high
    And a unit "Orks" for player B
    And "Orks" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Rhino | 30 | 22 | 0      |
      | Boyz  | 29 | 22 | 7      |
      | Orks  | 31 | 22 | 7.001  |
    Then "Rhino" is engaged with "Boyz"
    And "Rhino" is not engaged with "Orks"
    And the vertical distance between "Rhino" and "Orks" is exactly 5.001"

  Scenario: 23.02, app 01.04.02: the closest enemy unit may be an AIRCRAFT unit, unless AIRCRAFT units are ignored
    Given a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 13 | 10 |
      | Boyz  | 10 | 14 |
    Then the closest enemy unit to "Squad" is "Jet"
    And the closest enemy unit to "Squad" ignoring AIRCRAFT units is "Boyz"
    And "Squad" is engaged with "Jet"
    And "Squad" is not engaged with "Boyz"

  Scenario: 19.5: models destroyed without being named go from the last placed rows first, and coherency follows
    Given it is player A's Shooting phase
    And model c of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x      | y  |
      | Squad | a     | 10     | 10 |
      | Squad | c     | 13.001 | 10 |
      | Squad | b     | 11.5   | 10 |
      | Boyz  | 1     | 50     | 40 |
    Then "Squad" is in coherency
    When 1 model of "Squad" is destroyed
    Then "Squad" has 2 models left
    And "Squad" is not in coherency
    When the game advances to the end of the turn
    Then "Squad" has 1 model left
    And model a of "Squad" is at (10, 10)

  Scenario: app 01.04.05: on a 44" by 30" battlefield the quarters meet at (22, 15)
    Given the battlefield is 44" by 30"
    And the positions:
      | unit  | x     | y     |
      | Squad | 21.47 | 14.47 |
      | Boyz  | 22.5  | 15.5  |
    Then "Squad" is wholly within the south-west table quarter
    And "Boyz" is within the north-east table quarter
    And "Boyz" is not wholly within the north-east table quarter
    And "Boyz" is not within the south-west table quarter

  Scenario: 19.2: a deployment map and a terrain area shaped in the same scenario are measured side by side
    Given the deployment "Hammer and Anvil"
    And the ruin is the rectangle from (4, 18) to (12, 26)
    And the positions:
      | unit  | x    | y  |
      | Squad | 11.5 | 22 |
      | Boyz  | 50   | 22 |
    Then "Squad" is wholly within the ruin
    And "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's deployment zone
    And "Boyz" is not within the ruin
