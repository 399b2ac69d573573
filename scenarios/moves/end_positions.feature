Feature: 03.01, 09.05, 11.04 Moves with end positions
  A move step may say where the models end. The move is first weighed as before (eligibility),
  then where it leaves the models: on the battlefield, on no other model, in coherency, no
  farther than the maximum distance where the scenario states it (M for a normal move; the
  straight line from start to end), and for a normal move, unengaged. A charge move ends
  engaged with every target and no other enemy unit, every model closer to a target. After
  the move, engagement and range are measured again.

  Background:
    Given it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has M 6"

  Scenario: A normal move of exactly M ends where it says
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 40 | 10 |
    When "Squad" makes a normal move by (6, 0)
    Then model 1 of "Squad" is at (16, 10)
    And model 2 of "Squad" is at (17, 10, 0)
    And model 1 of "Squad" is within 0" of model 2 of "Squad"
    And the distance between model 2 of "Squad" and "Boyz" is 22"
    And "Squad" is in coherency

  Scenario: A normal move may end a thousandth of an inch outside engagement range
    Given the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Boyz  | 1     | 19.001 | 10 |
    When "Squad" makes a normal move to (16, 10)
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 2.001"

  Scenario: A charge move ends engaged with its target, and the positions say so afterwards
    Given it is player A's Charge phase
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 20 | 10 |
    When "Squad" makes a charge move to (17, 10)
    Then "Squad" is engaged with "Boyz"
    And "Boyz" is engaged

  Scenario: A one-model unit moves into a shaped area and so is within it
    Given the ruin is the rectangle from (14, 5) to (20, 15)
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 8  | 10 |
      | Boyz  | 1     | 40 | 10 |
    Then "Squad" is more than 5" from the ruin
    When "Squad" makes an advance move to (13.5, 10)
    Then "Squad" is within 0" of the ruin
    And "Squad" is not wholly within the ruin

  Scenario: Models a table leaves out do not move; coherency is kept at exactly 2"
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 40 | 10 |
    When "Squad" makes a normal move to:
      | model | x  | y  |
      | 2     | 13 | 10 |
    Then "Squad" is in coherency
    And the distance between model 1 of "Squad" and model 2 of "Squad" is exactly 2"
    And the distance between model 1 of "Squad" and "Boyz" is 29"
