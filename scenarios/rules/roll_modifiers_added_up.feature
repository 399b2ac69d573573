Feature: 18.3 item 4 and app 01.05.01: charge and advance roll modifiers that add up, caps and durations
  Every modifier in force counts, from any source (an ability, a player's rule, a mission rule);
  the result is never below 1, a charge roll never above 12, an advance roll has no cap; a
  modifier to leadership rolls never reaches a charge roll, and one whose duration ended counts
  no more. A roll that succeeds automatically is reported so, whatever modifies it.

  Background:
    Given a unit "Squad" for player A
    And it is player A's Charge phase

  Scenario: three charge modifiers from three sources add up
    Given "Squad" has an ability "Headlong" that adds 1 to its charge rolls
    And player A has a rule "Momentum" that adds 2 to its charge rolls
    And a mission rule "Mire" that subtracts 1 from its charge rolls
    And the charge roll for "Squad" will be 5
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 7
    And the charge roll for "Squad" is modified by +2

  Scenario: a charge roll of 2 with -3 is 1, never below
    Given a mission rule "Mire" that subtracts 3 from its charge rolls
    And the charge roll for "Squad" will be 2
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 1

  Scenario: a charge roll of 11 with +1 is exactly 12, uncapped below 12
    Given "Squad" has an ability "Headlong" that adds 1 to its charge rolls
    And the charge roll for "Squad" will be 11
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  Scenario: an advance roll of 6 with +1 is 7: no cap on advance rolls
    Given it is player A's Movement phase
    And "Squad" has an ability "Fleet" that adds 1 to its advance rolls
    And the advance roll for "Squad" will be 6
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 7

  Scenario: a charge roll that succeeds automatically is reported so, not as a number
    Given "Squad" has an ability "Unstoppable" that makes its charge rolls succeed automatically
    And "Squad" has an ability "Headlong" that adds 1 to its charge rolls
    When "Squad" declares a charge
    Then the last charge roll for "Squad" succeeded automatically
    And the charge rolls for "Squad" succeed automatically

  Scenario: a charge modifier that ended does not count
    Given "Squad" has an ability "Headlong":
      | WHEN     | the start of your Movement phase |
      | EFFECT   | adds 2 to its charge rolls        |
      | DURATION | until the end of the phase        |
    And the charge roll for "Squad" will be 5
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 5

  Scenario: a modifier to leadership rolls does not touch charge rolls
    Given player A has a rule "Fervour" that adds 2 to its leadership rolls
    And the charge roll for "Squad" will be 5
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 5
    And the charge roll for "Squad" is modified by 0
