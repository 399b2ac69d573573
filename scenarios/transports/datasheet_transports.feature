Feature: 18.01, 18.02 Datasheet TRANSPORTs take attached units by their capacity in the data
  A datasheet TRANSPORT takes its transport capacity from the data (contract §14 as changed in
  round 4), a stated one overrides it, and an attached unit brings every part's models.

  Scenario: An Impulsor (capacity 7 in the data) takes a Captain leading 5 Intercessors
    Given it is player A's Movement phase in battle round 2
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" made a normal move this phase
    Then "Captain" can embark within "Impulsor"

  Scenario: An Impulsor cannot take a Captain leading 10 Intercessors
    Given it is player A's Movement phase in battle round 2
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Captain" is leading "Intercessors"
    And "Captain" made a normal move this phase
    Then "Intercessors" cannot embark within "Impulsor", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: Leader, support and 5 bodyguards fill an Impulsor exactly
    Given it is player A's Movement phase in battle round 2
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Lieutenant" is leading "Intercessors"
    And "Intercessors" made an advance move this phase
    Then "Intercessors" has a starting strength of 7
    And "Lieutenant" can embark within "Impulsor"

  Scenario: A stated capacity overrides the datasheet's
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And "Rhino" has a transport capacity of 4 models
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made a normal move this phase
    Then "Intercessors" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: A Battlewagon (capacity 22) takes 20 Boyz led by a Warboss, with one model to spare
    Given it is player A's Movement phase in battle round 2
    And a unit "Battlewagon" from the datasheet "Battlewagon"
    And a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz" with 20 models
    And "Warboss" is leading "Boyz"
    And "Boyz" is engaged
    When "Warboss" makes a fall-back move and embarks within "Battlewagon"
    Then "Warboss" is embarked within "Battlewagon"
    And "Boyz" is not in strategic reserves

  Scenario: A Razorback already holding a full 5-man squad has room for one Captain only
    Given it is player A's Movement phase in battle round 2
    And a unit "Razorback" from the datasheet "Razorback"
    And a unit "Inside" from the datasheet "Intercessor Squad"
    And "Inside" is embarked within "Razorback"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    When "Captain" makes a normal move and embarks within "Razorback"
    And "Lieutenant" makes a normal move
    Then "Lieutenant" cannot embark within "Razorback" because it does not fit in its TRANSPORT

  Scenario: 18.01: an enemy Rhino takes no unit
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino" for player B
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made a normal move this phase
    Then "Intercessors" cannot embark within "Rhino" because the transport is not a friendly TRANSPORT unit

  Scenario: 18.01: a Deff Dread is no TRANSPORT
    Given it is player A's Movement phase in battle round 2
    And a unit "Dread" from the datasheet "Deff Dread"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Boyz" made a normal move this phase
    Then "Boyz" cannot embark within "Dread", for exactly these reasons:
      | the transport is not a friendly TRANSPORT unit |
