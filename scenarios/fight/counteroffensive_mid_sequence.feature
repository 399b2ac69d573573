Feature: 15.12 and 12.04: Counteroffensive in the middle of the order of fighting
  Counteroffensive is used just after an enemy unit fought, in the opponent's Fight phase, with no
  selection since; its target becomes a Fights First unit that must be the next unit its player
  selects, so the sequence goes back to Resolve Fights First Combats; once it has fought the
  sequence carries on as 12.04 writes it.

  Background:
    Given player B has 4 CP
    And player A has 4 CP

  Scenario: Counteroffensive in Resolve Remaining Combats sends the sequence back to Fights First
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: after the countering unit fights, the sequence goes back to the remaining combats with the opponent to select
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: Counteroffensive cannot be used once a unit has been selected since the enemy fought
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And "Grots" is selected to fight
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the stratagem cannot be used now

  Scenario: Counteroffensive cannot be used in your own Fight phase
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Boyz" fights
    And "Vanguard" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Grots" because the stratagem cannot be used now

  Scenario: a unit that charged fights first even after the opponent's countering unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit        | player | engaged | made a charge move |
      | Assault     | A      | yes     | yes                |
      | Terminators | A      | yes     | yes                |
      | Boyz        | B      | yes     | no                 |
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Terminators |
