Feature: 19.3 Placing models
  `Given the positions:` places one row per model: unit, model label, x, y, height, base and
  facing. A unit is placed whole, and placing n models states n models left. A base is round or
  oval (either order, the longer is the length), in millimetres or inches; the unit's base is
  the step's, else the datasheet's, else 32mm. Models at different heights may overlap.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 32mm bases by default: centres 3" apart are 3" - 32mm apart
    # 3" is 76.2mm; less 16mm and 12.7mm leaves 47.5mm, 1.87"
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then the distance between "Squad" and "Boyz" is 1.87"
    And the distance between "Squad" and "Boyz" is 1.8701"
    And "Squad" is within 1.8701" of "Boyz"
    And "Squad" is more than 1.87" from "Boyz"
    And "Squad" is engaged

  Scenario: A base written in inches is the same base in millimetres
    Given "Squad" has 1" bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then the distance between "Squad" and "Boyz" is exactly 2"

  Scenario: The model, height, base and facing columns
    # model sgt has a 50.8mm (2") base: its edge is 1" from its centre
    Given "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  | height | base   | facing |
      | Squad | sgt   | 10 | 10 | 0      | 50.8mm | 0      |
      | Squad | gun   | 12 | 10 | 2      |        |        |
      | Boyz  | 1     | 15 | 10 |        |        |        |
    Then the horizontal distance between model sgt of "Squad" and "Boyz" is exactly 3.5"
    And the horizontal distance between model gun of "Squad" and "Boyz" is exactly 2"
    And the vertical distance between model gun of "Squad" and "Boyz" is exactly 2"
    And model gun of "Squad" is at (12, 10, 2)
    And "Squad" is in coherency

  Scenario: An oval base may be written either way round; its facing turns its long axis
    # 60mm long, 35.5mm wide: half-length 1.181", half-width 0.699"
    Given a unit "Captain" for player A
    And a unit "Lieutenant" for player A
    And "Captain" has a 35.5x60mm base
    And "Lieutenant" has a 60x35.5mm base
    And the positions:
      | unit       | x  | y  | facing |
      | Captain    | 20 | 20 | 0      |
      | Lieutenant | 20 | 40 | 90     |
      | Boyz       | 23 | 20 |        |
      | Boyz       | 23 | 40 |        |
      | Squad      | 50 | 10 |        |
    Then the distance between "Captain" and model 1 of "Boyz" is 1.32"
    And the distance between "Lieutenant" and model 2 of "Boyz" is 1.80"

  Scenario: Placing n models states n models left; the starting strength not stated is n
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Squad | 11.5 | 10 |
      | Squad | 13 | 10 |
      | Boyz  | 40 | 10 |
    Then "Squad" has 3 models left
    And "Squad" is not below starting strength

  Scenario: A stated starting strength with fewer models placed
    Given "Squad" has a starting strength of 5
    And "Squad" has 2 models left
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Squad | 11.5 | 10 |
      | Boyz  | 40 | 10 |
    Then "Squad" is below starting strength
    And "Squad" is below half-strength

  Scenario: Models at different heights may stand over each other
    Given the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 10 | 10 | 0      |
      | Squad | 2     | 10 | 10 | 3      |
      | Boyz  | 1     | 40 | 10 |        |
    Then "Squad" is in coherency
    And the vertical distance between model 1 of "Squad" and model 2 of "Squad" is exactly 3"

  Scenario: Bases that touch are in base contact, not on each other
    Given "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 12 | 10 |
    Then model 1 of "Squad" is in base contact with model 2 of "Squad"
    And "Squad" is in base contact with "Boyz"
    And "Squad" is engaged with "Boyz"

  Scenario: The Move characteristic, stated and asked
    Given "Squad" has M 6"
    Then "Squad" has M 6"

  Scenario: A datasheet unit takes its base from the data
    # a Captain's base is 40mm: 20mm + 12.7mm + 2" (50.8mm) between the centres
    Given "Squad" is off the battlefield
    And a unit "Hero" from the datasheet "Captain"
    And the positions:
      | unit | x       | y  |
      | Hero | 254mm   | 10 |
      | Boyz | 337.5mm | 10 |
    Then the distance between "Hero" and "Boyz" is exactly 2"
    And "Hero" is engaged with "Boyz"
    And "Hero" has M 6"

  Scenario: A base stated by a step wins over the datasheet's
    Given "Squad" is off the battlefield
    And a unit "Hero" from the datasheet "Captain"
    And "Hero" has a 25.4mm base
    And the positions:
      | unit | x  | y  |
      | Hero | 10 | 10 |
      | Boyz | 13 | 10 |
    Then the distance between "Hero" and "Boyz" is exactly 2"

  Scenario: A datasheet with a hull in the data is placed once its hull is stated
    Given "Squad" is off the battlefield
    And a unit "Tank" from the datasheet "Rhino" for player A
    And "Tank" has a hull of 7" by 4"
    And the positions:
      | unit | x  | y  |
      | Tank | 30 | 22 |
      | Boyz | 35 | 22 |
    Then the distance between "Tank" and "Boyz" is exactly 1"
    And "Tank" is engaged with "Boyz"

  Scenario: 19.01: an attached unit is placed under either part's name
    Given "Squad" is off the battlefield
    And a unit "Hero" from the datasheet "Captain"
    And a unit "Guard" from the datasheet "Intercessor Squad"
    And "Hero" is leading "Guard"
    And the positions:
      | unit  | x  | y  |
      | Hero  | 10 | 10 |
      | Guard | 11.5 | 10 |
      | Guard | 13 | 10 |
      | Guard | 14.5 | 10 |
      | Guard | 16 | 10 |
      | Guard | 17.5 | 10 |
      | Boyz  | 20.5 | 10 |
    Then "Guard" is engaged with "Boyz"
    And "Hero" is engaged with "Boyz"
    And "Hero" is in coherency
