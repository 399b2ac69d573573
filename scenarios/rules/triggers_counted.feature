Feature: 18.1, 18.3 item 10: what "triggers" counts
  A rule triggers each time its trigger comes while its source can use it, whether or not it
  then resolves: a CONDITION that does not hold, a player who will not use it and a spent
  restriction stop it resolving, not triggering. A rule whose unit is destroyed does not
  trigger (docs/interpretations.md, 95).

  Background:
    Given a unit "Squad" for player A
    And it is battle round 2

  Scenario: A rule its player will not use triggers but gains nothing
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A will not use "Tithe"
    When player A's Command phase is resolved
    Then "Tithe" triggers 1 time
    And player A has 1 CP

  Scenario: A spent rule triggers again in the battle round but does not resolve
    Given player A has a rule "Tithe":
      | WHEN         | the start of the turn |
      | EFFECT       | you gain 1 CP         |
      | RESTRICTIONS | once per battle round |
    When the game advances to the end of the battle round
    Then "Tithe" triggers 2 times
    And player A has 3 CP

  Scenario: A rule whose CONDITION does not hold triggers but changes nothing
    Given "Squad" has an ability "Rally":
      | WHEN      | the start of your Command phase |
      | CONDITION | it is battle-shocked            |
      | EFFECT    | adds 1 to its OC                |
    When the game advances to player A's Command phase
    Then "Rally" triggers 1 time
    And "Squad" has OC 2

  Scenario: A destroyed unit's rule does not trigger
    Given "Squad" has an ability "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then "Tithe" does not trigger
    And player A has 1 CP
