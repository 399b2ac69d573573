Feature: 21.02, 23.02 Where a surge move may end
  A surge move's target is the closest enemy unit (AIRCRAFT units ignored unless the unit can
  FLY); `against` names one of several equally close. Each model ends no farther from the target
  than it started, and the unit ends engaged with no other enemy unit. `of up to <n>"` is the
  distance the rule allows. Bases are 1" across, so two models 10" apart centre to centre are 9"
  apart.

  Background:
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Squad" for player A
    And a unit "Guard" for player A
    And "Hounds" has 25.4mm bases
    And "Squad" has 25.4mm bases
    And "Guard" has 25.4mm bases

  Scenario: 21.02: a surge towards the closest enemy unit ends engaged with it
    Given the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Squad  | 30 | 10 |
      | Guard  | 20 | 30 |
    Then the closest enemy unit to "Hounds" is "Squad"
    When "Hounds" makes a surge move to (28, 10)
    Then "Hounds" is engaged with "Squad"
    And "Hounds" is not engaged with "Guard"
    And the distance between "Hounds" and "Squad" is exactly 1"

  Scenario: 21.02: "against" names the closest enemy unit
    Given the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Squad  | 30 | 10 |
      | Guard  | 20 | 30 |
    When "Hounds" makes a surge move against "Squad" to (28, 10)
    Then "Hounds" is engaged with "Squad"

  Scenario: 21.02: of two equally close enemy units, "against" picks one
    # Squad 10" east, Guard 10" north: each 9" away
    Given the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Squad  | 30 | 10 |
      | Guard  | 20 | 20 |
    Then the closest enemy unit to "Hounds" is "Guard"
    And the closest enemy unit to "Hounds" is "Squad"
    When "Hounds" makes a surge move against "Guard" to (20, 18)
    Then "Hounds" is engaged with "Guard"
    And "Hounds" is not engaged with "Squad"

  Scenario: 21.02: a model may end exactly as far from the surge target as it started
    # (20, 10) to (24, 18): 10" from Squad's centre (30, 10) before and after (6-8-10)
    Given the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Squad  | 30 | 10 |
      | Guard  | 55 | 40 |
    When "Hounds" makes a surge move to (24, 18)
    Then the distance between "Hounds" and "Squad" is exactly 9"
    And "Hounds" is not engaged

  Scenario: 21.02: a model may end 2.606" from another enemy unit, outside engagement range
    # Guard's centre (30, 13) is sqrt(2^2 + 3^2) = 3.606" from (28, 10): 2.606" between bases
    Given the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Squad  | 30 | 10 |
      | Guard  | 30 | 13 |
    When "Hounds" makes a surge move against "Squad" to (28, 10)
    Then "Hounds" is engaged with "Squad"
    And "Hounds" is not engaged with "Guard"
    And the horizontal distance between "Hounds" and "Guard" is 2.61"

  Scenario: 21.02: a surge of up to 3" may move exactly 3"
    Given the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Squad  | 30 | 10 |
      | Guard  | 55 | 40 |
    When "Hounds" makes a surge move of up to 3" to (23, 10)
    Then model 1 of "Hounds" is at (23, 10)
    And the distance between "Hounds" and "Squad" is exactly 6"

  Scenario: 21.02: every model by the same offset, against the closest enemy unit
    Given the positions:
      | unit   | model | x  | y  |
      | Hounds | 1     | 20 | 10 |
      | Hounds | 2     | 20 | 11 |
      | Squad  | 1     | 30 | 10 |
      | Guard  | 1     | 55 | 40 |
    When "Hounds" makes a surge move of up to 3" against "Squad" by (3, 0)
    Then model 2 of "Hounds" is at (23, 11)
    And the distance between model 1 of "Hounds" and "Squad" is exactly 6"

  Scenario: 21.02: "of up to" and "against" together, a unit of two models by a table
    Given the positions:
      | unit   | model | x  | y  |
      | Hounds | 1     | 20 | 10 |
      | Hounds | 2     | 20 | 11 |
      | Squad  | 1     | 30 | 10 |
      | Guard  | 1     | 55 | 40 |
    When "Hounds" makes a surge move of up to 6" against "Squad" to:
      | model | x  | y  |
      | 1     | 26 | 10 |
      | 2     | 26 | 11 |
    Then "Hounds" is in coherency
    And the distance between model 1 of "Hounds" and "Squad" is exactly 3"

  Scenario: 23.02: a unit that cannot FLY ignores a closer AIRCRAFT unit in choosing its target
    Given a unit "Jet" for player A
    And "Jet" has the keywords AIRCRAFT, FLY
    And "Jet" has 25.4mm bases
    And the positions:
      | unit   | x  | y  |
      | Hounds | 20 | 10 |
      | Jet    | 20 | 14 |
      | Squad  | 30 | 10 |
      | Guard  | 55 | 40 |
    Then the closest enemy unit to "Hounds" is "Jet"
    And the closest enemy unit to "Hounds" ignoring AIRCRAFT units is "Squad"
    When "Hounds" makes a surge move against "Squad" to (28, 10)
    Then "Hounds" is engaged with "Squad"

  Scenario: 21.02: a surge to a placement
    Given the positions:
      | unit   | model | x  | y  |
      | Hounds | 1     | 20 | 10 |
      | Hounds | 2     | 20 | 11 |
      | Squad  | 1     | 30 | 10 |
      | Guard  | 1     | 55 | 40 |
    And the placement "close" for "Hounds":
      | model | x  | y    |
      | 1     | 28 | 10   |
      | 2     | 28 | 11.5 |
    When "Hounds" makes a surge move against "Squad" to the placement "close"
    Then model 2 of "Hounds" is at (28, 11.5)
    And "Hounds" is engaged with "Squad"
