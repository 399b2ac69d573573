Feature: Held-out pass on the core stratagems: effects, combinations and the limits of each (15.01-15.12)
  What each core stratagem's effect then changes, and how its limits meet 15.01's: several
  reasons at once, the opponent's uses, and the end of each effect.

  Scenario: 15.04: the opponent's earlier Insane Bravery does not use up yours
    Given a unit "Squad"
    And "Squad" has 2 models left
    And player A has 1 CP
    And player B used the "Insane Bravery" stratagem earlier in the battle
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked

  Scenario: 15.04: Insane Bravery in the opponent's Command phase is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Command phase in battle round 2
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.03: Epic Challenge gives [PRECISION] until the end of the phase only
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And a unit "Guards"
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    Then "Captain"'s melee weapons have [PRECISION]
    And "Guards"'s melee weapons do not have [PRECISION]
    When the game advances to the end of the turn
    Then "Captain"'s melee weapons do not have [PRECISION]

  Scenario: 15.05 and 15.01: Explosives from a unit that already shot this phase is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" shoots
    Then "Squad" is not eligible to shoot
    And player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Explosives used twice in one phase is refused on the second unit
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Guards"
    And "Guards" has the keyword GRENADES
    And a unit "Raiders" for player B
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 1, 1, 1, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then player A cannot use the "Explosives" stratagem on "Guards" because it was already used this phase

  Scenario: 15.06: Crushing Impact with a MONSTER that ended a charge move
    Given a unit "Beast"
    And "Beast" has the keyword MONSTER
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    And "Beast" made a charge move this turn
    And the dice for "Crushing Impact" will be 5, 2, 2
    When player A uses the "Crushing Impact" stratagem on "Beast" against "Raiders"
    Then player A used the "Crushing Impact" stratagem
    And "Raiders" suffered 1 mortal wound this phase
    And "Beast" suffered 0 mortal wounds this phase

  Scenario: 15.06: Crushing Impact's 6-mortal-wound limit holds for the charging unit too
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    And the dice for "Crushing Impact" will be 1, 1, 1, 1, 1, 1, 1, 1
    When player A uses the "Crushing Impact" stratagem on "Tank" against "Raiders"
    Then "Tank" suffered 6 mortal wounds this phase
    And "Raiders" suffered 0 mortal wounds this phase

  Scenario: 15.06 and 15.01: Crushing Impact after Heroic Intervention fails twice over
    Given a unit "Walker"
    And "Walker" has the keywords VEHICLE, WALKER
    And player A has 3 CP
    And it is player B's Charge phase in battle round 2
    And "Walker" made a charge move this turn
    And player A used the "Heroic Intervention" stratagem on "Walker" this phase
    Then player A cannot use the "Crushing Impact" stratagem on "Walker", for exactly these reasons:
      | the stratagem cannot be used now |
      | the unit was already targeted by a stratagem this phase |

  Scenario: 15.07 and 15.08: Rapid Ingress and Fire Overwatch on two units at the same moment
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Squad"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.07 and 15.01: a unit brought in by Rapid Ingress cannot then fire overwatch that phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A cannot use the "Fire Overwatch" stratagem on "Reserve" because the unit was already targeted by a stratagem this phase

  Scenario: 15.07: Rapid Ingress on an AIRCRAFT unit in strategic reserves is refused
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE
    And "Jet" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Jet" because it is not a unit the stratagem can target

  Scenario: 15.08 and 01.07: all of Fire Overwatch's refusals at once
    Given a unit "Titan"
    And "Titan" has the keyword TITANIC
    And "Titan" is engaged
    And "Titan" is battle-shocked
    And player A has 0 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Fire Overwatch" stratagem on "Titan", for exactly these reasons:
      | player A does not have enough CP |
      | the unit is battle-shocked |
      | the stratagem cannot be used now |
      | it is not a unit the stratagem can target |

  Scenario: 15.08: Fire Overwatch twice at the same end of phase is refused
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A cannot use the "Fire Overwatch" stratagem on "Guards" because it was already used this phase

  Scenario: 15.10: Smokescreen's cover ends with the phase
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Smokers"
    And the game advances to player B's Charge phase
    Then "Smokers" does not have the benefit of cover

  Scenario: 15.10 and 01.07: Smokescreen on your battle-shocked SMOKE unit is refused
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And "Smokers" is battle-shocked
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because the unit is battle-shocked

  Scenario: 15.11: Heroic Intervention with a VEHICLE CHARACTER unit
    Given a unit "Lord"
    And "Lord" has the keywords VEHICLE, CHARACTER
    And "Lord" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Lord"

  Scenario: 15.11: Heroic Intervention with a unit not within 12" of an enemy unit is refused
    Given a unit "Squad"
    And "Squad" is not within 12" of any enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11 and 15.01: Into the Fray with exactly 2 CP spends both
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    And the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 2

  Scenario: 15.12: Counteroffensive before any enemy unit has fought is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.12: Counteroffensive on a unit that has already fought is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And a unit "Hunters" for player B
    And "Hunters" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    And "Squad" fights
    And "Hunters" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.12 and 01.07: Counteroffensive on your battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.10: Smokescreen after an enemy unit has shot is no longer at the start of the phase
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When "Raiders" shoots
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because the stratagem cannot be used now

  Scenario: 15.03: Epic Challenge on a CHARACTER unit other than the one just selected is refused
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And a unit "Hero"
    And "Hero" has the keyword CHARACTER
    And "Hero" is engaged
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Captain" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Hero" because it is not a unit the stratagem can target
    And player A can use the "Epic Challenge" stratagem on "Captain"

  Scenario: 15.07: Rapid Ingress has no once-per-battle limit
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And player A used the "Rapid Ingress" stratagem earlier in the battle
    And it is player B's Movement phase in battle round 3
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Reserve"

  Scenario: 15.06: Crushing Impact in the first battle round is allowed
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And player A has 1 CP
    And it is player A's Charge phase in battle round 1
    And "Tank" made a charge move this turn
    Then player A can use the "Crushing Impact" stratagem on "Tank"

  Scenario: 15.06 and 01.07: Crushing Impact with your battle-shocked VEHICLE is refused
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And "Tank" is battle-shocked
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    Then player A cannot use the "Crushing Impact" stratagem on "Tank" because the unit is battle-shocked

  Scenario: 15.11 and 01.07: Heroic Intervention with your battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.12: Counteroffensive once per phase, even after a second enemy unit fights
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And a unit "Hunters" for player B
    And "Hunters" is engaged
    And player A has 4 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    And "Squad" fights
    And "Hunters" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Guards" because it was already used this phase

  Scenario: 15.12: Counteroffensive just after your own unit fought is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And a unit "Hunters" for player B
    And "Hunters" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    And "Squad" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Guards" because the stratagem cannot be used now

  Scenario: 15.05: Explosives from a unit that fell back this turn is refused, as it is not eligible to shoot
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made a fall-back move this turn
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05 and 01.07: Explosives from your battle-shocked GRENADES unit is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.10: Smokescreen on a second SMOKE unit in the same phase is refused
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And a unit "Veil"
    And "Veil" has the keyword SMOKE
    And player A has 2 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Smokers"
    Then player A cannot use the "Smokescreen" stratagem on "Veil" because it was already used this phase
    And "Veil" does not have the benefit of cover

  Scenario: 15.05: Explosives cannot select an engaged enemy unit, so the use resolves no mortal wounds
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 6, 6, 6, 6, 6, 6
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then player A used the "Explosives" stratagem
    And the effect of the "Explosives" stratagem is not resolved
    And "Raiders" suffered 0 mortal wounds this phase

  Scenario: 15.05: Explosives against an unengaged enemy unit resolves its effect
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 6, 1, 1, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then the effect of the "Explosives" stratagem is resolved
    And "Raiders" suffered 1 mortal wound this phase

  Scenario: 15.06: Tank Shock against an enemy unit not engaged with the tank is used but not resolved
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Tank" is engaged with "Boyz"
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    And the dice for "Tank Shock" will be 6, 6, 1
    When player A uses the "Tank Shock" stratagem on "Tank" against "Grots"
    Then player A used the "Tank Shock" stratagem
    And the effect of the "Tank Shock" stratagem is not resolved
    And "Grots" suffered 0 mortal wounds this phase
    And "Tank" suffered 0 mortal wounds this phase

  Scenario: 15.06: Tank Shock against the enemy unit engaged with the tank resolves its effect
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And a unit "Boyz" for player B
    And "Tank" is engaged with "Boyz"
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    And the dice for "Tank Shock" will be 6, 6, 1
    When player A uses the "Tank Shock" stratagem on "Tank" against "Boyz"
    Then the effect of the "Tank Shock" stratagem is resolved
    And "Boyz" suffered 2 mortal wounds this phase
    And "Tank" suffered 1 mortal wound this phase

  Scenario: 15.04 and 15.01: Insane Bravery on a unit already targeted by a stratagem this phase is refused
    Given a unit "Squad"
    And "Squad" has 2 models left
    And player A has 2 CP
    And it is player A's Command phase in battle round 2
    And "Squad" was targeted by a stratagem this phase
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    And "Squad" is battle-shocked

  Scenario: 15.06 and Rules Appendix: Tank Shock against a destroyed enemy unit is used but not resolved
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    And the dice for "Tank Shock" will be 6, 6, 1
    When "Boyz" is destroyed
    And player A uses the "Tank Shock" stratagem on "Tank" against "Boyz"
    Then player A used the "Tank Shock" stratagem
    And the effect of the "Tank Shock" stratagem is not resolved
    And "Tank" suffered 0 mortal wounds this phase
