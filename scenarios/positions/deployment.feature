Feature: 19.2 Deployment maps from the data
  `Given the deployment` loads a map by name from the data: the defender's deployment zone and
  territory become those of the defending player (by default player A), the attacker's those of
  the other. Hammer and Anvil's zones are the 18" strips at each short edge.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: Player A defends by default: its zone is the west strip
    Given the deployment "hammer and anvil"
    And the positions:
      | unit  | x    | y  |
      | Squad | 17.5 | 10 |
      | Boyz  | 43   | 10 |
    Then "Squad" is wholly within player A's deployment zone
    And "Squad" is within 0" of player A's deployment zone
    And "Boyz" is wholly within player B's deployment zone
    And "Squad" is wholly within player A's territory
    And "Squad" is within 24" of player B's deployment zone
    And "Squad" is more than 23.999" from player B's deployment zone

  Scenario: With player A attacking, its zone is the east strip
    Given the deployment "Hammer and Anvil"
    And player A is the attacker
    And the positions:
      | unit  | x    | y  |
      | Squad | 17.5 | 10 |
      | Boyz  | 43   | 10 |
    Then "Squad" is not wholly within player A's deployment zone
    And "Boyz" is not wholly within player B's deployment zone
    And "Squad" is wholly within player B's territory

  Scenario: Player B may be named the defender
    Given the deployment "Dawn of War"
    And player B is the defender
    And the positions:
      | unit  | x  | y    |
      | Squad | 30 | 43.5 |
      | Boyz  | 30 | 0.5  |
    Then "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's deployment zone
