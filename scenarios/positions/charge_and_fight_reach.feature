Feature: 11.02, 11.04, 12.03, 12.08 Charge, pile-in and consolidation reach at their boundaries
  The charge declaration distance is measured in three dimensions between the closest models;
  a charge target exactly 12" away is within the charge target distance; a pile-in target
  exactly 5" away is in reach, a consolidation's enemy exactly 3" away makes it Engaging.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 11.02 the charge declaration distance is 3D: 11" across and 6" up is too far
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 22 | 10 | 6      |
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And "Squad" is more than 12" from every enemy unit
    And "Squad" is within 12" horizontally of "Boyz"

  Scenario: 11.02 one model of the unit within 12" is enough
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 8  | 10 |
      | Boyz  | 1     | 23 | 10 |
    Then "Squad" is eligible to declare a charge
    And model 2 of "Squad" is more than 12" from "Boyz"

  Scenario: 11.04 charge target exactly 12" away with a roll of 12
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 12
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move to (22, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is in base contact with "Boyz"

  Scenario: 11.04 a charge roll of 5 does not reach a target 5.001" away
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 5
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 16.001 | 10 |
    Then "Squad" cannot make a charge move against "Boyz" to (15, 10) because a charge target is beyond the maximum distance of the charge

  Scenario: 12.03 pile-in target exactly 5" away is in reach; the move is at most 3"
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 16 | 10 |
    Then "Squad" can make a pile-in move against "Boyz" to (13, 10)
    And "Squad" cannot make a pile-in move against "Boyz" to (14, 10) because a model would move farther than its maximum distance

  Scenario: 12.08 an enemy exactly 3" away makes the consolidation Engaging
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And the beacon is an objective marker at (10, 14)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
    Then "Squad" cannot make a consolidation move onto the beacon to (10, 12) because it must make an Engaging Consolidation
