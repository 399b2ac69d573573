Feature: 15.03, 15.05, 15.06, 15.10, 15.12: effects the core traces and does not model
  Epic Challenge, Explosives, Crushing Impact, Smokescreen and Counteroffensive are decided in
  full (WHEN, TARGET, limits, CP); what they then do is recorded under the stratagem's own
  clause, whose name says it is traced only.

  Background:
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And "Tank" does not have the keyword INFANTRY
    And a unit "Squad"

  Scenario: 15.03: Epic Challenge on a CHARACTER unit resolves, traced
    Given player A has 1 CP
    And it is player A's Fight phase
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then player A used the "Epic Challenge" stratagem
    And player A has 0 CP

  Scenario: 15.03: Epic Challenge on a unit with no CHARACTER keyword is refused
    Given player A has 1 CP
    And it is player A's Fight phase
    When player A uses the "Epic Challenge" stratagem on "Squad"
    Then player A did not use the "Epic Challenge" stratagem
    And player A cannot use the "Epic Challenge" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Explosives on a unit with neither keyword is refused
    Given player A has 1 CP
    And it is player A's Shooting phase
    When player A uses the "Explosives" stratagem on "Tank"
    Then player A did not use the "Explosives" stratagem
    And player A has 1 CP

  Scenario: 15.06: Crushing Impact on a VEHICLE that made a charge move resolves, traced
    Given player A has 1 CP
    And it is player A's Charge phase
    And "Tank" made a charge move this turn
    When player A uses the "Crushing Impact" stratagem on "Tank"
    Then player A used the "Crushing Impact" stratagem

  Scenario: 15.06: Crushing Impact on a VEHICLE that made no charge move is refused
    Given player A has 1 CP
    And it is player A's Charge phase
    When player A uses the "Crushing Impact" stratagem on "Tank"
    Then player A did not use the "Crushing Impact" stratagem
    And player A cannot use the "Crushing Impact" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: 15.10: Smokescreen at the start of the opponent's Shooting phase resolves, traced
    Given "Squad" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then player A used the "Smokescreen" stratagem

  Scenario: 15.10: Smokescreen in your own Shooting phase is refused
    Given "Squad" has the keyword SMOKE
    And player A has 1 CP
    And it is player A's Shooting phase
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then player A did not use the "Smokescreen" stratagem
    And player A cannot use the "Smokescreen" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.12: Counteroffensive on an engaged unit in the opponent's Fight phase resolves, traced
    Given player A has 2 CP
    And "Squad" is engaged
    And it is player B's Fight phase
    When player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A used the "Counteroffensive" stratagem
    And player A has 0 CP

  Scenario: 15.12: Counteroffensive costs 2CP: with 1CP it is refused
    Given player A has 1 CP
    And "Squad" is engaged
    And it is player B's Fight phase
    When player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A did not use the "Counteroffensive" stratagem
    And player A cannot use the "Counteroffensive" stratagem on "Squad" because player A does not have enough CP
