Feature: 19.6 Moves with end positions, read from the contract by an outside author
  Written from contract §19.6 and the Core Rules alone (03.01, 03.02, 09.05-09.07, 11.02, 11.04,
  12.03, 12.08, 18.04, 18.05, 20.04, 23.04, 24.09), every expected answer worked out by hand
  before running. A move's distance is the straight line from where a model started to where it
  ended, weighed only when the scenario states what the move needs (M, the advance roll, the
  charge roll; 3" for pile-in and consolidation). Bases are 1" (25.4mm) across throughout, so a
  gap between two bases is the distance between their centres less 1".

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 09.05 and 19.6: a normal move of exactly M, along an axis or a 3-4-5 line
    Given it is player A's Movement phase
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make a normal move to (16, 10)
    And "Squad" can make a normal move to (13.6, 14.8)
    And "Squad" cannot make a normal move to (16.001, 10) because a model would move farther than its maximum distance
    When "Squad" makes a normal move to (13.6, 14.8)
    Then model 1 of "Squad" is at (13.6, 14.8)

  Scenario: 09.06: an advance move may go as far as M plus the advance roll
    Given it is player A's Movement phase
    And "Squad" has M 6"
    And the advance roll for "Squad" will be 3
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make an advance move to (19, 10)
    And "Squad" cannot make an advance move to (19.5, 10) because a model would move farther than its maximum distance

  Scenario: 09.06 and 19.6: with M but no advance roll, an advance move's distance is not weighed
    Given it is player A's Movement phase
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make an advance move to (30, 10)

  Scenario: 09.05 and 03.04: a normal move may not end within 2" of an enemy model
    Given it is player A's Movement phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    Then "Squad" cannot make a normal move to (17, 10) because it would end engaged
    And "Squad" can make a normal move to (16.999, 10)
    When "Squad" makes a normal move to (16.999, 10)
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 2.001"

  Scenario: 09.07: a fall-back move must end unengaged
    Given it is player A's Movement phase
    And "Squad" has M 6"
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 11.5 | 10 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot make a fall-back move to (9, 10) because it would end engaged
    And "Squad" cannot make a normal move to (8, 10) because it is engaged
    When "Squad" makes a fall-back move to (8, 10)
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 2.5"

  Scenario: 03.01: a model may not end off the battlefield, but may touch its edge
    Given it is player A's Movement phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 55 | 10 |
      | Boyz  | 10 | 40 |
    Then "Squad" cannot make a normal move to (59.6, 10) because a model would be off the battlefield
    And "Squad" can make a normal move to (59.5, 10)

  Scenario: 03.01: a model may not end on another model, but may end in base contact
    Given a unit "Guards" for player A
    And "Guards" has 25.4mm bases
    And it is player A's Movement phase
    And the positions:
      | unit   | x  | y  |
      | Squad  | 10 | 10 |
      | Guards | 20 | 10 |
      | Boyz   | 50 | 40 |
    Then "Squad" cannot make a normal move to (19.5, 10) because a model would be on another model
    When "Squad" makes a normal move to (19, 10)
    Then "Squad" is in base contact with "Guards"
    And the distance between "Squad" and "Guards" is exactly 0"

  Scenario: 03.01 and 03.03: a move must end in coherency; models a table leaves out stay put
    Given it is player A's Movement phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Squad | 11.5 | 10 |
      | Boyz  | 50   | 40 |
    And the placement "spread" for "Squad":
      | model | x  | y  |
      | 2     | 14 | 10 |
    Then "Squad" cannot make a normal move to the placement "spread" because it would not be in coherency
    When "Squad" makes a normal move to:
      | model | x  | y  |
      | 2     | 13 | 10 |
    Then model 1 of "Squad" is at (10, 10)
    And model 2 of "Squad" is at (13, 10)
    And "Squad" is in coherency

  Scenario: 19.6: a move by an offset moves every model by it
    Given it is player A's Movement phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Squad | 11.5 | 10 |
      | Boyz  | 50   | 40 |
    When "Squad" makes a normal move by (2, -3)
    Then model 1 of "Squad" is at (12, 7)
    And model 2 of "Squad" is at (13.5, 7)

  Scenario: 11.04: a charge within the charge roll ends engaged with its target
    Given it is player A's Charge phase
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    When "Squad" makes a charge move against "Boyz" to (15, 10)
    Then "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 1"
    And "Squad" has Fights First

  Scenario: 11.04: a target beyond the charge roll cannot be a charge target
    Given it is player A's Charge phase
    And the charge roll for "Squad" will be 5
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    Then "Squad" cannot make a charge move against "Boyz" to (15, 10), for exactly these reasons:
      | a charge target is beyond the maximum distance of the charge |

  Scenario: 11.04: a target more than 12" away is too far, whatever the roll
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And it is player A's Charge phase
    And the charge roll for "Squad" will be 12
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 23.5 | 10 |
      | Grots | 10   | 16 |
    Then "Squad" is eligible to declare a charge
    And "Squad" cannot make a charge move against "Boyz" to (21, 10) because a charge target is too far away

  Scenario: 11.04: a charge may not end engaged with an enemy unit it did not target
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And it is player A's Charge phase
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Boyz  | 17 | 10   |
      | Grots | 17 | 12.5 |
    Then "Squad" cannot make a charge move against "Boyz" to (15, 11) because it would be engaged with an enemy unit that is not a charge target
    And "Squad" can make a charge move against "Boyz" and "Grots" to (15, 11)
    And "Squad" cannot make a charge move against "Boyz" and "Grots" to (15, 9.5) because it would not be engaged with every charge target

  Scenario: 11.04: every model must end closer to a charge target, one left where it stood too
    Given it is player A's Charge phase
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y  |
      | Squad | 13 | 10 |
      | Squad | 11 | 10 |
      | Boyz  | 17 | 10 |
    And the placement "only the front" for "Squad":
      | model | x  | y  |
      | 1     | 14 | 10 |
    And the placement "both" for "Squad":
      | model | x  | y  |
      | 1     | 14 | 10 |
      | 2     | 12 | 10 |
    Then "Squad" cannot make a charge move against "Boyz" to the placement "only the front" because a model would not end closer to a charge target
    And "Squad" can make a charge move against "Boyz" to the placement "both"

  Scenario: 12.03: each moved model ends closer to the closest pile-in target
    Given it is the Pile In step of player A's Fight phase
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 11.5 | 10 |
    Then "Squad" can make a pile-in move to (10.4, 10)
    And "Squad" cannot make a pile-in move to (9.9, 10) because a model would not end closer to its closest pile-in target

  Scenario: 12.03: a model in base contact with an enemy model does not move
    Given it is the Pile In step of player A's Fight phase
    And the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Squad | 10 | 11.5 |
      | Boyz  | 11 | 10   |
    Then "Squad" cannot make a pile-in move by (0, -0.1) because a model in base contact with an enemy model would move
    And "Squad" can make a pile-in move to:
      | model | x  | y    |
      | 2     | 10 | 11.4 |

  Scenario: 12.03: a unit that charged and is unengaged piles in toward a unit within 5", at most 3"
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And it is the Pile In step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y      |
      | Squad | 10 | 10     |
      | Grots | 16 | 10     |
      | Boyz  | 10 | 16.001 |
    Then "Squad" is not engaged
    And "Squad" can make a pile-in move against "Grots" to (13, 10)
    And "Squad" cannot make a pile-in move against "Grots" to (13.001, 10) because a model would move farther than its maximum distance
    And "Squad" cannot make a pile-in move against "Boyz" to (10, 13) because a pile-in target is too far away

  Scenario: 12.08: an Engaging Consolidation toward an enemy unit within 3"
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
    Then "Squad" can make a consolidation move against "Boyz" to (12, 10)
    And "Squad" cannot make a consolidation move against "Boyz" to (13, 11.05) because a model would move farther than its maximum distance

  Scenario: 12.08: an Objective Consolidation when no enemy unit is within 3"
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the beacon is an objective marker at (10, 14)
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 14.001 | 10 |
    When "Squad" makes a consolidation move onto the beacon to (10, 11.5)
    Then "Squad" is within range of the beacon
    And "Squad" is not engaged

  Scenario: 12.08: onto an objective while an enemy unit is within 3" is refused
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the beacon is an objective marker at (10, 14)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
    Then "Squad" cannot make a consolidation move onto the beacon to (10, 11.5) because it must make an Engaging Consolidation

  Scenario: 12.08: no consolidation mode applies far from enemies and objectives
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 30 |
    Then "Squad" cannot make a consolidation move because no consolidation mode applies to it

  Scenario: 18.04: a Tactical Disembark sets up wholly within 3" of the TRANSPORT, a Combat Disembark within 6"
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords VEHICLE, TRANSPORT and FRAME
    And "Rhino" has a hull of 7" by 4"
    And "Squad" has a starting strength of 2
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 40 |
    And the placement "close" for "Squad":
      | model | x  | y    |
      | 1     | 35 | 22   |
      | 2     | 35 | 23.5 |
    And the placement "far" for "Squad":
      | model | x    | y    |
      | 1     | 35   | 22   |
      | 2     | 36.1 | 23.5 |
    Then "Squad" can make a disembark move to the placement "close"
    And "Squad" cannot make a disembark move to the placement "far" because a model would not be wholly within the set-up distance of its TRANSPORT
    And "Squad" can make a disembark move using Combat Disembark to the placement "far"

  Scenario: 18.05: an emergency disembark sets up wholly within 6" of the destroyed TRANSPORT
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords VEHICLE, TRANSPORT and FRAME
    And "Rhino" has a hull of 7" by 4"
    And "Squad" has a starting strength of 2
    And "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 40 |
    And the placement "bail out" for "Squad":
      | model | x  | y    |
      | 1     | 38 | 22   |
      | 2     | 38 | 23.5 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "bail out"
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And model 2 of "Squad" is at (38, 23.5)
    And "Squad" is not engaged

  Scenario: 20.04: an ingress move sets up wholly within 6" of a battlefield edge
    Given "Squad" has a starting strength of 1
    And "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    Then "Squad" can make an ingress move to (5.5, 22)
    And "Squad" cannot make an ingress move to (5.6, 22) because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: 20.04: before the third battle round, touching the opponent's deployment zone is refused
    Given "Squad" has a starting strength of 1
    And "Squad" is in strategic reserves
    And player B's deployment zone is the rectangle from (0, 0) to (12, 44)
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 40 | 10 |
    Then "Squad" cannot make an ingress move to (12.5, 40) because it cannot be set up within its opponent's deployment zone before the third battle round
    And "Squad" can make an ingress move to (12.501, 40)

  Scenario: 24.09: Deep Strike sets up anywhere more than 8" from every enemy unit
    Given "Squad" has a starting strength of 1
    And "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    Then "Squad" can make an ingress move to (30, 31.001)
    And "Squad" cannot make an ingress move to (30, 31) because a model would be set up too close to an enemy unit
