Feature: 20.1 and 18.7: advancing past a Fight step in a property scenario
  Advancing past a Fight step that has not ended makes the remaining selections (20.1) in a
  property example as in a concrete scenario, so a counterexample fails the same way (§6).
  Fights First alone makes no unit eligible to fight (12.04).

  Scenario: 12.04: advancing past the Fight step of a property example makes its selections
    # the charger fights first whatever the drawn rule is: a rule of player B or a mission rule
    # gives "Boyz" Fights First too, and player A, whose turn it is, selects first
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" made a charge move this turn
    And it is the Fight step of player A's Fight phase
    And any rule "Swift" for "Boyz" that gives it Fights First
    When the game advances to the end of the phase
    Then the units were selected to fight in this order:
      | Squad |
      | Boyz  |

  Scenario: 12.04: a drawn Fights First rule makes no unengaged unit eligible to fight
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is the Fight step of player A's Fight phase
    And any rule "Swift" for "Squad" that gives it Fights First
    Then "Squad" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And no unit can be selected to fight next

  Scenario: 12.04: after advancing past the Fight step a unit selected there cannot make a normal fight
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is player A's Charge phase
    And any rule "Swift" for "Boyz" that gives it Fights First
    When the game advances to the end of player A's Fight phase
    Then "Squad" cannot make a normal fight
