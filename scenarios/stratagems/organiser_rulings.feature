Feature: 15.01-15.12: a tournament organiser's questions on the core stratagems
  The 15.01 limits across stratagems and phases, CP costs changed by rules, battle-shocked
  targets of either side (01.07), effects that end with the phase, and the enemy unit an effect
  selects: Explosives' must be unengaged (15.05), Crushing Impact's engaged with it (15.06).

  Scenario: 15.01: Fire Overwatch twice in one phase is refused, even on another unit
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A cannot use the "Fire Overwatch" stratagem on "Guards" because it was already used this phase
    And player A has 2 CP

  Scenario: 15.01: Fire Overwatch then Heroic Intervention on the same unit, in two phases, is allowed
    Given a unit "Squad"
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.01 and 15.12: Counteroffensive twice in one phase is refused on a second unit
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And a unit "Boyz" for player B
    And "Boyz" is engaged
    And player A has 4 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    And "Squad" fights
    And "Boyz" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Guards" because it was already used this phase

  Scenario: 15.01: Command Re-roll twice in one phase is refused, even for another unit
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Guards" because it was already used this phase

  Scenario: 15.01 and 18.3 item 8: Counteroffensive reduced by a rule to 1CP is paid with 1 CP
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 1 CP
    And player A has a rule "Cheap" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    And it is the Fight step of player B's Fight phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A used the "Counteroffensive" stratagem
    And player A has 0 CP
    And "Squad" has Fights First

  Scenario: 15.11 and 15.01: Into the Fray with 1 CP is refused; the plain stratagem is not
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.04: Insane Bravery made free by a rule that names it is still once per battle
    Given a unit "Squad"
    And player A has 3 CP
    And player A has a rule "Brave" that sets the CP cost of the "Insane Bravery" stratagem to 0
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And the battle-shock roll for "Squad" will be 2
    And "Squad" has 2 models left
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it
    And "Squad" is battle-shocked

  Scenario: 15.12 and 01.07: Counteroffensive on your own battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.02 and 01.07: Command Re-roll for your own battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because the unit is battle-shocked

  Scenario: 01.07: a player's stratagem may target the opponent's battle-shocked unit
    Given the stratagem "Mark Target":
      | WHEN   | your Shooting phase |
      | TARGET | one enemy unit      |
    And a unit "Squad"
    And a unit "Raiders" for player B
    And "Raiders" is battle-shocked
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A can use the "Mark Target" stratagem on "Raiders"

  Scenario: 15.10: Smokescreen covers its unit and a unit screened by it, not another unit
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And a unit "Squad"
    And "Squad" is screened by "Smokers"
    And a unit "Guards"
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Smokers"
    Then "Smokers" has the benefit of cover
    And "Squad" has the benefit of cover
    And "Guards" does not have the benefit of cover
    And the effect of the "Smokescreen" stratagem is resolved

  Scenario: 15.05: Grenades on a unit that made an advance move this turn is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And the game advances to player A's Shooting phase
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.03: Epic Challenge's [PRECISION] lasts until the end of the phase only
    Given a unit "Captain"
    And "Captain" has the keywords INFANTRY, CHARACTER
    And "Captain" is engaged
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    Then "Captain"'s melee weapons have [PRECISION]
    And the effect of the "Epic Challenge" stratagem is resolved
    When the game advances to the end of player A's Fight phase
    And the game advances to player B's Command phase
    Then "Captain"'s melee weapons do not have [PRECISION]

  Scenario: 15.11: an embarked unit cannot be the target of Heroic Intervention
    Given a unit "Squad"
    And a unit "Rhino"
    And "Rhino" has the keywords VEHICLE, TRANSPORT
    And "Squad" is embarked within "Rhino"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.06: Tank Shock just after its charge move: 5+ wound the enemy, each 1 its own unit
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And a unit "Foe" for player B
    And player A has 2 CP
    And it is player A's Charge phase in battle round 2
    And the dice for "Tank Shock" will be 5, 1, 6
    When "Tank" declares a charge
    And "Tank" makes a charge move
    And player A uses the "Tank Shock" stratagem on "Tank" against "Foe"
    Then "Foe" suffered 2 mortal wounds this phase
    And "Tank" suffered 1 mortal wound this phase

  Scenario: 15.03: Epic Challenge on a bodyguard whose CHARACTER leader is destroyed is refused
    Given a unit "Captain"
    And "Captain" has the keywords INFANTRY, CHARACTER
    And a unit "Squad"
    And "Captain" has 1 model left
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And "Captain" is leading "Squad"
    And "Squad" is engaged
    And player A has 2 CP
    And it is the Fight step of player A's Fight phase
    When 1 model of "Captain" is destroyed by "Raiders"
    And "Squad" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Grenades named against an engaged enemy unit inflicts nothing: it selects an unengaged one
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And "Foe" is engaged
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 4, 4, 4, 4
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then "Foe" suffered 0 mortal wounds this phase

  Scenario: 15.05: Grenades against an unengaged enemy unit counts each 4+
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 4, 4, 1, 1
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then "Foe" suffered 4 mortal wounds this phase
    And the effect of the "Grenades" stratagem is resolved

  Scenario: 15.06: Tank Shock's enemy unit is engaged with it: an engaged enemy is the one it selects
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And a unit "Foe" for player B
    And "Foe" is engaged
    And player A has 2 CP
    And it is player A's Charge phase in battle round 2
    And the dice for "Tank Shock" will be 5, 5, 2
    When "Tank" declares a charge
    And "Tank" makes a charge move
    And player A uses the "Tank Shock" stratagem on "Tank" against "Foe"
    Then "Foe" suffered 2 mortal wounds this phase

  Scenario: 18.4: Smokescreen used this phase puts its cover in force
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And it is player B's Shooting phase in battle round 2
    And player A used the "Smokescreen" stratagem on "Smokers" this phase
    Then "Smokers" has the benefit of cover

  Scenario: 18.4: Epic Challenge used this phase puts its [PRECISION] in force
    Given a unit "Captain"
    And "Captain" has the keywords INFANTRY, CHARACTER
    And "Captain" is engaged
    And it is the Fight step of player A's Fight phase
    And player A used the "Epic Challenge" stratagem on "Captain" this phase
    Then "Captain"'s melee weapons have [PRECISION]
