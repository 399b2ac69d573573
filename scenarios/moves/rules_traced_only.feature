Feature: 18.2 and 18.4: effects the core records but does not apply say "traced only"
  A rule whose words are outside the vocabulary may be declared with `traced: <words>`; an
  effect of the vocabulary that the core cannot yet resolve (a re-roll of a roll it makes no
  re-roll of: hazard; a battle-shock re-roll is applied, 18.3 item 4, and so is a leadership
  re-roll, as a battle-shock roll is a leadership roll, 01.07) is declared and recorded, changes
  no verdict, and says "traced only" in the trace and when asked.

  Background:
    Given a unit "Squad"

  Scenario: A re-roll of leadership rolls is applied to its battle-shock rolls, not traced
    Given "Squad" has an ability "Defiant" that lets you re-roll its leadership rolls
    And "Squad" has 2 models left
    And the battle-shock rolls for "Squad" will be 3, then 9
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Defiant" changed that verdict

  Scenario: A rule whose words are outside the vocabulary is traced only
    Given "Squad" has an ability "Strange Luck":
      | EFFECT | traced: once per battle, change one hit roll to a 6 |
    Then "Strange Luck" is traced only

  Scenario: A hazard re-roll is recorded, traced only; a charge one is applied
    Given "Squad" has an ability "Sure-footed" that lets you re-roll its hazard rolls
    And "Squad" has an ability "Swift" that adds 1 to its charge rolls
    Then "Sure-footed" is traced only
    And the charge roll for "Squad" is modified by +1
