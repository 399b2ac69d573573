Feature: Property claims about the locks an Action, an advance and a fall-back leave (16.01, 09.06, 09.07, 11.02)
  Held-out claims for every unit: where each lock of 16.01 applies (TITANIC or not) and where it
  does not (a normal move, a consolidation move), with the charge and shooting locks of 09.06 and 09.07.

  Background:
    Given the Action "Hold Ground":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |

  Scenario: Any unit that started an Action this turn is not eligible to declare a charge, TITANIC or not
    Given any unit "Squad"
    And "Squad" started the "Hold Ground" Action this turn
    Then "Squad" is not eligible to declare a charge because it started an Action this turn

  Scenario: Any non-TITANIC unit that started an Action this turn is not eligible to shoot
    Given any unit "Squad"
    And "Squad" does not have the keyword TITANIC
    And "Squad" started the "Hold Ground" Action this turn
    Then "Squad" is not eligible to shoot because it started an Action this turn

  Scenario: Any engaged TITANIC unit is not refused an Action because it is engaged
    Given any unit "Titan"
    And it is player A's Shooting phase
    And "Titan" has the keyword TITANIC
    And "Titan" is engaged
    Then "Titan" is not refused the "Hold Ground" Action because it is engaged

  Scenario: Any engaged unit without TITANIC cannot start an Action because it is engaged
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" does not have the keyword TITANIC
    And "Squad" is engaged
    Then "Squad" cannot start the "Hold Ground" Action because it is engaged

  Scenario: Any unit that made an advance move this turn cannot start an Action for that reason
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" made an advance move this turn
    Then "Squad" cannot start the "Hold Ground" Action because it made an advance move this turn

  Scenario: Any unit that made only a normal move this turn is not refused an Action for an advance or fall-back
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" made a normal move this turn
    Then "Squad" is not refused the "Hold Ground" Action because it made an advance move this turn
    And "Squad" is not refused the "Hold Ground" Action because it made a fall-back move this turn

  Scenario: Any battle-shocked unit cannot start an Action because it is battle-shocked
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Hold Ground" Action because it is battle-shocked

  Scenario: Any unit that started the Action and then makes a normal move does not complete it
    Given any unit "Squad"
    And "Squad" is not battle-shocked
    And "Squad" started the "Hold Ground" Action this turn
    When "Squad" makes a normal move
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold Ground" Action

  Scenario: Any unit that started the Action and only consolidates still completes it
    Given any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" is not battle-shocked
    And "Squad" started the "Hold Ground" Action this turn
    When the game advances to player A's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a consolidation move
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold Ground" Action

  Scenario: Any unit that made an advance move this turn is not eligible to declare a charge
    Given any unit "Squad"
    And any moment
    And "Squad" made an advance move this turn
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: Any unit that made a fall-back move this turn is not eligible to shoot
    Given any unit "Squad"
    And any moment
    And "Squad" made a fall-back move this turn
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn
    And "Squad" is not eligible to declare a charge because it made a fall-back move this turn
