Feature: 18.04, 18.04.01, 18.05, 20.03, 20.04, 24.09 Held-out: set-ups during the battle, measured at each boundary
  The Rhino has a 2" base centred at (30, 22); the other bases are 1" across. A model whose centre
  is d from the Rhino's centre is wholly within 3" of it up to d = 3.5 and within 6" up to d = 6.5.
  Two 1" bases whose centres are d apart are d - 1 apart. Player B's deployment zone is the north
  strip from y = 36 on the 60" by 44" battlefield.

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
    And player B's deployment zone is the rectangle from (0, 36) to (60, 44)

  Scenario: 18.04: Tactical Disembark wholly within exactly 3" of the TRANSPORT
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move to:
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32   | 22 |
    Then "Squad" disembarked using Tactical Disembark
    And "Squad" is not embarked
    And model 1 of "Squad" is wholly within 3" of "Rhino"

  Scenario: 18.04: 0.01" beyond 3" the Tactical Disembark is refused
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x     | y  |
      | 1     | 33.51 | 22 |
      | 2     | 32    | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.04: after its TRANSPORT's normal move, the disembark is Rapid, within exactly 3"
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move to:
      | model | x    | y  |
      | 1     | 26.5 | 22 |
      | 2     | 28   | 22 |
    Then "Squad" disembarked using Rapid Disembark

  Scenario: 18.04: after its TRANSPORT's normal move, 3.01" away is refused
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x     | y  |
      | 1     | 26.49 | 22 |
      | 2     | 28    | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.04: a Rapid Disembark leaves the unit ineligible to charge that turn
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 40 | 22 |
    When "Squad" makes a disembark move to:
      | model | x    | y  |
      | 1     | 26.5 | 22 |
      | 2     | 28   | 22 |
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.04: a Combat Disembark sets up wholly within exactly 6"
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    When "Squad" makes a disembark move using Combat Disembark to:
      | model | x    | y  |
      | 1     | 36.5 | 22 |
      | 2     | 35   | 22 |
    Then "Squad" disembarked using Combat Disembark
    And "Squad" is battle-shocked

  Scenario: 18.04: a Combat Disembark 6.01" away is refused
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x     | y  |
      | 1     | 36.51 | 22 |
      | 2     | 35    | 22 |
    Then "Squad" cannot make a disembark move using Combat Disembark to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 03.02, 18.04: a Tactical Disembark exactly 2" from an enemy model is set up engaged
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 36.5 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32   | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would be set up engaged

  Scenario: 03.02, 18.04: 2.01" from the enemy model the same set-up stands
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x     | y  |
      | Rhino | 30    | 22 |
      | Boyz  | 36.51 | 22 |
    When "Squad" makes a disembark move to:
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32   | 22 |
    Then "Squad" is not engaged

  Scenario: 18.04: a TRANSPORT that advanced this phase lets no unit disembark
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an advance move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32   | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.04: a unit embarked this phase cannot disembark in it
    Given "Squad" embarked within "Rhino" this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    Then "Squad" cannot make a disembark move because it embarked within its TRANSPORT this phase

  Scenario: 18.05: an emergency disembark wholly within exactly 6" of the destroyed TRANSPORT
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x  | y    |
      | 1     | 30 | 28.5 |
      | 2     | 30 | 27   |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not embarked

  Scenario: 18.05: the emergency disembark in the opponent's turn still bars the unit's charge that turn only
    Given it is player B's Shooting phase in battle round 2
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 22 |
    And the placement "out" for "Squad":
      | model | x  | y    |
      | 1     | 30 | 28.5 |
      | 2     | 30 | 27   |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked

  Scenario: 20.04: an ingress more than 8" from every enemy model by 0.01" stands
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y     |
      | Rhino | 10 | 22    |
      | Boyz  | 30 | 10.01 |
    When "Squad" makes an ingress move to:
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    Then "Squad" is more than 8" from "Boyz"
    And "Squad" is not in strategic reserves

  Scenario: 20.04: an ingress exactly 8" from an enemy model is refused
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 30 | 10 |
    And the placement "drop" for "Squad":
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    Then "Squad" cannot make an ingress move to the placement "drop" because a model would be set up too close to an enemy unit

  Scenario: 20.04: wholly within exactly 6" of the south edge
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 50 | 30 |
    When "Squad" makes an ingress move to:
      | model | x  | y   |
      | 1     | 20 | 5.5 |
      | 2     | 21 | 5.5 |
    Then "Squad" is wholly within 6" of a battlefield edge

  Scenario: 20.04: 6.01" from the south edge is refused
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 50 | 30 |
    And the placement "drop" for "Squad":
      | model | x  | y    |
      | 1     | 20 | 5.51 |
      | 2     | 21 | 5.5  |
    Then "Squad" cannot make an ingress move to the placement "drop" because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: 20.04: in round 2 a base touching the opponent's deployment zone is within it
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 10 | 40 |
    And the placement "drop" for "Squad":
      | model | x    | y    |
      | 1     | 55.5 | 35.5 |
      | 2     | 55.5 | 34   |
    Then "Squad" cannot make an ingress move to the placement "drop" because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 20.04: in round 2, 0.01" short of the opponent's deployment zone stands
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 10 | 40 |
    When "Squad" makes an ingress move to:
      | model | x    | y     |
      | 1     | 55.5 | 35.49 |
      | 2     | 55.5 | 34    |
    Then "Squad" is wholly within 6" of a battlefield edge

  Scenario: 20.04: in round 3 the opponent's deployment zone is open to an ingress
    Given it is player A's Movement phase in battle round 3
    And "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 10 | 30 |
    When "Squad" makes an ingress move to:
      | model | x    | y  |
      | 1     | 55.5 | 40 |
      | 2     | 55.5 | 41 |
    Then "Squad" is not in strategic reserves

  Scenario: 20.03: no ingress in the first battle round
    Given it is player A's Movement phase in battle round 1
    And "Squad" is in strategic reserves
    Then "Squad" cannot make an ingress move because it is the first battle round

  Scenario: 20.03: a rule that lets it arrive in the first battle round
    Given it is player A's Movement phase in battle round 1
    And "Squad" is in strategic reserves
    And a rule lets "Squad" arrive in the first battle round
    Then "Squad" can make an ingress move

  Scenario: 20.04: a unit not in strategic reserves makes no ingress move
    Given the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 22 |
      | Boyz  | 1     | 10 | 30 |
      | Squad | 1     | 30 | 5  |
      | Squad | 2     | 31 | 5  |
    Then "Squad" cannot make an ingress move because it is not in strategic reserves

  Scenario: 20.04: a unit embarked within a TRANSPORT in strategic reserves makes no ingress move of its own
    Given "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    Then "Squad" cannot make an ingress move because it is embarked within a TRANSPORT in strategic reserves

  Scenario: 24.09: Deep Strike in round 2 sets up mid-board inside the opponent's deployment zone
    Given "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 10 | 30 |
    When "Squad" makes an ingress move to:
      | model | x  | y  |
      | 1     | 40 | 38 |
      | 2     | 41 | 38 |
    Then "Squad" is not in strategic reserves

  Scenario: 24.09: Deep Strike exactly 8" from an enemy model is refused
    Given "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 30 | 30 |
    And the placement "drop" for "Squad":
      | model | x  | y  |
      | 1     | 30 | 21 |
      | 2     | 31 | 21 |
    Then "Squad" cannot make an ingress move to the placement "drop" because a model would be set up too close to an enemy unit

  Scenario: 24.09: Deep Strike 8.01" from every enemy model stands
    Given "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And the positions:
      | unit  | x  | y     |
      | Rhino | 10 | 22    |
      | Boyz  | 30 | 30.01 |
    When "Squad" makes an ingress move to:
      | model | x  | y  |
      | 1     | 30 | 21 |
      | 2     | 31 | 21 |
    Then "Squad" is more than 8" from "Boyz"

  Scenario: 20.03, 24.09: Deep Strike does not open the first battle round
    Given it is player A's Movement phase in battle round 1
    And "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    Then "Squad" cannot make an ingress move because it is the first battle round

  Scenario: 20.04, 09.02: after its ingress the unit makes no other move this phase
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 50 | 30 |
    When "Squad" makes an ingress move to:
      | model | x  | y   |
      | 1     | 20 | 5.5 |
      | 2     | 21 | 5.5 |
    Then "Squad" cannot make a normal move
    And "Squad" cannot make an advance move
    And "Squad" cannot embark within "Rhino"

  Scenario: 18.04.01: a Rapid Disembark after its TRANSPORT's ingress keeps the 8" limit
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 4  |
      | Boyz  | 30 | 16 |
    And the placement "out" for "Squad":
      | model | x  | y   |
      | 1     | 30 | 7.5 |
      | 2     | 31 | 7   |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would be set up too close to an enemy unit

  Scenario: 18.04.01: a Rapid Disembark after its TRANSPORT's ingress keeps out of the opponent's zone before round 3
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 56 | 33 |
      | Boyz  | 10 | 40 |
    And the placement "out" for "Squad":
      | model | x  | y    |
      | 1     | 56 | 36.5 |
      | 2     | 57 | 36   |
    Then "Squad" cannot make a disembark move to the placement "out" because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 18.04: a Tactical Disembark, with no ingress this turn, may touch the opponent's zone
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 56 | 33 |
      | Boyz  | 10 | 40 |
    When "Squad" makes a disembark move to:
      | model | x  | y    |
      | 1     | 56 | 36.5 |
      | 2     | 57 | 36   |
    Then "Squad" disembarked using Tactical Disembark

  Scenario: 18.04: in millimetres, a Tactical Disembark wholly within exactly 3" (76.2mm) stands
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x     | y     |
      | Rhino | 762mm | 558.8mm |
      | Boyz  | 50    | 22    |
    When "Squad" makes a disembark move to:
      | model | x       | y       |
      | 1     | 850.9mm | 558.8mm |
      | 2     | 812.8mm | 558.8mm |
    Then "Squad" disembarked using Tactical Disembark

  Scenario: 18.04: in millimetres, 0.254mm beyond 3" the Tactical Disembark is refused
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x     | y       |
      | Rhino | 762mm | 558.8mm |
      | Boyz  | 50    | 22      |
    And the placement "out" for "Squad":
      | model | x         | y       |
      | 1     | 851.154mm | 558.8mm |
      | 2     | 812.8mm   | 558.8mm |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 20.04: in millimetres, an ingress exactly 8" (203.2mm) from an enemy model is refused
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x     | y     |
      | Rhino | 10    | 22    |
      | Boyz  | 762mm | 254mm |
    And the placement "drop" for "Squad":
      | model | x     | y      |
      | 1     | 762mm | 25.4mm |
      | 2     | 31    | 1      |
    Then "Squad" cannot make an ingress move to the placement "drop" because a model would be set up too close to an enemy unit

  Scenario: 20.04: in millimetres, 0.254mm farther than 8" the ingress stands
    Given "Squad" is in strategic reserves
    And the positions:
      | unit  | x     | y         |
      | Rhino | 10    | 22        |
      | Boyz  | 762mm | 254.254mm |
    When "Squad" makes an ingress move to:
      | model | x     | y      |
      | 1     | 762mm | 25.4mm |
      | 2     | 31    | 1      |
    Then "Squad" is more than 8" from "Boyz"

  Scenario: 24.09, 19.01: Deep Strike stated of the bodyguard's name is the whole attached unit's (interpretation 85)
    Given a unit "Captain" for player A
    And "Captain" has 1 model left
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 10 | 30 |
    And the placement "mid" for "Squad":
      | unit    | model | x  | y  |
      | Squad   | 1     | 40 | 20 |
      | Squad   | 2     | 41 | 20 |
      | Captain | 1     | 42 | 20 |
    Then "Squad" can make an ingress move to the placement "mid"

  Scenario: 24.09: Deep Strike on both parts of an attached unit sets it up mid-board
    Given a unit "Captain" for player A
    And "Captain" has 1 model left
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" is in strategic reserves
    And "Squad" has the Deep Strike ability
    And "Captain" has the Deep Strike ability
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 10 | 30 |
    When "Squad" makes an ingress move to:
      | unit    | model | x  | y  |
      | Squad   | 1     | 40 | 20 |
      | Squad   | 2     | 41 | 20 |
      | Captain | 1     | 42 | 20 |
    Then "Squad" is not in strategic reserves
