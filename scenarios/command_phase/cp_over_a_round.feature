Feature: 08.02 and 18.3 item 13: CP over a battle round, and one rule over the event cap
  Each player gains 1 Core CP in each Command phase, both players' included. In event play a
  player gains at most 1 CP per battle round from rules other than Gain Core CP (Event
  Companion), so one rule that would give 2 gives 1.

  Scenario: after battle round 1, each player has 2 CP
    When battle round 1 is played
    Then player A has 2 CP
    And player B has 2 CP

  Scenario: event play: one rule giving 2 CP gives 1
    Given the battle is played under the Event Companion
    And player A has a rule "Windfall":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 2 CP                   |
    When player A's Command phase is resolved
    Then player A has 2 CP
    And player B has 1 CP

  Scenario: without event play the same rule gives 2 CP
    Given player A has a rule "Windfall":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 2 CP                   |
    When player A's Command phase is resolved
    Then player A has 3 CP
