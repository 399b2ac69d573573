Feature: Official rulings as published answers: app FAQ and errata, Universal Rules Updates, Rules Appendix FAQs
  A tournament organiser's answers to the questions that the app's Core Rules FAQ and errata
  (rules data 912 and 931), the Universal Rules Updates v1.1, the Event Companion and the Rules
  Appendix FAQs settle, each written as a checked entry: concrete where the question is about
  one board, a claim about every case where it is general. Each answer names the clauses it
  rests on; its steps are the claims it makes.

  @faq
  Scenario: Does a rule that lets my unit pass Desperate Escape tests automatically spare it the hazard rolls?
    Yes. The app's FAQ (rules data 912) reads an automatic pass of Desperate Escape tests as
    covering the hazard rolls of that move (09.07, 06.03), so even five rolls of 1 cost nothing.

    Given a unit "Squad" for player A
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    And the hazard rolls for "Squad" will be 1, 1, 1, 1, 1
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 0 mortal wounds this phase
    And "Squad" has 5 models left

  @faq
  Scenario: Does passing Desperate Escape tests automatically also pass the battle-shock roll a Desperate Escape demands?
    No. The automatic pass reaches the hazard rolls only (app FAQ data 912); a unit that was not
    battle-shocked still makes the battle-shock roll 09.07 demands after a Desperate Escape, and
    a failed roll leaves it battle-shocked.

    Given a unit "Squad" for player A
    And "Squad" is engaged
    And "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    And the battle-shock roll for "Squad" will be 2
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked

  @faq
  Scenario: Can a battle-shocked unit complete an Action if a rule lets it start Actions while battle-shocked?
    Yes. The app's FAQ (rules data 912) reads a rule that lets a battle-shocked unit start
    Actions as also letting it carry on and complete one (01.07, 16.01).

    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fanatics" that lets it start Actions even though it is battle-shocked
    And the Action "Scan":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase
    When "Squad" starts the "Scan" Action
    And the game advances to the end of player A's turn
    Then "Squad" completes the "Scan" Action

  @faq
  Scenario: Does a unit that becomes battle-shocked while performing an Action carry on with it?
    No, unless a rule lets it start or perform Actions while battle-shocked. The app's FAQ
    (rules data 912) ends the Action the moment the unit becomes battle-shocked (01.07, 16.01).

    Given any unit "Squad"
    And the Action "Scan":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And "Squad" started the "Scan" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is not performing the "Scan" Action

  @faq
  Scenario: Does a rule that lets a unit perform Actions while battle-shocked keep its Action going?
    Yes, always: such a rule lifts exactly what battle-shock does to an Action in progress
    (app FAQ data 912; 18.3 item 1), whatever else is true of the unit.

    Given any unit "Squad"
    And the Action "Scan":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And "Squad" started the "Scan" Action this turn
    And "Squad" is battle-shocked
    And "Squad" has an ability "Zeal" that lets it perform Actions even though it is battle-shocked
    Then "Squad" is performing the "Scan" Action

  @faq
  Scenario: Does a unit whose Action ended through battle-shock count as having started an Action this turn?
    Yes. The Action ends when the unit becomes battle-shocked (app FAQ data 912), but its start
    still counts (16.01): besides being battle-shocked, the unit is barred from starting another
    Action this turn because it started one (its OC of '-' bars it too, 01.07).

    Given a unit "Squad" for player A
    And the Action "Scan":
      | STARTS | your Shooting phase |
    And the Action "Sweep":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" started the "Scan" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is not performing the "Scan" Action
    And "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is battle-shocked                |
      | its OC is 0 or -                    |
      | it started another action this turn |

  @faq
  Scenario: If my opponent's rule raises my stratagem's cost after I chose its target, do I pay the extra CP?
    Yes, if you can. A cost raised after the stratagem's targets are selected must be paid when
    the player has the CP (app FAQ data 912, 15.01): the stratagem is used and costs 2CP.

    Given a unit "Squad" for player A
    And player A has 2 CP
    And player B has a rule "Disruption":
      | WHEN   | each time your opponent uses a stratagem     |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then the effect of the "Fire Overwatch" stratagem is resolved
    And player A has 0 CP

  @faq
  Scenario: If my opponent's rule raises my stratagem's cost beyond my CP after I chose its target, is the stratagem used?
    It counts as used this phase, but nothing happens and no CP are spent (app FAQ data 912,
    15.01): the player cannot pay the raised cost, so its effect is not resolved, and the same
    stratagem cannot be used again in that phase.

    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And player A has 1 CP
    And player B has a rule "Disruption":
      | WHEN   | each time your opponent uses a stratagem     |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then the effect of the "Fire Overwatch" stratagem is not resolved
    And player A has 1 CP
    And player A cannot use the "Fire Overwatch" stratagem on "Scouts" because it was already used this phase

  @faq
  Scenario: Can rules that raise stratagem costs make Heroic Intervention with Into the Fray cost more than 3CP?
    No. Into the Fray's extra 1CP is part of the stratagem's original cost (app FAQ data 912),
    and a cost as modified is never more than 1CP above its original cost (15.01, app
    15.01.01), however many rules raise it.

    Given up to 3 rules "Tax" for player A that change the CP cost of the "Heroic Intervention" stratagem
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is at most 3

  @faq
  Scenario: Can rules that raise stratagem costs make Heroic Intervention without Into the Fray cost more than 2CP?
    No. Its original cost is 1CP, and the cost as modified is never more than 1CP above it
    (15.01, app 15.01.01).

    Given up to 3 rules "Tax" for player A that change the CP cost of the "Heroic Intervention" stratagem
    Then the CP cost of the "Heroic Intervention" stratagem for player A is at most 2

  @faq
  Scenario: Can an ability that secures an objective its unit controls at the end of my Movement phase secure one the unit only took then?
    Yes. The app's FAQ (rules data 912) lets the ability see the control determined at the end
    of that phase (14.02, 14.03), so an objective the unit took by moving onto it that phase is
    secured.

    Given the woods is an objective
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" is within the woods
    And "Squad" is within the woods
    And "Squad" has an ability "Hold the Line":
      | WHEN   | the end of your Movement phase           |
      | EFFECT | secures each objective it is controlling |
    And it is player A's Movement phase
    When the game advances to the end of player A's Movement phase
    Then player A controls the woods
    And player A has secured the woods

  @faq
  Scenario: Can a battle-shocked unit's ability secure the objective it stands on at the end of my Movement phase?
    No. A battle-shocked unit has OC '-' (01.07), so it controls nothing (14.02) and the ability
    that secures what its unit controls secures nothing (14.03).

    Given the woods is an objective
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And "Squad" is battle-shocked
    And "Squad" has an ability "Hold the Line":
      | WHEN   | the end of your Movement phase           |
      | EFFECT | secures each objective it is controlling |
    And it is player A's Movement phase
    When the game advances to the end of player A's Movement phase
    Then no player controls the woods
    And player A has not secured the woods

  @faq
  Scenario: Can a unit that disembarked this turn embark again if an ability lets it?
    Yes. An ability like Aerialists overrides 18.02's bar on a unit set up on the battlefield this
    turn (app FAQ data 912), even though 18.02 does not say "unless otherwise stated" (18.3 item 1).

    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And it is player A's Movement phase
    And "Squad" was set up on the battlefield this turn
    And "Squad" made a normal move this phase
    And "Squad" has an ability "Aerialists" that lets it embark even though it was set up on the battlefield this turn
    Then "Squad" can embark within "Rhino"
    And "Aerialists" changed that verdict

  @faq
  Scenario: Can a unit that disembarked this turn embark again without such an ability?
    No. 18.02 bars a unit set up on the battlefield this turn from embarking.

    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And it is player A's Movement phase
    And "Squad" was set up on the battlefield this turn
    And "Squad" made a normal move this phase
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  @faq
  Scenario: Does an embarked unit keep its abilities?
    Yes (app FAQ data 931): an ability that changes the unit's own OC stays in force while it is
    embarked.

    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    Then "Stubborn" is in force for "Squad"
    And "Squad" has OC 3

  @faq
  Scenario: Does the aura of a unit embarked within a transport reach the units around it?
    No. The unit keeps the ability (app FAQ data 931), but measuring to an embarked unit fails,
    so no unit is within range of its aura (22.01).

    Given a unit "Squad" for player A
    And a unit "Ancient" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Ancient" is embarked within "Rhino"
    And "Ancient" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Squad" has OC 2
    And "Banner" is not in force for "Squad"

  @faq
  Scenario: Does a rule that lets a unit disembark from a TRANSPORT that advanced also work after the TRANSPORT fell back?
    No. The Shock Disembark of the Universal Rules Updates v1.1 (18.07) names the advance only, so
    a lift of that bar lets the unit out after an advance move but not after a fall-back move.

    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Drop Ramp" that lets it make a disembark move even though its TRANSPORT made an advance or fall-back move this phase
    And it is player A's Movement phase in battle round 2
    And "Rhino" made a fall-back move this phase
    Then "Squad" cannot make a disembark move because its TRANSPORT made an advance or fall-back move this phase

  @faq
  Scenario: Can a unit disembark from a TRANSPORT that advanced when a rule grants a Shock Disembark?
    Yes (18.07, Universal Rules Updates v1.1); the unit cannot declare a charge that turn.

    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Drop Ramp" that lets it make a disembark move even though its TRANSPORT made an advance or fall-back move this phase
    And it is player A's Movement phase in battle round 2
    And "Rhino" made an advance move this phase
    Then "Squad" can make a disembark move
    And "Drop Ramp" changed that verdict

  @faq
  Scenario: Can a unit charge after a Rapid Disembark from a TRANSPORT that made a normal move, if a rule grants an Assault Disembark?
    Yes (18.06, Universal Rules Updates v1.1): the rule lifts the charge bar that a Rapid
    Disembark leaves; without it, the unit could not declare a charge that turn (18.04.01).

    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Assault Ramp" that lets it declare a charge even though it made a Rapid, Combat or emergency disembark this turn
    And it is player A's Movement phase in battle round 2
    When "Rhino" makes a normal move
    And "Squad" makes a disembark move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Assault Ramp" changed that verdict

  @faq
  Scenario: When a TRANSPORT is destroyed and there is nowhere else to set the unit inside up, can it end engaged?
    Yes, by the app's erratum to 18.05, when no other set-up is possible. It is still
    battle-shocked (18.05), and it cannot declare a charge that turn.

    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase in battle round 2
    When "Rhino" is destroyed and "Squad" makes an emergency disembark move that ends engaged
    Then "Squad" is engaged
    And "Squad" is battle-shocked
    And "Squad" is not embarked

  @faq
  Scenario: After a Heroic Intervention, can my unit make a charge move of its own?
    No. Heroic Intervention resolves the whole charge, its charge move included (app FAQ data
    912, 15.11); a further charge move would be a second one. The unit then has Fights First
    for the turn (11.04).

    Given a unit "Wardens" for player A
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Wardens"
    Then "Wardens" has Fights First
    And "Wardens" cannot make a charge move

  @faq
  Scenario Outline: Is a Heroic Intervention's charge roll capped at 6?
    Only with Into the Fray: then a charge roll above 6 after modifiers counts as 6 (15.11).
    Without it the roll stands, up to 12 (app 01.05.01).

    Given a unit "Wardens" for player A
    And a unit "Boyz" for player B
    And player A has 2 CP
    And the charge roll for "Wardens" will be 9
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on <use>
    Then the last charge roll for "Wardens" was <roll>

    Examples:
      | use                          | roll |
      | "Wardens" with Into the Fray | 6    |
      | "Wardens"                    | 9    |

  @faq
  Scenario: Is "Tank Shock" another stratagem than Crushing Impact, so that both can be used in one phase?
    No. The app's errata (rules data 912) name Crushing Impact "Tank Shock"; they are one
    stratagem (15.06), so once either name is used in a phase, neither can be used again in
    it (15.01).

    Given the units:
      | unit     | player | keywords | starting strength | W  |
      | Predator | A      | VEHICLE  | 1                 | 11 |
      | Foe      | B      | INFANTRY | 5                 | 2  |
    And player A has 2 CP
    And it is player A's Charge phase
    And "Predator" declared a charge this phase
    And the dice for "Crushing Impact" will be 5, 6, 1, 2
    When "Predator" makes a charge move
    And player A uses the "Crushing Impact" stratagem on "Predator" against "Foe"
    Then player A cannot use the "Tank Shock" stratagem on "Predator" because it was already used this phase

  @faq
  Scenario: Is "Grenades" the Explosives stratagem?
    Yes (app errata, rules data 912): a use under either name is a use of Explosives (15.05),
    and its effect is resolved as that stratagem's.

    Given a unit "Squad" for player A
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And player A has 1 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 5, 1, 1, 1, 1
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then player A used the "Explosives" stratagem
    And "Foe" suffered 2 mortal wounds this phase

  @faq
  Scenario: Does a rule that sets a named stratagem's cost to 0CP make it free?
    Yes. Only a rule that does not name the stratagem is read as 1CP less (Universal Rules
    Updates v1.1); a rule that names it sets it to 0CP (15.01, app 15.01.01).

    Given player A has a rule "Veteran Gunners" that sets the CP cost of the "Fire Overwatch" stratagem to 0
    Then the CP cost of the "Fire Overwatch" stratagem for player A is 0

  @faq
  Scenario: Can a rule that names a stratagem let me use it twice in one phase?
    Yes. A rule that lets a player reuse a stratagem works when it names that stratagem
    (Universal Rules Updates v1.1, 15.01).

    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And player A has 3 CP
    And player A has a rule "Sentinels" that lets you use the "Fire Overwatch" stratagem even though it was already used this phase
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A can use the "Fire Overwatch" stratagem on "Scouts"

  @faq
  Scenario: Can a rule that makes a stratagem cost 0CP take it below 0CP?
    No, whatever rules reduce or set it: a cost as modified is never below 0CP (15.01, app
    15.01.01).

    Given up to 3 rules "Discount" for player A that change the CP cost of the "Insane Bravery" stratagem
    Then the CP cost of the "Insane Bravery" stratagem for player A is at least 0

  @faq
  Scenario: Is a unit with no ranged weapons eligible to shoot?
    Yes (Rules Appendix FAQ): eligibility to shoot asks only that the unit is on the battlefield
    and not yet selected to shoot (10.02); the rules core holds no weapons, so no unit's weapons
    can bar it.

    Given any unit "Squad"
    And "Squad" is on the battlefield
    And "Squad" is not engaged
    And "Squad" made no move this turn
    And "Squad" has started no Action this turn
    And "Squad" belongs to player A
    And it is player A's Shooting phase
    Then "Squad" is eligible to shoot

  @faq
  Scenario: Can a unit that became engaged during the Fight step, and is unengaged again, still fight?
    No, unless it made a charge move (Rules Appendix FAQ on overrun fights): a unit that was not
    engaged at the start of the Fight step, became engaged and then unengaged is no longer
    eligible to fight (12.04).

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is the Fight step of player A's Fight phase
    When "Squad" becomes engaged
    And "Squad" is no longer engaged
    Then "Squad" is not eligible to fight

  @faq
  Scenario: Can a unit that charged, and is unengaged again during the Fight step, still fight?
    Yes. A unit that made a charge move this turn is eligible to fight whether or not it is
    engaged (12.04), so the Rules Appendix FAQ on overrun fights does not reach it.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" made a charge move this turn
    And it is the Fight step of player A's Fight phase
    When "Squad" is no longer engaged
    Then "Squad" is eligible to fight

  @faq
  Scenario: After my unit's consolidation move ends engaged with an enemy unit that has not fought, does that unit fight?
    Yes. The app's correction to 12.08 (rules data 931): each such enemy unit is selected to
    fight by its player before any other consolidation move is made.

    Given the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Lurkers  | B      | no      | no                 |
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |
    And "Wardens" cannot make a consolidation move because "Lurkers" must be selected to fight first

  @faq
  Scenario: After my unit's consolidation move ends engaged with an enemy unit that has already fought, does it fight again?
    No. The correction to 12.08 (app rules data 931) owes a selection only to enemy units not
    yet selected to fight this phase; the other consolidation moves go on.

    Given the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Boyz"
    Then no unit can be selected to fight next
    And "Wardens" can make a consolidation move

  @faq
  Scenario Outline: Can a player pass when their eligible unit is exactly 5" from an enemy unit?
    Only if it is more than 5" away. Passing needs every eligible unit of the player to be more
    than 5" from every enemy unit (Rules Appendix), and 5" is within 5" (app 01.04.01).

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And "Squad" was engaged at the start of the Fight step
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | <boyz> | 10 |
    And it is the Fight step of player A's Fight phase
    Then player A <verdict>

    Examples:
      | boyz | verdict    |
      | 16   | cannot pass |
      | 16.1 | can pass   |

  @faq
  Scenario: Can a modifier take a charge roll below 1?
    No. A roll's result after modifiers is never below 1 (app 01.05.01), so a charge roll of 2
    with -3 counts as 1.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has an ability "Slowed" that subtracts 3 from its charge rolls
    And the charge roll for "Squad" will be 2
    And it is player A's Charge phase
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 1

  @faq
  Scenario: Is a battle-shock roll capped at 12 like a charge roll?
    No. Only a charge roll is capped at 12 (app 01.05.01); a battle-shock roll of 12 with +2
    counts as 14 (01.06, 01.07).

    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that adds 2 to its battle-shock rolls
    And the battle-shock roll for "Squad" will be 12
    When the game advances to the end of player A's Command phase
    Then the last battle-shock roll for "Squad" was 14
    And "Squad" is not battle-shocked

  @faq
  Scenario: Is a charge roll of 12 with +1 a 13?
    No. A charge roll above 12 after modifiers counts as 12 (app 01.05.01).

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has an ability "Eager" that adds 1 to its charge rolls
    And the charge roll for "Squad" will be 12
    And it is player A's Charge phase
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  @faq
  Scenario: Does a triggered ability that states no duration last beyond the phase it resolved in?
    No. A triggered rule that states no duration lasts until the end of the phase it resolved
    in (app 01.02.02).

    Given a unit "Squad" for player A
    And "Squad" has an ability "Rousing Cry":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | adds 1 to its OC                 |
    And it is player A's Movement phase
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3
    When the game advances to player A's Charge phase
    Then "Squad" has OC 2

  @faq
  Scenario: Does an effect on a unit last while it is embarked and after it disembarks?
    Yes. An effect on a unit persists while it is embarked or in reserves, and after it is set up
    again, for the rest of its duration (20.02, app 01.02.02).

    Given a unit "Squad" for player A
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" has an ability "Rousing Cry":
      | WHEN     | the start of your Movement phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the end of the turn        |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" has OC 3
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3

  @faq
  Scenario: Does a unit's ability that makes my stratagems cheaper still work after the unit is destroyed?
    No. Destroyed units cannot use abilities (Rules Appendix, Destroyed; 18.3 item 10), so the
    cost is back to the stratagem's own.

    Given a unit "Squad" for player A
    And "Squad" has an ability "Tactician" that reduces the CP cost of the "Fire Overwatch" stratagem by 1
    Then the CP cost of the "Fire Overwatch" stratagem for player A is 0
    When "Squad" is destroyed
    Then the CP cost of the "Fire Overwatch" stratagem for player A is 1

  @faq
  Scenario: Once every model of a bodyguard is destroyed, does the attached unit keep the bodyguard's keywords?
    No. Destroyed models stop contributing their keywords (app rules data 931; Rules Appendix,
    Mixed Keywords): the leader left alone has only its own.

    Given a unit "Captain" for player A
    And "Captain" has the keywords INFANTRY, CHARACTER
    And a unit "Guards" for player A
    And "Guards" has the keywords INFANTRY, BATTLELINE
    And "Captain" is leading "Guards"
    Then "Guards" has the keyword BATTLELINE
    When 5 models of "Guards" are destroyed
    Then "Captain" does not have the keyword BATTLELINE

  @faq
  Scenario: Is a Captain left alone of an attached unit below half-strength though he has all his wounds?
    Yes (Rules Appendix, Starting Strength and Half-strength, its own example): the attached
    unit's starting strength counts every model, so the Captain alone is 1 of 6.

    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 0 models left
    Then "Captain" has a starting strength of 6
    And "Captain" is below half-strength

  @faq
  Scenario: Can Epic Challenge be used in the Pile In step?
    No. Its WHEN needs the unit selected to fight most recently, before its attacks are resolved
    (15.03); the Pile In step comes before any unit is selected to fight (12.03, 12.04).

    Given a unit "Captain" for player A
    And "Captain" has the keywords INFANTRY, CHARACTER
    And "Captain" is engaged
    And player A has 1 CP
    And it is the Pile In step of player A's Fight phase
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now

  @faq
  Scenario: Can I use Counteroffensive while my opponent's selected unit has not yet resolved its attacks?
    No. Its WHEN comes once an enemy unit has resolved its attacks, with no selection since
    (15.12); after that it can be used.

    Given the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Vanguard" is selected to fight
    Then player B cannot use the "Counteroffensive" stratagem on "Grots" because the stratagem cannot be used now
    When "Vanguard" resolves its attacks
    Then player B can use the "Counteroffensive" stratagem on "Grots"

  @faq
  Scenario: In event play, can an ability give me a second CP in the same battle round?
    No. Under the Event Companion a player gains at most 1CP per battle round from rules other
    than Gain Core CP (08.02); the second is not gained. Outside event play it is.

    Given a unit "Squad" for player A
    And "Squad" has an ability "Tithe":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | you gain 1 CP                    |
    And player A has a rule "Reserve Stocks":
      | WHEN   | the start of your Charge phase |
      | EFFECT | you gain 1 CP                  |
    And the battle is played under the Event Companion
    And it is player A's Movement phase in battle round 2
    When the game advances to player A's Fight phase
    Then player A has 1 CP
