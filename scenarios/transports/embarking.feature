Feature: 18.01, 18.02 Embarking: after a normal, advance or fall-back move, within a friendly TRANSPORT
  A unit that made a normal, advance or fall-back move this phase may embark within a friendly
  TRANSPORT that can take it, unless it was set up on the battlefield this turn. It leaves the
  battlefield: an Action it was performing fails (16.01).

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And it is player A's Movement phase in battle round 2

  Scenario: 18.02: a unit embarks after its normal move and is off the battlefield
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    And "Squad" is not eligible to shoot because it is not on the battlefield

  Scenario: 18.02: embarking after a move this phase, asked
    Given "Squad" made a fall-back move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: 18.02: no move this phase, no embarking
    Then "Squad" cannot embark within "Rhino" because it has not made a normal, advance or fall-back move this phase

  Scenario: 18.02: a unit set up this turn cannot embark
    Given "Squad" made a normal move this phase
    And "Squad" was set up on the battlefield this turn
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it was set up on the battlefield this turn |

  Scenario: 18.01: only within a friendly TRANSPORT unit
    Given a unit "Truck" for player B
    And "Truck" has the keyword TRANSPORT
    And a unit "Wall"
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Truck" because the transport is not a friendly TRANSPORT unit
    And "Squad" cannot embark within "Wall" because the transport is not a friendly TRANSPORT unit

  Scenario: 18.02: only if the TRANSPORT can take it
    Given "Rhino" cannot take "Squad"
    And "Squad" made an advance move this phase
    Then "Squad" cannot embark within "Rhino" because the TRANSPORT cannot take it

  Scenario: 16.01: embarking makes the Action the unit is performing fail
    Given the Action "Hold the Line":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of the turn |
    When "Squad" starts the "Hold the Line" Action
    And "Squad" makes a normal move and embarks within "Rhino"
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Line" Action

  Scenario: 16.01: an embarked unit cannot start an Action
    Given the Action "Hold the Line":
      | STARTS | your Movement phase |
    And "Squad" is embarked within "Rhino"
    Then "Squad" cannot start the "Hold the Line" Action because it is not on the battlefield

  Scenario: 18.02: an embarked unit has made no move this phase to embark after
    Given a unit "Razorback"
    And "Razorback" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    Then "Squad" cannot embark within "Razorback"

  Scenario: 18.02: a unit embarks after its advance move
    When "Squad" makes an advance move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"

  Scenario: 18.01: a unit named as the TRANSPORT, with no keyword stated, is one
    Given a unit "Chimera"
    And "Squad" is embarked within "Chimera"
    Then "Chimera" has the keyword TRANSPORT
    And "Squad" is embarked within "Chimera"

  Scenario: 18.01: a unit whose models do not fit in the TRANSPORT cannot embark
    Given "Rhino" has a transport capacity of 12 models
    And "Squad" has a starting strength of 20
    And "Squad" has 20 models left
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: 18.01: the models already embarked count against the capacity
    Given "Rhino" has a transport capacity of 12 models
    And a unit "Scouts"
    And "Scouts" is embarked within "Rhino"
    And a unit "Guards"
    And "Guards" made a normal move this phase
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    And "Guards" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: 18.01: a unit that fits exactly can embark
    Given "Rhino" has a transport capacity of 5 models
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: 18.01: with no capacity stated, capacity is not weighed
    Given "Squad" has a starting strength of 20
    And "Squad" has 20 models left
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: 18.01: a datasheet TRANSPORT takes its transport capacity from the data
    The Rhino's datasheet holds 12 models: ten Intercessors are in, five more do not fit.

    Given a unit "Carrier" from the datasheet "Rhino"
    And a unit "First" from the datasheet "Intercessor Squad" with 10 models
    And "First" is embarked within "Carrier"
    And a unit "Second" from the datasheet "Intercessor Squad" with 5 models
    And "Second" made a normal move this phase
    Then "Second" cannot embark within "Carrier", for exactly these reasons:
      | it does not fit in its TRANSPORT |

  Scenario: 18.01: a datasheet TRANSPORT with room takes the unit
    Given a unit "Carrier" from the datasheet "Rhino"
    And a unit "First" from the datasheet "Intercessor Squad" with 5 models
    And "First" is embarked within "Carrier"
    And a unit "Second" from the datasheet "Intercessor Squad" with 5 models
    And "Second" made a normal move this phase
    Then "Second" can embark within "Carrier"
