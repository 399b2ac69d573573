Feature: 07.02 and 07.03 The order of rules at the end of a turn and of a battle round
  At the End of Turn step and at the end of the battle round, rules other than mission rules
  are resolved first, then the mission's. The engine resolves rules that fire together at
  any other point in the order they were set up.

  Scenario: 07.02: at the end of the turn other rules go before mission rules
    Given a mission rule "Take and Hold" that triggers at the end of the turn
    And player A has a rule "Tidy Up" that triggers at the end of the turn
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then the rules resolve in this order:
      | Tidy Up       |
      | Take and Hold |

  Scenario: 07.02: the same order holds at the end of player B's turn
    Given a mission rule "Take and Hold" that triggers at the end of your turn
    And player B has a rule "Loot" that triggers at the end of your turn
    And it is player B's Fight phase
    When the game advances to the end of the turn
    Then the rules resolve in this order:
      | Loot          |
      | Take and Hold |

  Scenario: 07.03: at the end of the battle round other rules go before mission rules
    Given a mission rule "Round Score" that triggers at the end of the battle round
    And player B has a rule "Round Tidy" that triggers at the end of the battle round
    And it is player B's Fight phase
    When the game advances to the end of the battle round
    Then the rules resolve in this order:
      | Round Tidy  |
      | Round Score |

  Scenario: 07.02 and 07.03: the last End of Turn step is over before the end of the battle round
    Given a mission rule "Round Score" that triggers at the end of the battle round
    And player A has a rule "Round Tidy" that triggers at the end of the battle round
    And a mission rule "Turn Score" that triggers at the end of the turn
    And player B has a rule "Turn Tidy" that triggers at the end of the turn
    And it is player B's Fight phase
    When the game advances to the end of the battle round
    Then the rules resolve in this order:
      | Turn Tidy   |
      | Turn Score  |
      | Round Tidy  |
      | Round Score |

  Scenario: Away from those steps, rules that fire together keep the order they were set up in
    Given a mission rule "Deploy Markers" that triggers at the start of the turn
    And player A has a rule "Scout Ahead" that triggers at the start of the turn
    When the game advances to player A's Command phase
    Then the rules resolve in this order:
      | Deploy Markers |
      | Scout Ahead    |
