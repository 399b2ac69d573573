Feature: 20.2 No VP caps unless a primary is loaded
  A loaded primary brings 15 VP per battle round and 45 per battle for secondaries; stated caps
  replace them, a missing row is no cap, and event play sets none.

  Background:
    Given it is player A's Shooting phase in battle round 2
    And player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield

  Scenario: Without a primary, 12 VP earlier this round do not cap the award
    Given player A has scored 12 VP for "Centre Ground" in battle round 2
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"
    And player A has 17 VP

  Scenario: A loaded primary brings the 15 VP secondary cap per battle round
    Given player A has the primary mission "Search and Scour"
    And player A has scored 12 VP for "Centre Ground" in battle round 2
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: A loaded primary brings the 45 VP secondary cap per battle
    Given player A has the primary mission "Search and Scour"
    And player A has scored 42 VP for "Centre Ground"
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Centre Ground"

  Scenario: Stated caps replace the loaded ones; a missing row is no cap
    Given player A has the primary mission "Search and Scour"
    And the VP caps:
      | primary per battle round | 15 |
      | primary per battle       | 45 |
    And player A has scored 42 VP for "Centre Ground"
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: Event play sets no VP cap by itself
    Given the battle is played under the Event Companion
    And player A has scored 42 VP for "Centre Ground"
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"
