Feature: 18.5: asking what is in force and what changed a verdict
  `is in force` asks whether the rule's source can use it, its duration and CONDITION hold now
  and the unit is in its TARGET; `changed that verdict` asks the nearest question above it again
  without the rule.

  Background:
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: 18.5: a rule changed the OC verdict, another in force did not
    Given "Squad" has an ability "Stubborn" that adds 1 to its OC
    And "Squad" has an ability "Grim" that improves its Ld by 1
    Then "Squad" has OC 3
    And "Stubborn" changed that verdict
    And "Grim" did not change that verdict

  Scenario: 18.5: with no rule declared no rule changed that verdict
    Given it is player A's Movement phase
    And the Action "Hold":
      | STARTS | your Movement phase |
    Then "Squad" can start the "Hold" Action
    And no rule changed that verdict

  Scenario: 18.5: changed that verdict asks the nearest question above it, not another changed step
    Given "Squad" has an ability "Stubborn" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Stubborn" changed that verdict
    And "Stubborn" changed that verdict

  Scenario: 18.5: a lift changed a refusal verdict
    Given it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fury" that lets it declare a charge even though it made an advance move this turn
    Then "Squad" is eligible to declare a charge
    And "Fury" changed that verdict

  Scenario: 18.5: a player rule is in force for its player, not for the opponent
    Given player A has a rule "Doctrine" that adds 1 to its OC
    Then "Doctrine" is in force for player A
    And "Doctrine" is not in force for player B
    And "Doctrine" is in force for "Captain"
    And "Doctrine" is not in force for "Boyz"

  Scenario: 18.5: a rule WHEN always with a CONDITION is in force only while it holds
    Given it is player A's Movement phase
    And "Squad" has an ability "Zeal":
      | CONDITION | it is engaged    |
      | EFFECT    | adds 1 to its OC |
    Then "Zeal" is not in force for "Squad"
    When "Squad" becomes engaged
    Then "Zeal" is in force for "Squad"
    And "Squad" has OC 3

  Scenario: 18.5 and 19.04: a bodyguard's ability reaches the leader's part
    Given "Captain" is leading "Squad"
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    Then "Captain" has OC 3
    And "Stubborn" is in force for "Captain"
