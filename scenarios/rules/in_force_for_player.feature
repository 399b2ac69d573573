Feature: 18.5: whether a player's rule is in force for that player
  A player's army or detachment rule is in force for its player while an effect of it is: one
  that acts for the player (a CP cost, a 15.01 limit), or one on any of the player's units. It
  is never in force for the opponent.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2

  Scenario: 18.5: a rule on each of a player's units is in force for that player only
    Given player A has a rule "Doctrine" that adds 1 to its OC
    Then "Doctrine" is in force for player A
    And "Doctrine" is not in force for player B

  Scenario: 18.5: a rule that acts for the player is in force for that player
    Given the stratagem "Orders":
      | CP     | 2                 |
      | TARGET | one friendly unit |
    And player A has a rule "Logistics" that reduces the CP cost of your stratagems by 1
    Then "Logistics" is in force for player A
    And "Logistics" is not in force for player B

  Scenario: 18.1: a rule whose duration has ended is no longer in force for its player
    Given player A has a rule "Surge of Faith":
      | WHEN     | the end of your Movement phase |
      | EFFECT   | adds 1 to its OC               |
      | DURATION | until the end of the phase     |
    When the game advances to the end of the phase
    Then "Surge of Faith" is in force for player A
    When the game advances to player A's Shooting phase
    Then "Surge of Faith" is not in force for player A
