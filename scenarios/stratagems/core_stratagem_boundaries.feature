Feature: The core stratagems at their boundaries (15.03-15.12)
  Each core stratagem where its WHEN and TARGET allow it and just outside them: Insane Bravery
  once per battle and only before a roll, Grenades and Tank Shock by their other names, Fire
  Overwatch, Smokescreen, Heroic Intervention and Epic Challenge.

  Scenario: 15.04: Insane Bravery once per battle, even with CP to spare
    Given a unit "Squad"
    And player A has 3 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it
    And "Squad" is battle-shocked
    And player A has 4 CP

  Scenario: 15.04: Insane Bravery used in one battle round is refused in the next
    Given a unit "Squad"
    And "Squad" has 2 models left
    And player A has 2 CP
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked
    When the game advances to the start of battle round 3
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it

  Scenario: 15.04: Insane Bravery outside the Battle-shock step cannot be used
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.04 and 01.07: Insane Bravery on a battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the unit is battle-shocked
    And "Squad" is battle-shocked

  Scenario: 15.04: Insane Bravery: the roll is still made and succeeds
    Given a unit "Squad"
    And "Squad" has 2 models left
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And player A has 1 CP

  Scenario: 15.04: Insane Bravery for a unit that makes no battle-shock roll is refused
    Given a unit "Squad"
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And "Squad" does not make a battle-shock roll

  Scenario: 08.02 and 15.04: the Core CP gained this Command phase pays for Insane Bravery in its Battle-shock step
    Given a unit "Squad"
    And "Squad" has 2 models left
    And player A has 0 CP
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked
    And player A has 0 CP

  Scenario: 15.05: Grenades is Explosives: not for a unit that advanced, and only in your Shooting phase
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    And "Squad" made an advance move this turn
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Grenades in the opponent's Shooting phase cannot be used
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 2 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Grenades" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.05: Grenades for an engaged unit is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is engaged
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Grenades for a unit that fell back this turn, not eligible to shoot, is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is engaged
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05 and 16.01: Grenades for a unit that started an Action this turn is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And the Action "Dig In":
      | STARTS | your Movement phase |
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" starts the "Dig In" Action
    And the game advances to player A's Shooting phase
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Grenades for a unit already selected to shoot is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" shoots
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Grenades does not use up the unit's shooting
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then player A used the "Explosives" stratagem
    And "Squad" is eligible to shoot

  Scenario: 15.06: Tank Shock only for a MONSTER or VEHICLE unit
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Charge phase in battle round 2
    When "Squad" makes a charge move
    Then player A cannot use the "Tank Shock" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.06: Tank Shock just after a VEHICLE's charge move in your Charge phase
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    When "Tank" makes a charge move
    Then player A can use the "Tank Shock" stratagem on "Tank"

  Scenario: 15.06: Tank Shock is your Charge phase only: not after a Heroic Intervention
    Given a unit "Walker"
    And "Walker" has the keywords VEHICLE, WALKER
    And a unit "Walker2"
    And "Walker2" has the keywords VEHICLE, WALKER
    And player A has 5 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Walker"
    Then "Walker" is engaged
    And player A cannot use the "Tank Shock" stratagem on "Walker2" because the stratagem cannot be used now

  Scenario: 15.07: Rapid Ingress not at the end of your own Movement phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because the stratagem cannot be used now

  Scenario: 15.07: a destroyed unit is not in strategic reserves
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When "Squad" is destroyed
    And the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.08: Fire Overwatch not for an engaged unit nor a TITANIC one
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Knight"
    And "Knight" has the keywords VEHICLE, TITANIC
    And a unit "Guards"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A cannot use the "Fire Overwatch" stratagem on "Knight" because it is not a unit the stratagem can target
    And player A can use the "Fire Overwatch" stratagem on "Guards"

  Scenario: 15.08 and 01.07: Fire Overwatch on your own battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.10: Smokescreen at the start of the opponent's Shooting phase, SMOKE units only
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And a unit "Squad"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to player B's Shooting phase
    Then player A can use the "Smokescreen" stratagem on "Smokers"
    And player A cannot use the "Smokescreen" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.10: Smokescreen at the end of the opponent's Shooting phase is too late
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of player B's Shooting phase
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because the stratagem cannot be used now

  Scenario: 15.11 and 09.06: the advance lock of your own turn is gone by the opponent's Charge phase
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: a unit that fell back in its own turn can Heroically Intervene in the opponent's
    Given a unit "Squad"
    And "Squad" is engaged
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11 and 01.07: Heroic Intervention on a battle-shocked unit is refused
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad", for exactly these reasons:
      | the unit is battle-shocked |

  Scenario: 15.11 and 16.01: a unit that started an Action this turn cannot be the target of Heroic Intervention
    Given a unit "Squad"
    And player A has 1 CP
    And the Action "Watch":
      | STARTS | your opponent's Charge phase |
    And it is player B's Charge phase in battle round 2
    And "Squad" started the "Watch" Action this turn
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: a unit in strategic reserves cannot be the target of Heroic Intervention
    Given a unit "Squad"
    And "Squad" is in strategic reserves
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11 and 23.04: an AIRCRAFT unit cannot be the target of Heroic Intervention
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, CHARACTER
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Jet" because it is not a unit the stratagem can target

  Scenario: 15.11: a VEHICLE CHARACTER and a MONSTER can be the target of Heroic Intervention
    Given a unit "Lord"
    And "Lord" has the keywords VEHICLE, CHARACTER
    And a unit "Beast"
    And "Beast" has the keywords MONSTER
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Lord"
    And player A can use the "Heroic Intervention" stratagem on "Beast"

  Scenario: 15.11 and 11.04: Heroic Intervention's charge gives Fights First for the rest of that turn only
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then "Squad" has Fights First
    When the game advances to player B's Fight phase
    Then "Squad" has Fights First
    When the game advances to player A's Movement phase
    Then "Squad" does not have Fights First

  Scenario: 15.11: Heroic Intervention's Fights First does not reach the unit's own next turn
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    And the game advances to player A's Fight phase
    Then "Squad" does not have Fights First

  Scenario: 15.03: Epic Challenge only on a CHARACTER unit just selected to fight
    Given a unit "Squad"
    And "Squad" is engaged
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase
    When "Squad" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.03: Epic Challenge in the opponent's Fight phase
    Given a unit "Captain"
    And "Captain" has the keywords INFANTRY, CHARACTER
    And "Captain" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 1 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And "Captain" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Captain"
