Feature: 11.02, 11.04, 03.01, 03.03, 19.01 and 19.6: charge moves stated with end positions, at their boundaries
  Held-out scenarios for charges whose end positions the core weighs: the charge roll against
  the distance to the closest enemy model, a charge that ends exactly at engagement range or
  exactly the rolled distance from where it started, several targets, enemy units that are not
  targets, base contact, the battlefield's edge, coherency and attached units, each at the
  boundary and 0.01" either side of it. Bases are 1" across (25.4mm): two models whose centres
  are d apart are d - 1 apart, and a model moves the distance its centre moves.

  Background:
    Given it is player A's Charge phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases

  Scenario Outline: 11.04: a target whose closest model is <gap>" away can be selected with a charge roll of 7
    # The charge roll is weighed against the closest pair of models: "Boyz" model 2 is far
    # away, model 1 is <gap>" from "Squad" model 1.
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8.5  | 10 |
      | Boyz  | 1     | <bx> | 10 |
      | Boyz  | 2     | <bx> | 30 |
      | Grots | 1     | 50   | 40 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz"
    And the distance between "Squad" and "Boyz" is <gap>"

    Examples:
      | gap  | bx    |
      | 6.99 | 17.99 |
      | 7    | 18    |

  Scenario: 11.04: a target 7.01" away is beyond a charge roll of 7, and only for that reason
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | model | x     | y  |
      | Squad | 1     | 10    | 10 |
      | Squad | 2     | 8.5   | 10 |
      | Boyz  | 1     | 18.01 | 10 |
      | Boyz  | 2     | 18.01 | 30 |
      | Grots | 1     | 50    | 40 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz", for exactly these reasons:
      | a charge target is beyond the maximum distance of the charge |
    And "Squad" cannot make a charge move against "Boyz" by (7, 0) because a charge target is beyond the maximum distance of the charge

  Scenario: 11.04: a target exactly the charge roll away is charged by moving the whole roll into base contact
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | model | x   | y  |
      | Squad | 1     | 10  | 10 |
      | Squad | 2     | 8.5 | 10 |
      | Boyz  | 1     | 18  | 10 |
      | Grots | 1     | 50  | 40 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" by (7, 0)
    Then model 1 of "Squad" is in base contact with "Boyz"
    And "Squad" is engaged with "Boyz"
    And "Squad" has Fights First

  Scenario Outline: 11.04, 03.04: a charge that ends <gap>" from its only target <verdict>
    # 9" apart at the start with a roll of 9; the model moves 7", 6.99" or 7.01" along the line.
    Given the charge roll for "Squad" will be 9
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
      | Grots | 50 | 40 |
    When "Squad" declares a charge
    Then "Squad" <can> make a charge move against "Boyz" to (<x>, 10)

    Examples:
      | gap  | x     | verdict              | can    |
      | 1.99 | 17.01 | ends engaged         | can    |
      | 2    | 17    | ends engaged         | can    |
      | 2.01 | 16.99 | falls short          | cannot |

  Scenario: 11.04: a charge ending 2.01" from its target is refused for that reason alone
    Given the charge roll for "Squad" will be 9
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
      | Grots | 50 | 40 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (16.99, 10), for exactly these reasons:
      | it would not be engaged with every charge target |
    And "Squad" can make a charge move against "Boyz" to (17, 10)
    When "Squad" makes a charge move against "Boyz" to (17, 10)
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And "Squad" is engaged with "Boyz"

  Scenario Outline: 03.01, 11.04: a charge whose model moves <moved>" with a charge roll of 7 <verdict>
    # Along a 3-4-5 line: (4.2, 5.6) is 7" exactly. "Boyz" starts 6.99" away and the model
    # ends about 0.5" from it, engaged, whichever of the three it makes.
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x    | y    |
      | Squad | 10   | 10   |
      | Boyz  | 15.7 | 15.6 |
      | Grots | 50   | 40   |
    When "Squad" declares a charge
    Then "Squad" <can> make a charge move against "Boyz" by (<dx>, <dy>)

    Examples:
      | moved | dx    | dy    | verdict         | can    |
      | 6.99  | 4.194 | 5.592 | is within it    | can    |
      | 7     | 4.2   | 5.6   | is within it    | can    |
      | 7.01  | 4.206 | 5.608 | goes too far    | cannot |

  Scenario: 03.01, 11.04: a model that moves 7.01" on a charge roll of 7 moves farther than its maximum distance, and nothing else
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x    | y    |
      | Squad | 10   | 10   |
      | Boyz  | 15.7 | 15.6 |
      | Grots | 50   | 40   |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" by (4.206, 5.608), for exactly these reasons:
      | a model would move farther than its maximum distance |

  Scenario: 11.04: two targets: the second 2" from where the charge ends is engaged, so the charge stands
    Given the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 17   | 10 |
      | Grots | 15.5 | 13 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" and "Grots" to (15.5, 10)
    When "Squad" makes a charge move against "Boyz" and "Grots" to (15.5, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"

  Scenario: 11.04: two targets: the second 2.01" from where the charge ends is not engaged, so the charge is refused
    Given the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x    | y     |
      | Squad | 10   | 10    |
      | Boyz  | 17   | 10    |
      | Grots | 15.5 | 13.01 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" and "Grots" to (15.5, 10), for exactly these reasons:
      | it would not be engaged with every charge target |
    And "Squad" can make a charge move against "Boyz" to (15.5, 10)
    And "Squad" can make a charge move to (15.5, 10)

  Scenario: 11.04: an enemy unit not selected, exactly 2" from where the charge ends, is engaged, so the charge is refused
    Given the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 17   | 10 |
      | Grots | 15.5 | 13 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (15.5, 10), for exactly these reasons:
      | it would be engaged with an enemy unit that is not a charge target |
    And "Squad" cannot make a charge move against "Grots" to (15.5, 10) because it would be engaged with an enemy unit that is not a charge target

  Scenario: 11.04: the same enemy unit 2.01" from where the charge ends is not engaged, so the charge against the other stands
    Given the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x    | y     |
      | Squad | 10   | 10    |
      | Boyz  | 17   | 10    |
      | Grots | 15.5 | 13.01 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to (15.5, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And the distance between "Squad" and "Grots" is 2.01"

  Scenario: 11.02, 11.04: a target 12.01" away is too far to select and beyond a charge roll of 12, though another enemy unit lets the unit declare
    Given the charge roll for "Squad" will be 12
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 23.01 | 10 |
      | Grots | 10    | 20 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz", for exactly these reasons:
      | a charge target is too far away                              |
      | a charge target is beyond the maximum distance of the charge |
    And "Squad" cannot make a charge move against "Boyz" and "Grots" because a charge target is too far away
    And "Squad" can make a charge move against "Grots"

  Scenario: 11.04: a target 11.99" away is within 12" but beyond a charge roll of 11
    Given the charge roll for "Squad" will be 11
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 22.99 | 10 |
      | Grots | 50    | 40 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz", for exactly these reasons:
      | a charge target is beyond the maximum distance of the charge |

  Scenario: 11.02: an enemy unit 12.01" away, the only one, is too far to declare a charge against
    Given the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 23.01 | 10 |
      | Grots | 50    | 40 |
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 11.04, read literally: a model that ends exactly as far from the only target as it started does not end closer
    # Model 2 moves from (15, 11.5) to (15, 8.5): both are the square root of 27.25 from the
    # centre of "Boyz". Model 1 ends 2" from "Boyz"; the two models end 1.5" apart.
    Given the charge roll for "Squad" will be 6
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 14 | 10   |
      | Squad | 2     | 15 | 11.5 |
      | Boyz  | 1     | 20 | 10   |
      | Grots | 1     | 50 | 40   |
    And the placement "level" for "Squad":
      | model | x  | y   |
      | 1     | 17 | 10  |
      | 2     | 15 | 8.5 |
    And the placement "a hair closer" for "Squad":
      | model | x     | y   |
      | 1     | 17    | 10  |
      | 2     | 15.01 | 8.5 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to the placement "level", for exactly these reasons:
      | a model would not end closer to a charge target |
    And "Squad" can make a charge move against "Boyz" to the placement "a hair closer"

  Scenario: 11.04: a model need only end closer to one of the charge targets, but a second unit it ends engaged with must be a target
    # Model 2 ends no closer to "Boyz", but closer to "Grots" (5" to 2" centre to centre), and
    # 1" from "Grots": engaged with it.
    Given the charge roll for "Squad" will be 6
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 14 | 10   |
      | Squad | 2     | 15 | 11.5 |
      | Boyz  | 1     | 20 | 10   |
      | Grots | 1     | 15 | 6.5  |
    And the placement "level" for "Squad":
      | model | x  | y   |
      | 1     | 17 | 10  |
      | 2     | 15 | 8.5 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to the placement "level", for exactly these reasons:
      | a model would not end closer to a charge target                    |
      | it would be engaged with an enemy unit that is not a charge target |
    And "Squad" can make a charge move against "Boyz" and "Grots" to the placement "level"
    And "Squad" can make a charge move to the placement "level"
    When "Squad" makes a charge move against "Boyz" and "Grots" to the placement "level"
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"

  Scenario: 03.01, 11.04: a charge may end in base contact, but 0.01" further would put the model on the enemy model
    Given the charge roll for "Squad" will be 6
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 15 | 10 |
      | Grots | 50 | 40 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (14.01, 10), for exactly these reasons:
      | a model would be on another model |
    And "Squad" can make a charge move against "Boyz" to (14, 10)

  Scenario: 03.01, 11.04: a charge may end with a base touching the battlefield's edge, not 0.01" over it
    # "Boyz" stands against the west edge; the charging model ends 1.5" north of it, engaged.
    Given the charge roll for "Squad" will be 6
    And the positions:
      | unit  | x   | y  |
      | Squad | 4   | 10 |
      | Boyz  | 0.5 | 14 |
      | Grots | 50  | 40 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to (0.5, 12.5)
    And "Squad" cannot make a charge move against "Boyz" to (0.49, 12.5), for exactly these reasons:
      | a model would be off the battlefield |

  Scenario: 03.03, 11.04: a charge that leaves two models exactly 2" apart is in coherency; 2.01" apart is not
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 11.5 | 10 |
      | Boyz  | 1     | 18   | 10 |
      | Grots | 1     | 50   | 40 |
    And the placement "two apart" for "Squad":
      | model | x  | y  |
      | 1     | 13 | 10 |
      | 2     | 16 | 10 |
    And the placement "strung out" for "Squad":
      | model | x     | y  |
      | 1     | 12.99 | 10 |
      | 2     | 16    | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to the placement "strung out", for exactly these reasons:
      | it would not be in coherency |
    When "Squad" makes a charge move against "Boyz" to the placement "two apart"
    Then "Squad" is in coherency
    And "Squad" is engaged with "Boyz"

  Scenario: 11.04: models a charge table leaves out do not move, and then do not end closer
    # Model 2 is left out of the table: it stays where it started, so it does not end closer.
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 11 |
      | Squad | 2     | 10   | 10 |
      | Boyz  | 1     | 17   | 10 |
      | Grots | 1     | 50   | 40 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 11 | 11 |
    And "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 15 | 11 |
      | 2     | 14 | 10 |

  Scenario: 11.04, 01.04: coordinates in millimetres: a charge ending exactly 2" (50.8mm) from its target is engaged
    Given the charge roll for "Squad" will be 9
    And the positions:
      | unit  | x       | y     |
      | Squad | 254mm   | 254mm |
      | Boyz  | 508mm   | 254mm |
      | Grots | 50      | 40    |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to (431.8mm, 254mm)
    And "Squad" cannot make a charge move against "Boyz" to (431.5mm, 254mm) because it would not be engaged with every charge target

  Scenario: 11.04, 23.04: an AIRCRAFT unit cannot be the charge target of a unit that cannot FLY, even beside a target it may charge
    Given "Grots" has the keywords AIRCRAFT and FLY
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 17   | 10 |
      | Grots | 15.5 | 13 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" and "Grots" to (15.5, 10) because an AIRCRAFT unit cannot be its charge target
    And "Squad" cannot make a charge move against "Grots" because an AIRCRAFT unit cannot be its charge target
    And "Squad" can make a charge move against "Boyz"

  Scenario: 19.01, 11.04: the leader's model is the closest, so a target 7" from it is within a charge roll of 7
    # The bodyguard is 8.5" from "Boyz"; the Captain 7".
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 8.5  | 10 |
      | Captain | C     | 10   | 10 |
      | Boyz    | 1     | 18   | 10 |
      | Grots   | 1     | 50   | 40 |
    And the placement "bodyguard 7.01" for "Squad":
      | model | x     | y  |
      | 1     | 15.51 | 10 |
      | C     | 17    | 10 |
    When "Captain" declares a charge
    Then "Squad" can make a charge move against "Boyz"
    And "Captain" can make a charge move against "Boyz" by (7, 0)
    And "Squad" cannot make a charge move against "Boyz" to:
      | model | x    | y  |
      | 1     | 15.5 | 10 |
      | C     | 17.1 | 10 |
    And "Squad" cannot make a charge move against "Boyz" to the placement "bodyguard 7.01", for exactly these reasons:
      | a model would move farther than its maximum distance |

  Scenario: 19.01, 03.03, 11.04: the attached unit must end in coherency, leader and bodyguard together
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 8.5  | 10 |
      | Captain | C     | 10   | 10 |
      | Boyz    | 1     | 18   | 10 |
      | Grots   | 1     | 50   | 40 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 14 | 10 |
      | C     | 17 | 10 |
    And "Squad" cannot make a charge move against "Boyz" to:
      | model | x     | y  |
      | 1     | 13.99 | 10 |
      | C     | 17    | 10 |

  Scenario: 03.01, 11.04: climbing counts against the charge roll: 2" across and 4" up is a roll of 6 exactly; 2.01" across is too far
    # "Boyz" stands on a floor 4" up; "Squad" starts at the foot of it, 4" from it across.
    Given the charge roll for "Squad" will be 6
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 15 | 10 | 4      |
      | Grots | 50 | 40 | 0      |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 12 | 10 | 4      |
    And "Squad" cannot make a charge move against "Boyz" to:
      | model | x     | y  | height |
      | 1     | 12.01 | 10 | 4      |
    And "Squad" cannot make a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 13 | 10 | 4      |

  Scenario: 03.01, 11.04, 21.03: a unit that can FLY does not count the climb against its charge roll
    Given "Squad" has the keyword FLY
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 15 | 10 | 4      |
      | Grots | 50 | 40 | 0      |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 13 | 10 | 4      |

  Scenario: 03.01, 13.06, 19.6: paths are not weighed: a charge whose straight line crosses an enemy model and a ruin is made
    # "Grots" stands on the line from "Squad" to "Boyz", inside the ruin; the charge ends 3"
    # from "Grots", so not engaged with it.
    Given it is player A's Charge phase in battle round 5
    And the ruin is the rectangle from (11, 8) to (16, 12)
    And the charge roll for "Squad" will be 9
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Grots | 14 | 10 |
      | Boyz  | 19 | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to (18, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And "Squad" has Fights First

  Scenario: 11.04, 19.5: in the first battle round the last model of a unit charges alone, given its end as a point
    # Model 1 is destroyed; the unit of one model left may be moved with to (x, y), and a
    # unit of one model is always in coherency.
    Given it is player A's Charge phase in battle round 1
    And the charge roll for "Squad" will be 9
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Squad | 2     | 10 | 11.5 |
      | Boyz  | 1     | 19 | 10   |
      | Grots | 1     | 50 | 40   |
    When model 1 of "Squad" is destroyed
    And "Squad" declares a charge
    Then "Squad" has 1 model left
    And "Squad" cannot make a charge move against "Boyz" to (15.9, 11.5)
    When "Squad" makes a charge move against "Boyz" to (17.5, 11.5)
    Then "Squad" is engaged with "Boyz"
    And model 2 of "Squad" is at (17.5, 11.5)

  Scenario: 11.04, 23.02, 23.04: an AIRCRAFT unit that cannot be a target still may not be engaged by the charge: 2" from it is refused, 2.01" is not
    # 23.02 sets AIRCRAFT units aside only for the selections of pile-in, consolidation and
    # surge moves; 11.04's AFTER MOVING bars being engaged with any enemy unit not a target.
    Given a unit "Jet" for player B
    And "Jet" has 25.4mm bases
    And "Jet" has the keywords AIRCRAFT and FLY
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 17   | 10 |
      | Jet   | 15.5 | 13 |
      | Grots | 50   | 40 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (15.5, 10), for exactly these reasons:
      | it would be engaged with an enemy unit that is not a charge target |
    And "Squad" can make a charge move against "Boyz" to (15.5, 9.99)

  Scenario: 11.04, 15.11: with Into the Fray a roll of 9 is 6, so a target exactly 6" away is charged by moving exactly 6"
    Given player A has 2 CP
    And the charge roll for "Squad" will be 9
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
      | Grots | 50 | 40 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Boyz" to (16, 10)
    Then player A used the "Heroic Intervention" stratagem
    And the last charge roll for "Squad" was 6
    And model 1 of "Squad" is in base contact with "Boyz"

  Scenario: 11.04: a charge declared this phase, stated, is weighed against the positions like one declared in a step
    Given "Squad" declared a charge this phase
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" can make a charge move against "Boyz" to (17, 10)
    And "Squad" cannot make a charge move against "Boyz" to (16.99, 10.5)
