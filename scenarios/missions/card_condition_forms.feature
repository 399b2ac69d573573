Feature: §20.2 Award-row condition forms that no other library scenario weighs
  One scenario for each condition or counted form of the contract that the cards' own
  scenarios leave out, where it holds; the neighbouring scenario shows where it does not.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And the ruin is an objective
    And the hill is an objective
    And the hill is within player B's territory
    And it is player A's Shooting phase in battle round 2

  Scenario: `<count> enemy models with W <n> or more were destroyed this turn` holds
    Given player A has the secondary mission "Big Game":
      | scores at            | if                                                             | VP |
      | the end of your turn | 2 or more enemy models with W 3 or more were destroyed this turn | 4  |
    And "Boyz" has W 3
    When 2 models of "Boyz" are destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Big Game"

  Scenario: `<count> enemy models with W <n> or more were destroyed this turn` fails for lighter models
    Given player A has the secondary mission "Big Game":
      | scores at            | if                                                             | VP |
      | the end of your turn | 2 or more enemy models with W 3 or more were destroyed this turn | 4  |
    When 2 models of "Boyz" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Big Game"

  Scenario: Plunder scores `1 or more "Plunder" Actions were completed by your units this turn`
    Given player A has the secondary mission "Plunder"
    And the woods is a terrain area
    And "Squad" is within the woods
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"

  Scenario: Plunder scores nothing when no Plunder Action was completed this turn
    Given player A has the secondary mission "Plunder"
    When the game advances to the end of the turn
    Then player A scores no VP for "Plunder"

  Scenario: `<count> enemy units are <tag> by you` counts the tagged units
    Given player A has the secondary mission "Sentence":
      | scores at            | if                                   | VP |
      | the end of your turn | 2 or more enemy units are condemned by you | 3  |
    And "Boyz" is condemned by player A
    And "Grots" is condemned by player A
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Sentence"

  Scenario: `<count> enemy units are <tag> by you` counts only the holder's tags
    Given player A has the secondary mission "Sentence":
      | scores at            | if                                   | VP |
      | the end of your turn | 2 or more enemy units are condemned by you | 3  |
    And "Boyz" is condemned by player A
    And "Grots" is condemned by player B
    When the game advances to the end of the turn
    Then player A scores no VP for "Sentence"

  Scenario: Smoke and Mirrors counts `objective that is decoyed by you`, and again `within your opponent's territory`
    Given player A has the primary mission "Smoke and Mirrors"
    And the ruin is decoyed by player A
    And the hill is decoyed by player A
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Smoke and Mirrors"
