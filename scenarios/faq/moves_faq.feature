Feature: Moves, engagement and charges
  Published answers about moving, falling back, charging and being destroyed, each checked
  against the rules core (09, 11, 12, 16.01, 23 and the Rules Appendix).

  @faq
  Scenario: Can a unit that fell back start an Action in the opponent's turn?
    Yes, if nothing else bars it. The fall-back lock lasts until the end of the turn it fell
    back in (09.07), and the move left it unengaged, so in the opponent's turn it may start an
    Action that starts then.

    Given the Action "Sabotage":
      | STARTS | your opponent's Shooting phase |
    And a unit "Squad"
    And "Squad" is engaged
    And it is player A's Movement phase
    When "Squad" makes a fall-back move
    Then "Squad" cannot start the "Sabotage" Action, for exactly these reasons:
      | it made a fall-back move this turn |
      | the Action does not start now      |
    When the game advances to player B's Shooting phase
    Then "Squad" is not engaged
    And "Squad" can start the "Sabotage" Action

  @faq
  Scenario: Can an engaged TITANIC unit declare a charge?
    No. The TITANIC exception of 16.01 lets an engaged unit start an Action; it says nothing of
    charges, and 11.02 bars every engaged unit from declaring one.

    Given any unit "Knight"
    And any Action "Task"
    And any moment
    And "Knight" has the keyword TITANIC
    And "Knight" is engaged
    Then "Knight" is not eligible to declare a charge because it is engaged
    And "Knight" is not refused the "Task" Action because it is engaged

  @faq
  Scenario: Does remaining stationary make an Action fail?
    No. Remaining stationary is no move (09.04): no model moves and nothing that a move
    triggers happens, so the Action goes on, and the unit still made no move this turn.

    Given the Action "Task":
      | STARTS | your Movement phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Task" Action
    And "Squad" remains stationary
    Then "Squad" is performing the "Task" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Task" Action

  @faq
  Scenario Outline: Does a Desperate Escape make a unit take a battle-shock roll?
    Yes, if it is not already battle-shocked: after the move it makes a battle-shock roll
    (09.07), and on a fail it is battle-shocked (01.07). A battle-shocked unit, which must
    fall back with Desperate Escape, makes none.

    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" <shocked>
    And the battle-shock roll for "Squad" will be <roll>
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes <n> battle-shock roll<s>
    And "Squad" <after>

    Examples:
      | shocked              | roll | n | s | after                  |
      | is not battle-shocked | 4    | 1 |   | is battle-shocked      |
      | is not battle-shocked | 10   | 1 |   | is not battle-shocked  |
      | is battle-shocked     | 10   | 0 | s | is battle-shocked      |

  @faq
  Scenario: Is a destroyed unit below half-strength?
    Yes. It has no models left, which is less than half of any starting strength, and it is
    below starting strength too. It makes no battle-shock roll, having no models to make one.

    Given any unit "Squad"
    And "Squad" is on the battlefield
    When "Squad" is destroyed
    Then "Squad" is below half-strength
    And "Squad" is below starting strength
    And "Squad" is not engaged

  @faq
  Scenario: Can a unit fall back if it is not engaged?
    No. A fall-back move is for an engaged unit only (09.07); an unengaged one makes a normal or
    an advance move instead.

    Given any unit "Squad"
    And any moment
    And "Squad" is not engaged
    Then "Squad" cannot make a fall-back move because it is not engaged

  @faq
  Scenario: Can a unit shoot after it fell back?
    Not in that turn. A fall-back move leaves the unit not eligible to shoot until the end of
    the turn it fell back in (09.07, 10.02), though the move left it unengaged.

    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Movement phase
    When "Squad" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then "Squad" is not engaged
    And "Squad" is not eligible to shoot, for exactly these reasons:
      | it made a fall-back move this turn |

  @faq
  Scenario: Can a unit that made a charge move but whose target was destroyed still pile in and consolidate?
    Yes. A unit that made a charge move this turn is eligible to pile in (12.03) and to fight
    (12.04), so it may consolidate (12.08), though it is no longer engaged.

    Given a unit "Squad"
    And a unit "Target" for player B
    And it is player A's Charge phase
    When "Squad" makes a charge move
    And "Target" is destroyed
    And "Squad" is no longer engaged
    And the game advances to player A's Fight phase
    Then "Squad" can make a pile-in move
    And "Squad" can make a consolidation move
