Feature: Property claims about how long the 16.01 locks last, for every unit (16.01, 21.02)
  Held-out claims: OC 0 bars the start; TITANIC keeps shooting; a surge move in the opponent's turn
  breaks a battle-round Action; the charge lock ends with the turn the Action started in.

  Background:
    Given the Action "Long Vigil":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |

  Scenario: Any unit with OC 0 cannot start an Action for that reason
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" has OC 0
    Then "Squad" cannot start the "Long Vigil" Action because its OC is 0 or -

  Scenario: Any TITANIC unit that started an Action is not refused shooting for it
    Given any unit "Titan"
    And "Titan" has the keyword TITANIC
    And "Titan" started the "Long Vigil" Action this turn
    And "Titan" made no move this turn
    Then "Titan" is eligible to shoot

  Scenario: Any unit performing a battle-round Action that makes a surge move in the opponent's turn does not complete it
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" is not battle-shocked
    And "Squad" started the "Long Vigil" Action this turn
    When the game advances to player B's Movement phase
    And "Squad" makes a surge move
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Long Vigil" Action

  Scenario: Any unit that started an Action can charge again in its next turn
    Given any unit "Squad"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is not battle-shocked
    And "Squad" started the "Long Vigil" Action this turn
    And "Squad" is not engaged
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" is within 12" of an enemy unit
    When the game advances to the start of battle round 3
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
