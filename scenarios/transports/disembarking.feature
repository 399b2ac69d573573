Feature: 18.03, 18.04 Disembarking: the mode follows the TRANSPORT's move this phase
  An embarked unit leaves its TRANSPORT by a disembark move in its player's Movement phase.
  After the TRANSPORT's normal or ingress move it is a Rapid Disembark (18.04.01): no charge
  this turn. Stationary or not yet moved: a Tactical Disembark, then a normal or advance move.
  Otherwise a Combat Disembark: battle-shocked, no charge this turn.

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2

  Scenario: 18.04: a Tactical Disembark is followed by a normal move, and the unit may act
    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark
    And "Squad" is not embarked
    And "Squad" cannot make a normal move because it has already been selected to move this phase
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Plant Beacon" Action
    And "Squad" is eligible to declare a charge

  Scenario: 18.04: a Tactical Disembark followed by an advance move keeps the advance's locks
    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    When "Squad" makes a disembark move followed by an advance move
    Then "Squad" disembarked using Tactical Disembark
    When the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Plant Beacon" Action because it made an advance move this turn
    And "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.04.01: after the TRANSPORT's normal move the mode is Rapid: no charge this turn
    Given "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn
    And "Squad" is eligible to shoot

  Scenario: 18.04: a Combat Disembark battle-shocks the unit and bars a charge
    When "Squad" makes a disembark move using Combat Disembark
    Then "Squad" disembarked using Combat Disembark
    And "Squad" is battle-shocked
    And "Squad" is not engaged
    And "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a Rapid, Combat or emergency disembark this turn |

  Scenario: 18.04: after the TRANSPORT's surge move this phase the mode is Combat Disembark
    Given "Rhino" made a surge move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Combat Disembark
    And "Squad" is battle-shocked
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.04: a TRANSPORT moved by an enemy rule was not selected to move: Tactical Disembark
    When "Rhino" is forced to move by an enemy rule
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark
    And "Squad" is not battle-shocked

  Scenario: 18.04: a Combat Disembark may end engaged where its TRANSPORT is engaged
    Given "Rhino" is engaged
    When "Squad" makes a disembark move using Combat Disembark that ends engaged
    Then "Squad" is engaged

  Scenario: 18.04: no disembark after the TRANSPORT advanced
    Given "Rhino" made an advance move this phase
    Then "Squad" cannot make a disembark move because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.03: only in its player's Movement phase
    Given it is player A's Shooting phase in battle round 2
    Then "Squad" cannot make a disembark move, for exactly these reasons:
      | it is not its player's Movement phase |

  Scenario: 18.04: not in the phase it embarked
    Given "Squad" embarked within "Rhino" this phase
    Then "Squad" cannot make a disembark move because it embarked within its TRANSPORT this phase

  Scenario: 18.04: a unit that is not embarked cannot disembark
    Given a unit "Scouts"
    Then "Scouts" cannot make a disembark move because it is not embarked within a TRANSPORT

  Scenario: 18.04: not while its TRANSPORT is off the battlefield
    Given "Rhino" is in strategic reserves
    Then "Squad" cannot make a disembark move because its TRANSPORT is not on the battlefield

  Scenario: 18.04, 09.02: a unit that disembarked was selected to move in the Movement phase only: it may make a charge move in the Charge phase
    When "Squad" makes a disembark move
    And the game advances to player A's Charge phase
    Then "Squad" can make a charge move
