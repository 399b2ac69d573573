Feature: 19.12 Input checks at their boundaries, in a scenario that places no model
  A shape, an objective marker or a base is checked against the battlefield whether or not a
  model is placed (19.12; a shape's boundary belongs to it, 19.2): one that lies exactly on the
  battlefield's edge is accepted. Numbers may be written in millimetres and a base in the
  singular or the plural. The errors (a shape or a marker off the battlefield, a hull without
  FRAME) are tested in tests/plugin/test_heldout_input_errors.py.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: A shape exactly the size of the battlefield lies wholly on it
    Given the whole table is the rectangle from (0, 0) to (60, 44)
    Then "Squad" has OC 2

  Scenario: An objective marker whose edge touches the battlefield's edge lies wholly on it
    # a 40mm marker centred 20mm from the west edge
    Given the beacon is an objective marker at (20mm, 22)
    Then "Squad" has OC 2

  Scenario: A battlefield written in millimetres
    Given the battlefield is 1524mm by 1117.6mm
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And "Squad" is at (59, 22)
    And "Boyz" is at (1, 22)
    Then the distance between "Squad" and "Boyz" is 56.74"

  Scenario: A single base and bases name the same size
    Given "Squad" has a 25mm base
    And "Boyz" has 25mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And "Squad" is at (10, 10, 2)
    And "Boyz" is at (12, 10)
    Then the horizontal distance between "Squad" and "Boyz" is 1.02"
