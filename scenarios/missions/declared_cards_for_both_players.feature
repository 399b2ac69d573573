Feature: A card declared with a table is that card for both players (contract §20.2, Loading a card; interpretation 99)

  Scenario: §20.2: the other player's Given for a card declared with a table holds the table's rows
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 3  |
    And player B has the secondary mission "Hold Ground"
    And a unit "Guards" for player B
    And "Guards" is within the hill
    And the hill is an objective
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then player B scores 3 VP for "Hold Ground"
    And player A scores no VP for "Hold Ground"

  Scenario: §20.2: a card no table declared is held with the data's rows by the other player's Given
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 3  |
    And player B has the secondary mission "No Prisoners"
    And a unit "Guards" for player B
    And a unit "Squad" for player A
    And it is player B's Shooting phase in battle round 2
    When "Squad" is destroyed by "Guards"
    And the game advances to the end of the turn
    Then player B scores 2 VP for "No Prisoners"
    And player A scores no VP for "Hold Ground"
