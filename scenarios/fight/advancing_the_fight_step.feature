Feature: 12.04 advancing past a Fight step makes the remaining selections
  Advancing past a Fight step that has not ended makes every remaining selection in an order
  12.04 allows, the unit set up first where a player has a choice, nobody passing. A Fight phase
  the scenario advances through from an earlier phase is resolved so too.

  Scenario: 12.04: advancing through a whole Fight phase selects every eligible unit, alternating
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And it is player A's Shooting phase
    When the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Hunters  |

  Scenario: 12.04: advancing through a Fight phase takes Fights First units first
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Wardens" for player A
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Wardens" is engaged
    And "Hunters" has Fights First
    And it is player A's Shooting phase
    When the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Hunters  |
      | Vanguard |
      | Wardens  |

  Scenario: 12.08: advancing past the Consolidate step makes the selections a consolidation move owes
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Lurkers" for player B
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Hunters  |
      | Lurkers  |

  Scenario: 12.08: advancing past the Consolidate step with nothing owed selects nothing more
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Hunters"
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Hunters  |
