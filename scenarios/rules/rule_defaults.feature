Feature: 18.1-18.3 Rules left unsaid
  No rule is declared; no unit is within range of an aura; an optional rule is used whenever
  it can be; CP costs are the printed ones; event play is off (contract Defaults, added).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: An optional rule is used whenever it can be
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP

  Scenario: The same rule left unused gains nothing
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A will not use "Tithe"
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 1 CP

  Scenario: Event play is off: two rules gain two CP in one battle round
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A has a rule "Levy":
      | WHEN   | the end of your Command phase |
      | EFFECT | you gain 1 CP                 |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 3 CP

  Scenario: Under the Event Companion the second CP of the round is not gained
    Given the battle is played under the Event Companion
    And player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A has a rule "Levy":
      | WHEN   | the end of your Command phase |
      | EFFECT | you gain 1 CP                 |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP

  Scenario: No unit is within range of an aura unless stated
    Given a unit "Ancient" for player A
    And "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Squad" has OC 2

  Scenario: A unit stated within range of the aura gets it
    Given a unit "Ancient" for player A
    And "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Standard"
    Then "Squad" has OC 3

  Scenario: Printed CP costs: Command Re-roll 1, Counteroffensive 2
    Then the CP cost of the "Command Re-roll" stratagem for player A is 1
    And the CP cost of the "Counteroffensive" stratagem for player B is 2

  Scenario: Each player starts with 0 CP, so a 1CP stratagem cannot be paid
    Given it is player A's Command phase in battle round 2
    Then player A cannot use the "Command Re-roll" stratagem on "Squad" because player A does not have enough CP

  Scenario: A player rule that reduces a printed cost
    Given player A has a rule "Thrift" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    And the CP cost of the "Counteroffensive" stratagem for player B is 2

  Scenario: No rule is declared: a 6 passes Ld 6+
    Given "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 6
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: A rule that modifies the roll turns the 6 into a fail
    Given "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 6
    And a rule modifies battle-shock rolls for "Squad" by -1
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: At exactly half strength with default strength 5, 3 models left is not below half
    Given "Squad" has 3 models left
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
