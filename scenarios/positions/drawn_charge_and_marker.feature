Feature: 19.9 Drawn positions against charges, markers, zones and removals
  Drawn positions on a grid, measured against the charge declaration distance, an objective
  marker's range and a deployment map's zones; and coherency removals, in either player's
  turn. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |

  Scenario: 11.02 any position within 12" of the enemy may declare a charge unless engaged
    Given it is player A's Charge phase in battle round 2
    And any position for "Squad" within 12" of "Boyz"
    And "Squad" has 1 model left
    And positions are drawn on a 1" grid
    Then "Squad" is within 12" of "Boyz"

  Scenario: 11.02 any position more than 12" from the enemy cannot declare a charge
    Given it is player A's Charge phase in battle round 2
    And any position for "Squad" more than 12" from "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: Rules Appendix any position within range of an objective marker controls it
    Given the beacon is an objective marker at (10, 10)
    And any position for "Squad" within 3" of the beacon
    And positions are drawn on a 0.5" grid
    Then "Squad" is within range of the beacon

  Scenario: any height within 2" horizontally, claims only the plan
    Given any position for "Squad" within 2" of "Boyz"
    And "Squad" has 1 model left
    And any height for "Squad"
    And positions are drawn on a 1" grid
    Then "Squad" is within 2" horizontally of "Boyz"
