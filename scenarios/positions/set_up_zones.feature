Feature: 20.04 An ingress set up in the opponent's deployment zone, measured
  Before the third battle round a unit arriving from strategic reserves cannot be set up within
  its opponent's deployment zone, unless it has Deep Strike (24.09). With set-up positions and a
  deployment, the core measures whether any part of a base is within that zone. Hammer and
  Anvil with player A defending: player B's zone is the east 18" (x from 42").

  Background:
    Given the deployment "Hammer and Anvil"
    And a unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" has 25.4mm bases
    And "Reserve" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 40 |

  Scenario: In the third battle round, a set-up in the opponent's zone is allowed
    Given it is player A's Movement phase in battle round 3
    When "Reserve" makes an ingress move to:
      | model | x    | y  |
      | 1     | 59.5 | 10 |
    Then "Reserve" is wholly within player B's deployment zone
    And "Reserve" is not in strategic reserves

  Scenario: In the second battle round, a set-up touching but outside the opponent's zone is allowed
    # the base spans 40.999" to 41.999" along x, 0.001" short of the zone
    Given it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move to:
      | model | x      | y   |
      | 1     | 41.499 | 0.5 |
    Then "Reserve" is not within player B's deployment zone
    And the distance between "Reserve" and player B's deployment zone is exactly 0.001"

  Scenario: 24.09: with Deep Strike, in the second battle round too
    Given it is player A's Movement phase in battle round 2
    And "Reserve" has the Deep Strike ability
    When "Reserve" makes an ingress move to:
      | model | x  | y  |
      | 1     | 50 | 10 |
    Then "Reserve" is wholly within player B's deployment zone
