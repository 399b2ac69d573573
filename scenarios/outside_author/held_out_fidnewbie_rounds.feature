Feature: A newcomer's first battle-shock, CP, clock and trigger scenarios (§2-§5)
  Written from getting-started's battle-shock example and §2-§5 alone. Answers come from 01.06
  and 01.07 (leadership and battle-shock rolls), 07 and 08 (the battle round and the Command
  phase) and the Rules Appendix's Starting Strength and Half-strength.

  # A comment before a scenario is ignored.
  Scenario: getting-started's squad, given a roll equal to its Ld, passes (01.06: equal or greater)
    Given a unit "Tactical Squad"
    And "Tactical Squad" has a starting strength of 10
    And "Tactical Squad" has 5 models left
    And the battle-shock roll for "Tactical Squad" will be 6
    When player A's Command phase is resolved
    Then "Tactical Squad" makes a battle-shock roll
    And "Tactical Squad" is not battle-shocked
    But "Tactical Squad" is at half-strength

  Scenario: The models-left line may come before the starting strength
    Given a unit "Tactical Squad"
    And "Tactical Squad" has 5 models left
    And "Tactical Squad" has a starting strength of 10
    Then "Tactical Squad" is at half-strength

  Scenario Outline: Half-strength for a unit of <start> models with <left> left
    Given a unit "Squad"
    And "Squad" has a starting strength of <start>
    And "Squad" has <left> models left
    Then "Squad" <verdict>

    Examples:
      | start | left | verdict                             |
      | 10    | 5    | is at half-strength                 |
      | 10    | 6    | is not at or below half-strength    |
      | 10    | 4    | is below half-strength              |
      | 5     | 3    | is not at or below half-strength    |
      | 5     | 2    | is below half-strength              |
      | 5     | 3    | is not at half-strength             |
      | 2     | 1    | is at half-strength                 |
      | 5     | 5    | is not below half-strength          |

  Scenario Outline: Half-strength for a single model of W <W> with <left> wounds left
    Given a unit "Vehicle"
    And "Vehicle" has a starting strength of 1
    And "Vehicle" has W <W>
    And "Vehicle" has <left> wounds left
    Then "Vehicle" <verdict>

    Examples:
      | W  | left | verdict                          |
      | 11 | 3    | is below half-strength           |
      | 10 | 5    | is at half-strength              |
      | 11 | 6    | is not at or below half-strength |
      | 11 | 5    | is below half-strength           |
      | 2  | 1    | is at half-strength              |

  Scenario: A single model at full wounds takes no battle-shock roll
    Given a unit "Vehicle"
    And "Vehicle" has a starting strength of 1
    And "Vehicle" has W 11
    When player A's Command phase is resolved
    Then "Vehicle" does not make a battle-shock roll

  Scenario: A unit at full strength that is not battle-shocked takes no roll, even with one given
    Given a unit "Squad"
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: A battle-shocked unit at full strength rolls, and recovers when it passes (08.03)
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: A battle-shocked unit that fails its roll stays battle-shocked
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: Only the active player's units roll in their Command phase
    Given a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And the battle-shock roll for "Boyz" will be 12
    When player A's Command phase is resolved
    Then "Boyz" does not make a battle-shock roll
    When player B's Command phase is resolved
    Then "Boyz" makes a battle-shock roll

  Scenario: A new roll can be given partway through, and a whole round makes one roll each
    Given a unit "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 12
    When battle round 1 is played
    Given the battle-shock roll for "Squad" will be 2
    When battle round 2 is played
    Then "Squad" makes 2 battle-shock rolls
    And "Squad" is battle-shocked

  Scenario: Both players gain 1CP in each Command phase (08.02)
    Given player A has 3 CP
    When player A's Command phase is resolved
    Then player A has 4 CP
    And player B has 1 CP
    When battle round 1 is played
    Then player A has 5 CP
    And player B has 2 CP

  Scenario: Nobody has CP before the first Command phase
    Given it is battle round 1
    Then player A has 0 CP
    And player B has 0 CP

  Scenario: Player B may take the first turn
    Given player B takes the first turn
    And player A has a rule "Rally" that triggers at the start of your turn
    Then player B takes the first turn in every battle round
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 1
    And "Rally" triggers 1 time
    And "Rally" triggers in player A's turn

  Scenario: The default mission ends after the fifth round; a shorter one after its last
    Given the mission lasts 3 battle rounds
    Then the battle ends after battle round 3

  Scenario: The battle ends after battle round 5 by default
    Given it is player B's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then the battle ends after battle round 5

  Scenario: Advancing to the phase you are in goes to its next occurrence
    Given it is player A's Shooting phase
    When the game advances to the end of the phase
    Then it is player A's Shooting phase in battle round 1
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2

  Scenario: The turn sequence of the second player is the same seven parts
    Given player B takes the first turn
    Then the turn sequence of player A is:
      | Start of Turn  |
      | Command phase  |
      | Movement phase |
      | Shooting phase |
      | Charge phase   |
      | Fight phase    |
      | End of Turn    |

  Scenario: "the turn", "your" and "your opponent's" triggers in one battle round (07.02.02)
    Given player A has a rule "Every Turn" that triggers at the start of the turn
    And player A has a rule "Own Turn" that triggers at the start of your turn
    And player A has a rule "Their Command" that triggers at the end of your opponent's Command phase
    And a mission rule "Round Start" that triggers at the start of the battle round
    When battle round 1 is played
    Then "Every Turn" triggers 2 times
    And "Own Turn" triggers 1 time
    And "Own Turn" triggers in player A's turn
    And "Their Command" triggers in player B's turn
    And "Their Command" triggers 1 time
    And "Round Start" triggers 1 time
    And the rules resolve in this order:
      | Round Start   |
      | Every Turn    |
      | Their Command |

  Scenario: A start-of-round rule triggers in each round, the last one included
    Given the mission lasts 2 battle rounds
    And a mission rule "Round Start" that triggers at the start of the battle round
    When battle round 2 is played
    Then "Round Start" triggers 2 times

  Scenario: Placing the game in a phase fires none of the rules before it
    Given player A has a rule "Opening" that triggers at the start of the Shooting phase
    And it is player A's Shooting phase
    Then "Opening" does not trigger

  Scenario: A phase-locked ability triggers after shooting in its phase, not out of phase
    Given a unit "Squad"
    And "Squad" has an ability "Spotter" that triggers in your Shooting phase, after this unit has shot
    And "Squad" has an ability "Reloader" that triggers each time this unit has shot
    And it is player B's Movement phase
    When "Squad" shoots using an out-of-phase rule
    Then "Spotter" does not trigger
    And "Reloader" triggers

  Scenario: The same ability triggers in its own Shooting phase
    Given a unit "Squad"
    And "Squad" has an ability "Spotter" that triggers in your Shooting phase, after this unit has shot
    And it is player A's Shooting phase
    When "Squad" shoots
    Then "Spotter" triggers
    And "Squad" is not eligible to shoot

  Scenario: A units table with only some columns: a keywords cell is the whole list
    Given the Action "Secure Site":
      | UNITS | one INFANTRY unit |
    And the units:
      | unit   | player | keywords          | models |
      | Knight | B      | VEHICLE, TITANIC  |        |
      | Squad  |        |                   | 3      |
    And it is player B's Shooting phase
    Then "Knight" cannot start the "Secure Site" Action because it is not a unit the Action allows
    And "Squad" is not at or below half-strength
    And "Squad" cannot start the "Secure Site" Action because the Action does not start now

  Scenario: An engaged unit is not eligible to declare a charge (11.02)
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Charge phase
    Then "Squad" is not eligible to declare a charge

  Scenario: Any TITANIC unit is never refused an Action for being engaged
    Given any moment
    And any unit "Knight"
    And any Action "Task"
    And "Knight" has the keyword TITANIC
    Then "Knight" is not refused the "Task" Action because it is engaged
