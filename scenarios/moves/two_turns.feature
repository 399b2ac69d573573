Feature: 16.01 Actions started in the opponent's turn, and Actions that span both turns
  STARTS may name `your opponent's <Phase> phase` or `the <Phase> phase` (either player's),
  each with `the start of` and `the end of`; COMPLETES may be `the end of your opponent's
  turn`. The locks of starting an Action (no shooting, no charge, no other Action) last until
  the end of the turn the Action started in, even while it goes on into the next turn.

  Background:
    Given a unit "Squad"
    And a unit "Boyz" for player B

  Scenario: STARTS your opponent's Shooting phase: in the opponent's turn only
    Given the Action "Ambush":
      | STARTS | your opponent's Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Ambush" Action because the Action does not start now
    When the game advances to player B's Shooting phase
    Then "Squad" can start the "Ambush" Action

  Scenario Outline: STARTS the <Phase> phase: either player's
    Given the Action "Watch":
      | STARTS | <starts> |
    And it is player <P>'s <Phase> phase
    Then "Squad" can start the "Watch" Action

    Examples:
      | starts                                     | P | Phase    |
      | the Fight phase                            | A | Fight    |
      | the Fight phase                            | B | Fight    |
      | the start of the Movement phase            | B | Movement |
      | the start of your opponent's Charge phase  | B | Charge   |

  Scenario: STARTS the end of your opponent's Movement phase
    Given the Action "Lurk":
      | STARTS | the end of your opponent's Movement phase |
    And it is player B's Movement phase
    Then "Squad" cannot start the "Lurk" Action because the Action does not start now
    When the game advances to the end of player B's Movement phase
    Then "Squad" can start the "Lurk" Action

  Scenario: COMPLETES the end of your opponent's turn: started in your turn, it completes in theirs
    Given the Action "Hold Out":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold Out" Action
    And the game advances to the end of the turn
    Then "Squad" is performing the "Hold Out" Action
    When the game advances to player B's Fight phase
    Then "Squad" is eligible to shoot
    And "Squad" is eligible to declare a charge
    When the game advances to the end of the turn
    Then "Squad" completes the "Hold Out" Action

  Scenario: An Action started in the opponent's turn locks the unit until the end of that turn only
    Given the Action "Ambush":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And it is player B's Shooting phase
    When "Squad" starts the "Ambush" Action
    Then "Squad" is not eligible to shoot because it started an Action this turn
    And "Squad" is not eligible to declare a charge because it started an Action this turn
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" is performing the "Ambush" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Ambush" Action

  Scenario: A move in the next turn still breaks an Action that spans both turns
    Given the Action "Ambush":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And it is player B's Shooting phase
    When "Squad" starts the "Ambush" Action
    And the game advances to player A's Movement phase
    And "Squad" makes a normal move
    Then "Squad" does not complete the "Ambush" Action

  Scenario: Remaining stationary in the next turn keeps it going
    Given the Action "Ambush":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And it is player B's Shooting phase
    When "Squad" starts the "Ambush" Action
    And the game advances to player A's Movement phase
    And "Squad" remains stationary
    And the game advances to the end of the turn
    Then "Squad" completes the "Ambush" Action
