Feature: 03.03 Coherency losses feeding the next Command phase
  A held-out pass over whole turns: the models a unit loses to regain coherency at the end of its
  turn count for half-strength, so its own next Command phase tests it; the opponent's does not.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 03.03 and 08.03: coherency losses at the end of the turn leave the unit at half-strength for its next Command phase, not the opponent's
    Given "Squad" has a starting strength of 6
    And "Squad" has Ld 7+
    And it is player A's Shooting phase
    And model d of "Squad" will be removed to regain coherency
    And the positions:
      | unit  | model | x    | y  |
      | Squad | a     | 10   | 10 |
      | Squad | b     | 11.5 | 10 |
      | Squad | c     | 13   | 10 |
      | Squad | d     | 20   | 10 |
      | Boyz  | 1     | 50   | 40 |
    When the game advances to the end of the turn
    Then "Squad" has 3 models left
    And "Squad" is at half-strength
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    Given the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
