Feature: 18.1 An optional rule used at each chance, within its RESTRICTIONS
  Used whenever it can be (contract Defaults, added), a restricted rule is spent at its first
  chance; one its player will not use is not spent.

  Scenario: Once per battle: used at the first chance, not again
    Given player A has a rule "Windfall":
      | WHEN         | the start of your Command phase |
      | EFFECT       | you gain 1 CP                   |
      | RESTRICTIONS | once per battle                 |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP
    When the game advances to the start of battle round 3
    And player A's Command phase is resolved
    # 2 + 1 Core CP in player B's Command phase + 1 in player A's
    Then player A has 4 CP

  Scenario: Once per battle round: a rule triggering in both turns is used in the first only
    Given player A has a rule "Tithe":
      | WHEN         | the start of the turn  |
      | EFFECT       | you gain 1 CP          |
      | RESTRICTIONS | once per battle round  |
    And it is battle round 2
    When the game advances to the end of the battle round
    # Core CP: 1 in each Command phase, 2 in all; Tithe once
    Then player A has 3 CP

  Scenario: Left unused the first time, it stays for the next chance
    Given player A has a rule "Windfall":
      | WHEN         | the start of your Command phase |
      | EFFECT       | you gain 1 CP                   |
      | RESTRICTIONS | once per battle                 |
    And player A will not use "Windfall"
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 1 CP
