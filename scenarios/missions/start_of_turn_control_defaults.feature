Feature: 20.2, 14.02 Control at the start of the turn, left unsaid
  Each player controlled at the start of the turn what they control as stated; from the start
  of the round the Start of Turn step records it (contract Defaults, added).

  Background:
    Given the ruin is an objective
    And player A has the secondary mission "Take Ground":
      | scores at            | if                                                                                 | VP |
      | the end of your turn | you control 1 or more objectives that you did not control at the start of the turn | 3  |
    And a unit "Squad" for player A
    And "Squad" is within the ruin

  Scenario: A unit stated on an objective mid-turn: its player controlled it at the start of the turn
    Given it is player A's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then player A controls the ruin
    And player A scores no VP for "Take Ground"

  Scenario: Stated otherwise, the objective is a new one
    Given it is player A's Shooting phase in battle round 2
    And player A did not control the ruin at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Take Ground"

  Scenario: From the start of the round, the Start of Turn step records who controlled it
    Given a unit "Boyz" for player B
    And "Boyz" has OC 5
    And "Boyz" is within the ruin
    And player B controls the ruin
    And it is battle round 2
    When the game advances to player A's Shooting phase
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A controls the ruin
    And player A scores 3 VP for "Take Ground"
