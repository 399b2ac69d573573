Feature: §15 (round 4) Actions on an enemy unit, once per terrain area, and every terrain area
  An Action whose target is a unit is started on it: `When "<unit>" starts the "<action>"
  Action on "<enemy>"`. Surveil's EFFECT tags that unit surveilled by the starting unit's
  player until the end of the turn; a unit already surveilled by that player cannot be its
  target. Booby Trap may be started once per terrain area. `a terrain area` in a UNITS row
  matches every terrain area: one named so, one stated a terrain area, and every objective
  that is not an objective marker.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2

  Scenario: Surveil tags its target surveilled by the starting unit's player
    Given the mission Action "Surveil"
    When "Squad" starts the "Surveil" Action on "Boyz"
    Then "Boyz" is surveilled by player A
    And "Squad" completes the "Surveil" Action

  Scenario: Surveil cannot target a unit already surveilled by that player
    Given the mission Action "Surveil"
    And "Boyz" is surveilled by player A
    Then "Squad" cannot start the "Surveil" Action on "Boyz" because its target is not an enemy unit the Action allows

  Scenario: Surveil cannot target a unit that player has surveilled this turn
    Given the mission Action "Surveil"
    And "Boyz" is surveilled by player A
    Then "Squad" cannot start the "Surveil" Action on "Boyz"

  Scenario: Surveil can target a unit the opponent surveilled
    Given the mission Action "Surveil"
    And "Boyz" is surveilled by player B
    Then "Squad" can start the "Surveil" Action on "Boyz"

  Scenario: Surveil the Foe scores a surveilled unit at the end of the turn
    Given player A has the primary mission "Surveil the Foe"
    And player B has an operation marker within the crater
    When "Squad" starts the "Surveil" Action on "Boyz"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Surveil the Foe"

  Scenario: Surveil the Foe scores nothing when every surveilled unit is shielded by a marker
    Given the ruin is an objective
    And "Boyz" is within the ruin
    And player B has an operation marker within the ruin
    And player A has the primary mission "Surveil the Foe"
    When "Squad" starts the "Surveil" Action on "Boyz"
    And the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"

  Scenario: Booby Trap is started once per terrain area
    Given the mission Action "Booby Trap"
    And a unit "Scouts" for player A
    And the woods is a terrain area
    And "Squad" is within the woods
    And "Scouts" is within the woods
    When "Squad" starts the "Booby Trap" Action
    Then the woods is trapped by player A
    And "Scouts" cannot start the "Booby Trap" Action because the Action's use limit is reached

  Scenario: Booby Trap in another terrain area is not limited by the first
    Given the mission Action "Booby Trap"
    And a unit "Scouts" for player A
    And the woods is a terrain area
    And the crater is a terrain area
    And "Squad" is within the woods
    And "Scouts" is within the crater
    When "Squad" starts the "Booby Trap" Action
    Then "Scouts" can start the "Booby Trap" Action

  Scenario: Plunder's `a terrain area` matches an objective that is no marker
    Given the mission Action "Plunder"
    And the ruin is an objective
    And "Squad" is within the ruin
    Then "Squad" can start the "Plunder" Action on the ruin

  Scenario: Plunder's `a terrain area` does not match an objective marker
    Given the mission Action "Plunder"
    And the beacon is an objective marker
    And "Squad" is within the beacon
    Then "Squad" cannot start the "Plunder" Action on the beacon because it is not a unit the Action allows
