Feature: §20.2 Caps, the Event Companion, discards and both turns
  Awards at the end of the battle are not subject to the per-battle-round cap; `per Fixed
  secondary card` caps a card held as a Fixed mission; the Event Companion sets no cap; a
  discarded card answers with what it scored; `the end of each turn` is both turns.
  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the ruin is an objective
    And "Squad" is within the ruin

  Scenario: An award at the end of the battle is not cut by the per-battle-round cap
    Given the mission lasts 1 battle round
    And the VP caps:
      | secondary per battle round | 5  |
      | secondary per battle       | 45 |
    And player A has the secondary mission "Hold":
      | scores at             | VP |
      | the end of your turn  | 5  |
      | the end of the battle | 10 |
    And it is player A's Fight phase
    When the game advances to the end of the battle round
    Then player A scores 15 VP for "Hold"

  Scenario: per Fixed secondary card caps a card held as a Fixed mission
    Given the VP caps:
      | per Fixed secondary card | 4 |
    And player A has the secondary mission "Assassination" as a Fixed mission
    And "Boyz" has the keyword CHARACTER
    And it is player A's Fight phase
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: The Event Companion sets no VP cap
    Given the battle is played under the Event Companion
    And player A has the secondary mission "Hold":
      | scores at             | VP |
      | the end of your turn  | 50 |
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then player A scores 50 VP for "Hold"

  Scenario: A discarded card answers with what it scored
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Fight phase
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    And player A discards "No Prisoners"
    Then player A scores 2 VP for "No Prisoners"

  Scenario: the end of each turn scores in both players' turns
    Given player A has the secondary mission "Hold":
      | scores at             | VP |
      | the end of each turn  | 1  |
    And it is player A's Fight phase
    When the game advances to the end of the battle round
    Then player A scores 2 VP for "Hold"
