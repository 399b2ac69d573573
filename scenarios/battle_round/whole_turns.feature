Feature: Whole turns played step by step: CP, battle-shock and Actions from phase to phase (07.02, 08.02, 08.03, 01.07, 16.01)
  A held-out pass that plays turns and battle rounds with When steps and checks the state after
  each phase: CP gained by both players in each Command phase, a failed battle-shock roll that
  lasts until a later pass, Actions started, kept through the opponent's turn and completed or
  ended, and an attached unit's strength and Ld after losses in the opponent's turn.

  Scenario: 08.02: each Command phase of a battle round gives both players 1CP, and nothing else does
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 0 CP
    And player B has 0 CP
    When the game advances to player A's Command phase
    And the game advances to the end of player A's Command phase
    Then player A has 1 CP
    And player B has 1 CP
    When the game advances to the end of player A's Fight phase
    Then player A has 1 CP
    When the game advances to the end of player B's Command phase
    Then player A has 2 CP
    And player B has 2 CP
    When the game advances to the end of battle round 1
    Then player A has 2 CP
    And player B has 2 CP
    When the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 2
    And player A has 3 CP
    And player B has 3 CP

  Scenario: 08.03: a failed roll keeps the unit battle-shocked through the opponent's turn until a pass in its next Command phase
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
      | Boyz  | B      | 10                | 10     | 7  |
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And "Boyz" does not make a battle-shock roll
    When the game advances to the end of player B's Fight phase
    Then "Squad" is battle-shocked
    And "Squad" makes 1 battle-shock roll
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And it is player A's Command phase in battle round 2

  Scenario: 08.03: a battle-shocked unit at full strength still rolls in its next Command phase, and recovers on a pass
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 6+
    And the battle-shock roll for "Squad" will be 6
    And it is player B's Fight phase
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03: a unit in strategic reserves at half-strength rolls too, and stays in reserves
    Given the units:
      | unit    | player | starting strength | models | Ld |
      | Reserve | A      | 10                | 4      | 7  |
    And "Reserve" is in strategic reserves
    And the battle-shock roll for "Reserve" will be 3
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Reserve" makes a battle-shock roll
    And "Reserve" is battle-shocked
    And "Reserve" is in strategic reserves

  Scenario: 01.07 and 16.01: the unit that failed in the Command phase cannot start an Action in the Shooting phase; another unit starts and completes one
    Given the Action "Task":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of your turn |
    And the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
      | Other | A      | 10                | 10     | 7  |
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Task" Action because it is battle-shocked
    And "Other" can start the "Task" Action
    When "Other" starts the "Task" Action
    Then "Other" is performing the "Task" Action
    When the game advances to the end of player A's Charge phase
    Then "Other" is performing the "Task" Action
    When the game advances to the end of the turn
    Then "Other" completes the "Task" Action
    And the effect of "Task" is resolved

  Scenario: 18.9: an Action started in the Shooting phase ends when its unit becomes battle-shocked in the Fight phase
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Task" Action
    And the game advances to player A's Fight phase
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved

  Scenario: 16.01: an Action started in the Shooting phase is not completed by a unit destroyed in the Fight phase
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Task" Action
    And the game advances to player A's Fight phase
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Task" Action
    And "Squad" is destroyed

  Scenario: 08.03 and 16.01: a unit that passes in its Command phase may start an Action in that turn's Shooting phase
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 11
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Task" Action

  Scenario: 16.01: a unit that completed an Action in the Command phase cannot start another, nor shoot, that turn
    Given the Action "Rite":
      | STARTS    | your Command phase           |
      | COMPLETES | the end of the phase |
    And the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And it is player A's Command phase
    When "Squad" starts the "Rite" Action
    And the game advances to the end of player A's Command phase
    Then "Squad" completes the "Rite" Action
    When the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Task" Action because it started another action this turn
    And "Squad" is not eligible to shoot

  Scenario: 16.01 and 08.01: an Action completing at the start of your next Command phase completes before that phase's Battle-shock step
    Given the Action "Vigil":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the start of your next Command phase |
    And the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to the end of player B's turn
    Then "Squad" is performing the "Vigil" Action
    Given the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then "Squad" completes the "Vigil" Action
    And "Squad" is battle-shocked

  Scenario: 18.9: an Action kept through the opponent's turn ends when the unit becomes battle-shocked there
    Given the Action "Vigil":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to player B's Shooting phase
    And "Squad" becomes battle-shocked
    And the game advances to player A's Command phase
    Then "Squad" does not complete the "Vigil" Action
    And the effect of "Vigil" is not resolved

  Scenario: 16.01: an Action kept through the opponent's turn survives a pile-in and a consolidation there
    Given the Action "Vigil":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to player B's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a pile-in move
    And "Squad" makes a consolidation move
    And the game advances to player A's Command phase
    Then "Squad" completes the "Vigil" Action

  Scenario: 16.01: an Action completing at the end of the opponent's turn is still performed after your own turn ends
    Given the Action "Hold":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And the game advances to the end of player A's turn
    Then "Squad" is performing the "Hold" Action
    When the game advances to the end of player B's turn
    Then "Squad" completes the "Hold" Action

  Scenario: 08.03: in the opponent's Command phase only the opponent's units are tested
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
      | Boyz  | B      | 10                | 5      | 7  |
    And the battle-shock roll for "Squad" will be 2
    And the battle-shock roll for "Boyz" will be 2
    And it is player A's Movement phase
    When the game advances to the end of player B's Command phase
    Then "Boyz" is battle-shocked
    And "Squad" is not battle-shocked
    And "Squad" does not make a battle-shock roll

  Scenario: 16.00 USE LIMIT: once per battle round, counted per player, opens again in the next round
    Given the Action "Task":
      | STARTS    | your Shooting phase   |
      | USE LIMIT | once per battle round |
      | COMPLETES | the end of your turn  |
    And a unit "Squad"
    And a unit "Other"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Task" Action
    Then "Other" cannot start the "Task" Action because the Action's use limit is reached
    When the game advances to player B's Shooting phase
    Then "Boyz" can start the "Task" Action
    When the game advances to player A's Shooting phase
    Then "Other" can start the "Task" Action
    And "Squad" can start the "Task" Action

  Scenario: 16.00 USE LIMIT: once per battle counts an Action whose unit was then destroyed
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | USE LIMIT | once per battle      |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And a unit "Other"
    And it is player A's Shooting phase
    When "Squad" starts the "Task" Action
    And "Squad" is destroyed
    And the game advances to player A's Shooting phase
    Then "Other" cannot start the "Task" Action because the Action's use limit is reached

  Scenario: 07.03 and 16.01: an Action completing at the end of the mission's last battle round completes
    Given the mission lasts 3 battle rounds
    And the Action "Task":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 3
    When "Squad" starts the "Task" Action
    And the game advances to the end of battle round 3
    Then "Squad" completes the "Task" Action
    And the battle ends after battle round 3

  Scenario: 19.01 and 01.06: losses in the opponent's turn leave an attached unit at half-strength; the leader's Ld passes its roll
    Given a unit "Captain"
    And a unit "Squad"
    And "Captain" has a starting strength of 1
    And "Squad" has a starting strength of 5
    And "Captain" has Ld 6+
    And "Squad" has Ld 7+
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And it is player B's Shooting phase
    When 3 models of "Squad" are destroyed
    Then "Squad" is at half-strength
    Given the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 19.01 and 01.06: once the leader is gone the bodyguard's Ld decides, and the unit is below half-strength
    Given a unit "Captain"
    And a unit "Squad"
    And "Captain" has a starting strength of 1
    And "Squad" has a starting strength of 5
    And "Captain" has Ld 6+
    And "Squad" has Ld 7+
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And it is player B's Shooting phase
    When 3 models of "Squad" are destroyed
    And 1 model of "Captain" is destroyed
    Then "Squad" is below half-strength
    Given the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 09.07 and 01.07: a failed Desperate Escape bars Actions that turn and brings a roll at full strength in the next Command phase
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" is engaged
    And the battle-shock roll for "Squad" will be 4
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" is battle-shocked
    When the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Task" Action, for exactly these reasons:
      | it is battle-shocked                |
      | its OC is 0 or -                    |
      | it made a fall-back move this turn  |
    Given the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 16.01: a surge move in the opponent's turn ends an Action kept across turns
    Given the Action "Vigil":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to player B's Movement phase
    And "Squad" makes a surge move
    And the game advances to player A's Command phase
    Then "Squad" does not complete the "Vigil" Action

  Scenario: 08.03: a unit made to roll in the opponent's Battle-shock step, failing there, rolls again in its own
    Given a unit "Squad"
    And "Squad" has Ld 7+
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 4
    And it is player A's Fight phase
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And "Squad" is not battle-shocked

  Scenario: 08.02: two battle rounds played give each player 4CP; the third round's Command phase gives the fifth
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | USE LIMIT | once per turn        |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And player A has 0 CP
    And player B has 0 CP
    When battle round 2 is played
    Then player A has 4 CP
    And player B has 4 CP
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 3
    And player A has 5 CP

  Scenario: 08.03: a unit at half-strength rolls in each of its own Command phases over three rounds, never in the opponent's
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 2  |
    And the battle-shock roll for "Squad" will be 7
    When battle round 3 is played
    Then "Squad" makes 3 battle-shock rolls
    And "Squad" is not battle-shocked
