Feature: Held out: the EFFECT sentences and CONDITIONS docs/effects.md lists, each way
  A held-out pass over docs/effects.md (contract 18.2, 18.3; Core Rules 01.03, 01.05, 01.07,
  02.02, 10.02, 09.07, 24.13): a sentence of each kind where its rule applies and where it does
  not. Answers were decided from the rules text before running.

  Scenario: 'forbids it to shoot' adds the rule's own reason for its unit, not for another
    Given it is player A's Shooting phase
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" has an ability "Pinned" that forbids it to shoot
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | "Pinned" forbids it |
    And "Scouts" is eligible to shoot

  Scenario: 'lets it shoot even though it made a fall-back move this turn' lifts that bar for its unit only (09.07)
    Given it is player A's Shooting phase
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" made a fall-back move this turn
    And "Scouts" made a fall-back move this turn
    And "Squad" has an ability "Disengage" that lets it shoot even though it made a fall-back move this turn
    Then "Squad" is eligible to shoot
    And "Scouts" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 'adds 1 to its OC' raises its own unit's OC, not another's (02.02)
    Given it is player A's Shooting phase
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" has an ability "Banner" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Scouts" has OC 2

  Scenario: 'makes it count as having the keyword FLY' is asked as the keyword
    Given a unit "Squad" for player A
    And "Squad" has an ability "Grav Chutes" that makes it count as having the keyword FLY
    Then "Squad" has the keyword FLY
    And "Squad" has the keyword INFANTRY

  Scenario: 'makes it count as not having the keyword INFANTRY' takes the keyword away while in force
    Given a unit "Squad" for player A
    And "Squad" has an ability "Shrouded" that makes it count as not having the keyword INFANTRY
    Then "Squad" does not have the keyword INFANTRY

  Scenario: 'adds 1 to its battle-shock rolls': a 5 becomes 6 and passes Ld 6+ exactly (01.05, 01.07)
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has an ability "Stubborn" that adds 1 to its battle-shock rolls
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: Without the bonus, the same 5 fails Ld 6+
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 'subtracts 1 from its battle-shock rolls': a 6 becomes 5 and fails Ld 6+
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has an ability "Dread" that subtracts 1 from its battle-shock rolls
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 'makes its battle-shock rolls succeed automatically': a roll of 2 is never made and the unit is not battle-shocked
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: A CONDITION 'it is below half-strength' holds: the OC bonus is in force
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    Then "Squad" has OC 3

  Scenario: A CONDITION 'it is below half-strength' fails with 3 of 5 models left: no bonus
    Given a unit "Squad" for player A
    And "Squad" has 3 models left
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    Then "Squad" has OC 2

  Scenario: 'gives it Fights First' gives its unit Fights First, and not another (24.13)
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" has an ability "Swift Blades" that gives it Fights First
    Then "Squad" has Fights First
    And "Scouts" does not have Fights First
