Feature: 18.02-18.05, 20.04, 21.02 Held-out: transports and surges after the TRANSPORT or the unit moved
  The Rhino has a 2" base; the Squad's and the Boyz's bases are 1" across. A Squad model whose
  centre is d from the Rhino's centre is wholly within 3" of it up to d = 3.5 and within 3" of it
  up to d = 4.5. Two 1" bases whose centres are d apart are d - 1 apart.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 2 models left
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 18.04: after the TRANSPORT's normal move, the Rapid Disembark is measured from where it ended
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "beside" for "Squad":
      | model | x    | y  |
      | 1     | 43.5 | 22 |
      | 2     | 42.5 | 22 |
    When "Rhino" makes a normal move to (40, 22)
    Then "Squad" can make a disembark move to the placement "beside"
    When "Squad" makes a disembark move to the placement "beside"
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is not embarked

  Scenario: 18.04: after the TRANSPORT's normal move, a set-up beside where it started is too far
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "left behind" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Rhino" makes a normal move to (40, 22)
    Then "Squad" cannot make a disembark move to the placement "left behind" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.04: a TRANSPORT that fell back out of engagement lets nobody out this phase
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 32.5 | 22 |
    And "Rhino" is engaged
    When "Rhino" makes a fall-back move to (20, 22)
    Then "Rhino" is not engaged
    And "Squad" cannot make a disembark move because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.04: a TRANSPORT that advanced lets nobody out this phase, wherever the unit would stand
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "beside" for "Squad":
      | model | x    | y  |
      | 1     | 43.5 | 22 |
      | 2     | 42.5 | 22 |
    When "Rhino" makes an advance move to (40, 22)
    Then "Squad" cannot make a disembark move to the placement "beside" because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.04, 09.02: the TRANSPORT may still move after its passengers' Tactical Disembark
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    And the placement "on" for "Squad":
      | model | x    | y  |
      | 1     | 36.5 | 22 |
      | 2     | 35.5 | 22 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "on"
    Then "Squad" disembarked using Tactical Disembark
    And "Rhino" can make a normal move
    And "Squad" cannot make a normal move because it has already been selected to move this phase

  Scenario: 18.02: after a disembark and a normal move, the unit is back within 3" but was set up this turn
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    And the placement "back" for "Squad":
      | model | x    | y  |
      | 1     | 31.5 | 23 |
      | 2     | 32.5 | 23 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "back"
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: 18.02: an advance move that ends with every model within 3" lets the unit embark
    Given the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 30 | 22 |
      | Squad | 1     | 40 | 22 |
      | Squad | 2     | 41 | 22 |
      | Boyz  | 1     | 10 | 22 |
    When "Squad" makes an advance move by (-6.5, 0)
    Then "Squad" can embark within "Rhino"
    And "Squad" cannot make a disembark move because it is not embarked within a TRANSPORT

  Scenario: 18.02: a fall-back move that ends with the farthest model exactly 3" away lets the unit embark
    Given the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 30 | 22 |
      | Squad | 1     | 40 | 22 |
      | Squad | 2     | 41 | 22 |
      | Boyz  | 1     | 42 | 23 |
    And "Squad" is engaged
    When "Squad" makes a fall-back move by (-6.5, 0)
    Then "Squad" is not engaged
    And "Squad" can embark within "Rhino"

  Scenario: 18.02: a surge that ends beside the TRANSPORT does not let the unit embark
    Given the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 30 | 22 |
      | Squad | 1     | 36 | 22 |
      | Squad | 2     | 37 | 22 |
      | Boyz  | 1     | 30 | 28 |
    When "Squad" makes a surge move to:
      | model | x  | y  |
      | 1     | 33 | 24 |
      | 2     | 33 | 25 |
    Then "Squad" cannot embark within "Rhino" because it has not made a normal, advance or fall-back move this phase

  Scenario: 18.02: a unit set up by ingress beside a friendly TRANSPORT cannot embark this turn
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y   |
      | Rhino | 30 | 1.5 |
      | Boyz  | 30 | 40  |
    When "Squad" makes an ingress move to:
      | model | x    | y   |
      | 1     | 33   | 1.5 |
      | 2     | 34   | 1.5 |
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: 18.05: a TRANSPORT destroyed in the opponent's Shooting phase: set up wholly within exactly 6"
    Given it is player B's Shooting phase in battle round 2
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 36.5 | 22 |
      | 2     | 35.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not engaged

  Scenario: 18.05, 12.04: a TRANSPORT destroyed in the Fight step: the unit set up engaged is eligible to fight
    Given it is the Fight step of player B's Fight phase
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 32.5 | 22 |
    And "Rhino" is engaged
    And the placement "squeezed" for "Squad":
      | model | x  | y    |
      | 1     | 33 | 23.5 |
      | 2     | 32 | 23.5 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "squeezed"
    Then "Squad" made an emergency disembark move
    And "Squad" is engaged with "Boyz"
    And "Squad" is eligible to fight
    And "Squad" can make a normal fight

  Scenario: 18.05: the unit set up by an emergency disembark may not declare a charge that turn
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 40 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 26.5 | 22 |
      | 2     | 25.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 21.02: a unit that disembarked this phase cannot surge in the same phase
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 30 | 30 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Squad" makes a disembark move to the placement "out"
    Then "Squad" cannot make a surge move because it has moved this phase

  Scenario: 21.02: an embarked unit cannot surge
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 30 | 30 |
    Then "Squad" cannot make a surge move because it is not on the battlefield

  Scenario: 21.02: a unit that remained stationary this phase may surge
    Given "Squad" remained stationary this phase
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 10 |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Boyz  | 1     | 30 | 26 |
    Then "Squad" can make a surge move
    When "Squad" makes a surge move to:
      | model | x  | y  |
      | 1     | 30 | 24 |
      | 2     | 31 | 24 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot make a normal move because it made a surge move this phase

  Scenario: 18.04, 19.01: the leader's model 3.001" from the TRANSPORT keeps the attached unit in
    # the Captain's centre is 3.501" from the Rhino's (2.1006, 2.8008: a 3-4-5 triangle)
    Given a unit "Captain" for player A
    And "Captain" has a 25.4mm base
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | unit    | model | x       | y       |
      | Squad   | 1     | 33.5    | 22      |
      | Squad   | 2     | 32.5    | 22      |
      | Captain | 1     | 32.1006 | 24.8008 |
    Then "Captain" cannot make a disembark move to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.01, 18.02, 19.01: an attached unit of 3 models fits a capacity of exactly 3, every model within 3"
    Given a unit "Captain" for player A
    And "Captain" has a 25.4mm base
    And "Captain" is leading "Squad"
    And "Rhino" has a transport capacity of 3 models
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | model | x    | y  |
      | Rhino   | 1     | 30   | 22 |
      | Squad   | 1     | 33.5 | 22 |
      | Squad   | 2     | 34.5 | 22 |
      | Captain | 1     | 33.5 | 23 |
      | Boyz    | 1     | 50   | 22 |
    Then "Captain" can embark within "Rhino"

  Scenario: 18.01, 18.02, 19.01: with a capacity of 2 the same attached unit does not fit
    Given a unit "Captain" for player A
    And "Captain" has a 25.4mm base
    And "Captain" is leading "Squad"
    And "Rhino" has a transport capacity of 2 models
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | model | x    | y  |
      | Rhino   | 1     | 30   | 22 |
      | Squad   | 1     | 33.5 | 22 |
      | Squad   | 2     | 34.5 | 22 |
      | Captain | 1     | 33.5 | 23 |
      | Boyz    | 1     | 50   | 22 |
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: 18.04, 19.01: the leader's model exactly 3" from the TRANSPORT lets the attached unit out
    # the Captain's centre is 3.5" from the Rhino's (2.1, 2.8: a 3-4-5 triangle)
    Given a unit "Captain" for player A
    And "Captain" has a 25.4mm base
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 22   |
      | Squad   | 2     | 32.5 | 22   |
      | Captain | 1     | 32.1 | 24.8 |
    When "Captain" makes a disembark move to the placement "out"
    Then "Squad" disembarked using Tactical Disembark
    And "Captain" is not embarked
    And the distance between model 1 of "Captain" and "Rhino" is 2"
