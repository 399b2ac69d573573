Feature: 19.01, 19.9 An attached unit as the reference of a drawn position
  `within <n>" of` or `more than <n>" from` either part's name measures from every model of the
  whole attached unit (19.01, 01.04): a unit drawn more than 2" from the bodyguard's name is
  more than 2" from the leader too. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the positions:
      | unit    | x  | y  |
      | Squad   | 20 | 20 |
      | Squad   | 21 | 20 |
      | Captain | 22 | 20 |

  Scenario: 03.04 a unit drawn more than 2" from an attached unit is more than 2" from its leader too
    Given any position for "Boyz" more than 2" from "Squad"
    And positions are drawn on a 1" grid
    Then "Boyz" is not engaged
    And "Boyz" is more than 2" from "Captain"

  Scenario: 03.04 a unit drawn within 2" of an attached unit is engaged with it
    Given any position for "Boyz" within 2" of "Captain"
    And positions are drawn on a 1" grid
    Then "Boyz" is engaged with "Squad"
