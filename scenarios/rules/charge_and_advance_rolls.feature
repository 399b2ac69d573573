Feature: 18.3 item 4: charge and advance rolls a rule modifies, re-rolls or makes automatic
  The charge roll (11.02) is made when the charge is declared, the advance roll (09.06) when the
  advance move is made, from the results the scenario gives: re-rolled first if a rule lets the
  owner re-roll it (taking the next result), then every modifier in force added; a result below
  1 is 1 and a charge roll above 12 is 12 (app). A roll that succeeds automatically is not made.

  Background:
    Given a unit "Squad" for player A
    And it is player A's Charge phase

  Scenario: a charge roll as given, with no rule
    Given the charge roll for "Squad" will be 7
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 7

  Scenario: an ability adds 1 to its charge rolls
    Given "Squad" has an ability "Headlong" that adds 1 to its charge rolls
    And the charge roll for "Squad" will be 7
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 8
    And "Headlong" changed that verdict
    And the charge roll for "Squad" is modified by +1

  Scenario: app: a charge roll above 12 after modifiers is 12
    Given "Squad" has an ability "Headlong" that adds 2 to its charge rolls
    And the charge roll for "Squad" will be 12
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  Scenario: a re-roll comes before modifiers and takes the next result
    Given "Squad" has an ability "Furious Charge" that lets you re-roll its charge rolls
    And player A has a rule "Momentum" that adds 1 to its charge rolls
    And the charge rolls for "Squad" will be 3, then 8
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 9

  Scenario: without a rule that lets it re-roll, the first result stands
    Given player A has a rule "Momentum" that adds 1 to its charge rolls
    And the charge rolls for "Squad" will be 3, then 8
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 4

  Scenario: a charge roll that succeeds automatically is not rolled
    Given "Squad" has an ability "Unstoppable" that makes its charge rolls succeed automatically
    When "Squad" declares a charge
    Then the last charge roll for "Squad" succeeded automatically

  Scenario: an advance roll a mission rule worsens, never below 1
    Given it is player A's Movement phase
    And a mission rule "Mud" that subtracts 2 from its advance rolls
    And the advance roll for "Squad" will be 2
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 1

  Scenario: an advance roll a rule lets its owner re-roll takes the next result
    Given it is player A's Movement phase
    And player A has a rule "Fleet" that lets you re-roll its advance rolls
    And the advance rolls for "Squad" will be 1, then 5
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 5
