Feature: 14.03 Secured objectives
  A secured objective stays its player's with nobody in range, and through a tie, until the
  opponent's level of control is higher at the end of a phase. The end of a turn is not the
  end of a phase: read literally, it does not take a secured objective away.

  Background:
    Given the ruin is an objective
    And player A has secured the ruin
    And it is player A's Movement phase

  Scenario: A secured objective is kept with no unit in range
    Given a unit "Squad" for player A
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  Scenario: A secured objective is kept through a tie
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  Scenario: A higher level at the end of a phase takes a secured objective
    Given a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin
    When "Boyz" makes a normal move that ends outside the ruin
    And the game advances to the end of player A's Shooting phase
    Then no player controls the ruin

  Scenario: A secured objective is kept until a phase ends
    Given a unit "Boyz" for player B
    When "Boyz" makes a normal move that ends within the ruin
    Then player A controls the ruin
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin

  Scenario: A secured objective with its own player's level higher stays theirs
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin

  Scenario: app FAQ data 912: an ability that secures what its unit controls sees that step's control
    Given the woods is an objective
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And "Squad" has an ability "Hold the Line":
      | WHEN   | the end of your Movement phase           |
      | EFFECT | secures each objective it is controlling |
    When the game advances to the end of player A's Movement phase
    Then player A controls the woods
    And player A has secured the woods

  Scenario: 14.03: the ability secures nothing its unit does not control
    Given the woods is an objective
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Boyz" is within the woods
    And "Squad" has an ability "Hold the Line":
      | WHEN   | the end of your Movement phase           |
      | EFFECT | secures each objective it is controlling |
    When the game advances to the end of player A's Movement phase
    Then player B controls the woods
    And player A has not secured the woods

  Scenario: 14.03: a player's rule secures a named objective for its player
    Given the woods is an objective
    And player B has a rule "Claim":
      | WHEN   | the end of your Shooting phase |
      | EFFECT | secures the woods for you      |
    When the game advances to the end of player B's Shooting phase
    Then player B has secured the woods
    When the game advances to the end of player B's Charge phase
    Then player B controls the woods

  Scenario: 18.1 RESTRICTIONS: a rule usable once per battle resolves only the first time
    Given the woods is an objective
    And player B has a rule "Claim":
      | WHEN         | the end of your Shooting phase |
      | EFFECT       | secures the woods for you      |
      | RESTRICTIONS | once per battle                |
    And a unit "Squad" for player A
    And "Squad" is within the woods
    When the game advances to the end of player B's Shooting phase
    Then player B has secured the woods
    When the game advances to the start of battle round 2
    And the game advances to the end of player A's Movement phase
    Then player A controls the woods
    And player B has not secured the woods
    When the game advances to the end of player B's Shooting phase
    Then player B has not secured the woods
