Feature: 12.04, 12.08, 15.12 and the Rules Appendix: who fights when, a tournament organiser's questions
  Fights First from charges, abilities and Counteroffensive; both players with Fights First units;
  passing in either part of the step; units that become eligible mid-step or drop out (destroyed,
  unengaged again); the remaining combats once one player runs out; stated histories; and the
  selections a consolidation move owes (12.08). Each scenario asks who selects next, from which
  part of the step, and which units may be selected (contract §20.1).

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

  Scenario: Rules Appendix, passing: in Fights First combats a far Fights First unit does not let its player pass while another eligible unit is close
    Given "Vanguard" has Fights First
    And "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And player A cannot pass because "Wardens" is eligible to fight and within 5" of an enemy unit
    And the units that can be selected to fight next are:
      | Vanguard |

  Scenario: 12.04: while the last Fights First unit fights, the next selection is in remaining combats
    Given "Vanguard" has Fights First
    When "Vanguard" is selected to fight
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 12.04: while the last eligible unit fights, nothing can be selected after it
    Given "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Raiders" is selected to fight
    Then no unit can be selected to fight next
    And the Fight step has ended

  Scenario: 12.04: the turn player's second charger destroyed in the opponent's Fights First fight: the turn player has nothing left, the opponent selects
    Given "Vanguard" made a charge move this turn
    And "Wardens" made a charge move this turn
    And "Hunters" has Fights First
    When "Vanguard" fights
    And "Hunters" is selected to fight
    And "Wardens" is destroyed
    And "Hunters" resolves its attacks
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |
    And "Wardens" cannot be selected to fight next because it is not on the battlefield

  Scenario: 12.04: the opponent's two Fights First units fight back to back, then remaining combats start with the turn player
    Given "Hunters" has Fights First
    And "Raiders" has Fights First
    When "Hunters" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And "Vanguard" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Raiders" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |
      | Wardens  |

  Scenario: Rules Appendix, passing: a far Fights First unit passes on both sides of the opponent's fights until the step ends
    Given "Vanguard" has Fights First
    And "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Hunters" has Fights First
    Then player A can pass
    When player A passes
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    When "Hunters" fights
    Then player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Raiders" fights
    Then player A selects the next unit to fight
    When player A passes
    Then the Fight step has ended

  Scenario: Rules Appendix, passing: both players pass in succession with eligible units left: the step ends
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    And "Raiders" is not engaged
    When player A passes
    Then player B can pass
    When player B passes
    Then the Fight step has ended
    And "Vanguard" cannot be selected to fight next because the Fight step has ended

  Scenario: 12.04: a Fights First unit engaged during Fights First combats is selected there
    Given "Vanguard" has Fights First
    And "Raiders" has Fights First
    And "Raiders" is not engaged
    When "Vanguard" is selected to fight
    And "Raiders" becomes engaged
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |

  Scenario: 12.04: back to Fights First combats when only the opponent has the newly eligible unit
    Given "Raiders" has Fights First
    And "Raiders" is not engaged
    Then the Fight step is resolving remaining combats
    When "Vanguard" is selected to fight
    And "Raiders" becomes engaged
    And "Vanguard" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    When "Raiders" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 15.12: Counteroffensive after a return to Fights First combats: the turn player's Fights First unit still fights first
    Given "Wardens" has Fights First
    And "Wardens" is not engaged
    When "Vanguard" is selected to fight
    And "Wardens" becomes engaged
    And "Vanguard" resolves its attacks
    And player B uses the "Counteroffensive" stratagem on "Raiders"
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |
    And "Hunters" cannot be selected to fight next because "Raiders" must be selected to fight first

  Scenario: 15.12: after the countering unit fights, the opponent's other Fights First unit is still to be selected
    Given "Vanguard" has Fights First
    And "Hunters" has Fights First
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Raiders"
    Then "Raiders" must be the next unit player B selects to fight
    And "Hunters" cannot be selected to fight next because "Raiders" must be selected to fight first
    When "Raiders" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: 12.08: two units owed by the same player after one consolidation: that player selects both in turn
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    And a unit "Stalkers" for player B
    When "Wardens" makes a consolidation move that ends engaged with "Lurkers" and "Stalkers"
    And "Stalkers" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |
    And "Vanguard" cannot make a consolidation move because "Lurkers" must be selected to fight first
    When "Lurkers" fights
    Then no unit can be selected to fight next
    And "Vanguard" can make a consolidation move
    And the units were selected to fight in this order:
      | Vanguard |
      | Hunters  |
      | Wardens  |
      | Raiders  |
      | Stalkers |
      | Lurkers  |

  Scenario: 12.08: a unit left unselected after both players passed is owed a selection
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    And "Raiders" is not engaged
    When player A passes
    And player B passes
    And the game advances to the Consolidate step of player A's Fight phase
    And "Vanguard" makes a consolidation move that ends engaged with "Hunters"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: 12.04: the next selection stated for the opponent with no Fights First unit eligible: remaining combats
    Given player B selects the next unit to fight
    Then the Fight step is resolving remaining combats
    And "Vanguard" cannot be selected to fight next because player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
      | Raiders |

  Scenario: 12.04: a stated history with Fights First is replayed: after the opponent's first remaining fight the turn player selects
    Given "Wardens" has Fights First
    And "Wardens" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |

  Scenario: 12.04: remaining combats after one player runs out: the other selects each time
    Given a unit "Scouts" for player A
    And "Scouts" is engaged
    And "Raiders" is not engaged
    When "Vanguard" fights
    And "Hunters" fights
    Then player A selects the next unit to fight
    When "Wardens" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Scouts |
    When "Scouts" fights
    Then the Fight step has ended

  Scenario: Rules Appendix, passing: a pass in Fights First combats and a pass in remaining combats are two passes in succession
    Given "Vanguard" has Fights First
    And "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    And "Raiders" is not engaged
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B can pass
    When player B passes
    Then the Fight step has ended

  Scenario: Rules Appendix, passing: after a pass, the opponent's fight makes a Fights First unit eligible: back to Fights First combats
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" is not engaged
    And "Raiders" has Fights First
    And "Raiders" is not engaged
    When player A passes
    And "Hunters" is selected to fight
    And "Raiders" becomes engaged
    And "Hunters" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |

  Scenario: Rules Appendix FAQ: a unit that charged, became engaged and unengaged again in the step is still eligible
    Given "Wardens" made a charge move this turn
    And "Vanguard" made a charge move this turn
    And "Wardens" is not engaged
    When "Vanguard" is selected to fight
    And "Wardens" becomes engaged
    And "Wardens" is no longer engaged
    And "Vanguard" resolves its attacks
    Then "Wardens" is eligible to fight

  Scenario: 12.04: engaged at the start of the step, then engaged and unengaged again: still eligible
    Given "Raiders" is not engaged
    And "Raiders" was engaged at the start of the Fight step
    When "Vanguard" is selected to fight
    And "Raiders" becomes engaged
    And "Raiders" is no longer engaged
    And "Vanguard" resolves its attacks
    Then "Raiders" can be selected to fight next

  Scenario: 12.04: the opponent's unit while a Fights First unit of the turn player is eligible has two reasons
    Given "Vanguard" has Fights First
    Then "Hunters" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 12.02: in the Pile In step nothing can be selected to fight yet and nobody can pass
    Given it is the Pile In step of player A's Fight phase in battle round 2
    Then "Vanguard" cannot be selected to fight next because it is not the Fight step
    And player A cannot pass because it is not the Fight step
    And no unit can be selected to fight next

  Scenario: 12.08: a selection owed, then a consolidation that owes one back
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    And a unit "Scouts" for player A
    When "Wardens" makes a consolidation move that ends engaged with "Lurkers"
    And "Lurkers" fights
    And "Raiders" makes a consolidation move that ends engaged with "Scouts"
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Scouts |

  Scenario: 12.04: advancing past the Fight step selects far units too: nobody passes
    Given "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And "Wardens" has Fights First
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Wardens  |
      | Hunters  |
      | Vanguard |
      | Raiders  |

  Scenario: 12.08: a unit never eligible before, selected under 12.08, may then consolidate
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    Then "Lurkers" cannot make a consolidation move
    When "Wardens" makes a consolidation move that ends engaged with "Lurkers"
    And "Lurkers" fights
    Then "Lurkers" can make a consolidation move

  Scenario: 12.04: a unit that fought and was then destroyed stays in the history
    Given "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    When "Vanguard" is destroyed
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04: a unit that fought and is no longer engaged stays in the history
    Given "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Hunters" is not engaged
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04: Fights First units of both players become eligible in remaining combats: turn player, opponent, then remaining combats
    Given "Wardens" has Fights First
    And "Wardens" is not engaged
    And "Raiders" has Fights First
    And "Raiders" is not engaged
    When "Vanguard" is selected to fight
    And "Wardens" becomes engaged
    And "Raiders" becomes engaged
    And "Vanguard" resolves its attacks
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats
    When "Wardens" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |
    When "Raiders" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: 12.04: a player who ran out gets the selection back when a unit of theirs becomes engaged
    Given a unit "Scouts" for player A
    And "Scouts" is not engaged
    And "Wardens" is not engaged
    And a unit "Stalkers" for player B
    And "Stalkers" is engaged
    When "Vanguard" fights
    And "Hunters" fights
    Then player B selects the next unit to fight
    When "Raiders" is selected to fight
    And "Scouts" becomes engaged
    And "Raiders" resolves its attacks
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Scouts |

  Scenario: Rules Appendix, Destroyed: a unit destroyed after the stated history cannot be selected
    Given "Vanguard" has been selected to fight this phase
    When "Raiders" is destroyed
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |

  Scenario: 12.08: two owed selections, one of a Fights First unit: either may come first
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    And "Raiders" has been selected to fight this phase
    And a unit "Lurkers" for player B
    And a unit "Stalkers" for player B
    And "Lurkers" has Fights First
    When "Wardens" makes a consolidation move that ends engaged with "Lurkers" and "Stalkers"
    Then the units that can be selected to fight next are:
      | Lurkers  |
      | Stalkers |
    When "Stalkers" fights
    Then the units that can be selected to fight next are:
      | Lurkers |

  Scenario: 12.04: the units table's selected rows are the history, in the order of the rows
    Given the units:
      | unit   | player | engaged | selected to fight |
      | Scouts | A      | yes     | yes               |
      | Brutes | B      | yes     | yes               |
      | Guards | A      | yes     | no                |
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |
      | Wardens  |
      | Guards   |

  Scenario: 12.04: the next selection stated for a player with no eligible unit passes to the other
    Given "Hunters" is not engaged
    And "Raiders" is not engaged
    And player B selects the next unit to fight
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats

  Scenario: Rules Appendix, passing: a stated next selection, then a pass from each player, ends the step
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
    And player B selects the next unit to fight
    When player B passes
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: 12.04: the next selection stated for a player with no Fights First unit while the opponent has one
    Given "Hunters" has Fights First
    And player A selects the next unit to fight
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hunters |
