Feature: 15.08 Fire Overwatch and 15.09 snap shooting
  At the end of the opponent's Movement phase, one friendly unengaged unit (not TITANIC)
  shoots using snap shooting; after shooting, until the end of the phase, it is not eligible
  to start an Action.

  Background:
    Given the Action "Hold the Line":
      | STARTS | the end of your opponent's Movement phase |
    And a unit "Squad"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2

  Scenario: 15.08: the unit shoots out of phase, so it was selected to shoot this phase
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And "Squad" is not eligible to shoot because it has already been selected to shoot this phase
    And player A has 1 CP

  Scenario: 15.09: after snap shooting, the unit cannot start an Action this phase
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then "Squad" cannot start the "Hold the Line" Action because it shot this phase

  Scenario: 15.09: a unit that did not fire overwatch can still start the Action
    When the game advances to the end of player B's Movement phase
    Then "Squad" can start the "Hold the Line" Action

  Scenario: 15.09: a refused attempt does not shoot, so the Action stays open
    Given player A has 0 CP
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A did not use the "Fire Overwatch" stratagem
    And "Squad" can start the "Hold the Line" Action

  Scenario: 15.08: only at the end of the opponent's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.08: not in your own Movement phase
    Given it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.08: an engaged unit cannot be its target
    Given "Squad" is engaged
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.08: a TITANIC unit cannot be its target
    Given "Squad" has the keyword TITANIC
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.08: an enemy unit cannot be its target
    Given a unit "Raiders" for player B
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Raiders" because it is not a unit the stratagem can target

  Scenario: 16.01 and 15.09: a unit performing an Action can still fire overwatch
    Given "Squad" started the "Hold the Line" Action this turn
    When the game advances to the end of player B's Movement phase
    Then "Squad" is not eligible to shoot because it started an Action this turn
    And player A can use the "Fire Overwatch" stratagem on "Squad"
    When player A uses the "Fire Overwatch" stratagem on "Squad"
    Then "Squad" is performing the "Hold the Line" Action
