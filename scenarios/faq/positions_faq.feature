Feature: Positions and distances
  Published answers about where models stand: within, wholly within, engagement range and
  objective markers, each measured by the rules core from the positions the entry places
  (01.04, 03.03, 03.04, 14.02 and the Rules Appendix).

  @faq
  Scenario: Are two models whose bases are exactly 2" apart engaged?
    Yes. Within 2" means not more than 2", so bases exactly 2" apart are within engagement
    range (03.04), and bases 2.001" apart are not.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 13     | 10 |
      | Grots | 10     | 6.999 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And the distance between "Squad" and "Grots" is exactly 2.001"

  @faq
  Scenario: Is a unit whose base touches the edge of a ruin within it, and wholly within it?
    Within, not wholly within. A model is within an area if any part of its base is, boundary
    included; wholly within needs every part of the base inside (01.04).

    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 16.5 | 12 |
      | Squad | 2     | 15   | 12 |
      | Boyz  | 1     | 40   | 30 |
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And model 2 of "Squad" is wholly within the ruin

  @faq
  Scenario: Does only the part of a unit within range of an objective marker count towards its control?
    Yes. A player's level of control adds the OC of each of their models within range (14.02):
    3" horizontally of the 40mm marker. Here one of the Squad's three models (OC 2) is in
    range, and both Boyz (OC 1), so the levels tie and nobody controls it.

    Given the beacon is an objective marker at (30, 22)
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Boyz" has OC 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 31 | 22 |
      | Squad | 20 | 10 |
      | Squad | 21 | 10 |
      | Boyz  | 29 | 22 |
      | Boyz  | 29 | 23 |
    Then player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon

  @faq
  Scenario: Can a unit end a turn out of coherency?
    No. At the end of every turn a unit out of coherency loses models, one at a time and of its
    player's choosing, until it is in coherency again (03.03): within 2" of another model of
    the unit and within 9" of every other. Checked here for a unit of two models drawn in any
    formation, its models from base contact to just past 9" apart, whichever model its player
    removes.

    Given it is player A's Shooting phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 2 models left
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 50 | 40 |
    And any position for "Squad" within 2" of a battlefield edge
    And any formation for "Squad"
    And positions are drawn on a 3" grid
    When the game advances to the end of the turn
    Then "Squad" is in coherency
