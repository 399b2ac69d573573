Feature: Held-out cases from another engine's tests: battle-shock, core stratagems, secured objectives and transports
  Each case below is one that the Godot engine (BigBobbo/warhammer-40k-godot) tests, restated in
  the contract's phrases. The answers come from the 11th-edition Core Rules text, not from that
  engine, which follows 10th edition in places: the comment above each scenario names the engine
  test file, and says where the two editions part.

  # from 40k/tests/unit/test_battle_shock.gd (test_exactly_half_models_not_below_half): 10th
  # edition tested units below half-strength only; 11e's 08.03 also rolls for one at half-strength.
  Scenario: 08.03: a unit with exactly half of its starting strength left makes a battle-shock roll
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And the battle-shock roll for "Squad" will be 6
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is at half-strength
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  # from 40k/tests/unit/test_battle_shock.gd (test_three_model_unit_with_two_alive)
  Scenario: 08.03: two of three models left is neither at nor below half-strength, so no roll
    Given a unit "Squad"
    And "Squad" has a starting strength of 3
    And "Squad" has 2 models left
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is not at or below half-strength
    And "Squad" does not make a battle-shock roll

  # from 40k/tests/unit/test_battle_shock.gd (test_three_model_unit_with_one_alive)
  Scenario: 08.03: one of three models left is below half-strength, and a failed roll battle-shocks it
    Given a unit "Squad"
    And "Squad" has a starting strength of 3
    And "Squad" has 1 model left
    And the battle-shock roll for "Squad" will be 5
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is below half-strength
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  # from 40k/tests/unit/test_battle_shock.gd (test_single_model_unit_at_half_wounds): 10th edition
  # did not test a single model at exactly half its wounds; 11e rolls for it (at half-strength).
  Scenario: 08.03 and Rules Appendix: a single model with exactly half its wounds left makes a roll
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 6
    And "Hero" has 3 wounds left
    And the battle-shock roll for "Hero" will be 4
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Hero" is at half-strength
    And "Hero" makes a battle-shock roll
    And "Hero" is battle-shocked

  # from 40k/tests/unit/test_battle_shock.gd (test_single_model_unit_full_wounds_not_below_half)
  Scenario: 08.03 and Rules Appendix: a single model with more than half its wounds left makes no roll
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 5
    And "Hero" has 3 wounds left
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Hero" is not at or below half-strength
    And "Hero" does not make a battle-shock roll

  # from 40k/tests/unit/test_battle_shock.gd (test_battle_shocked_flag_set_and_clear): that engine
  # clears battle-shock at the start of the owner's next Command phase (10th edition); in 11e it
  # lasts until a roll in its own Battle-shock step succeeds (08.03).
  Scenario: 08.03: a battle-shocked unit makes no roll in the opponent's Battle-shock step and stays battle-shocked
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And it is player B's Command phase in battle round 2
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is battle-shocked

  # from 40k/tests/unit/test_battle_shock.gd (test_battle_shock_flag_persists_between_phases)
  Scenario: 08.03: a battle-shocked unit at full strength that fails its roll stays battle-shocked
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And the battle-shock roll for "Squad" will be 6
    And it is battle round 3
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  # from 40k/tests/unit/test_battle_shock.gd (test_roll_equals_leadership_passes)
  Scenario: 08.03 and 01.06: a roll equal to the Ld value succeeds, so a battle-shocked unit recovers
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And the battle-shock roll for "Squad" will be 7
    And it is battle round 3
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  # from 40k/tests/unit/test_battle_shock.gd (test_battle_shocked_unit_has_zero_oc)
  Scenario: 01.07 and 14.02: a battle-shocked unit adds nothing to its player's level of control
    Given a unit "Squad"
    And a unit "Scout" for player B
    And "Squad" has OC 2
    And "Scout" has OC 1
    And "Squad" is battle-shocked
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Scout" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 0
    And player B controls the ruin

  # from 40k/tests/unit/test_insane_bravery_stratagem.gd (test_insane_bravery_deducts_1_cp)
  Scenario: 15.04 and 08.02: the CP gained in the Command phase pays for Insane Bravery, leaving none
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And player A has 0 CP

  # from 40k/tests/unit/test_insane_bravery_stratagem.gd (test_command_phase_offers_insane_bravery_for_below_half_unit)
  Scenario: 15.04: no battle-shock roll is made for a unit at full strength, so Insane Bravery is not used
    Given a unit "Squad"
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And player A did not use the "Insane Bravery" stratagem
    And player A has 1 CP

  # from 40k/tests/unit/test_insane_bravery_stratagem.gd (test_cannot_use_insane_bravery_twice_per_battle)
  Scenario: 15.04 and 15.01: a second unit in the same Battle-shock step cannot have it
    Given a unit "Squad"
    And a unit "Second"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And "Second" has a starting strength of 10
    And "Second" has 4 models left
    And the battle-shock roll for "Squad" will be 2
    And the battle-shock roll for "Second" will be 2
    And player A has 3 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And player A will use the "Insane Bravery" stratagem on "Second" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Second" because it was already used this phase
    And player A cannot use the "Insane Bravery" stratagem on "Second" because its restrictions forbid it
    And "Squad" is not battle-shocked
    And "Second" is battle-shocked
    And player A has 3 CP

  # from 40k/tests/unit/test_insane_bravery_stratagem.gd (used outside its step)
  Scenario: 15.04: Insane Bravery cannot be used in the Movement phase
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When player A uses the "Insane Bravery" stratagem on "Squad"
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the stratagem cannot be used now
    And player A has 1 CP

  # from 40k/tests/unit/test_command_reroll_stratagem.gd (test_command_reroll_once_per_phase)
  Scenario: 15.01 and 15.02: Command Re-roll once in the Shooting phase leaves it free in the Charge phase
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player A has 1 CP
    And player A cannot use the "Command Re-roll" stratagem on the wound roll for "Squad" because it was already used this phase
    When the game advances to player A's Charge phase
    Then player A can use the "Command Re-roll" stratagem on the charge roll for "Squad"

  # from 40k/tests/unit/test_command_reroll_stratagem.gd (test_cannot_use_command_reroll_twice_in_same_phase)
  Scenario: 15.01: a second Command Re-roll in the same phase is refused even for another unit
    Given a unit "Squad"
    And a unit "Veterans"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Veterans" because it was already used this phase
    And player A cannot use the "Command Re-roll" stratagem on the hit roll for "Veterans"
    And player A has 1 CP

  # from 40k/tests/unit/test_command_reroll_stratagem.gd (battle-shock re-rolls): that engine
  # offers a re-roll of a battle-shock test (10th edition); 11e's 15.02 list has no battle-shock roll,
  # and 01.07 bars a battle-shocked unit as its player's target.
  Scenario: 15.02 and 01.07: a battle-shocked unit's save roll cannot be re-rolled by its own player
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Command Re-roll" stratagem on the save roll for "Squad" because the unit is battle-shocked
    And player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  # from 40k/tests/unit/test_fire_overwatch.gd: that engine allows Fire Overwatch in the opponent's
  # Movement or Charge phase (10th edition); 11e's 15.08 WHEN is the end of the opponent's Movement phase.
  Scenario: 15.08: Fire Overwatch cannot be used at the end of the opponent's Charge phase
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the stratagem cannot be used now

  # from 40k/tests/unit/test_fire_overwatch.gd (test_fire_overwatch_not_available_without_cp)
  Scenario: 15.08 and 15.01: with no CP, Fire Overwatch is refused for that reason alone
    Given a unit "Squad"
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad", for exactly these reasons:
      | player A does not have enough CP |

  # from 40k/tests/unit/test_fire_overwatch.gd (eligible units) with 23.02
  Scenario: 15.08 and 23.02: a unit engaged only with AIRCRAFT units is not unengaged, so not its target
    Given a unit "Squad"
    And "Squad" is engaged only with AIRCRAFT units
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_fire_overwatch.gd (eligible units) with 01.07
  Scenario: 15.08 and 01.07: a battle-shocked unit cannot fire overwatch
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit is battle-shocked

  # from 40k/tests/unit/test_grenade_stratagem.gd (test_fell_back_unit_not_eligible)
  Scenario: 15.05 and 09.07: a GRENADES unit that fell back this turn is not eligible to shoot, so not the target of Grenades
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made a fall-back move this turn
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_grenade_stratagem.gd (test_already_shot_unit_not_eligible)
  Scenario: 15.05 and 10.02: a GRENADES unit that has already shot this phase is not its target
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" shoots
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_grenade_stratagem.gd (test_cannot_use_grenade_on_battle_shocked_unit)
  Scenario: 15.05 and 01.07: a battle-shocked GRENADES unit is refused for being battle-shocked
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because the unit is battle-shocked

  # from 40k/tests/unit/test_grenade_stratagem.gd (your Shooting phase only)
  Scenario: 15.05: Explosives cannot be used in the opponent's Shooting phase
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because the stratagem cannot be used now

  # from 40k/tests/unit/test_heroic_intervention.gd: that engine uses it just after an enemy charge
  # move, for a unit within 6" of that enemy (10th edition); 11e's 15.11 has no such trigger and
  # no first-round restriction.
  Scenario: 15.11: Heroic Intervention can be used in the first battle round, with no enemy charge this phase
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 1
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    When player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is engaged
    And player A has 0 CP

  # from 40k/tests/unit/test_heroic_intervention.gd (not battle-shocked)
  Scenario: 15.11 and 01.07: a battle-shocked unit cannot intervene
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the unit is battle-shocked

  # from 40k/tests/unit/test_heroic_intervention.gd (already engaged units are not eligible)
  Scenario: 15.11: an engaged unit is not its target
    Given a unit "Squad"
    And "Squad" is engaged
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_heroic_intervention.gd with 23.04
  Scenario: 15.11 and 23.04: an AIRCRAFT unit cannot declare a charge, so cannot intervene
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Jet" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_heroic_intervention.gd (once per phase)
  Scenario: 15.01: a second Heroic Intervention in the same phase is refused
    Given a unit "Squad"
    And a unit "Veterans"
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A cannot use the "Heroic Intervention" stratagem on "Veterans" because it was already used this phase
    And player A has 1 CP

  # from 40k/tests/unit/test_heroic_intervention.gd (VEHICLE vs WALKER) with a CHARACTER VEHICLE
  Scenario: 15.11: a VEHICLE that is a CHARACTER but no WALKER can intervene
    Given a unit "Chariot"
    And "Chariot" has the keywords VEHICLE, CHARACTER
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Chariot"

  # from 40k/tests/unit/test_sticky_objectives.gd (test_sticky_objective_broken_when_source_unit_destroyed):
  # that engine drops the lock when the unit that made it is destroyed; 11e's 14.03 keeps a secured
  # objective, with no unit in range, until the opponent's level is higher at the end of a phase.
  Scenario: 14.03: a secured objective stays controlled after the unit that took it is destroyed
    Given a unit "Boyz"
    And "Boyz" is within the ruin
    And the ruin is an objective
    And player A has secured the ruin
    And it is player B's Shooting phase in battle round 2
    When "Boyz" is destroyed
    And the game advances to the end of the phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 0

  # from 40k/tests/unit/test_sticky_objectives.gd (test_sticky_objective_broken_by_opponent_oc) with 01.07
  Scenario: 14.03 and 01.07: an enemy unit in range that is battle-shocked does not take a secured objective
    Given a unit "Scout" for player B
    And "Scout" is battle-shocked
    And "Scout" is within the ruin
    And the ruin is an objective
    And player A has secured the ruin
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A controls the ruin
    And player B's level of control over the ruin is 0

  # from 40k/tests/unit/test_sticky_objectives.gd (test_sticky_objective_broken_by_opponent_oc)
  Scenario: 14.03: an enemy unit with OC 1 in range takes a secured objective at the end of the phase
    Given a unit "Scout" for player B
    And "Scout" has OC 1
    And "Scout" is within the ruin
    And the ruin is an objective
    And player A has secured the ruin
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player B controls the ruin

  # from 40k/tests/unit/test_transport_embark_dialog.gd (test_capacity_enforcement)
  Scenario: 18.01 and 18.02: a unit that exactly fills the remaining capacity can embark
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" has a transport capacity of 10 models
    And a unit "First"
    And "First" has a starting strength of 6
    And "First" is embarked within "Rhino"
    And a unit "Second"
    And "Second" has a starting strength of 4
    And it is player A's Movement phase in battle round 2
    When "Second" makes a normal move and embarks within "Rhino"
    Then "Second" is embarked within "Rhino"

  # from 40k/tests/unit/test_transport_embark_dialog.gd (test_capacity_enforcement)
  Scenario: 18.01 and 18.02: one model more than the remaining capacity cannot embark
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" has a transport capacity of 10 models
    And a unit "First"
    And "First" has a starting strength of 6
    And "First" is embarked within "Rhino"
    And a unit "Second"
    And "Second" has a starting strength of 5
    And "Second" made a normal move this phase
    And it is player A's Movement phase in battle round 2
    Then "Second" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  # from 40k/tests/unit/test_transport_embark_dialog.gd (test_dialog_filters_deployed_units)
  Scenario: 18.02: a unit set up on the battlefield this turn cannot embark after its move
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" was set up on the battlefield this turn
    And "Squad" made a normal move this phase
    And it is player A's Movement phase in battle round 2
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  # from 40k/tests/unit/test_transport_embark_dialog.gd (test_dialog_filters_ineligible_units)
  Scenario: 18.02: a unit that remained stationary cannot embark
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" remained stationary this phase
    And it is player A's Movement phase in battle round 2
    Then "Squad" cannot embark within "Rhino" because it has not made a normal, advance or fall-back move this phase

  # from 40k/tests/unit/test_transport_embark_dialog.gd (only friendly transports are offered)
  Scenario: 18.02: a unit cannot embark within the opponent's TRANSPORT
    Given a unit "Rhino" for player B
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" made a normal move this phase
    And it is player A's Movement phase in battle round 2
    Then "Squad" cannot embark within "Rhino" because the transport is not a friendly TRANSPORT unit

  # from 40k/tests/unit/test_transport_embark_dialog.gd with 18.05 and 11.02
  Scenario: 18.05: a unit whose TRANSPORT is destroyed is battle-shocked and may not charge that turn
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Shooting phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  # from 40k/tests/unit/test_sticky_objectives.gd and test_aircraft_*.gd: a secured objective is
  # taken only at the end of a phase (14.03), not at the end of a turn
  Scenario: 14.03 and 23.02: an AIRCRAFT unit leaving at the end of the turn does not lose a secured objective until a phase ends
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And a unit "Scout" for player B
    And "Scout" has OC 1
    And the ruin is an objective
    And "Jet" is within the ruin
    And "Scout" is within the ruin
    And player A has secured the ruin
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of player B's Fight phase
    Then player A controls the ruin
    When the game advances to the end of the turn
    Then "Jet" is in strategic reserves
    And player B's level of control over the ruin is 5
    And player A controls the ruin
    When the game advances to the end of player A's Command phase
    Then player B controls the ruin

  # the same without the secure: control follows the levels at the end of the turn (14.02)
  Scenario: 14.02 and 23.02: an objective not secured changes hands when the AIRCRAFT unit leaves at the end of the turn
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And a unit "Scout" for player B
    And "Scout" has OC 1
    And the ruin is an objective
    And "Jet" is within the ruin
    And "Scout" is within the ruin
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of player B's Fight phase
    Then player A controls the ruin
    When the game advances to the end of the turn
    Then player B controls the ruin

  # from 40k/tests/unit/test_heroic_intervention.gd (eligible to declare a charge) with 16.01
  Scenario: 15.11 and 16.01: a unit that started an Action in the opponent's turn cannot intervene
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your opponent's Movement phase |
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When "Squad" starts the "Hold" Action
    Then "Squad" is performing the "Hold" Action
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target
    And "Squad" is not eligible to declare a charge because it started an Action this turn

  # from 40k/tests/unit/test_heroic_intervention.gd (the charge bonus) with 11.04's "until the end of the turn"
  Scenario: 15.11 and 11.04: after intervening the unit piles in that Fight phase, and in its own next turn it may declare a charge without Fights First
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    And the game advances to the Pile In step of player B's Fight phase
    Then "Squad" can make a pile-in move
    When "Squad" is no longer engaged
    And the game advances to player A's Charge phase
    Then "Squad" does not have Fights First
    And "Squad" is eligible to declare a charge

  # from 40k/tests/unit/test_heroic_intervention.gd (eligible to declare a charge) with 09.07
  Scenario: 15.11 and 09.07: a unit that fell back this turn cannot intervene
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And "Squad" made a fall-back move this turn
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_aircraft_*.gd with 15.07
  Scenario: 15.07 and 23.02: Rapid Ingress cannot bring in an AIRCRAFT unit
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Jet" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_insane_bravery_stratagem.gd (your Command phase only)
  Scenario: 15.04: a roll a rule demands in the opponent's Battle-shock step cannot be saved with Insane Bravery
    Given a unit "Squad"
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is player B's Command phase in battle round 2
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And player A did not use the "Insane Bravery" stratagem

  # from 40k/tests/unit/test_fire_overwatch.gd: no first-round restriction in 15.08
  Scenario: 15.08: Fire Overwatch can be used in the first battle round
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  # from 40k/tests/unit/test_grenade_stratagem.gd (test_in_engagement_unit_not_eligible) with 23.02
  Scenario: 15.05 and 23.02: a GRENADES unit engaged only with AIRCRAFT units is not unengaged
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is engaged only with AIRCRAFT units
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_heroic_intervention.gd with 15.01 (one stratagem per unit per phase)
  Scenario: 15.01: the unit that intervened cannot have its charge roll re-rolled in that phase
    Given a unit "Squad"
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the charge roll for "Squad" because the unit was already targeted by a stratagem this phase

  # from 40k/tests/unit/test_heroic_intervention.gd (its restriction is once per phase, not per battle)
  Scenario: 15.11: a use earlier in the battle does not bar Heroic Intervention
    Given a unit "Squad"
    And player A has 2 CP
    And player A used the "Heroic Intervention" stratagem earlier in the battle
    And it is player B's Charge phase in battle round 3
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  # from 40k/tests/unit/test_heroic_intervention.gd with 18.02 and 11.02
  Scenario: 15.11 and 11.02: a unit embarked within a TRANSPORT is not on the battlefield, so cannot intervene
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  # from 40k/tests/unit/test_sticky_objectives.gd (test_sticky_objective_broken_by_opponent_oc), in
  # the securing player's own turn: the end of the Command phase is the end of a phase
  Scenario: 14.03: a secured objective is lost at the end of the securing player's own Command phase
    Given a unit "Scout" for player B
    And "Scout" has OC 1
    And "Scout" is within the ruin
    And the ruin is an objective
    And player A has secured the ruin
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then player B controls the ruin

  # from 40k/tests/unit/test_transport_embark_dialog.gd (test_dialog_filters_deployed_units)
  Scenario: 18.02 and 18.04: a unit that disembarked and moved this turn cannot embark again
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a disembark move followed by a normal move
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  # from 40k/tests/unit/test_transport_embark_dialog.gd (test_dialog_filters_ineligible_units): 18.02
  # does not bar a battle-shocked unit
  Scenario: 18.02 and 01.07: a battle-shocked unit may embark, and stays battle-shocked
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is battle-shocked
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    And "Squad" is battle-shocked

  # from 40k/tests/unit/test_transport_embark_dialog.gd with 18.05 and 11.02
  Scenario: 18.05 and 11.02: the emergency disembark's charge lock ends with the turn, and battle-shock bars no charge
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And the battle-shock roll for "Squad" will be 2
    And it is player B's Shooting phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn
    When the game advances to player A's Charge phase
    Then "Squad" is battle-shocked
    And "Squad" is eligible to declare a charge
