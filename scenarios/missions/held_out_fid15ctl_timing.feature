Feature: Held-out pass on when control is determined (14.02, 14.03, 07.02, 08.05)
  `controls`, `level of control` and `controlling` ask the last determination, made at the end of
  each phase and turn; a secure is lost only at the end of a phase.

  Background:
    Given the ruin is an objective
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" has 1 model left

  Scenario: 14.02: a unit that moves onto an objective is not controlling it until the phase ends
    Given it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move that ends within the ruin
    Then "Squad" is within range of the ruin
    And "Squad" is not controlling the ruin
    And player A's level of control over the ruin is 0
    When the game advances to the end of player A's Movement phase
    Then "Squad" is controlling the ruin
    And player A's level of control over the ruin is 10

  Scenario: 14.02: a unit battle-shocked mid-phase keeps its player's control until that phase ends
    Given it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    Then player A controls the ruin
    When "Squad" becomes battle-shocked
    Then player A controls the ruin
    And "Squad" is controlling the ruin
    When the game advances to the end of player A's Shooting phase
    Then player B controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: 14.03: a secure is lost at the end of the opponent's Command phase, the first phase of their turn
    Given it is player B's Command phase in battle round 2
    And player A has secured the ruin
    And "Boyz" has a starting strength of 1
    And "Boyz" is within the ruin
    When the game advances to the end of player B's Command phase
    Then player B controls the ruin
    And player A has not secured the ruin

  Scenario: 14.03: the player who secured an objective keeps it through their own turn with nobody in range
    Given it is player A's Command phase in battle round 3
    And player A has secured the ruin
    When the game advances to the end of player A's turn
    Then player A controls the ruin
    And player A has secured the ruin
    And player A's level of control over the ruin is 0

  Scenario: 07.02: an end-of-turn score reads the control determined at the end of the Fight phase
    Given it is player A's Fight phase in battle round 2
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And player B controls the ruin
    And player A has a mission rule "Hold" that scores 4 VP at the end of your turn if they control the ruin
    When the game advances to the end of player A's turn
    Then player A controls the ruin
    And player A has 4 VP

  Scenario: 07.02: a score at the end of the opponent's turn is not a score at the end of your turn
    Given it is player B's Fight phase in battle round 2
    And "Squad" is within the ruin
    And player A has a mission rule "Hold" that scores 4 VP at the end of your turn if they control the ruin
    When the game advances to the end of player B's turn
    Then player A controls the ruin
    And player A has 0 VP
