Feature: The Fight phase and battle-shock roll variants
  Questions players ask about who may fight, which fight a unit makes, Fights First, and
  battle-shock rolls that a rule modifies or demands.

  @faq
  Scenario: Can a unit that is no longer engaged still fight?
    Yes, if it was engaged when the Fight step began: 12.04 counts a unit engaged at the start
    of the Fight step as eligible to fight, even if its enemies have since been destroyed or
    moved away. It then makes an overrun fight (12.06), which first lets it pile in again.

    Given a unit "Squad"
    And it is the Fight step of player A's Fight phase
    And "Squad" was engaged at the start of the Fight step
    Then "Squad" is not engaged
    And "Squad" is eligible to fight
    And "Squad" can make an overrun fight
    And "Squad" cannot make a normal fight because it is not engaged

  @faq
  Scenario: Can a unit that was never engaged this phase fight?
    No, unless it made a charge move this turn: a unit that is not engaged and was not engaged
    at the start of the Fight step is not eligible to fight (12.04).

    Given a unit "Squad"
    And it is the Fight step of player B's Fight phase
    Then "Squad" is not eligible to fight, for exactly these reasons:
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |

  @faq
  Scenario: Does a charge give Fights First?
    Yes. A unit that made a charge move has Fights First until the end of the turn (11.04), so
    it fights before units without it in its own Fight phase; in the next turn it no longer has
    it.

    Given any unit "Squad"
    And it is player A's Charge phase
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" declared a charge this phase
    When "Squad" makes a charge move
    And the game advances to player A's Fight phase
    Then "Squad" has Fights First
    And "Squad" is eligible to fight

  @faq
  Scenario: Can a unit fight twice in one Fight phase?
    No, not by the Fight step's own sequence: once selected to fight, a unit is no longer
    eligible to fight that phase (12.04).

    Given a unit "Squad"
    And it is the Fight step of player A's Fight phase
    And "Squad" is engaged
    When "Squad" is selected to fight
    Then "Squad" is not eligible to fight because it has already been selected to fight this phase

  @faq
  Scenario Outline: Does a battle-shock modifier change who rolls?
    No. Who must make a battle-shock roll in the Battle-shock step is decided by being
    battle-shocked or at or below half-strength (08.03); a rule that modifies the roll only
    changes whether that roll passes (01.06).

    Given a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" has <models> models left
    And a rule modifies battle-shock rolls for "Squad" by <modifier>
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" <rolls>
    And "Squad" <shocked>

    Examples:
      | models | modifier | rolls                             | shocked                |
      | 5      | -2       | does not make a battle-shock roll | is not battle-shocked  |
      | 2      | +1       | makes a battle-shock roll         | is not battle-shocked  |
      | 2      | -1       | makes a battle-shock roll         | is battle-shocked      |

  @faq
  Scenario: Can a battle-shocked unit recover in the opponent's Battle-shock step?
    Yes, if a rule makes it take a battle-shock roll there: 08.03 says a unit battle-shocked at
    the start of the step that passes is no longer battle-shocked, and does not limit this to
    the active player's units.

    Given a unit "Squad"
    And "Squad" is battle-shocked
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 8
    And it is player A's Fight phase
    When player B's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked
