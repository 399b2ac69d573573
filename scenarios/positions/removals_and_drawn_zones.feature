Feature: 03.03, 11.04, 19.9 Removals, charges and drawn zones
  Either player's unit out of coherency loses models at the end of a turn, only until it is in
  coherency again; every model of a charging unit ends closer to a target; a position can be
  drawn within a deployment zone that a map gives. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 03.03 the opponent's unit out of coherency also loses models at the end of the turn
    Given it is player A's Shooting phase
    And model 2 of "Boyz" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 40 | 30 |
      | Boyz  | 2     | 50 | 30 |
    When the game advances to the end of the turn
    Then "Boyz" has 1 model left

  Scenario: 03.03 a unit of one model is in coherency
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 30 |
    Then "Squad" is in coherency

  Scenario: 19.8 territories of Dawn of War split the long way
    Given the deployment "Dawn of War"
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 10 |
      | Boyz  | 30 | 34 |
    Then "Squad" is wholly within player A's territory
    And "Boyz" is wholly within player B's territory

  Scenario: 03.03 removals stop once the unit is in coherency again
    Given it is player A's Shooting phase
    And model 3 of "Squad" will be removed to regain coherency
    And model 2 of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Squad | 3     | 20 | 10 |
      | Boyz  | 1     | 50 | 40 |
    When the game advances to the end of the turn
    Then "Squad" has 2 models left
    And model 2 of "Squad" is at (11, 10)

  Scenario: 11.04 every model must end closer to a target, one left behind included
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 10 | 11 |
      | Boyz  | 1     | 17 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move to:
      | model | x  | y  |
      | 1     | 16 | 10 |
    And "Squad" can make a charge move to:
      | model | x  | y  |
      | 1     | 16 | 10 |
      | 2     | 15 | 11 |

  Scenario: 19.9 any position wholly within a deployment zone from the map is within that territory
    Given the deployment "Dawn of War"
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 30 | 34 |
    And any position for "Squad" wholly within player A's deployment zone
    And positions are drawn on a 2" grid
    Then "Squad" is wholly within player A's territory
    And "Squad" is not within player B's deployment zone

  Scenario: 03.03 a destroyed model leaves engagement computed from the rest
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 12 | 10 |
      | Boyz  | 1     | 15 | 10 |
    Then "Squad" is engaged with "Boyz"
    When model 2 of "Squad" is destroyed
    Then "Squad" is not engaged

  Scenario: 19.9 any position wholly within the other player's zone from the map is outside this territory
    Given the deployment "Dawn of War"
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 30 | 22 |
    And any position for "Squad" wholly within player B's deployment zone
    And positions are drawn on a 2" grid
    Then "Squad" is not within player A's territory
    And "Squad" is not within player A's deployment zone
