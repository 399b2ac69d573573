Feature: 18.1: the "a rule" Givens of other sections state unnamed rules
  `a rule modifies battle-shock rolls for "<unit>" by <m>`, `"<unit>" has Fights First` and the
  like declare rules of §18 with no name: `no rule changed that verdict` weighs them, and a
  report names each as "a rule (stated)".

  Scenario: a stated battle-shock modifier changed the verdict
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase
    And a rule modifies battle-shock rolls for "Squad" by +1
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: without a stated rule, no rule changed that verdict
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And no rule changed that verdict
