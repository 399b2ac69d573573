Feature: Held out: the alternative phrasings of §19 and §20
  A held-out pass written from every "also:" form of §19 (positions and distances) and §20 (the
  order of fighting and mission cards): each alternative used once, verbatim, at a boundary where
  it can be, with its answer decided from the Core Rules text (01.04, 03.03, 03.04, 11.04, 12.04,
  14.02, the Rules Appendix) and not from the code.

  Scenario: 03.04: a model 3" above its enemy and 1" from it in plan is engaged (2" horizontally, 5" vertically)
    Given a unit "Captain"
    And a unit "Boyz" for player B
    And "Captain" has a 1" base
    And "Boyz" has 1" bases
    And "Captain" is at (10, 10, 3)
    And "Boyz" is at (10, 12)
    Then model 1 of "Captain" is at (10, 10, 3)
    And the vertical distance between "Captain" and "Boyz" is 3"
    And the horizontal distance between "Captain" and "Boyz" is exactly 1"
    And "Captain" is within 1" horizontally of "Boyz"
    And "Captain" is not within 1" of "Boyz"
    And "Captain" is engaged with "Boyz"

  Scenario: 03.04: 6" above its enemy, a model is not engaged though 1" from it in plan
    Given a unit "Captain"
    And a unit "Boyz" for player B
    And "Captain" has a 1" base
    And "Boyz" has 1" bases
    And "Captain" is at (10, 10, 6)
    And "Boyz" is at (10, 12)
    Then "Captain" is not engaged with "Boyz"
    And "Captain" is more than 0.5" horizontally from "Boyz"
    And "Captain" is more than 5" from "Boyz"

  Scenario: 17.02: a hull with a height is measured through its height range, and a model above it is engaged
    Given a unit "Rhino"
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3" and 2" high
    And "Rhino" is at (20, 20)
    And a unit "Boyz" for player B
    And "Boyz" has 1" bases
    And "Boyz" is at (20, 20, 4)
    Then the vertical distance between "Boyz" and "Rhino" is 2"
    And "Boyz" is within 2" of "Rhino"
    And "Boyz" is not within 1.9" of "Rhino"
    And "Boyz" is engaged with "Rhino"

  Scenario: §3 columns: the units table states M and a 40mm base, and the base decides engagement
    Given the units:
      | unit  | player | M  | base |
      | Squad | A      | 6" | 40mm |
      | Boyz  | B      | 5  | 40mm |
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.5, 10)
    Then "Squad" has M 6"
    And "Boyz" has M 5"
    And "Squad" is engaged with "Boyz"

  Scenario: §3 columns: without a base column the 32mm default leaves the same models unengaged
    Given the units:
      | unit  | player | M  |
      | Squad | A      | 6" |
      | Boyz  | B      | 5" |
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.5, 10)
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is more than 2" from "Boyz"

  Scenario: §19.6: an M from the units table limits a normal move
    Given the units:
      | unit  | player | M  |
      | Squad | A      | 6" |
    And "Squad" is at (10, 10)
    And it is player A's Movement phase
    Then "Squad" can make a normal move to (16, 10)
    And "Squad" cannot make a normal move to (16.5, 10) because a model would move farther than its maximum distance

  Scenario: 01.04: exactly 2" apart is engaged and within 2", not in base contact and not within less
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (13, 10)
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And "Squad" is engaged with "Boyz"
    And "Squad" is not in base contact with "Boyz"
    And "Squad" is not within 1.999" of "Boyz"
    And "Squad" is not wholly within 2" of "Boyz"
    And "Squad" is wholly within 3" of "Boyz"

  Scenario: 14.01: wholly within and merely within a shaped area, and a model in base contact with its neighbour
    Given the ruin is the rectangle from (9, 9) to (12, 12)
    And a unit "Squad"
    And a unit "Guards"
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Guards" has 1" bases
    And "Boyz" has 1" bases
    And the positions:
      | unit   | model | x    | y  |
      | Squad  | 1     | 10   | 10 |
      | Squad  | 2     | 11   | 10 |
      | Guards | 1     | 12   | 11 |
      | Boyz   | 1     | 30   | 30 |
    Then "Squad" is wholly within the ruin
    And "Guards" is within the ruin
    And "Guards" is not wholly within the ruin
    And "Boyz" is not within the ruin
    And model 1 of "Squad" is in base contact with model 2 of "Squad"
    And "Squad" is in coherency

  Scenario: 03.03: two models 2.5" apart are not in coherency
    Given a unit "Scouts"
    And "Scouts" has 1" bases
    And the positions:
      | unit   | model | x  | y  |
      | Scouts | 1     | 30 | 30 |
      | Scouts | 2     | 33.5 | 30 |
    Then "Scouts" is not in coherency

  Scenario: 23.02: the closest enemy unit, and the closest ignoring AIRCRAFT units
    Given a unit "Squad"
    And a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Jet" has a 1" base
    And "Boyz" has 1" bases
    And "Squad" is at (10, 30)
    And "Jet" is at (13, 30)
    And "Boyz" is at (18, 30)
    Then the closest enemy unit to "Squad" is "Jet"
    And the closest enemy unit to "Squad" ignoring AIRCRAFT units is "Boyz"

  Scenario: 19.8: UNITS "that is not wholly within" lets a unit partly within start and refuses one wholly within
    Given the ruin is the rectangle from (9, 9) to (12, 12)
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" has 1" bases
    And "Guards" has 1" bases
    And "Squad" is at (10, 10)
    And "Guards" is at (12, 11)
    And it is player A's Shooting phase
    And the Action "Sweep":
      | UNITS | one unit that is not wholly within the ruin |
    Then "Guards" can start the "Sweep" Action
    And "Squad" cannot start the "Sweep" Action

  Scenario: 19.5: stated engagement with two enemies lasts until both are destroyed
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged with "Boyz" and "Grots"
    And it is player A's Fight phase
    When "Boyz" is destroyed
    Then "Squad" is engaged with "Grots"
    And "Squad" is not engaged with "Boyz"
    And "Squad" is engaged
    When "Grots" is destroyed
    Then "Squad" is not engaged

  Scenario: 11.04: a charge against two targets that ends engaged with both
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has a 1" base
    And "Boyz" has 1" bases
    And "Grots" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (16, 10)
    And "Grots" is at (16, 13)
    And it is player A's Charge phase
    Then "Squad" cannot make a charge move against "Boyz" and "Grots" to (14.5, 10) because it would not be engaged with every charge target
    When "Squad" makes a charge move against "Boyz" and "Grots" to (15, 11.5)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And "Squad" has Fights First

  Scenario: 19.9: any position more than 9" from an enemy is never engaged with it
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Boyz" is at (30, 22)
    And any position for "Squad" more than 9" from "Boyz"
    Then "Squad" is not engaged with "Boyz"

  Scenario: 19.9: any position wholly within an area is within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And a unit "Squad"
    And any position for "Squad" wholly within the ruin
    Then "Squad" is within the ruin

  Scenario: 19.9: any position not within an area is not wholly within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And a unit "Squad"
    And any position for "Squad" not within the ruin
    Then "Squad" is not wholly within the ruin

  Scenario: 20.1: a unit that charged and is far enough from every enemy unit lets its player pass
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | no      | no                 |
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" is far enough from every enemy unit for its player to pass
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: 20.1: a unit that charged and is not stated far enough keeps its player from passing
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | no      | no                 |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A cannot pass because "Squad" is eligible to fight and close enough to an enemy unit to fight
    And the Fight step has not ended

  Scenario: 12.04: a unit of the player not selecting cannot be selected next, and the step has not ended
    Given the units:
      | unit  | player | engaged |
      | Squad | A      | yes     |
      | Boyz  | B      | yes     |
    And it is the Fight step of player B's Fight phase in battle round 5
    Then "Squad" cannot be selected to fight next because player B selects the next unit to fight
    And the Fight step has not ended

  Scenario: 12.08: a consolidation that ends engaged with two enemy units obliges both to fight, one at a time
    Given the units:
      | unit    | player | selected to fight |
      | Squad   | A      | yes               |
      | Boyz    | B      | no                |
      | Grots   | B      | no                |
      | Vanguard | A     | yes               |
    And it is the Consolidate step of player A's Fight phase
    When "Squad" makes a consolidation move that ends engaged with "Boyz" and "Grots"
    Then "Vanguard" cannot make a consolidation move because "Boyz" must be selected to fight first
