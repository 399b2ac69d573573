Feature: 18.04, 18.2 Held-out: the disembark mode reads a TRANSPORT that counts as having remained stationary
  18.04 picks the disembark mode: Rapid after the TRANSPORT's normal or ingress move this phase;
  otherwise Tactical if it remained stationary or has not yet been selected to move this phase;
  otherwise Combat. 18.2's state `having remained stationary this turn` is that fact, and a rule
  that makes the TRANSPORT count so, or not, changes it (18.3 item 6; interpretation 124).

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"

  Scenario: 18.04: a TRANSPORT that remained stationary gives Tactical Disembark
    When "Rhino" remains stationary
    Then "Rhino" counts as having remained stationary this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark

  Scenario: 18.04: a TRANSPORT that surged but counts as having remained stationary gives Tactical Disembark
    Given "Rhino" made a surge move this phase
    And "Rhino" has an ability "Anchored" that makes it count as having remained stationary this turn
    Then "Squad" can make a disembark move using Tactical Disembark
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark

  Scenario: 18.04: without the rule, the surge gives Combat Disembark
    Given "Rhino" made a surge move this phase
    Then "Rhino" does not count as having remained stationary this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Combat Disembark

  Scenario: 18.04.01: after a normal move, counting as having remained stationary still forces Rapid Disembark
    Given "Rhino" made a normal move this phase
    And "Rhino" has an ability "Anchored" that makes it count as having remained stationary this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark

  Scenario: 18.04: a TRANSPORT that remained stationary but counts as not having done so gives Combat Disembark
    Given "Rhino" has an ability "Restless" that makes it count as not having remained stationary this turn
    When "Rhino" remains stationary
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Combat Disembark

  Scenario: 18.04: the same, stated: remained stationary this phase but counts as not
    Given "Rhino" remained stationary this phase
    And "Rhino" has an ability "Restless" that makes it count as not having remained stationary this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Combat Disembark

  Scenario: 18.04: a TRANSPORT not yet selected to move gives Tactical Disembark even counting as not stationary
    Given "Rhino" has an ability "Restless" that makes it count as not having remained stationary this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark

  Scenario: 18.04: a rule always in force makes a TRANSPORT that surged in a later turn give Tactical Disembark
    Given "Rhino" has an ability "Anchored" that makes it count as having remained stationary this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Movement phase
    And "Rhino" makes a surge move
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark

  Scenario: 18.04: Tactical Disembark refused after a TRANSPORT that remained stationary counts as not, and the reason says so
    Given "Rhino" remained stationary this phase
    And "Rhino" has an ability "Restless" that makes it count as not having remained stationary this turn
    Then "Squad" cannot make a disembark move using Tactical Disembark, for exactly these reasons:
      | its TRANSPORT was selected to move this phase and did not remain stationary |

  Scenario: 18.04: Tactical Disembark refused after a surge names the surge
    Given "Rhino" made a surge move this phase
    Then "Squad" cannot make a disembark move using Tactical Disembark, for exactly these reasons:
      | its TRANSPORT made a surge move this phase |
