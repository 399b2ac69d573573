Feature: Held-out pass: the Command phase, battle-shock and CP under rules that change rules (08, 01.06, 01.07, 18)
  Written from the contract (§3-§5, 18.2, 18.3, 18.9) and the Core Rules, answers decided from the
  text before running: CP gained and capped, half-strength read from W as modified and from the
  parts of an attached unit, Ld set, modified and re-rolled, automatic passes, what a fail stops
  and when a unit recovers.

  Background:
    Given a unit "Squad"

  # --- CP: Gain Core CP and rules that give CP (08.01, 08.02; 18.3 item 13) ---

  Scenario: 08.01 then 08.02: a start-of-your-Command-phase rule's CP come on top of Core CP
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    When player A's Command phase is resolved
    Then player A has 2 CP
    And player B has 1 CP

  Scenario: 07.02.02: a rule of A at the start of your Command phase gives nothing in B's Command phase
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player B's Movement phase in battle round 1
    When player A's Command phase is resolved
    Then player A has 2 CP
    And "Tithe" triggers 1 time

  Scenario: 07.02.02: a rule of A at the end of your opponent's Command phase gives CP only in B's Command phase
    Given player A has a rule "Spite":
      | WHEN   | the end of your opponent's Command phase |
      | EFFECT | you gain 1 CP                            |
    When player A's Command phase is resolved
    Then player A has 1 CP
    When player B's Command phase is resolved
    Then player A has 3 CP
    And player B has 2 CP

  Scenario: Event Companion: a rule giving 2 CP at once gives 1, Core CP aside
    Given the battle is played under the Event Companion
    And player A has a rule "Windfall":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 2 CP                   |
    When player A's Command phase is resolved
    Then player A has 2 CP
    And player A gained 1 CP from rules

  Scenario: 18.3 item 13: without event play the same rule gives both CP
    Given player A has a rule "Windfall":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 2 CP                   |
    When player A's Command phase is resolved
    Then player A has 3 CP

  Scenario: Event Companion: Core CP of both Command phases of the round are not capped
    Given the battle is played under the Event Companion
    And player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    When battle round 1 is played
    Then player A has 3 CP
    And player B has 2 CP

  Scenario: 18.1: a CP rule whose CONDITION is battle round 2 or later gives nothing in the first round
    Given player A has a rule "Late Tithe":
      | WHEN      | the start of your Command phase |
      | CONDITION | it is battle round 2 or later   |
      | EFFECT    | you gain 1 CP                   |
    When player A's Command phase is resolved
    Then player A has 1 CP

  Scenario: 18.1: the same CP rule gives its CP in battle round 2
    Given player A has a rule "Late Tithe":
      | WHEN      | the start of your Command phase |
      | CONDITION | it is battle round 2 or later   |
      | EFFECT    | you gain 1 CP                   |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP

  Scenario: 08.02: the last battle round still gives both players Core CP in each Command phase
    Given it is battle round 5
    When player B's Command phase is resolved
    Then player A has 2 CP
    And player B has 2 CP
    And the battle ends after battle round 5

  Scenario: 18.3 item 10: a unit's CP ability gives nothing once its unit is destroyed
    Given "Squad" has an ability "Scrounge":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then player A has 1 CP
    And "Scrounge" does not trigger

  Scenario: 18.3 item 10: the same ability of a unit on the battlefield gives its CP
    Given "Squad" has an ability "Scrounge":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player B's Fight phase in battle round 1
    When player A's Command phase is resolved
    Then player A has 2 CP

  # --- Half-strength as rules change it (Rules Appendix; 18.3 item 3) ---

  Scenario: Rules Appendix: a single model of W 5 with 3 wounds left is neither at nor below half-strength
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 5
    And "Hero" has 3 wounds left
    When player A's Command phase is resolved
    Then "Hero" is not at or below half-strength
    And "Hero" does not make a battle-shock roll

  Scenario: Rules Appendix: a single model of W 5 with 2 wounds left is below half-strength
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 5
    And "Hero" has 2 wounds left
    And the battle-shock roll for "Hero" will be 9
    When player A's Command phase is resolved
    Then "Hero" is below half-strength
    And "Hero" makes a battle-shock roll

  Scenario: 18.3 item 3: W 6 with 3 wounds left is at half-strength and tested
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 6
    And "Hero" has 3 wounds left
    And the battle-shock roll for "Hero" will be 9
    When player A's Command phase is resolved
    Then "Hero" is at half-strength
    And "Hero" makes a battle-shock roll

  Scenario: 18.3 item 3: W 6 lowered to 5 by a rule leaves 3 wounds above half, so no roll
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 6
    And "Hero" has 3 wounds left
    And "Hero" has an ability "Frail" that subtracts 1 from its W
    When player A's Command phase is resolved
    Then "Hero" has W 5
    And "Hero" is not at or below half-strength
    And "Hero" does not make a battle-shock roll

  Scenario: 18.3 item 3: W 4 raised to 6 by a rule puts 3 wounds left at half-strength
    Given a unit "Hero"
    And "Hero" has a starting strength of 1
    And "Hero" has W 4
    And "Hero" has 3 wounds left
    And "Hero" has an ability "Bulk" that adds 2 to its W
    And the battle-shock roll for "Hero" will be 9
    When player A's Command phase is resolved
    Then "Hero" has W 6
    And "Hero" is at half-strength
    And "Hero" makes a battle-shock roll

  Scenario: Rules Appendix: a leader and five bodyguards with two bodyguards left is at half-strength
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" has W 5
    And "Captain" is leading "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" is at half-strength
    And "Squad" makes a battle-shock roll

  Scenario: Rules Appendix: the same attached unit with three bodyguards left takes no roll
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Squad"
    And "Squad" has 3 models left
    When player A's Command phase is resolved
    Then "Squad" is not at or below half-strength
    And "Captain" does not make a battle-shock roll

  Scenario: Rules Appendix: the leader alone, unwounded, is below half-strength and rolls on its own Ld
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" has W 5
    And "Captain" has Ld 6+
    And "Squad" has Ld 8+
    And "Captain" is leading "Squad"
    And "Squad" has 0 models left
    And the battle-shock roll for "Captain" will be 6
    When player A's Command phase is resolved
    Then "Captain" is below half-strength
    And "Captain" makes a battle-shock roll
    And "Captain" is not battle-shocked

  # --- Ld and the roll as rules change them (01.06; 18.3 items 3 and 4) ---

  Scenario: 18.3 item 4: a condition below half-strength improves Ld for a unit of 5 down to 2
    Given "Squad" has 2 models left
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | improves its Ld by 1      |
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.1: the below-half-strength condition does not hold exactly at half-strength, so a 5 fails
    Given "Squad" has a starting strength of 6
    And "Squad" has 3 models left
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | improves its Ld by 1      |
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And "Last Stand" is not in force for "Squad"

  Scenario: 18.3 item 3: Ld set to 9+ then worsened by 1 makes a 9 fail
    Given "Squad" has 2 models left
    And "Squad" has an ability "Dread" that sets its Ld to 9+
    And player B has a rule "Terror":
      | TARGET | each enemy unit      |
      | EFFECT | worsens its Ld by 1  |
    And the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" has Ld 10+
    And "Squad" is battle-shocked

  Scenario: 01.06: an enemy rule subtracting 1 from leadership rolls turns a 6 against Ld 6+ into a fail
    Given "Squad" has 2 models left
    And player B has a rule "Dread Aura":
      | TARGET | each enemy unit                         |
      | EFFECT | subtracts 1 from its leadership rolls   |
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 5
    And "Squad" is battle-shocked

  Scenario: 18.3 item 4: a re-roll takes the next result and a modifier is added after it
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Grit" that lets you re-roll its battle-shock rolls
    And "Squad" has an ability "Nerve" that subtracts 1 from its battle-shock rolls
    And the battle-shock rolls for "Squad" will be 3, then 6
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 5
    And "Squad" is battle-shocked

  Scenario: 18.1: a triggered Ld boost just before the roll reaches the Battle-shock step roll
    Given "Squad" has 2 models left
    And "Squad" has an ability "Steady":
      | WHEN   | each time this unit makes a battle-shock roll |
      | EFFECT | adds 1 to its battle-shock rolls              |
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Steady" triggers 1 time
    And "Squad" is not battle-shocked

  Scenario: 18.1: that triggered rule does not trigger for a unit that takes no roll
    Given "Squad" has an ability "Steady":
      | WHEN   | each time this unit makes a battle-shock roll |
      | EFFECT | adds 1 to its battle-shock rolls              |
    When player A's Command phase is resolved
    Then "Steady" does not trigger
    And "Squad" does not make a battle-shock roll

  # --- Automatic passes: a rule, Insane Bravery (15.04; 18.3 item 4) ---

  Scenario: 18.3 item 4: an automatic pass ends battle-shock with no result given
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And the last battle-shock roll for "Squad" succeeded automatically
    And "Squad" is not battle-shocked

  Scenario: 18.1: an automatic pass with a CONDITION that fails needs the roll
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Fearless":
      | CONDITION | it is engaged                                   |
      | EFFECT    | makes its battle-shock rolls succeed automatically |
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And the battle-shock rolls for "Squad" do not succeed automatically

  Scenario: 15.04: Insane Bravery paid from the Core CP gained just before the Battle-shock step
    Given "Squad" has 2 models left
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And player A has 0 CP
    And "Squad" is not battle-shocked

  Scenario: 15.01: an enemy rule raising Insane Bravery to 2CP leaves it unaffordable with 1 CP
    Given "Squad" has 2 models left
    And player B has a rule "Oppression" that increases the CP cost of your opponent's stratagems by 1
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And player A has 1 CP
    And "Squad" is battle-shocked

  Scenario: 15.04: Insane Bravery used earlier in the battle is refused and the roll is made
    Given "Squad" has 2 models left
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then player A has 1 CP
    And "Squad" is battle-shocked

  Scenario: 18.2: a lift lets Insane Bravery target a battle-shocked unit and saves it
    Given "Squad" is battle-shocked
    And player A has a rule "Zeal":
      | TARGET | each friendly unit                                                   |
      | EFFECT | lets you target it with your stratagems even though the unit is battle-shocked |
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked

  # --- What battle-shock brings and when it ends (01.07, 08.03, 18.9) ---

  Scenario: 08.03: a rule that battle-shocks the unit at the start of the Command phase gives it a roll it may pass
    Given "Squad" has an ability "Frenzy":
      | WHEN   | the start of your Command phase |
      | EFFECT | makes it battle-shocked         |
    And the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03: a rule that ends battle-shock at the start of the Command phase leaves a full unit nothing to roll
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Rally":
      | WHEN   | the start of your Command phase |
      | EFFECT | ends its battle-shock           |
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 12: a roll a rule demands at the end of the Command phase is a second roll, after the step
    Given "Squad" has 2 models left
    And "Squad" has an ability "Dread":
      | WHEN   | the end of your Command phase      |
      | EFFECT | subtracts 1 from its battle-shock rolls |
    And "Squad" has an ability "Doubt":
      | WHEN   | the end of your Command phase     |
      | EFFECT | makes it take a battle-shock roll |
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And the last battle-shock roll for "Squad" was 5
    And "Squad" is battle-shocked

  Scenario: 18.3 item 12: the same rules in the other order: the end-of-phase roll is made before the -1
    Given "Squad" has 2 models left
    And "Squad" has an ability "Doubt":
      | WHEN   | the end of your Command phase     |
      | EFFECT | makes it take a battle-shock roll |
    And "Squad" has an ability "Dread":
      | WHEN   | the end of your Command phase      |
      | EFFECT | subtracts 1 from its battle-shock rolls |
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And the last battle-shock roll for "Squad" was 6
    And "Squad" is not battle-shocked

  Scenario: 01.07: a battle-shocked unit's OC is '-' whatever a rule sets or adds
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Anchor" that sets its OC to 3
    And player A has a rule "Hold" that adds 1 to its OC
    Then "Squad" has OC -

  Scenario: 01.07: a failed roll stops its player's stratagems on it, not the opponent's
    Given "Squad" has 2 models left
    And the stratagem "Regroup":
      | WHEN   | any phase          |
      | TARGET | one friendly unit  |
    And the stratagem "Hex":
      | WHEN   | any phase         |
      | TARGET | one enemy unit    |
    And player A has 2 CP
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then player A cannot use the "Regroup" stratagem on "Squad" because the unit is battle-shocked
    And player B can use the "Hex" stratagem on "Squad"

  Scenario: 16.01: after a failed roll the unit cannot start an Action in its Shooting phase
    Given "Squad" has 2 models left
    And the Action "Scavenge":
      | STARTS | your Shooting phase |
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Scavenge" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: 18.3 item 1: a lift to start Actions while battle-shocked leaves only the OC bar it also lifts out
    Given "Squad" has 2 models left
    And "Squad" has an ability "Driven" that lets it start Actions even though it is battle-shocked
    And the Action "Scavenge":
      | STARTS | your Shooting phase |
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    And the game advances to player A's Shooting phase
    Then "Squad" is battle-shocked
    And "Squad" can start the "Scavenge" Action

  Scenario: 18.3 item 10: an Action completing at the start of the next Command phase completes before a failed roll
    Given "Squad" has 2 models left
    And the Action "Dig In":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase in battle round 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Dig In" Action
    And player A's Command phase is resolved
    Then "Squad" completes the "Dig In" Action
    And "Squad" is battle-shocked

  Scenario: 18.9: an Action completing at the end of the opponent's turn fails when its unit is battle-shocked in that turn
    Given the Action "Hold Out":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    And it is player A's Shooting phase in battle round 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Hold Out" Action
    And the game advances to player B's Movement phase
    And "Squad" makes a battle-shock roll
    And the game advances to the end of the turn
    Then "Squad" is battle-shocked
    And "Squad" is not performing the "Hold Out" Action
    And "Squad" does not complete the "Hold Out" Action

  Scenario: 08.03: a unit battle-shocked in the opponent's turn rolls in its own next Battle-shock step and recovers
    Given it is player B's Movement phase in battle round 1
    And the battle-shock roll for "Squad" will be 3
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And "Squad" makes 2 battle-shock rolls

  Scenario: §3, 18.1: results after "then" are for re-rolls: with no re-roll, a later roll takes the first result again
    Given it is player B's Movement phase in battle round 1
    And the battle-shock rolls for "Squad" will be 3, then 8
    When "Squad" makes a battle-shock roll
    And player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And the last battle-shock roll for "Squad" was 3
    And "Squad" is battle-shocked

  Scenario: 08.03: a unit of A battle-shocked during B's Command phase takes no roll in B's step
    Given it is player B's Command phase
    And "Squad" is battle-shocked
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 08.03: a unit destroyed before its player's Command phase takes no roll
    Given "Squad" is battle-shocked
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll

  Scenario: 08.03: a battle-shocked unit that fails again stays battle-shocked into the next round
    Given "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    And the game advances to the start of battle round 2
    Then "Squad" is battle-shocked
    When player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And "Squad" is battle-shocked

  Scenario: 18.3 item 6: a unit that counts as not battle-shocked keeps its OC and its Actions while the rule lasts
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Composure" that makes it count as not battle-shocked
    And the Action "Scavenge":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 1
    Then "Squad" has OC 2
    And "Squad" can start the "Scavenge" Action
