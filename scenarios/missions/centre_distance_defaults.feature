Feature: 20.2 The centre of the battlefield, stated or measured
  Unstated, no unit is within 3" or 6" of the centre; in a positioned scenario the positions
  decide, from the centre of the battlefield as stated or by default (contract Defaults, added).

  Background:
    Given it is player A's Shooting phase in battle round 2
    And player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1

  Scenario: Unstated, no unit is within 3" of the centre, so nothing scores
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Stated, a unit within 3" of the centre scores
    Given "Squad" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: An enemy stated within 3" of the centre is within 6" of it too
    Given "Squad" is within 3" of the centre of the battlefield
    And "Boyz" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Positioned on the default battlefield, the centre is (30, 22)
    # 3.5" between centres less the 32mm base's 0.63": 2.87"
    Given the positions:
      | unit  | x  | y    |
      | Squad | 30 | 25.5 |
      | Boyz  | 5  | 5    |
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: Positioned on a wider battlefield, the same spot is far from the centre
    Given the battlefield is 70" by 44"
    And the positions:
      | unit  | x  | y    |
      | Squad | 30 | 25.5 |
      | Boyz  | 5  | 5    |
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Positioned, an enemy exactly 6" from the centre stops the award
    # Boyz centre 6" and 16mm from (30, 22): 711.2mm + 16mm, its base edge exactly 6" away
    Given the positions:
      | unit  | x  | y       |
      | Squad | 30 | 22      |
      | Boyz  | 30 | 727.2mm |
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: Positioned, an enemy just over 6" from the centre lets the award score
    Given the positions:
      | unit  | x  | y       |
      | Squad | 30 | 22      |
      | Boyz  | 30 | 727.3mm |
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"
