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

  Scenario: 03.03 an attached unit out of coherency at the end of the turn loses the leader its player chose
    Given it is player A's Shooting phase
    And model 1 of "Captain" will be removed to regain coherency
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 11 | 10 |
      | Captain | 1     | 20 | 10 |
      | Boyz    | 1     | 40 | 30 |
    When the game advances to the end of the turn
    Then "Captain" has 0 models left
    And "Squad" has 2 models left
    And "Squad" is in coherency

  Scenario: 03.03 an attached unit loses the bodyguard models its player chose, in order, only until it is in coherency
    Given it is player A's Shooting phase
    And model 3 of "Squad" will be removed to regain coherency
    And model 1 of "Captain" will be removed to regain coherency
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 11 | 10 |
      | Squad   | 3     | 20 | 10 |
      | Captain | 1     | 12 | 10 |
      | Boyz    | 1     | 40 | 30 |
    When the game advances to the end of the turn
    Then "Squad" has 2 models left
    And "Captain" has 1 model left
    And "Squad" is in coherency

  Scenario: 03.03 an attached unit in coherency at the end of the turn loses no model
    Given it is player A's Shooting phase
    And model 1 of "Captain" will be removed to regain coherency
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 11 | 10 |
      | Captain | 1     | 12 | 10 |
      | Boyz    | 1     | 40 | 30 |
    When the game advances to the end of the turn
    Then "Squad" has 2 models left
    And "Captain" has 1 model left

  Scenario: 03.03 an attached unit drawn out of coherency is in coherency again whichever models of either part its player removes
    Given it is player A's Shooting phase
    And a unit "Grots" for player B
    And any position for "Grots" within 2" of a battlefield edge
    And positions are drawn on a 1" grid
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 11 | 10 |
      | Captain | 1     | 20 | 10 |
      | Boyz    | 1     | 40 | 30 |
    When the game advances to the end of the turn
    Then "Squad" is in coherency

  Scenario: 19.3 a model label after a leader's name is the leader's model, after the bodyguard's a bodyguard's
    Given it is player A's Movement phase
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 11 | 10 |
      | Captain | 1     | 12 | 10 |
      | Boyz    | 1     | 40 | 30 |
    Then model 1 of "Captain" is at (12, 10)
    And model 1 of "Squad" is at (10, 10)
    And model 1 of "Captain" is not within 0.5" of model 1 of "Squad"
    And model 1 of "Captain" is within 1" of model 2 of "Squad"
    And the distance between model 1 of "Captain" and model 1 of "Squad" is exactly 1"

  Scenario: 19.3 a model label of a unit that leads no one is its own model
    Given a unit "Sergeant" for player A
    And "Sergeant" has 25.4mm bases
    And it is player A's Movement phase
    And the positions:
      | unit     | model | x  | y  |
      | Squad    | 1     | 10 | 10 |
      | Captain  | 1     | 12 | 10 |
      | Sergeant | 1     | 20 | 10 |
      | Boyz     | 1     | 40 | 30 |
    Then model 1 of "Sergeant" is at (20, 10)
    And model 1 of "Sergeant" is within 7" of model 1 of "Captain"
