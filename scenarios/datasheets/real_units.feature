Feature: Real units from the published 11th-edition datasheets (02, 16.01, 01.06)
  A datasheet unit takes its keywords (faction keywords too), OC, Ld, W and unit size from the
  datasheet; a later Given overrides any of it.

  Background:
    Given it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |

  Scenario: A Knight Paladin is TITANIC, so being engaged does not bar it from an Action
    Given a unit "Knight" from the datasheet "Knight Paladin"
    And "Knight" is engaged
    Then "Knight" has the keyword TITANIC
    And "Knight" has the keyword IMPERIAL KNIGHTS
    And "Knight" has OC 10
    And "Knight" has a starting strength of 1
    And "Knight" can start the "Deploy Device" Action

  Scenario: Without TITANIC, the same engaged Knight is barred
    Given a unit "Knight" from the datasheet "Knight Paladin"
    And "Knight" does not have the keyword TITANIC
    And "Knight" is engaged
    Then "Knight" does not have the keyword TITANIC
    And "Knight" cannot start the "Deploy Device" Action because it is engaged

  Scenario: Fenrisian Wolves have OC 0 and cannot start an Action
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    Then "Wolves" has OC 0
    And "Wolves" has Ld 8+
    And "Wolves" has the keyword BEASTS
    And "Wolves" does not have the keyword INFANTRY
    And "Wolves" has a starting strength of 5
    And "Wolves" cannot start the "Deploy Device" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: A Given OC overrides the datasheet's
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves"
    And "Wolves" has OC 1
    Then "Wolves" has OC 1
    And "Wolves" can start the "Deploy Device" Action

  Scenario: Kroot Farstalkers have a model with OC 1, so the OC bar does not apply
    Given a unit "Kroot" from the datasheet "Kroot Farstalkers"
    Then "Kroot" has OC 0
    And "Kroot" has OC 1
    And "Kroot" can start the "Deploy Device" Action

  Scenario: A unit of the largest size starts at that size
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Intercessors" has 5 models left
    Then "Intercessors" has a starting strength of 10
    And "Intercessors" is at half-strength

  Scenario: An enemy unit from a datasheet
    Given a unit "Boyz" from the datasheet "Boyz" with 20 models for player B
    Then "Boyz" has a starting strength of 20
    And "Boyz" has the keyword ORKS
    And "Boyz" cannot start the "Deploy Device" Action because the Action does not start now

  Scenario: An AIRCRAFT datasheet cannot start an Action
    Given a unit "Thunderhawk" from the datasheet "Thunderhawk Gunship"
    Then "Thunderhawk" has the keyword AIRCRAFT
    And "Thunderhawk" cannot start the "Deploy Device" Action because it is an AIRCRAFT unit

  Scenario: A leadership roll passes on any Ld in the unit: Gretchin with their Runtherd
    Given a unit "Grots" from the datasheet "Gretchin"
    And "Grots" has 5 models left
    And the battle-shock roll for "Grots" will be 7
    When player A's Command phase is resolved
    Then "Grots" has Ld 7+
    And "Grots" has Ld 8+
    And "Grots" makes a battle-shock roll
    And "Grots" is not battle-shocked

  Scenario: Below every Ld in the unit, the roll fails
    Given a unit "Grots" from the datasheet "Gretchin"
    And "Grots" has 5 models left
    And the battle-shock roll for "Grots" will be 6
    When player A's Command phase is resolved
    Then "Grots" is battle-shocked

  Scenario: A board unit from a datasheet takes its values, and its other keys override them
    Given the board:
      """
      phase: shooting
      units:
        Knight: {datasheet: Knight Paladin, engaged: true}
        Wolves: {datasheet: Fenrisian Wolves, models_at_start: 10, models: 4}
      """
    Then "Knight" has the keyword TITANIC
    And "Wolves" has OC 0
    And "Wolves" has a starting strength of 10
    And "Wolves" is below half-strength
