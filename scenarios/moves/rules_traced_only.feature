Feature: 18.2 and 18.4: effects the core records but does not apply say "traced only"
  A rule whose words are outside the vocabulary may be declared with `traced: <words>`; an
  effect of the vocabulary that the core cannot yet resolve (a Desperate Escape's hazard rolls,
  hazard roll modifiers, re-rolls of battle-shock rolls) is declared and recorded, changes no
  verdict, and says "traced only" in the trace and when asked.

  Background:
    Given a unit "Squad"

  Scenario: app FAQ data 912: passing Desperate Escape tests automatically is traced only
    Given "Squad" has an ability "Hit and Run" that makes it pass Desperate Escape tests automatically
    Then "Hit and Run" is traced only

  Scenario: A rule whose words are outside the vocabulary is traced only
    Given "Squad" has an ability "Strange Luck":
      | EFFECT | traced: once per battle, change one hit roll to a 6 |
    Then "Strange Luck" is traced only

  Scenario: A hazard roll modifier is recorded, traced only; a charge one is applied
    Given "Squad" has an ability "Sure-footed" that adds 1 to its hazard rolls
    And "Squad" has an ability "Swift" that adds 1 to its charge rolls
    Then "Sure-footed" is traced only
    And the charge roll for "Squad" is modified by +1
