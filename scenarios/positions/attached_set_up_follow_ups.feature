Feature: Moves after an attached unit's set-up (19.01; Rules Appendix, Different Move Characteristics; docs/interpretations.md 41 and 105)

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
    And it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" is embarked within "Rhino"


  Scenario: Rules Appendix, Different Move Characteristics: after a Tactical Disembark the leader moves up to its own M, beyond the bodyguard's
    Given "Squad" has M 6"
    And "Captain" has M 8"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 40 |
    And the placement "out" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 22   |
      | Squad   | 2     | 32   | 23.5 |
      | Captain | C     | 30.5 | 24.5 |
    And the placement "on" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 28   |
      | Squad   | 2     | 32   | 29.5 |
      | Captain | C     | 31   | 31   |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "on"
    Then model C of "Captain" is at (31, 31)

  Scenario: Rules Appendix, Different Move Characteristics: after a Tactical Disembark the bodyguard moves up to its own M, not the leader's
    Given "Squad" has M 6"
    And "Captain" has M 8"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 50 | 40 |
    And the placement "out" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 22   |
      | Squad   | 2     | 32   | 23.5 |
      | Captain | C     | 30.5 | 24.5 |
    And the placement "on" for "Squad":
      | unit    | model | x    | y    |
      | Squad   | 1     | 33.5 | 28   |
      | Squad   | 2     | 32   | 29.5 |
      | Captain | C     | 30.5 | 30.5 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "on"
    Then model 1 of "Squad" is at (33.5, 28)
