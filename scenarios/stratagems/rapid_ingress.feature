Feature: 15.07 Rapid Ingress: strategic reserves, not AIRCRAFT, not in the first battle round
  At the end of the opponent's Movement phase, one friendly unit in strategic reserves (not
  AIRCRAFT) makes an ingress move; not during the first battle round.

  Background:
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP

  Scenario: 15.07: the unit makes an ingress move and is set up on the battlefield
    Given it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then "Reserve" is not eligible to shoot because it is not on the battlefield
    When player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is eligible to shoot

  Scenario: 15.07: not in the first battle round
    Given it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it
    And player A did not use the "Rapid Ingress" stratagem
    And "Reserve" is not eligible to shoot because it is not on the battlefield

  Scenario: 15.07: an AIRCRAFT unit cannot be its target
    Given "Reserve" has the keywords AIRCRAFT, VEHICLE
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because it is not a unit the stratagem can target

  Scenario: 15.07: a unit on the battlefield cannot be its target
    Given a unit "Squad"
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because it is not a unit the stratagem can target
