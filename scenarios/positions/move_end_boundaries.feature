Feature: 03.01, 03.03, 09.05-09.07, 11.04, 12.03, 12.08, 18.04, 21.02 Move end positions at their boundaries
  A held-out pass over moves with end positions: heights climbed or descended count against the
  maximum unless the unit can FLY, bases may touch an edge or each other, coherency (9" of every
  other model, and 5" across floors), a model listed where it stands has not moved, and the
  charge, surge and disembark limits at exactly their numbers. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 03.01: climbing down counts against M as climbing up does
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 3      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" cannot make a normal move to:
      | model | x  | y  | height |
      | 1     | 14 | 10 | 0      |
    And "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 13 | 10 | 0      |

  Scenario: 03.01: a diagonal climb of exactly M (5" across, 1" up) is allowed; a thousandth more is not
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 13 | 14 | 1      |
    And "Squad" cannot make a normal move to:
      | model | x  | y  | height |
      | 1     | 13 | 14 | 1.001  |

  Scenario: 03.01: a move to the spot where the model stands is allowed
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    When "Squad" makes a normal move to (10, 10)
    Then the distance between "Squad" and "Boyz" is 49.00"

  Scenario: 03.01: a base touching a battlefield edge is on the battlefield; a thousandth over is off
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 3  | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make a normal move to (0.5, 10)
    And "Squad" cannot make a normal move to (0.499, 10) because a model would be off the battlefield
    And "Squad" can make a normal move to (59.5, 43.5)
    And "Squad" cannot make a normal move to (59.5, 43.501) because a model would be off the battlefield

  Scenario: 03.01: bases touching are not on each other; a thousandth of overlap is
    Given it is player A's Movement phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Guard | 20 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make a normal move to (19, 10)
    And "Squad" cannot make a normal move to (19.001, 10) because a model would be on another model

  Scenario: 03.01: a model on a floor above another model is not on it
    Given it is player A's Movement phase in battle round 2
    And a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Guard | 12 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 12 | 10 | 3      |

  Scenario: 03.03: each model within 9" horizontally of every other: exactly 9" is kept, 9.001" is not
    # a chain 1.5" apart between bases keeps every model within 2" of a neighbour; the ends'
    # bases are 9" apart (centres 10"), then 9.001"
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Squad | 3     | 12 | 10 |
      | Squad | 4     | 13 | 10 |
      | Squad | 5     | 14 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" can make a normal move to:
      | model | x    | y  |
      | 2     | 12.5 | 10 |
      | 3     | 15   | 10 |
      | 4     | 17.5 | 10 |
      | 5     | 20   | 10 |
    And "Squad" cannot make a normal move to:
      | model | x      | y  |
      | 2     | 12.5   | 10 |
      | 3     | 15     | 10 |
      | 4     | 17.5   | 10 |
      | 5     | 20.001 | 10 |
    And "Squad" cannot make a normal move to:
      | model | x    | y  |
      | 2     | 12.5 | 10 |
      | 3     | 15   | 10 |
      | 4     | 17.5 | 10 |
      | 5     | 20   | 10 |
      | 1     | 9.9  | 10 |

  Scenario: 03.03: coherency reaches 5" vertically, not 5.001"
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 11 | 10 | 0      |
      | Boyz  | 1     | 50 | 40 | 0      |
    Then "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 2     | 11 | 10 | 5      |
    And "Squad" cannot make a normal move to:
      | model | x  | y  | height |
      | 2     | 11 | 10 | 5.001  |

  Scenario: 09.07: a fall-back move may not end engaged with another enemy unit
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
      | Grots | 10 | 16 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot make a fall-back move to (10, 14) because it would end engaged
    And "Squad" can make a fall-back move to (7.999, 10)

  Scenario: 09.06: an advance move's maximum is M plus the roll, the climb counted
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the advance roll for "Squad" will be 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" can make an advance move to:
      | model | x  | y  | height |
      | 1     | 16 | 10 | 2      |
    And "Squad" cannot make an advance move to:
      | model | x      | y  | height |
      | 1     | 16.001 | 10 | 2      |

  Scenario: 03.01: a FLY unit moves M in plan whatever its climb
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And "Squad" has the keywords INFANTRY, FLY
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 16 | 10 | 4      |
    And "Squad" cannot make a normal move to:
      | model | x      | y  | height |
      | 1     | 16.001 | 10 | 0      |

  Scenario: 12.03: a model in base contact may be listed where it stands, not moved
    Given it is player A's Fight phase
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 10 | 11 |
      | Boyz  | 1     | 11 | 10 |
    Then "Squad" can make a pile-in move to:
      | model | x  | y  |
      | 1     | 10 | 10 |
      | 2     | 10.5 | 11 |
    And "Squad" cannot make a pile-in move to:
      | model | x    | y  |
      | 1     | 10   | 9.9 |

  Scenario: 12.03: a model listed where it stands has not moved and need not end closer
    Given it is player A's Fight phase
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 10 | 11 |
      | Boyz  | 1     | 12 | 10 |
    Then "Squad" can make a pile-in move to:
      | model | x  | y  |
      | 1     | 11 | 10 |
      | 2     | 10 | 11 |
    And "Squad" cannot make a pile-in move to:
      | model | x  | y  |
      | 1     | 11 | 10 |
      | 2     | 9.5 | 11 |

  Scenario: 21.02: a surge move may not end engaged with an enemy unit that is not its target
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 15 | 10 |
      | Grots | 14 | 16 |
    Then the closest enemy unit to "Squad" is "Boyz"
    And "Squad" cannot make a surge move of up to 6" to (13.5, 14) because it would be engaged with an enemy unit that is not the surge target
    And "Squad" can make a surge move of up to 6" to (12, 10)

  Scenario: 21.02: a surge move of up to 3" is weighed per model: exactly 3" is allowed
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    Then "Squad" can make a surge move of up to 3" to (13, 10)
    And "Squad" cannot make a surge move of up to 3" to (13.001, 10) because a model would move farther than its maximum distance

  Scenario: 11.04: every model, including one left where it stood, must end closer to a target
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 9  | 10 |
      | Boyz  | 1     | 16 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 14 | 10 |
    And "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 14 | 10 |
      | 2     | 12.5 | 10 |

  Scenario: 11.04: a charge move of exactly the roll for each model, not a thousandth more
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 9  | 11 |
      | Boyz  | 1     | 17 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to:
      | model | x      | y  |
      | 1     | 16     | 10 |
      | 2     | 15.001 | 11 |
    And "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 16 | 10 |
      | 2     | 15 | 11 |

  Scenario: 12.08: a consolidation keeps the model in base contact where it stands
    Given it is player A's Fight phase
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 9  | 12 |
      | Boyz  | 1     | 11 | 10 |
    Then "Squad" cannot make a consolidation move to:
      | model | x  | y  |
      | 1     | 10 | 9  |
    And "Squad" can make a consolidation move to:
      | model | x    | y  |
      | 2     | 10   | 11 |

  Scenario: 11.04: a charge without against: its targets are the units it ends engaged with
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move to (16, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: 11.04: a charge ending engaged with an unnamed unit is refused; naming both allows it
    Given it is player A's Charge phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the charge roll for "Squad" will be 12
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
      | Grots | 17 | 13 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (16, 11.5) because it would be engaged with an enemy unit that is not a charge target
    And "Squad" can make a charge move against "Boyz" and "Grots" to (16, 11.5)

  Scenario: 21.02: a surge against a unit that is not the closest is refused
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 15 | 10 |
      | Grots | 10 | 15.001 |
    Then "Squad" cannot make a surge move of up to 6" against "Grots" to (10, 12) because its surge target is not the closest enemy unit

  Scenario: 21.02 and app 01.04.02: between two equally close units, against picks either
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 15 | 10 |
      | Grots | 10 | 15 |
    Then "Squad" can make a surge move of up to 6" against "Grots" to (10, 12)
    And "Squad" can make a surge move of up to 6" against "Boyz" to (12, 10)

  Scenario: 09.07 and 03.01: a FLY unit's fall back ignores its climb but not its distance
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And "Squad" has the keywords INFANTRY, FLY
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 12 | 10 | 0      |
    Then "Squad" can make a fall-back move to:
      | model | x  | y  | height |
      | 1     | 4  | 10 | 5      |
    And "Squad" cannot make a fall-back move to:
      | model | x     | y  | height |
      | 1     | 3.999 | 10 | 0      |

  Scenario: 18.04: a Tactical Disembark wholly within exactly 3" of the TRANSPORT; 3.001" is not
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And "Guard" has 1 model left
    And "Guard" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 22 |
    Then "Guard" can make a disembark move to (33.5, 22)
    And "Guard" cannot make a disembark move to (33.501, 22) because a model would not be wholly within the set-up distance of its TRANSPORT
