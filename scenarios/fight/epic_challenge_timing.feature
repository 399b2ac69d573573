Feature: 15.03 Epic Challenge: just after its target is selected to fight, before its attacks
  Epic Challenge's WHEN holds while its target is the unit selected to fight most recently and
  that unit's attacks are not yet resolved: in the Fight step, and in the Consolidate step for
  a unit selected there because a consolidation move ended engaged with it (12.08). It never
  holds in the Pile In step.

  Background:
    Given player A has 2 CP
    And player B has 2 CP
    And a unit "Vanguard" for player A
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And a unit "Captain" for player A
    And "Captain" has the keyword CHARACTER

  Scenario: 15.03: usable on a CHARACTER unit selected in the Consolidate step under 12.08
    Given it is the Consolidate step of player A's Fight phase
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Warboss"
    And "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"

  Scenario: 15.03: not once the unit selected in the Consolidate step has resolved its attacks
    Given it is the Consolidate step of player A's Fight phase
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Warboss"
    And "Warboss" is selected to fight
    And "Warboss" resolves its attacks
    Then player B cannot use the "Epic Challenge" stratagem on "Warboss" because the stratagem cannot be used now

  Scenario: 15.03: not once another unit has been selected to fight after it
    Given it is the Fight step of player A's Fight phase
    And "Captain" is engaged
    And "Warboss" is engaged
    When "Captain" is selected to fight
    And "Warboss" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now
    And player B can use the "Epic Challenge" stratagem on "Warboss"
