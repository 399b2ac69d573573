Feature: 15.12 Counteroffensive
  Used in the Fight step of the opponent's Fight phase, just after an enemy unit has fought, on
  a friendly unit eligible to fight: until the end of the phase that unit has Fights First
  (24.13), and it must be the next unit its player selects to fight (the order of fighting,
  scenarios/fight/order_of_fighting.feature). The core resolves no attacks: the enemy unit
  selected to fight last has fought.

  Background:
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP

  Scenario: 15.12: after an enemy unit fought, the unit has Fights First until the end of the phase
    Given it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A used the "Counteroffensive" stratagem
    And player A has 0 CP
    And "Squad" has Fights First

  Scenario: 15.12: the Fights First it gives ends with the phase
    Given it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    And the game advances to the end of player B's Fight phase
    Then "Squad" has Fights First
    When the game advances to the end of the turn
    Then "Squad" does not have Fights First

  Scenario: 15.12: a use stated this phase puts its effect in force
    Given it is the Fight step of player B's Fight phase
    And player A used the "Counteroffensive" stratagem on "Squad" this phase
    Then "Squad" has Fights First

  Scenario: 24.13: without it, the unit does not have Fights First
    Given it is the Fight step of player B's Fight phase
    When "Raiders" fights
    Then "Squad" does not have Fights First

  Scenario: 15.12 and 12.02: never in the Pile In step
    Given it is the Pile In step of player B's Fight phase
    When player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A did not use the "Counteroffensive" stratagem
    And player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now
    And "Squad" does not have Fights First

  Scenario: 15.12: not before an enemy unit has fought
    Given it is the Fight step of player B's Fight phase
    When player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.12: not in its own player's Fight phase
    Given it is the Fight step of player A's Fight phase
    And player B selects the next unit to fight
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.12: costs 2CP: with 1CP it is refused
    Given player A has 1 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A did not use the "Counteroffensive" stratagem
    And player A cannot use the "Counteroffensive" stratagem on "Squad" because player A does not have enough CP

  Scenario: 15.12: only a unit eligible to fight
    Given a unit "Reserves"
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Reserves"
    Then player A cannot use the "Counteroffensive" stratagem on "Reserves" because it is not a unit the stratagem can target

  Scenario: 15.12: not while the enemy unit selected to fight has not resolved its attacks
    Given it is the Fight step of player B's Fight phase
    When "Raiders" is selected to fight
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now
    When "Raiders" resolves its attacks
    Then player A can use the "Counteroffensive" stratagem on "Squad"

  Scenario: 15.12 and 12.04: not on a unit already selected to fight this phase, which is no longer eligible
    Given a unit "Wardens" for player B
    And "Wardens" is engaged
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And "Squad" fights
    And "Wardens" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because it is not a unit the stratagem can target
