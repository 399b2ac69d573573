Feature: 12.04, 12.08, Rules Appendix: the order of fighting where models are placed
  Where a scenario places models, who is eligible to fight, which units a consolidation move
  ends engaged with and whether a player may pass are measured from the positions (03.04:
  engagement range is 2" horizontally and 5" vertically; Rules Appendix: a player may pass
  while each eligible unit of theirs is more than 5" from every enemy unit), never stated. A
  stated engagement that the positions contradict is an error naming both lines. Bases are 1"
  across, so two models whose centres are 3" apart are 2" apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Gunners" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Gunners" has 25.4mm bases

  Scenario: 12.04: units placed within engagement range of each other are eligible to fight
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Gunners | 40 | 30 |
    Then "Squad" is engaged with "Boyz"
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And "Gunners" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: 12.04: a unit placed 2.001" from every enemy unit is not eligible to fight
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x      | y  |
      | Squad   | 10     | 10 |
      | Boyz    | 13.001 | 10 |
      | Gunners | 40     | 30 |
    Then "Squad" is not engaged
    And no unit can be selected to fight next
    And the Fight step has ended
    And "Squad" cannot be selected to fight next because the Fight step has ended

  Scenario: Rules Appendix: a player may pass once the enemy models within 5" are destroyed
    # Squad charged this turn, so it is eligible though unengaged; Boyz's model 1 is 4" away,
    # model 2 9" away
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Boyz    | 1     | 15 | 10 |
      | Boyz    | 2     | 20 | 10 |
      | Gunners | 1     | 40 | 30 |
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit
    When model 1 of "Boyz" is destroyed
    Then player A can pass

  Scenario: 12.08: an enemy unit a consolidation move ends engaged with, measured, must be selected to fight
    # Boyz is 3" away, within the consolidation mode distance: an Engaging Consolidation
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Gunners | 40 | 30 |
    When "Squad" makes a consolidation move against "Boyz" to (12.5, 10)
    Then "Squad" is engaged with "Boyz"
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then no unit can be selected to fight next

  Scenario: 12.08: a consolidation move that ends engaged with a unit already selected to fight owes no selection
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Gunners | 40 | 30 |
    When "Squad" makes a consolidation move against "Boyz" to (12.5, 10)
    Then "Squad" is engaged with "Boyz"
    And "Boyz" cannot be selected to fight next because it is not the Fight step

  Scenario: 12.04: a unit drawn within engagement range of an enemy unit can be selected to fight
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  |
      | Boyz    | 30 | 22 |
      | Gunners | 50 | 40 |
    And "Squad" has 1 model left
    And any position for "Squad" within 2" of "Boyz"
    And positions are drawn on a 0.5" grid
    Then "Squad" can be selected to fight next
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 12.04: a unit drawn more than 2" from every enemy unit, which made no charge move, cannot be selected to fight
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  |
      | Boyz    | 30 | 22 |
      | Gunners | 50 | 40 |
    And "Squad" has 1 model left
    And any position for "Squad" more than 2" from every enemy unit
    And positions are drawn on a 2" grid
    Then "Squad" cannot be selected to fight next
    And the Fight step has ended
