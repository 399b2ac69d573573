Feature: 18.01, 18.02 A TRANSPORT's capacity is weighed only when stated
  With no capacity stated or in the data, any unit fits (contract Defaults, added; §14 as
  changed); a stated capacity refuses a unit that does not fit, and one exactly met fits.

  Scenario: A TRANSPORT's capacity is not weighed unless stated
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Mob"
    And "Mob" has a starting strength of 20
    And it is player A's Movement phase in battle round 2
    And "Mob" made a normal move this phase
    Then "Mob" can embark within "Rhino"

  Scenario: A stated capacity refuses the unit that does not fit
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a transport capacity of 12 models
    And a unit "Mob"
    And "Mob" has a starting strength of 20
    And it is player A's Movement phase in battle round 2
    And "Mob" made a normal move this phase
    Then "Mob" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: A stated capacity exactly met lets the unit embark
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a transport capacity of 20 models
    And a unit "Mob"
    And "Mob" has a starting strength of 20
    And it is player A's Movement phase in battle round 2
    And "Mob" made a normal move this phase
    Then "Mob" can embark within "Rhino"
