Feature: Actions
  The five questions that seed 000 answers about Actions, each answer restated in our own
  words and split into the claims it makes. Where the answer speaks of every unit, every
  Action or every moment, the claim is a property: Hypothesis draws the unit, the Action's
  rows and the moment, and the scenario must hold for all of them.

  # -- What is an Action? ---------------------------------------------------------------------

  @faq
  Scenario: What is an Action, and what does each of its five parts decide?
    An Action is a task on the battlefield that a unit takes on in place of fighting, most
    often to score a mission. Five parts define it: STARTS (when a unit may begin it), UNITS
    (which friendly units may), USE LIMIT (how often a player's units may begin it), COMPLETES
    (when it finishes) and EFFECT (what finishing it does).

    Given the Action "Raise the Banner":
      | STARTS    | your Shooting phase  |
      | UNITS     | one INFANTRY unit    |
      | USE LIMIT | once per turn        |
      | COMPLETES | the end of the turn  |
      | EFFECT    | plant a banner       |
    And it is player A's Movement phase
    And a unit "Intercessors"
    And a unit "Veterans"
    And a unit "Predator"
    And "Predator" does not have the keyword INFANTRY
    And "Predator" has the keyword VEHICLE
    Then "Intercessors" cannot start the "Raise the Banner" Action because the Action does not start now
    When the game advances to player A's Shooting phase
    Then "Predator" cannot start the "Raise the Banner" Action because it is not a unit the Action allows
    When "Intercessors" starts the "Raise the Banner" Action
    Then "Intercessors" is performing the "Raise the Banner" Action
    And "Veterans" cannot start the "Raise the Banner" Action because the Action's use limit is reached
    And the effect of "Raise the Banner" is not resolved
    When the game advances to the end of the turn
    Then "Intercessors" completes the "Raise the Banner" Action
    And the effect of "Raise the Banner" is resolved 1 time

  @faq
  Scenario Outline: Are the core Actions open to the units of every player?
    Yes. An Action whose UNITS row accepts any unit turns no unit away for what it is, and
    each player may begin it in their own turn, whichever player that is.

    Given the Action "Secure Site":
      | STARTS | your Shooting phase |
      | UNITS  | any unit            |
    And any moment
    And it is player <player>'s Shooting phase
    And any unit "Squad"
    And "Squad" belongs to player <player>
    Then "Squad" is not refused the "Secure Site" Action because it is not a unit the Action allows
    And "Squad" is not refused the "Secure Site" Action because the Action does not start now

    Examples:
      | player |
      | A      |
      | B      |

  @faq
  Scenario: Does one player's use of a core Action count against the other player?
    No. A USE LIMIT is counted for each player on their own, so both players get their own
    uses of the same Action.

    Given the Action "Secure Site":
      | STARTS    | your Shooting phase |
      | UNITS     | any unit            |
      | USE LIMIT | once per battle     |
    And it is player A's Shooting phase
    And a unit "Intercessors"
    And a unit "Boyz" for player B
    When "Intercessors" starts the "Secure Site" Action
    And the game advances to player B's Shooting phase
    Then "Boyz" can start the "Secure Site" Action
    And "Boyz" is not refused the "Secure Site" Action because the Action's use limit is reached

  @faq
  Scenario: Can an Action be kept to one faction?
    Yes. An Action from a mission pack or similar source can limit its UNITS, for example to
    the units of one faction; a unit without that faction's keyword is turned away for that
    reason, and a unit with it is not.

    Given the Action "Raise the Aquila":
      | UNITS | one IMPERIUM unit |
    And any moment
    And any unit "Boyz"
    And "Boyz" does not have the keyword IMPERIUM
    And any unit "Intercessors"
    And "Intercessors" has the keyword IMPERIUM
    Then "Boyz" cannot start the "Raise the Aquila" Action because it is not a unit the Action allows
    And "Intercessors" is not refused the "Raise the Aquila" Action because it is not a unit the Action allows

  # -- Which units can start an Action? -------------------------------------------------------

  @faq
  Scenario: Can a unit that is off the battlefield start an Action?
    No. Whatever the Action and whatever the moment, a unit must be on the battlefield to
    begin an Action.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield

  @faq
  Scenario Outline: Can an AIRCRAFT or FORTIFICATION unit start an Action?
    No. Either keyword on its own keeps a unit from beginning any Action, whatever else is
    true of it.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" has the keyword <keyword>
    Then "Squad" cannot start the "Task" Action because <reason>

    Examples:
      | keyword       | reason                     |
      | AIRCRAFT      | it is an AIRCRAFT unit     |
      | FORTIFICATION | it is a FORTIFICATION unit |

  @faq
  Scenario: Can a battle-shocked unit start an Action?
    No. Being battle-shocked bars it, and so does the '-' that battle-shock makes of its OC.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Task" Action because it is battle-shocked
    And "Squad" cannot start the "Task" Action because its OC is 0 or -

  @faq
  Scenario Outline: Can a unit whose OC is 0 or '-' start an Action?
    No. A unit that cannot contribute to objective control cannot begin an Action either.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" has OC <OC>
    Then "Squad" cannot start the "Task" Action because its OC is 0 or -

    Examples:
      | OC |
      | 0  |
      | -  |

  @faq
  Scenario: Can an engaged unit start an Action?
    No, unless it is TITANIC. Any other unit within engagement range of the enemy is barred.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is engaged
    And "Squad" does not have the keyword TITANIC
    Then "Squad" cannot start the "Task" Action because it is engaged

  @faq
  Scenario: Can an engaged TITANIC unit start an Action?
    Yes, as far as being engaged goes: TITANIC units are the one exception to that bar. Being
    engaged never counts against them.

    Given any moment
    And any unit "Knight"
    And any Action "Task"
    And "Knight" has the keyword TITANIC
    And "Knight" is engaged
    Then "Knight" is not refused the "Task" Action because it is engaged

  @faq
  Scenario: Does the TITANIC exception lift any bar other than engagement?
    No. A TITANIC unit is still turned away for every other reason, for example for a
    battle-shock or for advancing.

    Given any moment
    And any unit "Knight"
    And any Action "Task"
    And "Knight" has the keyword TITANIC
    And "Knight" is battle-shocked
    And "Knight" made an advance move this turn
    Then "Knight" cannot start the "Task" Action because it is battle-shocked
    And "Knight" cannot start the "Task" Action because it made an advance move this turn

  @faq
  Scenario Outline: Can a unit that advanced or fell back this turn start an Action?
    No. An Advance or a Fall Back move earlier in the turn shuts the unit out of every Action
    for the rest of that turn.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" made <move> move this turn
    Then "Squad" cannot start the "Task" Action because it made <move> move this turn

    Examples:
      | move         |
      | an advance   |
      | a fall-back  |

  @faq
  Scenario: Can a unit start two different Actions in the same turn?
    No. Once a unit has begun one Action this turn, it cannot begin another.

    Given any moment
    And any Action "Task"
    And any Action "Other Task"
    And any unit "Squad"
    And "Squad" started the "Other Task" Action this turn
    Then "Squad" cannot start the "Task" Action because it started another action this turn

  @faq
  Scenario: Can a unit start the same Action twice in one turn?
    No. Beginning the same Action again counts as beginning another Action that turn.

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" started the "Task" Action this turn
    Then "Squad" cannot start the "Task" Action because it started another action this turn

  @faq
  Scenario Outline: Can a unit that none of the bars apply to start an Action?
    Yes. The seven bars are the whole list: a unit that is on the battlefield, neither AIRCRAFT
    nor FORTIFICATION, not battle-shocked, with an OC above 0, not engaged, that neither
    advanced nor fell back and began no other Action this turn may begin any Action whose own
    rows let it in now.

    Given the Action "Secure Site":
      | STARTS    | your Shooting phase |
      | UNITS     | any unit            |
      | USE LIMIT | no limit            |
    And any moment
    And it is player A's Shooting phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is on the battlefield
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" does not have the keyword FORTIFICATION
    And "Squad" is not battle-shocked
    And "Squad" has OC <OC>
    And "Squad" is not engaged
    And "Squad" <move>
    And "Squad" has started no Action this turn
    Then "Squad" can start the "Secure Site" Action

    Examples:
      | OC | move                         |
      | 1  | made no move this turn       |
      | 2  | made a normal move this turn |
      | 5  | made no move this turn       |

  @faq
  Scenario: Can an engaged TITANIC unit that nothing else holds back start an Action?
    Yes. Take away every other bar and an engaged TITANIC unit begins the Action.

    Given the Action "Secure Site":
      | STARTS    | your Shooting phase |
      | UNITS     | any unit            |
      | USE LIMIT | no limit            |
    And any moment
    And it is player B's Shooting phase
    And any unit "Knight"
    And "Knight" belongs to player B
    And "Knight" has the keyword TITANIC
    And "Knight" does not have the keyword AIRCRAFT
    And "Knight" does not have the keyword FORTIFICATION
    And "Knight" is engaged
    And "Knight" is not battle-shocked
    And "Knight" has OC 3
    And "Knight" made a normal move this turn
    And "Knight" has started no Action this turn
    When "Knight" starts the "Secure Site" Action
    Then "Knight" is performing the "Secure Site" Action

  # -- Can a unit shoot or charge while performing an Action? ---------------------------------

  @faq
  Scenario: Can a unit shoot or declare a charge while it performs an Action?
    No. From the moment it begins the Action until the turn ends, the unit is not eligible to
    shoot and not eligible to declare a charge, whatever the Action.

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" started the "Task" Action this turn
    And "Squad" does not have the keyword TITANIC
    Then "Squad" is not eligible to shoot
    And "Squad" is not eligible to declare a charge

  @faq
  Scenario Outline: Can a TITANIC unit shoot while it performs an Action?
    Yes. TITANIC units are spared the loss of their shooting, though not of their charge: a
    TITANIC unit on the battlefield that began an Action this turn is still eligible to shoot.

    Given any moment
    And any Action "Task"
    And any unit "Knight"
    And "Knight" has the keyword TITANIC
    And "Knight" is on the battlefield
    And "Knight" <move>
    And "Knight" started the "Task" Action this turn
    Then "Knight" is eligible to shoot
    And "Knight" is not eligible to declare a charge

    Examples:
      | move                         |
      | made no move this turn       |
      | made a normal move this turn |

  @faq
  Scenario: Does the loss of shooting and charging last beyond the turn the Action began in?
    No. It lasts until the end of that turn. Once the opponent's turn begins, the unit is
    again eligible to shoot (with an out-of-phase rule, say) and to declare a charge, even if
    the Action itself runs on (as long as nothing else bars a charge: it must be unengaged
    and within 12" of an enemy unit, for one, 11.02).

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is on the battlefield
    And "Squad" is not engaged
    And "Squad" is within 12" of an enemy unit
    And "Squad" does not have the keyword TITANIC
    And "Squad" started the "Task" Action this turn
    And any battle-shock roll for "Squad"
    When the game advances to the end of the turn
    Then "Squad" is not eligible to shoot
    When the game advances to player B's Command phase
    Then "Squad" is eligible to shoot
    And "Squad" is eligible to declare a charge

  # -- Does moving cause an Action to fail? ---------------------------------------------------

  @faq
  Scenario Outline: Does a move make an Action fail?
    Yes. Any move other than a pile-in or a consolidation, made before the Action completes,
    makes it fail, and a failed Action has no effect, whatever the Action. (Each move here is
    one the unit could make: a fall-back move needs an engaged unit, a charge move a charge
    declared this phase, before the Action started.)

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" <could move>
    And "Squad" started the "Task" Action this turn
    And any battle-shock roll for "Squad"
    When "Squad" makes <move> move
    Then "Squad" does not complete the "Task" Action
    When the game advances to the end of the battle round
    Then "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved

    Examples:
      | move        | could move                       |
      | a normal    | is not engaged                   |
      | an advance  | is not engaged                   |
      | a fall-back | is engaged                       |
      | a charge    | declared a charge this phase     |

  @faq
  Scenario: Does being forced to move by an enemy rule make an Action fail?
    Yes. A move the unit did not choose still counts as a move, so the Action fails and has no
    effect.

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" started the "Task" Action this turn
    And any battle-shock roll for "Squad"
    When "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved

  @faq
  Scenario Outline: Does leaving the battlefield make an Action fail?
    Yes. A unit that leaves the battlefield, or is destroyed, before the Action completes makes
    it fail, and no effect follows.

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" started the "Task" Action this turn
    And any battle-shock roll for "Squad"
    When "Squad" <event>
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved

    Examples:
      | event                  |
      | leaves the battlefield |
      | is destroyed           |

  @faq
  Scenario Outline: Do pile-in and consolidation moves make an Action fail?
    No. They are the two moves that leave an Action intact, whatever the Action. (Both are
    Fight phase moves of an engaged unit, 12.03 and 12.08.) A unit that is battle-shocked has
    already stopped performing it (01.07).

    Given any Action "Task"
    And it is player A's Fight phase
    And any unit "Squad"
    And "Squad" is engaged
    And "Squad" is not battle-shocked
    And "Squad" started the "Task" Action this turn
    When "Squad" makes <move> move
    Then "Squad" is performing the "Task" Action

    Examples:
      | move            |
      | a pile-in       |
      | a consolidation |

  @faq
  Scenario: Does an Action still pay off after the unit piles in and consolidates?
    Yes. A unit that piles in and consolidates but otherwise stays put, alive and not
    battle-shocked, completes its Action and its effect resolves.

    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Fight phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is engaged
    And "Squad" is not battle-shocked
    And "Squad" started the "Hold the Line" Action this turn
    When "Squad" makes a pile-in move
    And "Squad" makes a consolidation move
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold the Line" Action
    And the effect of "Hold the Line" is resolved 1 time

  # -- When does an Action complete? ----------------------------------------------------------

  @faq
  Scenario: Is an Action's effect resolved before it completes?
    No. While a unit is still performing an Action, whatever its rows, the effect has not
    happened yet. (A battle-shocked unit is no longer performing it: 01.07.)

    Given any moment
    And any Action "Task"
    And any unit "Squad"
    And "Squad" is not battle-shocked
    And "Squad" started the "Task" Action this turn
    Then "Squad" is performing the "Task" Action
    And "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved

  @faq
  Scenario Outline: When does an Action complete, and when does its effect resolve?
    At the moment its COMPLETES row names, often the end of the turn, and only then is the
    effect resolved. A unit that is still on the battlefield and not battle-shocked at that
    moment completes it.

    Given the Action "Task":
      | STARTS    | your Shooting phase |
      | COMPLETES | <completes>         |
    And any moment
    And any unit "Squad"
    And "Squad" is on the battlefield
    And "Squad" is not battle-shocked
    And "Squad" started the "Task" Action this turn
    Then the effect of "Task" is not resolved
    When the game advances to <moment>
    Then "Squad" completes the "Task" Action
    And the effect of "Task" is resolved 1 time

    Examples:
      | completes                   | moment                      |
      | the end of the phase        | the end of the phase        |
      | the end of the turn         | the end of the turn         |
      | the end of your turn        | the end of the turn         |
      | the end of the battle round | the end of the battle round |

  @faq
  Scenario: Does an Action that lasts until the next Command phase complete before then?
    No. It completes at the start of its player's next Command phase, not at the end of the
    turn or of the battle round, and its effect waits until then.

    Given the Action "Overnight Watch":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And any moment
    And it is battle round 2
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is on the battlefield
    And "Squad" is not battle-shocked
    And "Squad" started the "Overnight Watch" Action this turn
    When the game advances to the end of the battle round
    Then "Squad" is performing the "Overnight Watch" Action
    And the effect of "Overnight Watch" is not resolved
    When the game advances to player A's Command phase
    Then "Squad" completes the "Overnight Watch" Action
    And the effect of "Overnight Watch" is resolved 1 time

  @faq
  Scenario: Can a unit that is battle-shocked when the Action would complete still complete it?
    No. A battle-shocked unit cannot complete an Action it has begun, so nothing pays off.

    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And any moment
    And any unit "Squad"
    And "Squad" started the "Hold the Line" Action this turn
    When "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Line" Action
    And the effect of "Hold the Line" is not resolved
