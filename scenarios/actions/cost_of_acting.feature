Feature: 16.01 What performing an Action costs the unit
  From the moment a unit starts an Action until the end of that turn it may neither shoot
  nor declare a charge; a TITANIC unit keeps its shooting but not its charge. The engine
  keeps this lock to the end of the turn even when the Action fails or completes earlier.

  Background:
    Given the Action "Hold Position":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase

  Scenario: 16.01: a unit performing an Action can neither shoot nor declare a charge
    Given a unit "Intercessors"
    When "Intercessors" starts the "Hold Position" Action
    Then "Intercessors" is performing the "Hold Position" Action
    And "Intercessors" is not eligible to shoot
    And "Intercessors" is not eligible to declare a charge

  Scenario: 16.01: a unit that is not performing an Action keeps both
    Given a unit "Intercessors"
    And a unit "Hellblasters"
    When "Intercessors" starts the "Hold Position" Action
    Then "Hellblasters" is eligible to shoot
    And "Hellblasters" is eligible to declare a charge

  Scenario: 16.01: a TITANIC unit performing an Action may still shoot but not charge
    Given a unit "Knight Paladin"
    And "Knight Paladin" does not have the keyword INFANTRY
    And "Knight Paladin" has the keywords VEHICLE, WALKER and TITANIC
    When "Knight Paladin" starts the "Hold Position" Action
    Then "Knight Paladin" is eligible to shoot
    And "Knight Paladin" is not eligible to declare a charge

  Scenario: 16.01: a TITANIC unit that shoots while acting keeps its Action
    Given a unit "Knight Paladin"
    And "Knight Paladin" has the keyword TITANIC
    When "Knight Paladin" starts the "Hold Position" Action
    And "Knight Paladin" shoots
    Then "Knight Paladin" is performing the "Hold Position" Action
    And "Knight Paladin" is not eligible to shoot
    When the game advances to the end of the turn
    Then "Knight Paladin" completes the "Hold Position" Action

  Scenario: 16.01: an Action stated as already started carries the same lock
    Given a unit "Intercessors"
    And "Intercessors" started the "Hold Position" Action this turn
    Then "Intercessors" is not eligible to shoot
    And "Intercessors" is not eligible to declare a charge

  Scenario: 16.01: the lock outlasts an Action that has already failed
    Given a unit "Intercessors"
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" is forced to move by an enemy rule
    Then "Intercessors" does not complete the "Hold Position" Action
    And "Intercessors" is not eligible to shoot
    When the game advances to player A's Charge phase
    Then "Intercessors" is not eligible to declare a charge

  Scenario: 16.01: the lock outlasts an Action that completed at the end of the phase
    Given the Action "Quick Scan":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of the phase |
    And a unit "Intercessors"
    When "Intercessors" starts the "Quick Scan" Action
    And the game advances to player A's Charge phase
    Then "Intercessors" completes the "Quick Scan" Action
    And "Intercessors" is not eligible to declare a charge

  Scenario: 16.01: the lock ends with the turn
    Given a unit "Intercessors"
    When "Intercessors" starts the "Hold Position" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Intercessors" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Intercessors" is eligible to declare a charge

  Scenario: The shooting lock is still in force at the end of the phase
    Interpretation (docs/interpretations.md): a lock "until the end of the phase" holds during
    the phase's end step and lifts when the next step begins.
    Given the Action "Signal":
      | STARTS | the end of your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" shoots
    And the game advances to the end of the phase
    Then "Squad" cannot start the "Signal" Action because it shot this phase

  Scenario: The Action's shooting lock is still in force at the end of the turn
    Given the Action "Raise Banner":
      | STARTS | your Movement phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Raise Banner" Action
    And the game advances to the end of the turn
    Then "Squad" is not eligible to shoot
    And "Squad" is not eligible to declare a charge
