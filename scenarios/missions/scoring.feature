Feature: 07.02, 07.03, 08.05 Mission rules score VP at their trigger, after the other rules
  A player's mission rule scores at its trigger, after the step's other rules and after
  control is determined there, so changes made at the end of a phase count when the mission
  scores. The end of the battle is 07.03 of the last battle round, after that round's mission
  rules. EFFECT "score <n> VP" scores for the unit's player when the Action completes.

  Background:
    Given the ruin is an objective
    And the bunker is an objective

  Scenario: Scoring for each objective controlled at the end of the Command phase
    Given it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the bunker
    And player A has 3 VP
    And player A has a mission rule "Hold" that scores 5 VP at the end of your Command phase for each objective they control
    When the game advances to the end of player A's Command phase
    Then player A has 13 VP
    And player B has 0 VP

  Scenario: A battle-shock roll failed in the Command phase counts when the phase scores
    Given it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    And player A has a mission rule "Hold" that scores 5 VP at the end of your Command phase if they control the ruin
    When the game advances to the end of player A's Command phase
    Then "Squad" is battle-shocked
    And no player controls the ruin
    And player A has 0 VP

  Scenario: A mission rule of "your turn" scores only in its owner's turn
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has a mission rule "Hold" that scores 3 VP at the end of your turn if they control the ruin
    When the game advances to the end of the battle round
    Then player A has 3 VP

  Scenario: The end of the battle scores after the last round's mission rules
    Given the mission lasts 1 battle round
    And it is player B's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a mission rule "Round over" that triggers at the end of the battle round
    And player A has a mission rule "Bonus" that scores 4 VP at the end of the battle if they control the ruin
    And player A has a mission rule "Last" that scores 1 VP at the end of the battle round
    When the game advances to the end of the battle round
    Then the rules resolve in this order:
      | Round over |
      | Last       |
      | Bonus      |
    And player A has 5 VP

  Scenario: The end of the battle does not come before the last round
    Given it is player B's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has a mission rule "Bonus" that scores 4 VP at the end of the battle if they control the ruin
    When the game advances to the end of the battle round
    Then "Bonus" does not trigger
    And player A has 0 VP

  Scenario: An Action whose effect scores VP scores for the unit's player on completion
    Given the Action "Raid":
      | COMPLETES | the end of your turn |
      | EFFECT    | score 3 VP           |
    And it is player B's Shooting phase
    And a unit "Boyz" for player B
    When "Boyz" starts the "Raid" Action
    Then player B has 0 VP
    When the game advances to the end of the turn
    Then "Boyz" completes the "Raid" Action
    And player B has 3 VP
