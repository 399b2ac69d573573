Feature: 16.01 Vanguard Operation's territory condition without shapes
  Where no area has a shape, a stated `<area> is (not) within <area>` says where the terrain
  area lies; where nothing says, the territory is not weighed (interpretation 97).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2
    And the mission Action "Vanguard Operation"
    And the ruin is a terrain area
    And "Squad" is within the ruin

  Scenario: a ruin stated not within the opponent's territory is refused
    Given the ruin is not within player B's territory
    Then "Squad" cannot start the "Vanguard Operation" Action because it is not a unit the Action allows

  Scenario: a ruin stated within the opponent's territory is allowed
    Given the ruin is within player B's territory
    Then "Squad" can start the "Vanguard Operation" Action

  Scenario: where nothing says where the ruin lies, the territory is not weighed
    Then "Squad" can start the "Vanguard Operation" Action
