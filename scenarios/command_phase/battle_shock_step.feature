Feature: 08.03 The Battle-shock step
  The active player rolls once for each of their units that is battle-shocked or at or below
  half-strength; the opponent's units wait for their own Command phase. A roll of 2D6 equal
  to or above the unit's Ld passes. A pass ends battle-shock; a fail leaves the unit, or makes
  it, battle-shocked. The engine also rolls for such units that are off the battlefield.

  Scenario: 08.03: a unit at full strength and not battle-shocked makes no roll
    Given a unit "Intercessors"
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Intercessors" does not make a battle-shock roll
    And "Intercessors" is not battle-shocked

  Scenario: 08.03: only the active player's units are tested
    Given the units:
      | unit         | player | starting strength | models |
      | Intercessors | A      | 10                | 5      |
      | Boyz         | B      | 10                | 5      |
    And the battle-shock roll for "Intercessors" will be 12
    And the battle-shock roll for "Boyz" will be 12
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Intercessors" makes a battle-shock roll
    And "Boyz" does not make a battle-shock roll
    When player B's Command phase is resolved
    Then "Boyz" makes a battle-shock roll

  Scenario Outline: 01.06: the roll passes when it equals or beats Ld
    Given a unit "Intercessors"
    And "Intercessors" has a starting strength of 10
    And "Intercessors" has 5 models left
    And "Intercessors" has Ld <Ld>+
    And the battle-shock roll for "Intercessors" will be <roll>
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Intercessors" makes a battle-shock roll
    And "Intercessors" <after>

    Examples:
      | Ld | roll | after                 |
      | 6  | 6    | is not battle-shocked |
      | 6  | 5    | is battle-shocked     |
      | 7  | 7    | is not battle-shocked |
      | 7  | 6    | is battle-shocked     |
      | 8  | 12   | is not battle-shocked |
      | 8  | 2    | is battle-shocked     |

  Scenario Outline: 08.03: a battle-shocked unit recovers only on a pass
    Given a unit "Intercessors"
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be <roll>
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Intercessors" makes a battle-shock roll
    And "Intercessors" <after>

    Examples:
      | roll | after                 |
      | 11   | is not battle-shocked |
      | 3    | is battle-shocked     |

  Scenario: 08.03: a battle-shocked unit off the battlefield is still tested
    Given a unit "Deep Strikers"
    And "Deep Strikers" is battle-shocked
    And "Deep Strikers" is off the battlefield
    And the battle-shock roll for "Deep Strikers" will be 8
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Deep Strikers" makes a battle-shock roll
    And "Deep Strikers" is not battle-shocked

  Scenario: 08.03: a destroyed unit is not tested
    Given a unit "Intercessors"
    And "Intercessors" has a starting strength of 10
    And "Intercessors" has 4 models left
    And it is player B's Fight phase
    When "Intercessors" is destroyed
    And player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And "Intercessors" does not make a battle-shock roll

  Scenario: 08.03: battle-shocked during the opponent's turn, the unit tests in its own Command phase
    Given a unit "Intercessors"
    And the battle-shock roll for "Intercessors" will be 9
    And it is player B's Shooting phase
    When "Intercessors" becomes battle-shocked
    Then "Intercessors" is battle-shocked
    When player A's Command phase is resolved
    Then "Intercessors" makes a battle-shock roll
    And "Intercessors" is not battle-shocked

  Scenario: 08.03 and 16.01: a failed test in the Command phase keeps the unit from its Action
    Given the Action "Secure Site":
      | STARTS | your Shooting phase |
    And a unit "Intercessors"
    And "Intercessors" has a starting strength of 10
    And "Intercessors" has 5 models left
    And the battle-shock roll for "Intercessors" will be 3
    And it is player A's Command phase
    When player A's Command phase is resolved
    And the game advances to player A's Shooting phase
    Then "Intercessors" cannot start the "Secure Site" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: 08.03 and 16.01: a passed test in the Command phase frees the unit for its Action
    Given the Action "Secure Site":
      | STARTS | your Shooting phase |
    And a unit "Intercessors"
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 10
    And it is player A's Command phase
    When player A's Command phase is resolved
    And the game advances to player A's Shooting phase
    Then "Intercessors" can start the "Secure Site" Action

  Scenario: 08.03: a whole army tested in one step, from a board file
    Given the board "boards/battle_shock_line.yaml"
    And the battle-shock roll for "Tactical Squad" will be 7
    And the battle-shock roll for "Scout Squad" will be 4
    And the battle-shock roll for "Dreadnought" will be 6
    And the battle-shock roll for "Terminators" will be 10
    When player A's Command phase is resolved
    Then "Tactical Squad" makes a battle-shock roll
    And "Tactical Squad" is not battle-shocked
    And "Scout Squad" makes a battle-shock roll
    And "Scout Squad" is battle-shocked
    And "Dreadnought" makes a battle-shock roll
    And "Dreadnought" is battle-shocked
    And "Terminators" makes a battle-shock roll
    And "Terminators" is not battle-shocked
    And "Assault Squad" does not make a battle-shock roll
    And "Gretchin" does not make a battle-shock roll
    And "Gretchin" is battle-shocked
    And player A has 4 CP
    And player B has 2 CP
