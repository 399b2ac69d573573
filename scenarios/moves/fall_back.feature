Feature: 09.07 Fall-back modes, and battle-shock rolls outside the Battle-shock step (01.07)
  Before falling back the player selects a mode: Ordered Retreat if the unit is not
  battle-shocked (it may select Desperate Escape instead), Desperate Escape otherwise. After a
  Desperate Escape, a unit that is not battle-shocked makes a battle-shock roll (01.07) with
  its given roll; a battle-shocked unit makes none. Its hazard rolls (06.03) are resolved when
  given (scenarios/rules/hazard_rolls.feature); otherwise state the losses with `has <n> models
  left`.

  Background:
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Movement phase

  Scenario: 09.07: an Ordered Retreat makes no battle-shock roll
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is not battle-shocked
    And "Squad" is not engaged

  Scenario: 09.07 and 01.07: a Desperate Escape by a unit that is not battle-shocked makes it roll; a fail battle-shocks it
    Given the battle-shock roll for "Squad" will be 4
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" is not engaged

  Scenario: 09.07: a Desperate Escape roll that passes leaves the unit as it was
    Given the battle-shock roll for "Squad" will be 9
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 09.07: a battle-shocked unit must use Desperate Escape, and makes no battle-shock roll for it
    Given "Squad" is battle-shocked
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is battle-shocked

  Scenario: 09.07: a battle-shocked unit using Desperate Escape by name makes no roll either
    Given "Squad" is battle-shocked
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 0 battle-shock rolls

  Scenario: 09.07: hazard losses are stated, not rolled
    Given the battle-shock roll for "Squad" will be 7
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" is not below starting strength

  Scenario: 01.07: a battle-shock roll some rule demands, outside the Battle-shock step
    Given the battle-shock roll for "Squad" will be 5
    When "Squad" makes a battle-shock roll
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 08.03.01: a roll outside the Battle-shock step does not stand for the step's roll
    The unit failed a roll in player B's turn; in player A's next Battle-shock step it still
    rolls, being battle-shocked, and passing there ends its battle-shock.

    Given it is player B's Shooting phase
    And the battle-shock roll for "Squad" will be 3
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 10
    When player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And "Squad" is not battle-shocked

  Scenario: 01.07: passing a battle-shock roll outside the Battle-shock step does not end battle-shock
    Given "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 11
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
