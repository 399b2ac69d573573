Feature: Official rulings as published answers: durations, reserves, the order of fighting and mission caps
  More of a tournament organiser's answers to questions the app's digital clarifications, the
  Rules Appendix and the Event Companion's mission-deck FAQ settle: how long an effect lasts,
  what reserves keep and lose, who fights, and what a mission's caps cut. Each answer is
  checked by its steps.

  @faq
  Scenario Outline: Does an effect that lasts until the start of my next Command phase help my next battle-shock roll?
    No. An effect that lasts until the start of your next Command phase ends at the start of
    that phase, before its Battle-shock step (app 01.02.02, 08.01, 08.03); an effect that lasts
    to the end of the battle still applies there.

    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Steady":
      | WHEN     | the start of your Shooting phase |
      | EFFECT   | adds 2 to its battle-shock rolls |
      | DURATION | <duration>                       |
    And the battle-shock roll for "Squad" will be 5
    And it is player A's Movement phase
    When the game advances to player A's Shooting phase
    And the game advances to the end of player A's Command phase
    Then the last battle-shock roll for "Squad" was <roll>

    Examples:
      | duration                             | roll |
      | until the start of your next Command phase | 5    |
      | until the end of the battle          | 7    |

  @faq
  Scenario: Does a rule that adds to OC give a battle-shocked unit an OC?
    No. A battle-shocked unit's OC is '-' (01.07), and a characteristic of '-' takes no other
    modifier (app 02.02.01).

    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    Then "Squad" has OC -

  @faq
  Scenario: Does a battle-shocked unit that counts as not battle-shocked get its OC back?
    Yes. Counting as not battle-shocked changes the fact for every rule that reads it (18.3
    item 6), so 01.07 no longer makes its OC '-' and its other modifiers apply.

    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fearless" that makes it count as not battle-shocked
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    Then "Squad" has OC 3

  @faq
  Scenario: Does a leader's Fights First make the whole attached unit fight first?
    No. A unit fights first only while every model in it has the ability (24.13): with the
    leader alone having it, the attached unit is not a Fights First unit until the bodyguard's
    last model is destroyed.

    Given a unit "Captain" for player A
    And a unit "Guards" for player A
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    Then "Guards" does not have Fights First
    When 5 models of "Guards" are destroyed
    Then "Captain" has Fights First

  @faq
  Scenario: Can a destroyed unit still be selected to fight?
    No. Destroyed units cannot be selected by rules (Rules Appendix, Destroyed), so it is no
    longer among the units eligible to fight (12.04).

    Given the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Vanguard" is selected to fight
    And "Boyz" is destroyed
    And "Vanguard" resolves its attacks
    Then player B selects the next unit to fight
    And "Boyz" cannot be selected to fight next because it is not on the battlefield
    And the units that can be selected to fight next are:
      | Grots |

  @faq
  Scenario: Does a secured objective stay mine when my opponent's level of control only ties mine?
    Yes. A secured objective stays its player's until, at the end of a phase, the opponent's
    level of control is higher (14.03); a tie is not higher.

    Given the woods is an objective
    And player A has secured the woods
    And a unit "Boyz" for player B
    And "Boyz" is within the woods
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A controls the woods

  @faq
  Scenario: Does a secured objective stay mine when my opponent's level of control is higher at the end of a phase?
    No. At the end of a phase in which the opponent's level of control is higher, the
    objective is no longer secured (14.03), and the opponent controls it (14.02).

    Given the woods is an objective
    And player A has secured the woods
    And a unit "Boyz" for player B
    And "Boyz" is within the woods
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player B controls the woods
    And player A has not secured the woods

  @faq
  Scenario: Does a unit that advanced, was put back into reserves and arrived again this turn still count as having advanced?
    Yes. A unit set up again in the turn it advanced still counts as having advanced (20.02), so
    it cannot start an Action that turn (16.01).

    Given a unit "Squad" for player A
    And the Action "Scan":
      | STARTS | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    And "Squad" made an advance move this turn
    And "Squad" is in strategic reserves
    And "Squad" is a repositioned unit
    When "Squad" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Scan" Action because it made an advance move this turn

  @faq
  Scenario Outline: Is a unit still in strategic reserves at the end of battle round 3 destroyed?
    Yes, unless it is a repositioned unit (20.04): reserves that never made an ingress move are
    destroyed at the end of the third battle round.

    Given a unit "Squad" for player A
    And "Squad" is in strategic reserves
    And "Squad" <repositioned>
    And it is player B's Shooting phase in battle round 3
    When the game advances to the start of battle round 4
    Then "Squad" <fate>

    Examples:
      | repositioned              | fate             |
      | is not a repositioned unit | is destroyed     |
      | is a repositioned unit     | is not destroyed |

  @faq
  Scenario Outline: Can a unit with Deep Strike arrive in my opponent's deployment zone?
    From the second battle round on, yes (24.09). Reserves never arrive in the first battle
    round unless a rule says so (20.03), Deep Strike or not; without Deep Strike a unit cannot
    be set up in the opponent's deployment zone before the third battle round (20.04).

    Given a unit "Squad" for player A
    And "Squad" is in strategic reserves
    And "Squad" <deep strike>
    And it is player A's Movement phase in battle round <round>
    Then "Squad" <verdict>

    Examples:
      | deep strike                    | round | verdict                                                                                                    |
      | has the Deep Strike ability    | 2     | can make an ingress move into player B's deployment zone                                                   |
      | has the Deep Strike ability    | 1     | cannot make an ingress move into player B's deployment zone because it is the first battle round           |
      | has the keyword INFANTRY       | 2     | cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round |
      | has the keyword INFANTRY       | 3     | can make an ingress move into player B's deployment zone                                                   |

  @faq
  Scenario: Can Rapid Ingress bring in an AIRCRAFT unit?
    No. Rapid Ingress cannot target an AIRCRAFT unit (15.07).

    Given a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Jet" because it is not a unit the stratagem can target

  @faq
  Scenario: Is an award at the end of the battle cut by the per-battle-round cap?
    No (Event Companion mission-deck FAQ): the per-battle-round cap does not reach awards at
    the end of the battle, but the per-battle cap still does.

    Given a unit "Squad" for player A
    And the ruin is an objective
    And "Squad" is within the ruin
    And the mission lasts 1 battle round
    And the VP caps:
      | secondary per battle round | 5  |
      | secondary per battle       | 12 |
    And player A has the secondary mission "Hold":
      | scores at             | VP |
      | the end of your turn  | 5  |
      | the end of the battle | 10 |
    And it is player A's Fight phase
    When the game advances to the end of the battle round
    Then player A scores 12 VP for "Hold"

  @faq
  Scenario: Does a unit that was embarked when its TRANSPORT arrived survive the end of battle round 3?
    Yes (20.04): units embarked within a TRANSPORT that made an ingress move are not destroyed
    with the reserves that never arrived.

    Given a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A
    And "Rhino" made an ingress move earlier in the battle
    And "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase in battle round 3
    When the game advances to the start of battle round 4
    Then "Squad" is not destroyed
    And "Squad" is embarked within "Rhino"

  @faq
  Scenario: Does an effect on a unit last while it is in strategic reserves?
    Yes. Effects on a unit persist while it is in strategic reserves and after it is set up
    again, for the rest of their duration (20.02, app 01.02.02).

    Given a unit "Squad" for player A
    And "Squad" has an ability "Rousing Cry":
      | WHEN     | the start of your Movement phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the end of the turn        |
    And "Squad" is in strategic reserves
    And "Squad" is a repositioned unit
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" makes an ingress move
    Then "Squad" has OC 3

  @faq
  Scenario: Does a rule that lets a battle-shocked unit start Actions also let a unit whose OC is 0 start one?
    No. Such a rule lifts the OC bar only where battle-shock alone makes the OC '-' (app FAQ
    data 912, 01.07); a unit whose OC would be 0 anyway is still refused (16.01).

    Given a unit "Squad" for player A
    And the Action "Scan":
      | STARTS | your Shooting phase |
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fanatics" that lets it start Actions even though it is battle-shocked
    And "Squad" has an ability "Burdened" that sets its OC to 0
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Scan" Action, for exactly these reasons:
      | its OC is 0 or - |

  @faq
  Scenario: Can a battle-shocked unit whose OC a rule raises from 0 start an Action under such a rule?
    Yes. Without the battle-shock its OC would be 1, so only 01.07 makes it '-', and the rule
    that lets it start Actions while battle-shocked lifts that bar too (app FAQ data 912; 18.3
    items 1 and 3).

    Given a unit "Squad" for player A
    And "Squad" has OC 0
    And the Action "Scan":
      | STARTS | your Shooting phase |
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fanatics" that lets it start Actions even though it is battle-shocked
    And "Squad" has an ability "Rousing" that adds 1 to its OC
    And it is player A's Shooting phase
    Then "Squad" can start the "Scan" Action
    And "Fanatics" changed that verdict

  @faq
  Scenario: Does a battle-shocked unit that a rule lets start Actions control the objective it stands on?
    No. The rule lets it start and complete Actions, but its OC stays '-' for every other rule
    (01.07, 14.02), so it adds nothing to its player's level of control.

    Given the woods is an objective
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fanatics" that lets it start Actions even though it is battle-shocked
    And it is player A's Movement phase
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC -
    And no player controls the woods

  @faq
  Scenario: Does a rule that lets a battle-shocked unit perform Actions also let it start one?
    No. Such a rule lifts only what battle-shock does to an Action already started (app FAQ data
    912; 18.3 item 1); starting one is still barred (16.01, 01.07).

    Given a unit "Squad" for player A
    And the Action "Scan":
      | STARTS | your Shooting phase |
    And "Squad" is battle-shocked
    And "Squad" has an ability "Zeal" that lets it perform Actions even though it is battle-shocked
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Scan" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  @faq
  Scenario: If my unit recovers from battle-shock before its Action would complete, does the Action complete?
    No. The Action ended when the unit became battle-shocked (app FAQ data 912); recovering
    later does not bring it back (01.07, 16.01).

    Given a unit "Squad" for player A
    And the Action "Scan":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And "Squad" has an ability "Rally":
      | WHEN   | the end of your Shooting phase |
      | EFFECT | ends its battle-shock          |
    And it is player A's Shooting phase
    When "Squad" starts the "Scan" Action
    And "Squad" becomes battle-shocked
    And the game advances to the end of player A's turn
    Then "Squad" is not battle-shocked
    And "Squad" does not complete the "Scan" Action

  @faq
  Scenario: If my opponent's rule has already raised my stratagem's cost beyond my CP, can I use it?
    No. A cost raised before the use is compared with the player's CP (15.01 step 2), so the
    use is refused; unlike a cost raised after the targets are selected (app FAQ data 912), the
    stratagem is not used at all.

    Given a unit "Squad" for player A
    And player A has 1 CP
    And player B has a rule "Tithes" that increases the CP cost of your opponent's stratagems by 1
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because player A does not have enough CP

  @faq
  Scenario Outline: Can a rule let me use Insane Bravery a second time in a battle?
    Only a rule that names it (Universal Rules Updates v1.1): a lift of a stratagem's
    restrictions written for "your stratagems" lifts nothing, and the once-per-battle limit of
    Insane Bravery (15.04) stands.

    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And player A has 1 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And player A has a rule "Unbreakable" that lets you use <stratagems> even though its restrictions forbid it
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    And it is player A's Movement phase
    When the game advances to the end of player A's Command phase
    Then "Squad" <state>

    Examples:
      | stratagems                           | state                  |
      | the "Insane Bravery" stratagem       | is not battle-shocked  |
      | your stratagems                      | is battle-shocked      |

  @faq
  Scenario: Can any rule that modifies OC give a battle-shocked unit an OC?
    No. However many rules add to, subtract from or set its OC, a battle-shocked unit's OC is
    '-' (01.07; app 02.02.01: '-' takes no other modifier).

    Given any unit "Squad"
    And "Squad" is battle-shocked
    And up to 3 rules "Shift" for "Squad" that modify its OC
    Then "Squad" has OC -

  @faq
  Scenario: Can Epic Challenge be used on a unit my opponent's consolidation made me select to fight?
    Yes. A unit selected to fight because an enemy consolidation ended engaged with it (12.08,
    app rules data 931) is the unit selected most recently, so Epic Challenge's WHEN holds until
    its attacks are resolved (15.03).

    Given the units:
      | unit     | player | keywords             | engaged | made a charge move |
      | Vanguard | A      | INFANTRY             | yes     | no                 |
      | Boyz     | B      | INFANTRY             | yes     | no                 |
      | Warboss  | B      | INFANTRY, CHARACTER  | no      | no                 |
    And player B has 1 CP
    And it is the Consolidate step of player A's Fight phase in battle round 2
    And "Vanguard" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Warboss"
    And "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"

  @faq
  Scenario: Does a rule that reads "within range of an objective marker" count a terrain-area objective?
    Yes. Outside the Core Rules, "objective marker" means any objective (app rules data 931),
    so a unit within a terrain area that is an objective is within range of one (14.01, 14.02).

    Given the woods is an objective
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And "Squad" has an ability "Dug In":
      | CONDITION | it is within range of an objective marker |
      | EFFECT    | adds 1 to its OC                          |
    Then "Squad" has OC 3
    And "Dug In" is in force for "Squad"

  @faq
  Scenario: Does a rule that reads "within range of an objective marker" count a unit away from every objective?
    No: the unit is within range of no objective (14.02), so the condition does not hold.

    Given the woods is an objective
    And a unit "Squad" for player A
    And "Squad" has an ability "Dug In":
      | CONDITION | it is within range of an objective marker |
      | EFFECT    | adds 1 to its OC                          |
    Then "Squad" has OC 2
    And "Dug In" is not in force for "Squad"

  @faq
  Scenario: Can Counteroffensive be used in the Pile In step?
    No. Its WHEN needs an enemy unit to have just resolved its attacks in the Fight step
    (15.12); the Pile In step comes before any unit fights (12.03).

    Given the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And player B has 2 CP
    And it is the Pile In step of player A's Fight phase in battle round 2
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the stratagem cannot be used now
