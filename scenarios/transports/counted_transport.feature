Feature: 18.01, 18.02 A TRANSPORT is a unit that has, or counts as having, the keyword
  A rule that makes a unit count as having or not having a keyword changes that fact for every
  clause that reads it (contract 18.3 item 6), 18.01's TRANSPORT keyword among them.

  Background:
    Given a unit "Box"
    And "Box" has the keyword VEHICLE
    And a unit "Squad"
    And it is player A's Movement phase in battle round 2

  Scenario: 18.02: a unit can embark within a unit that counts as a TRANSPORT
    Given "Box" has an ability "Hold" that makes it count as having the keyword TRANSPORT
    When "Squad" makes a normal move and embarks within "Box"
    Then "Squad" is embarked within "Box"

  Scenario: 18.02: without the rule, the VEHICLE is no TRANSPORT
    Given "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Box" because the transport is not a friendly TRANSPORT unit

  Scenario: 18.02: a TRANSPORT that counts as not having the keyword takes no unit
    Given "Box" has the keyword TRANSPORT
    And "Box" has an ability "Sealed" that makes it count as not having the keyword TRANSPORT
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Box" because the transport is not a friendly TRANSPORT unit

  Scenario: 18.04: a unit can disembark from a TRANSPORT that advanced but counts as not having advanced
    Given "Box" has the keyword TRANSPORT
    And "Squad" is embarked within "Box"
    And "Box" made an advance move this phase
    And "Box" has an ability "Steady" that makes it count as not having made an advance move this turn
    Then "Squad" can make a disembark move
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Combat Disembark

  Scenario: 18.04: a TRANSPORT that advanced and counts as not having made a normal move still bars the disembark
    Given "Box" has the keyword TRANSPORT
    And "Squad" is embarked within "Box"
    And "Box" made an advance move this phase
    And "Box" has an ability "Steady" that makes it count as not having made a normal move this turn
    Then "Squad" cannot make a disembark move because its TRANSPORT made an advance or fall-back move this phase

  Scenario: 18.04: a unit can disembark from a TRANSPORT that fell back but counts as not having fallen back
    Given "Box" has the keyword TRANSPORT
    And "Squad" is embarked within "Box"
    And "Box" made a fall-back move this phase
    And "Box" has an ability "Drill" that makes it count as not having made a fall-back move this turn
    Then "Squad" can make a disembark move

  Scenario: 18.04.01: a TRANSPORT that made a normal move but counts as not having made one forces no Rapid Disembark
    Given "Box" has the keyword TRANSPORT
    And "Squad" is embarked within "Box"
    And "Box" made a normal move this phase
    And "Box" has an ability "Quiet" that makes it count as not having made a normal move this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Combat Disembark

  Scenario: 18.04: a TRANSPORT that counts as having advanced this turn but made no move this phase does not bar the disembark
    Given "Box" has the keyword TRANSPORT
    And "Squad" is embarked within "Box"
    And "Box" has an ability "Rush" that makes it count as having made an advance move this turn
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Tactical Disembark
