Feature: 18.04, 18.04.01, 18.06, 18.07 Whether a unit can disembark using a mode
  `Then "<unit>" can make a disembark move using <mode>` answers whether the mode is one the
  unit can use now: the mode its TRANSPORT's move this phase forces (Rapid after a normal or
  ingress move; Tactical while it remained stationary or was not yet selected to move; a
  Combat Disembark otherwise, or stated where a Tactical set-up was impossible), and Assault
  and Shock Disembark only where a rule grants them. A move step that uses such a mode stays
  an error naming the fix; the question is answered, with its reasons.

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2

  Scenario: 18.04.01: after its TRANSPORT's normal move the mode is Rapid Disembark
    Given "Rhino" made a normal move this phase
    Then "Squad" can make a disembark move using Rapid Disembark
    And "Squad" cannot make a disembark move using Tactical Disembark because its TRANSPORT made a normal or ingress move this phase
    And "Squad" cannot make a disembark move using Combat Disembark, for exactly these reasons:
      | its TRANSPORT made a normal or ingress move this phase |
    And "Squad" cannot make a disembark move using Assault Disembark because no rule lets it use that disembark mode
    And "Squad" cannot make a disembark move using Shock Disembark

  Scenario: 18.04: before its TRANSPORT moves, Tactical, or Combat where Tactical was impossible
    Then "Squad" can make a disembark move using Tactical Disembark
    And "Squad" can make a disembark move using Combat Disembark
    And "Squad" cannot make a disembark move using Rapid Disembark because its TRANSPORT has not made a normal or ingress move this phase

  Scenario: 18.04: after its TRANSPORT's surge move, no Tactical Disembark
    Given "Rhino" made a surge move this phase
    Then "Squad" cannot make a disembark move using Tactical Disembark because its TRANSPORT made a surge move this phase
    And "Squad" can make a disembark move using Combat Disembark

  Scenario: 18.06: an Assault Disembark needs its grant and its TRANSPORT's normal move
    Given a rule lets "Squad" make an Assault Disembark
    Then "Squad" cannot make a disembark move using Assault Disembark, for exactly these reasons:
      | its TRANSPORT has not made a normal move this phase |
    When "Rhino" makes a normal move
    Then "Squad" can make a disembark move using Assault Disembark

  Scenario: 18.07: a Shock Disembark from a TRANSPORT that advanced, where a rule grants it
    Given a rule lets "Squad" make a Shock Disembark
    And "Rhino" made an advance move this phase
    Then "Squad" can make a disembark move using Shock Disembark
    And "Squad" cannot make a disembark move using Rapid Disembark, for exactly these reasons:
      | its TRANSPORT made an advance or fall-back move this phase        |
      | its TRANSPORT has not made a normal or ingress move this phase |
    And "Squad" cannot make a disembark move using Tactical Disembark because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.07: without its grant, a Shock Disembark is refused, and the advance bars the disembark
    Given "Rhino" made an advance move this phase
    Then "Squad" cannot make a disembark move using Shock Disembark, for exactly these reasons:
      | its TRANSPORT made an advance or fall-back move this phase |
      | no rule lets it use that disembark mode                   |

  Scenario: 18.04: a unit that is not embarked cannot disembark, whatever the mode
    Given a unit "Walkers"
    Then "Walkers" cannot make a disembark move using Tactical Disembark, for exactly these reasons:
      | it is not embarked within a TRANSPORT |
