Feature: 12.03, 12.08, 12.04, 19.01 and 19.6: pile-in and consolidation moves stated with end positions, at their boundaries
  Held-out scenarios for the Fight phase's moves whose end positions the core weighs: the
  pile-in target distance, the 3" maximum, base contact, ending closer (strictly), ending
  engaged, staying engaged, the consolidation modes at engagement range and at 3", the selected
  enemy units and objective, and attached units, each at the boundary and 0.01" either side of
  it. Bases are 1" across (25.4mm): two models whose centres are d apart are d - 1 apart. An
  objective marker is 40mm across: a base whose centre is d from the marker's is d - 32.7mm
  (d - 1.287") from it.

  Background:
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases

  Scenario Outline: 12.03: a pile-in target <gap>" away from a unit that charged <verdict>
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | <bx> | 10 |
      | Grots | 50   | 40 |
    Then "Squad" <can> make a pile-in move against "Boyz"

    Examples:
      | gap  | bx    | verdict            | can    |
      | 4.99 | 15.99 | can be selected    | can    |
      | 5    | 16    | can be selected    | can    |
      | 5.01 | 16.01 | is too far away    | cannot |

  Scenario: 12.03: a pile-in target 5.01" away is refused for that reason
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 16.01 | 10 |
      | Grots | 50    | 40 |
    Then "Squad" cannot make a pile-in move against "Boyz" because a pile-in target is too far away

  Scenario Outline: 03.01, 12.03: a pile-in model that moves <moved>" <verdict>
    # Along a 3-4-5 line: (1.8, 2.4) is 3" exactly. "Boyz" starts 3.08" away; the model ends
    # about 0.5" from it, engaged, whichever of the three it makes.
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y    |
      | Squad | 14   | 10   |
      | Boyz  | 17.3 | 12.4 |
      | Grots | 50   | 40   |
    Then "Squad" <can> make a pile-in move against "Boyz" by (<dx>, <dy>)

    Examples:
      | moved | dx    | dy    | verdict                | can    |
      | 2.99  | 1.794 | 2.392 | is within 3"           | can    |
      | 3     | 1.8   | 2.4   | is within 3"           | can    |
      | 3.01  | 1.806 | 2.408 | moves farther than 3"  | cannot |

  Scenario: 03.01, 12.03: a pile-in model that moves 3.01" moves farther than its maximum distance, and nothing else
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y    |
      | Squad | 14   | 10   |
      | Boyz  | 17.3 | 12.4 |
      | Grots | 50   | 40   |
    Then "Squad" cannot make a pile-in move against "Boyz" by (1.806, 2.408), for exactly these reasons:
      | a model would move farther than its maximum distance |

  Scenario: 12.03: a unit that charged must end its pile-in engaged: 2" from the target is, 2.01" is not
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" cannot make a pile-in move against "Boyz" to (10.99, 10), for exactly these reasons:
      | it would not end engaged |
    And "Squad" can make a pile-in move against "Boyz" to (11, 10)
    When "Squad" makes a pile-in move against "Boyz" to (11, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: 12.03: a model 0.01" from an enemy model is not in base contact and may pile in; one touching it may not move
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 9.99 | 10 |
      | Squad | 2     | 10   | 12 |
      | Boyz  | 1     | 11   | 10 |
      | Boyz  | 2     | 11   | 12 |
      | Grots | 1     | 50   | 40 |
    # Model 1 is 0.01" from "Boyz" model 1; model 2 touches "Boyz" model 2.
    Then model 1 of "Squad" is not in base contact with "Boyz"
    And model 2 of "Squad" is in base contact with "Boyz"
    And "Squad" can make a pile-in move to:
      | model | x  | y  |
      | 1     | 10 | 10 |
    And "Squad" cannot make a pile-in move to:
      | model | x  | y     |
      | 2     | 10 | 12.01 |
    When "Squad" makes a pile-in move to:
      | model | x  | y  |
      | 1     | 10 | 10 |
    Then model 1 of "Squad" is in base contact with "Boyz"

  Scenario: 12.03: a model in base contact that slides round the enemy base moves, and ends no closer
    # From (10, 10) to (11, 9): still 1" centre to centre from "Boyz" at (11, 10).
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 11 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" cannot make a pile-in move to (11, 9), for exactly these reasons:
      | a model in base contact with an enemy model would move     |
      | a model would not end closer to its closest pile-in target |

  Scenario: 12.03: a moved model that ends exactly as far from its closest pile-in target does not end closer; 0.01" nearer does
    # Model 2 moves from (8, 11) to (8, 9): the same distance from "Boyz" at (11.5, 10).
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8    | 11 |
      | Boyz  | 1     | 11.5 | 10 |
      | Grots | 1     | 50   | 40 |
    Then "Squad" cannot make a pile-in move to:
      | model | x | y |
      | 2     | 8 | 9 |
    And "Squad" can make a pile-in move to:
      | model | x    | y |
      | 2     | 8.01 | 9 |

  Scenario: 12.03: the same level move, refused for that reason alone
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8    | 11 |
      | Boyz  | 1     | 11.5 | 10 |
      | Grots | 1     | 50   | 40 |
    And the placement "level" for "Squad":
      | model | x | y |
      | 2     | 8 | 9 |
    Then "Squad" cannot make a pile-in move to the placement "level", for exactly these reasons:
      | a model would not end closer to its closest pile-in target |

  Scenario: 12.03: a model that started engaged with the farther target may end exactly 2" from it, not 2.01"
    # Engaged with "Boyz" (0.887") and "Grots" (1.9"); "Boyz" is its closest pile-in target.
    # Ending at (10, 10.1) it is 3" centre to centre from "Grots": 2", still engaged.
    Given the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Boyz  | 11 | 11.6 |
      | Grots | 10 | 7.1  |
    Then "Squad" can make a pile-in move to (10, 10.1)
    And "Squad" cannot make a pile-in move to (10, 10.11), for exactly these reasons:
      | a model that started engaged with an enemy unit would not still be engaged with it |
    When "Squad" makes a pile-in move to (10, 10.1)
    Then "Squad" is engaged with "Grots"
    And the distance between "Squad" and "Grots" is exactly 2"

  Scenario: 12.08: a unit exactly 2" from an enemy unit is engaged, so it must make an Ongoing Consolidation
    Given "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" cannot make a consolidation move onto objective 1 to (10, 9) because it must make an Ongoing Consolidation
    And "Squad" can make a consolidation move to (10.5, 10)

  Scenario: 12.08: 2.01" from the enemy unit it is not engaged but within 3", so it must make an Engaging Consolidation
    Given "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7)
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.01 | 10 |
      | Grots | 50    | 40 |
    Then "Squad" cannot make a consolidation move onto objective 1 to (10, 9) because it must make an Engaging Consolidation
    And "Squad" can make a consolidation move against "Boyz" to (11, 10)

  Scenario: 12.08: an enemy unit 3.01" away leaves the mode to the objective within 3"
    Given "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7)
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 14.01 | 10 |
      | Grots | 50    | 40 |
    Then "Squad" can make a consolidation move onto objective 1 to (10, 9)
    And "Squad" can make a consolidation move onto objective 1
    And "Squad" cannot make a consolidation move against "Boyz" because a selected enemy unit is too far away

  Scenario: 12.08: an enemy unit 3.01" away and no objective: no consolidation mode applies
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 14.01 | 10 |
      | Grots | 50    | 40 |
    Then "Squad" cannot make a consolidation move, for exactly these reasons:
      | no consolidation mode applies to it |

  Scenario: 12.08: Engaging Consolidation against two units: the second ending exactly 2" away is engaged, 2.01" is not
    # Both start 2.5" away. (11.8, 11.1) is 3" centre to centre from "Grots";
    # (11.806, 11.092) is 3.01".
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y    |
      | Squad | 10   | 10   |
      | Boyz  | 13.5 | 10   |
      | Grots | 10   | 13.5 |
    Then "Squad" can make a consolidation move against "Boyz" and "Grots" to (11.8, 11.1)
    And "Squad" cannot make a consolidation move against "Boyz" and "Grots" to (11.806, 11.092), for exactly these reasons:
      | it would not be engaged with every selected enemy unit |
    And "Squad" can make a consolidation move against "Boyz" to (11.806, 11.092)

  Scenario: 12.08: unlike a charge, an Engaging Consolidation may end engaged with an enemy unit it did not select
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y    |
      | Squad | 10   | 10   |
      | Boyz  | 13.5 | 10   |
      | Grots | 10   | 13.5 |
    When "Squad" makes a consolidation move against "Boyz" to (11.8, 11.1)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"

  Scenario Outline: 12.08: a second enemy unit <gap>" away <verdict> be selected for an Engaging Consolidation
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y    |
      | Squad | 10   | 10   |
      | Boyz  | 13.5 | 10   |
      | Grots | 10   | <gy> |
    Then "Squad" <can> make a consolidation move against "Boyz" and "Grots"

    Examples:
      | gap  | gy    | verdict | can    |
      | 2.99 | 13.99 | can     | can    |
      | 3    | 14    | can     | can    |
      | 3.01 | 14.01 | cannot  | cannot |

  Scenario: 12.08: the second enemy unit 3.01" away is named as too far
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x    | y     |
      | Squad | 10   | 10    |
      | Boyz  | 13.5 | 10    |
      | Grots | 10   | 14.01 |
    Then "Squad" cannot make a consolidation move against "Boyz" and "Grots", for exactly these reasons:
      | a selected enemy unit is too far away |

  Scenario: 12.08: Engaging Consolidation: a moved model ending exactly as far from the closest selected unit does not end closer
    # From (10, 11) to (10, 9): the same distance from "Boyz" at (13, 10).
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 11 |
      | Boyz  | 13 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" cannot make a consolidation move against "Boyz" to (10, 9), for exactly these reasons:
      | a model would not end closer to the closest selected enemy unit |
      | it would not be engaged with every selected enemy unit          |

  Scenario Outline: 12.08: an objective marker <gap>" away <verdict> for an Objective Consolidation
    # In millimetres: "Squad" is at 254mm; 108.9mm centre to centre is 3" between the base and
    # the marker's edge, 109.154mm is 3.01".
    Given "Squad" made a charge move this turn
    And objective 1 is an objective marker at (<mx>, 254mm)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
      | Grots | 50 | 30 |
    Then the distance between "Squad" and objective 1 is <gap>"
    And "Squad" <can> make a consolidation move onto objective 1

    Examples:
      | gap  | mx        | verdict            | can    |
      | 3    | 362.9mm   | can be selected    | can    |
      | 3.01 | 363.154mm | is too far away    | cannot |

  Scenario: 12.08: the selected objective 3.01" away is too far, while another within 3" gives the mode
    Given "Squad" made a charge move this turn
    And objective 1 is an objective marker at (363.154mm, 254mm)
    And objective 2 is an objective marker at (10, 7)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
      | Grots | 50 | 30 |
    Then "Squad" cannot make a consolidation move onto objective 1, for exactly these reasons:
      | the selected objective is too far away |
    And "Squad" can make a consolidation move onto objective 2 to (10, 9)

  Scenario: 12.04, 12.08: in the Consolidate step a unit that was exactly 2" from an enemy unit at the start of the Fight step was eligible to fight, so it consolidates
    Given it is the Consolidate step of player A's Fight phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" is eligible to fight
    And "Squad" can make a consolidation move to (10.5, 10)

  Scenario: 12.04, 12.08: 2.01" away, never engaged this phase and with no charge, it was not eligible to fight, so it cannot consolidate
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" was not engaged at the start of the Fight step
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.01 | 10 |
      | Grots | 50    | 40 |
    Then "Squad" cannot make a consolidation move because it is not eligible to fight
    And "Squad" cannot make a pile-in move because it is not engaged

  Scenario: 19.01, 12.08: an attached unit's leader that moves away from the selected objective in an Objective Consolidation is refused
    # The leader starts 2.98" from the marker's edge (in range) and would end 3.46" from it.
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (20, 10)
    And the positions:
      | unit    | model | x  | y    |
      | Squad   | 1     | 16 | 10   |
      | Captain | C     | 16 | 11.5 |
      | Boyz    | 1     | 50 | 40   |
      | Grots   | 1     | 50 | 30   |
    Then "Squad" cannot make a consolidation move onto objective 1 to:
      | model | x    | y    |
      | 1     | 17.5 | 10   |
      | C     | 15.5 | 11.5 |
    And "Captain" can make a consolidation move onto objective 1 to:
      | model | x    | y  |
      | 1     | 17.5 | 10 |

  Scenario: 19.01, 12.08: the leader's move away is refused for that reason alone; left where it stands, it is not a moved model
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (20, 10)
    And the positions:
      | unit    | model | x  | y    |
      | Squad   | 1     | 16 | 10   |
      | Captain | C     | 16 | 11.5 |
      | Boyz    | 1     | 50 | 40   |
      | Grots   | 1     | 50 | 30   |
    And the placement "leader away" for "Squad":
      | model | x    | y    |
      | 1     | 17.5 | 10   |
      | C     | 15.5 | 11.5 |
    Then "Squad" cannot make a consolidation move onto objective 1 to the placement "leader away", for exactly these reasons:
      | a model would end neither within range of nor closer to the selected objective |
    When "Squad" makes a consolidation move onto objective 1 to:
      | model | x    | y  |
      | 1     | 17.5 | 10 |
    Then "Squad" is within range of objective 1
    And model C of "Captain" is at (16, 11.5)

  Scenario: 19.01, 12.03: an attached unit piles in 3" with its leader; the leader 3.01" is too far
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 9    | 10 |
      | Captain | C     | 10   | 10 |
      | Boyz    | 1     | 14.5 | 10 |
      | Grots   | 1     | 50   | 40 |
    Then "Squad" can make a pile-in move against "Boyz" to:
      | model | x  | y  |
      | 1     | 11 | 10 |
      | C     | 13 | 10 |
    And "Squad" cannot make a pile-in move against "Boyz" to:
      | model | x     | y  |
      | 1     | 11    | 10 |
      | C     | 13.01 | 10 |

  Scenario: 12.03, 23.02: the unit must end engaged, and an AIRCRAFT unit it ends engaged with counts, though it could not be a target
    # 23.02 sets AIRCRAFT units aside in selecting the targets and the closest, not in 12.03's
    # "your unit must be engaged" (03.04 engages any enemy models). Ending at (10.5, 11) the
    # model is 2.64" from "Boyz" and 1.06" from "Jet".
    Given a unit "Jet" for player B
    And "Jet" has 25.4mm bases
    And "Jet" has the keywords AIRCRAFT and FLY
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
      | Jet   | 11 | 13 |
      | Grots | 50 | 40 |
    Then "Squad" can make a pile-in move against "Boyz" to (10.5, 11)
    And "Squad" cannot make a pile-in move against "Boyz" to (10.5, 10), for exactly these reasons:
      | it would not end engaged |

  Scenario: 12.05, 12.06, 12.03: a unit that charged and stands 3" from the enemy makes an overrun fight and piles in to exactly 2"
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" is eligible to fight
    And "Squad" can make an overrun fight
    And "Squad" cannot make a normal fight
    And "Squad" can make a pile-in move against "Boyz" to (11, 10)
    And "Squad" cannot make a pile-in move against "Boyz" to (10.99, 10) because it would not end engaged
