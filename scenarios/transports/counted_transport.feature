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
