Feature: 18.7 and 18.3 item 10: drawn rules across When steps
  A drawn rule (18.7) is in force at the scenario's moment; what happens next (the clock
  advancing, a move, a battle-shock, a fight, a stratagem) is weighed with it as its duration
  and CONDITION say. A duration pinned `until the end of the phase` ends with that phase.

  Scenario: 18.3 item 10: an added charge bar that lasts until the end of the phase is gone in the next Charge phase
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And any rule "Ban" for "Squad" that adds one bar on declaring a charge, until the end of the phase
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 10: Fights First that lasts until the end of the Charge phase is gone by the Fight phase
    Given a unit "Squad"
    And it is player A's Charge phase
    And any rule "Swift" for "Squad" that gives it Fights First, until the end of the phase
    When the game advances to player A's Fight phase
    Then "Squad" does not have Fights First

  Scenario: 18.3 item 4: a rule that makes battle-shock rolls succeed automatically keeps a unit below half-strength steady
    Given a unit "Squad"
    And "Squad" has 2 models left
    And it is player A's Command phase
    And any rule "Nerve" for "Squad" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Squad" makes a battle-shock roll

  Scenario: 18.3 item 4: a battle-shock roll of 2 fails against Ld 6+ whatever one rule adds (at most 3)
    Given a unit "Squad"
    And "Squad" has 2 models left
    And it is player A's Command phase
    And any rule "Nerve" for "Squad" that modifies its battle-shock rolls
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.3 item 3 and 01.07: whatever up to two rules do to its OC, a unit that becomes battle-shocked has OC -
    Given a unit "Squad"
    And it is player A's Shooting phase
    And up to 2 rules "Drill" for "Squad" that modify its OC
    When "Squad" becomes battle-shocked
    Then "Squad" has OC -

  Scenario: 18.3 item 1: a lift of another charge bar leaves the bar of an advance move made this turn
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Movement phase
    And any rule "Bold" for "Squad" that lifts one bar on declaring a charge other than "it made an advance move this turn"
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.3 item 8: with 3CP, Counteroffensive is affordable whatever one rule does to its cost
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged with "Boyz"
    And "Grots" is engaged with "Squad"
    And it is the Fight step of player B's Fight phase
    And player A has 3 CP
    And any rule "Tithe" for player A that changes the CP cost of the "Counteroffensive" stratagem
    When "Boyz" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then "Squad" must be the next unit player A selects to fight
    And "Squad" has Fights First

  Scenario: 18.3 item 2 and 12.04: a unit an added bar keeps from fighting is left out, and the step ends after the enemy fights
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase
    And any rule "Pinned" for "Squad" that adds one bar on fighting
    Then "Squad" cannot be selected to fight next because "Pinned" forbids it
    When "Boyz" fights
    Then no unit can be selected to fight next
    And the Fight step has ended
