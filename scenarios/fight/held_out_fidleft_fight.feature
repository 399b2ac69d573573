Feature: Held-out questions a review left open: a frozen Fight step, triggered rules with fight history, vertical distance
  Every eligible unit must be selected (12.04), but a unit that is destroyed or no longer eligible
  is skipped (20.1, Rules Appendix "Destroyed" and FAQ), so an obligation to select it next
  (15.12, 12.08) lapses and the step moves on as 12.04 writes it. A rule stated as applied this
  phase is in force for the rest of its duration (18.1), Fights First included (24.13). Distances
  are three-dimensional (19.4): engagement range is 2" horizontally and 5" vertically (03.04),
  the pass distance 5" in space (Rules Appendix).

  Background:
    Given player A has 4 CP
    And player B has 4 CP

  # (d) An obligation to select a unit that can no longer be selected

  Scenario: 15.12 and 20.1: a Counteroffensive target destroyed before it is selected no longer holds up the step
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" is destroyed
    Then "Boyz" cannot be selected to fight next because it is not on the battlefield
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 15.12 and 12.04: while the Counteroffensive target stands, no other unit of its player can be selected
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Grots" cannot be selected to fight next because "Boyz" must be selected to fight first

  Scenario: 15.12 and 12.04: a destroyed Counteroffensive target that was its player's last eligible unit passes the selection back
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" is destroyed
    Then the Fight step has not ended
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.08 and 20.1: an enemy unit owed a selection after a consolidation is skipped once it is destroyed
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Hunters" and "Lurkers"
    And "Hunters" is selected to fight
    And "Lurkers" is destroyed
    And "Hunters" resolves its attacks
    Then no unit can be selected to fight next
    And "Lurkers" cannot be selected to fight next because it is not the Fight step

  Scenario: 12.08: the enemy unit owed a selection that still stands must be selected next
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Hunters" and "Lurkers"
    And "Hunters" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |

  Scenario: 20.1 and 12.04: a stated selector whose only eligible unit is destroyed passes the selection on
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And player B selects the next unit to fight
    When "Boyz" is destroyed
    Then player A selects the next unit to fight
    And "Vanguard" can be selected to fight next

  Scenario: 12.08 and 20.1: advancing past the Consolidate step makes no selection for an owed unit destroyed since
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    And "Lurkers" is destroyed
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |

  Scenario: 12.04: the step ends when the last eligible enemy unit is destroyed during the only other fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is selected to fight
    And "Boyz" is destroyed
    And "Vanguard" resolves its attacks
    Then the Fight step has ended
    And no unit can be selected to fight next

  Scenario: 12.04: with the enemy unit still standing after the fight, the step has not ended
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" fights
    Then the Fight step has not ended
    And player B selects the next unit to fight
    And "Boyz" can be selected to fight next

  Scenario: Rules Appendix FAQ: a unit engaged during the step and unengaged again is skipped, and the step ends
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | no      | no                 |
    When "Vanguard" is selected to fight
    And "Grots" becomes engaged
    And "Grots" is no longer engaged
    And "Vanguard" resolves its attacks
    And "Boyz" fights
    Then "Grots" is not eligible to fight
    And the Fight step has ended

  Scenario: 12.04 and Rules Appendix: a unit whose every enemy is destroyed stays eligible, and its player may pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Boyz" is destroyed
    Then "Vanguard" is eligible to fight
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: 12.08: once the owed enemy unit is destroyed, another unit may make its consolidation move
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    And "Lurkers" is destroyed
    Then "Wardens" can make a consolidation move

  Scenario: 12.08: while the owed enemy unit stands, no other consolidation move is made
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then "Wardens" cannot make a consolidation move because "Lurkers" must be selected to fight first

  Scenario: Rules Appendix: with another enemy unit still on the battlefield, the unstated 5" default keeps the player from passing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | no      | no                 |
    When "Boyz" is destroyed
    Then "Vanguard" is eligible to fight
    And player A cannot pass because "Vanguard" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: a player whose only eligible unit is far from every enemy unit passes and the step ends
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | no      | yes                |
      | Boyz     | B      | no      | no                 |
    And "Vanguard" is not within 5" of any enemy unit
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: Rules Appendix: the same player within 5" of an enemy unit cannot pass and must select
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | no      | yes                |
      | Boyz     | B      | no      | no                 |
    Then player A cannot pass because "Vanguard" is eligible to fight and within 5" of an enemy unit
    And the Fight step has not ended
    And "Vanguard" can be selected to fight next

  Scenario: 20.1: advancing past a step whose Fights First unit was destroyed selects the rest in order
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Grots" has Fights First
    When "Grots" is destroyed
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Boyz     |

  # (e) Triggered rules, "was applied this phase", Fights First and a stated fight history

  Scenario: 18.1 and 24.13: a rule applied this phase that gives Fights First to the end of the phase puts its unit first
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has an ability "Frenzy":
      | WHEN   | each time this unit makes a pile-in move    |
      | EFFECT | until the end of the phase, gives it Fights First |
    And "Frenzy" was applied to "Boyz" this phase
    Then "Boyz" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                    |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 18.1: the same rule not applied this phase gives nothing, and the active player selects first
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has an ability "Frenzy":
      | WHEN   | each time this unit makes a pile-in move    |
      | EFFECT | until the end of the phase, gives it Fights First |
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: 18.1 and 20.1: a stated history agrees with Fights First given by a rule on selection, the facts taken as they are now
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has an ability "Frenzy":
      | WHEN   | each time this unit is selected to fight          |
      | EFFECT | until the end of the phase, gives it Fights First |
    And "Boyz" has been selected to fight this phase
    And "Frenzy" was applied to "Boyz" this phase
    Then "Boyz" has Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |

  Scenario: 18.1 and 12.04: a rule that triggers on selection triggers once when its unit is selected to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has an ability "Frenzy":
      | WHEN   | each time this unit is selected to fight          |
      | EFFECT | until the end of the phase, gives it Fights First |
    When "Vanguard" fights
    And "Boyz" is selected to fight
    Then "Frenzy" triggers 1 time
    And "Boyz" has Fights First

  Scenario: 18.1 and 12.06: a once-per-phase rule applied this phase is spent: it triggers on the overrun fight's pile-in move but gains nothing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | no      | yes                |
      | Boyz     | B      | no      | no                 |
    And "Vanguard" has an ability "Grim":
      | WHEN         | each time this unit makes a pile-in move |
      | EFFECT       | you gain 1 CP                            |
      | RESTRICTIONS | once per phase                           |
    And "Grim" was applied to "Vanguard" this phase
    When "Vanguard" is selected to fight
    And "Vanguard" makes a pile-in move
    Then "Grim" triggers 1 time
    And player A has 4 CP

  Scenario: 18.1 and 12.06: the same rule not yet applied this phase triggers on that pile-in move
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | no      | yes                |
      | Boyz     | B      | no      | no                 |
    And "Vanguard" has an ability "Grim":
      | WHEN         | each time this unit makes a pile-in move |
      | EFFECT       | you gain 1 CP                            |
      | RESTRICTIONS | once per phase                           |
    When "Vanguard" is selected to fight
    And "Vanguard" makes a pile-in move
    Then "Grim" triggers 1 time
    And player A has 5 CP

  Scenario: 18.1: a once-per-turn rule stated as applied this turn is spent for the rest of the turn
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | no      | yes                |
      | Boyz     | B      | no      | no                 |
    And "Vanguard" has an ability "Grim":
      | WHEN         | each time this unit makes a pile-in move |
      | EFFECT       | you gain 1 CP                            |
      | RESTRICTIONS | once per turn                            |
    And "Grim" was applied to "Vanguard" this turn
    When "Vanguard" is selected to fight
    And "Vanguard" makes a pile-in move
    Then player A has 4 CP

  Scenario: 18.1: a once-per-phase rule stated as applied this turn, not this phase, is not spent in this phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | no      | yes                |
      | Boyz     | B      | no      | no                 |
    And "Vanguard" has an ability "Grim":
      | WHEN         | each time this unit makes a pile-in move |
      | EFFECT       | you gain 1 CP                            |
      | RESTRICTIONS | once per phase                           |
    And "Grim" was applied to "Vanguard" this turn
    When "Vanguard" is selected to fight
    And "Vanguard" makes a pile-in move
    Then "Grim" triggers 1 time
    And player A has 5 CP

  Scenario: 18.1: a once-per-phase rule applied this phase is fresh again in the next turn's Fight phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has an ability "Grim":
      | WHEN         | each time this unit makes a pile-in move |
      | EFFECT       | you gain 1 CP                            |
      | RESTRICTIONS | once per phase                           |
    And "Grim" was applied to "Boyz" this phase
    When the game advances to the Pile In step of player B's Fight phase
    And "Boyz" makes a pile-in move
    Then "Grim" triggers 1 time
    And player B has 6 CP

  Scenario: 15.12 and 20.1: after a stated history whose last fight was an enemy unit's, Counteroffensive can be used
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Vanguard" has been selected to fight this phase
    Then player B can use the "Counteroffensive" stratagem on "Boyz"
    When player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Boyz" has Fights First
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 15.12 and 20.1: after a stated history whose last fight was a friendly unit's, it cannot
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Vanguard" has been selected to fight this phase
    And "Grots" has been selected to fight this phase
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the stratagem cannot be used now
    And player A selects the next unit to fight

  Scenario: 20.1 and 24.13: a stated history with a Fights First unit applied this phase replays in order
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Wardens" has an ability "Zeal":
      | WHEN   | each time this unit makes a pile-in move          |
      | EFFECT | until the end of the phase, gives it Fights First |
    And "Zeal" was applied to "Wardens" this phase
    And "Wardens" has been selected to fight this phase
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  # (f) Vertical distance in the Fight step

  Scenario: 03.04 and 12.04: a unit on a floor 5" above an enemy it is 2" from in plan is engaged and eligible to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Boyz" has 1" bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 5      |
      | Boyz  | 13 | 10 | 0      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is eligible to fight
    And the horizontal distance between "Squad" and "Boyz" is exactly 2"
    And the vertical distance between "Squad" and "Boyz" is exactly 5"

  Scenario: 03.04 and 12.04: on a floor 5.01" above, the same unit is not engaged and, not having charged, not eligible to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Boyz" has 1" bases
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 5.01   |
      | Boyz  | 13 | 10 | 0      |
    Then "Squad" is not engaged
    And "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: 03.04 and 21.03: a FLY model 5.01" above an enemy model it overhangs in plan is not engaged
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Jet" for player A
    And "Jet" has the keyword FLY
    And a unit "Boyz" for player B
    And "Jet" has 1" bases
    And "Boyz" has 1" bases
    And the positions:
      | unit | x  | y  | height |
      | Jet  | 10 | 10 | 5.01   |
      | Boyz | 10 | 10 | 0      |
    Then "Jet" is not engaged
    And the vertical distance between "Jet" and "Boyz" is exactly 5.01"

  Scenario: Rules Appendix: the pass distance is measured in space: 3" across and 4" up is within 5", so no pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 4      |
      | Boyz  | 14 | 10 | 0      |
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 5"
    And player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: 3" across and 4.1" up is more than 5" in space, so the player can pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 4.1    |
      | Boyz  | 14 | 10 | 0      |
    Then "Squad" is not engaged
    And player A can pass
    When player A passes
    Then the Fight step has ended
