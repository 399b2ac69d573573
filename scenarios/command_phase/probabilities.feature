Feature: 01.06 Exact chances of a battle-shock roll
  A leadership roll is 2D6 against Ld: the chance of reaching Ld n+ is the share of the 36
  equally likely results whose total is n or more. Compared to two decimals.

  Scenario Outline: The chance of passing depends only on Ld
    Given a unit "Squad"
    And "Squad" has Ld <ld>+
    Then "Squad" passes its battle-shock roll with probability <pass>%
    And "Squad" fails its battle-shock roll with probability <fail>%

    Examples:
      | ld | pass   | fail  |
      | 2  | 100    | 0     |
      | 6  | 72.22  | 27.78 |
      | 7  | 58.33  | 41.67 |
      | 8  | 41.67  | 58.33 |
      | 12 | 2.78   | 97.22 |

  Scenario: The default Ld 6+ passes a little under three times in four
    Given a unit "Squad"
    Then "Squad" passes its battle-shock roll with probability 72.22%
