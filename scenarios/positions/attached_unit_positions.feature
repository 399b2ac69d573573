Feature: 19.01, 03.03, 03.04 An attached unit's positions are one unit's
  Either part's name places its models (19.3), but an attached unit is one unit for the rules
  (Attached Units): its coherency takes the models of both parts, and a measure from it starts
  at the closest model of either part. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Captain" for player A
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"

  Scenario: 03.03 a leader 2.5" from its bodyguard leaves the attached unit out of coherency
    Given the positions:
      | unit    | x    | y  |
      | Squad   | 10   | 10 |
      | Captain | 13.5 | 10 |
      | Boyz    | 40   | 30 |
    Then "Squad" is not in coherency
    And "Captain" is not in coherency

  Scenario: 03.03 a leader exactly 2" from its bodyguard keeps the attached unit in coherency
    Given the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Captain | 13 | 10 |
      | Boyz    | 40 | 30 |
    Then "Squad" is in coherency

  Scenario: 03.04 the leader's model engages for the whole attached unit
    Given the positions:
      | unit    | x  | y  |
      | Squad   | 8  | 10 |
      | Captain | 10 | 10 |
      | Boyz    | 12 | 10 |
    Then "Squad" is engaged
    And "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is 1"

  Scenario: 03.04 neither part within engagement range: the attached unit is not engaged
    Given the positions:
      | unit    | x  | y  |
      | Squad   | 8  | 10 |
      | Captain | 10 | 10 |
      | Boyz    | 14 | 10 |
    Then "Squad" is not engaged
    And "Squad" is not engaged with "Boyz"

  Scenario: 11.02 the bodyguard within 12" of an enemy unit lets the attached unit declare a charge
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Squad   | 11.5 | 10 |
      | Captain | 10   | 10 |
      | Boyz    | 24   | 10 |
    Then "Squad" is eligible to declare a charge

  Scenario: 11.02 neither part within 12" of an enemy unit: the attached unit cannot declare a charge
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Squad   | 11.5 | 10 |
      | Captain | 10   | 10 |
      | Boyz    | 24.6 | 10 |
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 01.04 the leader's base across an area's edge puts the attached unit within it, not wholly
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the positions:
      | unit    | x    | y  |
      | Squad   | 18   | 12 |
      | Captain | 16.5 | 12 |
      | Boyz    | 40   | 30 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
