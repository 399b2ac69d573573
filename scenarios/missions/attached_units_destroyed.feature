Feature: 19.03 and §20.2: the models of a destroyed attached unit count with their own part's keywords and W
  A card that counts enemy CHARACTER models, or models with W of some value, destroyed this turn
  counts each model with its own keywords and W: in an attached unit CHARACTER is the leader's
  (19.03). Destroying the whole attached unit at once counts each part's models so, and the unit
  itself once.

  Background:
    Given player A has the secondary mission "Headhunt":
      | scores at            | if                                             | VP | for each                                  | at most | tier | mode |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 10 |                                           |         |      |      |
      | the end of your turn |                                                | 1  | enemy CHARACTER model destroyed this turn |         |      |      |
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player B

  Scenario: 19.03: the whole attached unit destroyed counts the leader's model as its one CHARACTER model
    Given "Captain" is leading "Guards"
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 11 VP for "Headhunt"

  Scenario: 19.03: the bodyguard models destroyed alone count no CHARACTER model and destroy no unit
    Given "Captain" is leading "Guards"
    When 5 models of "Guards" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Headhunt"

  Scenario: 19.03: a CHARACTER unit that is no attached unit counts every model it loses
    Given "Guards" has the keyword CHARACTER
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 15 VP for "Headhunt"

  Scenario: 19.03: each part's W counts for a card's W filter when the attached unit is destroyed
    Given player A has the secondary mission "Big Game":
      | scores at            | if | VP | for each                                         | at most | tier | mode |
      | the end of your turn |    | 1  | enemy model with W 4 or more destroyed this turn |         |      |      |
    And "Captain" has W 5
    And "Guards" has W 1
    And "Captain" is leading "Guards"
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 1 VP for "Big Game"
