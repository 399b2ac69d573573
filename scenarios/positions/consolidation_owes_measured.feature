Feature: 12.08: the units a positioned consolidation move ends engaged with are measured
  A consolidation move stated against one enemy unit that ends within engagement range of a
  second unselected enemy unit owes that unit a selection too (12.08; contract §20.1: in a
  positioned scenario the enemy units it ends engaged with are computed). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Gunners" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Gunners" has 25.4mm bases

  Scenario: 12.08: a consolidation against one unit that also ends engaged with another owes both a selection
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x    | y    |
      | Squad   | 10   | 10   |
      | Boyz    | 14   | 10   |
      | Gunners | 12.5 | 13   |
    When "Squad" makes a consolidation move against "Boyz" to (12.5, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Gunners"
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz    |
      | Gunners |

  Scenario: 12.08: the second enemy unit left beyond engagement range is owed nothing
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x    | y    |
      | Squad   | 10   | 10   |
      | Boyz    | 14   | 10   |
      | Gunners | 12.5 | 13.1 |
    When "Squad" makes a consolidation move against "Boyz" to (12.5, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Gunners"
    And the units that can be selected to fight next are:
      | Boyz |
