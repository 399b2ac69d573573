Feature: 18.02, 18.04, 18.04.01, 18.05 Where a disembark sets a unit up, and how near it embarks
  A disembark sets up every model wholly within the set-up distance of its mode from the
  TRANSPORT (3" Rapid or Tactical, 6" Combat), unengaged, except that a Combat Disembark may be
  set up engaged with enemy units its TRANSPORT is engaged with. After the TRANSPORT's ingress
  move a Rapid Disembark also keeps its arrival distance and stays out of the opponent's
  deployment zone before the third battle round. An emergency disembark sets up wholly within
  6" of the destroyed TRANSPORT, engaged only where no other set-up was possible (not weighed). A unit embarks only with each model within 3" of it.

  The Rhino has a 2" base centred at (30, 22); the Squad's bases are 1" across. A model whose
  centre is d from the Rhino's centre has its farthest point d + 0.5 - 1 = d - 0.5 from the
  Rhino's base: wholly within 3" up to d = 3.5, wholly within 6" up to d = 6.5.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 2 models left
    And "Squad" is embarked within "Rhino"
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 18.04: a Tactical Disembark sets up wholly within exactly 3" of the TRANSPORT
    # model 2 at (31.5, 23.5): d = 2.121; the models' centres 2.5" apart, 1.5" between bases
    Given the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move to:
      | model | x    | y    |
      | 1     | 33.5 | 22   |
      | 2     | 31.5 | 23.5 |
    Then "Squad" disembarked using Tactical Disembark
    And "Squad" is not embarked
    And model 1 of "Squad" is wholly within 3" of "Rhino"
    And the distance between model 1 of "Squad" and "Rhino" is exactly 2"
    And "Squad" is in coherency

  Scenario: 18.04: a Tactical Disembark to a placement, followed by a normal move to another
    Given "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y    |
      | 1     | 33.5 | 22   |
      | 2     | 31.5 | 23.5 |
    And the placement "on" for "Squad":
      | model | x    | y    |
      | 1     | 39.5 | 22   |
      | 2     | 37.5 | 23.5 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "on"
    Then "Squad" disembarked using Tactical Disembark
    And model 1 of "Squad" is at (39.5, 22)
    And "Squad" cannot make a normal move because it has already been selected to move this phase

  Scenario: 18.04: a Combat Disembark sets up wholly within exactly 6", engaged with the TRANSPORT's enemy
    # Boyz at (30, 25) is 1.5" from the Rhino's base: both engaged. Model 2 at (31, 24.5) is
    # 0.118" from Boyz's base (centres 1.118" apart).
    Given the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 30 | 25 |
    Then "Rhino" is engaged with "Boyz"
    When "Squad" makes a disembark move using Combat Disembark to:
      | model | x    | y    |
      | 1     | 32.5 | 22   |
      | 2     | 31   | 24.5 |
    Then "Squad" disembarked using Combat Disembark
    And "Squad" is engaged with "Boyz"
    And "Squad" is battle-shocked

  Scenario: 18.04: a Combat Disembark may use its whole 6"
    Given the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move using Combat Disembark to:
      | model | x    | y  |
      | 1     | 36.5 | 22 |
      | 2     | 35.5 | 22 |
    Then "Squad" is wholly within 6" of "Rhino"
    And "Squad" is not wholly within 5.9" of "Rhino"

  Scenario: 18.04.01: a Rapid Disembark after the TRANSPORT's ingress keeps 8.001" from the enemy
    # model 1 at (33.5, 22) is wholly within 3" of the Rhino; Boyz's centre (42.501, 22) is
    # 9.001" from it: 8.001" between the bases
    Given "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x      | y  |
      | Rhino | 30     | 22 |
      | Boyz  | 42.501 | 22 |
    When "Squad" makes a disembark move to:
      | model  | x    | y  |
      | 1      | 33.5 | 22 |
      | 2      | 32.5 | 22 |
    Then "Squad" disembarked using Rapid Disembark
    And the horizontal distance between "Squad" and "Boyz" is exactly 8.001"

  Scenario: 18.04.01: a Rapid Disembark after a normal move need not keep the arrival distance
    Given "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 40 | 22 |
    When "Squad" makes a disembark move to:
      | model  | x    | y  |
      | 1      | 33.5 | 22 |
      | 2      | 32.5 | 22 |
    Then "Squad" disembarked using Rapid Disembark
    And the horizontal distance between "Squad" and "Boyz" is exactly 5.5"

  Scenario: 18.05: an emergency disembark sets up wholly within 6" of the destroyed TRANSPORT
    Given the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 36.5 | 22 |
      | 2     | 35.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Rhino" is destroyed
    And "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And model 1 of "Squad" is at (36.5, 22)

  Scenario: 18.05: an emergency disembark may be set up engaged (app erratum; not weighed)
    # Boyz's centre (35, 22) is 1.5" from model 1's: 0.5" between the bases
    Given the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 35 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" is engaged with "Boyz"
    And "Squad" made an emergency disembark move

  Scenario: 18.04: a unit of one model disembarks using Combat Disembark to one point
    Given "Squad" has 1 model left
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move using Combat Disembark to (30, 28.5)
    Then "Squad" disembarked using Combat Disembark
    And model 1 of "Squad" is at (30, 28.5)
    And "Squad" is wholly within 6" of "Rhino"

  Scenario: 18.04: a stated mode to a placement
    Given "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 30   | 25 |
      | 2     | 31   | 25 |
    When "Squad" makes a disembark move using Rapid Disembark to the placement "out"
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is wholly within 3" of "Rhino"
