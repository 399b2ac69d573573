Feature: 18.02, 18.04, 18.04.01, 18.05 Held-out: disembark, emergency disembark and embark measured at their boundaries
  The Rhino has a 2" base centred at (30, 22); the Squad's bases are 1" across. A Squad model
  centred d from the Rhino's centre has its farthest point d - 0.5 from the Rhino's base: wholly
  within 3" up to d = 3.5, wholly within 6" up to d = 6.5. Its nearest point is d - 1.5 away.

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
    And player B's deployment zone is the rectangle from (42, 0) to (60, 44)

  Scenario: 18.04: a Tactical Disembark 3.001" from the TRANSPORT is refused
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x      | y  |
      | 1     | 33.501 | 22 |
      | 2     | 32.5   | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.04, 03.04: a Tactical Disembark exactly 2" from an enemy model is set up engaged
    # model 1's base spans x 33 to 34; Boyz's from 36 to 37
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 36.5 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would be set up engaged

  Scenario: 18.04, 03.04: 2.001" from the enemy model the Tactical Disembark stands
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x      | y  |
      | Rhino | 30     | 22 |
      | Boyz  | 36.501 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Squad" makes a disembark move to the placement "out"
    Then "Squad" disembarked using Tactical Disembark
    And "Squad" is not engaged

  Scenario: 18.04, 03.04: an enemy model 2" away horizontally but 5.001" higher is not engaged with
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x    | y  | height |
      | Rhino | 30   | 22 | 0      |
      | Boyz  | 36.5 | 22 | 5.001  |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Squad" makes a disembark move to the placement "out"
    Then "Squad" is not engaged

  Scenario: 18.04: a Combat Disembark 6.001" from the TRANSPORT is refused
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x      | y  |
      | 1     | 36.501 | 22 |
      | 2     | 35.5   | 22 |
    Then "Squad" cannot make a disembark move using Combat Disembark to the placement "out" because a model would not be wholly within the set-up distance of its TRANSPORT

  Scenario: 18.04: a Combat Disembark may not be set up engaged with an enemy its TRANSPORT is not engaged with
    # Boyz (1.5" from the Rhino) is engaged with it; Grots, 0.5" from model 1, is not
    Given "Squad" is embarked within "Rhino"
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 30 | 25 |
      | Grots | 36 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 34.5 | 22 |
      | 2     | 33.5 | 22 |
    Then "Rhino" is engaged with "Boyz"
    And "Rhino" is not engaged with "Grots"
    And "Squad" cannot make a disembark move using Combat Disembark to the placement "out" because a model would be set up engaged

  Scenario: 18.04: after its TRANSPORT advanced, no disembark wherever the models would go
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an advance move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.04.01: a Rapid Disembark after the TRANSPORT's ingress exactly 8" from the enemy is refused
    # model 1's base reaches x = 34; Boyz's starts at x = 42
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Boyz  | 42.5 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would be set up too close to an enemy unit

  Scenario: 18.04.01: the arrival distance is horizontal, for an enemy on a higher floor too
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x    | y  | height |
      | Rhino | 30   | 22 | 0      |
      | Boyz  | 42.5 | 22 | 6      |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move to the placement "out" because a model would be set up too close to an enemy unit

  Scenario: 18.04.01: after the TRANSPORT's ingress in battle round 2, not into the opponent's zone
    # the Rhino arrived by the south edge; model 1's base spans x 41 to 42
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x  | y   |
      | Rhino | 40 | 1.5 |
      | Boyz  | 10 | 40  |
    And the placement "out" for "Squad":
      | model | x    | y   |
      | 1     | 41.5 | 1.5 |
      | 2     | 40.5 | 3.5 |
    Then "Squad" cannot make a disembark move to the placement "out" because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 18.04.01: after the TRANSPORT's ingress in battle round 3, the opponent's zone is open
    Given it is player A's Movement phase in battle round 3
    And "Squad" is embarked within "Rhino"
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x  | y   |
      | Rhino | 40 | 1.5 |
      | Boyz  | 10 | 40  |
    And the placement "out" for "Squad":
      | model | x    | y   |
      | 1     | 41.5 | 1.5 |
      | 2     | 40.5 | 3.5 |
    When "Squad" makes a disembark move to the placement "out"
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is within player B's deployment zone

  Scenario: 18.04.01, 24.09: after a Deep Strike TRANSPORT's ingress, the opponent's zone is open in round 2
    Given "Squad" is embarked within "Rhino"
    And "Rhino" has the Deep Strike ability
    And "Rhino" made an ingress move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 50 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 52.5 | 22 |
      | 2     | 51.5 | 23 |
    When "Squad" makes a disembark move to the placement "out"
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is wholly within player B's deployment zone

  Scenario: 18.04: after a Rapid Disembark the unit is not eligible to declare a charge this turn
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 38 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Squad" makes a disembark move to the placement "out"
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.02, 18.04: right after a Tactical Disembark the unit cannot embark again
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Squad" makes a disembark move to the placement "out"
    # with no move stated after it, the Tactical Disembark's move is a normal move (interpretation
    # of 18.04 in docs/interpretations.md), so only the set-up bars the embark
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it was set up on the battlefield this turn |

  Scenario: 18.05: after an emergency disembark, battle-shocked and no charge this turn
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 40 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 36.5 | 22 |
      | 2     | 35.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" is battle-shocked
    And "Squad" is not embarked
    And "Squad" is wholly within 6" of "Rhino"
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.05: an emergency disembark in the opponent's Shooting phase
    Given it is player B's Shooting phase in battle round 2
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not embarked

  Scenario: 18.02: embarking after an advance move, the farthest model exactly 3" away
    Given "Squad" made an advance move this phase
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Squad | 33.5 | 22 |
      | Squad | 34.5 | 22 |
      | Boyz  | 10   | 22 |
    Then "Squad" can embark within "Rhino"

  Scenario: 18.02: a model on a higher floor exactly 3" away in three dimensions may embark
    # 1.8" apart horizontally, 2.4" apart vertically: 3"
    Given "Squad" made a normal move this phase
    And the positions:
      | unit  | x    | y  | height |
      | Rhino | 30   | 22 | 0      |
      | Squad | 33.3 | 22 | 2.4    |
      | Squad | 32.3 | 22 | 2.4    |
      | Boyz  | 10   | 22 | 0      |
    Then "Squad" can embark within "Rhino"
    And the distance between model 1 of "Squad" and "Rhino" is exactly 3"

  Scenario: 18.02: the same model 0.001" higher is too far to embark
    Given "Squad" made a normal move this phase
    And the positions:
      | unit  | x    | y  | height |
      | Rhino | 30   | 22 | 0      |
      | Squad | 33.3 | 22 | 2.401  |
      | Squad | 32.3 | 22 | 2.401  |
      | Boyz  | 10   | 22 | 0      |
    Then "Squad" cannot embark within "Rhino" because a model is too far from the TRANSPORT to embark

  Scenario: 18.01, 18.02: capacity counts the models left, not the starting strength
    Given "Rhino" has a transport capacity of 6 models
    And "Squad" has a starting strength of 10
    And "Squad" made a normal move this phase
    And the positions:
      | unit  | x    | y  |
      | Rhino | 30   | 22 |
      | Squad | 33.5 | 22 |
      | Squad | 32.5 | 22 |
      | Boyz  | 10   | 22 |
    Then "Squad" can embark within "Rhino"

  Scenario: 18.01, 18.02: an attached unit exactly filling the capacity, within 3", embarks
    Given "Rhino" has a transport capacity of 3 models
    And a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | x    | y  |
      | Rhino   | 30   | 22 |
      | Squad   | 33.5 | 22 |
      | Squad   | 32.5 | 22 |
      | Captain | 32.5 | 23 |
      | Boyz    | 10   | 22 |
    Then "Squad" can embark within "Rhino"

  Scenario: 18.01, 18.02: the same attached unit with one place fewer does not fit
    Given "Rhino" has a transport capacity of 2 models
    And a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | x    | y  |
      | Rhino   | 30   | 22 |
      | Squad   | 33.5 | 22 |
      | Squad   | 32.5 | 22 |
      | Captain | 32.5 | 23 |
      | Boyz    | 10   | 22 |
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: 18.01, 18.02: the leader 3.001" from the TRANSPORT keeps the attached unit out
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | x      | y  |
      | Rhino   | 30     | 22 |
      | Squad   | 33.5   | 22 |
      | Squad   | 32.5   | 22 |
      | Captain | 34.501 | 22 |
      | Boyz    | 10     | 22 |
    Then "Squad" cannot embark within "Rhino" because a model is too far from the TRANSPORT to embark

  Scenario: 18.01, 18.02: the leader exactly 3" from the TRANSPORT lets the attached unit embark
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | x    | y  |
      | Rhino   | 30   | 22 |
      | Squad   | 33.5 | 22 |
      | Squad   | 32.5 | 22 |
      | Captain | 34.5 | 22 |
      | Boyz    | 10   | 22 |
    Then "Squad" can embark within "Rhino"
    And "Captain" can embark within "Rhino"

  Scenario: 18.02, 19.01: asked by the leader's name, a bodyguard model 3.001" away keeps the unit out
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Squad" made a normal move this phase
    And the positions:
      | unit    | x      | y  |
      | Rhino   | 30     | 22 |
      | Squad   | 34.501 | 22 |
      | Squad   | 33.5   | 22 |
      | Captain | 32.5   | 22 |
      | Boyz    | 10     | 22 |
    Then "Captain" cannot embark within "Rhino" because a model is too far from the TRANSPORT to embark

  Scenario: 18.04: asked with set-up positions, a Combat Disembark is refused where Rapid is forced
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move using Combat Disembark to the placement "out" because its TRANSPORT made a normal or ingress move this phase
    And "Squad" cannot make a disembark move using Tactical Disembark to the placement "out" because its TRANSPORT made a normal or ingress move this phase
    And "Squad" can make a disembark move using Rapid Disembark to the placement "out"

  Scenario: 18.04: asked with set-up positions, a Combat Disembark from a stationary TRANSPORT is answered can
    Given "Squad" is embarked within "Rhino"
    And "Rhino" remained stationary this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" can make a disembark move using Combat Disembark to the placement "out"

  Scenario: 18.07: a granted Shock Disembark with set-up positions, after its TRANSPORT advanced
    Given "Squad" is embarked within "Rhino"
    And a rule lets "Squad" make a Shock Disembark
    And "Rhino" made an advance move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" can make a disembark move using Shock Disembark to the placement "out"
    When "Squad" makes a disembark move using Shock Disembark to the placement "out"
    Then "Squad" disembarked using Shock Disembark
    And "Squad" is wholly within 3" of "Rhino"

  Scenario: 18.07: with set-up positions, a Shock Disembark without its granting rule is refused
    Given "Squad" is embarked within "Rhino"
    And "Rhino" made an advance move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move using Shock Disembark to the placement "out", for exactly these reasons:
      | its TRANSPORT made an advance or fall-back move this phase |
      | no rule lets it use that disembark mode                    |

  Scenario: 18.07: with set-up positions, a granted Shock Disembark is still barred after a fall-back
    Given "Squad" is embarked within "Rhino"
    And a rule lets "Squad" make a Shock Disembark
    And "Rhino" made a fall-back move this phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    Then "Squad" cannot make a disembark move using Shock Disembark to the placement "out" because its TRANSPORT made an advance or fall-back move this phase
