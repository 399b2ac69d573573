Feature: Held-out cases from another engine's tests: fights, charges, pile-in, consolidation and AIRCRAFT
  Each case below is one that the Godot engine (BigBobbo/warhammer-40k-godot) tests, restated in
  the contract's phrases. The answers come from the 11th-edition Core Rules text, not from that
  engine, which follows 10th edition in places: the comment above each scenario names the engine
  test file, and says where the two editions part.

  # from 40k/tests/unit/test_fight_priority_cancellation.gd (charged unit gets Fights First)
  Scenario: 12.04: in the active player's Fight step the opponent's Fights First unit is selected first
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Boyz" has Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And "Squad" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  # from 40k/tests/unit/test_fight_priority_cancellation.gd (a unit with neither fights normally)
  Scenario: 12.04: once no Fights First unit is eligible, the player to select moves on to the remaining combats
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Boyz" has Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Squad" can be selected to fight next

  # from 40k/tests/unit/test_fight_priority_cancellation.gd (Fights First re-checked after each fight)
  Scenario: 12.04: after a remaining combat, a Fights First unit that became eligible sends the sequence back
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Guards" for player B
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Guards" has Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" is selected to fight
    And "Guards" becomes engaged
    And "Squad" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Guards" can be selected to fight next
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  # from 40k/tests/unit/test_fight_priority_cancellation.gd and test_heroic_intervention.gd:
  # that engine gives a Heroic Intervention charge no Fights First (a 10th-edition balance
  # dataslate); in 11e the charge is resolved with 11.04, whose charge move gives Fights First.
  Scenario: 15.11 and 11.04: the unit that intervened is a Fights First unit in the Fight step that follows
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Boyz" made a charge move this turn
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    And the game advances to the Fight step of player B's Fight phase
    Then "Squad" has Fights First
    And "Boyz" has Fights First
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next

  # from 40k/tests/unit/test_charge_direction_constraint.gd (a charge's Fights First lasts the turn)
  Scenario: 11.04: the Fights First of a charge move ends with the turn, so the next turn's fight is not first
    Given a unit "Squad"
    And it is player A's Charge phase in battle round 2
    When "Squad" makes a charge move
    Then "Squad" has Fights First
    When the game advances to the Fight step of player B's Fight phase
    Then "Squad" does not have Fights First
    And "Squad" is eligible to fight

  # from 40k/tests/unit/test_terrain_charge_interaction.gd (a charge that cannot be completed)
  Scenario: 11.02: a unit whose declared charge made no move cannot declare again, and has nothing to fight with
    Given a unit "Squad"
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    Then "Squad" is not eligible to declare a charge because it has already declared a charge this phase
    When the game advances to the Fight step of player A's Fight phase
    Then "Squad" does not have Fights First
    And "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And "Squad" cannot make a pile-in move because it is not engaged

  # from 40k/tests/unit/test_aircraft_charge_restriction.gd (AIRCRAFT unit cannot charge)
  Scenario: 23.04 and 11.02: an AIRCRAFT unit far from the enemy is refused a charge for both reasons
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" is not within 12" of any enemy unit
    And it is player A's Charge phase in battle round 2
    Then "Jet" is not eligible to declare a charge, for exactly these reasons:
      | it is not within 12" of any enemy unit |
      | it is an AIRCRAFT unit                 |

  # from 40k/tests/unit/test_aircraft_charge_restriction.gd (FLY without AIRCRAFT can charge)
  Scenario: 23.04: a unit that can FLY but is no AIRCRAFT unit may declare a charge
    Given a unit "Jump Pack"
    And "Jump Pack" has the keywords INFANTRY, FLY
    And it is player A's Charge phase in battle round 2
    Then "Jump Pack" is eligible to declare a charge

  # from 40k/tests/unit/test_aircraft_fight_restriction.gd (AIRCRAFT cannot pile in)
  Scenario: 23.02: an engaged AIRCRAFT unit in the Fight phase cannot pile in, for that one reason
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" is engaged
    And it is the Pile In step of player A's Fight phase in battle round 2
    Then "Jet" cannot make a pile-in move, for exactly these reasons:
      | it is an AIRCRAFT unit |

  # from 40k/tests/unit/test_aircraft_fight_restriction.gd (AIRCRAFT cannot consolidate)
  Scenario: 23.02: an AIRCRAFT unit that was eligible to fight still cannot consolidate
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" is engaged
    And "Jet" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    Then "Jet" cannot make a consolidation move, for exactly these reasons:
      | it is an AIRCRAFT unit |

  # from 40k/tests/unit/test_aircraft_fight_restriction.gd: that engine makes a unit engaged only
  # with AIRCRAFT ineligible to fight; 11e's 12.04 asks only whether it is engaged (who it may
  # attack is 23.04's matter, not its eligibility).
  Scenario: 12.04 and 23.02: a unit engaged only with AIRCRAFT units is still engaged, so eligible to fight
    Given a unit "Squad"
    And "Squad" is engaged only with AIRCRAFT units
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Squad" is engaged
    And "Squad" is eligible to fight

  # from 40k/tests/unit/test_aircraft_fight_restriction.gd (engaged solely with AIRCRAFT)
  Scenario: 23.02: engaged only with AIRCRAFT units, a unit may make a normal move but not declare a charge
    Given a unit "Squad"
    And "Squad" is engaged only with AIRCRAFT units
    And it is player A's Movement phase in battle round 2
    Then "Squad" can make a normal move
    And "Squad" can make an advance move
    And "Squad" can make a fall-back move
    And "Squad" cannot make a surge move because it is engaged
    And "Squad" is not eligible to declare a charge because it is engaged

  # from 40k/tests/unit/test_aircraft_fight_restriction.gd (AIRCRAFT moves)
  Scenario: 23.02: an unengaged AIRCRAFT unit on the battlefield still cannot make a normal or advance move
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And it is player A's Movement phase in battle round 2
    Then "Jet" cannot make a normal move, for exactly these reasons:
      | it is an AIRCRAFT unit |
    And "Jet" cannot make an advance move because it is an AIRCRAFT unit

  # from 40k/tests/unit/test_aircraft_fight_restriction.gd (AIRCRAFT leave at the end of the turn)
  Scenario: 23.02: an AIRCRAFT unit stays on the battlefield at the end of its own turn
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then "Jet" is not in strategic reserves
    When the game advances to the end of the turn
    Then "Jet" is in strategic reserves

  # from 40k/tests/unit/test_sticky_objectives.gd and test_aircraft_*.gd combined
  Scenario: 23.02 and 14.02: an AIRCRAFT unit placed in reserves at the end of the opponent's turn no longer counts for control
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And the ruin is an objective
    And "Jet" is within the ruin
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of player B's Fight phase
    Then player A controls the ruin
    When the game advances to the end of the turn
    Then "Jet" is in strategic reserves
    And no player controls the ruin

  # from 40k/tests/unit/test_pile_in_base_contact_locked.gd and the 12.02 example (charge target
  # destroyed before the Fight phase)
  Scenario: 12.03 and 12.04: a unit that charged and is unengaged again may pile in and fight first
    Given a unit "Monster"
    And "Monster" has the keywords MONSTER
    And "Monster" made a charge move this turn
    And "Monster" is not engaged
    And it is the Pile In step of player A's Fight phase in battle round 2
    Then "Monster" can make a pile-in move
    And "Monster" is eligible to fight
    And "Monster" has Fights First

  # from 40k/tests/unit/test_ai_pile_in.gd (both players pile in)
  Scenario: 12.02 and 12.03: an engaged unit may pile in in the opponent's Fight phase too
    Given a unit "Boyz" for player B
    And "Boyz" is engaged
    And it is the Pile In step of player A's Fight phase in battle round 2
    Then "Boyz" can make a pile-in move

  # from 40k/tests/unit/test_ai_pile_in.gd (no pile-in outside the Fight phase)
  Scenario: 12.03: outside the Fight phase an unengaged unit that did not charge fails both conditions
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot make a pile-in move, for exactly these reasons:
      | it is not the Fight phase |
      | it is not engaged         |

  # from 40k/tests/unit/test_consolidation_new_fights.gd (a unit left unselected may consolidate)
  Scenario: Rules Appendix and 12.08: a charger whose player passed never fought, and may still consolidate
    Given a unit "Monster"
    And a unit "Boyz" for player B
    And "Monster" made a charge move this turn
    And "Monster" is not engaged
    And "Monster" is not within 5" of any enemy unit
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A can pass
    When player A passes
    Then the Fight step has ended
    When the game advances to the Consolidate step of player A's Fight phase
    Then "Monster" can make a consolidation move

  # from 40k/tests/unit/test_consolidation_new_fights.gd (test_consolidation_into_new_enemy_is_returned)
  Scenario: 12.08: a consolidation that ends engaged with an unselected enemy unit owes that unit's player a selection
    Given a unit "Squad"
    And a unit "Veterans"
    And a unit "Boyz" for player B
    And "Squad" was engaged at the start of the Fight step
    And "Veterans" was engaged at the start of the Fight step
    And "Squad" has been selected to fight this phase
    And "Veterans" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    When "Squad" makes a consolidation move that ends engaged with "Boyz"
    Then player B selects the next unit to fight
    And "Boyz" can be selected to fight next
    And "Veterans" cannot make a consolidation move because "Boyz" must be selected to fight first
    When "Boyz" fights
    Then "Veterans" can make a consolidation move

  # from 40k/tests/unit/test_consolidation_new_fights.gd (test_units_that_already_fought_not_forced)
  Scenario: 12.08: ending engaged with an enemy unit that was already selected to fight owes nothing
    Given a unit "Squad"
    And a unit "Veterans"
    And a unit "Boyz" for player B
    And "Squad" was engaged at the start of the Fight step
    And "Veterans" was engaged at the start of the Fight step
    And "Boyz" was engaged at the start of the Fight step
    And "Squad" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And "Veterans" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    When "Squad" makes a consolidation move that ends engaged with "Boyz"
    Then "Boyz" cannot be selected to fight next because it is not the Fight step
    And "Veterans" can make a consolidation move

  # from 40k/tests/unit/test_consolidation_new_fights.gd (test_multiple_new_enemies_forced)
  Scenario: 12.08: two unselected enemy units are selected one at a time, and the second is still owed after the first
    Given a unit "Squad"
    And a unit "Veterans"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" was engaged at the start of the Fight step
    And "Veterans" was engaged at the start of the Fight step
    And "Squad" has been selected to fight this phase
    And "Veterans" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    When "Squad" makes a consolidation move that ends engaged with "Boyz" and "Grots"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |
    When "Boyz" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |
    And "Veterans" cannot make a consolidation move because "Grots" must be selected to fight first
    When "Grots" fights
    Then "Veterans" can make a consolidation move

  # from 40k/tests/unit/test_consolidation_new_fights.gd (test_p1_unit_forced_when_p2_consolidates)
  Scenario: 12.08: the opponent's consolidation owes the player whose turn it is a selection
    Given a unit "Boyz" for player B
    And a unit "Squad"
    And "Boyz" was engaged at the start of the Fight step
    And "Boyz" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    When "Boyz" makes a consolidation move that ends engaged with "Squad"
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next
    When "Squad" fights
    Then "Squad" is not eligible to fight because it has already been selected to fight this phase

  # from 40k/tests/unit/test_pile_in_b2b_enforcement.gd and test_ai_pile_in.gd (one pile-in per unit)
  Scenario: 12.02: a unit that has piled in cannot pile in again in the Pile In step
    Given a unit "Squad"
    And "Squad" is engaged
    And it is the Pile In step of player A's Fight phase in battle round 2
    Then "Squad" can make a pile-in move
    When "Squad" makes a pile-in move
    Then "Squad" cannot make a pile-in move, for exactly these reasons:
      | it has already made a pile-in move this step |

  # from 40k/tests/unit/test_ai_pile_in.gd: a scenario placed at the Fight phase stands before
  # its Pile In step, so a pile-in made there is the step's one
  Scenario: 12.02: placed in the Fight phase, a second pile-in move is refused too
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Fight phase in battle round 2
    When "Squad" makes a pile-in move
    Then "Squad" cannot make a pile-in move because it has already made a pile-in move this step

  # from 40k/tests/unit/test_ai_pile_in.gd: the limit is each unit's own
  Scenario: 12.02: another unit's pile-in move does not use up this unit's
    Given a unit "Squad"
    And a unit "Veterans"
    And "Squad" is engaged
    And "Veterans" is engaged
    And it is the Pile In step of player A's Fight phase in battle round 2
    When "Squad" makes a pile-in move
    Then "Veterans" can make a pile-in move

  # from 40k/tests/unit/test_pile_in_base_contact_locked.gd (overrun) with 12.06
  Scenario: 12.06: the additional pile-in move of an overrun fight is allowed after the Pile In step's one
    Given a unit "Squad"
    And "Squad" made a charge move this turn
    And it is the Pile In step of player A's Fight phase in battle round 2
    When "Squad" makes a pile-in move
    And "Squad" is no longer engaged
    And the game advances to the Fight step of player A's Fight phase
    And "Squad" is selected to fight
    Then "Squad" can make a pile-in move

  # from 40k/tests/unit/test_ai_consolidate_no_illegal_move.gd (one consolidation per unit)
  Scenario: 12.07: a unit that has consolidated cannot consolidate again in the Consolidate step
    Given a unit "Squad"
    And "Squad" was engaged at the start of the Fight step
    And "Squad" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    Then "Squad" can make a consolidation move
    When "Squad" makes a consolidation move
    Then "Squad" cannot make a consolidation move, for exactly these reasons:
      | it has already made a consolidation move this step |

  # from 40k/tests/unit/test_ai_consolidation.gd: a consolidation in one turn's Fight phase
  # leaves the next Fight phase's free
  Scenario: 12.07: a consolidation move in the previous Fight phase does not bar this one's
    Given a unit "Squad"
    And "Squad" was engaged at the start of the Fight step
    And "Squad" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    When "Squad" makes a consolidation move
    And the game advances to the Consolidate step of player B's Fight phase
    And "Squad" becomes engaged
    Then "Squad" can make a consolidation move

  # from 40k/tests/unit/test_fight_owner_tracking.gd (who selects after a fight)
  Scenario: 12.04 and Rules Appendix (Destroyed): an enemy unit destroyed in the fight cannot be selected, and the step ends
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And "Boyz" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" is selected to fight
    And "Boyz" is destroyed
    And "Squad" resolves its attacks
    Then the Fight step has ended
    And "Boyz" cannot be selected to fight next because it is not on the battlefield

  # from 40k/tests/unit/test_fight_priority_cancellation.gd (both sides' Fights First units)
  Scenario: 12.04: with Fights First units on both sides, the player whose turn it is selects first
    Given a unit "Chargers"
    And a unit "Boyz" for player B
    And "Chargers" made a charge move this turn
    And "Chargers" is engaged
    And "Boyz" is engaged
    And "Boyz" has Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Chargers |
    When "Chargers" fights
    Then player B selects the next unit to fight
    And "Boyz" can be selected to fight next

  # from 40k/tests/unit/test_fight_owner_tracking.gd (nobody to fight)
  Scenario: 12.04: with no unit eligible to fight, the Fight step ends at once
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is the Fight step of player A's Fight phase in battle round 2
    Then the Fight step has ended
    And no unit can be selected to fight next

  # from 40k/tests/unit/test_transport_embark_dialog.gd with 18.02 and 12.04
  Scenario: 18.02 and 12.04: a unit embarked within an engaged TRANSPORT is not eligible to fight and cannot pile in
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And "Rhino" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Squad" is not eligible to fight
    And "Squad" cannot make a pile-in move

  # from the 12.04 illustration and 40k/tests/unit/test_transport_embark_dialog.gd: the TRANSPORT
  # destroyed in the Fight step; the unit set up unengaged is not eligible to fight
  Scenario: 18.05 and 12.04: a unit that made an emergency disembark in the Fight step is battle-shocked and not eligible to fight
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad" for player B
    And "Squad" is embarked within "Rhino"
    And a unit "Monster"
    And "Monster" is engaged
    And "Rhino" is engaged
    And "Monster" has Fights First
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Monster" is selected to fight
    And "Rhino" is destroyed
    And "Monster" resolves its attacks
    Then "Squad" made an emergency disembark move
    And "Squad" is not eligible to fight
    And "Squad" is battle-shocked

  # from 40k/tests/unit/test_consolidation_new_fights.gd (an enemy dragged in and out again)
  Scenario: Rules Appendix FAQ and 12.04: a unit engaged during the Fight step and unengaged again is skipped
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged
    And "Grots" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" is selected to fight
    And "Boyz" becomes engaged
    And "Boyz" is no longer engaged
    And "Squad" resolves its attacks
    Then "Boyz" cannot be selected to fight next
    And "Grots" can be selected to fight next

  # from 40k/tests/unit/test_fight_priority_cancellation.gd: that engine has Fights Last to cancel
  # Fights First (10th edition); 11e has no Fights Last, and Counteroffensive (15.12) is the way a
  # unit jumps the order
  Scenario: 15.12: Counteroffensive after the enemy's fight gives Fights First and must be the next selection
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Veterans"
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Veterans" is engaged
    And "Boyz" has Fights First
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Boyz" fights
    And player A uses the "Counteroffensive" stratagem on "Veterans"
    Then player A selects the next unit to fight
    And "Veterans" has Fights First
    And "Squad" cannot be selected to fight next because "Veterans" must be selected to fight first
    And player A has 0 CP

  # from 40k/tests/unit/test_battle_shock.gd (what battle-shock does not change)
  Scenario: 01.07 and 12.04: a battle-shocked unit must still fight
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Squad" can be selected to fight next

  # from 40k/tests/unit/test_consolidation_new_fights.gd: the unit forced to fight was eligible
  # this phase, so it consolidates in its turn; the unit that dragged it in has had its one move
  Scenario: 12.08 and 12.07: the enemy unit selected by a consolidation may consolidate, the consolidating unit not again
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" was engaged at the start of the Fight step
    And "Squad" has been selected to fight this phase
    And it is the Consolidate step of player A's Fight phase in battle round 2
    When "Squad" makes a consolidation move that ends engaged with "Boyz"
    And "Boyz" fights
    Then "Boyz" can make a consolidation move
    And "Squad" cannot make a consolidation move because it has already made a consolidation move this step

  # from 40k/tests/unit/test_aircraft_charge_restriction.gd (test_non_fly_unit_cannot_target_aircraft);
  # bases 1" across, so "Jet" is 5" from "Squad" edge to edge, within the charge roll of 7
  Scenario: 23.04: a unit that cannot FLY cannot select an AIRCRAFT unit as a charge target
    Given it is player A's Charge phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Squad" has 25.4mm bases
    And "Jet" has 25.4mm bases
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 16 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Jet", for exactly these reasons:
      | an AIRCRAFT unit cannot be its charge target |

  # from 40k/tests/unit/test_aircraft_charge_restriction.gd (test_fly_unit_can_target_aircraft)
  Scenario: 23.04: a FLY unit may select an AIRCRAFT unit as a charge target
    Given it is player A's Charge phase in battle round 2
    And a unit "Jump Pack" for player A
    And "Jump Pack" has the keywords INFANTRY, FLY
    And a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jump Pack" has 25.4mm bases
    And "Jet" has 25.4mm bases
    And the charge roll for "Jump Pack" will be 7
    And the positions:
      | unit      | x  | y  |
      | Jump Pack | 10 | 10 |
      | Jet       | 16 | 10 |
    When "Jump Pack" declares a charge
    Then "Jump Pack" can make a charge move against "Jet"

  # from 40k/tests/unit/test_aircraft_charge_restriction.gd (test_non_fly_unit_mixed_targets_filters_aircraft)
  Scenario: 23.04: beside an AIRCRAFT unit, a unit that cannot FLY still charges the other enemy unit
    Given it is player A's Charge phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Jet" for player B
    And a unit "Boyz" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Squad" has 25.4mm bases
    And "Jet" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Jet   | 16 | 10 |
      | Boyz  | 10 | 16 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz"
    And "Squad" cannot make a charge move against "Boyz" and "Jet" because an AIRCRAFT unit cannot be its charge target
