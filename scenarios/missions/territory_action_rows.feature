Feature: 16.01, 19.8 territory and deployment zone rows read from a deployment map
  Hammer and Anvil: player A defends, its zone the west 18", its territory the west half.
  Bases are 1" across. Vanguard Operation's terrain area lies in the opponent's territory
  (interpretation 97).

  Background:
    Given the deployment "Hammer and Anvil"
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: Plunder: a ruin whose edge lies on the territory line is within your territory
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Plunder"
    And the ruin is the rectangle from (30, 10) to (36, 16)
    And the ruin is a terrain area
    And the positions:
      | unit  | x  | y  |
      | Squad | 33 | 12 |
      | Boyz  | 55 | 40 |
    Then "Squad" cannot start the "Plunder" Action because it is not a unit the Action allows

  Scenario: Plunder: a ruin just past the territory line is not
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Plunder"
    And the ruin is the rectangle from (30.01, 10) to (36, 16)
    And the ruin is a terrain area
    And the positions:
      | unit  | x  | y  |
      | Squad | 33 | 12 |
      | Boyz  | 55 | 40 |
    Then "Squad" can start the "Plunder" Action

  Scenario: Vanguard Operation: a terrain area in your own territory is refused
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Vanguard Operation"
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the ruin is a terrain area
    And the positions:
      | unit  | x  | y  |
      | Squad | 12 | 12 |
      | Boyz  | 55 | 40 |
    Then "Squad" cannot start the "Vanguard Operation" Action

  Scenario: Vanguard Operation: a terrain area in the opponent's territory is allowed
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Vanguard Operation"
    And the ruin is the rectangle from (40, 10) to (46, 16)
    And the ruin is a terrain area
    And the positions:
      | unit  | x  | y  |
      | Squad | 42 | 12 |
      | Boyz  | 55 | 40 |
    Then "Squad" can start the "Vanguard Operation" Action

  Scenario: the attacker's deployment zone is the east one; touching its edge is within it
    Given it is player B's Shooting phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the Action "Dig In":
      | UNITS | one unit that is within your deployment zone |
    And the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 42.5 | 20 |
      | Grots | 41.4 | 30 |
    Then "Boyz" can start the "Dig In" Action
    And "Grots" cannot start the "Dig In" Action because it is not a unit the Action allows

  Scenario: Vanguard Operation: a ruin across the territory line is within the opponent's territory
    Given it is player A's Shooting phase in battle round 2
    And the mission Action "Vanguard Operation"
    And the ruin is the rectangle from (28, 10) to (34, 16)
    And the ruin is a terrain area
    And the positions:
      | unit  | x  | y  |
      | Squad | 29 | 12 |
      | Boyz  | 55 | 40 |
    Then "Squad" can start the "Vanguard Operation" Action

  Scenario: a declared row: your opponent's territory is the other player's, for player B's unit
    Given it is player B's Shooting phase in battle round 2
    And the Action "Forward Post":
      | UNITS | one unit that is within a terrain area that is within your opponent's territory |
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the ruin is a terrain area
    And the crater is the rectangle from (40, 10) to (46, 16)
    And the crater is a terrain area
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 5  | 40 |
      | Boyz  | 12 | 12 |
      | Grots | 42 | 12 |
    Then "Boyz" can start the "Forward Post" Action
    And "Grots" cannot start the "Forward Post" Action because it is not a unit the Action allows
