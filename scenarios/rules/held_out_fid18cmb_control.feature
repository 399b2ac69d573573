Feature: 18.3 items 3 and 6 with 14.02: counts as and modifiers read by the level of control
  A held-out pass: a unit's area and battle-shock as a rule makes them count, and its OC as every
  modifier makes it, are what the level of control at the end of a phase reads (14.02, 01.07).

  Background:
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: 18.3 item 6 and 14.02: a unit that counts as within the ruin controls it
    Given "Squad" has an ability "Infiltrators" that makes it count as within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  Scenario: 14.02: without the count-as the same unit is not within range and controls nothing
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin

  Scenario: 18.3 item 6 and 14.02: an enemy rule makes it count as not within the ruin, so the enemy's lower OC controls
    Given "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 3
    And player B has a rule "Lure":
      | TARGET | each enemy unit                       |
      | EFFECT | makes it count as not within the ruin |
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin

  Scenario: 18.3 item 6, 01.07 and 14.02: an enemy rule makes it count as battle-shocked, so its OC counts for nothing
    Given "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 3
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin

  Scenario: 18.3 item 3 and 14.02: an OC of 1 with 2 added counts 3 for each model and wins
    Given "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 1
    And "Squad" has an ability "Mob" that adds 2 to its OC
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  Scenario: 18.3 item 3 and 14.02: an OC of 1 with 1 added ties the enemy's, and no player controls
    Given "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 1
    And "Squad" has an ability "Mob" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And player A's level of control over the ruin is 10
