Feature: 19.01, 03.01, 09.05-09.07: an attached unit's move moves its leader's models too
  An attached unit is one unit for every rule (19.01): a move's end positions may move the
  leader's models as well as the bodyguard's, `by` moves every model of both parts, and the
  unit's coherency and engagement after the move are measured over all its models. Models a
  table leaves out stay where they stand (03.01). In a normal or advance move each model moves
  up to its own Move characteristic (Rules Appendix, Different Move Characteristics). Bases are
  1" across: two models whose centres are d apart are d - 1 apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has M 6"
    And "Captain" is leading "Squad"

  Scenario: 03.01, 19.01: a normal move by an offset moves the leader's model with the bodyguard's
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    When "Squad" makes a normal move by (4, 0)
    Then model 1 of "Squad" is at (14, 10)
    And model 2 of "Squad" is at (15.5, 10)
    And model C of "Captain" is at (17, 10)
    And "Squad" is in coherency

  Scenario: 19.01: the leader's name moves the whole attached unit by an offset
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    When "Captain" makes a normal move by (0, 3)
    Then model 2 of "Squad" is at (11.5, 13)
    And model C of "Captain" is at (13, 13)

  Scenario: 09.05, 03.04: a normal move by an offset that takes the leader to exactly 2" of the enemy ends engaged
    # The Captain ends at x 17.5, 2" from "Boyz" (centre 20.5); the bodyguard stays 3.5" away.
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20.5 | 10 |
    Then "Squad" cannot make a normal move by (4.5, 0) because it would end engaged
    And "Captain" cannot make a normal move by (4.5, 0), for exactly these reasons:
      | it would end engaged |

  Scenario: 09.05: the same move stopping 2.001" from the enemy leaves the leader unengaged
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20.5 | 10 |
    When "Squad" makes a normal move by (4.499, 0)
    Then "Squad" is not engaged
    And the distance between model C of "Captain" and "Boyz" is exactly 2.001"

  Scenario: 19.6, 19.01: a move's table may give the leader's model its end position
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    When "Squad" makes a normal move to:
      | model | x    | y  |
      | 1     | 10   | 15 |
      | 2     | 11.5 | 15 |
      | C     | 13   | 15 |
    Then model C of "Captain" is at (13, 15)
    And "Squad" is in coherency

  Scenario: 19.6: a move's table that leaves the leader out does not move it
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    When "Squad" makes a normal move to:
      | model | x    | y    |
      | 1     | 12.5 | 11.5 |
    Then model C of "Captain" is at (13, 10)
    And model 1 of "Squad" is at (12.5, 11.5)
    And "Squad" is in coherency

  Scenario: 03.03: the bodyguard moving 5" away from a leader left behind is out of coherency; moved with it, it is not
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    And the placement "ahead" for "Squad":
      | model | x    | y  |
      | 1     | 10   | 15 |
      | 2     | 11.5 | 15 |
    And the placement "ahead together" for "Squad":
      | model | x    | y  |
      | 1     | 10   | 15 |
      | 2     | 11.5 | 15 |
      | C     | 13   | 15 |
    Then "Squad" cannot make a normal move to the placement "ahead" because it would not be in coherency
    And "Squad" can make a normal move to the placement "ahead together"

  Scenario: 03.01: a bodyguard model may end where its leader's model stood once the leader has moved on
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 40   | 30 |
    When "Squad" makes a normal move to:
      | model | x    | y  |
      | 2     | 13   | 10 |
      | C     | 14.5 | 10 |
    Then model 2 of "Squad" is at (13, 10)
    And model C of "Captain" is at (14.5, 10)

  Scenario: 19.3, 19.6: a leader's model whose label its bodyguard also uses is named by the unit column
    Given it is player A's Movement phase
    And the positions:
      | unit    | x    | y  |
      | Squad   | 10   | 10 |
      | Squad   | 11.5 | 10 |
      | Captain | 13   | 10 |
      | Boyz    | 40   | 30 |
    When "Squad" makes a normal move to:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 14 |
      | Squad   | 2     | 11.5 | 14 |
      | Captain | 1     | 13   | 14 |
    Then model 1 of "Captain" is at (13, 14)
    And model 1 of "Squad" is at (10, 14)
    And "Squad" is in coherency

  Scenario: 19.6: a label both parts use names the model of the part the step names
    Given it is player A's Movement phase
    And the positions:
      | unit    | x    | y  |
      | Squad   | 10   | 10 |
      | Squad   | 11.5 | 10 |
      | Captain | 13   | 10 |
      | Boyz    | 40   | 30 |
    When "Captain" makes a normal move to:
      | model | x  | y    |
      | 1     | 13 | 11.5 |
    Then model 1 of "Captain" is at (13, 11.5)
    And model 1 of "Squad" is at (10, 10)

  Scenario: 19.04, 19.6: a leader whose bodyguard is gone moves as a unit of one model
    Given "Squad" has 0 models left
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x  | y  |
      | Captain | C     | 13 | 10 |
      | Boyz    | 1     | 40 | 30 |
    When "Captain" makes a normal move to (13, 15)
    Then model C of "Captain" is at (13, 15)

  Scenario: 19.04: a bodyguard whose leader is gone moves its own models, as any unit does
    Given "Captain" has 0 models left
    And it is player A's Movement phase
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 11.5 | 10 |
      | Boyz  | 1     | 40   | 30 |
    When "Squad" makes a normal move by (0, 6)
    Then model 2 of "Squad" is at (11.5, 16)
    And "Squad" is in coherency

  Scenario: 09.07: an attached unit engaged through its leader falls back with the leader
    # Only the Captain is engaged (1" from "Boyz"); moved 5" west with the unit it is 6" away.
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 15   | 10 |
    Then "Squad" can make a fall-back move
    When "Squad" makes a fall-back move by (-5, 0)
    Then "Squad" is not engaged
    And model C of "Captain" is at (8, 10)

  Scenario: 09.07: a fall-back move that leaves the engaged leader where it stands ends engaged
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 15   | 10 |
    And the placement "back" for "Squad":
      | model | x    | y    |
      | 1     | 10   | 11.5 |
      | 2     | 11.5 | 11.5 |
    Then "Squad" cannot make a fall-back move to the placement "back", for exactly these reasons:
      | it would end engaged |

  Scenario: Different Move Characteristics: a leader with M 8" moves exactly 8" while its bodyguard moves 6"
    Given "Captain" has M 8"
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Boyz    | 1     | 50   | 40 |
    When "Squad" makes a normal move to:
      | model | x    | y  |
      | 1     | 21.5 | 16 |
      | 2     | 23   | 16 |
      | C     | 20   | 18 |
    Then model C of "Captain" is at (20, 18)
    And "Squad" is in coherency

  Scenario: Different Move Characteristics, 03.01: the leader's model 8.001" from its start is farther than its M 8"
    Given "Captain" has M 8"
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Boyz    | 1     | 50   | 40 |
    And the placement "too far" for "Squad":
      | model | x    | y      |
      | 1     | 21.5 | 16     |
      | 2     | 23   | 16     |
      | C     | 20   | 18.001 |
    Then "Squad" cannot make a normal move to the placement "too far", for exactly these reasons:
      | a model would move farther than its maximum distance |

  Scenario: Different Move Characteristics: the bodyguard's M 6" still holds when its leader's is 8"
    Given "Captain" has M 8"
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Boyz    | 1     | 50   | 40 |
    And the placement "bodyguard too far" for "Squad":
      | model | x    | y      |
      | 1     | 21.5 | 16.001 |
      | 2     | 23   | 16     |
      | C     | 20   | 18     |
    Then "Squad" cannot make a normal move to the placement "bodyguard too far" because a model would move farther than its maximum distance

  Scenario: 02.02, 19.01: with only the bodyguard's M stated, the leader's model moves up to it too
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Boyz    | 1     | 50   | 40 |
    And the placement "leader 8 inches" for "Squad":
      | model | x    | y  |
      | 1     | 21.5 | 16 |
      | 2     | 23   | 16 |
      | C     | 20   | 18 |
    And the placement "leader 6 inches" for "Squad":
      | model | x    | y  |
      | 1     | 21.5 | 16 |
      | 2     | 23   | 16 |
      | C     | 20   | 16 |
    Then "Squad" cannot make a normal move to the placement "leader 8 inches" because a model would move farther than its maximum distance
    And "Squad" can make a normal move to the placement "leader 6 inches"
    And "Captain" has M 6"

  Scenario: 02.02: each part of an attached unit answers its own Move characteristic
    Given "Captain" has M 8"
    Then "Captain" has M 8"
    And "Squad" has M 6"

  Scenario: 09.06, Different Move Characteristics: an advance roll of 2 lets the leader move 10" and the bodyguard 8"
    Given "Captain" has M 8"
    And the advance roll for "Squad" will be 2
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Boyz    | 1     | 50   | 40 |
    And the placement "advanced" for "Squad":
      | model | x    | y  |
      | 1     | 21.5 | 18 |
      | 2     | 23   | 18 |
      | C     | 20   | 20 |
    And the placement "leader too far" for "Squad":
      | model | x    | y      |
      | 1     | 21.5 | 18     |
      | 2     | 23   | 18     |
      | C     | 20   | 20.001 |
    Then "Squad" can make an advance move to the placement "advanced"
    And "Squad" cannot make an advance move to the placement "leader too far" because a model would move farther than its maximum distance

  Scenario: 09.07, Different Move Characteristics: a fall-back move also lets each model move up to its own M
    Given "Captain" has M 8"
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Boyz    | 1     | 20   | 8.5 |
    When "Squad" makes a fall-back move to:
      | model | x    | y  |
      | 1     | 21.5 | 16 |
      | 2     | 23   | 16 |
      | C     | 20   | 18 |
    Then "Squad" is not engaged
    And model C of "Captain" is at (20, 18)

  Scenario: 03.01: a unit that is not attached moves up to its own M, the same 8"
    Given a unit "Lord" for player A
    And "Lord" has 25.4mm bases
    And "Lord" has M 8"
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 21.5 | 10 |
      | Squad   | 2     | 23   | 10 |
      | Captain | C     | 20   | 10 |
      | Lord    | 1     | 5    | 5  |
      | Boyz    | 1     | 50   | 40 |
    Then "Lord" can make a normal move to (5, 13)
    And "Lord" cannot make a normal move to (5, 13.001) because a model would move farther than its maximum distance
