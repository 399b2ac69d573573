Feature: 18 Rules that change rules, written from the contract by an outside author
  Each scenario was written from contract section 18 and the Core Rules alone, its answer
  worked out by hand before it was run. Names carry the clause they exercise.

  Scenario: 18.2 An ability that adds 1 to its OC raises the unit's OC
    Given a unit "Squad"
    Given "Squad" has an ability "Stalwart" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Stalwart" is in force for "Squad"

  Scenario: 18.3 item 3 A battle-shocked unit's OC is - whatever adds to it
    Given a unit "Squad"
    Given "Squad" has an ability "Stalwart" that adds 1 to its OC
    Given "Squad" is battle-shocked
    Then "Squad" has OC -

  Scenario: 18.3 item 3 Sets come before additions
    Given a unit "Squad"
    Given "Squad" has an ability "Hesitant" that sets its OC to 1
    Given player A has a rule "Banner of Faith" that adds 2 to its OC
    Then "Squad" has OC 3

  Scenario: 18.3 item 3 OC is never below 0 after modifiers
    Given a unit "Squad"
    Given player B has a rule "Terror":
      | TARGET | each enemy unit       |
      | EFFECT | subtracts 3 from its OC |
    Then "Squad" has OC 0

  Scenario: 18.3 item 3 A characteristic set to 0 takes no other modifier
    Given a unit "Squad"
    Given "Squad" has an ability "Pinned" that sets its OC to 0
    Given "Squad" has an ability "Stalwart" that adds 1 to its OC
    Then "Squad" has OC 0

  Scenario: 18.2 Improving Ld 6+ by 1 gives 5+
    Given a unit "Squad"
    Given "Squad" has Ld 6+
    Given "Squad" has an ability "Disciplined" that improves its Ld by 1
    Then "Squad" has Ld 5+

  Scenario: 18.3 item 3 A wound characteristic modified up changes W but not wounds left
    Given a unit "Hero"
    Given "Hero" has a starting strength of 1
    Given "Hero" has W 4
    Given "Hero" has 2 wounds left
    Given "Hero" has an enhancement "Iron Halo" that adds 1 to its W
    Then "Hero" has W 5
    And "Hero" has 2 wounds left

  Scenario: 18.3 item 4 A modifier to battle-shock rolls turns a failed roll into a pass
    Given a unit "Squad"
    Given "Squad" has Ld 7+
    Given "Squad" has an ability "Steady" that adds 1 to its battle-shock rolls
    Given the battle-shock roll for "Squad" will be 6
    When "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 7
    And the battle-shock roll for "Squad" is modified by +1
    And "Steady" changed that verdict

  Scenario: 18.3 item 4 A re-roll comes before the roll's result is judged and takes the next result
    Given a unit "Squad"
    Given "Squad" has Ld 6+
    Given "Squad" has an ability "Unbreakable" that lets you re-roll its battle-shock rolls
    Given the battle-shock rolls for "Squad" will be 4, then 8
    When "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 8

  Scenario: 18.3 item 4 An advance roll below 1 after modifiers is 1
    Given it is player A's Movement phase
    Given a unit "Squad"
    Given player B has a rule "Mire":
      | TARGET | each enemy unit                   |
      | EFFECT | subtracts 3 from its advance rolls |
    Given the advance roll for "Squad" will be 2
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 1

  Scenario: 18.3 item 4 A charge roll above 12 after modifiers is 12
    Given it is player A's Charge phase
    Given a unit "Squad"
    Given "Squad" has an ability "Fury" that adds 2 to its charge rolls
    Given the charge roll for "Squad" will be 11
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  Scenario: 18.3 item 4 A roll that succeeds automatically needs no given result
    Given a unit "Squad"
    Given "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    When "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" succeeded automatically

  Scenario: 18.3 item 4 Passing Desperate Escape tests automatically covers that move's hazard rolls
    Given it is player A's Movement phase
    Given a unit "Squad"
    Given "Squad" is engaged
    Given "Squad" is battle-shocked
    Given "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    Given the hazard rolls for "Squad" will be 1, 2, 3, 4, 5
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" has 5 models left
    And "Squad" suffered 0 mortal wounds this phase

  Scenario: 06.03 Without such a rule each failed hazard roll of a Desperate Escape is a mortal wound
    Given it is player A's Movement phase
    Given a unit "Squad"
    Given "Squad" is engaged
    Given "Squad" is battle-shocked
    Given the hazard rolls for "Squad" will be 1, 2, 3, 4, 5
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" suffered 2 mortal wounds this phase

  Scenario: 18.3 item 1 A lift of battle-shock lets a battle-shocked unit start an Action
    Given the Action "Raise Banner":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Given "Squad" has an ability "Zealots" that lets it start Actions even though it is battle-shocked
    Then "Squad" can start the "Raise Banner" Action

  Scenario: 18.3 item 1 The lift of battle-shock does not lift an OC of 0 the unit has anyway
    Given the Action "Raise Banner":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given "Squad" has OC 0
    Given "Squad" is battle-shocked
    Given "Squad" has an ability "Zealots" that lets it start Actions even though it is battle-shocked
    Then "Squad" cannot start the "Raise Banner" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: 18.3 item 1 Lifting one bar never lifts another
    Given the Action "Raise Banner":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Given "Squad" is engaged
    Given "Squad" has an ability "Zealots" that lets it start Actions even though it is battle-shocked
    Then "Squad" cannot start the "Raise Banner" Action because it is engaged
    And "Squad" is not refused the "Raise Banner" Action because it is battle-shocked

  Scenario: 18.3 item 2 An enemy rule that forbids a charge adds its own reason
    Given a unit "Squad"
    Given player B has a rule "Suppression":
      | TARGET | each enemy unit                |
      | EFFECT | forbids it to declare a charge |
    Then "Squad" is not eligible to declare a charge because "Suppression" forbids it

  Scenario: 18.3 item 2 A lift that names the forbidding rule wins
    Given a unit "Squad"
    Given player B has a rule "Suppression":
      | TARGET | each enemy unit                |
      | EFFECT | forbids it to declare a charge |
    Given "Squad" has an ability "Heedless" that lets it declare a charge even though "Suppression" forbids it
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 2 A lift of a core reason never lifts a rule's bar
    Given a unit "Squad"
    Given "Squad" made an advance move this turn
    Given player B has a rule "Suppression":
      | TARGET | each enemy unit                |
      | EFFECT | forbids it to declare a charge |
    Given "Squad" has an ability "Assault Doctrine" that lets it declare a charge even though it made an advance move this turn
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Suppression" forbids it |

  Scenario: Can a unit that counts as not having advanced declare a charge?
    18.3 item 6: counting as not having made an advance move changes the fact for every rule.
    Given a unit "Squad"
    Given "Squad" made an advance move this turn
    Given "Squad" has an ability "Swift Assault" that makes it count as not having made an advance move this turn
    Then "Squad" is eligible to declare a charge
    And "Swift Assault" changed that verdict

  Scenario: 18.3 item 6 A keyword counted as not had no longer bars an Action
    Given the Action "Raise Banner":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase
    Given a unit "Walker"
    Given "Walker" has the keyword AIRCRAFT
    Given "Walker" has an ability "Grounded" that makes it count as not having the keyword AIRCRAFT
    Then "Walker" does not have the keyword AIRCRAFT
    And "Walker" can start the "Raise Banner" Action

  Scenario Outline: 18.1 A rule WHEN always is in force only while its CONDITION holds (<where>)
    Given a unit "Squad"
    Given "Squad" has an ability "Dig In":
      | CONDITION | it is within the ruin |
      | EFFECT    | adds 1 to its OC      |
    Given "Squad" is within <where>
    Then "Squad" has OC <oc>

    Examples:
      | where      | oc |
      | the ruin   | 3  |
      | the crater | 2  |

  Scenario: 18.3 item 10 A triggered effect lasts until the end of the phase it resolved in unless stated
    Given a unit "Squad"
    Given player A has a rule "Inspiring Presence":
      | WHEN   | the start of your Movement phase |
      | EFFECT | adds 1 to its OC                 |
    When the game advances to player A's Movement phase
    Then "Squad" has OC 3
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2
    And "Inspiring Presence" is not in force for "Squad"

  Scenario: 18.3 item 10 An effect until the end of the turn outlasts its phase but not its turn
    Given a unit "Squad"
    Given player A has a rule "Battle Focus":
      | WHEN   | the start of your Movement phase              |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    When the game advances to player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10 A rule is not in force after its source is destroyed
    Given a unit "Ancient"
    Given a unit "Squad"
    Given "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Given "Squad" is within range of "Standard"
    Then "Squad" has OC 3
    When "Ancient" is destroyed
    Then "Squad" has OC 2

  Scenario: 18.3 item 11 An aura applies once however many of its sources are in range
    Given a unit "Ancient"
    Given a unit "Ancient 2"
    Given a unit "Squad"
    Given "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Given "Ancient 2" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Given "Squad" is within range of "Standard" of "Ancient"
    Given "Squad" is within range of "Standard" of "Ancient 2"
    Then "Squad" has OC 3

  Scenario: 18.3 item 11 A unit out of an aura's range is not in its TARGET
    Given a unit "Ancient"
    Given a unit "Squad"
    Given "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Squad" has OC 2
    And "Standard" is not in force for "Squad"

  Scenario: 18.3 item 7 A rule that gives Fights First makes a Fights First unit
    Given a unit "Squad"
    Given "Squad" has an ability "Lightning Reflexes" that gives it Fights First
    Then "Squad" has Fights First

  Scenario: 18.1 A leader ability is in force for the unit it is leading
    Given a unit "Captain"
    Given a unit "Intercessors"
    Given "Captain" is leading "Intercessors"
    Given "Captain" has a leader ability "Rites of Battle" that adds 1 to its OC
    Then "Rites of Battle" is in force for "Intercessors"

  Scenario: 18.3 item 8 A rule that reduces a named stratagem's cost
    Given player A has a rule "Tactical Genius" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  Scenario Outline: 18.3 item 8 Making an unnamed stratagem free makes it 1CP cheaper (<stratagem>)
    Given player A has a rule "Strategic Mastery" that sets the CP cost of your stratagems to 0
    Then the CP cost of the "<stratagem>" stratagem for player A is <cost>

    Examples:
      | stratagem        | cost |
      | Counteroffensive | 1    |
      | Command Re-roll  | 0    |

  Scenario: 18.3 item 8 A named stratagem set to 0 costs 0
    Given player A has a rule "Tactical Genius" that sets the CP cost of the "Counteroffensive" stratagem to 0
    Then the CP cost of the "Counteroffensive" stratagem for player A is 0

  Scenario: 18.3 item 8 A cost is never raised more than 1 above the original
    Given player B has a rule "Jamming" that increases the CP cost of your opponent's stratagems by 1
    Given player B has a rule "Interference" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 3

  Scenario: 18.3 item 8 A cost raised before the use refuses it for want of CP
    Given the stratagem "Go to Ground":
      | CP     | 1                                                     |
      | EFFECT | until the end of the phase, gives it the benefit of cover |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given player A has 1 CP
    Given player B has a rule "Jamming" that increases the CP cost of your opponent's stratagems by 1
    Then player A cannot use the "Go to Ground" stratagem on "Squad" because player A does not have enough CP

  Scenario: What happens when an opponent's rule raises the cost after the stratagem is selected and the player cannot pay?
    App FAQ data 912 and 18.3 item 8: no CP is spent, the effect is not resolved, and the
    stratagem still counts as used this phase.
    Given the stratagem "Go to Ground":
      | CP     | 1                                                     |
      | EFFECT | until the end of the phase, gives it the benefit of cover |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given player A has 1 CP
    Given player B has a rule "Interference":
      | WHEN   | each time your opponent uses a stratagem        |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    When player A uses the "Go to Ground" stratagem on "Squad"
    Then player A has 1 CP
    And "Squad" does not have the benefit of cover
    And player A cannot use the "Go to Ground" stratagem on "Squad" because it was already used this phase

  Scenario: 18.3 item 8 A raised cost the player can pay is paid
    Given the stratagem "Go to Ground":
      | CP     | 1                                                     |
      | EFFECT | until the end of the phase, gives it the benefit of cover |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given player A has 3 CP
    Given player B has a rule "Interference":
      | WHEN   | each time your opponent uses a stratagem        |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    When player A uses the "Go to Ground" stratagem on "Squad"
    Then player A has 1 CP
    And "Squad" has the benefit of cover

  Scenario: 18.4 A declared stratagem's effect lasts until the end of the phase
    Given the stratagem "Go to Ground":
      | CP     | 1                                                     |
      | WHEN   | your opponent's Shooting phase                        |
      | EFFECT | until the end of the phase, gives it the benefit of cover |
    Given it is player B's Shooting phase
    Given a unit "Squad"
    Given player A has 1 CP
    When player A uses the "Go to Ground" stratagem on "Squad"
    Then "Squad" has the benefit of cover
    When the game advances to player B's Charge phase
    Then "Squad" does not have the benefit of cover

  Scenario: Can a rule let me reuse a stratagem in the same phase without naming it?
    URU v1.1 (18.3 item 9): a lift of "it was already used this phase" works only for a
    stratagem it names.
    Given the stratagem "Go to Ground":
      | CP | 1 |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given a unit "Scouts"
    Given player A has 2 CP
    Given player A used the "Go to Ground" stratagem on "Squad" this phase
    Given player A has a rule "Flexible Command" that lets you use your stratagems even though it was already used this phase
    Then player A cannot use the "Go to Ground" stratagem on "Scouts" because it was already used this phase

  Scenario: 18.3 item 9 A lift of the once-per-phase limit that names the stratagem works
    Given the stratagem "Go to Ground":
      | CP | 1 |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given a unit "Scouts"
    Given player A has 2 CP
    Given player A used the "Go to Ground" stratagem on "Squad" this phase
    Given player A has a rule "Flexible Command" that lets you use the "Go to Ground" stratagem even though it was already used this phase
    Then player A can use the "Go to Ground" stratagem on "Scouts"

  Scenario: 18.3 item 9 The one-stratagem-per-unit limit is lifted without naming a stratagem
    Given the stratagem "Go to Ground":
      | CP | 1 |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given player A has 1 CP
    Given "Squad" was targeted by a stratagem this phase
    Given "Squad" has an ability "Veterans" that lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase
    Then player A can use the "Go to Ground" stratagem on "Squad"

  Scenario: 18.2 A rule can let its player target a battle-shocked unit with stratagems
    Given the stratagem "Go to Ground":
      | CP | 1 |
    Given it is player A's Shooting phase
    Given a unit "Squad"
    Given player A has 1 CP
    Given "Squad" is battle-shocked
    Given "Squad" has an ability "Stubborn" that lets you target it with your stratagems even though the unit is battle-shocked
    Then player A can use the "Go to Ground" stratagem on "Squad"

  Scenario: 18.2 A rule that gains CP at the start of the Command phase adds to Core CP
    Given player A has a rule "Supply Drop":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    When player A's Command phase is resolved
    Then player A has 2 CP
    And player B has 1 CP

  Scenario: 18.3 item 13 Under the Event Companion at most 1CP per battle round comes from other rules
    Given the battle is played under the Event Companion
    Given player A has a rule "Supply Drop":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    Given player A has a rule "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    When player A's Command phase is resolved
    Then player A has 2 CP

  Scenario: 18.1 RESTRICTIONS once per battle round stops a rule that triggers in both turns
    Given player A has a rule "Tithe":
      | WHEN         | the start of the Movement phase |
      | EFFECT       | you gain 1 CP                   |
      | RESTRICTIONS | once per battle round           |
    When battle round 2 is played
    Then player A has 6 CP
    And player B has 4 CP

  Scenario: 18.4 A rule whose words are outside the vocabulary is traced only
    Given a unit "Squad"
    Given "Squad" has an ability "Oath of Moment":
      | EFFECT | traced: re-roll hit rolls against one enemy unit |
    Then "Oath of Moment" is traced only
    And "Squad" has OC 2

  Scenario: 18.5 No rule changed a verdict that no rule touches
    Given a unit "Squad"
    Given "Squad" has an ability "Stalwart" that adds 1 to its OC
    Then "Squad" is eligible to declare a charge
    And no rule changed that verdict
    And "Stalwart" did not change that verdict

  Scenario: 18.7 A rule that lifts one bar other than engagement never lets an engaged unit charge
    Given a unit "Squad"
    Given any rule "Drawn" for "Squad" that lifts one bar on declaring a charge other than "it is engaged"
    Given a unit "Squad"
    Given "Squad" is engaged
    Then "Squad" is not eligible to declare a charge

  Scenario: 18.7 No modifier to OC gives a battle-shocked unit an OC
    Given a unit "Squad"
    Given any rule "Drawn" for "Squad" that modifies its OC
    Given "Squad" is battle-shocked
    Then "Squad" has OC -

  Scenario: 18.3 item 11 The same aura from a second source still applies after the first is destroyed
    Given a unit "Ancient"
    Given a unit "Ancient 2"
    Given a unit "Squad"
    Given "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Given "Ancient 2" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Given "Squad" is within range of "Standard" of "Ancient"
    Given "Squad" is within range of "Standard" of "Ancient 2"
    When "Ancient" is destroyed
    Then "Squad" has OC 3

  Scenario: 18.3 item 4 A battle-shock roll that passes is not re-rolled
    Given a unit "Squad"
    Given "Squad" has Ld 6+
    Given "Squad" has an ability "Unbreakable" that lets you re-roll its battle-shock rolls
    Given the battle-shock rolls for "Squad" will be 7, then 2
    When "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 7
