Feature: 19.2, 19.11 Deployment maps and boards, at their boundaries
  A base touching a deployment zone from outside is within it but not wholly within it; a board
  gives a deployment, the attacker, heights and M, and states facts the positions agree with.
  Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 19.2 Hammer and Anvil: a base touching the zone's edge from outside is within it but not wholly
    Given the deployment "Hammer and Anvil"
    And the positions:
      | unit  | x    | y  |
      | Squad | 18.5 | 10 |
      | Boyz  | 43   | 10 |
    Then "Squad" is within player A's deployment zone
    And "Squad" is not wholly within player A's deployment zone

  Scenario: 19.2 Hammer and Anvil, a base just past the zone is not within it
    Given the deployment "Hammer and Anvil"
    And the positions:
      | unit  | x      | y  |
      | Squad | 18.501 | 10 |
      | Boyz  | 43     | 10 |
    Then "Squad" is not within player A's deployment zone

  Scenario: 19.11 a board with a deployment and an attacker
    Given the board:
      """
      deployment: Hammer and Anvil
      attacker: A
      units:
        Squad: {player: A, base: 1", positions: [[50, 10]]}
        Boyz: {player: B, base: 1", positions: [[5, 10]]}
      """
    Then "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's deployment zone

  Scenario: 19.11 a board's engaged key that the positions agree with
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", engaged: true, positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[13, 10]]}
      """
    Then "Squad" is engaged with "Boyz"

  Scenario: 19.11 a board's within_12_of_enemy the positions agree with
    Given the board:
      """
      phase: charge
      units:
        Squad: {player: A, base: 1", within_12_of_enemy: true, positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[23, 10]]}
      """
    Then "Squad" is eligible to declare a charge

  Scenario: 19.11 a board's heights and M
    Given the board:
      """
      phase: movement
      units:
        Squad: {player: A, base: 1", m: 6, positions: [[10, 10, 3]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    And the placement "down" for "Squad":
      | model | x      | y  | height |
      | 1     | 13.001 | 10 | 0      |
    Then "Squad" has M 6"
    # 3" across and 3" down: 6" with the climb, exactly M
    And "Squad" can make a normal move to:
      | model | x  | y  | height |
      | 1     | 13 | 10 | 0      |
    And "Squad" cannot make a normal move to the placement "down", for exactly these reasons:
      | a model would move farther than its maximum distance |
