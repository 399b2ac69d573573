Feature: 08.00-08.05 The Command phase: its steps and Core CP
  The Command phase runs five steps in order. In Gain Core CP both players gain 1 CP, in
  either player's Command phase. Placing the game in a Command phase puts it after 08.01 and
  before 08.02, so nothing has been gained yet.

  Scenario: 08.02: both players gain 1 CP in player A's Command phase
    Given it is player A's Command phase
    When player A's Command phase is resolved
    Then player A has 1 CP
    And player B has 1 CP

  Scenario: 08.02: no CP is gained before the Gain Core CP step
    Given player A has 2 CP
    And it is player A's Command phase
    Then player A has 2 CP
    And player B has 0 CP

  Scenario: 08.02: Core CP adds to what the players already hold
    Given player A has 2 CP
    And player B has 5 CP
    And it is player B's Command phase
    When player B's Command phase is resolved
    Then player A has 3 CP
    And player B has 6 CP

  Scenario: 08.02: resolving player B's Command phase from the start of the round passes player A's first
    When player B's Command phase is resolved
    Then player A has 2 CP
    And player B has 2 CP

  Scenario: 08.02: entering player B's Command phase stops before B's Gain Core CP step
    When the game advances to player B's Command phase
    Then player A has 1 CP
    And player B has 1 CP

  Scenario: 08.02: two Command phases in every battle round
    When battle round 2 is played
    Then player A has 4 CP
    And player B has 4 CP

  Scenario: 08.00: the Command phase's steps come in order, then the Movement phase
    Given player A has a rule "Into Battle" that triggers at the start of your Movement phase
    And player A has a rule "Orders Given" that triggers at the end of your Command phase
    And player A has a rule "Auspex Scan" that triggers at the start of your Command phase
    When the game advances to player A's Movement phase
    Then the rules resolve in this order:
      | Auspex Scan  |
      | Orders Given |
      | Into Battle  |

  Scenario: 08.01: the start of the phase has already passed when the game is placed in it
    Given player A has a rule "Auspex Scan" that triggers at the start of your Command phase
    And player A has a rule "Orders Given" that triggers at the end of your Command phase
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Auspex Scan" does not trigger
    And "Orders Given" triggers 1 time

  Scenario: 08.05: at the end of the Command phase other rules go before mission rules
    Given a mission rule "Supply Lines" that triggers at the end of your Command phase
    And player A has a rule "Orders Given" that triggers at the end of the Command phase
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then the rules resolve in this order:
      | Orders Given |
      | Supply Lines |

  Scenario: 08.01: at the start of the Command phase the rules keep their set-up order
    Given a mission rule "Supply Lines" that triggers at the start of your Command phase
    And player A has a rule "Auspex Scan" that triggers at the start of the Command phase
    When player A's Command phase is resolved
    Then the rules resolve in this order:
      | Supply Lines |
      | Auspex Scan  |

  Scenario: 08.05: once resolved, the game sits at the end of that Command phase
    Given it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And player A has 1 CP
