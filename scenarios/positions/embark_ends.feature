Feature: 18.02 How near a unit must be to embark
  With positions, a unit embarks only with each model within 3" of the TRANSPORT. The Rhino has
  a 2" base centred at (30, 22); the Squad's bases are 1" across, so a model whose centre is
  4.5" from the Rhino's is 3" from it.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 18.02: a unit embarks with its farthest model exactly 3" from the TRANSPORT
    Given "Squad" made a normal move this phase
    And the positions:
      | unit  | model | x    | y  |
      | Rhino | 1     | 30   | 22 |
      | Squad | 1     | 33.5 | 22 |
      | Squad | 2     | 34.5 | 22 |
      | Boyz  | 1     | 50   | 22 |
    Then "Squad" can embark within "Rhino"
    And the distance between model 2 of "Squad" and "Rhino" is exactly 3"

  Scenario: 18.02: measured after a move with end positions
    Given "Squad" has M 6"
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 30 | 22 |
      | Squad | 1     | 38 | 22 |
      | Squad | 2     | 39 | 22 |
      | Boyz  | 1     | 50 | 22 |
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it has not made a normal, advance or fall-back move this phase |
      | a model is too far from the TRANSPORT to embark                |
    When "Squad" makes a normal move by (-4.5, 0)
    Then "Squad" can embark within "Rhino"

  Scenario: 18.02: one model 3.001" away keeps the unit from embarking
    Given "Squad" made a normal move this phase
    And the positions:
      | unit  | model | x      | y  |
      | Rhino | 1     | 30     | 22 |
      | Squad | 1     | 33.5   | 22 |
      | Squad | 2     | 34.501 | 22 |
      | Boyz  | 1     | 50     | 22 |
    Then "Squad" cannot embark within "Rhino" because a model is too far from the TRANSPORT to embark

  Scenario: 18.02: a unit beside its TRANSPORT embarks and leaves the battlefield
    Given the positions:
      | unit  | model | x    | y  |
      | Rhino | 1     | 30   | 22 |
      | Squad | 1     | 33.5 | 22 |
      | Squad | 2     | 34.5 | 22 |
      | Boyz  | 1     | 36   | 22 |
    Then "Squad" is engaged with "Boyz"
    When "Squad" makes a fall-back move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    And "Squad" is not engaged
    And "Boyz" is not engaged
