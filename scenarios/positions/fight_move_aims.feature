Feature: 12.03, 12.08 What a pile-in or consolidation move names: against, onto, placements
  The forms of against "<enemy>" (one or two units), onto <objective>, and each way of saying
  where the models end (to, by, a table, a placement given earlier), in a move step and in the
  questions. Bases are 1" across; the marker is 40mm across.

  Background:
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7.5)
    And the placement "near" for "Squad":
      | model | x    | y    |
      | 1     | 11.2 | 11.2 |
    And the placement "back" for "Squad":
      | model | x | y |
      | 1     | 9 | 9 |

  Scenario: Two enemy units within 3": the Engaging Consolidation against both, or one
    # "Boyz" and "Grots" are each 2.5" away; "near" ends 1.59" from each, "back" farther from
    # both and engaged with neither. The marker is 1.21" away, but an enemy unit within 3"
    # makes the mode Engaging.
    Given the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 13.5 |
    Then "Squad" can make a consolidation move against "Boyz" and "Grots" to:
      | model | x    | y    |
      | 1     | 11.2 | 11.2 |
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" to:
      | model | x | y |
      | 1     | 9 | 9 |
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" to (10.5, 10.5) because it would not be engaged with every selected enemy unit
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" by (0.5, 0.5), for exactly these reasons:
      | it would not be engaged with every selected enemy unit |
    And "Squad" can make a consolidation move against "Boyz" and "Grots" to the placement "near"
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" to the placement "back"
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" to the placement "back" because a model would not end closer to the closest selected enemy unit
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" to the placement "back", for exactly these reasons:
      | a model would not end closer to the closest selected enemy unit |
      | it would not be engaged with every selected enemy unit          |
    And "Squad" can make a consolidation move against "Boyz" to the placement "near"
    And "Squad" cannot make a consolidation move against "Boyz" to the placement "back"
    And "Squad" cannot make a consolidation move against "Boyz" to the placement "back", for exactly these reasons:
      | a model would not end closer to the closest selected enemy unit |
      | it would not be engaged with every selected enemy unit          |
    And "Squad" cannot make a consolidation move against "Boyz" to (9, 9)
    And "Squad" cannot make a consolidation move to the placement "back"
    And "Squad" cannot make a consolidation move to the placement "back" because it would not be engaged with every selected enemy unit
    And "Squad" cannot make a consolidation move onto objective 1 to (10, 9)
    And "Squad" cannot make a consolidation move onto objective 1 to:
      | model | x  | y |
      | 1     | 10 | 9 |
    When "Squad" makes a consolidation move against "Boyz" and "Grots" to the placement "near"
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"

  Scenario: An enemy unit named before the move that is not within 3"
    Given a unit "Far" for player B
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 13.5 |
      | Far   | 1     | 25   | 10   |
    Then "Squad" cannot make a consolidation move against "Far"
    And "Squad" cannot make a consolidation move against "Boyz" and "Far"
    And "Squad" cannot make a consolidation move against "Boyz" and "Far" because a selected enemy unit is too far away
    And "Squad" cannot make a consolidation move against "Grots" and "Far", for exactly these reasons:
      | a selected enemy unit is too far away |

  Scenario: A pile-in against two enemy units, with a table
    Given the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 13.5 |
    When "Squad" makes a pile-in move against "Boyz" and "Grots" to:
      | model | x    | y    |
      | 1     | 11.2 | 11.2 |
    Then "Squad" is engaged with "Boyz"

  Scenario: A pile-in against one enemy unit, with a table
    Given the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 13.5 |
    When "Squad" makes a pile-in move against "Grots" to:
      | model | x  | y    |
      | 1     | 10 | 11.5 |
    Then "Squad" is engaged with "Grots"
    And "Squad" is not engaged with "Boyz"

  Scenario: A consolidation against two enemy units, to a point
    Given the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 13.5 |
    When "Squad" makes a consolidation move against "Boyz" and "Grots" to (11.2, 11.2)
    Then "Squad" is engaged with "Grots"

  Scenario: No enemy unit within 3": the Objective Consolidation onto the marker
    # The marker is 1.21" away: "back" (9, 9) ends 0.52" from it, within range; "off"
    # (10, 12) ends 3.21" from it, out of range and farther.
    Given the placement "off" for "Squad":
      | model | x  | y  |
      | 1     | 10 | 12 |
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 40 | 30 |
      | Grots | 1     | 40 | 10 |
    Then "Squad" can make a consolidation move onto objective 1 to the placement "back"
    And "Squad" cannot make a consolidation move onto objective 1 to the placement "off"
    And "Squad" cannot make a consolidation move onto objective 1 to the placement "off" because it would not be within range of the selected objective
    And "Squad" cannot make a consolidation move onto objective 1 to the placement "off", for exactly these reasons:
      | a model would end neither within range of nor closer to the selected objective |
      | it would not be within range of the selected objective                         |
    When "Squad" makes a consolidation move onto objective 1 to the placement "back"
    Then "Squad" is within range of objective 1

  Scenario Outline: The Objective Consolidation, to a point or with a table
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 40 | 30 |
      | Grots | 1     | 40 | 10 |
    When "Squad" makes a consolidation move onto objective 1 <where>
    Then model 1 of "Squad" is at (10, 9)

    Examples:
      | where          |
      | to (10, 9)     |
      | by (0, -1)     |

  Scenario: The Objective Consolidation with a table
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 40 | 30 |
      | Grots | 1     | 40 | 10 |
    When "Squad" makes a consolidation move onto objective 1 to:
      | model | x  | y |
      | 1     | 10 | 9 |
    Then "Squad" is within range of objective 1
