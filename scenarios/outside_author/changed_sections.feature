Feature: Outside author: the changes to earlier sections, and players' questions
  Written from the public contract (SCENARIO_LANGUAGE.md §1-17 as changed by the head of
  SCENARIO_LANGUAGE_ROUND4.md) and the Core Rules, without the project's own scenarios.

  # ---- Actions and battle-shock (18.9, §5 as changed) ----

  @faq
  Scenario: Does a unit that becomes battle-shocked go on performing its Action?
    No. It stops performing every Action it is performing (01.07, 16.01; 18.9).
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is not performing the "Hold" Action

  @faq
  Scenario: Does a unit that recovers from battle-shock before the COMPLETES moment complete its Action?
    No. The earlier reading is withdrawn: it stopped performing when it became battle-shocked (18.9).
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the end of your opponent's turn     |
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Given the battle-shock roll for "Squad" will be 12
    When the game advances to the end of player B's turn
    Then "Squad" is not battle-shocked
    And "Squad" does not complete the "Hold" Action
    And the effect of "Hold" is not resolved

  Scenario: The start still counts after battle-shock ends the Action
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | USE LIMIT | once per turn       |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | it is battle-shocked                 |
      | its OC is 0 or -                     |
      | it started another action this turn  |
      | the Action's use limit is reached    |

  Scenario: Another unit of the same player meets the use limit spent by a battle-shocked unit
    Given a unit "Squad"
    And a unit "Other"
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | USE LIMIT | once per turn       |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Then "Other" cannot start the "Hold" Action because the Action's use limit is reached

  Scenario: The 16.01 charge lock outlasts an Action that battle-shock ended
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is not eligible to declare a charge because it started an Action this turn

  Scenario: A stated start with a stated battle-shock is not being performed
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" started the "Hold" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is not performing the "Hold" Action

  @faq
  Scenario: Can a battle-shocked unit with a rule that lets it start Actions also complete one?
    Yes: the lift lets it start, go on performing and complete (app FAQ data 912; 18.3 item 1),
    and it lifts the OC bar that 01.07 alone causes. Its OC stays '-' for every other rule.
    Given a unit "Squad"
    And "Squad" has an ability "Fearless Duty" that lets it start Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase
    Then "Squad" can start the "Hold" Action
    When "Squad" starts the "Hold" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action
    And the effect of "Hold" is resolved
    And "Squad" has OC -

  Scenario: A rule that lets a unit perform Actions while battle-shocked does not let it start one
    Given a unit "Squad"
    And "Squad" has an ability "Stubborn" that lets it perform Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: A rule that lets a unit perform Actions while battle-shocked keeps it performing
    Given a unit "Squad"
    And "Squad" has an ability "Stubborn" that lets it perform Actions even though it is battle-shocked
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is performing the "Hold" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action

  Scenario: A rule that forbids a unit to start Actions is its own reason
    Given a unit "Squad"
    And "Squad" has an ability "Gag" that forbids it to start Actions
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | "Gag" forbids it |
    And "Gag" changed that verdict

  Scenario: Lifting a core bar never lifts a rule's bar
    Given a unit "Squad"
    And "Squad" has an ability "Gag" that forbids it to start Actions
    And "Squad" has an ability "Fearless Duty" that lets it start Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | "Gag" forbids it |
    And "Squad" is not refused the "Hold" Action because it is battle-shocked

  Scenario: An Action's RESTRICTIONS row is an additional restriction of 16.01
    Given a unit "Squad"
    And the Action "Sabotage":
      | STARTS       | your Shooting phase                                        |
      | RESTRICTIONS | not while exactly 0 operation markers are on the battlefield |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sabotage" Action because the Action's restrictions forbid it

  Scenario: An Action whose EFFECT is a one-shot effect gains CP when it completes
    Given a unit "Squad"
    And the Action "Requisition":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
      | EFFECT    | you gain 1 CP       |
    And it is player A's Shooting phase
    When "Squad" starts the "Requisition" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Requisition" Action
    And player A has 1 CP

  Scenario: A unit that counts as not having advanced may start an Action
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Swift Hands" that makes it count as not having made an advance move this turn
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" can start the "Hold" Action

  # ---- Battle-shock rolls (§3, §5 as changed) ----

  @faq
  Scenario: Does "makes a battle-shock roll" answer for a roll a rule demanded in the opponent's Battle-shock step?
    Yes: it asks about the Command phase just resolved, whoever's it was.
    Given a unit "Squad"
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 4
    And it is player B's Command phase
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: Every battle-shock roll counts, in or out of a Battle-shock step
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Movement phase
    And the battle-shock roll for "Squad" will be 3
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Squad" makes 2 battle-shock rolls

  Scenario: A rule's modifier makes a passing roll fail
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And a rule modifies battle-shock rolls for "Squad" by -2
    And the battle-shock roll for "Squad" will be 7
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And the last battle-shock roll for "Squad" was 5
    And the battle-shock roll for "Squad" is modified by -2

  Scenario: An improved Ld makes a failing roll pass
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Steady" that improves its Ld by 1
    And the battle-shock roll for "Squad" will be 5
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Squad" has Ld 5+

  Scenario: A failed roll outside the Battle-shock step does not copy an Ld modifier into the unit
    Given a unit "Squad"
    And "Squad" has an ability "Steady" that improves its Ld by 1
    And "Squad" is engaged
    And the battle-shock roll for "Squad" will be 4
    And it is player A's Movement phase
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    And "Squad" has Ld 5+

  @faq
  Scenario: Does a rule that passes Desperate Escape tests automatically cover the hazard rolls?
    Yes (app FAQ data 912): no model is lost to them.
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" is engaged
    And "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" has 5 models left

  Scenario: Given hazard rolls of a Desperate Escape cost models
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" is engaged
    And the hazard rolls for "Squad" will be 1, 2, 3, 4, 5
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 2 mortal wounds this phase
    And "Squad" has 4 models left

  @faq
  Scenario: Does passing Desperate Escape tests automatically spare a unit the battle-shock roll?
    No: it does not reach the battle-shock roll 09.07 demands of a unit that was not battle-shocked.
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    And the battle-shock roll for "Squad" will be 3
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" is battle-shocked
    And "Squad" has 5 models left

  # ---- Moves and reserves ----

  Scenario: A unit that never arrived is destroyed at the end of battle round 3
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" made no ingress move earlier in the battle
    And it is battle round 3
    When battle round 3 is played
    Then "Reserve" is destroyed

  Scenario: No ingress in the first battle round, unless a rule lets it arrive
    Given a unit "Reserve"
    And a unit "Early"
    And "Reserve" is in strategic reserves
    And "Early" is in strategic reserves
    And a rule lets "Early" arrive in the first battle round
    And it is player A's Movement phase
    Then "Reserve" cannot make an ingress move because it is the first battle round
    And "Early" can make an ingress move

  Scenario: An ability's lift of the first battle round lets a unit arrive
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" has an ability "Vanguard" that lets it make an ingress move even though it is the first battle round
    And it is player A's Movement phase
    Then "Reserve" can make an ingress move

  Scenario: A lift lets an advanced unit declare a charge
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fleet" that lets it declare a charge even though it made an advance move this turn
    And it is player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: A rule forbids a normal move
    Given a unit "Squad"
    And "Squad" has an ability "Pinned" that forbids it to make a normal move
    And it is player A's Movement phase
    Then "Squad" cannot make a normal move because "Pinned" forbids it

  # ---- Transports (§14 as changed) ----

  Scenario: A unit that would overfill the TRANSPORT cannot embark
    Given the units:
      | unit   | keywords          | starting strength |
      | Rhino  | VEHICLE, TRANSPORT | 1                |
      | First  | INFANTRY          | 6                 |
      | Second | INFANTRY          | 5                 |
      | Third  | INFANTRY          | 4                 |
    And "Rhino" has a transport capacity of 10 models
    And "First" is embarked within "Rhino"
    And it is player A's Movement phase
    And "Second" made a normal move this phase
    And "Third" made a normal move this phase
    Then "Second" cannot embark within "Rhino" because it does not fit in its TRANSPORT
    And "Third" can embark within "Rhino"

  Scenario: Losses count toward what fits
    Given the units:
      | unit   | keywords           | starting strength | models |
      | Rhino  | VEHICLE, TRANSPORT | 1                 | 1      |
      | First  | INFANTRY           | 6                 | 6      |
      | Second | INFANTRY           | 5                 | 4      |
    And "Rhino" has a transport capacity of 10 models
    And "First" is embarked within "Rhino"
    And it is player A's Movement phase
    And "Second" made a normal move this phase
    Then "Second" can embark within "Rhino"

  @faq
  Scenario: Can an emergency disembark end engaged?
    Yes, when no other set-up was possible (app erratum to 18.05); the unit is battle-shocked and
    cannot charge this turn.
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Rhino | A      | VEHICLE, TRANSPORT | 1                 |
      | Squad | A      | INFANTRY           | 5                 |
      | Foe   | B      | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase
    And the battle-shock roll for "Squad" will be 12
    When "Rhino" is destroyed and "Squad" makes an emergency disembark move that ends engaged
    Then "Squad" made an emergency disembark move
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged                                       |
      | it made a Rapid, Combat or emergency disembark this turn |

  Scenario: A Rapid Disembark bars a charge
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase
    And "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: A lift of the Rapid Disembark charge bar makes it an Assault Disembark
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Assault Ramp" that lets it declare a charge even though it made a Rapid, Combat or emergency disembark this turn
    And it is player A's Movement phase
    And "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Assault Disembark
    And "Squad" is eligible to declare a charge

  @faq
  Scenario: Can a unit set up this turn embark if a rule lets it?
    Yes: 18.02's bar is lifted like any other (app FAQ data 912).
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
      | Plain | INFANTRY           | 5                 |
    And "Squad" has an ability "Aerialists" that lets it embark even though it was set up on the battlefield this turn
    And it is player A's Movement phase
    And "Squad" was set up on the battlefield this turn
    And "Plain" was set up on the battlefield this turn
    And "Squad" made a normal move this phase
    And "Plain" made a normal move this phase
    Then "Squad" can embark within "Rhino"
    And "Plain" cannot embark within "Rhino" because it was set up on the battlefield this turn

  # ---- Stratagems (§10 as changed, 18.4) ----

  Scenario: "Grenades" is Explosives
    Given the units:
      | unit  | player | keywords           |
      | Squad | A      | INFANTRY, GRENADES |
      | Foe   | B      | INFANTRY           |
    And player A has 1 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 1, 2, 3, 4, 5, 6
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then player A used the "Explosives" stratagem
    And the effect of the "Explosives" stratagem is resolved
    And "Foe" suffered 3 mortal wounds this phase
    And "Foe" has 4 models left
    And player A has 0 CP

  Scenario: "Tank Shock" is Crushing Impact
    Given the units:
      | unit     | player | keywords | starting strength | W |
      | Predator | A      | VEHICLE  | 1                 | 11 |
      | Foe      | B      | INFANTRY | 5                 | 2 |
    And player A has 1 CP
    And it is player A's Charge phase
    And "Predator" declared a charge this phase
    And the dice for "Crushing Impact" will be 5, 6, 1, 2
    When "Predator" makes a charge move
    And player A uses the "Tank Shock" stratagem on "Predator" against "Foe"
    Then player A used the "Crushing Impact" stratagem
    And "Foe" suffered 2 mortal wounds this phase
    And "Predator" suffered 1 mortal wound this phase
    And "Predator" has 10 wounds left
    And "Foe" has 4 models left

  Scenario: Insane Bravery's roll is made and succeeds without a given result
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" succeeded automatically
    And player A used the "Insane Bravery" stratagem

  @faq
  Scenario: Can a battle-shocked unit be the target of Insane Bravery if a rule lets its player target it?
    Yes: the lift of 01.07's stratagem bar lets player A use it, and the roll succeeds.
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that lets you target it with your stratagems even though the unit is battle-shocked
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked

  Scenario: Without that rule a battle-shocked unit cannot take Insane Bravery
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 3
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And "Squad" is battle-shocked

  Scenario: A named reduction makes Counteroffensive cost 1CP
    Given player A has a rule "Veteran Command" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  @faq
  Scenario: Does a rule that makes your stratagems cost 0CP make Counteroffensive free?
    No. A set to 0 that does not name the stratagem makes it 1CP cheaper (URU v1.1).
    Given player A has a rule "Largesse" that sets the CP cost of your stratagems to 0
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    And the CP cost of the "Command Re-roll" stratagem for player A is 0

  Scenario: A cost is never raised more than 1 above the original
    Given player A has a rule "Tax" that increases the CP cost of the "Command Re-roll" stratagem by 2
    Then the CP cost of the "Command Re-roll" stratagem for player A is 2

  Scenario: Into the Fray is part of the original cost
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 2

  Scenario: An opponent's raised cost refuses a stratagem the player can no longer pay
    Given a unit "Squad"
    And player B has a rule "Tax" that increases the CP cost of your opponent's stratagems by 1
    And the stratagem "Rally":
      | CP     | 1               |
      | TARGET | one friendly unit |
    And player A has 1 CP
    Then the CP cost of the "Rally" stratagem for player A is 2
    And player A cannot use the "Rally" stratagem on "Squad" because player A does not have enough CP

  Scenario: Counteroffensive used this phase gives Fights First now
    Given a unit "Foe" for player B
    And "Foe" is engaged
    And it is player A's Fight phase
    And player B used the "Counteroffensive" stratagem on "Foe" this phase
    Then "Foe" has Fights First

  Scenario: Rapid Ingress is barred in the first battle round by its restrictions
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve", for exactly these reasons:
      | its restrictions forbid it |

  Scenario: Rapid Ingress makes the unit arrive, and it makes no other move before the next Charge phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then "Reserve" is not in strategic reserves
    And player A has 0 CP
    And "Reserve" cannot make a normal move because it made an ingress move and the next Charge phase has not started

  # ---- Property claims (§6, §12, §17, 18.7) ----

  Scenario: Any battle-shocked unit is refused any Action for its battle-shock
    Given any unit "Squad"
    And any Action "Hold"
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  @faq
  Scenario: Is a unit that started an Action and is now battle-shocked ever still performing it?
    Never, without a rule that lets it (18.9, second bullet).
    Given any unit "Squad"
    And any Action "Hold"
    And "Squad" started the "Hold" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is not performing the "Hold" Action

  Scenario: No lift of another bar lets a battle-shocked unit start an Action
    Given any unit "Squad"
    And "Squad" is battle-shocked
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And any rule "Loophole" for "Squad" that lifts one bar on starting Actions other than "it is battle-shocked"
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: Any unit in strategic reserves cannot arrive in the first battle round
    Given any unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is battle round 1
    Then "Reserve" cannot make an ingress move because it is the first battle round

  Scenario: Any unit that advanced this turn is refused every Action for it
    Given any unit "Squad"
    And any Action "Hold"
    And any moment
    And "Squad" made an advance move this turn
    Then "Squad" cannot start the "Hold" Action because it made an advance move this turn

  Scenario: Any battle-shocked unit of the player whose Command phase it is recovers on a large enough modifier
    Given any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is on the battlefield
    And "Squad" is battle-shocked
    And a rule modifies battle-shock rolls for "Squad" by +12
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  # ---- More players' questions (added after the first run) ----
  Scenario: The 16.01 shoot lock outlasts an Action that battle-shock ended
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Movement phase |
    And it is player A's Movement phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    And the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because it started an Action this turn

  Scenario: A rule that lets its owner re-roll battle-shock rolls takes the next result
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Second Wind" that lets you re-roll its battle-shock rolls
    And the battle-shock rolls for "Squad" will be 3, then 9
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 9

  Scenario: Command Re-roll never takes a battle-shock roll
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Command phase
    Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  Scenario: A unit that counts as battle-shocked is refused Actions and has OC -
    Given a unit "Squad"
    And "Squad" has an ability "Dread" that makes it count as battle-shocked
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked
    And "Squad" counts as battle-shocked
    And "Squad" has OC -

  Scenario: Event play caps CP gained from rules at 1 per battle round
    Given a unit "Squad"
    And a unit "Other"
    And the battle is played under the Event Companion
    And the Action "Requisition":
      | STARTS    | your Shooting phase |
      | USE LIMIT | no limit            |
      | COMPLETES | the end of the turn |
      | EFFECT    | you gain 1 CP       |
    And it is player A's Shooting phase
    When "Squad" starts the "Requisition" Action
    And "Other" starts the "Requisition" Action
    And the game advances to the end of the turn
    Then the effect of "Requisition" is resolved 2 times
    And player A has 1 CP

  Scenario: Heroic Intervention cannot take a VEHICLE that is neither CHARACTER nor WALKER
    Given the units:
      | unit  | player | keywords |
      | Tank  | A      | VEHICLE  |
      | Foe   | B      | INFANTRY |
    And player A has 1 CP
    And it is player B's Charge phase
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: A transport stated unable to take a unit refuses it
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
    And "Rhino" cannot take "Squad"
    And it is player A's Movement phase
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Rhino" because the TRANSPORT cannot take it

  Scenario: An Action with a marker restriction that does not hold may start
    Given a unit "Squad"
    And the Action "Sabotage":
      | STARTS       | your Shooting phase                                       |
      | RESTRICTIONS | not while exactly 1 operation marker is on the battlefield |
    And it is player A's Shooting phase
    Then "Squad" can start the "Sabotage" Action

  Scenario: Given dice may follow a When step
    Given the units:
      | unit  | player | keywords           |
      | Squad | A      | INFANTRY, GRENADES |
      | Foe   | B      | INFANTRY           |
      | Other | A      | INFANTRY, GRENADES |
    And player A has 2 CP
    And it is player A's Shooting phase
    When "Other" shoots
    Given the dice for "Explosives" will be 6, 6, 1, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Foe"
    Then "Foe" suffered 2 mortal wounds this phase
    And "Foe" has 4 models left

  Scenario: Counteroffensive is refused outside the Fight step
    Given a unit "Foe" for player B
    And "Foe" is engaged
    And player B has 2 CP
    And it is the Pile In step of player A's Fight phase
    Then player B cannot use the "Counteroffensive" stratagem on "Foe" because the stratagem cannot be used now

  Scenario: Insane Bravery costs CP as modified
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And player A has a rule "Bold" that reduces the CP cost of the "Insane Bravery" stratagem by 1
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked

  Scenario: Given hazard rolls may follow a When step
    Given a unit "Squad"
    And a unit "Other"
    And "Squad" is battle-shocked
    And "Squad" is engaged
    And it is player A's Movement phase
    When "Other" makes a normal move
    Given the hazard rolls for "Squad" will be 1, 1, 3, 4, 5
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" has 4 models left

  Scenario: Given advance rolls may follow a When step
    Given a unit "Squad"
    And a unit "Other"
    And it is player A's Movement phase
    When "Other" makes a normal move
    Given the advance roll for "Squad" will be 4
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 4

  # ---- Second round of players' questions ----
  Scenario: A rule that triggers at the start of your turn fires when the game reaches the start of that player's turn
    Given player B has a rule "Wake" that triggers at the start of your turn
    When the game advances to the start of player B's turn
    Then "Wake" triggers 1 time

  Scenario: An Action completing at the end of your turn completes at the end of player A's turn
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And the game advances to the end of player A's turn
    Then "Squad" completes the "Hold" Action

  Scenario: A unit does not take a battle-shock test in the opponent's Command phase for being below half-strength
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player B's Command phase
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll

  Scenario: Insane Bravery cannot be used in the opponent's Battle-shock step
    Given a unit "Squad"
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 3
    And it is player B's Command phase
    When player B's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And "Squad" is battle-shocked

  Scenario: A battle-shocked unit's Desperate Escape makes no battle-shock roll
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" is engaged
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 0 battle-shock rolls

  Scenario: Lifting the advance bar on Actions leaves the advance bar on charges
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Run and Work" that lets it start Actions even though it made an advance move this turn
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" can start the "Hold" Action
    And "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: Lifting the fall-back bar on shooting leaves the fall-back bar on Actions
    Given a unit "Squad"
    And "Squad" made a fall-back move this turn
    And "Squad" has an ability "Fire and Fade" that lets it shoot even though it made a fall-back move this turn
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: The opponent's stratagems may target a battle-shocked unit
    Given a unit "Foe" for player B
    And "Foe" is battle-shocked
    And the stratagem "Curse":
      | CP     | 1              |
      | TARGET | one enemy unit |
    And player A has 1 CP
    And it is player A's Shooting phase
    Then player A can use the "Curse" stratagem on "Foe"

  Scenario: Heroic Intervention refuses its player's battle-shocked unit
    Given the units:
      | unit  | player | keywords |
      | Squad | A      | INFANTRY |
      | Foe   | B      | INFANTRY |
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Charge phase
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad", for exactly these reasons:
      | the unit is battle-shocked |

  Scenario: An emergency disembark that does not end engaged
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Rhino | A      | VEHICLE, TRANSPORT | 1                 |
      | Squad | A      | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is not engaged
    And "Squad" is battle-shocked

  Scenario: Counteroffensive is judged against the Fight step
    Given the units:
      | unit  | player | keywords | engaged |
      | Squad | A      | INFANTRY | yes     |
      | Foe   | B      | INFANTRY | yes     |
    And player B has 2 CP
    And it is the Fight step of player A's Fight phase
    When "Squad" fights
    Then player B can use the "Counteroffensive" stratagem on "Foe"

  Scenario: A stratagem used this phase makes its target already targeted
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Rally":
      | CP     | 1 |
    And the stratagem "Steady":
      | CP     | 1 |
    And it is player A's Shooting phase
    And player A used the "Rally" stratagem on "Squad" this phase
    Then player A cannot use the "Steady" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    And player A cannot use the "Rally" stratagem on "Squad", for exactly these reasons:
      | it was already used this phase                          |
      | the unit was already targeted by a stratagem this phase |

  Scenario: A lift of the one-target limit needs no stratagem's name
    Given a unit "Squad"
    And "Squad" has an ability "Favoured" that lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase
    And player A has 2 CP
    And the stratagem "Rally":
      | CP     | 1 |
    And the stratagem "Steady":
      | CP     | 1 |
    And it is player A's Shooting phase
    And player A used the "Rally" stratagem on "Squad" this phase
    Then player A can use the "Steady" stratagem on "Squad"

  @faq
  Scenario: Does a rule that lets me reuse "your stratagems" in one phase let me use Rally twice?
    No: a lift of 15.01's once-per-phase limit works only for a stratagem it names (URU v1.1).
    Given a unit "Squad"
    And a unit "Other"
    And player A has a rule "Tactical Genius" that lets you use your stratagems even though it was already used this phase
    And player A has 2 CP
    And the stratagem "Rally":
      | CP     | 1 |
    And it is player A's Shooting phase
    And player A used the "Rally" stratagem on "Squad" this phase
    Then player A cannot use the "Rally" stratagem on "Other" because it was already used this phase

  Scenario: A rule's battle-shock modifier counts once on each roll, battle round after battle round
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And a rule modifies battle-shock rolls for "Squad" by -1
    And the battle-shock roll for "Squad" will be 6
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 6
