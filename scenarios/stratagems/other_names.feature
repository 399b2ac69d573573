Feature: 15.05, 15.06 Grenades and Tank Shock: other names of Explosives and Crushing Impact
  The app's errata (rules data 912) name Explosives "Grenades" and Crushing Impact "Tank Shock".
  Wherever a step names a stratagem, either name is that core stratagem: its uses, its limits
  and its CP are one stratagem's, and a verdict that disagrees says which stratagem the name is.
  A stratagem the scenario declares under such a name keeps it.

  Background:
    Given a unit "Squad"
    And "Squad" has the keywords INFANTRY, GRENADES
    And a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And player A has 2 CP

  Scenario: 15.05: Grenades is Explosives: used on a GRENADES unit eligible to shoot
    Given it is player A's Shooting phase in battle round 2
    When player A uses the "Grenades" stratagem on "Squad"
    Then player A used the "Explosives" stratagem
    And player A used the "Grenades" stratagem
    And player A has 1 CP

  Scenario: 15.01: a use as Explosives bars a second use as Grenades in the same phase
    Given it is player A's Shooting phase in battle round 2
    When player A uses the "Explosives" stratagem on "Squad"
    Then player A cannot use the "Grenades" stratagem on "Squad" because it was already used this phase

  Scenario: 15.05: Grenades keeps Explosives' TARGET: a unit with neither keyword is refused
    Given it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Grenades" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: 15.06: Tank Shock is Crushing Impact: a VEHICLE that made a charge move
    Given it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    When player A uses the "Tank Shock" stratagem on "Tank"
    Then player A used the "Crushing Impact" stratagem
    And player A has 1 CP

  Scenario: 15.06: Tank Shock keeps Crushing Impact's TARGET: no charge move, no use
    Given it is player A's Charge phase in battle round 2
    When player A uses the "Tank Shock" stratagem on "Tank"
    Then player A did not use the "Tank Shock" stratagem
    And player A cannot use the "Tank Shock" stratagem on "Tank" because it is not a unit the stratagem can target
    And player A has 2 CP

  Scenario: 15.01: a use stated under the other name counts for the once-per-phase limit
    Given it is player A's Shooting phase in battle round 2
    And player A used the "Grenades" stratagem this phase
    Then player A cannot use the "Explosives" stratagem on "Squad" because it was already used this phase

  Scenario: A stratagem the scenario declares as "Grenades" is its own, not Explosives
    Given the stratagem "Grenades":
      | CP   | 1             |
      | WHEN | any phase     |
    And it is player A's Movement phase in battle round 2
    When player A uses the "Grenades" stratagem on "Tank"
    Then player A used the "Grenades" stratagem
    And player A did not use the "Explosives" stratagem

  Scenario: 15.01: a board's use of Grenades is a use of Explosives
    Given the board "boards/grenades_used.yaml"
    Then player A used the "Explosives" stratagem
    And player A cannot use the "Explosives" stratagem on "Squad" because it was already used this phase
