Feature: 15.04 Insane Bravery and 01.07: the battle-shock roll automatically succeeds
  Used in the Battle-shock step of your Command phase, just before a friendly unit's
  battle-shock roll; the roll is still made and automatically succeeds; once per battle.
  A battle-shocked unit cannot be targeted by its controller's stratagems (01.07).

  Background:
    Given a unit "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    And it is battle round 2

  Scenario: 15.04: the roll is made and automatically succeeds
    Given player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And player A has 1 CP

  Scenario: 15.04: without the stratagem, the same roll fails
    Given player A has 1 CP
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And "Squad" is battle-shocked
    And player A has 2 CP

  Scenario: 15.04: once per battle: a use earlier in the battle bars it
    Given player A has 1 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it
    And "Squad" is battle-shocked
    And player A used the "Insane Bravery" stratagem

  Scenario: 01.07: a battle-shocked unit cannot be saved by it
    Given player A has 1 CP
    And "Squad" is battle-shocked
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the unit is battle-shocked
    And player A did not use the "Insane Bravery" stratagem
    And "Squad" is battle-shocked

  Scenario: 08.02: the CP gained earlier in the same Command phase pays for it
    Given player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked
    And player A has 0 CP

  Scenario: 15.04: it is used only in the Battle-shock step of your Command phase
    Given player A has 2 CP
    And it is player A's Shooting phase
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.04: the opponent cannot use it on your unit
    Given player B has 2 CP
    And player B will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player B cannot use the "Insane Bravery" stratagem on "Squad", for exactly these reasons:
      | the stratagem cannot be used now          |
      | it is not a unit the stratagem can target |
    And "Squad" is battle-shocked

  Scenario: 08.03.01: with a rule's earlier roll, Insane Bravery makes that one roll succeed
    Given player A has 1 CP
    And a rule makes "Squad" take a battle-shock roll earlier in the Battle-shock step
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked
