Feature: Half-strength (Rules Appendix), as the Battle-shock step uses it
  A unit that started with two or more models is judged by the models it has left: exactly
  half is at half-strength, fewer is below. A unit that started as a single model is judged
  by its wounds left against its W. An odd number can never be exactly half.

  Scenario Outline: Units of several models are judged by the models left
    Given a unit "Squad"
    And "Squad" has a starting strength of <starting strength>
    And "Squad" has <models> models left
    Then "Squad" <verdict>

    Examples:
      | starting strength | models | verdict                         |
      | 10                | 5      | is at half-strength             |
      | 10                | 4      | is below half-strength          |
      | 10                | 6      | is not at or below half-strength |
      | 5                 | 2      | is below half-strength          |
      | 5                 | 3      | is not at or below half-strength |
      | 3                 | 3      | is not at or below half-strength |
      | 3                 | 1      | is below half-strength          |
      | 2                 | 1      | is at half-strength             |
      | 20                | 10     | is at half-strength             |

  Scenario Outline: A unit that started as one model is judged by its wounds
    Given a unit "Monster"
    And "Monster" does not have the keyword INFANTRY
    And "Monster" has the keyword MONSTER
    And "Monster" has a starting strength of 1
    And "Monster" has W <W>
    And "Monster" has <wounds> wounds left
    Then "Monster" <verdict>

    Examples:
      | W  | wounds | verdict                          |
      | 11 | 3      | is below half-strength           |
      | 12 | 6      | is at half-strength              |
      | 11 | 6      | is not at or below half-strength |
      | 11 | 5      | is below half-strength           |
      | 12 | 7      | is not at or below half-strength |
      | 12 | 12     | is not at or below half-strength |
      | 2  | 1      | is at half-strength              |

  Scenario Outline: A Captain leading five Intercessors counts as a unit of six
    Given a unit "Captain with Intercessors"
    And "Captain with Intercessors" has the keywords INFANTRY, CHARACTER and IMPERIUM
    And "Captain with Intercessors" has a starting strength of 6
    And "Captain with Intercessors" has <models> models left
    Then "Captain with Intercessors" <verdict>

    Examples:
      | models | verdict                          |
      | 6      | is not at or below half-strength |
      | 4      | is not at or below half-strength |
      | 3      | is at half-strength              |
      | 2      | is below half-strength           |
      | 1      | is below half-strength           |

  Scenario: A multi-model unit is never judged by wounds
    Given a unit "Bikers"
    And "Bikers" has W 3
    And "Bikers" has a starting strength of 2
    And "Bikers" has 2 models left
    Then "Bikers" is not at or below half-strength

  Scenario Outline: 08.03: a single-model unit is tested when its wounds are down to half
    Given the units:
      | unit     | player | keywords        | OC | Ld | starting strength | models | W  | wounds left |
      | Predator | A      | VEHICLE, SMOKE  | 3  | 7+ | 1                 | 1      | 11 | <wounds>    |
    And the battle-shock roll for "Predator" will be 9
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Predator" <rolls>

    Examples:
      | wounds | rolls                             |
      | 3      | makes a battle-shock roll         |
      | 5      | makes a battle-shock roll         |
      | 6      | does not make a battle-shock roll |
      | 11     | does not make a battle-shock roll |
