Feature: Held-out questions on the order of fighting: the Pile In and Consolidate steps, mid-phase eligibility and Epic Challenge
  A tournament organiser's questions on the order of fighting (contract 20.1) around the Fight
  step: what can be asked in the Pile In step, what a consolidation move that ends engaged with an
  unfought enemy unit owes (12.08), units that become eligible to fight while the step runs (12.04),
  and when Epic Challenge can be used (15.03). Each answer is read from 12.02-12.08, 15.03 and 15.12
  of the Core Rules.

  Scenario: 12.02 and 12.04: in the Pile In step no unit can be selected to fight, not even one that charged
    Given it is the Pile In step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | yes                |
      | Boyz  | B      | yes     | no                 |
    Then "Squad" cannot be selected to fight next because it is not the Fight step
    And no unit can be selected to fight next
    And player A cannot pass because it is not the Fight step

  Scenario: 12.02 then 12.04: once the Pile In step is over, the charging unit opens the Fights First combats
    Given it is the Pile In step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | yes                |
      | Boyz  | B      | yes     | no                 |
    When the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    And "Boyz" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 12.02 then 12.04: in the opponent's turn, the opponent's Fights First unit is selected first after the Pile In step
    Given it is the Pile In step of player B's Fight phase in battle round 3
    And the units:
      | unit  | player | engaged | Fights First |
      | Squad | A      | yes     | yes          |
      | Boyz  | B      | yes     | no           |
    When the game advances to the Fight step of player B's Fight phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When "Squad" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 15.03: Epic Challenge cannot be used in the Pile In step, even on an engaged CHARACTER unit
    Given player A has 2 CP
    And it is the Pile In step of player A's Fight phase in battle round 2
    And a unit "Captain" for player A
    And "Captain" has the keyword CHARACTER
    And a unit "Boyz" for player B
    And "Captain" is engaged with "Boyz"
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now

  Scenario: 15.12: Counteroffensive cannot be used in the Pile In step
    Given player B has 2 CP
    And it is the Pile In step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the stratagem cannot be used now

  Scenario: 15.03: Epic Challenge on a CHARACTER unit just selected to fight does not change who selects next
    Given player A has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | keywords  |
      | Captain | A      | yes     | CHARACTER |
      | Squad   | A      | yes     | INFANTRY  |
      | Boyz    | B      | yes     | INFANTRY  |
    When "Captain" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Captain"
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Captain" resolves its attacks
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now
    And player B selects the next unit to fight

  Scenario: 15.03: Epic Challenge cannot target a selected unit that is not a CHARACTER unit
    Given player A has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | keywords |
      | Squad | A      | yes     | INFANTRY |
      | Boyz  | B      | yes     | INFANTRY |
    When "Squad" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Squad"

  Scenario: 15.03: Epic Challenge is for a friendly unit: the opponent cannot use it on the enemy CHARACTER fighting now
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | keywords  |
      | Captain | A      | yes     | CHARACTER |
      | Warboss | B      | yes     | CHARACTER |
    When "Captain" is selected to fight
    Then player B cannot use the "Epic Challenge" stratagem on "Captain"
    And player B cannot use the "Epic Challenge" stratagem on "Warboss" because the stratagem cannot be used now

  Scenario: 15.03: in the last battle round, Epic Challenge on a CHARACTER unit selected in Fights First combats
    Given player B has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 5
    And the units:
      | unit    | player | engaged | keywords  | Fights First |
      | Squad   | A      | yes     | INFANTRY  | no           |
      | Warboss | B      | yes     | CHARACTER | yes          |
    Then player B selects the next unit to fight
    When "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: 15.03 and 12.08: the consolidating CHARACTER unit fought earlier, so Epic Challenge cannot be used on it in the Consolidate step
    Given player A has 2 CP
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Captain" for player A
    And "Captain" has the keyword CHARACTER
    And a unit "Lurkers" for player B
    And "Captain" has been selected to fight this phase
    When "Captain" makes a consolidation move that ends engaged with "Lurkers"
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now
    And player B selects the next unit to fight

  Scenario: 15.03 and 12.08: Epic Challenge cannot target the owed unit before it is selected
    Given player B has 2 CP
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Warboss"
    Then player B cannot use the "Epic Challenge" stratagem on "Warboss" because the stratagem cannot be used now
    When "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"

  Scenario: 12.08: a single owed unit must be the next unit its player selects to fight
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then player B selects the next unit to fight
    And "Lurkers" must be the next unit player B selects to fight
    And "Vanguard" cannot be selected to fight next because player B selects the next unit to fight

  Scenario: 12.08: with nothing owed, a unit in the Consolidate step need not be the next unit its player selects
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    And "Lurkers" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then "Lurkers" need not be the next unit player B selects to fight
    And no unit can be selected to fight next
    And "Lurkers" cannot be selected to fight next because it is not the Fight step

  Scenario: 12.08: while a unit is owed, the owed unit's own player cannot consolidate either
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | no      |
      | Grots    | B      | yes     |
      | Guards   | A      | yes     |
      | Lurkers  | B      | no      |
    And "Vanguard" has been selected to fight this phase
    And "Grots" has been selected to fight this phase
    And "Guards" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then "Grots" cannot make a consolidation move because "Lurkers" must be selected to fight first
    And "Guards" cannot make a consolidation move because "Lurkers" must be selected to fight first
    When "Lurkers" fights
    Then "Guards" can make a consolidation move
    And no unit can be selected to fight next

  Scenario: 12.08: the owed unit that fought in the Consolidate step was eligible to fight this phase, so it may consolidate
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    And "Lurkers" fights
    Then "Lurkers" can make a consolidation move
    And "Lurkers" cannot be selected to fight next because it is not the Fight step

  Scenario: 12.08: the two owed units are selected one at a time, each the unit selected to fight most recently
    Given player B has 3 CP
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And a unit "Nobz" for player B
    And "Nobz" has the keyword CHARACTER
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Warboss" and "Nobz"
    And "Nobz" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Nobz"
    And player B cannot use the "Epic Challenge" stratagem on "Warboss" because the stratagem cannot be used now
    And the units that can be selected to fight next are:
      | Warboss |
    When "Nobz" resolves its attacks
    And "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"
    And player B cannot use the "Epic Challenge" stratagem on "Nobz" because the stratagem cannot be used now

  Scenario: 12.04: a unit engaged during another unit's fight becomes eligible and its player selects next
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Wardens  | A      | yes     |
      | Boyz     | B      | yes     |
      | Grots    | B      | no      |
    Then "Grots" cannot be selected to fight next
    When "Vanguard" is selected to fight
    And "Grots" becomes engaged
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |

  Scenario: 12.04: a Fights First unit engaged during a remaining combat returns the sequence to Fights First combats, and its player selects when the turn's player has none
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | Fights First |
      | Vanguard | A      | yes     | no           |
      | Wardens  | A      | yes     | no           |
      | Boyz     | B      | yes     | no           |
      | Grots    | B      | no      | yes          |
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    When "Vanguard" is selected to fight
    And "Grots" becomes engaged
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Grots" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    When "Wardens" fights
    And "Boyz" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Vanguard |
      | Grots    |
      | Wardens  |
      | Boyz     |

  Scenario: 12.04: the opponent's fight engages my Fights First unit: back to Fights First combats, starting with me
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit       | player | engaged | Fights First |
      | Vanguard   | A      | yes     | no           |
      | Bladeguard | A      | no      | yes          |
      | Boyz       | B      | yes     | no           |
      | Grots      | B      | yes     | no           |
    When "Vanguard" fights
    Then player B selects the next unit to fight
    When "Boyz" is selected to fight
    And "Bladeguard" becomes engaged
    And "Boyz" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Bladeguard |
    When "Bladeguard" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 12.04: a unit that becomes engaged while a Fights First combat runs gives no return: the step is there already
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Assault | A      | yes     | yes          |
      | Boyz    | B      | yes     | no           |
      | Grots   | B      | no      | yes          |
    Then player A selects the next unit to fight
    When "Assault" is selected to fight
    And "Grots" becomes engaged
    And "Assault" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 12.08 and 20.1: while a selection is owed, a unit of the player that consolidated names every reason it cannot be selected
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight           |
      | "Lurkers" must be selected to fight first         |
      | it has already been selected to fight this phase  |

  Scenario: 12.08 and 20.1: while a selection is owed, an engaged unit of the owed unit's own player is refused for the owed unit alone
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And a unit "Grots" for player B
    And "Grots" is engaged
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then "Grots" cannot be selected to fight next, for exactly these reasons:
      | "Lurkers" must be selected to fight first |
    And "Lurkers" can be selected to fight next
