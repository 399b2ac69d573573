Feature: CP gained each Command phase and the event cap on other CP (08.02; Event Companion)
  Both players gain 1CP in every Command phase; in event play CP from other rules (an Action's
  included) are at most 1 per battle round for each player, counted afresh each round.

  Scenario: 08.02: each player gains 1CP in each Command phase, either player's
    Given a unit "Squad"
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 1 CP
    And player B has 1 CP
    When player B's Command phase is resolved
    Then player A has 2 CP
    And player B has 2 CP

  Scenario: Event Companion: two rules in two turns of one battle round give 1 CP in all, Core CP aside
    Given the battle is played under the Event Companion
    And a unit "Squad"
    And player A has 0 CP
    And player A has a rule "Tithes":
      | WHEN   | the end of your Movement phase |
      | EFFECT | you gain 1 CP                  |
    And player A has a rule "Spoils":
      | WHEN   | the end of your opponent's Movement phase |
      | EFFECT | you gain 1 CP                             |
    And it is battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A has 3 CP
    And player A gained 1 CP from rules

  Scenario: Event Companion: the cap starts again in the next battle round
    Given the battle is played under the Event Companion
    And a unit "Squad"
    And player A has 0 CP
    And player A has a rule "Tithes":
      | WHEN   | the end of your Movement phase |
      | EFFECT | you gain 1 CP                  |
    And it is battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A has 2 CP
    When the game advances to the end of player A's Movement phase
    Then player A has 5 CP

  Scenario: 08.02: without event play, the two rules give 2 CP
    Given a unit "Squad"
    And player A has 0 CP
    And player A has a rule "Tithes":
      | WHEN   | the end of your Movement phase |
      | EFFECT | you gain 1 CP                  |
    And player A has a rule "Spoils":
      | WHEN   | the end of your opponent's Movement phase |
      | EFFECT | you gain 1 CP                             |
    And it is battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A has 4 CP

  Scenario: Event Companion: an Action's CP counts against the cap
    Given the battle is played under the Event Companion
    And a unit "Squad"
    And player A has 0 CP
    And the Action "Scavenge":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the phase |
      | EFFECT    | you gain 1 CP       |
    And player A has a rule "Tithes":
      | WHEN   | the end of your Movement phase |
      | EFFECT | you gain 1 CP                  |
    And it is player A's Movement phase in battle round 2
    When the game advances to player A's Shooting phase
    And "Squad" starts the "Scavenge" Action
    And the game advances to the end of the phase
    Then "Squad" completes the "Scavenge" Action
    And player A has 1 CP
