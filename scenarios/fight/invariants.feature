Feature: Fight invariants, for every unit (12.04-12.06, 24.13, 11.04)
  Claims about every situation the Given steps allow: whether it was selected, has Fights
  First, its engagement at the start of the Fight step and a battle-shock modifier are drawn
  where the scenario leaves them open.

  Scenario: Any unit selected to fight is no longer eligible to fight that phase
    Given any unit "Squad"
    And it is the Fight step of player A's Fight phase
    And "Squad" is engaged
    When "Squad" is selected to fight
    Then "Squad" is not eligible to fight because it has already been selected to fight this phase
    And "Squad" cannot make a normal fight because it is not eligible to fight

  Scenario: Any unit that made a charge move this turn has Fights First in its Fight phase
    Given any unit "Squad"
    And it is player A's Fight phase
    And "Squad" made a charge move this turn
    Then "Squad" has Fights First

  Scenario Outline: Outside the Fight phase no unit is eligible to fight
    Given any unit "Squad"
    And it is player <P>'s <phase> phase
    Then "Squad" is not eligible to fight because it is not the Fight phase

    Examples:
      | P | phase    |
      | A | Charge   |
      | B | Shooting |

  Scenario: The order of fighting: the player whose turn it is selects first among units without Fights First
    Given any unit "Vanguard"
    And "Vanguard" belongs to player A
    And any unit "Hunters"
    And "Hunters" belongs to player B
    And it is the Fight step of player B's Fight phase
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Vanguard" has not been selected to fight this phase
    And "Hunters" has not been selected to fight this phase
    And "Vanguard" does not have Fights First
    And "Hunters" does not have Fights First
    And "Vanguard" made no move this turn
    And "Hunters" made no move this turn
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats

  Scenario: The order of fighting: a Fights First unit fights before any other, whoever's turn it is
    Given any unit "Vanguard"
    And "Vanguard" belongs to player A
    And any unit "Hunters"
    And "Hunters" belongs to player B
    And it is the Fight step of player B's Fight phase
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Vanguard" has not been selected to fight this phase
    And "Hunters" has not been selected to fight this phase
    And "Vanguard" has Fights First
    And "Hunters" does not have Fights First
    And "Hunters" made no move this turn
    Then player A selects the next unit to fight
    And "Hunters" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
