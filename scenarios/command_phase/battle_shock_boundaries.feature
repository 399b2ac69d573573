Feature: 01.06, 01.07 and 08.03: battle-shock rolls at their boundaries, with rules that change them
  A unit exactly at half-strength rolls, one model above does not; a roll equal to Ld passes
  (01.06), an attached unit passing on the best Ld of a part with models left (19.04). An effect
  on leadership rolls (a modifier, an automatic success, a re-roll) reaches battle-shock rolls,
  which are leadership rolls (01.07; contract 18.2); a re-roll comes before modifiers and only
  for a roll that would fail; a battle-shock roll is not capped at 12 (§14).

  Background:
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And it is player A's Command phase

  Scenario: exactly at half-strength, a roll equal to Ld passes
    Given "Squad" has Ld 7+
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: one model above half-strength, no roll
    Given "Squad" has 6 models left
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: a leadership modifier reaches the battle-shock roll and stacks with a battle-shock one
    Given "Squad" has Ld 8+
    And player A has a rule "Fervour" that adds 1 to its leadership rolls
    And "Squad" has an ability "Stubborn" that adds 1 to its battle-shock rolls
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the battle-shock roll for "Squad" is modified by +2

  Scenario: a roll one short of Ld after a -1 fails
    Given "Squad" has Ld 6+
    And a mission rule "Dread" that subtracts 1 from its battle-shock rolls
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: Ld set then improved: sets first, then improvements
    Given "Squad" has an ability "Grim" that sets its Ld to 8+
    And player A has a rule "Resolve" that improves its Ld by 1
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" has Ld 7+
    And "Squad" is not battle-shocked

  Scenario: an attached unit passes on its best Ld
    Given a unit "Captain"
    And "Captain" has Ld 5+
    And "Squad" has Ld 7+
    And "Captain" is leading "Squad"
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: an attached unit whose leader is gone uses the bodyguard's Ld
    Given a unit "Captain"
    And "Captain" has Ld 5+
    And "Squad" has Ld 7+
    And "Captain" is leading "Squad"
    And "Captain" has 0 models left
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: a rule that re-rolls leadership rolls re-rolls a failed battle-shock roll
    Given "Squad" has Ld 7+
    And "Squad" has an ability "Defiant" that lets you re-roll its leadership rolls
    And the battle-shock rolls for "Squad" will be 4, then 9
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 9

  Scenario: a battle-shock re-roll then a modifier
    Given "Squad" has Ld 8+
    And "Squad" has an ability "Second Wind" that lets you re-roll its battle-shock rolls
    And "Squad" has an ability "Stubborn" that adds 1 to its battle-shock rolls
    And the battle-shock rolls for "Squad" will be 3, then 7
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 8
    And "Squad" is not battle-shocked

  Scenario: a battle-shock roll is not capped at 12
    Given "Squad" has an ability "Stubborn" that adds 2 to its battle-shock rolls
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 14

  Scenario: automatic success is the one roll and needs no result
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And the last battle-shock roll for "Squad" succeeded automatically
    And "Squad" is not battle-shocked

  Scenario: an automatic pass of leadership rolls is not one of battle-shock rolls alone
    Given "Squad" has an ability "Fearless" that makes its leadership rolls succeed automatically
    Then the battle-shock rolls for "Squad" succeed automatically

  Scenario: a battle-shocked unit of player B keeps its battle-shock through player A's Command phase
    Given a unit "Raiders" for player B
    And "Raiders" is battle-shocked
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Raiders" does not make a battle-shock roll
    And "Raiders" is battle-shocked

  Scenario: 15.04: Insane Bravery makes the one roll of a unit at half-strength
    Given it is battle round 2
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked
    And player A has 1 CP

  Scenario: a rule that makes leadership rolls succeed automatically passes the Battle-shock step roll
    Given "Squad" is battle-shocked
    And player A has a rule "Iron Will" that makes its leadership rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And the last battle-shock roll for "Squad" succeeded automatically
    And "Squad" is not battle-shocked

  Scenario: a leadership re-roll does not re-roll a battle-shock roll that passed
    Given "Squad" has Ld 7+
    And "Squad" has an ability "Defiant" that lets you re-roll its leadership rolls
    And the battle-shock rolls for "Squad" will be 8, then 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 8
