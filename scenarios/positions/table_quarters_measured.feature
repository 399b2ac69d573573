Feature: 19.5, app 01.04.05 The table quarters are measured in a positioned scenario
  Where models are placed, the battlefield's four table quarters are decided by the positions,
  as any shaped area is: the battlefield is split by lines 1mm thick through its centre, so a
  base that reaches into a centre line is within its quarter but wholly within none. A
  mission card reads the same quarters (20.2). A scenario that places no model keeps the
  stated membership, and a quarter given a shape of its own is measured from that shape.
  The default battlefield is 60" by 44": its centre lines are x = 30 and y = 22, each
  0.5mm (about 0.0197") either side. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: A unit deep in a quarter is wholly within it and not within the others
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" is wholly within the south-west table quarter
    And "Squad" is not within the north-east table quarter
    And "Boyz" is wholly within the north-east table quarter
    And "Boyz" is not within the south-west table quarter

  Scenario: A base touching the centre line is within its quarter but wholly within none
    Given the positions:
      | unit  | x    | y  |
      | Squad | 29.5 | 10 |
      | Boyz  | 50   | 40 |
    Then "Squad" is within the south-west table quarter
    And "Squad" is not wholly within the south-west table quarter
    And "Squad" is not within the south-east table quarter

  Scenario: A base 0.01" clear of the 1mm line is wholly within its quarter; one reaching into it is not
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | x     | y  |
      | Squad   | 29.47 | 10 |
      | Marines | 29.49 | 5  |
      | Boyz    | 50    | 40 |
    Then "Squad" is wholly within the south-west table quarter
    And "Marines" is within the south-west table quarter
    And "Marines" is not wholly within the south-west table quarter

  Scenario: A unit with a model in each of two quarters is wholly within neither
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 29 | 10 |
      | Squad | 2     | 31 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then "Squad" is within the south-west table quarter
    And "Squad" is within the south-east table quarter
    And "Squad" is not wholly within the south-west table quarter
    And "Squad" is not wholly within the south-east table quarter

  Scenario: After a move the quarter is measured again
    Given it is player A's Movement phase in battle round 2
    And "Squad" has M 6"
    And the positions:
      | unit  | x  | y  |
      | Squad | 27 | 10 |
      | Boyz  | 50 | 40 |
    When "Squad" makes a normal move to (33, 10)
    Then "Squad" is wholly within the south-east table quarter
    And "Squad" is not within the south-west table quarter

  Scenario: A quarter given a shape of its own is measured from that shape
    Given the south-west table quarter is the rectangle from (0, 0) to (10, 10)
    And the positions:
      | unit  | x  | y |
      | Squad | 20 | 5 |
      | Boyz  | 50 | 40 |
    Then "Squad" is not within the south-west table quarter
    And the distance between "Squad" and the south-west table quarter is exactly 9.5"

  Scenario: Where no model is placed, a quarter keeps its stated membership
    Given "Squad" is wholly within the south-west table quarter
    Then "Squad" is wholly within the south-west table quarter
    And "Squad" is within the south-west table quarter
    And "Squad" is not within the north-east table quarter

  Scenario: A model label asks about a quarter
    Given the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 29 | 10 |
      | Squad | 2     | 31 | 10 |
      | Boyz  | 1     | 50 | 40 |
    Then model 1 of "Squad" is wholly within the south-west table quarter
    And model 2 of "Squad" is not within the south-west table quarter
    And model 2 of "Squad" is wholly within the south-east table quarter

  Scenario: A consistent stated quarter in a positioned scenario is accepted
    Given "Squad" is wholly within the south-west table quarter
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 40 |
    Then "Squad" is wholly within the south-west table quarter

  Scenario: On a smaller battlefield the quarters split at its centre
    Given the battlefield is 44" by 30"
    And the positions:
      | unit  | x    | y  |
      | Squad | 21.4 | 10 |
      | Boyz  | 23   | 20 |
    Then "Squad" is wholly within the south-west table quarter
    And "Boyz" is wholly within the north-east table quarter
