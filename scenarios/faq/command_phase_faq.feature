Feature: The Command phase
  Common questions about Core CP and the Battle-shock step. A Battle-shock step needs a roll
  for every unit that must be tested, so the property scenarios below either fix the unit's
  player or give "any battle-shock roll" for each unit that might have to roll.

  # -- Command points --------------------------------------------------------------------------

  @faq
  Scenario Outline: Do both players gain CP in each Command phase?
    Yes. In the Gain Core CP step of every Command phase, whoever's it is, both players gain
    1CP, on top of what they already hold.

    Given any moment
    And it is player <active>'s Command phase
    And player A has <a> CP
    And player B has <b> CP
    When player <active>'s Command phase is resolved
    Then player A has <a after> CP
    And player B has <b after> CP

    Examples:
      | active | a | b | a after | b after |
      | A      | 0 | 0 | 1       | 1       |
      | B      | 0 | 0 | 1       | 1       |
      | A      | 3 | 1 | 4       | 2       |
      | B      | 2 | 5 | 3       | 6       |

  @faq
  Scenario Outline: How many CP does each player gain over a battle round?
    Two each: there are two Command phases in every battle round, one in each player's turn,
    and both players gain 1CP in each of them.

    Given player <first> takes the first turn
    When battle round <round> is played
    Then player A has <cp> CP
    And player B has <cp> CP

    Examples:
      | first | round | cp |
      | A     | 1     | 2  |
      | B     | 1     | 2  |
      | A     | 3     | 6  |
      | B     | 5     | 10 |

  # -- Who must make a battle-shock roll -------------------------------------------------------

  @faq
  Scenario Outline: Does a battle-shocked unit at full strength roll in the Battle-shock step?
    Yes. Being battle-shocked is reason enough on its own: the unit is tested in its own
    player's Battle-shock step however many models it has left, and passing ends the
    battle-shock.

    Given any moment
    And it is player <player>'s Command phase
    And any unit "Squad"
    And "Squad" belongs to player <player>
    And "Squad" has a starting strength of <strength>
    And "Squad" has <strength> models left
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 12
    When player <player>'s Command phase is resolved
    Then "Squad" is not at or below half-strength
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

    Examples:
      | player | strength |
      | A      | 3        |
      | B      | 10       |
      | A      | 20       |

  @faq
  Scenario: Does every battle-shocked unit roll in its own Battle-shock step?
    Yes. Whatever its strength or characteristics, a battle-shocked unit is tested
    in its player's Battle-shock step.

    Given any moment
    And it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  @faq
  Scenario: Does a battle-shocked unit that fails its roll stay battle-shocked?
    Yes. Only a passed roll ends battle-shock; a roll below the unit's Ld leaves it as it was.

    Given any moment
    And it is player B's Command phase
    And any unit "Boyz"
    And "Boyz" belongs to player B
    And "Boyz" is battle-shocked
    And "Boyz" has Ld 7+
    And the battle-shock roll for "Boyz" will be 6
    When player B's Command phase is resolved
    Then "Boyz" makes a battle-shock roll
    And "Boyz" is battle-shocked

  @faq
  Scenario Outline: Is a unit below half-strength always made to roll?
    Yes, in every Battle-shock step of its own player's Command phase, battle-shocked or not.
    A unit of several models is judged by the models it has left, a single model by its
    wounds left; at exactly half-strength it must roll too.

    Given any moment
    And it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" has a starting strength of <strength>
    And "Squad" has <models> models left
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" <verdict>
    And "Squad" makes a battle-shock roll

    Examples:
      | strength | models | verdict                |
      | 10       | 4      | is below half-strength |
      | 5        | 2      | is below half-strength |
      | 3        | 1      | is below half-strength |
      | 20       | 1      | is below half-strength |
      | 10       | 5      | is at half-strength    |
      | 2        | 1      | is at half-strength    |

  @faq
  Scenario Outline: Is a single-model unit judged by its wounds when deciding whether it rolls?
    Yes. A unit that started the battle as one model is at half-strength when exactly half
    its wounds remain, and below half-strength with fewer; either way it must roll.

    Given any moment
    And it is player B's Command phase
    And any unit "Vehicle"
    And "Vehicle" belongs to player B
    And "Vehicle" has a starting strength of 1
    And "Vehicle" has W <W>
    And "Vehicle" has <wounds> wounds left
    And any battle-shock roll for "Vehicle"
    When player B's Command phase is resolved
    Then "Vehicle" <verdict>
    And "Vehicle" makes a battle-shock roll

    Examples:
      | W  | wounds | verdict                |
      | 11 | 3      | is below half-strength |
      | 11 | 5      | is below half-strength |
      | 12 | 6      | is at half-strength    |
      | 2  | 1      | is at half-strength    |

  @faq
  Scenario Outline: Does a unit above half-strength that is not battle-shocked roll?
    No. With neither reason to be tested, and no other rule calling for a roll, the unit
    makes no battle-shock roll and stays as it is.

    Given any moment
    And it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is not battle-shocked
    And "Squad" has a starting strength of <strength>
    And "Squad" has <models> models left
    When player A's Command phase is resolved
    Then "Squad" is not at or below half-strength
    And "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

    Examples:
      | strength | models |
      | 5        | 5      |
      | 5        | 3      |
      | 10       | 6      |
      | 3        | 2      |

  @faq
  Scenario: Does a unit that fails its roll become battle-shocked, whatever its reason to roll?
    Yes. A unit tested for being at or below half-strength that rolls under its Ld becomes
    battle-shocked.

    Given any moment
    And it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And "Squad" has Ld 8+
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  @faq
  Scenario: Are the opponent's units tested in my Battle-shock step?
    No. Only the active player makes battle-shock rolls, for the units of their own army; the
    opponent's units wait for their own Command phase, however weakened or shocked they are.

    Given any moment
    And it is player A's Command phase
    And any unit "Boyz"
    And "Boyz" belongs to player B
    When player A's Command phase is resolved
    Then "Boyz" does not make a battle-shock roll

  # -- One roll per unit per step --------------------------------------------------------------

  @faq
  Scenario: Can a unit make more than one battle-shock roll in a single Battle-shock step?
    No. Unless a rule says otherwise, each unit makes at most one battle-shock roll in the
    step, even a unit that is both battle-shocked and at or below half-strength.

    Given any moment
    And it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And "Squad" has a starting strength of 6
    And "Squad" has 2 models left
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll

  @faq
  Scenario: If a rule makes a unit roll earlier in the Battle-shock step, does it roll again for being battle-shocked or weakened?
    No. The earlier roll is its only roll in that step, whatever else would have made it roll.

    Given any moment
    And it is player B's Command phase
    And any unit "Boyz"
    And "Boyz" belongs to player B
    And a rule makes "Boyz" take a battle-shock roll earlier in the Battle-shock step
    And any battle-shock roll for "Boyz"
    When player B's Command phase is resolved
    Then "Boyz" makes 1 battle-shock roll

  @faq
  Scenario: Does passing an earlier roll in the Battle-shock step end a unit's battle-shock?
    Yes. Any roll the unit passes during the step ends the battle-shock it had at the start
    of the step, even one made earlier for another rule.

    Given any moment
    And it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And a rule makes "Squad" take a battle-shock roll earlier in the Battle-shock step
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  @faq
  Scenario: Does a unit still at or below half-strength roll again in its next Command phase?
    Yes. The limit is one roll per step, not one per battle: a unit that is still weakened
    is tested again in each of its player's Command phases.

    Given any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And the battle-shock roll for "Squad" will be 12
    And it is player A's Command phase
    When player A's Command phase is resolved
    And the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 2
    And "Squad" makes 2 battle-shock rolls
