Feature: Held-out questions on the order of fighting with many units: passing, stated histories and the end of the step
  A tournament organiser's questions on the Fight step (contract 20.1) where several units of
  each player meet the Rules Appendix pass, a history stated with Givens or table rows, a stated
  next selection, the game advancing past the step, and what is left once the step has ended.
  Each answer is read from 12.04, 12.08 and the Rules Appendix (Eligible to Fight, but Unable to
  Fight; Destroyed).

  Scenario: Rules Appendix, passing: a player passes in Fights First combats twice and once more after a remaining combat, and the step ends
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move | Fights First |
      | Squad   | A      | no      | yes                | no           |
      | Line    | A      | no      | no                 | no           |
      | Wardens | B      | yes     | no                 | yes          |
      | Boyz    | B      | yes     | no                 | no           |
    And "Line" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    And "Line" is not within 5" of any enemy unit
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When player A passes
    Then the Fight step has ended
    And "Squad" cannot be selected to fight next because the Fight step has ended
    And "Line" cannot be selected to fight next because the Fight step has ended
    And the units were selected to fight in this order:
      | Wardens |
      | Boyz    |

  Scenario: Rules Appendix, passing: one far unit does not let its player pass while a second eligible unit is close
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
      | Squad | A      | no      |
      | Line  | A      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    When "Boyz" fights
    Then player A selects the next unit to fight
    And player A cannot pass because "Line" is eligible to fight and within 5" of an enemy unit
    And the units that can be selected to fight next are:
      | Squad |
      | Line  |
    When "Line" fights
    Then player B selects the next unit to fight
    When "Grots" fights
    Then player A selects the next unit to fight
    And player A can pass

  Scenario: Rules Appendix, passing and Destroyed: once the close unit is destroyed, its player may pass, and the opponent's last fight is followed by a pass that ends the step
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
      | Squad | A      | no      |
      | Line  | A      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    When "Boyz" is selected to fight
    And "Line" is destroyed
    And "Boyz" resolves its attacks
    Then player A selects the next unit to fight
    And "Line" cannot be selected to fight next because it is not on the battlefield
    And player A can pass
    When player A passes
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |
    When "Grots" fights
    Then player A selects the next unit to fight
    When player A passes
    Then the Fight step has ended
    When the game advances to the Consolidate step of player B's Fight phase
    Then "Squad" can make a consolidation move

  Scenario: Rules Appendix, passing: a battle-shocked eligible unit within 5" still keeps its player from passing
    Given it is the Fight step of player A's Fight phase in battle round 3
    And the units:
      | unit  | player | engaged |
      | Squad | A      | no      |
      | Line  | A      | yes     |
      | Boyz  | B      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    And "Line" is battle-shocked
    Then player A selects the next unit to fight
    And player A cannot pass because "Line" is eligible to fight and within 5" of an enemy unit
    And "Line" can be selected to fight next

  Scenario: Rules Appendix, passing: a pass in remaining combats when the opponent has Fights First units that are not eligible hands the selection over in remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Squad   | A      | no      | no           |
      | Wardens | B      | no      | yes          |
      | Boyz    | B      | yes     | no           |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    And "Wardens" was not engaged at the start of the Fight step
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And "Wardens" cannot be selected to fight next

  Scenario: Rules Appendix, passing: a player with no eligible unit is never the one to pass: the selection is the opponent's
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Squad | A      | no      |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
    And "Squad" was not engaged at the start of the Fight step
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And player A cannot pass because player B selects the next unit to fight
    When "Boyz" fights
    Then player B selects the next unit to fight
    When "Grots" fights
    Then the Fight step has ended

  Scenario: 12.04 history: six units, three selections stated in order: the replay gives the next selection to the player the alternation reaches
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move | Fights First |
      | Assault | A      | yes     | yes                | no           |
      | Line    | A      | yes     | no                 | no           |
      | Guard   | A      | yes     | no                 | no           |
      | Wardens | B      | yes     | no                 | yes          |
      | Boyz    | B      | yes     | no                 | no           |
      | Grots   | B      | yes     | no                 | no           |
    And "Assault" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Line" has been selected to fight this phase
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |
    When "Grots" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guard |

  Scenario: 12.04 history in table rows: the rows with selected to fight count in table order
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First | selected to fight |
      | Raiders | B      | yes     | yes          | yes               |
      | Wardens | A      | yes     | yes          | yes               |
      | Line    | A      | yes     | no           | no                |
      | Boyz    | B      | yes     | no           | no                |
      | Grots   | B      | yes     | no           | no                |
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line |

  Scenario: 20.1 stated sequence: player B stated to select with Fights First units on both sides selects theirs, then the turn's player selects its own
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move | Fights First |
      | Assault | A      | yes     | yes                | no           |
      | Line    | A      | yes     | no                 | no           |
      | Wardens | B      | yes     | no                 | yes          |
      | Boyz    | B      | yes     | no                 | no           |
    And player B selects the next unit to fight
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Assault |
    When "Assault" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 20.1 advancing: three units a side with Fights First from a charge and a rule: one order, the unit set up first taken at each choice
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move | Fights First |
      | Assault | A      | yes     | yes                | no           |
      | Line    | A      | yes     | no                 | no           |
      | Wardens | B      | yes     | no                 | yes          |
      | Boyz    | B      | yes     | no                 | no           |
      | Grots   | B      | yes     | no                 | no           |
      | Guard   | A      | yes     | no                 | no           |
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Assault |
      | Wardens |
      | Line    |
      | Boyz    |
      | Guard   |
      | Grots   |

  Scenario: 20.1 advancing: nobody passes, so a far unit whose player could have passed is selected too
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Boyz  | B      | yes     |
      | Squad | A      | no      |
      | Line  | A      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    When "Boyz" fights
    And "Line" fights
    Then player A selects the next unit to fight
    When the game advances to the Consolidate step of player B's Fight phase
    Then the units were selected to fight in this order:
      | Boyz  |
      | Line  |
      | Squad |

  Scenario: 12.04: the Fight step that has ended answers for every unit, whoever's it is
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Line  | A      | yes     |
      | Boyz  | B      | yes     |
      | Grots | B      | no      |
    And "Grots" was not engaged at the start of the Fight step
    When "Line" fights
    And "Boyz" fights
    Then the Fight step has ended
    And no unit can be selected to fight next
    And "Grots" cannot be selected to fight next, for exactly these reasons:
      | the Fight step has ended                                                                         |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |
    And "Line" cannot be selected to fight next, for exactly these reasons:
      | the Fight step has ended                           |
      | it has already been selected to fight this phase |

  Scenario: 20.1 history and Rules Appendix, passing: the opponent's unit stated first, with every eligible unit of the turn's player far: that player passed
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Squad | A      | no      |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    And "Boyz" has been selected to fight this phase
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 20.1 history and Rules Appendix, passing: a pass in Fights First combats stated by the history moves it to the remaining combats, and back after the opponent's fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | yes     | no                 |
      | Grots | B      | yes     | no                 |
    And "Squad" is not within 5" of any enemy unit
    And "Boyz" has been selected to fight this phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: 20.1 history and Rules Appendix, passing: a pass in the middle of the history, then the replay goes on to the passer again
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Squad | A      | no      |
      | Line  | A      | yes     |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is not within 5" of any enemy unit
    And "Line" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And "Grots" has been selected to fight this phase
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    When player A passes
    Then the Fight step has ended

  Scenario: 20.1 stated sequence: the player stated to select has no eligible unit, so the opponent selects in the remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Line  | A      | yes     |
      | Guard | A      | yes     |
      | Boyz  | B      | yes     |
    And "Boyz" has been selected to fight this phase
    And player B selects the next unit to fight
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line  |
      | Guard |
    When "Line" fights
    Then player A selects the next unit to fight
    When "Guard" fights
    Then the Fight step has ended

  Scenario: Rules Appendix, passing, in the number-free words: the close unit bars the pass until it has fought, then the far one lets its player pass and end the step
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Squad   | A      | no      |
      | Line    | A      | yes     |
      | Boyz    | B      | yes     |
      | Wardens | B      | yes     |
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is far enough from every enemy unit for its player to pass
    And "Wardens" has Fights First
    And "Boyz" does not have Fights First
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    When "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And player A cannot pass because "Line" is eligible to fight and close enough to an enemy unit to fight
    When "Line" fights
    Then player B selects the next unit to fight
    When "Boyz" fights
    Then player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: 12.08 with several units: of the two enemy units a consolidation ends engaged with, only the one not yet selected is owed, and the other friendly unit waits
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Line" for player A
    And a unit "Boyz" for player B
    And a unit "Lurkers" for player B
    And "Squad" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And "Line" has been selected to fight this phase
    And "Lurkers" has not been selected to fight this phase
    When "Squad" makes a consolidation move that ends engaged with "Boyz" and "Lurkers"
    Then "Lurkers" must be the next unit player B selects to fight
    And the units that can be selected to fight next are:
      | Lurkers |
    And "Line" cannot make a consolidation move because "Lurkers" must be selected to fight first
    When "Lurkers" fights
    Then no unit can be selected to fight next
    And "Line" can make a consolidation move
