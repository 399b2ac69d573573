Feature: Held-out pass, more: battle-shock in the opponent's step, W set, leaders and CP costs (08.03, 01.07, 15.04, 18.3)
  Further boundaries of the Command phase under rules that change rules, each decided from the
  text before running.

  Background:
    Given a unit "Squad"

  Scenario: 08.03: a unit a rule makes roll in the opponent's Battle-shock step recovers there on a pass
    Given "Squad" is battle-shocked
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 8
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 15.04: Insane Bravery cannot be used for a roll in the opponent's Battle-shock step
    Given "Squad" has 2 models left
    And player A has 2 CP
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And it is player B's Command phase
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 08.03: only one roll for a unit both battle-shocked and below half-strength
    Given "Squad" is battle-shocked
    And "Squad" has 1 model left
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 3: W set below the wounds left caps them, so a full model takes no roll
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 6
    And "Hero" has 5 wounds left
    And "Hero" has an ability "Withered" that sets its W to 4
    When player A's Command phase is resolved
    Then "Hero" has W 4
    And "Hero" has 4 wounds left
    And "Hero" does not make a battle-shock roll

  Scenario: 18.3 item 3: W set to 4 with 2 wounds left is at half-strength
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 6
    And "Hero" has 2 wounds left
    And "Hero" has an ability "Withered" that sets its W to 4
    And the battle-shock roll for "Hero" will be 9
    When player A's Command phase is resolved
    Then "Hero" is at half-strength
    And "Hero" makes a battle-shock roll

  Scenario: Rules Appendix: the leader gone, three of five bodyguards left is at half of six
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Captain" has 0 models left
    And "Squad" has 3 models left
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" is at half-strength
    And "Squad" makes a battle-shock roll

  Scenario: 19.04: a leader's Ld ability still helps the leader alone after its bodyguard is destroyed
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" has Ld 7+
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Inspire" that improves its Ld by 1
    And "Squad" has 0 models left
    And the battle-shock roll for "Captain" will be 6
    When player A's Command phase is resolved
    Then "Captain" makes a battle-shock roll
    And "Captain" is not battle-shocked

  Scenario: 18.3 item 10: a leader's Ld ability is gone with the leader, so the bodyguard's 6 against 7+ fails
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Squad" has Ld 7+
    And "Captain" has a leader ability "Inspire" that improves its Ld by 1
    And "Captain" has 0 models left
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.5: modifiers of several rules add up on the battle-shock roll
    Given "Squad" has an ability "Steady" that adds 1 to its battle-shock rolls
    And player B has a rule "Dread Aura":
      | TARGET | each enemy unit                       |
      | EFFECT | subtracts 2 from its leadership rolls |
    Then the battle-shock roll for "Squad" is modified by -1

  Scenario: 18.1: a CONDITION while battle-shocked improves the Ld of the recovery roll
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Shame":
      | CONDITION | it is battle-shocked |
      | EFFECT    | improves its Ld by 2 |
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 18.1: that CONDITION does not hold for a unit below half-strength that is not battle-shocked
    Given "Squad" has 2 models left
    And "Squad" has an ability "Shame":
      | CONDITION | it is battle-shocked |
      | EFFECT    | improves its Ld by 2 |
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 08.03: a rule of A that battle-shocks each enemy unit at the start of the battle round makes B's unit roll in B's step
    Given a unit "Raiders" for player B
    And player A has a rule "Horror":
      | WHEN   | the start of the battle round |
      | TARGET | each enemy unit               |
      | EFFECT | makes it battle-shocked       |
    And the battle-shock roll for "Raiders" will be 7
    When player A's Command phase is resolved
    Then "Raiders" is battle-shocked
    When player B's Command phase is resolved
    Then "Raiders" makes a battle-shock roll
    And "Raiders" is not battle-shocked

  Scenario: 15.01: Insane Bravery made free by naming it keeps player A's Core CP
    Given "Squad" has 2 models left
    And player A has a rule "Stoic" that sets the CP cost of the "Insane Bravery" stratagem to 0
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And player A has 1 CP
    And "Squad" is not battle-shocked

  Scenario: 15.04: Insane Bravery is not attempted for a unit that takes no roll
    Given player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And player A has 1 CP

  Scenario: 18.2: a stratagem whose effect ends battle-shock cannot target its own battle-shocked unit
    Given "Squad" is battle-shocked
    And the stratagem "Rally":
      | CP     | 1                     |
      | EFFECT | ends its battle-shock |
    And player A has 1 CP
    And it is player A's Movement phase in battle round 1
    Then player A cannot use the "Rally" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 18.2: with the targeting lift, that stratagem ends the battle-shock
    Given "Squad" is battle-shocked
    And the stratagem "Rally":
      | CP     | 1                     |
      | EFFECT | ends its battle-shock |
    And player A has a rule "Zeal" that lets you target it with your stratagems even though the unit is battle-shocked
    And player A has 1 CP
    And it is player A's Movement phase in battle round 1
    When player A uses the "Rally" stratagem on "Squad"
    Then "Squad" is not battle-shocked
    And player A has 0 CP

  Scenario: 18.3 item 6: a unit that counts as battle-shocked at full strength rolls in the step
    Given "Squad" has an ability "Cowed" that makes it count as battle-shocked
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: Interpretation 4: a unit in strategic reserves below half-strength is still tested
    Given "Squad" is in strategic reserves
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 18.9: a lift to perform Actions keeps an Action through a failed roll in the Battle-shock step
    Given "Squad" has 2 models left
    And "Squad" has an ability "Dogged" that lets it perform Actions even though it is battle-shocked
    And the Action "Hold Out":
      | STARTS    | the start of your Command phase |
      | COMPLETES | the end of your turn            |
    And it is player A's Command phase in battle round 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Hold Out" Action
    And player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And "Squad" is performing the "Hold Out" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Hold Out" Action

  Scenario: 18.9: without the lift the failed roll in the Battle-shock step ends an Action that would complete at the end of the turn
    Given "Squad" has 2 models left
    And the Action "Hold Out":
      | STARTS    | the start of your Command phase |
      | COMPLETES | the end of your turn            |
    And it is player A's Command phase in battle round 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Hold Out" Action
    And player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And "Squad" is not performing the "Hold Out" Action

  Scenario: §5: a roll a rule demands at the start of the Command phase is a roll made in the Command phase just resolved
    Given "Squad" has an ability "Doubt":
      | WHEN   | the start of your Command phase   |
      | EFFECT | makes it take a battle-shock roll |
    And the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" makes 1 battle-shock roll

  Scenario: §5: a roll a rule demands at the end of the Command phase is one too
    Given "Squad" has an ability "Doubt":
      | WHEN   | the end of your Command phase     |
      | EFFECT | makes it take a battle-shock roll |
    And the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: §5: a roll the same rule demands in the Movement phase is not made in the Command phase just resolved
    Given "Squad" has an ability "Doubt":
      | WHEN   | the start of your Movement phase  |
      | EFFECT | makes it take a battle-shock roll |
    And the battle-shock roll for "Squad" will be 8
    When the game advances to the end of player A's Movement phase
    Then "Squad" does not make a battle-shock roll
    And "Squad" makes 1 battle-shock roll

  Scenario: §5: a roll at the start of player A's Command phase is not one of player B's Command phase just resolved
    Given "Squad" has an ability "Doubt":
      | WHEN   | the start of your Command phase   |
      | EFFECT | makes it take a battle-shock roll |
    And the battle-shock roll for "Squad" will be 8
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" makes 1 battle-shock roll


  Scenario: 18.3 item 3: of two sets of Ld, the one that took effect last wins at the Battle-shock step
    Given "Squad" has 2 models left
    And "Squad" has an ability "Dour" that sets its Ld to 8+
    And "Squad" has an ability "Rouse":
      | WHEN   | the start of your Command phase |
      | EFFECT | sets its Ld to 5+               |
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Squad" has Ld 5+

  Scenario: 18.1: a mission rule that worsens Ld acts on each player's units
    Given a unit "Raiders" for player B
    And a mission rule "Gloom" that worsens its Ld by 1
    Then "Raiders" has Ld 7+
    And "Squad" has Ld 7+

  Scenario: 08.03: a unit a rule battle-shocks at the end of the opponent's Fight phase rolls in its own next step and recovers
    Given player A has a rule "Curse":
      | WHEN   | the end of your opponent's Fight phase |
      | TARGET | each friendly unit                     |
      | EFFECT | makes it battle-shocked                |
    And it is player B's Fight phase in battle round 1
    And the battle-shock roll for "Squad" will be 6
    When the game advances to the end of the phase
    Then "Squad" is battle-shocked
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 10: an Ld improvement triggered at the start of the Command phase, with no duration, lasts through its Battle-shock step
    Given "Squad" has 2 models left
    And "Squad" has an ability "Rouse":
      | WHEN   | the start of your Command phase |
      | EFFECT | improves its Ld by 1            |
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 18.3 item 10: a CP ability of a unit in strategic reserves still gives its CP
    Given "Squad" is in strategic reserves
    And "Squad" has an ability "Scrounge":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    When player A's Command phase is resolved
    Then player A has 2 CP

  Scenario: 09.07: a battle-shocked unit falling back makes no battle-shock roll for it
    Given "Squad" is battle-shocked
    And "Squad" is engaged
    And it is player A's Movement phase
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls

  Scenario: Event Companion: an Action completing at the start of the Command phase and a rule there give 1 CP between them
    Given the battle is played under the Event Companion
    And the Action "Dig In":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
      | EFFECT    | you gain 1 CP                        |
    And player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player A's Shooting phase in battle round 1
    When "Squad" starts the "Dig In" Action
    And the game advances to the end of the battle round
    Then player A has 1 CP
    When player A's Command phase is resolved
    Then "Squad" completes the "Dig In" Action
    And player A has 3 CP
    And player A gained 1 CP from rules

  Scenario: 18.9: a roll a rule demands in the opponent's Battle-shock step, failed, ends an Action that would complete at the end of that turn
    Given the Action "Hold Out":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And it is player A's Shooting phase in battle round 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Hold Out" Action
    And player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" is not performing the "Hold Out" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold Out" Action

  Scenario: 18.9: the same Action completes when the demanded roll passes
    Given the Action "Hold Out":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And it is player A's Shooting phase in battle round 1
    And the battle-shock roll for "Squad" will be 9
    When "Squad" starts the "Hold Out" Action
    And player B's Command phase is resolved
    And the game advances to the end of the turn
    Then "Squad" is not battle-shocked
    And "Squad" completes the "Hold Out" Action

  Scenario: 08.02: with player B first, resolving player A's Command phase of round 1 passes B's first
    Given player B takes the first turn
    When player A's Command phase is resolved
    Then player A has 2 CP
    And player B has 2 CP

  Scenario: 08.02: the last battle round played in full gives each player 2 Core CP, and the battle ends
    Given it is battle round 5
    When battle round 5 is played
    Then player A has 2 CP
    And player B has 2 CP
    And the battle ends after battle round 5

  Scenario: Rules Appendix: a single model of W 1 cannot be at half-strength and takes no roll
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 1
    When player A's Command phase is resolved
    Then "Hero" is not at or below half-strength
    And "Hero" does not make a battle-shock roll

  Scenario: 01.07: a battle-shocked unit stays unable to be targeted by its player's stratagems until its recovery roll passes
    Given "Squad" is battle-shocked
    And the stratagem "Regroup":
      | WHEN   | any phase         |
      | TARGET | one friendly unit |
    And player A has 2 CP
    And the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    And the game advances to player A's Movement phase
    Then player A can use the "Regroup" stratagem on "Squad"

  Scenario: 19.04: a bodyguard's automatic pass reaches the attached unit's Battle-shock step roll
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    And "Squad" has 2 models left
    When player A's Command phase is resolved
    Then "Captain" makes a battle-shock roll
    And the last battle-shock roll for "Captain" succeeded automatically
    And "Squad" is not battle-shocked

  Scenario: 19.04: the bodyguard's automatic pass is gone with its last model, so the leader alone must roll
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    And "Squad" has 0 models left
    And the battle-shock roll for "Captain" will be 3
    When player A's Command phase is resolved
    Then "Captain" makes a battle-shock roll
    And "Captain" is battle-shocked

  Scenario: 19.04: an enhancement improving the leader's Ld lets a roll pass on the leader's Ld alone
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Captain" has Ld 7+
    And "Squad" has Ld 8+
    And "Captain" has an enhancement "Iron Will" that improves its Ld by 1
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Captain" has Ld 6+
    And "Squad" has Ld 8+
    And "Squad" is not battle-shocked

  Scenario: 19.04: the same enhancement is gone with the leader, so a 6 against the bodyguard's 8+ fails
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Captain" has Ld 7+
    And "Squad" has Ld 8+
    And "Captain" has an enhancement "Iron Will" that improves its Ld by 1
    And "Captain" has 0 models left
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
