Feature: 12.04 the order of fighting at its boundaries
  Who selects after each fight, pass and return to Fights First combats; the first and last
  selections of the step; units that drop out (destroyed, unengaged again); Counteroffensive,
  Epic Challenge and 12.08 selections within the sequence.

  Background:
    Given player A has 3 CP
    And player B has 3 CP
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Wardens" for player A
    And a unit "Raiders" for player B
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Wardens" is engaged
    And "Raiders" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2

  Scenario: 12.04: two Fights First units of the player whose turn it is; opponent then starts remaining combats
    Given "Vanguard" has Fights First
    And "Wardens" has Fights First
    When "Vanguard" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And "Vanguard" cannot be selected to fight next because it has already been selected to fight this phase

  Scenario: 12.04: both players have a Fights First unit: they alternate, then the turn player starts remaining combats
    Given "Hunters" has Fights First
    And "Wardens" has Fights First
    When "Wardens" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
    When "Hunters" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |

  Scenario: 12.04: return to Fights First combats starts with the player whose turn it is, even after their own fight
    Given "Wardens" has Fights First
    And "Wardens" is not engaged
    Then the Fight step is resolving remaining combats
    When "Vanguard" is selected to fight
    And "Wardens" becomes engaged
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04: while a unit is fighting, the questions are about the selection after its fight
    When "Vanguard" is selected to fight
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
      | Raiders |

  Scenario: 12.04: a unit engaged at the start of the step but no longer engaged is still eligible
    Given "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    When "Vanguard" fights
    Then "Hunters" can be selected to fight next

  Scenario: Rules Appendix FAQ: a unit that became engaged during the step and is unengaged again, with no charge, is skipped
    Given "Raiders" is not engaged
    When "Vanguard" is selected to fight
    And "Raiders" becomes engaged
    And "Raiders" is no longer engaged
    And "Vanguard" resolves its attacks
    Then player B selects the next unit to fight
    And "Raiders" cannot be selected to fight next
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: Rules Appendix, Destroyed: a destroyed unit cannot be selected because it is not on the battlefield
    When "Vanguard" is selected to fight
    And "Raiders" is destroyed
    And "Vanguard" resolves its attacks
    Then "Raiders" cannot be selected to fight next because it is not on the battlefield
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: 11.04: a unit that made a charge move fights first even when unengaged
    Given "Raiders" made a charge move this turn
    And "Raiders" is not engaged
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Raiders" has Fights First
    And "Raiders" is eligible to fight

  Scenario: Rules Appendix, passing: a player passes in Fights First combats when the opponent has no Fights First unit: remaining combats with the opponent
    Given "Vanguard" has Fights First
    And "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    Then the Fight step is resolving Fights First combats
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: Rules Appendix, passing: a player passes and the opponent has no eligible unit: the Fight step ends
    Given "Hunters" is not engaged
    And "Raiders" is not engaged
    And "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Wardens" was engaged at the start of the Fight step
    And "Wardens" is not within 5" of any enemy unit
    Then player A selects the next unit to fight
    When player A passes
    Then the Fight step has ended

  Scenario: Rules Appendix, passing: a pass is not the end: one pass then a fight, the passer selects again
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Wardens" was engaged at the start of the Fight step
    And "Wardens" is not within 5" of any enemy unit
    When player A passes
    And "Hunters" fights
    Then the Fight step has not ended
    And player A selects the next unit to fight
    And player A can pass

  Scenario: 12.04: selections in a stated history are replayed, alternation included
    Given "Hunters" has Fights First
    And "Hunters" has been selected to fight this phase
    And "Vanguard" has been selected to fight this phase
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    And the units that can be selected to fight next are:
      | Raiders |

  Scenario: 15.12: Counteroffensive in remaining combats gives Fights First to the end of the phase
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Raiders"
    Then "Raiders" has Fights First
    And the units that can be selected to fight next are:
      | Raiders |
    When "Raiders" fights
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats
    When the game advances to the start of player B's turn
    Then "Raiders" does not have Fights First

  Scenario: 15.12: Counteroffensive cannot be used after a unit of your own fought
    When "Vanguard" fights
    And "Hunters" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Raiders" because the stratagem cannot be used now

  Scenario: 15.12: Counteroffensive cannot be used before any unit fought
    Then player B cannot use the "Counteroffensive" stratagem on "Raiders" because the stratagem cannot be used now

  Scenario: 15.12: Counteroffensive on a Fights First step: opponent's unit must be next even though the turn player has a Fights First unit
    Given "Vanguard" has Fights First
    And "Wardens" has Fights First
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Hunters"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
    When "Hunters" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 15.03: Epic Challenge usable while its target is fighting
    Given "Hunters" has the keyword CHARACTER
    When "Vanguard" fights
    And "Hunters" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Hunters"

  Scenario: 15.03: Epic Challenge not before selection
    Given "Hunters" has the keyword CHARACTER
    When "Vanguard" fights
    Then player B cannot use the "Epic Challenge" stratagem on "Hunters" because the stratagem cannot be used now

  Scenario: 12.08: 12.08 by the player whose turn it is not: the active player owes a selection
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Scouts" for player A
    When "Hunters" makes a consolidation move that ends engaged with "Scouts"
    Then player A selects the next unit to fight
    And "Scouts" can be selected to fight next
    And "Raiders" cannot make a consolidation move because "Scouts" must be selected to fight first
    When "Scouts" is selected to fight
    And "Scouts" resolves its attacks
    Then "Raiders" can make a consolidation move

  Scenario: 12.08: 12.08 with one enemy already selected and one not: only the unselected one is owed
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    When "Vanguard" makes a consolidation move that ends engaged with "Hunters" and "Lurkers"
    Then the units that can be selected to fight next are:
      | Lurkers |

  Scenario: 24.13: an attached unit is a Fights First unit once the part without it is gone
    Given a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Guards" is engaged
    And "Captain" has the Fights First ability
    Then the Fight step is resolving remaining combats
    When "Vanguard" is selected to fight
    And 5 models of "Guards" are destroyed
    And "Vanguard" resolves its attacks
    Then "Guards" has Fights First
    And the Fight step is resolving Fights First combats

  Scenario: Rules Appendix, passing: pass is refused while a unit of the player is within 5"
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    Then player A cannot pass because "Vanguard" is eligible to fight and within 5" of an enemy unit

  Scenario: 12.04: after a return to Fights First combats, remaining combats start with the player who moved the sequence there
    Given "Wardens" has Fights First
    And "Wardens" is not engaged
    When "Vanguard" is selected to fight
    And "Wardens" becomes engaged
    And "Vanguard" resolves its attacks
    And "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
      | Raiders |

  Scenario: Rules Appendix, passing: a pass in Fights First combats when the opponent has an eligible Fights First unit
    Given "Wardens" has Fights First
    And "Wardens" is not engaged
    And "Wardens" was engaged at the start of the Fight step
    And "Wardens" is not within 5" of any enemy unit
    And "Vanguard" is not engaged
    And "Hunters" has Fights First
    When player A passes
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: Rules Appendix, passing: a pass when the opponent has no eligible unit ends the step even in Fights First combats
    Given "Wardens" has Fights First
    And "Wardens" is not engaged
    And "Wardens" was engaged at the start of the Fight step
    And "Wardens" is not within 5" of any enemy unit
    And "Vanguard" is not engaged
    And "Hunters" is not engaged
    And "Raiders" is not engaged
    When player A passes
    Then the Fight step has ended

  Scenario: 12.08: units left unselected after passes may still consolidate
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
    And the game advances to the Consolidate step of player A's Fight phase
    Then "Wardens" can make a consolidation move
    And "Raiders" can make a consolidation move

  Scenario: 12.04: advancing with Fights First units of both players
    Given "Hunters" has Fights First
    And "Wardens" has Fights First
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Wardens  |
      | Hunters  |
      | Vanguard |
      | Raiders  |

  Scenario: 24.13: a Fights First unit that is not eligible does not open Fights First combats
    Given "Hunters" has Fights First
    And "Hunters" is not engaged
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Hunters" cannot be selected to fight next

  Scenario: 12.04: the next selection stated with an eligible Fights First unit of that player
    Given "Raiders" has Fights First
    And player B selects the next unit to fight
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Raiders |

  Scenario: Rules Appendix, Destroyed: the last model destroyed: the unit is not on the battlefield
    Given "Raiders" has 1 model left
    When "Vanguard" is selected to fight
    And 1 model of "Raiders" is destroyed
    And "Vanguard" resolves its attacks
    Then "Raiders" cannot be selected to fight next because it is not on the battlefield

  Scenario: Rules Appendix, Destroyed: the last model but one: the unit still fights
    Given "Raiders" has 2 models left
    When "Vanguard" is selected to fight
    And 1 model of "Raiders" is destroyed
    And "Vanguard" resolves its attacks
    Then "Raiders" can be selected to fight next

  Scenario: 15.12: Counteroffensive cannot target a unit that already fought
    When "Vanguard" fights
    And "Hunters" fights
    And "Wardens" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Hunters"
    And player B can use the "Counteroffensive" stratagem on "Raiders"

  Scenario: 15.12: Counteroffensive in the Consolidate step never holds
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    Then player B cannot use the "Counteroffensive" stratagem on "Raiders" because the stratagem cannot be used now

  Scenario: 24.13: an attached unit given Fights First has it in both parts
    Given a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Guards" is engaged
    And "Guards" has Fights First
    Then "Guards" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight

  Scenario: 12.08: the consolidation exception: questions answer in the Consolidate step while a selection is owed, then stop
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    Then no unit can be selected to fight next
    When "Wardens" makes a consolidation move that ends engaged with "Lurkers"
    Then player B selects the next unit to fight
    When "Lurkers" fights
    Then no unit can be selected to fight next
