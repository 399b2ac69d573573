Feature: 15.03, 15.05, 15.06, 15.10: the uses of Epic Challenge, Explosives, Crushing Impact and Smokescreen
  These are decided in full (WHEN, TARGET, limits, CP). What they then do: Explosives and
  Crushing Impact inflict mortal wounds from the given dice
  (scenarios/stratagems/mortal_wounds.feature); Epic Challenge and Smokescreen record their
  effects for the phase (scenarios/stratagems/recorded_effects.feature); Counteroffensive's
  Fights First is modelled (scenarios/stratagems/counteroffensive.feature).

  Background:
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And "Tank" does not have the keyword INFANTRY
    And a unit "Squad"

  Scenario: 15.03: Epic Challenge on a CHARACTER unit just selected to fight resolves
    Given player A has 1 CP
    And it is the Fight step of player A's Fight phase
    And "Captain" is engaged
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    Then player A used the "Epic Challenge" stratagem
    And player A has 0 CP

  Scenario: 15.03 and 12.04: Epic Challenge on a CHARACTER unit not selected to fight is refused
    Given player A has 1 CP
    And it is the Fight step of player A's Fight phase
    And "Captain" is engaged
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then player A did not use the "Epic Challenge" stratagem
    And player A cannot use the "Epic Challenge" stratagem on "Captain" because it is not a unit the stratagem can target

  Scenario Outline: 15.03 and 12.04: Epic Challenge is used only in the Fight step, where units are selected to fight
    Given player A has 1 CP
    And it is the <step> step of player A's Fight phase
    And "Captain" is engaged
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now

    Examples:
      | step        |
      | Pile In     |
      | Consolidate |

  Scenario: 15.03: Epic Challenge on a unit with no CHARACTER keyword is refused
    Given player A has 1 CP
    And it is the Fight step of player A's Fight phase
    When player A uses the "Epic Challenge" stratagem on "Squad"
    Then player A did not use the "Epic Challenge" stratagem
    And player A cannot use the "Epic Challenge" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Explosives on a unit with neither keyword is refused
    Given player A has 1 CP
    And it is player A's Shooting phase
    When player A uses the "Explosives" stratagem on "Tank"
    Then player A did not use the "Explosives" stratagem
    And player A has 1 CP

  Scenario: 15.06: Crushing Impact on a VEHICLE that made a charge move resolves
    Given player A has 1 CP
    And it is player A's Charge phase
    And "Tank" made a charge move this turn
    When player A uses the "Crushing Impact" stratagem on "Tank"
    Then player A used the "Crushing Impact" stratagem
    And the effect of the "Crushing Impact" stratagem is resolved

  Scenario: 15.06: Crushing Impact on a VEHICLE that made no charge move is refused
    Given player A has 1 CP
    And it is player A's Charge phase
    When player A uses the "Crushing Impact" stratagem on "Tank"
    Then player A did not use the "Crushing Impact" stratagem
    And player A cannot use the "Crushing Impact" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: 15.10: Smokescreen at the start of the opponent's Shooting phase resolves
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
