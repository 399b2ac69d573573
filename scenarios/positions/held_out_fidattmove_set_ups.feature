Feature: 19.01, 19.3, 20.04, 18.04: an attached unit set up by an ingress or a disembark sets up its leader's models as the leader's
  Every model of an attached unit is set up (03.02). A set-up table with a `unit` column, as
  `Given the positions:` has, sets each model up under the part it names, so the leader's model
  is asked by the leader's name afterwards; a set-up table without it places every model under
  the unit's own name (docs/interpretations.md 41). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"

  Scenario: 20.04, 19.3: an ingress table with a unit column sets the leader's model up as the leader's
    Given "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    When "Squad" makes an ingress move to:
      | unit    | model | x   | y    |
      | Squad   | 1     | 0.5 | 10   |
      | Squad   | 2     | 0.5 | 11.5 |
      | Captain | 1     | 0.5 | 13   |
    Then model 1 of "Captain" is at (0.5, 13)
    And "Squad" is in coherency
    And "Squad" is wholly within 6" of a battlefield edge

  Scenario: 20.04: an ingress table without a unit column still sets up every model of both parts
    Given "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    When "Squad" makes an ingress move to:
      | model | x   | y    |
      | 1     | 0.5 | 10   |
      | 2     | 0.5 | 11.5 |
      | 3     | 0.5 | 13   |
    Then "Squad" is in coherency
    And "Squad" is wholly within 6" of a battlefield edge
    And "Captain" has 1 model left

  Scenario: 20.04: the leader's model set up exactly 8" from the enemy is too close
    Given "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x   | y  |
      | Boyz | 9.5 | 8  |
    And the placement "at the edge" for "Squad":
      | unit    | model | x   | y    |
      | Squad   | 1     | 0.5 | 5    |
      | Squad   | 2     | 0.5 | 6.5  |
      | Captain | 1     | 0.5 | 8    |
    Then "Squad" cannot make an ingress move to the placement "at the edge" because a model would be set up too close to an enemy unit

  Scenario: 18.04: a Tactical Disembark with a unit column sets the leader up wholly within 3" of the TRANSPORT
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move to:
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 22   |
      | Squad   | 2     | 32   | 23.5 |
      | Captain | C     | 30.5 | 24.5 |
    Then "Squad" disembarked using Tactical Disembark
    And model C of "Captain" is wholly within 3" of "Rhino"
    And "Squad" is in coherency

  Scenario: 18.04: a Tactical Disembark followed by a normal move moves the leader set up by its part
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" is embarked within "Rhino"
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 22   |
      | Squad   | 2     | 32   | 23.5 |
      | Captain | C     | 30.5 | 24.5 |
    And the placement "on" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 37.5 | 22   |
      | Squad   | 2     | 36   | 23.5 |
      | Captain | C     | 34.5 | 24.5 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "on"
    Then model C of "Captain" is at (34.5, 24.5)
    And model 1 of "Squad" is at (37.5, 22)

  Scenario: 18.05: an emergency disembark with a unit column sets the leader up under its name, wholly within 6"
    # the Captain's centre 6.5" from the Rhino's: its far side exactly 6" from the Rhino's base
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | unit    | model | x    | y  |
      | Squad   | 1     | 34.5 | 22 |
      | Squad   | 2     | 35.5 | 22 |
      | Captain | C     | 36.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" made an emergency disembark move
    And model C of "Captain" is at (36.5, 22)
    And "Squad" is in coherency
