Feature: 19.01, 19.9 An attached unit's drawn position is one unit's
  An attached unit is one unit (19.01), placed whole (19.3): `Given any position for` either part's
  name draws the whole attached unit, its closest model relative to the reference and every model
  of both parts in one compact formation in coherency; its condition, its height and `any
  formation` concern the whole unit. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 3 models left
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |

  Scenario: 19.9 an attached unit drawn anywhere places its leader too, in coherency with its bodyguard
    Given any position for "Squad"
    Then "Squad" is in coherency
    And model 1 of "Captain" is within 2" of "Squad"

  Scenario: 03.04 an attached unit drawn within 2" of an enemy unit is engaged with it, its leader's name too
    Given any position for "Squad" within 2" of "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is engaged with "Boyz"
    And "Captain" is engaged

  Scenario: 03.04 an attached unit drawn more than 2" from the enemy: neither part is engaged
    Given any position for "Squad" more than 2" from "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is not engaged
    And "Captain" is more than 2" from every enemy unit

  Scenario: 19.01 the leader's name draws the whole attached unit
    Given any position for "Captain" more than 2" from "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is not engaged
    And "Squad" is more than 2" from "Boyz"

  Scenario: 19.4 an attached unit drawn wholly within a ruin has its leader wholly within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And any position for "Squad" wholly within the ruin
    And positions are drawn on a 1" grid
    Then "Captain" is wholly within the ruin

  Scenario: 19.4 an attached unit drawn not within a ruin: its leader is not within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And any position for "Squad" not within the ruin
    Then "Captain" is not within the ruin

  Scenario: 19.9 a drawn height raises every model of the attached unit alike, whichever part it names
    Given any position for "Squad"
    And any height for "Captain"
    Then the vertical distance between model 1 of "Captain" and model 1 of "Squad" is 0"

  Scenario: 03.04 a unit drawn within 2" of an enemy leader is engaged with the leader's attached unit
    Given a unit "Warboss" for player B
    And "Warboss" has 25.4mm bases
    And "Warboss" is leading "Boyz"
    And a unit "Grots" for player A
    And "Grots" has 25.4mm bases
    And the positions:
      | unit    | x  | y  |
      | Warboss | 31 | 22 |
    And any position for "Grots" within 2" of "Warboss"
    And any position for "Squad" more than 20" from "Boyz"
    And positions are drawn on a 1" grid
    Then "Grots" is engaged with "Boyz"
