Feature: Held-out questions on the order of fighting with many units on each side
  A tournament organiser's questions on the Fight step (contract 20.1 with 14's Fight step) when
  each player has several units: Fights First from charges, declared rules, the ability of one
  part of an attached unit, Heroic Intervention and Counteroffensive at once; the selection
  handed over when one player has nothing left; units that become eligible, or stop being
  eligible, while the step runs; units destroyed between fights. Each answer is read from 11.04,
  12.04, 15.11, 15.12, 24.13 and the Rules Appendix (Destroyed; the FAQ on units engaged during
  the step).

  Scenario: 12.04: two chargers against one unit with Fights First: they alternate, then the player left without one opens the remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Assault  | A      | yes     | yes                | no           |
      | Vanguard | A      | yes     | yes                | no           |
      | Line     | A      | yes     | no                 | no           |
      | Wardens  | B      | yes     | no                 | yes          |
      | Boyz     | B      | yes     | no                 | no           |
      | Grots    | B      | yes     | no                 | no           |
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Assault  |
      | Vanguard |
    And "Line" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Assault" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |
    When "Vanguard" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line |
    When "Line" fights
    Then player B selects the next unit to fight
    When "Grots" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Assault  |
      | Wardens  |
      | Vanguard |
      | Boyz     |
      | Line     |
      | Grots    |

  Scenario: 12.04: the player whose turn it is has no Fights First unit: the opponent selects both of theirs in a row
    Given it is the Fight step of player A's Fight phase in battle round 3
    And the units:
      | unit    | player | engaged | Fights First |
      | Line    | A      | yes     | no           |
      | Guard   | A      | yes     | no           |
      | Wardens | B      | yes     | yes          |
      | Raiders | B      | yes     | yes          |
      | Boyz    | B      | yes     | no           |
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Line" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |
    When "Wardens" fights
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Raiders |
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Raiders" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line  |
      | Guard |
    When "Line" fights
    Then player B selects the next unit to fight
    When "Boyz" fights
    Then player A selects the next unit to fight
    When "Guard" fights
    Then the Fight step has ended

  Scenario: 12.04: in the remaining combats, a player with nothing left hands every selection to the opponent until the step ends
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Boyz  | B      | yes     |
      | Line  | A      | yes     |
      | Guard | A      | yes     |
      | Wall  | A      | yes     |
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Boyz" fights
    Then player A selects the next unit to fight
    When "Line" fights
    Then player A selects the next unit to fight
    And player B cannot pass because player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guard |
      | Wall  |
    When "Guard" fights
    Then player A selects the next unit to fight
    When "Wall" fights
    Then the Fight step has ended
    And no unit can be selected to fight next

  Scenario: Rules Appendix, Destroyed: the opponent's only Fights First unit destroyed by the first charger: the opponent opens the remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Assault  | A      | yes     | yes                | no           |
      | Line     | A      | yes     | no                 | no           |
      | Wardens  | B      | yes     | no                 | yes          |
      | Boyz     | B      | yes     | no                 | no           |
    When "Assault" is selected to fight
    And "Wardens" is destroyed
    And "Assault" resolves its attacks
    Then "Wardens" cannot be selected to fight next because it is not on the battlefield
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.04: without the destruction, the same opponent's Fights First unit comes before its other unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Assault  | A      | yes     | yes                | no           |
      | Line     | A      | yes     | no                 | no           |
      | Wardens  | B      | yes     | no                 | yes          |
      | Boyz     | B      | yes     | no                 | no           |
    When "Assault" fights
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 24.13: the charger destroys the bodyguard of an attached unit whose leader has the ability: that unit goes next, before the second charger
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Vanguard" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And a unit "Boyz" for player B
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    And "Assault" made a charge move this turn
    And "Vanguard" made a charge move this turn
    And "Assault" is engaged with "Guards"
    And "Vanguard" is engaged with "Boyz"
    Then "Captain" does not have Fights First
    When "Assault" is selected to fight
    And "Guards" has 0 models left
    And "Assault" resolves its attacks
    Then "Captain" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Captain" can be selected to fight next
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Captain" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |

  Scenario: 24.13 does not apply: with the bodyguard still standing, the opponent has no Fights First unit and the charger's player selects again
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Vanguard" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And a unit "Boyz" for player B
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    And "Assault" made a charge move this turn
    And "Vanguard" made a charge move this turn
    And "Assault" is engaged with "Guards"
    And "Vanguard" is engaged with "Boyz"
    When "Assault" is selected to fight
    And "Guards" has 1 model left
    And "Assault" resolves its attacks
    Then "Captain" does not have Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |
    And "Captain" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 24.13 and 12.04: an attached unit that has fought becomes a Fights First unit when its bodyguard falls, and nothing returns
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Line" for player A
    And a unit "Guard" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And a unit "Boyz" for player B
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    And "Line" is engaged with "Guards"
    And "Guard" is engaged with "Boyz"
    When "Line" fights
    And "Captain" fights
    And "Guard" is selected to fight
    And "Guards" has 0 models left
    And "Guard" resolves its attacks
    Then "Captain" has Fights First
    And "Captain" cannot be selected to fight next because it has already been selected to fight this phase
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: Rules Appendix, Destroyed: the last model of an attached unit falls part by part: still selectable with its leader, gone without
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Line" for player A
    And a unit "Guard" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And a unit "Boyz" for player B
    And "Captain" is leading "Guards"
    And "Line" is engaged with "Guards"
    And "Guard" is engaged with "Boyz"
    When "Line" is selected to fight
    And "Guards" has 0 models left
    And "Line" resolves its attacks
    Then player B selects the next unit to fight
    And "Captain" can be selected to fight next
    And "Boyz" can be selected to fight next
    When "Boyz" fights
    And "Guard" is selected to fight
    And "Captain" has 0 models left
    And "Guard" resolves its attacks
    Then "Captain" cannot be selected to fight next because it is not on the battlefield
    And "Guards" cannot be selected to fight next because it is not on the battlefield
    And the Fight step has ended

  Scenario: Rules Appendix, Destroyed: the opponent's last unit falls in the first of two remaining combats: the turn's player selects the second at once
    Given it is the Fight step of player B's Fight phase in battle round 4
    And the units:
      | unit  | player | engaged |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
      | Line  | A      | yes     |
    When "Boyz" fights
    And "Line" is selected to fight
    And "Grots" is destroyed
    And "Line" resolves its attacks
    Then the Fight step has ended
    And no unit can be selected to fight next

  Scenario: 15.11 and 11.04: two chargers and one unit that intervened: charger, intervener, charger, then the intervener's player starts the remaining combats
    Given a unit "Assault" for player A
    And a unit "Vanguard" for player A
    And a unit "Line" for player A
    And a unit "Wall" for player B
    And a unit "Grots" for player B
    And a unit "Mob" for player B
    And "Assault" made a charge move this turn
    And "Vanguard" made a charge move this turn
    And "Line" is engaged with "Grots" and "Mob"
    And player B has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Wall"
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Assault  |
      | Wall     |
      | Vanguard |
      | Grots    |
      | Line     |
      | Mob      |

  Scenario: 15.11: the unit that intervened is destroyed by the first charger: its player has no Fights First unit left and the second charger follows
    Given a unit "Assault" for player A
    And a unit "Vanguard" for player A
    And a unit "Wall" for player B
    And a unit "Grots" for player B
    And "Assault" made a charge move this turn
    And "Vanguard" made a charge move this turn
    And "Vanguard" is engaged with "Grots"
    And player B has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Wall"
    And the game advances to the Fight step of player A's Fight phase
    Then "Wall" has Fights First
    When "Assault" is selected to fight
    And "Wall" is destroyed
    And "Assault" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |
    When "Vanguard" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 15.12 and 12.04: Counteroffensive on a unit that became engaged in the remaining combats: back to Fights First, the countering unit next
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Line    | A      | yes     |
      | Guard   | A      | yes     |
      | Boyz    | B      | yes     |
      | Lurkers | B      | no      |
    And "Lurkers" was not engaged at the start of the Fight step
    Then "Lurkers" cannot be selected to fight next
    And player B cannot use the "Counteroffensive" stratagem on "Lurkers"
    When "Line" is selected to fight
    And "Lurkers" becomes engaged
    And "Line" resolves its attacks
    Then player B can use the "Counteroffensive" stratagem on "Lurkers"
    When player B uses the "Counteroffensive" stratagem on "Lurkers"
    Then "Lurkers" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |
    And "Boyz" cannot be selected to fight next, for exactly these reasons:
      | it is not a Fights First unit and a Fights First unit is eligible to fight |
      | "Lurkers" must be selected to fight first                                  |
    When "Lurkers" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guard |

  Scenario: 15.12: Counteroffensive in Fights First combats binds its player ahead of their own Fights First unit, then the charger's second unit follows
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Assault  | A      | yes     | yes                | no           |
      | Vanguard | A      | yes     | yes                | no           |
      | Wardens  | B      | yes     | no                 | yes          |
      | Boyz     | B      | yes     | no                 | no           |
      | Grots    | B      | yes     | no                 | no           |
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then player B selects the next unit to fight
    And "Boyz" must be the next unit player B selects to fight
    And "Wardens" cannot be selected to fight next because "Boyz" must be selected to fight first
    When "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When "Vanguard" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And player A cannot pass because player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 15.12: Counteroffensive cannot be used just after the countering unit's own fight, even with a second enemy fight to come
    Given player B has 4 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Assault  | A      | yes     | yes                |
      | Vanguard | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Grots" because the stratagem cannot be used now
    When "Vanguard" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Grots"

  Scenario: Rules Appendix FAQ: an enemy unit engaged by one fight and freed by its own side's next fight is skipped; its player's other unit fights
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Line    | A      | yes     |
      | Guard   | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
      | Lurkers | B      | no      |
    And "Lurkers" was not engaged at the start of the Fight step
    When "Line" is selected to fight
    And "Lurkers" becomes engaged
    And "Line" resolves its attacks
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz    |
      | Grots   |
      | Lurkers |
    When "Boyz" is selected to fight
    And "Lurkers" is no longer engaged
    And "Boyz" resolves its attacks
    Then "Lurkers" is not eligible to fight
    When "Guard" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |
    When "Grots" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Line  |
      | Boyz  |
      | Guard |
      | Grots |

  Scenario: 12.04 and Rules Appendix FAQ, does not apply: the same unit still engaged keeps the step open after the last planned fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Line    | A      | yes     |
      | Guard   | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
      | Lurkers | B      | no      |
    And "Lurkers" was not engaged at the start of the Fight step
    When "Line" is selected to fight
    And "Lurkers" becomes engaged
    And "Line" resolves its attacks
    And "Boyz" fights
    And "Guard" fights
    And "Grots" fights
    Then the Fight step has not ended
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |

  Scenario: 12.04: in Fights First combats, an enemy unit engaged by the charger waits behind its player's Fights First unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Assault  | A      | yes     | yes                | no           |
      | Vanguard | A      | yes     | yes                | no           |
      | Wardens  | B      | yes     | no                 | yes          |
      | Lurkers  | B      | no      | no                 | no           |
    And "Lurkers" was not engaged at the start of the Fight step
    When "Assault" is selected to fight
    And "Lurkers" becomes engaged
    And "Assault" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    And "Lurkers" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Wardens" fights
    And "Vanguard" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |

  Scenario: 12.04: a Fights First unit of the opponent engaged during the last remaining combat sends the sequence back, and after it the step ends
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Line    | A      | yes     | no           |
      | Guard   | A      | yes     | no           |
      | Boyz    | B      | yes     | no           |
      | Wardens | B      | no      | yes          |
    And "Wardens" was not engaged at the start of the Fight step
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    When "Line" fights
    And "Boyz" is selected to fight
    And "Boyz" resolves its attacks
    Then player A selects the next unit to fight
    When "Guard" is selected to fight
    And "Wardens" becomes engaged
    And "Guard" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step has ended

  Scenario: 24.13 and 11.04: a unit with Fights First from a declared rule and from its charge counts once: the opponent's unit with Fights First goes second
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Line    | A      | yes     | no                 |
      | Wardens | B      | yes     | no                 |
      | Boyz    | B      | yes     | no                 |
    And "Assault" has Fights First
    And "Wardens" has Fights First
    Then "Assault" has Fights First
    And "Line" does not have Fights First
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Assault |
    When "Assault" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line |

  Scenario: 01.07 and 24.13: a battle-shocked unit with Fights First is still a Fights First unit and goes before the turn's player's units
    Given it is the Fight step of player A's Fight phase in battle round 3
    And the units:
      | unit    | player | engaged | Fights First |
      | Line    | A      | yes     | no           |
      | Wardens | B      | yes     | yes          |
      | Boyz    | B      | yes     | no           |
    And "Wardens" is battle-shocked
    Then "Wardens" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    When "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: 01.07 and 12.04: a unit that becomes battle-shocked between fights stays eligible and keeps its place
    Given it is the Fight step of player A's Fight phase in battle round 3
    And the units:
      | unit  | player | engaged |
      | Line  | A      | yes     |
      | Guard | A      | yes     |
      | Boyz  | B      | yes     |
      | Grots | B      | yes     |
    When "Line" is selected to fight
    And "Boyz" becomes battle-shocked
    And "Line" resolves its attacks
    Then "Boyz" is eligible to fight
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |

  Scenario: 15.12 and 24.13: Counteroffensive on an attached unit whose bodyguard lacks the ability makes the whole unit a Fights First unit and sends the sequence back
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Line" for player A
    And a unit "Guard" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    And "Line" is engaged with "Guards"
    And "Guard" is engaged with "Guards"
    Then "Captain" does not have Fights First
    When "Line" fights
    And player B uses the "Counteroffensive" stratagem on "Captain"
    Then "Guards" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Captain" must be the next unit player B selects to fight
    When "Guards" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guard |

  Scenario: 12.04: a Fights First unit of the turn's player that is not eligible does not keep the step in Fights First combats after the opponent's Fights First unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Wardens | A      | no      | yes          |
      | Line    | A      | yes     | no           |
      | Raiders | B      | yes     | yes          |
      | Boyz    | B      | yes     | no           |
    And "Wardens" was not engaged at the start of the Fight step
    Then "Wardens" is not eligible to fight
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    When "Raiders" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line |
