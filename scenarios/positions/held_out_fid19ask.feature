Feature: 19.6, 19.7 Held-out: Movement-phase moves and charges with end positions, and the questions asked of where they end
  A held-out pass written from the contract's 19.6 and 19.7 and the Core Rules they cite (01.04,
  03.01-03.04, 09.05-09.07, 11.02, 11.04, 20.04): normal, advance and fall-back moves, charges
  against several targets, set-ups from reserves, each measured at its boundary (1", 2", 5", 9",
  12" and a thousandth either side), across floors, with an attached unit and against several
  enemy units at once; then the asking phrases of 19.7 put to the positions they leave. Every
  base is 1" across, so two models whose centres are d apart on one level are d - 1 apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases

  Scenario: 09.06, 03.01: an advance of M 6" and a roll of 3 crosses 8" and climbs 1", exactly 9"; 8.001" across is too far
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the advance roll for "Squad" will be 3
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
      | Grots | 50 | 4  | 0      |
    And the placement "far" for "Squad":
      | model | x      | y  | height |
      | 1     | 18.001 | 10 | 1      |
    Then "Squad" can make an advance move to:
      | model | x  | y  | height |
      | 1     | 18 | 10 | 1      |
    And "Squad" cannot make an advance move to the placement "far" because a model would move farther than its maximum distance
    When "Squad" makes an advance move to:
      | model | x  | y  | height |
      | 1     | 18 | 10 | 1      |
    Then model 1 of "Squad" is at (18, 10, 1)
    And the vertical distance between "Squad" and "Boyz" is exactly 1"

  Scenario: 09.06: without the advance roll the same 9" advance is not weighed against any maximum
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
      | Grots | 50 | 4  |
    Then "Squad" can make an advance move to (22, 10)

  Scenario: 09.07: falling back from two enemy units, ending exactly 2" from one is ending engaged; 2.001" is not
    # Boyz 1" east and Grots 1" north: engaged with both. (12, 7) is 3" from the centre of Boyz.
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
      | Grots | 10 | 12 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And "Squad" cannot make a fall-back move to (12, 7) because it would end engaged
    When "Squad" makes a fall-back move to (12, 6.999)
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And "Squad" is more than 2" from every enemy unit
    And "Squad" is within 2.001" of an enemy unit
    And the distance between "Squad" and "Boyz" is exactly 2.001"
    When the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: 09.07, 03.04: a fall-back move of a thousandth of an inch down, from exactly 5" below the enemy, ends unengaged
    # Boyz stands on a floor 5" above Squad, 0.5" from it in plan: engaged. Stepping 0.001" down
    # makes the vertical distance 5.001".
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x    | y  | height |
      | Squad | 10   | 10 | 3      |
      | Boyz  | 11.5 | 10 | 8      |
      | Grots | 50   | 4  | 0      |
    And the placement "stay" for "Squad":
      | model | x  | y  | height |
      | 1     | 10 | 10 | 3      |
    And the placement "down" for "Squad":
      | model | x  | y  | height |
      | 1     | 10 | 10 | 2.999  |
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot make a fall-back move to the placement "stay" because it would end engaged
    When "Squad" makes a fall-back move to the placement "down"
    Then "Squad" is not engaged with "Boyz"
    And the vertical distance between "Squad" and "Boyz" is exactly 5.001"
    And the horizontal distance between "Squad" and "Boyz" is exactly 0.5"
    And "Squad" is within 0.5" horizontally of "Boyz"
    And "Squad" is more than 5" from "Boyz"

  Scenario Outline: 09.05, 11.02: a normal move that ends <gap> from the only enemy unit near <verdict> declare a charge
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 7"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 30 | 10 |
      | Grots | 50 | 40 |
    When "Squad" makes a normal move to (<x>, 10)
    Then the distance between "Squad" and "Boyz" is exactly <gap>
    When the game advances to player A's Charge phase
    Then "Squad" <answer>

    Examples:
      | x      | gap     | verdict        | answer                                                                                                   |
      | 17     | 12"     | lets it        | is eligible to declare a charge                                                                          |
      | 16.999 | 12.001" | leaves it unable to | is not eligible to declare a charge because it is too far from every enemy unit to declare a charge |

  Scenario: 11.04: each model ends closer to one or more charge targets: one model nearer Grots ends farther from it, closer to Boyz
    # Model 1 starts 2.1" from Grots and ends 3.27" from it, 0.80" from Boyz; model 3 the mirror
    # image; model 2 ends 1.5" from each. Against Boyz alone, model 3 ends farther from its only
    # target, and the unit ends engaged with Grots, which is not a target.
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 5
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 16.9 | 13   |
      | Squad | 2     | 16.9 | 11.5 |
      | Squad | 3     | 16.9 | 10   |
      | Boyz  | 1     | 20   | 10   |
      | Grots | 1     | 20   | 13   |
    And the placement "both" for "Squad":
      | model | x    | y    |
      | 1     | 18.5 | 9    |
      | 2     | 18   | 11.5 |
      | 3     | 18.5 | 14   |
    Then "Squad" is not engaged
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" and "Grots" to the placement "both"
    And "Squad" can make a charge move to the placement "both"
    And "Squad" cannot make a charge move against "Boyz" to the placement "both", for exactly these reasons:
      | a model would not end closer to a charge target                    |
      | it would be engaged with an enemy unit that is not a charge target |
    When "Squad" makes a charge move against "Boyz" and "Grots" to the placement "both"
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And model 1 of "Squad" is not within 3" of "Grots"
    And model 3 of "Squad" is more than 3" from "Boyz"
    And "Squad" is in coherency

  Scenario: 11.04, 03.04: a charge that ends 2" across and exactly 5" below its target on a floor ends engaged with it
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 16 | 10 | 5      |
      | Grots | 50 | 40 | 0      |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to (13, 10)
    When "Squad" makes a charge move against "Boyz" to (13, 10)
    Then "Squad" is engaged with "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is exactly 2"
    And the vertical distance between "Squad" and "Boyz" is exactly 5"

  Scenario: 11.04, 03.04: the same charge against a target 5.001" up does not end engaged with it
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 16 | 10 | 5.001  |
      | Grots | 50 | 40 | 0      |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz"
    And "Squad" cannot make a charge move against "Boyz" to (13, 10), for exactly these reasons:
      | it would not be engaged with every charge target |

  Scenario: 01.04, 19.7: from a floor 3" up, 4" across in plan is exactly 5" between the bases
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 3      |
      | Boyz  | 15 | 10 | 0      |
      | Grots | 50 | 40 | 0      |
    Then the distance between "Squad" and "Boyz" is exactly 5"
    And the horizontal distance between "Squad" and "Boyz" is exactly 4"
    And the vertical distance between "Squad" and "Boyz" is exactly 3"
    And "Squad" is within 5" of "Boyz"
    And "Squad" is not within 4.999" of "Boyz"
    And "Squad" is within 4" horizontally of "Boyz"
    And "Squad" is more than 3.999" horizontally from "Boyz"
    And "Squad" is not engaged with "Boyz"
    And "Squad" is wholly within 5.831" of "Boyz"
    And "Squad" is not wholly within 5.8" of "Boyz"
    And the distance between "Squad" and "Boyz" is 5.00"

  Scenario: 19.7: wholly within 2" of an enemy model is the far side of the base; within 1" is the near side
    # centres 2" apart: the bases are 1" apart, and the far side of Squad's base is 2" from Boyz
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
      | Grots | 50 | 40 |
    Then "Squad" is wholly within 2" of "Boyz"
    And "Squad" is not wholly within 1.999" of "Boyz"
    And "Squad" is within 1" of "Boyz"
    And "Squad" is not within 0.999" of "Boyz"
    And "Squad" is not in base contact with "Boyz"
    And model 1 of "Squad" is wholly within 2" of model 1 of "Boyz"

  Scenario: 19.7, app 01.04.02: a normal move changes which enemy unit is the closest, and how far the unit is from an edge
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 25 | 10 |
      | Grots | 10 | 26 |
    Then the closest enemy unit to "Squad" is "Boyz"
    When "Squad" makes a normal move to (10, 15.5)
    Then the closest enemy unit to "Squad" is "Grots"
    And the distance between "Squad" and "Grots" is exactly 9.5"
    And "Squad" is within 9.5" of a battlefield edge
    And "Squad" is not within 9.499" of a battlefield edge
    And "Squad" is not wholly within 10.499" of a battlefield edge
    And "Squad" is wholly within 10.5" of a battlefield edge

  Scenario: 09.05: a normal move ending 2.001" from three enemy units at once is unengaged; a thousandth farther north is engaged and too far
    Given it is player A's Movement phase in battle round 2
    And a unit "Nobz" for player B
    And "Nobz" has 25.4mm bases
    And "Squad" has M 6"
    And the positions:
      | unit  | x      | y      |
      | Squad | 20     | 14     |
      | Boyz  | 23.001 | 20     |
      | Grots | 20     | 23.001 |
      | Nobz  | 16.999 | 20     |
    Then "Squad" cannot make a normal move to (20, 20.001), for exactly these reasons:
      | it would end engaged                                |
      | a model would move farther than its maximum distance |
    When "Squad" makes a normal move to (20, 20)
    Then "Squad" is more than 2" from every enemy unit
    And "Squad" is not within 2" of an enemy unit
    And "Squad" is within 2.001" of an enemy unit
    And "Squad" is not engaged
    And the distance between "Squad" and "Nobz" is exactly 2.001"

  Scenario: 03.03, 19.01: a leader climbing exactly 5" above its bodyguard stays in coherency; 5.001" breaks it
    Given it is player A's Movement phase in battle round 2
    And a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Squad" has M 6"
    And "Captain" is leading "Squad"
    And the positions:
      | unit    | model | x    | y  | height |
      | Squad   | 1     | 10   | 10 | 0      |
      | Squad   | 2     | 11.5 | 10 | 0      |
      | Captain | C     | 13   | 10 | 0      |
      | Boyz    | 1     | 50   | 40 | 0      |
      | Grots   | 1     | 50   | 4  | 0      |
    And the placement "too high" for "Squad":
      | model | x  | y  | height |
      | C     | 13 | 10 | 5.001  |
    Then "Squad" cannot make a normal move to the placement "too high", for exactly these reasons:
      | it would not be in coherency |
    When "Squad" makes a normal move to:
      | model | x  | y  | height |
      | C     | 13 | 10 | 5      |
    Then model C of "Captain" is at (13, 10, 5)
    And "Squad" is in coherency
    And the vertical distance between model C of "Captain" and model 2 of "Squad" is exactly 5"

  Scenario: 20.04, 03.03: an ingress set-up whose end models are exactly 9" apart is in coherency; 9.001" is not
    # five models 2.5" apart along the west edge, 1.5" between bases; the ends' bases are 9" apart
    Given it is player A's Movement phase in battle round 2
    And a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 5 models left
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 22 |
      | Boyz  | 55 | 40 |
      | Grots | 55 | 4  |
    And the placement "long" for "Reserve":
      | model | x   | y      |
      | 1     | 5.5 | 10     |
      | 2     | 5.5 | 12.5   |
      | 3     | 5.5 | 15     |
      | 4     | 5.5 | 17.5   |
      | 5     | 5.5 | 20.001 |
    And the placement "nine" for "Reserve":
      | model | x   | y    |
      | 1     | 5.5 | 10   |
      | 2     | 5.5 | 12.5 |
      | 3     | 5.5 | 15   |
      | 4     | 5.5 | 17.5 |
      | 5     | 5.5 | 20   |
    Then "Reserve" cannot make an ingress move to the placement "long", for exactly these reasons:
      | it would not be in coherency |
    When "Reserve" makes an ingress move to the placement "nine"
    Then "Reserve" is in coherency
    And "Reserve" is wholly within 6" of a battlefield edge
    And the distance between model 1 of "Reserve" and model 5 of "Reserve" is exactly 9"
