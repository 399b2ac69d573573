Feature: 15.02 Command Re-roll on a charge or advance roll, and app 01.05.02: once only
  Used on a charge or advance roll its unit made this phase, the roll is re-rolled in full,
  before modifiers, and takes the next given result (contract 18.4); with none given it stands.
  A roll a rule already re-rolled cannot be re-rolled again (18.3 item 4): the stratagem is
  refused with `that roll cannot be re-rolled with it`, and no CP is spent.

  Background:
    Given a unit "Squad" for player A
    And it is player A's Charge phase

  Scenario: Command Re-roll on a charge roll takes the next result, before modifiers
    Given player A has 1 CP
    And "Squad" has an ability "Headlong" that adds 1 to its charge rolls
    And the charge rolls for "Squad" will be 3, then 9
    When "Squad" declares a charge
    And player A uses the "Command Re-roll" stratagem on the charge roll for "Squad"
    Then player A used the "Command Re-roll" stratagem
    And the last charge roll for "Squad" was 10
    And player A has 0 CP

  Scenario: a charge roll a rule re-rolled cannot be re-rolled again with Command Re-roll
    Given player A has 1 CP
    And "Squad" has an ability "Furious Charge" that lets you re-roll its charge rolls
    And the charge rolls for "Squad" will be 3, then 4
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 4
    And player A cannot use the "Command Re-roll" stratagem on the charge roll for "Squad"

  Scenario: Command Re-roll on an advance roll takes the next result
    Given it is player A's Movement phase
    And player A has 1 CP
    And the advance rolls for "Squad" will be 1, then 6
    When "Squad" makes an advance move
    And player A uses the "Command Re-roll" stratagem on the advance roll for "Squad"
    Then the last advance roll for "Squad" was 6

  Scenario: a charge roll a rule did not re-roll can still take Command Re-roll
    Given player A has 1 CP
    And the charge rolls for "Squad" will be 3, then 4
    When "Squad" declares a charge
    Then player A can use the "Command Re-roll" stratagem on the charge roll for "Squad"

  Scenario: a re-rolled charge roll refuses Command Re-roll for that reason
    Given player A has 1 CP
    And "Squad" has an ability "Furious Charge" that lets you re-roll its charge rolls
    And the charge rolls for "Squad" will be 3, then 4
    When "Squad" declares a charge
    And player A uses the "Command Re-roll" stratagem on the charge roll for "Squad"
    Then player A did not use the "Command Re-roll" stratagem
    And player A cannot use the "Command Re-roll" stratagem on the charge roll for "Squad" because that roll cannot be re-rolled with it
    And the last charge roll for "Squad" was 4
    And player A has 1 CP

  Scenario: Command Re-roll with no next result leaves the roll as it was
    Given player A has 1 CP
    And the charge roll for "Squad" will be 3
    When "Squad" declares a charge
    And player A uses the "Command Re-roll" stratagem on the charge roll for "Squad"
    Then player A used the "Command Re-roll" stratagem
    And the last charge roll for "Squad" was 3
