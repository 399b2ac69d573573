Feature: Held-out pass on the core stratagems one by one (15.01-15.12, 01.07)
  Each core stratagem's WHEN, TARGET, RESTRICTIONS and EFFECT, each way, with the reasons of
  the contract's stratagem reason table. Answers decided from the Core Rules text.

  Scenario: 15.01: exactly enough CP is enough, and it is spent
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player A used the "Command Re-roll" stratagem
    And player A has 0 CP

  Scenario: 15.01: the same stratagem twice in one phase is refused even on another unit
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the wound roll for "Guards" because it was already used this phase

  Scenario: 15.01: the same stratagem is usable again in the next phase
    Given a unit "Squad"
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    And the game advances to player A's Charge phase
    Then player A can use the "Command Re-roll" stratagem on the charge roll for "Squad"

  Scenario: 15.01: the opponent using the same stratagem this phase does not bar you
    Given a unit "Squad"
    And a unit "Raiders" for player B
    And player A has 1 CP
    And player B has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player B can use the "Command Re-roll" stratagem on the save roll for "Raiders"

  Scenario: 15.01: one unit targeted by two different stratagems in one phase is refused
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And player A has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Captain" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: a unit targeted by a stratagem this phase cannot be targeted by another
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    And "Squad" was targeted by a stratagem this phase
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: without enough CP a stratagem is refused and no CP is spent
    Given a unit "Squad"
    And player A has 0 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player A did not use the "Command Re-roll" stratagem
    And player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because player A does not have enough CP
    And player A has 0 CP

  Scenario: 01.07: Command Re-roll cannot target your own battle-shocked unit
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because the unit is battle-shocked

  Scenario: 01.07: the opponent's battle-shocked unit does not bar your stratagem against it
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And "Raiders" is battle-shocked
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then player A used the "Explosives" stratagem

  Scenario: 15.02: Command Re-roll works in the opponent's phase too
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A can use the "Command Re-roll" stratagem on the save roll for "Squad"

  Scenario: 15.02: a battle-shock roll cannot be re-rolled with it
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Command phase in battle round 2
    Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  Scenario: 15.03: Epic Challenge in the opponent's Fight phase, when your CHARACTER unit is selected
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And player A has 1 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Captain" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Captain"

  Scenario: 15.03: Epic Challenge on a unit that is not a CHARACTER unit is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.03: Epic Challenge in the Shooting phase is refused
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now

  Scenario: 15.03 and 01.07: Epic Challenge on your battle-shocked CHARACTER unit is refused
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And "Captain" is battle-shocked
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Captain" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the unit is battle-shocked

  Scenario: 15.05: Explosives from a GRENADES unit in your Shooting phase
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 4, 6, 1, 2, 3
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 3 mortal wounds this phase
    And player A has 0 CP

  Scenario: 15.05: Explosives rolls of 3 do not wound
    Given a unit "Squad"
    And "Squad" has the keyword EXPLOSIVES
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 3, 3, 3, 3, 3, 3
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then player A used the "Explosives" stratagem
    And "Raiders" suffered 0 mortal wounds this phase

  Scenario: 15.05: Explosives from a unit without EXPLOSIVES or GRENADES is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Explosives from an engaged unit is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is engaged
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Explosives in the opponent's Shooting phase is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.05: a TITANIC GRENADES unit is not excluded from Explosives
    Given a unit "Squad"
    And "Squad" has the keywords TITANIC, GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A can use the "Explosives" stratagem on "Squad"

  Scenario: 15.06: Crushing Impact outside your Charge phase is refused
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    Then player A cannot use the "Crushing Impact" stratagem on "Tank" because the stratagem cannot be used now

  Scenario: 15.06: Crushing Impact on an INFANTRY unit is refused
    Given a unit "Squad"
    And "Squad" has the keyword INFANTRY
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    Then player A cannot use the "Crushing Impact" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.07: Rapid Ingress in the first battle round is refused by its restrictions
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it

  Scenario: 15.07: Rapid Ingress on a unit not in strategic reserves is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.07: Rapid Ingress at the end of your own Movement phase is refused
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because the stratagem cannot be used now

  Scenario: 15.07: Rapid Ingress in battle round 2 brings the unit in from reserves
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is not in strategic reserves

  Scenario: 15.08: Fire Overwatch has no first-battle-round restriction
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.08 and 01.07: Fire Overwatch from your battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.08: Fire Overwatch is refused during the opponent's Shooting phase
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.10: Smokescreen gives its SMOKE unit cover in the opponent's Shooting phase
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Smokers"
    Then player A used the "Smokescreen" stratagem
    And "Smokers" has the benefit of cover

  Scenario: 15.10: Smokescreen in your own Shooting phase is refused
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because the stratagem cannot be used now

  Scenario: 15.10: Smokescreen on a unit without SMOKE is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Smokescreen" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.10: Smokescreen on an enemy SMOKE unit is refused
    Given a unit "Smokers" for player B
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because it is not a unit the stratagem can target

  Scenario: 15.11: Heroic Intervention with a VEHICLE WALKER unit
    Given a unit "Walker"
    And "Walker" has the keywords VEHICLE, WALKER
    And "Walker" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Walker"

  Scenario: 15.11: Heroic Intervention with a VEHICLE that is neither CHARACTER nor WALKER is refused
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And "Tank" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: 15.11: Heroic Intervention with an engaged unit is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: Heroic Intervention at the end of your own Charge phase is refused
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.11 and 15.01: Into the Fray with only 1 CP is refused for CP
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.12: Counteroffensive with 1 CP is refused for CP
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 1 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because player A does not have enough CP

  Scenario: 15.12: Counteroffensive in your own Fight phase is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.12: Counteroffensive on a unit not eligible to fight is refused
    Given a unit "Squad"
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A can use the "Counteroffensive" stratagem on "Guards"

  Scenario: 15.12: after Counteroffensive the unit must be the next one you select to fight
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Guards"
    Then "Guards" must be the next unit player A selects to fight
    And "Squad" need not be the next unit player A selects to fight
