Feature: §20.2 award rows at their boundaries
  Tiers, caps with earlier scores, an award's battle-long limit, battle-round windows, whose
  turn an award scores in, "whichever comes first" once per activation, "this turn" and "the
  previous turn", an attached unit destroyed only with its last model, and a discarded card.

  Background:
    Given the ruin is an objective
    And the well is an objective
    And the bunker is player A's home objective
    And the crater is player B's home objective

  Scenario: §20.2: tiers: of two rows sharing a tier only the higher scores
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of your turn | you control 1 or more objectives | 2  |          |         | hold |      |
      | the end of your turn | you control 2 or more objectives | 5  |          |         | hold |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the well
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Hold Ground"

  Scenario: §20.2: tiers: with one objective the lower row scores
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of your turn | you control 1 or more objectives | 2  |          |         | hold |      |
      | the end of your turn | you control 2 or more objectives | 5  |          |         | hold |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Hold Ground"

  Scenario: §20.2: a round's earlier secondary score counts towards that round's cap
    Given the VP caps:
      | secondary per battle round | 15 |
      | secondary per battle       | 45 |
    And player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of your turn | you control 1 or more objectives | 5  |          |         |      |      |
    And player A has scored 12 VP from secondary missions in battle round 2
    And player A has 12 VP
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Hold Ground"
    And player A has 15 VP

  Scenario: §20.2: an earlier score without a round counts only towards the per-battle cap
    Given the VP caps:
      | secondary per battle round | 15 |
      | secondary per battle       | 45 |
    And player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of your turn | you control 1 or more objectives | 5  |          |         |      |      |
    And player A has scored 43 VP for "Hold Ground"
    And it is player A's Fight phase in battle round 4
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Hold Ground"

  Scenario: §20.2: whichever comes first scores at the end of the opponent's turn, once per activation
    Given player A has the secondary mission "Stand Firm":
      | scores at                                                                   | if | VP | for each | at most | tier | mode |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first |    | 4  |          |         |      |      |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Stand Firm"
    When the game advances to the end of battle round 2
    Then player A scores 4 VP for "Stand Firm"
    When the game advances to the end of battle round 3
    Then player A scores 4 VP for "Stand Firm"

  Scenario: §20.2: the end of your opponent's turn does not score in your own turn
    Given player A has the secondary mission "Watchful":
      | scores at                       | if                               | VP | for each | at most | tier | mode |
      | the end of your opponent's turn | you control 1 or more objectives | 3  |          |         |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Watchful"

  Scenario: §20.2: a window from battle round 2 scores nothing in battle round 1
    Given player A has the secondary mission "Late Push":
      | scores at                                  | if                               | VP | for each | at most | tier | mode |
      | the end of your turn, from battle round 2 | you control 1 or more objectives | 3  |          |         |      |      |
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Late Push"

  Scenario: §20.2: an award at most 4 VP over the battle, with two turns scoring
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of each turn | you control 1 or more objectives | 3  |          | 4 VP    |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of battle round 2
    Then player A scores 4 VP for "Hold Ground"

  Scenario: §20.2: whichever comes first, drawn by the second player in their turn of battle round 5, scores at the end of that round
    Given it is player B's Command phase in battle round 5
    And player B has the secondary mission "Stand Firm":
      | scores at                                                                           | if | VP | for each | at most | tier | mode |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first |    | 4  |          |         |      |      |
    When the game advances to the end of battle round 5
    Then player B scores 4 VP for "Stand Firm"

  Scenario: §20.2: whichever comes first, drawn in the holder's turn of battle round 4, scores at the end of the opponent's next turn
    Given it is player B's Command phase in battle round 4
    And player B has the secondary mission "Stand Firm":
      | scores at                                                                           | if | VP | for each | at most | tier | mode |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first |    | 4  |          |         |      |      |
    When the game advances to the end of battle round 4
    Then player B scores no VP for "Stand Firm"
    When the game advances to the end of player A's turn
    Then player B scores 4 VP for "Stand Firm" in battle round 5

  Scenario: §20.2: more enemy units destroyed this turn than friendly units in the previous turn
    Given player A has the secondary mission "Payback":
      | scores at            | if                                                                        | VP | for each | at most | tier | mode |
      | the end of your turn | more enemy units were destroyed this turn than friendly units in the previous turn | 3  |  |  |  |  |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Guard" for player A
    And "Guard" was destroyed in the previous turn
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Payback"

  Scenario: §20.2: more enemy units destroyed this turn than friendly units in the previous turn, holding
    Given player A has the secondary mission "Payback":
      | scores at            | if                                                                        | VP | for each | at most | tier | mode |
      | the end of your turn | more enemy units were destroyed this turn than friendly units in the previous turn | 3  |  |  |  |  |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Guard" for player A
    And "Guard" was destroyed in the previous turn
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Payback"

  Scenario: §20.2: a unit destroyed in the previous turn is not destroyed this turn
    Given player A has the secondary mission "Hunt":
      | scores at            | if | VP | for each                        | at most | tier | mode |
      | the end of your turn |    | 2  | enemy unit destroyed this turn  |         |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" was destroyed in the previous turn
    When "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Hunt"

  Scenario: §20.2: the attached unit: bodyguard gone, leader lives: no unit destroyed
    Given player A has the secondary mission "Hunt":
      | scores at            | if                                             | VP | for each | at most | tier | mode |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 10 |          |         |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    When 5 models of "Guards" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Hunt"

  Scenario: §20.2: the attached unit: leader and bodyguard gone: destroyed, and CHARACTER counted once
    Given player A has the secondary mission "Hunt":
      | scores at            | if                                             | VP | for each                                   | at most | tier | mode |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 10 |                                            |         |      |      |
      | the end of your turn |                                                | 1  | enemy CHARACTER model destroyed this turn  |         |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 11 VP for "Hunt"

  Scenario: §20.2: a discarded card stops scoring
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of each turn | you control 1 or more objectives | 3  |          |         |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of player A's turn
    And player A discards "Hold Ground"
    And the game advances to the end of battle round 2
    Then player A scores 3 VP for "Hold Ground"

  Scenario: §20.2: a category's total excludes the score Givens
    Given the VP caps:
      | secondary per battle round | 15 |
      | secondary per battle       | 45 |
    And player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of your turn | you control 1 or more objectives | 5  |          |         |      |      |
    And player A has scored 12 VP from secondary missions in battle round 2
    And player A has 12 VP
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 3 VP from secondary missions in battle round 2
    And player A scores 3 VP from secondary missions

  Scenario: §20.2: a full secondary round cap does not cut a primary award
    Given the VP caps:
      | primary per battle round   | 15 |
      | primary per battle         | 45 |
      | secondary per battle round | 15 |
      | secondary per battle       | 45 |
    And player A has the primary mission "Take Ground":
      | scores at            | if                               | VP | for each | at most | tier | mode |
      | the end of your turn | you control 1 or more objectives | 5  |          |         |      |      |
    And player A has scored 15 VP from secondary missions in battle round 2
    And player A has 15 VP
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Take Ground"
    And player A has 20 VP

  Scenario: §20.2: two cards in one consult: the cap cuts the later card
    Given the VP caps:
      | secondary per battle round | 15 |
    And player A has the secondary mission "First Card":
      | scores at            | if | VP | for each | at most | tier | mode |
      | the end of your turn |    | 10 |          |         |      |      |
    And player A has the secondary mission "Second Card":
      | scores at            | if | VP | for each | at most | tier | mode |
      | the end of your turn |    | 10 |          |         |      |      |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 10 VP for "First Card"
    And player A scores 5 VP for "Second Card"
