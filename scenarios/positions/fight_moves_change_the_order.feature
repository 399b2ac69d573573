Feature: 11.04, 12.03, 12.06, 12.08: moves with end positions that change who fights next
  A charge, pile-in, overrun pile-in or consolidation move ends where its table says; the enemy
  units it then ends engaged with are measured, and they become eligible to fight (12.04), bring
  the sequence back to Fights First combats, or are owed a selection (12.08). Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Gunners" for player B
    And "Squad" has 25.4mm bases
    And "Raiders" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Gunners" has 25.4mm bases

  Scenario: 12.03, 12.04: a pile-in that ends engaged with a second enemy unit makes it eligible to fight
    Given it is the Pile In step of player A's Fight phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 13 | 13 |
    When "Squad" makes a pile-in move to (11, 11)
    Then "Squad" is engaged with "Gunners"
    When the game advances to the Fight step of player A's Fight phase
    Then the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then the units that can be selected to fight next are:
      | Boyz    |
      | Gunners |

  Scenario: 12.04: a unit piled in on in the Pile In step was engaged at the start of the Fight step, and stays eligible
    Given it is the Pile In step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    When "Squad" makes a pile-in move against "Boyz" to (11, 10)
    And the game advances to the Fight step of player A's Fight phase
    Then "Boyz" is engaged with "Squad"
    When "Squad" is selected to fight
    And "Squad" is destroyed
    And "Squad" resolves its attacks
    Then "Boyz" is not engaged
    And "Boyz" can be selected to fight next
    And player B can pass

  Scenario: 11.04, 12.04: a charge against two units that ends engaged with both: the charger first, then either
    Given it is player A's Charge phase
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 10 | 12 |
      | Boyz    | 1     | 16 | 10 |
      | Gunners | 1     | 16 | 12 |
      | Raiders | 1     | 40 | 30 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" and "Gunners" to:
      | model | x  | y  |
      | 1     | 13 | 10 |
      | 2     | 13 | 12 |
    And the game advances to the Fight step of player A's Fight phase
    Then "Squad" has Fights First
    And the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz    |
      | Gunners |

  Scenario: 11.04: a charge against one unit cannot end engaged with a second
    Given it is player A's Charge phase
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 10 |
      | Squad   | 2     | 10 | 12 |
      | Boyz    | 1     | 16 | 10 |
      | Gunners | 1     | 16 | 12 |
      | Raiders | 1     | 40 | 30 |
    And the placement "close" for "Squad":
      | model | x  | y  |
      | 1     | 13 | 10 |
      | 2     | 13 | 12 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to the placement "close" because it would be engaged with an enemy unit that is not a charge target
    And "Squad" can make a charge move against "Boyz" and "Gunners" to the placement "close"

  Scenario: 12.06, 12.04: an overrun pile-in that engages an enemy unit makes it eligible, and it fights next
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    Then "Boyz" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    When "Squad" is selected to fight
    And "Squad" makes a pile-in move against "Boyz" to (11, 10)
    And "Squad" resolves its attacks
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step has ended

  Scenario: 12.04: an overrun pile-in in remaining combats engages a Fights First unit: back to Fights First combats
    Given it is the Fight step of player A's Fight phase
    And "Gunners" has Fights First
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 40 | 30 |
      | Raiders | 50 | 40 |
      | Gunners | 14 | 10 |
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" is selected to fight
    And "Squad" makes a pile-in move against "Gunners" to (11, 10)
    Then "Gunners" is engaged with "Squad"
    When "Squad" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Gunners |

  Scenario: 12.04: engaged mid-step by an overrun pile-in, unengaged again when the mover is destroyed: skipped
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y    |
      | Squad   | 10 | 10   |
      | Boyz    | 14 | 10   |
      | Gunners | 14 | 12.5 |
      | Raiders | 40 | 30   |
    When "Squad" is selected to fight
    And "Squad" makes a pile-in move against "Boyz" and "Gunners" to (12, 11)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Gunners"
    When "Squad" resolves its attacks
    Then the units that can be selected to fight next are:
      | Boyz    |
      | Gunners |
    When "Boyz" is selected to fight
    And "Squad" is destroyed
    And "Boyz" resolves its attacks
    Then "Gunners" cannot be selected to fight next
    And the Fight step has ended
    And the units were selected to fight in this order:
      | Squad |
      | Boyz  |

  Scenario: 15.11, 12.04: a Heroic Intervention placed engaged makes a Fights First unit that fights after the charger
    Given player B has 1 CP
    And it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Gunners | 16 | 13 |
      | Raiders | 40 | 30 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to (11, 10)
    And the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Gunners" to (12, 12.5)
    Then "Gunners" is engaged with "Squad"
    When the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Gunners |
    When "Gunners" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.08: the opponent's consolidation ends engaged with my unselected unit: I select it next
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 20 | 10 |
      | Raiders | 20 | 14 |
      | Gunners | 50 | 40 |
    When "Boyz" makes a consolidation move against "Raiders" to (20, 11)
    Then "Boyz" is engaged with "Raiders"
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |

  Scenario: 12.08: a consolidation that ends engaged with a unit never eligible to fight owes it a selection
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Raiders | 30 | 20 |
      | Boyz    | 14 | 10 |
      | Gunners | 50 | 40 |
    When "Squad" fights
    Then the Fight step has ended
    When the game advances to the Consolidate step of player A's Fight phase
    And "Squad" makes a consolidation move against "Boyz" to (12, 10)
    Then "Squad" is engaged with "Boyz"
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.08: an Ongoing Consolidation that also ends engaged with a new enemy unit owes it a selection
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Gunners | 12 | 13 |
      | Raiders | 40 | 30 |
    When "Squad" makes a consolidation move to (11, 10.5)
    Then "Squad" is engaged with "Gunners"
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Gunners |

  Scenario: 12.08: an Engaging Consolidation ending exactly 2" from its enemy owes it a selection first
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    When "Squad" makes a consolidation move against "Boyz" to (11, 10)
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And player B selects the next unit to fight
    And "Boyz" can be selected to fight next
    And "Raiders" cannot make a consolidation move because "Boyz" must be selected to fight first

  Scenario: 12.08: advancing past the Consolidate step makes the owed selection
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    When "Squad" makes a consolidation move against "Boyz" to (11, 10)
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Squad |
      | Boyz  |

  Scenario: 12.08: the owed unit consolidates only after its selection
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    When "Squad" makes a consolidation move against "Boyz" to (11, 10)
    Then "Boyz" cannot make a consolidation move because "Boyz" must be selected to fight first
    When "Boyz" fights
    Then "Boyz" can make a consolidation move
    And no unit can be selected to fight next

  Scenario: 12.08: an Engaging Consolidation that ends 2.001" short of its enemy is refused
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    Then "Squad" cannot make a consolidation move against "Boyz" to (10.999, 10) because it would not be engaged with every selected enemy unit

  Scenario: 12.08: once the owed unit has fought, no selection is left
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 20 | 10 |
      | Raiders | 20 | 14 |
      | Gunners | 50 | 40 |
    When "Boyz" makes a consolidation move against "Raiders" to (20, 11)
    Then "Boyz" is engaged with "Raiders"
    And "Boyz" is not engaged with "Squad"
    When "Raiders" fights
    Then "Raiders" cannot be selected to fight next because it is not the Fight step
    And no unit can be selected to fight next
