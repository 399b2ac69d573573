Feature: 03.01, 18.3, 20.04, 21.02, 23.02, 24.09 Moves with end positions read FLY and Deep Strike as the rules in force make them
  A rule that makes a unit count as having (or not having) FLY changes what a move with end
  positions weighs: its change of height (03.01) and whether an AIRCRAFT unit can be its pile-in
  target or its surge's closest enemy unit (23.02). A rule that gives the Deep Strike ability frees an ingress set-up from the
  battlefield edges (24.09) and a Rapid Disembark after its TRANSPORT's ingress from the
  opponent's deployment zone (18.04.01). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 03.01 and 18.3: a unit that counts as having FLY does not count its climb against M
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And "Squad" has an ability "Jump Packs" that makes it count as having the keyword FLY
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 16 | 10 | 3      |

  Scenario: 03.01 and 18.3: a FLY unit that counts as not having FLY counts its climb against M
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And "Squad" has the keywords INFANTRY, FLY
    And player B has a rule "Grounded":
      | TARGET | each enemy unit                                   |
      | EFFECT | makes it count as not having the keyword FLY      |
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 50 | 40 | 0      |
    Then "Squad" cannot make a normal move to:
      | model | x  | y  | height |
      | 1     | 16 | 10 | 3      |

  Scenario: 24.09 and 18.2: Deep Strike given by a rule: exactly 8" from an enemy is too close, 8.001" is allowed away from every edge
    Given a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 1 model left
    And "Reserve" has an ability "Teleport" that gives it the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 50 | 40 |
      | Boyz  | 30 | 22 |
    Then "Reserve" cannot make an ingress move to (21, 22) because a model would be set up too close to an enemy unit
    And "Reserve" can make an ingress move to (20.999, 22)

  Scenario: 09.06 and 18.3 item 4: a modified advance roll sets the advance move's maximum
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And "Squad" has an ability "Swift" that adds 1 to its advance rolls
    And the advance roll for "Squad" will be 6
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make an advance move to (23, 10)
    And "Squad" cannot make an advance move to (23.001, 10) because a model would move farther than its maximum distance

  Scenario: 09.06 and 18.3 item 4: an advance roll modified below 1 is 1 for the move's maximum
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And player B has a rule "Mire":
      | TARGET | each enemy unit                    |
      | EFFECT | subtracts 3 from its advance rolls |
    And the advance roll for "Squad" will be 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make an advance move to (17, 10)
    And "Squad" cannot make an advance move to (17.001, 10) because a model would move farther than its maximum distance

  Scenario: 23.02 and 18.3: a unit that counts as having FLY may pile in toward an AIRCRAFT unit
    Given it is player A's Fight phase
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has 25.4mm bases
    And "Squad" made a charge move this turn
    And "Squad" has an ability "Jump Packs" that makes it count as having the keyword FLY
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 14 | 10 |
      | Boyz  | 40 | 30 |
    Then "Squad" can make a pile-in move against "Jet" to (11, 10)

  Scenario: 18.04.01 and 18.2: a Rapid Disembark after the ingress of a TRANSPORT given Deep Strike by a rule may enter the zone in round 2
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Rhino" has 1 model left
    And "Rhino" has an ability "Teleport" that gives it the Deep Strike ability
    And "Rhino" is in strategic reserves
    And "Squad" has 1 model left
    And "Squad" is embarked within "Rhino"
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And the positions:
      | unit | x  | y  |
      | Boyz | 55 | 5  |
    When "Rhino" makes an ingress move to (30, 36)
    And "Squad" makes a disembark move to (30, 38)
    Then "Squad" disembarked using Rapid Disembark

  Scenario: 21.02, 23.02 and 18.3: a unit that counts as having FLY takes an AIRCRAFT unit as its closest for a surge
    Given it is player A's Movement phase in battle round 2
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has 25.4mm bases
    And "Squad" has an ability "Jump Packs" that makes it count as having the keyword FLY
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 14 | 10 |
      | Boyz  | 10 | 16 |
    Then "Squad" can make a surge move of up to 6" to (12, 10)
    And "Squad" cannot make a surge move of up to 6" against "Boyz" to (10, 12) because its surge target is not the closest enemy unit

  Scenario: 21.02 and 23.02: without FLY the AIRCRAFT unit is ignored in finding the surge's closest
    Given it is player A's Movement phase in battle round 2
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 14 | 10 |
      | Boyz  | 10 | 16 |
    Then "Squad" can make a surge move of up to 6" against "Boyz" to (10, 12)

  Scenario: 23.04 and 18.3: a unit that counts as having FLY may charge an AIRCRAFT unit
    Given it is player A's Charge phase in battle round 2
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has 25.4mm bases
    And "Squad" has an ability "Jump Packs" that makes it count as having the keyword FLY
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 16 | 10 |
      | Boyz  | 40 | 30 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Jet" to (14, 10)

  Scenario: 12.08, 23.02 and 18.3: a unit that counts as having FLY makes an Engaging Consolidation toward an AIRCRAFT unit
    Given it is player A's Fight phase
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has 25.4mm bases
    And "Squad" has an ability "Jump Packs" that makes it count as having the keyword FLY
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 13 | 10 |
      | Boyz  | 40 | 30 |
    Then "Squad" can make a consolidation move against "Jet" to (11, 10)
