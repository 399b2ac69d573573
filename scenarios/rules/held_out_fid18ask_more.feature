Feature: 18.3-18.5, held out: costs, conditions that change mid-phase, stratagems on attached units
  CP cost changes from several sources (order, the floor at 0 and the cap one above the original
  cost), CONDITIONs that turn true or false within a phase, stratagem effects on an attached unit,
  and 18.5's questions asked before and after.

  Scenario: 18.3 item 8: two increases from two sources raise the cost by one only
    Given a unit "Squad" for player A
    And player B has a rule "Tax" that increases the CP cost of your opponent's stratagems by 1
    And a mission rule "Tithe" that increases the CP cost of stratagems that target it by 1
    Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is 2
    And no rule changed that verdict
    And "Tax" did not change that verdict

  Scenario: 18.3 item 8: one increase alone changed the cost
    Given a unit "Squad" for player A
    And player B has a rule "Tax" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is at least 2
    And "Tax" changed that verdict

  Scenario: 18.3 item 8: reductions from two sources stop at 0
    Given a unit "Squad" for player A
    And player A has a rule "Discount" that reduces the CP cost of your stratagems by 1
    And "Squad" has an ability "Favoured" that reduces the CP cost of stratagems that target it by 1
    Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is 0
    And the CP cost of the "Fire Overwatch" stratagem for player B is 1

  Scenario: 18.3 item 8: a set to 0 that does not name the stratagem is 1CP less, Into the Fray counted in
    Given a unit "Squad" for player A
    And player A has a rule "Largesse" that sets the CP cost of your stratagems to 0
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 1
    And "Largesse" changed that verdict

  Scenario: 18.3 item 8: a set to 0 that names the stratagem is 0, Into the Fray counted in
    Given a unit "Squad" for player A
    And player A has a rule "Largesse" that sets the CP cost of the "Heroic Intervention" stratagem to 0
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 0

  Scenario: 18.3 item 8: a set comes before an increase, whoever declared it
    Given a unit "Squad" for player A
    And player B has a rule "Tax" that increases the CP cost of your opponent's stratagems by 1
    And player A has a rule "Largesse" that sets the CP cost of the "Fire Overwatch" stratagem to 0
    Then the CP cost of the "Fire Overwatch" stratagem for player A is 1
    And "Tax" changed that verdict
    And "Largesse" changed that verdict

  Scenario: 18.3 item 8: a set above the original cost is capped one above it
    Given a unit "Squad" for player A
    And a mission rule "Toll" that sets the CP cost of the "Fire Overwatch" stratagem to 3
    Then the CP cost of the "Fire Overwatch" stratagem for player A is 2
    And the CP cost of the "Fire Overwatch" stratagem for player B is at most 2

  Scenario: 18.5: a player rule with a CONDITION on whose turn it is, asked in both turns
    Given a unit "Squad" for player A
    And player A has a rule "Vigil":
      | CONDITION | it is your opponent's turn                                |
      | EFFECT    | reduces the CP cost of the "Fire Overwatch" stratagem by 1 |
    And it is player B's Movement phase
    Then "Vigil" is in force for player A
    And "Vigil" is not in force for player B
    And the CP cost of the "Fire Overwatch" stratagem for player A is 0
    When the game advances to player A's Movement phase
    Then "Vigil" is not in force for player A
    And the CP cost of the "Fire Overwatch" stratagem for player A is 1

  Scenario: 18.3 item 10: a unit's ability that changes its player's costs ends with the unit
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Tactician" that reduces the CP cost of your stratagems by 1
    Then "Tactician" is in force for player A
    And the CP cost of the "Fire Overwatch" stratagem for player A on "Guards" is 0
    When "Squad" is destroyed
    Then "Tactician" is not in force for player A
    And the CP cost of the "Fire Overwatch" stratagem for player A on "Guards" is 1

  Scenario: 18.1: a CONDITION that turns true mid-phase when mortal wounds bring the unit below half-strength
    Given a unit "Squad" for player A
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And "Raiders" has an ability "Desperate":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 5, 6, 4, 5, 6
    Then "Desperate" is not in force for "Raiders"
    And "Raiders" has OC 2
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 6 mortal wounds this phase
    And "Raiders" has 2 models left
    And "Desperate" is in force for "Raiders"
    And "Raiders" has OC 3
    And "Desperate" changed that verdict

  Scenario: 18.1: the same CONDITION stays false when the mortal wounds leave the unit at half-strength or above
    Given a unit "Squad" for player A
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And "Raiders" has an ability "Desperate":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 5, 6, 4, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 4 mortal wounds this phase
    And "Raiders" has 3 models left
    And "Desperate" is not in force for "Raiders"
    And "Raiders" has OC 2

  Scenario: 18.1: a CONDITION that turns false mid-phase when the unit fails a battle-shock roll
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Steady":
      | CONDITION | it is not battle-shocked |
      | EFFECT    | improves its Ld by 1     |
    Then "Squad" has Ld 5+
    And "Steady" is in force for "Squad"
    Given the battle-shock roll for "Squad" will be 3
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    And "Steady" is not in force for "Squad"
    And "Squad" has Ld 6+

  Scenario: 18.1: a CONDITION on the battle round in the last battle round
    Given a unit "Squad" for player A
    And it is player B's Movement phase in battle round 5
    And "Squad" has an ability "Last Push":
      | CONDITION | it is battle round 5 or later |
      | EFFECT    | adds 1 to its OC              |
    Then "Last Push" is in force for "Squad"
    And "Squad" has OC 3

  Scenario: 18.1: the same CONDITION one battle round before
    Given a unit "Squad" for player A
    And it is player B's Movement phase in battle round 4
    And "Squad" has an ability "Last Push":
      | CONDITION | it is battle round 5 or later |
      | EFFECT    | adds 1 to its OC              |
    Then "Last Push" is not in force for "Squad"
    And "Squad" has OC 2
    And "Last Push" did not change that verdict

  Scenario: 18.4 and 19.04: a stratagem's effect on an attached unit changes both parts for its duration
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And the stratagem "Rally Cry":
      | CP     | 1                                           |
      | WHEN   | your Movement phase                         |
      | TARGET | one friendly INFANTRY unit                  |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When player A uses the "Rally Cry" stratagem on "Squad"
    Then "Captain" has OC 3
    And "Squad" has OC 3
    And "Rally Cry" is in force for "Squad"
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3
    When the game advances to player B's Movement phase
    Then "Squad" has OC 2
    And "Captain" has OC 2

  Scenario: 18.4 and 19.04: a stratagem's effect on an attached unit outlasts the leader's last model
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And the stratagem "Rally Cry":
      | CP     | 1                                           |
      | WHEN   | your Movement phase                         |
      | TARGET | one friendly INFANTRY unit                  |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When player A uses the "Rally Cry" stratagem on "Squad"
    And 5 models of "Captain" are destroyed
    Then "Squad" has OC 3

  Scenario: 18.4 and 19.03: Smokescreen on an attached unit whose leader alone is SMOKE covers both parts
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" has the keyword SMOKE
    And "Captain" is leading "Squad"
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then "Squad" has the benefit of cover
    And "Captain" has the benefit of cover
    And "Smokescreen" changed that verdict

  Scenario: 18.4: Smokescreen's cover ends with the phase
    Given a unit "Smokers" for player A
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Smokers"
    And the game advances to player B's Charge phase
    Then "Smokers" does not have the benefit of cover
    And no rule changed that verdict

  Scenario: 18.3 item 6: a keyword counted as not had takes the unit out of its own player's TARGET
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Drill":
      | TARGET | each friendly INFANTRY unit |
      | EFFECT | adds 1 to its OC            |
    And player B has a rule "Hex":
      | TARGET | each enemy unit                                   |
      | EFFECT | makes it count as not having the keyword INFANTRY |
    Then "Squad" does not have the keyword INFANTRY
    And "Drill" is not in force for "Squad"
    And "Squad" has OC 2
    And "Hex" changed that verdict

  Scenario: 18.3 item 6: counting as not having advanced does not lift a rule's bar
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Surefooted" that makes it count as not having made an advance move this turn
    And a mission rule "Fog" that forbids it to declare a charge
    Then "Squad" does not count as having made an advance move this turn
    And "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Fog" forbids it |

  Scenario: 18.3 item 6: counting as battle-shocked takes the OC and bars the player's stratagems
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    Then "Squad" counts as battle-shocked
    And "Squad" has OC -
    And "Terror" changed that verdict

  Scenario: 18.5: a stratagem stated as used this phase changed the Fights First verdict
    Given a unit "Squad" for player A
    And "Squad" is engaged
    And it is player B's Fight phase in battle round 2
    And player A used the "Counteroffensive" stratagem on "Squad" this phase
    Then "Squad" has Fights First
    And "Counteroffensive" changed that verdict
    And "Counteroffensive" is in force for "Squad"

  Scenario: 18.5: the same stratagem did not change it for a unit that charged this turn
    Given a unit "Squad" for player A
    And "Squad" is engaged
    And it is player B's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And player A used the "Counteroffensive" stratagem on "Squad" this phase
    Then "Squad" has Fights First
    And "Counteroffensive" did not change that verdict

  Scenario: 18.5: a stratagem used in the scenario is in force for its duration, and changed the verdict
    Given a unit "Squad" for player A
    And the stratagem "Rally Cry":
      | CP     | 1                                           |
      | WHEN   | your Movement phase                         |
      | TARGET | one friendly INFANTRY unit                  |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When player A uses the "Rally Cry" stratagem on "Squad"
    Then "Squad" has OC 3
    And "Rally Cry" changed that verdict
    When the game advances to player B's Movement phase
    Then "Rally Cry" is not in force for "Squad"
    And "Squad" has OC 2
    And no rule changed that verdict

  Scenario: 18.4 and 18.5: Insane Bravery on an attached unit passes the one roll for both parts, and changed it
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Squad" has 2 models left
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" succeeded automatically
    And "Squad" is not battle-shocked
    And "Insane Bravery" changed that verdict
    And "Captain" is not battle-shocked

  Scenario: 18.1 and 18.5: a triggered rule asked before its trigger, after it, and after its duration
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Momentum":
      | WHEN   | each time this unit ends a normal move      |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    Then "Momentum" is not in force for "Squad"
    When "Squad" makes a normal move
    Then "Momentum" is in force for "Squad"
    When the game advances to player A's Fight phase
    Then "Squad" has OC 3
    And "Momentum" changed that verdict
    When the game advances to player B's Command phase
    Then "Momentum" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: 18.5: an enemy player's rule is in force for the enemy units it targets, not its own
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Movement phase
    And player B has a rule "Dread":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 1 |
    Then "Dread" is in force for "Squad"
    And "Dread" is not in force for "Boyz"
    And "Squad" has Ld 7+

  Scenario: 18.3 item 4: an automatic success under a CONDITION, not while the CONDITION fails
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is at or below half-strength                  |
      | EFFECT    | makes its battle-shock rolls succeed automatically |
    Then the battle-shock rolls for "Squad" do not succeed automatically
    And "Last Stand" did not change that verdict
    When 3 models of "Squad" are destroyed
    Then the battle-shock rolls for "Squad" succeed automatically
    And "Last Stand" changed that verdict

  Scenario: 18.3 item 3 and 19.04: a stratagem's effect on the attached unit and an enhancement on the leader add up per part
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Relic" that adds 1 to its OC
    And the stratagem "Rally Cry":
      | CP     | 1                                           |
      | WHEN   | your Movement phase                         |
      | TARGET | one friendly INFANTRY unit                  |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When player A uses the "Rally Cry" stratagem on "Squad"
    Then "Captain" has OC 4
    And "Squad" has OC 3
    And "Relic" did not change that verdict

  Scenario: 18.3 item 8 and 19.04: a bodyguard's cost reduction for stratagems that target it reaches the attached unit only
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Guards" for player A
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Favoured" that reduces the CP cost of the "Fire Overwatch" stratagem when it targets it by 1
    Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is 0
    And the CP cost of the "Fire Overwatch" stratagem for player A on "Captain" is 0
    And the CP cost of the "Fire Overwatch" stratagem for player A on "Guards" is 1

  Scenario: 18.5 and 18.4: a one-shot stratagem effect, named by its other name, changed the models left
    Given a unit "Squad" for player A
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 4, 4, 1, 1
    When player A uses the "Grenades" stratagem on "Squad" against "Raiders"
    Then "Raiders" has 3 models left
    And "Grenades" changed that verdict
    And "Explosives" changed that verdict
