Feature: 18.2, 18.3 item 1 A lift may name the Action's own rows: STARTS, USE LIMIT
  `lets it start Actions even though <reason>` takes every reason of §5 and §15 (contract 18.2),
  the Action's own rows included: a rule that lets a unit start an Action past its use limit, or
  outside its STARTS, lifts that refusal and nothing else. A rule with RESTRICTIONS is spent by
  the start that only its effect allowed (18.1).

  Background:
    Given the Action "Rare Task":
      | USE LIMIT | once per battle      |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase

  Scenario: A rule lifting the use limit lets a second unit start, the rule's own restriction spent by it
    Given player A has a rule "Second Wind":
      | EFFECT       | lets it start Actions even though the Action's use limit is reached |
      | RESTRICTIONS | once per battle |
    And a unit "Guard"
    When "Squad" starts the "Rare Task" Action
    And "Scouts" starts the "Rare Task" Action
    Then "Scouts" is performing the "Rare Task" Action
    And "Guard" cannot start the "Rare Task" Action because the Action's use limit is reached

  Scenario: Without the lift the second unit is refused
    When "Squad" starts the "Rare Task" Action
    Then "Scouts" cannot start the "Rare Task" Action because the Action's use limit is reached

  Scenario: A lift of the use limit lifts neither another action this turn nor STARTS
    Given player A has a rule "Second Wind" that lets it start Actions even though the Action's use limit is reached
    When "Squad" starts the "Rare Task" Action
    And the game advances to player A's Charge phase
    Then "Squad" cannot start the "Rare Task" Action, for exactly these reasons:
      | it started another action this turn |
      | the Action does not start now       |

  Scenario: A lift of STARTS lets a unit start the Action in another phase
    Given player A has a rule "Swift Work" that lets it start Actions even though the Action does not start now
    And it is player A's Charge phase
    Then "Squad" can start the "Rare Task" Action

  Scenario: A rule that forbids starting Actions only while battle-shocked does not bar an unshocked unit
    Given player A has a rule "Fear" that forbids it to start Actions, while it is battle-shocked
    Then "Squad" can start the "Rare Task" Action

  Scenario: A rule that forbids starting Actions while engaged adds its reason to the engaged bar
    Given player A has a rule "Pinned" that forbids it to start Actions, while it is engaged
    And "Squad" is engaged
    Then "Squad" cannot start the "Rare Task" Action, for exactly these reasons:
      | it is engaged       |
      | "Pinned" forbids it |
