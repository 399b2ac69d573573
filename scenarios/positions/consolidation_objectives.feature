Feature: 12.08 Objective Consolidation: asked before the move, and objectives without a position
  `Then "<unit>" can make a consolidation move onto <objective>` asks, before any end position,
  whether the unit can select that objective where it stands: the mode must be Objective (not
  engaged, no enemy unit within 3") and the objective within 3" of the unit. An objective
  without a position keeps its stated range (contract §19.2): a unit stated within range of it
  is within 3" of it, one not stated within range is not, and where the unit's models end is
  not weighed against it. Bases are 1" across; a marker is 40mm across, so a 1" base whose
  centre is d from the marker's is d - 1.287" from it.

  Background:
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" made a charge move this turn

  Scenario: 12.08: an objective within 3" can be selected before the move; one farther cannot
    # Objective 1 is 1.713" away, objective 2 more than 20".
    Given objective 1 is an objective marker at (13, 10)
    And objective 2 is an objective marker at (30, 30)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" can make a consolidation move onto objective 1
    And "Squad" cannot make a consolidation move onto objective 2
    And "Squad" cannot make a consolidation move onto objective 2 because the selected objective is too far away
    And "Squad" cannot make a consolidation move onto objective 2, for exactly these reasons:
      | the selected objective is too far away |

  Scenario: 12.08: an enemy unit within 3" makes the mode Engaging, so no objective can be selected
    Given objective 1 is an objective marker at (13, 10)
    And the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Boyz  | 10 | 13.5 |
    Then "Squad" cannot make a consolidation move onto objective 1 because it must make an Engaging Consolidation
    And "Squad" can make a consolidation move against "Boyz"

  Scenario: 12.08: an objective without a position that the unit is stated within range of is within 3" of it
    # Nothing else is near: without objective 1, no mode would apply.
    Given objective 1 is an objective marker
    And "Squad" is within objective 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" can make a consolidation move
    And "Squad" can make a consolidation move onto objective 1
    When "Squad" makes a consolidation move onto objective 1 to (10, 11)
    Then "Squad" is within range of objective 1
    And model 1 of "Squad" is at (10, 11)

  Scenario: 12.08: an objective without a position that the unit is not stated within range of is not within 3"
    Given objective 1 is an objective marker
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" cannot make a consolidation move because no consolidation mode applies to it
    And "Squad" cannot make a consolidation move onto objective 1, for exactly these reasons:
      | no consolidation mode applies to it |

  Scenario: 12.08: with a placed marker within 3", an objective without a position out of range is too far to select
    Given objective 1 is an objective marker at (13, 10)
    And the well is an objective
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" can make a consolidation move onto objective 1
    And "Squad" cannot make a consolidation move onto the well because the selected objective is too far away
    And "Squad" cannot make a consolidation move onto the well to (10, 11) because the selected objective is too far away

  Scenario: 12.08: a placed marker and an objective stated in range are both within 3": the step names its choice
    Given objective 1 is an objective marker at (13, 10)
    And the well is an objective
    And "Squad" is within the well
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 40 |
    Then "Squad" can make a consolidation move onto objective 1
    And "Squad" can make a consolidation move onto the well
    And "Squad" can make a consolidation move onto the well to (8, 10)
    And "Squad" cannot make a consolidation move onto objective 1 to (8, 10), for exactly these reasons:
      | a model would end neither within range of nor closer to the selected objective |
      | it would not be within range of the selected objective                         |

  Scenario: 12.08: a board's within names an objective without a position, which the unit may select
    Given the board:
      """
      units:
        Grots:
          player: A
          base: 25.4mm
          within: [the well]
          positions: [[20, 20]]
        Boyz:
          player: B
          base: 25.4mm
          positions: [[40, 40]]
        Squad:
          base: 25.4mm
          positions: [[5, 5]]
      """
    And the well is an objective
    And "Grots" made a charge move this turn
    Then "Grots" can make a consolidation move onto the well
    And "Squad" cannot make a consolidation move onto the well because no consolidation mode applies to it
