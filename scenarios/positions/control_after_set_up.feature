Feature: 14.02, 19.5: an attached unit set up by a move adds each part's OC
  A set-up move's table places the whole attached unit under one name, so which placed model is
  the leader is not known: each part adds every model it has left once any model of the unit is
  within range (interpretation 41).

  Background:
    Given the beacon is an objective marker at (3, 3)
    And a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Captain" has OC 5
    And "Squad" has OC 1
    And "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And "Captain" has 1 model left
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 50 | 40 |

  Scenario: an attached unit set up by an ingress move beside the beacon adds each part's OC
    When "Squad" makes an ingress move to:
      | model | x | y |
      | 1     | 3 | 3 |
      | 2     | 4 | 3 |
    And the game advances to the end of the phase
    Then player A's level of control over the beacon is 6

  Scenario: the same unit set up away from the beacon adds nothing
    When "Squad" makes an ingress move to:
      | model | x  | y  |
      | 1     | 3  | 30 |
      | 2     | 4  | 30 |
    And the game advances to the end of the phase
    Then player A's level of control over the beacon is 0
