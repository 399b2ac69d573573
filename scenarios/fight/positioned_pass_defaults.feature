Feature: 20.1 and Rules Appendix: the pass distance and Fights First, measured
  In a positioned scenario the positions decide the 5" pass distance (within 5" is not more
  than 5") and where a unit started the turn (19.5).

  Background:
    Given a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn

  Scenario: Positioned, a charged unit more than 5" from every enemy lets its player pass
    # centres 6.26" apart less two 0.63" radii: 5.0003"
    Given the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 16.26 | 10 |
    Then "Squad" is not engaged
    And the Fight step is resolving Fights First combats
    And player A can pass

  Scenario: Positioned, a charged unit exactly 5" from an enemy keeps its player from passing
    # 5" plus two 16mm radii: 127mm + 32mm = 159mm between centres
    Given the positions:
      | unit  | x                | y  |
      | Squad | 254mm            | 10 |
      | Boyz  | 413mm            | 10 |
    Then "Squad" is not engaged
    And player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: Positioned, an enemy that charged nothing is not a Fights First unit
    Given the positions:
      | unit  | x    | y  |
      | Squad | 10   | 10 |
      | Boyz  | 11.5 | 10 |
    Then "Squad" has Fights First
    And "Boyz" does not have Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When "Squad" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: Positioned, the shaped objective a unit stands in is where it started the turn
    Given the hill is an expansion objective
    And the hill is the rectangle from (20, 20) to (26, 26)
    And player A has the primary mission "Search and Scour"
    And the positions:
      | unit  | x  | y  |
      | Squad | 5  | 5  |
      | Boyz  | 23 | 23 |
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Search and Scour"

  Scenario: Positioned, a unit outside the shaped objective did not start the turn in it
    Given the hill is an expansion objective
    And the hill is the rectangle from (20, 20) to (26, 26)
    And player A has the primary mission "Search and Scour"
    And the positions:
      | unit  | x  | y  |
      | Squad | 5  | 5  |
      | Boyz  | 30 | 30 |
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Search and Scour"
