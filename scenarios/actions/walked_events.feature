Feature: Claims with events, walked in every case (16.01, 12.03)
  Property scenarios whose When steps move the unit and advance the game: the exhaustive walk
  replays the events in each case it draws, and a refused start reads only the bar that
  refused it. Issue 43's held-out claims about an Action that lasts to the end of the battle
  round.

  Background:
    Given the Action "Long Vigil":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |
    And it is player A's Shooting phase

  Scenario: A move forced by an enemy rule in the opponent's turn breaks a battle-round Action, whatever the unit
    Whatever the unit, it either never starts the Action or starts it and has it broken by the
    forced move: it does not complete, and the effect is not resolved.

    Given any unit "Squad"
    When "Squad" starts the "Long Vigil" Action
    And the game advances to player B's Movement phase
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Long Vigil" Action
    And the effect of "Long Vigil" is not resolved

  Scenario: Piling in during the opponent's Fight phase does not break a battle-round Action, whatever the unit
    A unit battle-shocked since its start has already lost the Action (contract 18.9).

    Given any unit "Squad"
    And "Squad" is not battle-shocked
    And "Squad" started the "Long Vigil" Action this turn
    When the game advances to player B's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a pile-in move
    And the game advances to the end of the battle round
    Then "Squad" completes the "Long Vigil" Action
