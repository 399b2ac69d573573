Feature: 15.05 Explosives: eligible to shoot, so the Action lock of 16.01 bars it
  In your Shooting phase, one friendly unengaged EXPLOSIVES or GRENADES unit that is eligible
  to shoot and made no advance move this turn.

  Background:
    Given the Action "Plant Charges":
      | STARTS | your Movement phase |
    And a unit "Squad"
    And "Squad" has the keywords INFANTRY, GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2

  Scenario: 15.05: a GRENADES unit eligible to shoot can be its target
    When player A uses the "Explosives" stratagem on "Squad"
    Then player A used the "Explosives" stratagem

  Scenario: 16.01: a unit that started an Action this turn is not eligible to shoot, so not its target
    Given "Squad" started the "Plant Charges" Action this turn
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 16.01: a TITANIC unit stays eligible to shoot while performing an Action
    Given "Squad" has the keywords TITANIC, GRENADES
    And "Squad" started the "Plant Charges" Action this turn
    Then player A can use the "Explosives" stratagem on "Squad"

  Scenario: 15.05: a unit that advanced this turn cannot be its target
    Given "Squad" made an advance move this turn
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: a unit with neither keyword cannot be its target
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    Then player A cannot use the "Explosives" stratagem on "Tank" because it is not a unit the stratagem can target
