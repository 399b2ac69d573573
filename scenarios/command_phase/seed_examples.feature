Feature: 08.03 The four battle-shock examples of seed 004, in our own words
  Four units of player A, each with a different reason to be tested, and one with none.

  Scenario: The four example units all make a battle-shock roll in the same step
    Given the units:
      | unit           | keywords          | Ld | starting strength | models | W  | wounds left |
      | Veteran Squad  | INFANTRY          | 6+ | 3                 | 3      | 2  |             |
      | Tactical Squad | INFANTRY          | 6+ | 10                | 5      | 2  |             |
      | Assault Squad  | INFANTRY, FLY     | 6+ | 5                 | 2      | 2  |             |
      | Vindicator     | VEHICLE           | 7+ | 1                 | 1      | 11 | 3           |
      | Devastators    | INFANTRY          | 6+ | 5                 | 3      | 2  |             |
    And "Veteran Squad" is battle-shocked
    And the battle-shock roll for "Veteran Squad" will be 9
    And the battle-shock roll for "Tactical Squad" will be 9
    And the battle-shock roll for "Assault Squad" will be 9
    And the battle-shock roll for "Vindicator" will be 9
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Veteran Squad" makes a battle-shock roll
    And "Tactical Squad" makes a battle-shock roll
    And "Assault Squad" makes a battle-shock roll
    And "Vindicator" makes a battle-shock roll
    And "Devastators" does not make a battle-shock roll

  Scenario: Example one: three of three models, battle-shocked, rolls and recovers on a pass
    Given a unit "Veteran Squad"
    And "Veteran Squad" has a starting strength of 3
    And "Veteran Squad" has 3 models left
    And "Veteran Squad" is battle-shocked
    And the battle-shock roll for "Veteran Squad" will be 6
    And it is player A's Command phase
    Then "Veteran Squad" is not at or below half-strength
    When player A's Command phase is resolved
    Then "Veteran Squad" makes a battle-shock roll
    And "Veteran Squad" is not battle-shocked

  Scenario: Example two: five of ten models is at half-strength and must roll
    Given a unit "Tactical Squad"
    And "Tactical Squad" has a starting strength of 10
    And "Tactical Squad" has 5 models left
    And the battle-shock roll for "Tactical Squad" will be 4
    And it is player A's Command phase
    Then "Tactical Squad" is at half-strength
    When player A's Command phase is resolved
    Then "Tactical Squad" makes a battle-shock roll
    And "Tactical Squad" is battle-shocked

  Scenario: Example three: two of five models is below half-strength and must roll
    Given a unit "Assault Squad"
    And "Assault Squad" has a starting strength of 5
    And "Assault Squad" has 2 models left
    And the battle-shock roll for "Assault Squad" will be 6
    And it is player A's Command phase
    Then "Assault Squad" is below half-strength
    When player A's Command phase is resolved
    Then "Assault Squad" makes a battle-shock roll
    And "Assault Squad" is not battle-shocked

  Scenario: Example four: a single vehicle with 3 of 11 wounds is below half-strength and must roll
    Given a unit "Vindicator"
    And "Vindicator" does not have the keyword INFANTRY
    And "Vindicator" has the keyword VEHICLE
    And "Vindicator" has a starting strength of 1
    And "Vindicator" has W 11
    And "Vindicator" has 3 wounds left
    And "Vindicator" has Ld 7+
    And the battle-shock roll for "Vindicator" will be 6
    And it is player A's Command phase
    Then "Vindicator" is below half-strength
    When player A's Command phase is resolved
    Then "Vindicator" makes a battle-shock roll
    And "Vindicator" is battle-shocked

  Scenario: The same units belonging to player B wait for player B's Command phase
    Given a unit "Tactical Squad"
    And "Tactical Squad" belongs to player B
    And "Tactical Squad" has a starting strength of 10
    And "Tactical Squad" has 5 models left
    And the battle-shock roll for "Tactical Squad" will be 10
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Tactical Squad" does not make a battle-shock roll
    When the game advances to the end of player B's Command phase
    Then "Tactical Squad" makes a battle-shock roll
    And "Tactical Squad" is not battle-shocked
