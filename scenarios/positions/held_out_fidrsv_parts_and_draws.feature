Feature: 19.01, 18.04, 18.04.01, 20.04, 19.9 Held-out: attached units' set-ups at the boundaries, and set-ups drawn
  An attached unit is one unit: every model of both parts is set up within the set-up distance,
  away from the enemy and out of the opponent's deployment zone where the rules ask it. A set-up
  `to any position` is drawn, and what the rules ask of it holds wherever it lands. Bases are 1"
  across; the Rhino's is 2".

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base

  Scenario: 18.04, 19.01: the leader's model 3.001" from the TRANSPORT keeps the attached unit's Tactical Disembark out
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | unit    | model | x      | y  |
      | Squad   | 1     | 31.5   | 23.5 |
      | Squad   | 2     | 32.5   | 22   |
      | Captain | 1     | 33.501 | 22   |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.04.01, 19.01: after the TRANSPORT's ingress, the leader's model exactly 8" from the enemy bars the Rapid Disembark
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 42.5 | 22 |
    And the placement "out" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 30   | 24.5 |
      | Squad   | 2     | 31.5 | 23.5 |
      | Captain | 1     | 33.5 | 22   |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would be set up too close to an enemy unit

  Scenario: 20.04, 19.01: in battle round 2 the leader's model touching the opponent's zone bars the ingress
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" is in strategic reserves
    And player B's deployment zone is the rectangle from (42, 0) to (60, 44)
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 30 |
      | Boyz  | 10 | 40 |
    And the placement "south" for "Squad":
      | unit    | model | x    | y   |
      | Squad   | 1     | 38.5 | 0.5 |
      | Squad   | 2     | 40   | 0.5 |
      | Captain | 1     | 41.5 | 0.5 |
    Then "Squad" cannot make an ingress move to the placement "south" because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 20.04, 19.01: the same attached unit one hundredth of an inch short of the zone arrives
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" is in strategic reserves
    And player B's deployment zone is the rectangle from (42, 0) to (60, 44)
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 30 |
      | Boyz  | 10 | 40 |
    And the placement "south" for "Squad":
      | unit    | model | x     | y   |
      | Squad   | 1     | 38.49 | 0.5 |
      | Squad   | 2     | 39.99 | 0.5 |
      | Captain | 1     | 41.49 | 0.5 |
    When "Squad" makes an ingress move to the placement "south"
    Then "Captain" is not within player B's deployment zone
    And "Squad" is not in strategic reserves

  Scenario: 18.04.01: a Rapid Disembark after the TRANSPORT's ingress, to any position, is more than 8" from every enemy unit
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 20 | 3  |
      | Boyz  | 30 | 3  |
    And positions are drawn on a 1" grid
    When "Squad" makes a disembark move to any position within 4" of "Rhino"
    Then "Squad" is more than 8" horizontally from every enemy unit
    And "Squad" is wholly within 3" of "Rhino"
    And "Squad" disembarked using Rapid Disembark
