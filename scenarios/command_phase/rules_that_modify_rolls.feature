Feature: 18.2 and 18.3 item 4: rules that change Ld and battle-shock rolls
  Ld is improved or worsened (improving 7+ by 1 gives 6+); a modifier to battle-shock (or any
  leadership) rolls is added to the 2D6 total (01.06); a roll that succeeds automatically is
  not rolled and passes (01.05).

  Background:
    Given a unit "Intercessors"
    And "Intercessors" has a starting strength of 10
    And "Intercessors" has 4 models left
    And it is player A's Command phase

  Scenario: Without a rule, a 6 against Ld 7+ fails
    Given "Intercessors" has Ld 7+
    And the battle-shock roll for "Intercessors" will be 6
    When player A's Command phase is resolved
    Then "Intercessors" is battle-shocked

  Scenario: A leader ability that improves Ld by 1 turns that 6 into a pass
    Given "Intercessors" has Ld 7+
    And a unit "Captain"
    And "Captain" is leading "Intercessors"
    And "Captain" has Ld 7+
    And "Captain" has a leader ability "Rites of Battle" that improves its Ld by 1
    And the battle-shock roll for "Intercessors" will be 6
    When player A's Command phase is resolved
    Then "Intercessors" is not battle-shocked
    And "Intercessors" has Ld 6+

  Scenario: A leader ability is not in force while its bearer leads no unit
    Given a unit "Captain"
    And "Captain" has a leader ability "Rites of Battle" that improves its Ld by 1
    Then "Rites of Battle" is not in force for "Captain"
    And "Captain" has Ld 6+

  Scenario: 01.06: an ability adds 1 to the battle-shock roll
    Given "Intercessors" has Ld 7+
    And "Intercessors" has an ability "Stubborn" that adds 1 to its battle-shock rolls
    And the battle-shock roll for "Intercessors" will be 6
    When player A's Command phase is resolved
    Then "Intercessors" is not battle-shocked

  Scenario: 01.06: a rule that worsens Ld makes a pass a fail
    Given a mission rule "Dread" that worsens its Ld by 2
    And the battle-shock roll for "Intercessors" will be 7
    When player A's Command phase is resolved
    Then "Intercessors" is battle-shocked

  Scenario: 01.05: a rule that makes the rolls succeed automatically needs no roll
    Given "Intercessors" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Intercessors" is not battle-shocked

  Scenario: 18.5: every modifier in force on the roll, asked
    Given "Intercessors" has an ability "Stubborn" that adds 1 to its battle-shock rolls
    And player A has a rule "Fervour" that adds 1 to its leadership rolls
    And a mission rule "Dread" that subtracts 1 from its battle-shock rolls
    And a unit "Scouts"
    Then the battle-shock roll for "Intercessors" is modified by +1
    And the battle-shock roll for "Scouts" is modified by 0
    And the battle-shock rolls for "Intercessors" do not succeed automatically

  Scenario: 18.5: automatic success, asked
    Given "Intercessors" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    Then the battle-shock rolls for "Intercessors" succeed automatically
