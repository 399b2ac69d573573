Feature: 15.07, 20.04 After Rapid Ingress, no other move type until the next Charge phase
  Rapid Ingress makes an ingress move at the end of the opponent's Movement phase. Like every
  ingress move it forbids every other move type until the start of the next Charge phase.

  Scenario: 20.04: after Rapid Ingress the unit cannot make a normal move in the same phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then "Reserve" cannot make a normal move because it made an ingress move and the next Charge phase has not started

  Scenario: 20.04: the lock ends when player B's Charge phase starts
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    And the game advances to player B's Charge phase
    Then "Reserve" can make a normal move
