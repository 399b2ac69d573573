Feature: 12.04, 20.1 The Fight step left unsaid
  No unit has Fights First unless a source gives it; nobody has been selected; an eligible
  unit is within 5" of an enemy unit, so its player cannot pass (contract Defaults, added).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" is engaged with "Boyz"

  Scenario: No source of Fights First: the step starts with remaining combats, player A selects
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: The opponent's unit with Fights First makes the step start with Fights First combats
    Given "Boyz" has Fights First
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Squad" cannot be selected to fight next

  Scenario: An unstated distance: an eligible unit is within 5" of an enemy, so no pass
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: A charged unit not engaged and not within 5" lets its player pass
    Given a unit "Raiders" for player A
    And "Raiders" made a charge move this turn
    And "Raiders" is not within 5" of any enemy unit
    And "Squad" is not engaged
    Then the Fight step is resolving Fights First combats
    And player A can pass

  Scenario: After Squad fights, Boyz is to be selected
    When "Squad" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
