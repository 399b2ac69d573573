Feature: Reserves and surge invariants, for every unit and moment (16.01, 20.04, 21.02)
  Claims about every situation the Given steps allow. A move the unit could not have made
  cannot have happened: such an example is discarded.

  Scenario Outline: After any ingress move, no <move> move until the next Charge phase starts
    Given any unit "Reserve"
    And any moment
    And "Reserve" is in strategic reserves
    When "Reserve" makes an ingress move
    Then "Reserve" cannot make <move> move because it made an ingress move and the next Charge phase has not started

    Examples:
      | move            |
      | a normal        |
      | an advance      |
      | a fall-back     |
      | a charge        |
      | a pile-in       |
      | a consolidation |
      | a surge         |
      | a disembark     |

  Scenario: After any surge move, the Action the unit is performing fails
    Given the Action "Task":
      | COMPLETES | the end of the turn |
    And any unit "Hounds"
    And any moment
    And "Hounds" started the "Task" Action this turn
    When "Hounds" makes a surge move
    And the game advances to the end of the turn
    Then "Hounds" does not complete the "Task" Action
    And the effect of "Task" is not resolved
