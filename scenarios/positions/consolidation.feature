Feature: 12.08 Consolidation moves with end positions: the modes, and 23.02's AIRCRAFT
  The mode follows where the unit stands before it moves, in order: engaged, an Ongoing
  Consolidation (every enemy unit it is engaged with; models in base contact stay, each moved
  model ends closer to the closest, each model that started engaged stays engaged); else an
  enemy unit within 3", an Engaging Consolidation (the units named with against, else those it
  ends engaged with; each moved model ends closer to the closest; it ends engaged with every
  one); else an objective within 3", an Objective Consolidation (onto it, or the only one;
  each moved model ends within range of it or closer to it; the unit ends within range); else
  no mode applies and it cannot consolidate. Unless the unit can FLY, AIRCRAFT units are
  ignored in selecting enemy units (23.02). Bases are 1" across; a marker is 40mm across, so a
  1" base whose centre is d from the marker's is d - 1.287" from it.

  Background:
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" made a charge move this turn

  Scenario: Ongoing Consolidation: each moved model ends closer to the closest selected unit
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8    | 10 |
      | Boyz  | 1     | 11.5 | 10 |
    Then "Squad" can make a consolidation move
    And "Squad" can make a consolidation move to:
      | model | x | y  |
      | 2     | 9 | 11 |
    And "Squad" cannot make a consolidation move by (0, 2), for exactly these reasons:
      | a model would not end closer to the closest selected enemy unit |
    When "Squad" makes a consolidation move to:
      | model | x | y  |
      | 2     | 9 | 11 |
    Then model 2 of "Squad" is at (9, 11)

  Scenario: Ongoing Consolidation: a model in base contact stays, an engaged model stays engaged
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Boyz  | 1     | 11.5 | 10 |
      | Grots | 1     | 8.6  | 10 |
    Then "Squad" cannot make a consolidation move to (8.3, 11), for exactly these reasons:
      | a model that started engaged with an enemy unit would not still be engaged with it |
    And "Squad" can make a consolidation move to (9.4, 10.8)

  Scenario: Ongoing Consolidation: a model in base contact with an enemy model cannot be moved
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10.5 | 10 |
      | Boyz  | 1     | 11.5 | 10 |
    Then "Squad" cannot make a consolidation move to (10.5, 10.5) because a model in base contact with an enemy model would move

  Scenario: An engaged unit must make an Ongoing Consolidation, whatever the step names
    # Engaged with "Boyz" (0.5") and "Grots" (1"): onto an objective, or against "Boyz" alone,
    # names another mode's choice. Ending 0.40" from "Boyz" keeps both engaged.
    Given objective 1 is an objective marker at (10, 8)
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Boyz  | 1     | 11.5 | 10 |
      | Grots | 1     | 10   | 12 |
    Then "Squad" cannot make a consolidation move onto objective 1 to (10.1, 9.9), for exactly these reasons:
      | it must make an Ongoing Consolidation |
    And "Squad" cannot make a consolidation move against "Boyz" to (10.5, 10) because it must make an Ongoing Consolidation
    And "Squad" can make a consolidation move against "Boyz" and "Grots" to (10.5, 10)
    And "Squad" can make a consolidation move to (10.5, 10)
    And "Squad" cannot make a consolidation move against "Boyz", for exactly these reasons:
      | it must make an Ongoing Consolidation |
    And "Squad" can make a consolidation move against "Boyz" and "Grots"

  Scenario: Engaging Consolidation: the unit ends engaged with every selected enemy unit
    # "Boyz" is 2.5" away, within 3". Ending 0.5" from it is engaged; ending 2.04" from it is
    # closer, but not engaged.
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Boyz  | 1     | 13.5 | 10 |
    Then "Squad" is not engaged
    And "Squad" can make a consolidation move
    And "Squad" can make a consolidation move to (11.5, 10)
    And "Squad" cannot make a consolidation move against "Boyz" to (10.5, 10.5), for exactly these reasons:
      | it would not be engaged with every selected enemy unit |
    And "Squad" cannot make a consolidation move to (10.5, 10.5) because it would not be engaged with every selected enemy unit
    When "Squad" makes a consolidation move against "Boyz" to (11.5, 10)
    Then "Squad" is engaged with "Boyz"
    And "Boyz" must be the next unit player B selects to fight

  Scenario: Engaging Consolidation: each moved model ends closer to the closest selected unit
    # Model 2 goes from 3.5" to 3.61" from "Boyz" (centres 4.5" then 4.61" apart).
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 9    | 10 |
      | Boyz  | 1     | 13.5 | 10 |
    Then "Squad" cannot make a consolidation move against "Boyz" to:
      | model | x    | y  |
      | 1     | 11.5 | 10 |
      | 2     | 9    | 11 |
    And "Squad" can make a consolidation move against "Boyz" to:
      | model | x    | y  |
      | 1     | 11.5 | 10 |
      | 2     | 10   | 11 |

  Scenario: A consolidation to a placement given earlier
    Given the placement "lagging" for "Squad":
      | model | x    | y  |
      | 1     | 11.5 | 10 |
      | 2     | 9    | 11 |
    And the placement "together" for "Squad":
      | model | x    | y  |
      | 1     | 11.5 | 10 |
      | 2     | 10   | 11 |
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 9    | 10 |
      | Boyz  | 1     | 13.5 | 10 |
    Then "Squad" cannot make a consolidation move to the placement "lagging", for exactly these reasons:
      | a model would not end closer to the closest selected enemy unit |
    And "Squad" cannot make a consolidation move against "Boyz" to the placement "lagging" because a model would not end closer to the closest selected enemy unit
    And "Squad" can make a consolidation move to the placement "together"
    When "Squad" makes a consolidation move against "Boyz" to the placement "together"
    Then model 2 of "Squad" is at (10, 11)

  Scenario Outline: Engaging Consolidation: a selected enemy unit must be within 3"
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y   |
      | Squad | 1     | 10   | 10  |
      | Boyz  | 1     | 13.5 | 10  |
      | Grots | 1     | 10   | <y> |
    Then "Squad" <can> make a consolidation move against "Boyz" and "Grots" to (11.5, 11.5)

    Examples:
      | y      | can    |
      | 14     | can    |
      | 14.001 | cannot |

  Scenario: A selected enemy unit too far away is named in the refusal
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 14.5 |
    Then "Squad" cannot make a consolidation move against "Grots" to (10, 11) because a selected enemy unit is too far away
    And "Squad" cannot make a consolidation move against "Grots" because a selected enemy unit is too far away
    And "Squad" can make a consolidation move against "Boyz"

  Scenario: An enemy unit within 3" makes the mode Engaging, not Objective
    Given objective 1 is an objective marker at (10, 8)
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Boyz  | 1     | 13.5 | 10 |
    Then "Squad" cannot make a consolidation move onto objective 1 to (10, 9.5) because it must make an Engaging Consolidation

  Scenario: Objective Consolidation onto a marker: within range, or closer
    # Model 1 is 1.713" from the marker, model 2 3.213". Model 2 ending 1.875" from it is in
    # range; moving both 2.5" west leaves each neither in range nor closer.
    Given objective 1 is an objective marker at (13, 10)
    And the positions:
      | unit  | model | x   | y  |
      | Squad | 1     | 10  | 10 |
      | Squad | 2     | 8.5 | 10 |
      | Boyz  | 1     | 40  | 30 |
    Then "Squad" can make a consolidation move
    And "Squad" can make a consolidation move onto objective 1 to:
      | model | x  | y  |
      | 2     | 10 | 11 |
    And "Squad" cannot make a consolidation move by (-2.5, 0), for exactly these reasons:
      | a model would end neither within range of nor closer to the selected objective |
      | it would not be within range of the selected objective                         |
    When "Squad" makes a consolidation move to:
      | model | x  | y  |
      | 2     | 10 | 11 |
    Then "Squad" is within range of objective 1

  Scenario: Objective Consolidation onto a terrain objective: the unit must end within it
    # The ruin is 1.5" away; ending 1" away is closer but not within it; ending touching it is.
    Given the ruin is the rectangle from (14, 5) to (20, 15)
    And the ruin is an objective
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 12 | 10 |
      | Boyz  | 1     | 40 | 30 |
    Then "Squad" cannot make a consolidation move onto the ruin to (12.5, 10), for exactly these reasons:
      | it would not be within range of the selected objective |
    And "Squad" can make a consolidation move onto the ruin to (13.5, 10)

  Scenario: The selected objective must be within 3"
    Given the ruin is the rectangle from (14, 5) to (20, 15)
    And the ruin is an objective
    And objective 2 is an objective marker at (30, 30)
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 12 | 10 |
      | Boyz  | 1     | 40 | 30 |
    Then "Squad" cannot make a consolidation move onto objective 2 to (13, 10) because the selected objective is too far away

  Scenario: No mode applies: not engaged, no enemy unit and no objective within 3"
    # "Boyz" is 3.1" away; the marker 3.013" (centres 4.3" apart).
    Given objective 1 is an objective marker at (10, 14.3)
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 14.1 | 10 |
    Then "Squad" cannot make a consolidation move because no consolidation mode applies to it
    And "Squad" cannot make a consolidation move to (10, 11), for exactly these reasons:
      | no consolidation mode applies to it |

  Scenario: Unless it can FLY, a unit ignores an AIRCRAFT unit in choosing its mode
    # "Jet" is 2.2" away: within 3", not engaged. Ignoring it, the mode is Objective.
    Given a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" has 25.4mm bases
    And objective 1 is an objective marker at (10, 8)
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Jet   | 1     | 10 | 13.2 |
      | Boyz  | 1     | 40 | 30   |
    Then "Squad" can make a consolidation move onto objective 1 to (10, 9.5)

  Scenario: A unit that can FLY selects the AIRCRAFT unit within 3"
    # The same board: "Jet" now counts, so the mode is Engaging.
    Given a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" has 25.4mm bases
    And "Squad" has the keyword FLY
    And objective 1 is an objective marker at (10, 8)
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Jet   | 1     | 10 | 13.2 |
      | Boyz  | 1     | 40 | 30   |
    Then "Squad" cannot make a consolidation move onto objective 1 to (10, 9.5) because it must make an Engaging Consolidation

  Scenario: A consolidation move's maximum distance is 3"
    # "Boyz" is 2.44" away (an Engaging Consolidation); either end is 1.97" from it.
    Given the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Boyz  | 1     | 12 | 12.8 |
    Then "Squad" cannot make a consolidation move to (13.001, 10), for exactly these reasons:
      | a model would move farther than its maximum distance |
    And "Squad" can make a consolidation move to (13, 10)
