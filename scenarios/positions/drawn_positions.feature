Feature: 01.04, 03.04, 09.05 Drawn positions
  A property scenario may leave a unit's position open: the search draws the gap between its
  closest model and a reference, and a direction, boundaries first (0, the rules numbers, the
  numbers the steps write, each give or take 0.001"). On a grid the walk enumerates every gap and
  a passing claim is proven for that grid; drawn continuously it is at best confirmed. A draw
  that breaks a Given (a model off the battlefield or on another model) is no situation.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |

  Scenario: A unit drawn within 2" of an enemy unit is engaged with it (03.04 applies)
    Given any position for "Squad" within 2" of "Boyz"
    And positions are drawn on a 0.5" grid
    Then "Squad" is engaged
    And "Squad" is engaged with "Boyz"

  Scenario: A unit drawn more than 2" from every enemy unit is not engaged (03.04 does not apply)
    Given any position for "Squad" more than 2" from "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is not engaged
    And "Squad" is more than 2" from every enemy unit

  Scenario: Drawn heights: within 2" horizontally is not always engaged, so only the plan is claimed
    Given any position for "Squad" within 2" of "Boyz"
    And any height for "Squad"
    And positions are drawn on a 1" grid
    Then "Squad" is within 2" horizontally of "Boyz"

  Scenario: A unit drawn wholly within an area is within it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And any position for "Squad" wholly within the ruin
    And positions are drawn on a 1" grid
    Then "Squad" is wholly within the ruin
    And "Squad" is within 0" of the ruin

  Scenario: A unit drawn outside an area is not within it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And any position for "Squad" not within the ruin
    Then "Squad" is not within 0" of the ruin

  @max_examples:30
  Scenario: Any formation: each model is drawn within 9.001" of the one before it
    Given any position for "Squad" more than 12" from "Boyz"
    And any formation for "Squad"
    Then model 2 of "Squad" is within 9.001" of model 1 of "Squad"
    And "Squad" is more than 12" from "Boyz"

  @max_examples:30
  Scenario: A normal move to any position never ends engaged: a move that would is no situation (09.05)
    Given the positions:
      | unit  | x  | y  |
      | Squad | 24 | 22 |
      | Squad | 24 | 20 |
    And it is player A's Movement phase
    And "Squad" has M 6"
    When "Squad" makes a normal move to any position
    Then "Squad" is not engaged

  Scenario: A charge move to any position within 2" of its target ends engaged with it (11.04)
    Given the positions:
      | unit  | x  | y  |
      | Squad | 22 | 22 |
      | Squad | 22 | 20 |
    And it is player A's Charge phase
    And positions are drawn on a 0.5" grid
    When "Squad" declares a charge
    And "Squad" makes a charge move to any position within 2" of "Boyz"
    Then "Squad" is engaged with "Boyz"

  Scenario: A unit drawn anywhere on the battlefield keeps its compact formation in coherency
    Given any position for "Squad"
    Then "Squad" is in coherency

  Scenario: A formation drawn out of coherency loses models at the end of the turn until it is in coherency again (03.03 applies)
    # the gap between the two models is drawn up to just past 9": from 3" on they are out of
    # coherency, and which model goes is drawn too
    Given it is player A's Shooting phase
    And any position for "Squad" within 2" of a battlefield edge
    And any formation for "Squad"
    And positions are drawn on a 3" grid
    When the game advances to the end of the turn
    Then "Squad" is in coherency

  Scenario: A unit drawn in its compact formation is in coherency and loses no model at the end of the turn (03.03 does not apply)
    Given it is player A's Shooting phase
    And any position for "Squad" within 2" of a battlefield edge
    And positions are drawn on a 1" grid
    When the game advances to the end of the turn
    Then "Squad" has 2 models left

  Scenario: Whichever model its player removes, a unit of two models 9" apart keeps one (03.03)
    Given it is player A's Shooting phase
    And a unit "Grots" for player B
    And any position for "Grots" within 2" of a battlefield edge
    And positions are drawn on a 1" grid
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 20 | 10 |
    When the game advances to the end of the turn
    Then "Squad" has 1 model left
    And "Squad" is in coherency
