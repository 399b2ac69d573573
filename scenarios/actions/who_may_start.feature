Feature: 16.01 Who may start an Action: transports, reserves, attached units, shooting, a second Action
  Tournament rulings on 16.01's bars: an embarked or reserve unit is off the battlefield (18.01,
  20.01); a disembark is no advance unless an advance follows it (18.04); an attached unit acts as
  one unit (19.01) and is barred by OC only when no model in it has OC above 0.

  Background:
    Given the Action "Hold Position":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase

  Scenario: An embarked unit cannot start an Action
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    Then "Squad" cannot start the "Hold Position" Action because it is not on the battlefield

  Scenario: A unit in strategic reserves cannot start an Action
    Given a unit "Squad"
    And "Squad" is in strategic reserves
    Then "Squad" cannot start the "Hold Position" Action, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: A unit that disembarked from a transport that made a normal move may start an Action
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase
    When "Rhino" makes a normal move
    And "Squad" makes a disembark move
    And the game advances to player A's Shooting phase
    Then "Squad" can start the "Hold Position" Action

  Scenario: A unit that disembarked and then advanced cannot start an Action
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase
    When "Squad" makes a disembark move followed by an advance move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Hold Position" Action because it made an advance move this turn

  Scenario: An attached unit performs the Action as one unit, under either name
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Squad"
    And "Captain" is leading "Squad"
    When "Captain" starts the "Hold Position" Action
    Then "Squad" is performing the "Hold Position" Action
    And "Squad" is not eligible to shoot

  Scenario: An attached unit whose leader has OC 0 may still start an Action through its bodyguard
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" has OC 0
    And a unit "Squad"
    And "Captain" is leading "Squad"
    Then "Squad" can start the "Hold Position" Action

  Scenario: An attached unit in which no model has OC above 0 cannot start an Action
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" has OC 0
    And a unit "Squad"
    And "Squad" has OC 0
    And "Captain" is leading "Squad"
    Then "Squad" cannot start the "Hold Position" Action because its OC is 0 or -

  Scenario: A unit that made a normal move and then shot in this phase is refused for the shooting only
    Given a unit "Squad"
    And "Squad" made a normal move this turn
    When "Squad" shoots
    Then "Squad" cannot start the "Hold Position" Action, for exactly these reasons:
      | it shot this phase |

  Scenario: A unit that started an Action in its Movement phase cannot start a second one in the Shooting phase
    Given the Action "Scout Ahead":
      | STARTS    | your Movement phase  |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Scout Ahead" Action
    And the game advances to player A's Shooting phase
    Then "Squad" completes the "Scout Ahead" Action
    And "Squad" cannot start the "Hold Position" Action because it started another action this turn
    And "Squad" is not eligible to shoot

  Scenario: The enemy's unit cannot start an Action in its opponent's Shooting phase
    Given a unit "Boyz" for player B
    Then "Boyz" cannot start the "Hold Position" Action because the Action does not start now

  Scenario: A unit engaged only after it started keeps performing and can still not shoot
    Given a unit "Squad"
    When "Squad" starts the "Hold Position" Action
    And "Squad" becomes engaged
    Then "Squad" is performing the "Hold Position" Action
