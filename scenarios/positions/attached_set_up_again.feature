Feature: An attached unit set up again by a table without a unit column (19.01; docs/interpretations.md 41)

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
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base


  Scenario: 19.01, interpretation 41: an attached unit disembarked by a table without a unit column keeps no old position of its leader
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit    | model | x    | y  |
      | Rhino   | 1     | 30   | 22 |
      | Boyz    | 1     | 50   | 5  |
      | Squad   | 1     | 33.5 | 22 |
      | Squad   | 2     | 34.5 | 22 |
      | Captain | C     | 33.5 | 20.5 |
    When "Squad" makes a normal move and embarks within "Rhino"
    And the game advances to player B's Movement phase
    And the game advances to player A's Movement phase
    And "Squad" makes a disembark move to:
      | model | x    | y    |
      | 1     | 29   | 24   |
      | 2     | 30   | 24   |
      | 3     | 31   | 24   |
    Then model 3 of "Squad" is at (31, 24)
    And "Squad" is in coherency
