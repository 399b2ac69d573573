Feature: 12.04 the order of fighting
  The Fight step is a run of selections (12.04). Fights First combats are resolved first, the
  player whose turn it is selecting first; after each fight the opponent of the unit that fought
  selects, and a player who cannot select passes the selection on. Then the remaining combats,
  alike. A player whose eligible units are all too far from the enemy to fight may pass (Rules
  Appendix).

  Background:
    Given player B has 2 CP
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Wardens" for player A
    And a unit "Raiders" for player B
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Wardens" is engaged
    And "Raiders" is engaged
    And it is the Fight step of player A's Fight phase

  Scenario: 12.04: with no Fights First unit, the player whose turn it is selects first
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Vanguard" can be selected to fight next
    And "Hunters" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 12.04: after a fight the opponent selects
    When "Vanguard" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
      | Raiders |

  Scenario: 12.04: the selections alternate, and the step ends when no unit is eligible
    When "Vanguard" fights
    And "Hunters" fights
    And "Wardens" fights
    And "Raiders" fights
    Then the Fight step has ended
    And no unit can be selected to fight next
    And "Vanguard" cannot be selected to fight next because the Fight step has ended
    And the units were selected to fight in this order:
      | Vanguard |
      | Hunters  |
      | Wardens  |
      | Raiders  |

  Scenario: 12.04: a player who cannot select passes the selection to the opponent
    When "Vanguard" fights
    And "Hunters" fights
    And "Wardens" fights
    Then player B selects the next unit to fight
    And "Raiders" can be selected to fight next
    And "Wardens" cannot be selected to fight next because it has already been selected to fight this phase
    And the Fight step has not ended

  Scenario: Resolve Fights First Combats: Fights First units fight before the others
    Given "Hunters" has Fights First
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |
    When "Hunters" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: Resolve Fights First Combats: the player whose turn it is selects first
    Given "Hunters" has Fights First
    And "Wardens" has Fights First
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: Resolve Remaining Combats: back to Fights First combats once a Fights First unit is eligible
    Given "Raiders" has Fights First
    And "Raiders" is not engaged
    When "Vanguard" fights
    Then the Fight step is resolving remaining combats
    When "Hunters" is selected to fight
    And "Raiders" becomes engaged
    And "Hunters" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Wardens" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 11.04: a unit that made a charge move this turn fights in Fights First combats
    Given "Hunters" made a charge move this turn
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: 15.12: Counteroffensive makes the unit the next one its player must select
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Raiders"
    Then "Raiders" must be the next unit player B selects to fight
    And "Hunters" need not be the next unit player B selects to fight
    And "Hunters" cannot be selected to fight next because "Raiders" must be selected to fight first
    And the units that can be selected to fight next are:
      | Raiders |
    When "Raiders" fights
    Then "Raiders" need not be the next unit player B selects to fight
    And player A selects the next unit to fight

  Scenario: 15.12: without Counteroffensive, no unit must be selected next
    When "Vanguard" fights
    Then "Raiders" need not be the next unit player B selects to fight
    And the units that can be selected to fight next are:
      | Hunters |
      | Raiders |

  Scenario: 12.04: earlier selections stated are replayed, in the order stated
    Given "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    Then player A selects the next unit to fight
    And the units were selected to fight in this order:
      | Vanguard |
      | Hunters  |

  Scenario: 12.04: the next selection can be stated instead of replayed
    Given player B selects the next unit to fight
    Then player B selects the next unit to fight
    And "Raiders" can be selected to fight next

  Scenario: Rules Appendix: a player whose eligible units are all too far from the enemy may pass
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Wardens" was engaged at the start of the Fight step
    And "Wardens" is far enough from every enemy unit for its player to pass
    Then player A can pass
    When player A passes
    Then player B selects the next unit to fight

  Scenario: Rules Appendix: a player with a unit close enough to fight cannot pass
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    Then player A cannot pass because "Wardens" is eligible to fight and within 5" of an enemy unit
    And player A cannot pass because "Wardens" is eligible to fight and close enough to an enemy unit to fight
    And player B cannot pass because player A selects the next unit to fight

  Scenario: Rules Appendix: the Fight step ends when both players pass in succession
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Wardens" was engaged at the start of the Fight step
    And "Wardens" is not within 5" of any enemy unit
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    And "Raiders" is not engaged
    And "Raiders" was engaged at the start of the Fight step
    And "Raiders" is not within 5" of any enemy unit
    When player A passes
    And player B passes
    Then the Fight step has ended

  Scenario: Rules Appendix: a unit eligible but no longer engaged may be stated too far from the enemy
    # an engaged unit stated so is an input error naming both lines (tests/plugin/test_mission_cards.py)
    Given "Raiders" is not engaged
    And "Raiders" was engaged at the start of the Fight step
    And "Raiders" is not within 5" of any enemy unit
    Then "Raiders" is eligible to fight

  Scenario: 12.04: outside the Fight step the questions answer that it is not the Fight step
    Given it is the Pile In step of player A's Fight phase in battle round 2
    Then "Vanguard" cannot be selected to fight next because it is not the Fight step
    And player A cannot pass because it is not the Fight step

  Scenario: Destroyed: a destroyed unit is skipped
    When "Vanguard" fights
    And "Hunters" is selected to fight
    And "Wardens" is destroyed
    And "Hunters" resolves its attacks
    Then player B selects the next unit to fight
    And "Wardens" cannot be selected to fight next

  Scenario: 12.04: advancing past the Fight step makes the remaining selections in an order allowed
    Given "Raiders" has Fights First
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Raiders  |
      | Vanguard |
      | Hunters  |
      | Wardens  |

  Scenario: 12.08: an enemy unit a consolidation move ends engaged with must be selected to fight
    Given it is the Consolidate step of player A's Fight phase
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |
    And "Wardens" cannot make a consolidation move because "Lurkers" must be selected to fight first
    When "Lurkers" is selected to fight
    Then "Wardens" can make a consolidation move
    And "Lurkers" cannot be selected to fight next because it is not the Fight step

  Scenario: 12.08: an enemy unit already selected this phase is owed nothing
    Given it is the Consolidate step of player A's Fight phase
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Hunters"
    Then "Wardens" can make a consolidation move
    And no unit can be selected to fight next

  Scenario: 15.11: Heroic Intervention's charge move makes the unit fight in Fights First combats
    Given player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And "Wardens" is not engaged
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Wardens"
    And the game advances to the Fight step of player B's Fight phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04: the units table states engagement, charges, Fights First and selections
    Given the units:
      | unit    | player | engaged | made a charge move | Fights First | selected to fight |
      | Scouts  | A      | no      | yes                | no           | no                |
      | Brutes  | B      | yes     | no                 | yes          | no                |
      | Guards  | B      | yes     | no                 | no           | no                |
    And "Vanguard" is not engaged
    And "Hunters" is not engaged
    And "Wardens" is not engaged
    And "Raiders" is not engaged
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Scouts |
    When "Scouts" fights
    Then the units that can be selected to fight next are:
      | Brutes |

  Scenario: Rules Appendix: in a later battle round a player with a unit close enough to fight still cannot pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    Then player A cannot pass
    And player A selects the next unit to fight

  Scenario: 12.08: a consolidation move that ends engaged with two unselected enemy units owes each a selection
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    And a unit "Stalkers" for player B
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers" and "Stalkers"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers  |
      | Stalkers |
    When "Lurkers" is selected to fight
    Then "Wardens" cannot make a consolidation move because "Stalkers" must be selected to fight first
    When "Stalkers" is selected to fight
    Then "Wardens" can make a consolidation move
