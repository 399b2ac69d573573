Feature: 19.6, 19.7 Held-out: offsets, several enemy units, shaped areas and base contact at their boundaries
  More of the held-out pass on moves with end positions (03.01, 09.05, 12.03, 20.04, 21.02,
  24.09) and the questions of 19.7 asked of where they end: a move by an offset for a unit of
  several models, a Deep Strike between two enemy units on different levels, a shaped terrain
  area a move enters partly or wholly, base contact against a thousandth of an inch, and a surge
  between two enemy units equally close in space. Every base is 1" across, so two models whose
  centres are d apart on one level are d - 1 apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 09.05, 03.01: a move by an offset moves every model; 5" leaves the last model 2.001" from the enemy, 5.001" is engaged and too far
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 5"
    And the positions:
      | unit  | model | x      | y    |
      | Squad | 1     | 10     | 10   |
      | Squad | 2     | 10     | 11.5 |
      | Squad | 3     | 10     | 13   |
      | Boyz  | 1     | 18.001 | 13   |
    Then "Squad" cannot make a normal move by (5.001, 0), for exactly these reasons:
      | it would end engaged                                 |
      | a model would move farther than its maximum distance |
    When "Squad" makes a normal move by (5, 0)
    Then model 1 of "Squad" is at (15, 10)
    And model 3 of "Squad" is at (15, 13)
    And model 3 of "Squad" is more than 2" from "Boyz"
    And model 1 of "Squad" is more than 2" from every enemy unit
    And "Squad" is not engaged
    And "Squad" is in coherency

  Scenario: 24.09: a Deep Strike between two enemy units, exactly 8" in plan from one standing 4" up, is too close; 8.001" is not
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 1 model left
    And "Reserve" has the Deep Strike ability
    And player B's deployment zone is the rectangle from (42, 0) to (60, 44)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 5  | 40 | 0      |
      | Boyz  | 30 | 22 | 4      |
      | Grots | 21 | 32 | 0      |
    Then "Reserve" cannot make an ingress move to (21, 22) because a model would be set up too close to an enemy unit
    When "Reserve" makes an ingress move to (20.999, 22)
    Then "Reserve" is not in strategic reserves
    And the horizontal distance between "Reserve" and "Boyz" is exactly 8.001"
    And "Reserve" is more than 8" horizontally from "Boyz"
    And "Reserve" is more than 8" from every enemy unit
    And the distance between "Reserve" and "Grots" is 9.00"

  Scenario Outline: 14.01, 19.7: a move by (<dx>, 0) into a shaped ruin: the unit is within it, and wholly within it only when <when>
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the ruin is the rectangle from (20, 20) to (26, 26)
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 15   | 22 |
      | Squad | 2     | 16.5 | 22 |
      | Boyz  | 1     | 50   | 40 |
    When "Squad" makes a normal move by (<dx>, 0)
    Then "Squad" is within the ruin
    And model 2 of "Squad" is wholly within the ruin
    And model 1 of "Squad" <model 1>
    And "Squad" <unit>

    Examples:
      | dx    | when                                | model 1                         | unit                         |
      | 5     | its last base is past the boundary | is not wholly within the ruin   | is not wholly within the ruin |
      | 5.5   | its last base touches the boundary | is wholly within the ruin       | is wholly within the ruin     |

  Scenario: 12.03: a model exactly in base contact with an enemy model cannot be moved in a pile-in
    Given it is player A's Fight phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 10.5 | 10 |
      | Boyz  | 11.5 | 10 |
    Then "Squad" is in base contact with "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 0"
    And "Squad" cannot make a pile-in move to (10.5, 10.1) because a model in base contact with an enemy model would move

  Scenario: 12.03: a model a thousandth of an inch from an enemy model is not in base contact, and piles in to touch it
    Given it is player A's Fight phase
    And the positions:
      | unit  | x      | y  |
      | Squad | 10.499 | 10 |
      | Boyz  | 11.5   | 10 |
    Then "Squad" is not in base contact with "Boyz"
    And "Squad" is engaged with "Boyz"
    When "Squad" makes a pile-in move to (10.5, 10)
    Then "Squad" is in base contact with "Boyz"
    And model 1 of "Squad" is in base contact with model 1 of "Boyz"

  Scenario: 21.02, app 01.04.02: 6" across and 6" straight up are equally close, so the surge names its target; either may be it
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Guard" for player A
    And "Hounds" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And the positions:
      | unit   | x  | y  | height |
      | Hounds | 20 | 10 | 0      |
      | Squad  | 27 | 10 | 0      |
      | Guard  | 20 | 10 | 6      |
      | Boyz   | 50 | 40 | 0      |
    And the placement "up" for "Hounds":
      | model | x  | y  | height |
      | 1     | 20 | 12 | 5      |
    Then the closest enemy unit to "Hounds" is "Squad"
    And the closest enemy unit to "Hounds" is "Guard"
    And "Hounds" can make a surge move of up to 7" against "Squad" to (25, 10)
    And "Hounds" cannot make a surge move of up to 7" against "Squad" to the placement "up", for exactly these reasons:
      | a model would end farther from the surge target                     |
      | it would be engaged with an enemy unit that is not the surge target |
    When "Hounds" makes a surge move of up to 7" against "Guard" to the placement "up"
    Then "Hounds" is engaged with "Guard"
    And "Hounds" is not engaged with "Squad"

  Scenario: 12.03, 19.4: the closest pile-in target is measured in space: Boyz 2" away on the level is closer than Grots 4.9" overhead
    # Model 2 stands under Grots (0" in plan, 4.9" up) and 2" from Boyz: engaged with both. It
    # piles in towards Boyz, its closest target in space, and stays engaged with Grots.
    Given it is player A's Fight phase
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y    | height |
      | Squad | 1     | 10   | 10   | 0      |
      | Squad | 2     | 10   | 11.5 | 0      |
      | Boyz  | 1     | 10   | 14.5 | 0      |
      | Grots | 1     | 10.5 | 11.5 | 4.9    |
    Then "Squad" is engaged with "Grots"
    And model 2 of "Squad" is within 2" horizontally of "Grots"
    And the horizontal distance between model 2 of "Squad" and "Grots" is exactly 0"
    And the distance between model 2 of "Squad" and "Grots" is exactly 4.9"
    And "Squad" can make a pile-in move to:
      | model | x  | y  |
      | 2     | 10 | 13 |
    When "Squad" makes a pile-in move to:
      | model | x  | y  |
      | 2     | 10 | 13 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And model 2 of "Squad" is at (10, 13, 0)

  Scenario: 09.05, 03.01, 03.04: a normal move onto a floor 5.001" above an enemy model ends over it, unengaged; 5" above is engaged
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 10"
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 14 | 10 | 0      |
      | Boyz  | 10 | 10 | 0      |
    And the placement "5 up" for "Squad":
      | model | x  | y  | height |
      | 1     | 10 | 10 | 5      |
    Then "Squad" cannot make a normal move to the placement "5 up", for exactly these reasons:
      | it would end engaged |
    When "Squad" makes a normal move to:
      | model | x  | y  | height |
      | 1     | 10 | 10 | 5.001  |
    Then "Squad" is not engaged
    And "Squad" is not in base contact with "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is exactly 0"
    And the vertical distance between "Squad" and "Boyz" is exactly 5.001"

  Scenario: 19.6: a move by an offset keeps each model on its level
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | model | x    | y  | height |
      | Squad | 1     | 10   | 10 | 3      |
      | Squad | 2     | 11.5 | 10 | 0      |
      | Boyz  | 1     | 50   | 40 | 0      |
    When "Squad" makes a normal move by (6, 0)
    Then model 1 of "Squad" is at (16, 10, 3)
    And model 2 of "Squad" is at (17.5, 10, 0)
    And the vertical distance between model 1 of "Squad" and model 2 of "Squad" is exactly 3"

  Scenario Outline: 20.04, 14.02: a deployment zone is horizontal: an ingress onto a floor above the opponent's zone is within it in battle round <round>
    Given it is player A's Movement phase in battle round <round>
    And a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 1 model left
    And player B's deployment zone is the rectangle from (42, 0) to (60, 44)
    And the positions:
      | unit  | x  | y  |
      | Squad | 5  | 40 |
      | Boyz  | 45 | 42 |
    And the placement "roof" for "Reserve":
      | model | x    | y  | height |
      | 1     | 59.5 | 22 | 3      |
    Then "Reserve" <answer>

    Examples:
      | round | answer                                                                                                                                  |
      | 2     | cannot make an ingress move to the placement "roof" because it cannot be set up within its opponent's deployment zone before the third battle round |
      | 3     | can make an ingress move to the placement "roof"                                                                                        |

  Scenario: 09.06, 11.02: after an advance the unit 6" from the enemy is not eligible to declare a charge, for that reason alone
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the advance roll for "Squad" will be 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 25 | 10 |
    When "Squad" makes an advance move to (18, 10)
    Then "Squad" is within 6" of "Boyz"
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 21.02, 19.01, app 01.04.02: the closest enemy unit is an attached unit, named by either part, and a surge against it may end on its leader
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Captain" for player A
    And "Hounds" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the positions:
      | unit    | model | x    | y  |
      | Hounds  | 1     | 20   | 10 |
      | Captain | C     | 25   | 10 |
      | Squad   | 1     | 26.5 | 10 |
      | Squad   | 2     | 28   | 10 |
      | Boyz    | 1     | 50   | 40 |
    Then the closest enemy unit to "Hounds" is "Squad"
    And the closest enemy unit to "Hounds" is "Captain"
    And the distance between "Hounds" and "Squad" is exactly 4"
    And "Hounds" can make a surge move of up to 4" against "Captain" to (24, 10)
    And "Hounds" cannot make a surge move of up to 4" against "Captain" to (24.001, 10) because a model would be on another model
    When "Hounds" makes a surge move of up to 4" against "Squad" to (24, 10)
    Then "Hounds" is engaged with "Captain"
    And "Hounds" is engaged with "Squad"
    And "Hounds" is in base contact with model C of "Captain"

  Scenario: 21.02, 19.01: a surge named against an attached unit's leader that is not the closest enemy unit is refused for that reason
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Captain" for player A
    And a unit "Guard" for player A
    And "Hounds" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the positions:
      | unit    | model | x    | y  |
      | Hounds  | 1     | 20   | 10 |
      | Captain | C     | 25   | 10 |
      | Squad   | 1     | 26.5 | 10 |
      | Guard   | 1     | 20   | 14 |
      | Boyz    | 1     | 50   | 40 |
    Then the closest enemy unit to "Hounds" is "Guard"
    And "Hounds" is not engaged with "Captain"
    And "Hounds" cannot make a surge move of up to 4" against "Captain" to (24, 10), for exactly these reasons:
      | its surge target is not the closest enemy unit |
    And "Hounds" can make a surge move of up to 4" against "Guard" to (20, 12)

  Scenario: 19.5, 19.01: a stated engagement pair with an attached unit answers to its leader's name too
    Given it is player A's Fight phase
    And a unit "Captain" for player A
    And "Captain" is leading "Squad"
    And a unit "Grots" for player B
    And "Boyz" is engaged with "Squad"
    Then "Boyz" is engaged with "Captain"
    And "Boyz" is engaged with "Squad"
    And "Captain" is engaged with "Boyz"
    And "Grots" is not engaged with "Captain"

  Scenario: 03.04, 19.7: once the only engaged enemy unit is destroyed, the unit is more than 2" from every enemy unit, and may make a normal move, not fall back
    Given it is player A's Movement phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
      | Grots | 10 | 20 |
    Then "Squad" is engaged with "Boyz"
    When "Boyz" is destroyed
    Then "Squad" is not engaged
    And "Squad" is more than 2" from every enemy unit
    And "Squad" is not within 2" of an enemy unit
    And the closest enemy unit to "Squad" is "Grots"
    And "Squad" can make a normal move to (12, 12)
    And "Squad" cannot make a fall-back move

  Scenario: 03.01, 03.04: turning an oval base where it stands, its long axis towards the enemy, would end engaged (measured numerically)
    # the 60x35.5mm oval's short half-width (0.699") faces Boyz at first: 2.40" away; turned 90°
    # its long half-length (1.181") does: 1.92" away; turned 45°, 2.16"
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And "Squad" has a 60x35.5mm base
    And the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Boyz  | 10 | 13.6 |
    And the placement "turned" for "Squad":
      | model | x  | y  | height | facing |
      | 1     | 10 | 10 | 0      | 90     |
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is 2.40"
    And "Squad" cannot make a normal move to the placement "turned" because it would end engaged
    When "Squad" makes a normal move to:
      | model | x  | y  | height | facing |
      | 1     | 10 | 10 | 0      | 45     |
    Then the distance between "Squad" and "Boyz" is 2.16"
    And "Squad" is not engaged
