Feature: 15.01: a stratagem is used when its WHEN row says, in the Battle-shock step too
  Any stratagem whose WHEN is the Battle-shock step of your Command phase is used just before
  a unit's battle-shock roll; what it does is its own effect. Only Insane Bravery's effect makes
  the roll automatically succeed (15.04).

  Background:
    Given the stratagem "Steady Nerves":
      | WHEN   | the Battle-shock step of your Command phase |
      | TARGET | one friendly unit                           |
      | EFFECT | the unit holds its ground                   |
    And a unit "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    And it is battle round 2

  Scenario: 15.01: a declared Battle-shock step stratagem is used just before the roll
    Given player A has 1 CP
    And player A will use the "Steady Nerves" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Steady Nerves" stratagem
    And "Squad" makes a battle-shock roll
    And player A has 1 CP

  Scenario: 15.04: its effect is not Insane Bravery's: the roll is made as usual and fails
    Given player A has 1 CP
    And player A will use the "Steady Nerves" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 15.01: its limits hold as for any attempt: one use per phase
    Given player A has 2 CP
    And player A used the "Steady Nerves" stratagem this phase
    And it is player A's Command phase
    Then player A cannot use the "Steady Nerves" stratagem on "Squad" because it was already used this phase
