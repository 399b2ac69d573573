Feature: 20.01, 20.03, 20.04, 18.05 Held-out: when reserves may arrive, and what is left at the end of battle round 3
  Strategic reserves arrive by an ingress move from the second battle round unless a rule says
  otherwise. A unit embarked within a TRANSPORT in strategic reserves is in strategic reserves
  but arrives only with it. At the end of battle round 3, not before, each strategic reserves
  unit that never made an ingress move is destroyed, except units embarked within a TRANSPORT
  that made one and repositioned units.

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"

  Scenario: 20.03: in player B's turn of battle round 1, still the first battle round
    Given "Squad" is in strategic reserves
    And it is player B's Movement phase in battle round 1
    Then "Squad" cannot make an ingress move because it is the first battle round

  Scenario: 20.01, 20.04: a unit embarked within a TRANSPORT in strategic reserves is in reserves, but does not arrive on its own
    Given "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    Then "Squad" is in strategic reserves
    And "Squad" cannot make an ingress move because it is embarked within a TRANSPORT in strategic reserves
    And "Squad" cannot make a disembark move because its TRANSPORT is not on the battlefield

  Scenario: 20.04, 18.04: once its TRANSPORT arrives, the unit is out of reserves and disembarks Rapid
    Given "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    When "Rhino" makes an ingress move
    Then "Squad" is not in strategic reserves
    And "Squad" is embarked within "Rhino"
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark

  Scenario: 20.04: a TRANSPORT that never arrived is destroyed at the end of battle round 3, with the unit inside
    Given "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Rhino" is destroyed
    And "Squad" is destroyed

  Scenario: 20.04: the end of player A's turn in battle round 3 is not yet the end of the round
    Given "Squad" is in strategic reserves
    And it is player A's Fight phase in battle round 3
    When the game advances to the end of the turn
    Then "Squad" is not destroyed
    And "Squad" is in strategic reserves
    When the game advances to the end of battle round 3
    Then "Squad" is destroyed

  Scenario: 20.04: a unit that arrives in player B's Movement phase of battle round 3 survives the round
    Given "Squad" is in strategic reserves
    And it is player B's Movement phase in battle round 3
    When "Squad" makes an ingress move
    And the game advances to the end of battle round 3
    Then "Squad" is not destroyed
    And "Squad" is not in strategic reserves

  Scenario: 20.04: inside a TRANSPORT that made an ingress move earlier and is back in reserves, neither is destroyed
    Given "Rhino" is in strategic reserves
    And "Rhino" is a repositioned unit
    And "Rhino" made an ingress move earlier in the battle
    And "Squad" is embarked within "Rhino"
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Rhino" is not destroyed
    And "Squad" is not destroyed

  Scenario: 20.04: a unit that made no ingress move earlier in the battle is destroyed
    Given "Squad" is in strategic reserves
    And "Squad" made no ingress move earlier in the battle
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Squad" is destroyed

  Scenario: 20.04: after an ingress move the unit may declare a charge in the Charge phase that follows
    Given "Squad" is in strategic reserves
    And "Squad" is close enough to an enemy unit to declare a charge
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an ingress move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.05: an emergency disembark in the opponent's turn bars a charge only to the end of that turn
    Given "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.05: in its own next turn the unit that made an emergency disembark may declare a charge
    Given "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase in battle round 2
    And the battle-shock roll for "Squad" will be 12
    When "Rhino" is destroyed
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
