Feature: 08.03.01 One battle-shock roll per unit in each Battle-shock step
  However many reasons a unit has to be tested, it makes one roll in a Battle-shock step. If
  some rule has it roll earlier in that step, that earlier roll is the only one; a pass still
  ends battle-shock. Over several Command phases the rolls add up.

  Background:
    Given a unit "Intercessors"
    And it is player A's Command phase

  Scenario: 08.03.01: battle-shocked and at half-strength, the unit still rolls only once
    Given "Intercessors" has a starting strength of 10
    And "Intercessors" has 5 models left
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 8
    When player A's Command phase is resolved
    Then "Intercessors" makes 1 battle-shock roll
    And "Intercessors" is not battle-shocked

  Scenario: 08.03.01: an earlier roll replaces the one for being below half-strength
    Given "Intercessors" has 2 models left
    And a rule makes "Intercessors" take a battle-shock roll earlier in the Battle-shock step
    And the battle-shock roll for "Intercessors" will be 7
    When player A's Command phase is resolved
    Then "Intercessors" makes 1 battle-shock roll
    And "Intercessors" is not battle-shocked

  Scenario Outline: 08.03.01: an earlier roll by a battle-shocked unit decides its recovery
    Given "Intercessors" is battle-shocked
    And a rule makes "Intercessors" take a battle-shock roll earlier in the Battle-shock step
    And the battle-shock roll for "Intercessors" will be <roll>
    When player A's Command phase is resolved
    Then "Intercessors" makes 1 battle-shock roll
    And "Intercessors" <after>

    Examples:
      | roll | after                 |
      | 6    | is not battle-shocked |
      | 5    | is battle-shocked     |

  Scenario: 08.03.01: a unit with no reason of its own still makes the earlier roll
    Given a rule makes "Intercessors" take a battle-shock roll earlier in the Battle-shock step
    And the battle-shock roll for "Intercessors" will be 2
    When player A's Command phase is resolved
    Then "Intercessors" makes a battle-shock roll
    And "Intercessors" is battle-shocked

  Scenario: 08.03: a unit still at half-strength rolls again in its next Command phase
    Given "Intercessors" has a starting strength of 10
    And "Intercessors" has 5 models left
    And the battle-shock roll for "Intercessors" will be 12
    When player A's Command phase is resolved
    And the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 2
    And "Intercessors" makes 2 battle-shock rolls
    And "Intercessors" makes a battle-shock roll

  Scenario: 08.03: a unit that recovered at full strength has no roll to make the next time
    Given "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 12
    When player A's Command phase is resolved
    And the game advances to the end of player A's Command phase
    Then "Intercessors" makes 1 battle-shock roll
    And "Intercessors" does not make a battle-shock roll

  Scenario: 08.03: a unit that stays battle-shocked rolls again the next time, with a new roll
    Given "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 4
    When player A's Command phase is resolved
    Then "Intercessors" is battle-shocked
    Given the battle-shock roll for "Intercessors" will be 10
    When the game advances to the end of player A's Command phase
    Then "Intercessors" makes 2 battle-shock rolls
    And "Intercessors" is not battle-shocked
