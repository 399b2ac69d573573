Feature: Properties of objectives and mission Actions, searched by Hypothesis
  Claims that hold whatever the unit, the moment and the mission Action.

  Scenario: A unit that is not on the battlefield is within range of no objective
    Given the ruin is an objective
    And any unit "Squad"
    And any moment
    And "Squad" is off the battlefield
    Then "Squad" is not within range of the ruin

  Scenario: A battle-shocked unit never adds to a level of control
    Given the ruin is an objective
    And any unit "Squad"
    And any moment
    And it is player B's Movement phase
    And "Squad" belongs to player B
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    When the game advances to the end of the turn
    Then player B's level of control over the ruin is 0
    And no player controls the ruin

  Scenario: Every published mission Action is refused to a battle-shocked unit
    Given any mission Action "Mission"
    And any unit "Squad"
    And any moment
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Mission" Action because it is battle-shocked
