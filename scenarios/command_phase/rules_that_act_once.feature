Feature: 18.2: one-shot effects of abilities, army rules and stratagems
  A one-shot effect happens when its rule resolves: at its WHEN, or when a stratagem's effect
  resolves. A player may gain CP from a rule (08.02: these are not Core CP), a unit may be
  battle-shocked or have its battle-shock ended (01.07), or take a battle-shock roll outside the
  Battle-shock step; each is the game's own event, weighed as that event is.

  Background:
    Given a unit "Squad"
    And it is player A's Movement phase in battle round 2

  Scenario: 08.02: a rule that gains CP at its trigger adds them when it resolves
    Given player A has 0 CP
    And player A has a rule "Tithes":
      | WHEN   | the end of your Movement phase |
      | EFFECT | you gain 1 CP                  |
    When the game advances to the end of the phase
    Then player A has 1 CP
    And player B has 0 CP

  Scenario: 08.02: before its trigger the rule has gained nothing
    Given player A has 0 CP
    And player A has a rule "Tithes":
      | WHEN   | the end of your Shooting phase |
      | EFFECT | you gain 1 CP                  |
    When the game advances to the end of the phase
    Then player A has 0 CP

  Scenario: Event Companion: CP gained from rules are capped at 1 a battle round in event play
    Given the battle is played under the Event Companion
    And player A has 0 CP
    And player A has a rule "Tithes":
      | WHEN   | the end of your Movement phase |
      | EFFECT | you gain 2 CP                  |
    When the game advances to the end of the phase
    Then player A has 1 CP

  Scenario: 01.07: an ability that battle-shocks its unit at its trigger
    Given "Squad" has an ability "Dread Aura":
      | WHEN   | the end of your Movement phase |
      | EFFECT | makes it battle-shocked        |
    When the game advances to the end of the phase
    Then "Squad" is battle-shocked

  Scenario: 01.07: a rule that ends battle-shock restores its unit
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Rally":
      | WHEN   | the end of your Movement phase |
      | EFFECT | ends its battle-shock          |
    When the game advances to the end of the phase
    Then "Squad" is not battle-shocked

  Scenario: 01.07: before its trigger the unit is still battle-shocked
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Rally":
      | WHEN   | the end of your Shooting phase |
      | EFFECT | ends its battle-shock          |
    When the game advances to the end of the phase
    Then "Squad" is battle-shocked

  Scenario: 01.07: a rule that makes a unit take a battle-shock roll: a fail battle-shocks it
    Given "Squad" has an ability "Terror":
      | WHEN   | the end of your Movement phase     |
      | EFFECT | makes it take a battle-shock roll  |
    And the battle-shock roll for "Squad" will be 3
    When the game advances to the end of the phase
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 01.07: a rule that makes a unit take a battle-shock roll: a pass leaves it as it was
    Given "Squad" has an ability "Terror":
      | WHEN   | the end of your Movement phase     |
      | EFFECT | makes it take a battle-shock roll  |
    And the battle-shock roll for "Squad" will be 11
    When the game advances to the end of the phase
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.4: a declared stratagem's one-shot effect resolves on its target
    Given the stratagem "Unnerve":
      | CP     | 1                       |
      | WHEN   | your Movement phase     |
      | TARGET | one enemy unit          |
      | EFFECT | makes it battle-shocked |
    And a unit "Raiders" for player B
    And player A has 1 CP
    When player A uses the "Unnerve" stratagem on "Raiders"
    Then "Raiders" is battle-shocked
    And "Squad" is not battle-shocked
