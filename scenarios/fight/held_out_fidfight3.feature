Feature: Held-out questions on who fights when: Fights First from rules that change rules
  A tournament organiser's questions on the order of fighting (contract 20.1) where the Fights
  First ability comes from a rule of §18 with a trigger, a duration or a CONDITION, from a charge
  move, from Heroic Intervention or from Counteroffensive. Each answer is read from 12.01, 12.04,
  11.04, 15.11, 15.12 and 24.13 of the Core Rules, and 18.3 items 7 and 10 of the contract.

  Scenario: 12.01 and 12.04: an ability triggered at the start of the opponent's Fight phase puts its unit first
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Waiting Blades":
      | WHEN   | the start of your opponent's Fight phase |
      | EFFECT | gives it Fights First                    |
    And it is player A's Charge phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    Then "Boyz" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.01: the same trigger written for its own Fight phase does not fire in the opponent's
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Waiting Blades":
      | WHEN   | the start of your Fight phase |
      | EFFECT | gives it Fights First         |
    And it is player A's Charge phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 18.3 item 10: Fights First triggered at the start of a Fight phase, with no duration, is gone in the next Fight phase
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Waiting Blades":
      | WHEN   | the start of your opponent's Fight phase |
      | EFFECT | gives it Fights First                    |
    And it is player A's Charge phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    Then "Boyz" has Fights First
    When the game advances to the Fight step of player B's Fight phase
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 18.3 item 10: Fights First until the end of your opponent's next turn reaches the opponent's Fight step
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Assault" has an ability "Long Vigil":
      | WHEN     | the start of your Charge phase             |
      | EFFECT   | gives it Fights First                      |
      | DURATION | until the end of your opponent's next turn |
    And it is player A's Shooting phase in battle round 2
    When the game advances to the Fight step of player B's Fight phase
    Then "Assault" has Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 18.3 item 10: Fights First until the end of your turn does not reach the opponent's Fight step
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Assault" has an ability "Long Vigil":
      | WHEN     | the start of your Charge phase |
      | EFFECT   | gives it Fights First          |
      | DURATION | until the end of your turn     |
    And it is player A's Shooting phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    Then "Assault" has Fights First
    When the game advances to the Fight step of player B's Fight phase
    Then "Assault" does not have Fights First
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 18.1 CONDITION: Fights First only in the opponent's turn puts the unit first there
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Ambushers":
      | CONDITION | it is your opponent's turn |
      | EFFECT    | gives it Fights First      |
    Then "Boyz" has Fights First
    And player B selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: 18.1 CONDITION: the same ability in its own player's turn gives nothing
    Given it is the Fight step of player B's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Ambushers":
      | CONDITION | it is your opponent's turn |
      | EFFECT    | gives it Fights First      |
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 18.1 TARGET: an army rule for INFANTRY units puts only those units in Fights First combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | keywords |
      | Assault | A      | yes     | INFANTRY |
      | Wardens | A      | yes     | INFANTRY |
      | Boyz    | B      | yes     | INFANTRY |
      | Bikers  | B      | yes     | MOUNTED  |
    And player B has a rule "Swift Footing":
      | TARGET | each friendly INFANTRY unit |
      | EFFECT | gives it Fights First       |
    Then "Boyz" has Fights First
    And "Bikers" does not have Fights First
    And "Assault" does not have Fights First
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Bikers" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 18.2 and 24.13: a Fights First unit that a rule forbids to fight opens no Fights First combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Assault | A      | yes     | no           |
      | Boyz    | B      | yes     | yes          |
    And player A has a rule "Stasis Field":
      | TARGET | each enemy unit     |
      | EFFECT | forbids it to fight |
    Then "Boyz" has Fights First
    And "Boyz" is not eligible to fight
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight |
      | "Stasis Field" forbids it               |

  Scenario: 12.04: without the forbidding rule the enemy Fights First unit is selected first
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Assault | A      | yes     | no           |
      | Boyz    | B      | yes     | yes          |
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Assault" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 11.04 and 18.1: a charge and a rule both give Fights First: the turn's player selects first, then the opponent
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Wardens | A      | yes     | no                 |
      | Boyz    | B      | yes     | no                 |
      | Grots   | B      | yes     | no                 |
    And "Boyz" has an ability "Quick Blades" that gives it Fights First
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Assault |
    When "Assault" fights
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    And "Grots" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 12.04: the charger's player with nothing left after both Fights First fights: the opponent selects on
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Boyz    | B      | yes     | no                 |
      | Grots   | B      | yes     | no                 |
    And "Boyz" has an ability "Quick Blades" that gives it Fights First
    When "Assault" fights
    And "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 15.11, 11.04 and 12.04: the charger, the unit that intervened, then the remaining combats, in a forced order
    Given a unit "Assault" for player A
    And a unit "Line" for player A
    And a unit "Wall" for player B
    And a unit "Grots" for player B
    And "Assault" made a charge move this turn
    And "Line" is engaged with "Grots"
    And player B has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Wall"
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Assault |
      | Wall    |
      | Line    |
      | Grots   |

  Scenario: 15.11: after the charger fights, the unit that intervened is the only unit that can be selected
    Given a unit "Assault" for player A
    And a unit "Line" for player A
    And a unit "Wall" for player B
    And a unit "Grots" for player B
    And "Assault" made a charge move this turn
    And "Line" is engaged with "Grots"
    And player B has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Wall"
    And the game advances to the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And "Line" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Assault" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wall |
    And "Grots" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 15.11 not used: the opponent's units wait for the remaining combats, and the turn's player selects twice
    Given a unit "Assault" for player A
    And a unit "Line" for player A
    And a unit "Grots" for player B
    And "Assault" made a charge move this turn
    And "Line" is engaged with "Grots"
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Assault |
      | Grots   |
      | Line    |

  Scenario: 15.12: Counteroffensive after the first of two chargers fights puts its unit between them
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Assault  | A      | yes     | yes                |
      | Breakers | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then player B has 0 CP
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Breakers |
    When "Breakers" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 12.04: without Counteroffensive the player with no Fights First unit hands the selection back
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Assault  | A      | yes     | yes                |
      | Breakers | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Assault" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 15.12 and 12.04: the countering unit fights, the opponent has nothing left, so its player selects again
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Boyz    | B      | yes     | no                 |
      | Grots   | B      | yes     | no                 |
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Grots"
    Then "Grots" must be the next unit player B selects to fight
    And "Boyz" cannot be selected to fight next because "Grots" must be selected to fight first
    When "Grots" fights
    Then "Grots" need not be the next unit player B selects to fight
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 15.12: the Fights First of Counteroffensive lasts into the Consolidate step and ends with the phase
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    And "Grots" fights
    Then the Fight step has ended
    When the game advances to the Consolidate step of player A's Fight phase
    Then "Boyz" has Fights First
    When the game advances to the end of the turn
    Then "Boyz" does not have Fights First

  Scenario: 15.12 and Rules Appendix: a player whose countering unit is far from every enemy unit may still pass
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Hunters" for player B
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Wardens" is engaged
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    When "Assault" fights
    And "Boyz" is destroyed
    And player B uses the "Counteroffensive" stratagem on "Hunters"
    Then "Hunters" must be the next unit player B selects to fight
    And player B selects the next unit to fight
    And player B can pass
    When player B passes
    Then player A selects the next unit to fight
    And "Hunters" must be the next unit player B selects to fight

  Scenario: 15.12 and 01.07: a battle-shocked unit cannot be the Counteroffensive target, and still fights in turn
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Boyz    | B      | yes     |
    And "Boyz" is battle-shocked
    When "Assault" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the unit is battle-shocked
    And player B selects the next unit to fight
    And "Boyz" can be selected to fight next

  Scenario: 18.2 and 15.12: a lift of the battle-shock bar on stratagems lets Counteroffensive target the battle-shocked unit
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
    And "Boyz" is battle-shocked
    And "Boyz" has an ability "Unbreakable Will" that lets you target it with your stratagems even though the unit is battle-shocked
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Boyz" has Fights First
    And "Grots" cannot be selected to fight next because "Boyz" must be selected to fight first

  Scenario: 15.12: the countering unit comes before its player's own Fights First unit
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move | Fights First |
      | Assault | A      | yes     | yes                | no           |
      | Brutes  | B      | yes     | no                 | yes          |
      | Boyz    | B      | yes     | no                 | no           |
    When "Assault" fights
    Then the units that can be selected to fight next are:
      | Brutes |
    When player B uses the "Counteroffensive" stratagem on "Boyz"
    Then the units that can be selected to fight next are:
      | Boyz |
    And "Brutes" cannot be selected to fight next because "Boyz" must be selected to fight first
    When "Boyz" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Brutes |

  Scenario: 15.11 and 15.12: after the charger, Counteroffensive and the unit that intervened give the opponent two selections in a row
    Given a unit "Assault" for player A
    And a unit "Line" for player A
    And a unit "Wall" for player B
    And a unit "Grots" for player B
    And "Assault" made a charge move this turn
    And "Line" is engaged with "Grots"
    And player B has 3 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Wall"
    And the game advances to the Fight step of player A's Fight phase
    And "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Grots"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |
    When "Grots" fights
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wall |
    When "Wall" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line |

  Scenario: 15.11: with the charger destroyed before the Fight step, the unit that intervened is selected first in the opponent's turn
    Given a unit "Assault" for player A
    And a unit "Line" for player A
    And a unit "Wall" for player B
    And a unit "Grots" for player B
    And "Assault" made a charge move this turn
    And "Line" is engaged with "Grots"
    And player B has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Wall"
    And "Assault" is destroyed
    And the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wall |

  Scenario: 18.1 CONDITION: Fights First while engaged ends when the unit is no longer engaged, though it is still eligible
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Boyz    | B      | yes     | no                 |
      | Grots   | B      | yes     | no                 |
    And "Boyz" has an ability "Locked Blades":
      | CONDITION | it is engaged         |
      | EFFECT    | gives it Fights First |
    Then "Boyz" has Fights First
    When "Assault" is selected to fight
    And "Boyz" is no longer engaged
    And "Assault" resolves its attacks
    Then "Boyz" does not have Fights First
    And "Boyz" is eligible to fight
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |

  Scenario: 18.1 CONDITION: while still engaged, the same unit is the only one its player can select
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Boyz    | B      | yes     | no                 |
      | Grots   | B      | yes     | no                 |
    And "Boyz" has an ability "Locked Blades":
      | CONDITION | it is engaged         |
      | EFFECT    | gives it Fights First |
    When "Assault" fights
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 18.3 item 10: Fights First until the start of your next turn crosses into the next battle round
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Iron Guard":
      | WHEN     | the start of your Charge phase    |
      | EFFECT   | gives it Fights First             |
      | DURATION | until the start of your next turn |
    And it is player B's Shooting phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    Then it is player A's Fight phase in battle round 3
    And "Boyz" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight

  Scenario: 18.3 item 10: Fights First until the end of the battle round does not reach the next round's first turn
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Iron Guard":
      | WHEN     | the start of your Charge phase    |
      | EFFECT   | gives it Fights First             |
      | DURATION | until the end of the battle round |
    And it is player B's Shooting phase in battle round 2
    When the game advances to the Fight step of player B's Fight phase
    Then "Boyz" has Fights First
    When the game advances to the Fight step of player A's Fight phase
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: 12.01 and 18.1 TARGET: a rule for one friendly unit at the start of the opponent's Fight phase puts that unit alone first
    Given a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Assault" is engaged with "Boyz"
    And "Wardens" is engaged with "Grots"
    And player B has a rule "Chosen Champion":
      | WHEN   | the start of your opponent's Fight phase |
      | TARGET | one friendly unit                        |
      | EFFECT | gives it Fights First                    |
    And player B will use "Chosen Champion" on "Grots"
    And it is player A's Charge phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    Then "Grots" has Fights First
    And "Boyz" does not have Fights First
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 18.3 item 7: a rule that makes a unit not eligible to fight the next to be selected binds nothing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | no      |
      | Boyz    | B      | yes     |
    And "Wardens" was not engaged at the start of the Fight step
    And "Wardens" has an ability "Hold the Line" that makes it the next unit you must select to fight
    Then "Wardens" need not be the next unit player A selects to fight
    And the units that can be selected to fight next are:
      | Assault |

  Scenario: 15.12 in the first battle round: Counteroffensive just after an enemy unit destroyed in its own fight resolved its attacks
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 1
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
    When "Assault" is selected to fight
    And "Assault" is destroyed
    And "Assault" resolves its attacks
    Then player B can use the "Counteroffensive" stratagem on "Grots"
    When player B uses the "Counteroffensive" stratagem on "Grots"
    Then the Fight step is resolving Fights First combats
    And "Boyz" cannot be selected to fight next because "Grots" must be selected to fight first

  Scenario: 15.03 and 12.04: Epic Challenge on the unit fighting does not change who selects after it
    Given player B has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | keywords  |
      | Assault | A      | yes     | INFANTRY  |
      | Wardens | A      | yes     | INFANTRY  |
      | Hero    | B      | yes     | CHARACTER |
      | Grots   | B      | yes     | INFANTRY  |
    When "Assault" fights
    And "Hero" is selected to fight
    And player B uses the "Epic Challenge" stratagem on "Hero"
    Then player A selects the next unit to fight
    When "Hero" resolves its attacks
    Then player A selects the next unit to fight
    And "Grots" cannot be selected to fight next because player A selects the next unit to fight
