Feature: §8, §3 A board and a units table take the defaults the Givens take
  Empty cells and missing keys are the defaults of §2; a board's battlefield moves the centre.

  Scenario: A board unit with no keys is player A's, OC 2, Ld 6+, five models of W 2
    Given the board:
      """
      units:
        Squad: {}
      """
    Then "Squad" has OC 2
    And "Squad" has Ld 6+
    And "Squad" has W 2
    And "Squad" has 5 models left
    And "Squad" is not battle-shocked
    And "Squad" is not engaged

  Scenario: A units table with empty cells takes the defaults
    Given the units:
      | unit  | player | OC | Ld | starting strength |
      | Squad |        |    |    |                   |
      | Boyz  | B      | 1  | 7+ |                   |
    Then "Squad" has OC 2
    And "Boyz" has OC 1
    And "Boyz" has Ld 7+
    And "Boyz" has 5 models left

  Scenario: A board's battlefield and a positioned unit: the centre of a 44" by 30" table
    Given the board:
      """
      battlefield: {width: 44, depth: 30}
      units:
        Squad: {player: A, starting_strength: 1}
      """
    And it is player A's Shooting phase in battle round 2
    And player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |
    And "Squad" is at (22, 15)
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: A units table's Fights First column gives the ability; unstated, the unit lacks it
    Given the units:
      | unit  | player | engaged | Fights First |
      | Squad | A      | yes     |              |
      | Boyz  | B      | yes     | yes          |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Boyz" has Fights First
    And "Squad" does not have Fights First
    And player B selects the next unit to fight
