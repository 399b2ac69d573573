Feature: 18.01-18.07 A tournament organiser's transport questions, on real datasheets
  Embarking only after a normal, advance or fall-back move, capacity counted in models with
  attached units and losses, what an embarked unit can and cannot do or be asked, the disembark
  modes and what each forbids later in the turn, and a TRANSPORT destroyed with units inside.

  Scenario: 18.01, 19.01: A Rhino (12) takes a Captain, a Lieutenant and 10 Intercessors exactly
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Captain" is leading "Intercessors"
    And "Lieutenant" is leading "Intercessors"
    When "Intercessors" makes a normal move and embarks within "Rhino"
    Then "Lieutenant" is embarked within "Rhino"
    And "Captain" is not in strategic reserves

  Scenario: 18.01, 18.02: A Rhino holding 6 has no room for a 10-model squad that lost 3 (7 models)
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Inside" from the datasheet "Intercessor Squad" with 10 models
    And "Inside" has 6 models left
    And "Inside" is embarked within "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Intercessors" has 7 models left
    And "Intercessors" made an advance move this phase
    Then "Intercessors" cannot embark within "Rhino", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: 18.01, 18.02: But 6 models left of that squad fit exactly
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Inside" from the datasheet "Intercessor Squad" with 10 models
    And "Inside" has 6 models left
    And "Inside" is embarked within "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Intercessors" has 6 models left
    And "Intercessors" made an advance move this phase
    Then "Intercessors" can embark within "Rhino"

  Scenario: 18.02: No embarking after a charge move
    Given it is player A's Charge phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made a charge move this phase
    Then "Intercessors" cannot embark within "Rhino", for exactly these reasons:
      | it has not made a normal, advance or fall-back move this phase |

  Scenario: 18.02: No embarking after a surge move (Shooting phase)
    Given it is player B's Shooting phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made a surge move this phase
    Then "Intercessors" cannot embark within "Rhino", for exactly these reasons:
      | it has not made a normal, advance or fall-back move this phase |

  Scenario: 18.02, 18.04: A unit that disembarked (Tactical) and then moved cannot re-embark this turn
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Razorback" from the datasheet "Razorback"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    When "Intercessors" makes a disembark move followed by a normal move
    Then "Intercessors" cannot embark within "Razorback", for exactly these reasons:
      | it was set up on the battlefield this turn |

  Scenario: 18.02: A stationary unit cannot embark
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" remained stationary this phase
    Then "Intercessors" cannot embark within "Rhino" because it has not made a normal, advance or fall-back move this phase

  Scenario: 18.02: Embarking after a fall-back move while engaged; the unit inside is not engaged and is within no area
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is engaged
    When "Intercessors" makes a fall-back move and embarks within "Rhino"
    Then "Intercessors" is embarked within "Rhino"
    And "Intercessors" is not engaged
    And "Intercessors" is not within player A's deployment zone

  Scenario: 18.04: A unit that embarked cannot disembark in the same phase, even with a Rapid Disembark
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    When "Intercessors" makes a normal move and embarks within "Rhino"
    And "Rhino" makes a normal move
    Then "Intercessors" cannot make a disembark move because it embarked within its TRANSPORT this phase

  Scenario: 18.02, 16.01: An embarked unit cannot start an Action
    Given it is player A's Shooting phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    Then "Intercessors" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 18.02, 10.02: An embarked unit is not eligible to shoot
    Given it is player A's Shooting phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    Then "Intercessors" is not eligible to shoot because it is not on the battlefield

  Scenario: 18.02, 14.02: An embarked unit adds nothing to its TRANSPORT's control of an objective
    Given it is player A's Command phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And the ruin is an objective marker
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" is within the ruin
    Then "Intercessors" is not within range of the ruin
    And player A's level of control over the ruin is 2

  Scenario: 18.02, 21.02: An embarked unit cannot make a surge move
    Given it is player B's Shooting phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    Then "Intercessors" cannot make a surge move because it is not on the battlefield

  Scenario: 18.02, 16.01: A unit performing an Action that embarks: the Action fails
    Given it is player A's Movement phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Movement phase |
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" started the "Plant Beacon" Action this turn
    When "Intercessors" makes a normal move and embarks within "Rhino"
    Then "Intercessors" is not performing the "Plant Beacon" Action

  Scenario: 18.04.01, 16.01: Rapid Disembark after the Impulsor's normal move: it may shoot and start an Action, not charge
    Given it is player A's Movement phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Impulsor"
    When "Impulsor" makes a normal move
    And "Intercessors" makes a disembark move
    Then "Intercessors" disembarked using Rapid Disembark
    And "Intercessors" cannot make a normal move because it has already been selected to move this phase
    When the game advances to player A's Shooting phase
    Then "Intercessors" can start the "Plant Beacon" Action
    And "Intercessors" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Intercessors" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.04.01: The Rapid Disembark charge lock ends with the turn
    Given it is player A's Movement phase in battle round 2
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Impulsor"
    And "Impulsor" made a normal move this phase
    When "Intercessors" makes a disembark move
    And the game advances to the start of battle round 3
    And the game advances to player A's Charge phase
    Then "Intercessors" is eligible to declare a charge

  Scenario: 18.04, 09.02: Tactical then advance after the Rhino stayed stationary: no further move this phase
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" remained stationary this phase
    When "Intercessors" makes a disembark move followed by an advance move
    Then "Intercessors" disembarked using Tactical Disembark
    And "Intercessors" cannot make a normal move because it has already been selected to move this phase

  Scenario: 18.05, 19.01: A Trukk destroyed with an attached unit inside: both parts out, battle-shocked
    Given it is player B's Shooting phase in battle round 2
    And a unit "Trukk" from the datasheet "Trukk"
    And a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Boyz" is embarked within "Trukk"
    When "Trukk" is destroyed
    Then "Warboss" made an emergency disembark move
    And "Boyz" is battle-shocked
    And "Warboss" is not embarked

  Scenario: 18.03, 18.05: A TRANSPORT destroyed in its own Movement phase after disembarking: a unit already out makes no emergency disembark
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    When "Intercessors" makes a disembark move
    And "Rhino" is destroyed
    Then "Intercessors" is not battle-shocked
    And "Intercessors" disembarked using Tactical Disembark

  Scenario: 18.05, 18.02: A unit that embarked this phase gets out by emergency disembark when its TRANSPORT is destroyed that phase
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    When "Intercessors" makes a normal move and embarks within "Rhino"
    And "Rhino" is destroyed
    Then "Intercessors" made an emergency disembark move
    And "Intercessors" is battle-shocked
    And "Intercessors" cannot embark within "Rhino"

  Scenario: 18.04, 21.02: After a disembark the unit has moved this phase: no surge move
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    When "Intercessors" makes a disembark move
    Then "Intercessors" cannot make a surge move because it has moved this phase

  Scenario: 18.04: after the TRANSPORT's normal move the mode is Rapid, not Tactical
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    Then "Intercessors" cannot make a disembark move using Tactical Disembark
    And "Intercessors" can make a disembark move using Rapid Disembark

  Scenario: 18.04, 18.07: A Shock Disembark without its grant after an advance: no disembark at all
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" made an advance move this phase
    Then "Intercessors" cannot make a disembark move, for exactly these reasons:
      | its TRANSPORT made an advance or fall-back move this phase |

  Scenario: 18.04.01, 18.07: A Shock Disembark is not available after a normal move (Rapid is)
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    And a rule lets "Intercessors" make a Shock Disembark
    And "Rhino" made a normal move this phase
    When "Intercessors" makes a disembark move
    Then "Intercessors" disembarked using Rapid Disembark

  Scenario: 18.04, 16.01: A Combat Disembark unit cannot start an Action this turn (battle-shocked)
    Given it is player A's Movement phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" is engaged
    When "Intercessors" makes a disembark move using Combat Disembark that ends engaged
    And the game advances to player A's Shooting phase
    Then "Intercessors" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |
      | it is engaged |

  Scenario: 08.03, 18.02: an embarked battle-shocked unit rolls in its Battle-shock step and recovers (interpretation 4)
    Given it is player A's Command phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 9
    When player A's Command phase is resolved
    Then "Intercessors" makes a battle-shock roll
    And "Intercessors" is not battle-shocked

  Scenario: 18.05: a Battlewagon destroyed with 4 of 20 Boyz inside: they get out below half-strength, battle-shocked
    Given it is player B's Fight phase in battle round 2
    And a unit "Battlewagon" from the datasheet "Battlewagon"
    And a unit "Boyz" from the datasheet "Boyz" with 20 models
    And "Boyz" has 4 models left
    And "Boyz" is embarked within "Battlewagon"
    When "Battlewagon" is destroyed
    Then "Boyz" made an emergency disembark move
    And "Boyz" is below half-strength
    And "Boyz" is battle-shocked

  Scenario: 18.01, 19.01: an Impulsor (7) takes a Captain-led 10-man squad once the Captain is gone and 4 Intercessors are lost
    Given it is player A's Movement phase in battle round 2
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Captain" is leading "Intercessors"
    And "Captain" has 0 models left
    And "Intercessors" has 6 models left
    And "Intercessors" made a normal move this phase
    Then "Intercessors" can embark within "Impulsor"

  Scenario: 18.01, 19.01: but not with 8 Intercessors left
    Given it is player A's Movement phase in battle round 2
    And a unit "Impulsor" from the datasheet "Impulsor"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Captain" is leading "Intercessors"
    And "Captain" has 0 models left
    And "Intercessors" has 8 models left
    And "Intercessors" made a normal move this phase
    Then "Intercessors" cannot embark within "Impulsor" because it does not fit in its TRANSPORT

  Scenario: 18.04, 19.01: either name of an embarked attached unit is embarked; it disembarks by the leader's name
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" is embarked within "Rhino"
    Then "Captain" is embarked within "Rhino"
    When "Captain" makes a disembark move
    Then "Intercessors" disembarked using Tactical Disembark
    And "Intercessors" is not embarked

  Scenario: 18.02: embarking once the first battle round has started
    Given it is player A's Movement phase in battle round 1
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    When "Intercessors" makes an advance move and embarks within "Rhino"
    Then "Intercessors" is embarked within "Rhino"

  Scenario: 18.02, 12.04: an embarked unit is not eligible to fight
    Given it is player B's Fight phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    Then "Intercessors" is not eligible to fight
