Feature: 18.3 items 3, 4 and 6: several rules on one characteristic, one roll or one fact
  A held-out pass as a rules writer checks an army's abilities against each other: sets before
  additions and the later set winning (item 3), the floors and caps of a roll applied once to
  the total of every modifier (item 4), re-rolls and automatic successes beside modifiers, and a
  count-as from one rule against the opposite from another (item 6).

  Scenario: 18.3 item 3: a set of Ld comes first, then an enemy rule worsens it
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Veterans" that sets its Ld to 8+
    And player B has a rule "Dread":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 1 |
    Then "Squad" has Ld 9+

  Scenario: 18.3 item 3: of two sets of Ld, the stratagem's later set wins until it ends
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" has an ability "Veterans" that sets its Ld to 8+
    And the stratagem "Steady":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, sets its Ld to 5+ |
    When player A uses the "Steady" stratagem on "Squad"
    Then "Squad" has Ld 5+
    When the game advances to player A's Shooting phase
    Then "Squad" has Ld 8+

  Scenario: 18.3 item 3: a set of W comes first, then an addition
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Hardy" that adds 1 to its W
    And "Squad" has an ability "Frail" that sets its W to 3
    Then "Squad" has W 4

  Scenario: 18.3 item 3: of two sets of OC, the stratagem's later set wins, and the addition follows it
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" has an ability "Stalwart" that sets its OC to 4
    And "Squad" has an ability "Mob" that adds 1 to its OC
    And the stratagem "Hold Back":
      | CP     | 1                                           |
      | WHEN   | any phase                                   |
      | TARGET | one friendly unit                           |
      | EFFECT | Until the end of the phase, sets its OC to 1 |
    Then "Squad" has OC 5
    When player A uses the "Hold Back" stratagem on "Squad"
    Then "Squad" has OC 2
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 5

  Scenario: 18.3 item 3: a stratagem's set of OC to 0 beats an ability's later-declared addition and set
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And the stratagem "Go to Ground":
      | CP     | 1                                           |
      | WHEN   | any phase                                   |
      | TARGET | one friendly unit                           |
      | EFFECT | Until the end of the phase, sets its OC to 0 |
    And "Squad" has an ability "Stalwart" that sets its OC to 4
    And "Squad" has an ability "Mob" that adds 2 to its OC
    When player A uses the "Go to Ground" stratagem on "Squad"
    Then "Squad" has OC 0
    And "Go to Ground" changed that verdict

  Scenario: 18.3 items 3 and 10: a leader ability that sets OC to 0 holds both parts at 0 until the leader falls
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Hold the Line" that sets its OC to 0
    And "Squad" has an ability "Mob" that adds 2 to its OC
    Then "Squad" has OC 0
    And "Captain" has OC 0
    When 5 models of "Captain" are destroyed
    Then "Squad" has OC 4

  Scenario: 18.3 item 3 and 19.04: an enhancement on the leader and a leader ability add up on the leader's part only
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Banner of Wrath" that adds 1 to its OC
    And "Captain" has a leader ability "Rites" that adds 1 to its OC
    Then "Captain" has OC 4
    And "Squad" has OC 3

  Scenario: 18.3 item 3: subtractions from OC and an addition, floored once at the end
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has OC 1
    And player B has a rule "Suppress":
      | TARGET | each enemy unit          |
      | EFFECT | subtracts 2 from its OC  |
    And "Squad" has an ability "Mob" that adds 2 to its OC
    Then "Squad" has OC 1

  Scenario: 18.3 item 6: a stratagem's count-as for the phase wins over an ability's opposite, then the ability's is back
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" has an ability "Skirmishers" that makes it count as not having the keyword INFANTRY
    And player A has a rule "Foot Slog":
      | TARGET | each friendly INFANTRY unit |
      | EFFECT | adds 1 to its OC            |
    And the stratagem "Dig In":
      | CP     | 1                                                                        |
      | WHEN   | any phase                                                                |
      | TARGET | one friendly unit                                                        |
      | EFFECT | Until the end of the phase, makes it count as having the keyword INFANTRY |
    Then "Squad" does not have the keyword INFANTRY
    And "Squad" has OC 2
    When player A uses the "Dig In" stratagem on "Squad"
    Then "Squad" has the keyword INFANTRY
    And "Squad" has OC 3
    When the game advances to player A's Shooting phase
    Then "Squad" does not have the keyword INFANTRY
    And "Squad" has OC 2

  Scenario: 18.3 items 3 and 6: an enemy rule makes it count as battle-shocked; its own additions leave OC '-'
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Mob" that adds 2 to its OC
    And player B has a rule "Terror":
      | TARGET | each enemy unit                      |
      | EFFECT | makes it count as battle-shocked     |
    Then "Squad" has OC -

  Scenario: 18.3 item 4: the battle-shock roll a modifier makes pass is not re-rolled
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And "Squad" has an ability "Zeal" that lets you re-roll its battle-shock rolls
    And "Squad" has an ability "Brave" that adds 1 to its battle-shock rolls
    And the battle-shock rolls for "Squad" will be 6, then 2
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 7
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 4: without the modifier the same 6 would fail, so it is re-rolled and the 2 fails
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And "Squad" has an ability "Zeal" that lets you re-roll its battle-shock rolls
    And the battle-shock rolls for "Squad" will be 6, then 2
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 2
    And "Squad" is battle-shocked

  Scenario: 18.3 items 3 and 4: a worsened Ld against a leadership bonus and a battle-shock penalty
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" is battle-shocked
    And player B has a rule "Dread":
      | TARGET | each enemy unit                          |
      | EFFECT | worsens its Ld by 1; subtracts 2 from its battle-shock rolls |
    And "Squad" has an ability "Drilled" that adds 1 to its leadership rolls
    And the battle-shock roll for "Squad" will be 8
    Then "Squad" has Ld 7+
    And the battle-shock roll for "Squad" is modified by -1
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 7
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 4 and 18.4: Insane Bravery passes the roll whatever an enemy rule subtracts from it
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And player A has 1 CP
    And player B has a rule "Dread":
      | TARGET | each enemy unit                          |
      | EFFECT | subtracts 3 from its battle-shock rolls  |
    And the battle-shock roll for "Squad" will be 12
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" succeeded automatically
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 4: the same roll of 12 with the enemy's -3 and no stratagem is a 9 and passes
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And player B has a rule "Dread":
      | TARGET | each enemy unit                          |
      | EFFECT | subtracts 3 from its battle-shock rolls  |
    And the battle-shock roll for "Squad" will be 12
    And it is battle round 2
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 9
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 4: the charge roll's floor is applied to the total, not after each modifier
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And player B has a rule "Mire":
      | TARGET | each enemy unit                    |
      | EFFECT | subtracts 3 from its charge rolls  |
    And "Squad" has an ability "Furious" that adds 2 to its charge rolls
    And the charge roll for "Squad" will be 2
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 1

  Scenario: 18.3 item 4: the charge roll's cap of 12 is applied to the total, not after each modifier
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And player B has a rule "Mire":
      | TARGET | each enemy unit                   |
      | EFFECT | subtracts 1 from its charge rolls |
    And "Squad" has an ability "Furious" that adds 2 to its charge rolls
    And the charge roll for "Squad" will be 12
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  Scenario: 18.3 item 4: the same two modifiers on a charge roll of 11 reach 12 exactly
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And player B has a rule "Mire":
      | TARGET | each enemy unit                   |
      | EFFECT | subtracts 1 from its charge rolls |
    And "Squad" has an ability "Furious" that adds 2 to its charge rolls
    And the charge roll for "Squad" will be 11
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  Scenario: 18.3 item 4: an advance roll takes no cap at 6 from two bonuses and a penalty
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Swift" that adds 2 to its advance rolls
    And a mission rule "Rubble" that subtracts 1 from its advance rolls
    And the advance roll for "Squad" will be 6
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 7

  Scenario: 18.3 item 4: an advance roll of 1 with a bonus and an equal penalty stays 1
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Swift" that adds 1 to its advance rolls
    And a mission rule "Rubble" that subtracts 1 from its advance rolls
    And the advance roll for "Squad" will be 1
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 1

  Scenario: 18.3 item 4 and 06.03: a hazard roll of 1 with +2 is a 3 and passes
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has 1 model left
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And "Squad" has an ability "Sure-footed" that adds 1 to its hazard rolls
    And player A has a rule "Pathfinders" that adds 1 to its hazard rolls
    And the hazard rolls for "Squad" will be 1
    When "Squad" makes a fall-back move using Desperate Escape
    Then the last hazard roll for "Squad" was 3
    And "Squad" suffered 0 mortal wounds this phase

  Scenario: 18.3 item 4 and 06.03: a hazard roll of 2 with +1 and -1 is still 2 and fails
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has 1 model left
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And "Squad" has an ability "Sure-footed" that adds 1 to its hazard rolls
    And a mission rule "Quagmire" that subtracts 1 from its hazard rolls
    And the hazard rolls for "Squad" will be 2
    When "Squad" makes a fall-back move using Desperate Escape
    Then the last hazard roll for "Squad" was 2
    And "Squad" suffered 1 mortal wound this phase

  Scenario: 18.3 item 4: a charge roll that succeeds automatically is not re-rolled or modified
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" has an ability "Furious Charge" that lets you re-roll its charge rolls
    And "Squad" has an ability "Unstoppable" that makes its charge rolls succeed automatically
    And player B has a rule "Mire":
      | TARGET | each enemy unit                   |
      | EFFECT | subtracts 2 from its charge rolls |
    When "Squad" declares a charge
    Then the last charge roll for "Squad" succeeded automatically

  Scenario: 18.4 and 18.3 item 4: Into the Fray caps at 6 after a rule's bonus
    Given it is player A's Charge phase in battle round 2
    And player B has 2 CP
    And a unit "Guard" for player B
    And a unit "Assault Squad"
    And "Guard" has an ability "Zealous" that adds 1 to its charge rolls
    And the charge roll for "Guard" will be 6
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard" with Into the Fray
    Then the last charge roll for "Guard" was 6

  Scenario: 18.4 and 18.3 item 4: Into the Fray leaves a roll of 4 with the same bonus at 5
    Given it is player A's Charge phase in battle round 2
    And player B has 2 CP
    And a unit "Guard" for player B
    And a unit "Assault Squad"
    And "Guard" has an ability "Zealous" that adds 1 to its charge rolls
    And the charge roll for "Guard" will be 4
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard" with Into the Fray
    Then the last charge roll for "Guard" was 5

  Scenario: 18.4: without Into the Fray the same bonus takes a roll of 6 to 7
    Given it is player A's Charge phase in battle round 2
    And player B has 1 CP
    And a unit "Guard" for player B
    And a unit "Assault Squad"
    And "Guard" has an ability "Zealous" that adds 1 to its charge rolls
    And the charge roll for "Guard" will be 6
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard"
    Then the last charge roll for "Guard" was 7

  Scenario: 18.3 item 6 and 18.1: a CONDITION on battle-shock reads a unit an enemy rule makes count as battle-shocked
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And "Squad" has an ability "Desperate":
      | CONDITION | it is battle-shocked             |
      | EFFECT    | adds 1 to its battle-shock rolls |
    Then the battle-shock roll for "Squad" is modified by +1
    And "Desperate" is in force for "Squad"

  Scenario: 18.1: the same CONDITION does not hold for a unit nothing makes battle-shocked
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Desperate":
      | CONDITION | it is battle-shocked             |
      | EFFECT    | adds 1 to its battle-shock rolls |
    Then the battle-shock roll for "Squad" is modified by 0
    And "Desperate" is not in force for "Squad"

  Scenario: 18.3 item 6 and 01.07: a lift under that CONDITION lets a unit counted as battle-shocked start an Action
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And "Squad" has an ability "Desperate":
      | CONDITION | it is battle-shocked                                   |
      | EFFECT    | lets it start Actions even though it is battle-shocked |
    And the Action "Deploy Device":
      | STARTS | your Movement phase |
    Then "Squad" can start the "Deploy Device" Action

  Scenario: 18.3 item 6: a CONDITION "it is not battle-shocked" holds for a battle-shocked unit that counts as not battle-shocked
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    And "Squad" has an ability "Steady":
      | CONDITION | it is not battle-shocked |
      | EFFECT    | adds 1 to its OC         |
    Then "Squad" has OC 3

  Scenario: 18.3 item 6: a CONDITION on an advance move reads a unit that counts as having made one
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Fleet" that makes it count as having made an advance move this turn
    And "Squad" has an ability "Momentum":
      | CONDITION | it made an advance move this turn |
      | EFFECT    | adds 1 to its OC                  |
    Then "Squad" has OC 3

  Scenario: 18.3 item 6: the same CONDITION fails for a unit that advanced but counts as not having advanced
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Careful" that makes it count as not having made an advance move this turn
    And "Squad" has an ability "Momentum":
      | CONDITION | it made an advance move this turn |
      | EFFECT    | adds 1 to its OC                  |
    Then "Squad" has OC 2

  Scenario: 18.3 item 3 and interpretation 119: subtractions from W stop at 1, and so do the wounds left
    Given a unit "Hero" for player A
    And it is player A's Movement phase
    And "Hero" has a starting strength of 1
    And "Hero" has W 2
    And "Hero" has an ability "Withered" that subtracts 1 from its W
    And player B has a rule "Curse":
      | TARGET | each enemy unit          |
      | EFFECT | subtracts 2 from its W   |
    Then "Hero" has W 1
    And "Hero" is not destroyed

  Scenario: 18.3 item 3 and interpretation 119: a set of W then a subtraction to below 1 is W 1
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Frail" that sets its W to 2
    And player B has a rule "Curse":
      | TARGET | each enemy unit        |
      | EFFECT | subtracts 3 from its W |
    Then "Squad" has W 1

  Scenario: 18.3 item 3: where W stays above 1 the same subtraction is counted in full
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has W 5
    And player B has a rule "Curse":
      | TARGET | each enemy unit        |
      | EFFECT | subtracts 3 from its W |
    Then "Squad" has W 2

  Scenario: 18.3 item 3 and 19.04: an enhancement's set of Ld on the leader comes before the leader ability's improvement, on its part only
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Halo" that sets its Ld to 5+
    And "Captain" has a leader ability "Rites" that improves its Ld by 1
    Then "Captain" has Ld 4+
    And "Squad" has Ld 5+

  Scenario: 01.06 and 18.3 item 3: an attached unit rolls against the leader's Ld as set and worsened, so a 5 passes
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Command phase
    And "Captain" is leading "Squad"
    And "Squad" is battle-shocked
    And "Captain" has an enhancement "Halo" that sets its Ld to 4+
    And player B has a rule "Dread":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 1 |
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.06 and 18.3 item 3: the same roll of 4 fails, the set coming before the worsening
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Command phase
    And "Captain" is leading "Squad"
    And "Squad" is battle-shocked
    And "Captain" has an enhancement "Halo" that sets its Ld to 4+
    And player B has a rule "Dread":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 1 |
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.3 item 6 and interpretation 118: a CONDITION on an advance move reads a rule always in force in a later turn too
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Fleet" that makes it count as having made an advance move this turn
    And "Squad" has an ability "Momentum":
      | CONDITION | it made an advance move this turn |
      | EFFECT    | adds 1 to its OC                  |
    When the game advances to the start of battle round 3
    And the game advances to player A's Shooting phase
    Then "Squad" has OC 3

  Scenario: 18.3 item 6 and interpretation 118: a count-as move until the end of the turn no longer meets the CONDITION in the next turn
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Fleet":
      | WHEN     | each time this unit makes a normal move                 |
      | EFFECT   | makes it count as having made an advance move this turn |
      | DURATION | until the end of the turn                               |
    And "Squad" has an ability "Momentum":
      | CONDITION | it made an advance move this turn |
      | EFFECT    | adds 1 to its OC                  |
    When "Squad" makes a normal move
    Then "Squad" has OC 3
    When the game advances to the start of battle round 3
    And the game advances to player A's Shooting phase
    Then "Squad" has OC 2
