Feature: 21.02 Asking whether a surge move can end somewhere
  A query takes a surge's words as the When does: `of up to <n>"` (the distance the rule allows,
  weighed as a maximum distance), then `against "<enemy>"` (one of the closest enemy units),
  before `to ...` (19.6). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 21.02 a surge query weighs its distance, its named target and the other enemy units
    Given it is player A's Movement phase
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10   |
      | Boyz  | 14 | 10   |
      | Grots | 13 | 13.5 |
    Then "Squad" cannot make a surge move of up to 3" to (12, 11) because it would be engaged with an enemy unit that is not the surge target
    And "Squad" can make a surge move of up to 3" to (12, 10)
    And "Squad" can make a surge move against "Boyz" to (12, 10)
    And "Squad" cannot make a surge move of up to 1.999" against "Boyz" to (12, 10) because a model would move farther than its maximum distance
    And "Squad" cannot make a surge move against "Grots" to (12, 10) because its surge target is not the closest enemy unit

  Scenario: 21.02 queries of up to a distance: to a point, a table and a placement
    Given it is player A's Movement phase
    And the placement "back" for "Squad":
      | model | x | y  |
      | 1     | 8 | 10 |
    And the placement "near" for "Squad":
      | model | x  | y  |
      | 1     | 12 | 10 |
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
    Then "Squad" can make a surge move of up to 3" to (12, 10)
    And "Squad" can make a surge move of up to 3" to:
      | model | x  | y  |
      | 1     | 12 | 10 |
    And "Squad" cannot make a surge move of up to 3" to (8, 10)
    And "Squad" cannot make a surge move of up to 3" to:
      | model | x | y  |
      | 1     | 8 | 10 |
    And "Squad" cannot make a surge move of up to 3" to (8, 10) because a model would end farther from the surge target
    And "Squad" cannot make a surge move of up to 3" by (-2, 0), for exactly these reasons:
      | a model would end farther from the surge target |
    And "Squad" can make a surge move of up to 3" to the placement "near"
    And "Squad" cannot make a surge move of up to 3" to the placement "back"
    And "Squad" cannot make a surge move of up to 3" to the placement "back" because a model would end farther from the surge target
    And "Squad" cannot make a surge move of up to 3" to the placement "back", for exactly these reasons:
      | a model would end farther from the surge target |

  Scenario: 21.02 queries against the closest enemy unit: to a point, a table and a placement
    Given it is player A's Movement phase
    And the placement "back" for "Squad":
      | model | x | y  |
      | 1     | 8 | 10 |
    And the placement "near" for "Squad":
      | model | x  | y  |
      | 1     | 12 | 10 |
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
    Then "Squad" can make a surge move against "Boyz" to (12, 10)
    And "Squad" can make a surge move against "Boyz" to:
      | model | x  | y  |
      | 1     | 12 | 10 |
    And "Squad" cannot make a surge move against "Boyz" to (8, 10)
    And "Squad" cannot make a surge move against "Boyz" to:
      | model | x | y  |
      | 1     | 8 | 10 |
    And "Squad" cannot make a surge move against "Boyz" to (8, 10) because a model would end farther from the surge target
    And "Squad" cannot make a surge move against "Boyz" by (-2, 0), for exactly these reasons:
      | a model would end farther from the surge target |
    And "Squad" can make a surge move against "Boyz" to the placement "near"
    And "Squad" cannot make a surge move against "Boyz" to the placement "back"
    And "Squad" cannot make a surge move against "Boyz" to the placement "back" because a model would end farther from the surge target
    And "Squad" cannot make a surge move against "Boyz" to the placement "back", for exactly these reasons:
      | a model would end farther from the surge target |

  Scenario: 21.02 queries of up to a distance against the closest enemy unit: to a point, a table and a placement
    Given it is player A's Movement phase
    And the placement "back" for "Squad":
      | model | x | y  |
      | 1     | 8 | 10 |
    And the placement "near" for "Squad":
      | model | x  | y  |
      | 1     | 12 | 10 |
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
    Then "Squad" can make a surge move of up to 3" against "Boyz" to (12, 10)
    And "Squad" can make a surge move of up to 3" against "Boyz" to:
      | model | x  | y  |
      | 1     | 12 | 10 |
    And "Squad" cannot make a surge move of up to 3" against "Boyz" to (8, 10)
    And "Squad" cannot make a surge move of up to 3" against "Boyz" to:
      | model | x | y  |
      | 1     | 8 | 10 |
    And "Squad" cannot make a surge move of up to 3" against "Boyz" to (8, 10) because a model would end farther from the surge target
    And "Squad" cannot make a surge move of up to 3" against "Boyz" by (-2, 0), for exactly these reasons:
      | a model would end farther from the surge target |
    And "Squad" can make a surge move of up to 3" against "Boyz" to the placement "near"
    And "Squad" cannot make a surge move of up to 3" against "Boyz" to the placement "back"
    And "Squad" cannot make a surge move of up to 3" against "Boyz" to the placement "back" because a model would end farther from the surge target
    And "Squad" cannot make a surge move of up to 3" against "Boyz" to the placement "back", for exactly these reasons:
      | a model would end farther from the surge target |
