Feature: 18.04.01 A Rapid Disembark after its TRANSPORT's ingress move follows that move's rules
  The unit that disembarks after its TRANSPORT arrived keeps out of the opponent's deployment
  zone before the third battle round, as the TRANSPORT had to (a move stated into that zone is
  refused then). Where the TRANSPORT had no such restriction, nor has the unit.

  Background:
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"

  Scenario: From the third battle round, the unit may disembark into the opponent's deployment zone
    Given it is player A's Movement phase in battle round 3
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When "Rhino" makes an ingress move into player B's deployment zone
    And "Intercessors" makes a disembark move into player B's deployment zone
    Then "Intercessors" disembarked using Rapid Disembark
    And "Intercessors" is within player B's deployment zone

  Scenario: After the ingress of a TRANSPORT with Deep Strike, the zone is open in round 2
    Given it is player A's Movement phase in battle round 2
    And "Rhino" has the Deep Strike ability
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When "Rhino" makes an ingress move into player B's deployment zone
    And "Intercessors" makes a disembark move into player B's deployment zone
    Then "Intercessors" is within player B's deployment zone

  Scenario: A Tactical Disembark from a Rhino that made no ingress move is not held out of the zone
    Given it is player A's Movement phase in battle round 2
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" remained stationary this phase
    When "Intercessors" makes a disembark move into player B's deployment zone
    Then "Intercessors" disembarked using Tactical Disembark
    And "Intercessors" is within player B's deployment zone

  Scenario: In round 2 the Rapid Disembark after the ingress is open where no area is named
    Given it is player A's Movement phase in battle round 2
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When "Rhino" makes an ingress move
    Then "Intercessors" can make a disembark move using Rapid Disembark
