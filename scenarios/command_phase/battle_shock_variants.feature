Feature: Battle-shock roll variants: a rule's modifier, and a roll in another player's step
  A battle-shock roll is 2D6 (01.06). A rule may modify it: the modified total is compared with
  the unit's Ld values, unclamped. A rule may make a unit take a battle-shock roll in a given
  player's Battle-shock step: in the opponent's step it follows that player's own rolls, and a
  unit battle-shocked at the start of the step that passes recovers (08.03).

  Background:
    Given a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" is battle-shocked

  Scenario: 01.06: a +1 modifier turns a roll of 6 into a pass against Ld 7+
    Given a rule modifies battle-shock rolls for "Squad" by +1
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 01.06: with no modifier a roll of 6 fails against Ld 7+
    Given the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.06: a -1 modifier turns a roll of 7 into a fail against Ld 7+
    Given a rule modifies battle-shock rolls for "Squad" by -1
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.06: the modifier is unclamped: a roll of 12 with -6 fails against Ld 7+
    Given a rule modifies battle-shock rolls for "Squad" by -6
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 01.06: a modifier changes the chance of passing
    Given a rule modifies battle-shock rolls for "Squad" by +1
    Then "Squad" passes its battle-shock roll with probability 72.22%

  Scenario: 01.06: a modifier does not change who must roll
    Given "Squad" is not battle-shocked
    And a rule modifies battle-shock rolls for "Squad" by -2
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll

  Scenario: 01.06: a modifier applies to a roll outside the Battle-shock step
    Given "Squad" is not battle-shocked
    And it is player A's Movement phase
    And a rule modifies battle-shock rolls for "Squad" by +2
    And the battle-shock roll for "Squad" will be 5
    When "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked

  Scenario: 08.03: a unit a rule makes roll in the opponent's step recovers on a pass
    Given a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 9
    And it is player A's Movement phase
    When player B's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03: in the opponent's step the unit rolls after that player's own units
    Given a unit "Raiders" for player B
    And "Raiders" is battle-shocked
    And the battle-shock roll for "Raiders" will be 10
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 4
    And it is player A's Movement phase
    When player B's Command phase is resolved
    Then "Raiders" is not battle-shocked
    And "Squad" is battle-shocked
    And "Squad" makes 1 battle-shock roll

  Scenario: 08.03: "makes a battle-shock roll" asks the Command phase just resolved, the opponent's too
    Given a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 9
    And it is player A's Movement phase
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: 08.03: after the opponent's Command phase, a unit no rule made roll there made none
    Given "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    And player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" makes 1 battle-shock roll

  Scenario: 08.03: without such a rule a unit makes no roll in the opponent's step
    Given it is player A's Movement phase
    When player B's Command phase is resolved
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is battle-shocked

  Scenario: 08.03.01: a rule demanding a roll in its own step adds no second roll
    Given a rule makes "Squad" take a battle-shock roll in player A's Battle-shock step
    And the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03: a rule makes a unit at full strength, not battle-shocked, roll in its own step
    Given "Squad" is not battle-shocked
    And a rule makes "Squad" take a battle-shock roll in player A's Battle-shock step
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
