Feature: 19.9: moves and set-ups to any position, and what follows them
  A move `to any position` draws where the unit ends (19.9); the rules then weigh what the
  positions decide (engagement, the charge declaration distance, the 5" pass distance, the
  set-up distances of 20.04, 24.09 and 18.04). An ingress or a disembark `to any position`
  sets every model up: its closest model drawn relative to the reference (else a battlefield
  corner), the rest in formation. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 09.07 and 10.02: a fall-back move to any position ends unengaged, and the unit then cannot shoot
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y    |
      | Squad | 20 | 20   |
      | Squad | 20 | 22   |
      | Boyz  | 20 | 24.5 |
    And positions are drawn on a 1" grid
    When "Squad" makes a fall-back move to any position within 6" of "Boyz"
    Then "Squad" is not engaged
    When the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 11.02: after an advance move to any position within 12" of the enemy, no charge may be declared
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 20 |
      | Boyz  | 36 | 20 |
    And positions are drawn on a 1" grid
    When "Squad" makes an advance move to any position within 12" of "Boyz"
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 11.02: after a normal move to any position within 12" of the enemy, a charge may be declared, 12" included
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 20 |
      | Boyz  | 36 | 20 |
    And positions are drawn on a 1" grid
    When "Squad" makes a normal move to any position within 12" of "Boyz"
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 11.04 and 12.04: a charge move to any position within 2" of its target gives Fights First and the first selection
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 20 |
      | Boyz  | 26 | 20 |
    And the charge roll for "Squad" will be 7
    And positions are drawn on a 0.5" grid
    When "Squad" declares a charge
    And "Squad" makes a charge move to any position within 2" of "Boyz"
    Then "Squad" has Fights First
    When the game advances to the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next

  Scenario: 12.08: an Objective Consolidation to any position within 4" of a marker ends within its range
    Given the beacon is an objective marker at (30, 30)
    And "Squad" made a charge move this turn
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 26 |
      | Boyz  | 50 | 5  |
    And positions are drawn on a 1" grid
    When "Squad" makes a consolidation move to any position within 4" of the beacon
    Then "Squad" is within range of the beacon

  Scenario: 19.5 and 12.04: once its only enemy is destroyed mid-fight, a unit drawn within engagement range is unengaged and the step ends
    Given the positions:
      | unit | x  | y  |
      | Boyz | 30 | 20 |
    And any position for "Squad" within 2" of "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    And positions are drawn on a 0.5" grid
    When "Squad" is selected to fight
    And "Boyz" is destroyed
    And "Squad" resolves its attacks
    Then "Squad" is not engaged
    And the Fight step has ended

  Scenario: Rules Appendix: a charger drawn more than 5" from every enemy unit lets its player pass, and the step ends
    Given "Squad" made a charge move this turn
    And "Squad" has 1 model left
    And it is the Fight step of player A's Fight phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 20 |
    And any position for "Squad" more than 5" from "Boyz"
    And positions are drawn on a 0.5" grid
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: Rules Appendix: a charger drawn within 5" of an enemy unit keeps its player from passing, 5" included
    Given "Squad" made a charge move this turn
    And "Squad" has 1 model left
    And it is the Fight step of player A's Fight phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 20 |
    And any position for "Squad" within 5" of "Boyz"
    And positions are drawn on a 0.5" grid
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: 20.04: an ingress move to any position is wholly within 6" of an edge and more than 8" from the enemy
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 40 |
    And positions are drawn on a 1" grid
    When "Squad" makes an ingress move to any position within 10" of "Boyz"
    Then "Squad" is wholly within 6" of a battlefield edge
    And "Squad" is more than 8" horizontally from "Boyz"

  Scenario: 24.09: a Deep Strike to any position near the enemy is more than 8" from every enemy unit and in coherency
    Given "Squad" is in strategic reserves
    And "Squad" has 2 models left
    And "Squad" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And positions are drawn on a 1" grid
    When "Squad" makes an ingress move to any position within 12" of "Boyz"
    Then "Squad" is more than 8" horizontally from every enemy unit
    And "Squad" is in coherency

  Scenario: 18.04: a disembark to any position is wholly within 3" of its TRANSPORT
    Given a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" has 1 model left
    And "Squad" has 2 models left
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Rhino | 20 | 20 |
      | Boyz  | 50 | 40 |
    And positions are drawn on a 1" grid
    When "Squad" makes a disembark move to any position within 4" of "Rhino"
    Then "Squad" is wholly within 3" of "Rhino"

  Scenario: 20.04: an ingress move to any position, drawn from a corner, is wholly within 6" of an edge and in coherency
    Given "Squad" is in strategic reserves
    And "Squad" has 3 models left
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    When "Squad" makes an ingress move to any position
    Then "Squad" is wholly within 6" of a battlefield edge
    And "Squad" is in coherency

  Scenario: 20.04: an ingress move to any position in battle round 2 is never within the opponent's deployment zone
    Given "Squad" is in strategic reserves
    And "Squad" has 1 model left
    And it is player A's Movement phase in battle round 2
    And player B's deployment zone is the rectangle from (0, 36) to (60, 44)
    And the positions:
      | unit | x  | y  |
      | Boyz | 10 | 22 |
    And positions are drawn on a 2" grid
    When "Squad" makes an ingress move to any position within 30" of "Boyz"
    Then "Squad" is not within player B's deployment zone
