Feature: Transports and reserves across whole turns (18.04, 18.05, 20.04)
  A held-out pass: what each disembark allows in the later phases of that turn and the next, a
  Combat or emergency disembark's battle-shock lasting until the unit's next Command phase, a
  TRANSPORT arriving from reserves, and reserves left at the end of battle round 3.

  Background:
    Given a unit "Rhino" for player A
    And "Rhino" has the keywords VEHICLE and TRANSPORT
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    And a unit "Boyz" for player B

  Scenario: 18.04.01: after a Rapid Disembark the unit may shoot but not charge that turn; it may charge in the next
    Given it is player A's Movement phase in battle round 2
    When "Rhino" makes a normal move
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" cannot make a normal move
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn
    When the game advances to player A's Charge phase
    Then it is player A's Charge phase in battle round 3
    And "Squad" is eligible to declare a charge

  Scenario: 18.04: a Tactical Disembark followed by a normal move allows a charge
    Given it is player A's Movement phase in battle round 2
    When "Squad" makes a disembark move followed by a normal move
    Then "Squad" disembarked using Tactical Disembark
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.04: a Combat Disembark leaves the unit battle-shocked with no roll until it passes in its next Command phase
    Given "Squad" has Ld 7+
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a disembark move using Combat Disembark
    Then "Squad" disembarked using Combat Disembark
    And "Squad" is battle-shocked
    And "Squad" makes 0 battle-shock rolls
    When the game advances to player B's Command phase
    Then "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.05: a TRANSPORT destroyed in the opponent's turn: the emergency disembark's battle-shock is tested in the unit's own Command phase and its charge bar has ended
    Given "Squad" has Ld 7+
    And it is player B's Shooting phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not embarked
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 20.04 and 18.04.01: passengers of a TRANSPORT arriving in round 2 Rapid Disembark and cannot charge
    Given "Rhino" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    Then "Squad" is in strategic reserves
    When "Rhino" makes an ingress move
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is not in strategic reserves
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 20.04: a TRANSPORT still in strategic reserves at the end of battle round 3 is destroyed, its passengers too
    Given "Rhino" is in strategic reserves
    And it is player B's Fight phase in battle round 3
    When the game advances to the end of battle round 3
    Then "Rhino" is destroyed
    And "Squad" is destroyed
