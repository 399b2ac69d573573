Feature: 20.02-20.04, 18.04.01, 21.02, 12.04 Held-out: arrivals from reserves measured, and what they may do next
  Every base is 1" across except the Rhino's (2"). Two 1" bases whose centres are d apart are
  d - 1 apart, so "more than 8"" needs d > 9. Where it matters, player B's deployment zone is
  the north strip from y = 36.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 2 models left
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 20.04, 19.01: the leader's model of an enemy attached unit exactly 8" away bars the set-up
    Given a unit "Warboss" for player B
    And "Warboss" has a 25.4mm base
    And "Warboss" is leading "Boyz"
    And "Squad" is in strategic reserves
    And the positions:
      | unit    | x  | y  |
      | Boyz    | 50 | 20 |
      | Warboss | 30 | 10 |
    And the placement "there" for "Squad":
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    Then "Squad" cannot make an ingress move to the placement "there" because a model would be set up too close to an enemy unit

  Scenario: 20.04, 19.01: 8.001" from the leader's model, the same set-up stands
    Given a unit "Warboss" for player B
    And "Warboss" has a 25.4mm base
    And "Warboss" is leading "Boyz"
    And "Squad" is in strategic reserves
    And the positions:
      | unit    | x  | y      |
      | Boyz    | 50 | 20     |
      | Warboss | 30 | 10.001 |
    When "Squad" makes an ingress move to:
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    Then "Squad" is more than 8" from "Warboss"

  Scenario: 20.04, 23.02: an enemy AIRCRAFT unit within 8" bars the set-up too
    Given a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has a 25.4mm base
    And "Squad" is in strategic reserves
    And the positions:
      | unit | x  | y  |
      | Boyz | 50 | 30 |
      | Jet  | 30 | 9  |
    And the placement "drop" for "Squad":
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    Then "Squad" cannot make an ingress move to the placement "drop" because a model would be set up too close to an enemy unit

  Scenario: 20.04: on a 44" by 30" battlefield, wholly within exactly 6" of the east edge
    Given the battlefield is 44" by 30"
    And player B's deployment zone is the rectangle from (0, 26) to (44, 30)
    And "Squad" is in strategic reserves
    And the positions:
      | unit | x  | y |
      | Boyz | 10 | 5 |
    When "Squad" makes an ingress move to:
      | model | x    | y  |
      | 1     | 38.5 | 15 |
      | 2     | 38.5 | 16 |
    Then "Squad" is wholly within 6" of a battlefield edge

  Scenario: 20.04: on a 44" by 30" battlefield, 6.001" from the east edge is refused
    Given the battlefield is 44" by 30"
    And player B's deployment zone is the rectangle from (0, 26) to (44, 30)
    And "Squad" is in strategic reserves
    And the positions:
      | unit | x  | y |
      | Boyz | 10 | 5 |
    And the placement "there" for "Squad":
      | model | x      | y  |
      | 1     | 38.499 | 15 |
      | 2     | 38.5   | 16 |
    Then "Squad" cannot make an ingress move to the placement "there" because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: 20.02, 20.04: a repositioned unit in battle round 4 may be set up in the opponent's zone
    Given it is player A's Movement phase in battle round 4
    And "Squad" is in strategic reserves
    And "Squad" is a repositioned unit
    And player B's deployment zone is the rectangle from (0, 36) to (60, 44)
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 10 |
    When "Squad" makes an ingress move to:
      | model | x  | y    |
      | 1     | 40 | 43.5 |
      | 2     | 41 | 43.5 |
    Then "Squad" is within player B's deployment zone

  Scenario: 20.02, 20.04: a repositioned unit in battle round 2 is still kept out of the opponent's zone
    Given "Squad" is in strategic reserves
    And player B's deployment zone is the rectangle from (0, 36) to (60, 44)
    And "Squad" is a repositioned unit
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 10 |
    And the placement "there" for "Squad":
      | model | x  | y    |
      | 1     | 40 | 43.5 |
      | 2     | 41 | 43.5 |
    Then "Squad" cannot make an ingress move to the placement "there" because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 20.04: the ingress lock ends when the Charge phase starts: the unit may then surge
    Given "Squad" is in strategic reserves
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 12 |
    When "Squad" makes an ingress move to:
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    And the game advances to player A's Shooting phase
    Then "Squad" cannot make a surge move because it made an ingress move and the next Charge phase has not started
    When the game advances to player A's Charge phase
    Then "Squad" can make a surge move

  Scenario: 12.04: a unit that arrived this turn and did not charge is not eligible to fight
    Given "Squad" is in strategic reserves
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 12 |
    When "Squad" makes an ingress move to:
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    And the game advances to the Fight step of player A's Fight phase
    Then "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: 18.04.01: a passenger of a TRANSPORT that arrived may stand farther than 6" from the edge
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Rhino" has 1 model left
    And "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 30 |
    When "Rhino" makes an ingress move to (30, 5)
    And "Squad" makes a disembark move to:
      | model | x    | y   |
      | 1     | 29.5 | 8.4 |
      | 2     | 30.5 | 8.4 |
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is not wholly within 6" of a battlefield edge

  Scenario: 18.04.01: a passenger of a TRANSPORT that arrived may not stand exactly 8" from the enemy
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Rhino" has 1 model left
    And "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit | x    | y    |
      | Boyz | 29.5 | 17.4 |
    And the placement "there" for "Squad":
      | model | x    | y   |
      | 1     | 29.5 | 8.4 |
      | 2     | 30.5 | 8.4 |
    When "Rhino" makes an ingress move to (30, 5)
    Then "Squad" cannot make a disembark move to the placement "there" because a model would be set up too close to an enemy unit

  Scenario: 20.04, 21.02: in the Shooting phase the passenger may surge but the TRANSPORT that arrived may not
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Rhino" has 1 model left
    And "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 20 |
    When "Rhino" makes an ingress move to (30, 5)
    And "Squad" makes a disembark move to:
      | model | x  | y   |
      | 1     | 30 | 7.5 |
      | 2     | 31 | 7.5 |
    And the game advances to player A's Shooting phase
    Then "Squad" can make a surge move
    And "Rhino" cannot make a surge move because it made an ingress move and the next Charge phase has not started

  Scenario: 18.04: a unit cannot disembark in its opponent's Movement phase
    Given it is player B's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "there" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move to the placement "there" because it is not its player's Movement phase

  Scenario: 18.04: a Combat Disembark may not be set up engaged with an enemy unit the TRANSPORT is not engaged with
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 32.5 | 22 |
      | Grots | 24   | 22 |
    And the placement "there" for "Squad":
      | model | x  | y  |
      | 1     | 26 | 22 |
      | 2     | 26 | 23 |
    Then "Squad" cannot make a disembark move using Combat Disembark to the placement "there" because a model would be set up engaged

  Scenario: 18.04, 12.04: after a Combat Disembark engaged with the TRANSPORT's enemy, the unit fights that turn
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 32.5 | 22 |
    When "Squad" makes a disembark move using Combat Disembark to:
      | model | x  | y    |
      | 1     | 33 | 23.5 |
      | 2     | 32 | 23.5 |
    Then "Squad" is battle-shocked
    And "Squad" is engaged with "Boyz"
    When the game advances to the Fight step of player A's Fight phase
    Then "Squad" is eligible to fight
    And "Squad" can make a normal fight
