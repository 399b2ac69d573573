Feature: Held-out pass on control measured from positions (14.02, Rules Appendix, 19.4, 19.5)
  Range to a marker measured from a hull, models destroyed one by one, models removed to regain
  coherency in the End of Turn step before that turn's control is determined, and a marker that
  is also a central objective.

  Background:
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2

  Scenario: Rules Appendix and 19.4: a hull exactly 3" from the marker's edge is within range
    # the marker's edge at 782mm; 3" on is 858.2mm; the hull's half-length 2" puts its centre at 909mm
    Given a unit "Tank" for player A
    And "Tank" has the keyword FRAME
    And "Tank" has a hull of 4" by 2"
    And the positions:
      | unit | x     | y  |
      | Tank | 909mm | 22 |
    Then "Tank" is within range of the beacon
    And player A controls the beacon

  Scenario: Rules Appendix and 19.4: a hull a tenth of a millimetre farther is out of range
    Given a unit "Tank" for player A
    And "Tank" has the keyword FRAME
    And "Tank" has a hull of 4" by 2"
    And the positions:
      | unit | x       | y  |
      | Tank | 909.1mm | 22 |
    Then "Tank" is not within range of the beacon
    And no player controls the beacon

  Scenario: 19.5: the one model within range destroyed, its unit adds nothing when the phase ends
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has OC 1
    And the positions:
      | unit  | model | x  | y  |
      | Squad | sgt   | 31 | 22 |
      | Squad | 2     | 20 | 10 |
      | Squad | 3     | 21 | 10 |
      | Boyz  | 1     | 29 | 22 |
    Then player A controls the beacon
    When model sgt of "Squad" is destroyed
    Then player A controls the beacon
    When the game advances to the end of player A's Shooting phase
    Then player A's level of control over the beacon is 0
    And player B controls the beacon
    And "Squad" is not within range of the beacon

  Scenario: 19.5 and 07.02: a model removed to regain coherency in the End of Turn step is gone when that turn's control is determined
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has OC 1
    And it is player A's Fight phase in battle round 2
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 31 | 22 |
      | Squad | 2     | 10 | 10 |
      | Boyz  | 1     | 29 | 22 |
    And model 1 of "Squad" will be removed to regain coherency
    When the game advances to the end of player A's Fight phase
    Then player A controls the beacon
    When the game advances to the end of player A's turn
    Then "Squad" has 1 model left
    And player B controls the beacon

  Scenario: 19.2: a marker at a position that is also a central objective keeps its 3" range
    Given the beacon is a central objective
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | x    | y  |
      | Squad | 33.5 | 22 |
    Then "Squad" is within range of the beacon
    And player A controls the beacon

  Scenario: 14.02: two enemy units each within range of the marker add up against one
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has OC 2
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has OC 1
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Grots" has OC 1
    And the positions:
      | unit  | x    | y    |
      | Squad | 31   | 22   |
      | Boyz  | 29   | 22   |
      | Grots | 30   | 23.5 |
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon
    And "Boyz" is not controlling the beacon
