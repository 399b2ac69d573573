Feature: 19.2-19.6 Positions left unsaid: 60" by 44", height 0, 32mm bases, no M
  The default battlefield is 60" by 44"; a placed model stands at height 0; its base is 32mm
  unless stated; with no M stated no move's distance is weighed (contract Defaults, added).
  Stating each changes the verdict.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1

  Scenario: The default battlefield's east edge is at x 60
    Given the positions:
      | unit  | x    | y  |
      | Squad | 54.5 | 22 |
      | Boyz  | 5    | 5  |
    Then "Squad" is within 6" of a battlefield edge

  Scenario: A longer battlefield puts the east edge out of reach
    Given the battlefield is 72" by 44"
    And the positions:
      | unit  | x    | y  |
      | Squad | 54.5 | 22 |
      | Boyz  | 5    | 5  |
    Then "Squad" is not within 6" of a battlefield edge

  Scenario: Height 0 by default: models side by side are engaged
    Given the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 11.5 | 10 |
    Then "Squad" is engaged
    And "Squad" is engaged with "Boyz"

  Scenario: Exactly 5" up is still engaged
    Given the positions:
      | unit  | x    | y  | height |
      | Squad | 10   | 10 | 5      |
      | Boyz  | 11.5 | 10 |        |
    Then "Squad" is engaged with "Boyz"

  Scenario: A stated height above 5" breaks engagement
    Given the positions:
      | unit  | x    | y  | height |
      | Squad | 10   | 10 | 5.5    |
      | Boyz  | 11.5 | 10 |        |
    Then "Squad" is not engaged
    And the vertical distance between "Squad" and "Boyz" is exactly 5.5"

  Scenario: 32mm by default, a stated base changes the gap
    Given "Squad" has 50mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    # 3" less 25mm and 16mm: 76.2 - 41 = 35.2mm
    Then the distance between "Squad" and "Boyz" is 1.39"

  Scenario: M is not stated, so a long normal move is not weighed
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" can make a normal move to (40, 10)

  Scenario: With M stated, the same move is too long
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" cannot make a normal move to (40, 10)
    And "Squad" can make a normal move to (16, 10)
