Feature: 18.01, 18.02, 18.04 Roster units and datasheet TRANSPORTs
  An Ork roster's attached Boyz and its Gretchin in a Trukk of capacity 12 from the data; an
  attached unit that disembarked; a Drop Pod, whose M of 0 makes it no less a TRANSPORT.

  Scenario: The Warboss's Boyz from the roster fit a Trukk, and then the Gretchin do not
    Given player B's army from the roster "../datasheets/rosters/orks_newrecruit.json"
    And it is player B's Movement phase in battle round 2
    And a unit "Trukk" from the datasheet "Trukk" for player B
    And "Boyz" is embarked within "Trukk"
    And "Gretchin" made a normal move this phase
    Then "Warboss" is embarked within "Trukk"
    And "Gretchin" cannot embark within "Trukk", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: The roster's 11 Gretchin fit an empty Trukk, with one model to spare
    Given player B's army from the roster "../datasheets/rosters/orks_newrecruit.json"
    And it is player B's Movement phase in battle round 2
    And a unit "Trukk" from the datasheet "Trukk" for player B
    And "Gretchin" made a normal move this phase
    Then "Gretchin" has a starting strength of 11
    And "Gretchin" can embark within "Trukk"

  Scenario: A Captain leading Intercessors disembarks from the Rhino: the Captain's name made the disembark
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    When "Intercessors" makes a disembark move
    Then "Captain" disembarked using Rapid Disembark
    And "Captain" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: A Drop Pod with its M of 0 is a TRANSPORT; it takes a unit after its normal move
    Given it is player A's Movement phase in battle round 2
    And a unit "Pod" from the datasheet "Drop Pod"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Intercessors" made a normal move this phase
    Then "Intercessors" can embark within "Pod"
