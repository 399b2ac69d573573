Feature: 08.03 The Battle-shock step reads battle-shock as the rules in force make it count
  Each unit that is battle-shocked, or below half-strength, takes a battle-shock roll in its
  player's Battle-shock step. A rule that makes a unit count as battle-shocked, or as not
  battle-shocked, changes that fact for every clause that reads it (contract 18.3 item 6), the
  step's own question among them.

  Background:
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 1

  Scenario: 08.03: a unit at full strength that counts as battle-shocked takes the roll
    Given "Squad" has an ability "Dread" that makes it count as battle-shocked
    And the battle-shock roll for "Squad" will be 10
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" counts as battle-shocked

  Scenario: 08.03: a battle-shocked unit at full strength that counts as not battle-shocked takes none
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Stoic" that makes it count as not battle-shocked
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll

  Scenario: 08.03: the same unit without the rule takes the roll and recovers on a pass
    Given "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 10
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03: a unit below half-strength that counts as not battle-shocked still rolls
    Given "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And "Squad" has an ability "Stoic" that makes it count as not battle-shocked
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
