Feature: 18.06, 18.07 Assault and Shock Disembark, only where a rule grants them
  The Universal Rules Updates v1.1 add two disembark modes a faction or datasheet rule must
  grant. Assault Disembark: after its TRANSPORT's normal move, the unit may still declare a
  charge this turn. Shock Disembark: the unit may disembark although its TRANSPORT advanced
  this phase (a fall-back still bars it).

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2

  Scenario: 18.06: after an Assault Disembark the unit may declare a charge this turn
    Given a rule lets "Squad" make an Assault Disembark
    And "Rhino" made a normal move this phase
    When "Squad" makes a disembark move using Assault Disembark
    Then "Squad" disembarked using Assault Disembark
    And "Squad" is eligible to declare a charge

  Scenario: 18.06: without the grant, the TRANSPORT's normal move forces a Rapid Disembark
    Given "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.07: a Shock Disembark from a TRANSPORT that advanced
    Given a rule lets "Squad" make a Shock Disembark
    And "Rhino" made an advance move this phase
    When "Squad" makes a disembark move using Shock Disembark
    Then "Squad" disembarked using Shock Disembark
    And "Squad" is not embarked

  Scenario: 18.07: a fall-back still bars a Shock Disembark
    Given a rule lets "Squad" make a Shock Disembark
    And "Rhino" made a fall-back move this phase
    Then "Squad" cannot make a disembark move because its TRANSPORT made an advance or fall-back move this phase
