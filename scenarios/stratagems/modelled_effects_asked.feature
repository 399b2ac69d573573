Feature: 18.4: core stratagems' modelled effects, asked, and costs as modified
  Smokescreen's cover ends with the phase, Counteroffensive used this phase gives Fights First,
  Into the Fray caps the charge roll (also with the enemy named: `with Into the Fray` comes
  before `against`), its +1CP is original cost, Explosives counts the given dice, and Insane
  Bravery's automatic pass is the unit's one roll.

  Scenario: 18.4: Smokescreen's cover ends with the phase
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Squad | A      | INFANTRY, SMOKE    | 5                 |
      | Foe   | B      | INFANTRY           | 5                 |
    And player A has 2 CP
    And it is player B's Shooting phase
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then "Squad" has the benefit of cover
    When the game advances to the end of the phase
    And the game advances to player B's Charge phase
    Then "Squad" does not have the benefit of cover

  Scenario: 18.4: Counteroffensive used this phase gives Fights First now
    Given the units:
      | unit  | player | keywords | starting strength |
      | Squad | A      | INFANTRY | 5                 |
      | Foe   | B      | INFANTRY | 5                 |
    And "Squad" is engaged
    And "Foe" is engaged
    And it is player A's Fight phase
    And player B used the "Counteroffensive" stratagem on "Foe" this phase
    Then "Foe" has Fights First
    And "Squad" does not have Fights First

  Scenario: 18.4: Into the Fray caps a charge roll above 6
    Given the units:
      | unit  | player | keywords | starting strength |
      | Squad | A      | INFANTRY | 5                 |
      | Foe   | B      | INFANTRY | 5                 |
    And player A has 3 CP
    And it is player B's Charge phase
    And the charge roll for "Squad" will be 10
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Foe"
    Then the last charge roll for "Squad" was 6

  Scenario: 18.4: without Into the Fray the charge roll is not capped
    Given the units:
      | unit  | player | keywords | starting strength |
      | Squad | A      | INFANTRY | 5                 |
      | Foe   | B      | INFANTRY | 5                 |
    And player A has 3 CP
    And it is player B's Charge phase
    And the charge roll for "Squad" will be 10
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" against "Foe"
    Then the last charge roll for "Squad" was 10

  Scenario: 18.4: Into the Fray caps a charge roll above 6, no enemy named
    Given the units:
      | unit  | player | keywords | starting strength |
      | Squad | A      | INFANTRY | 5                 |
      | Foe   | B      | INFANTRY | 5                 |
    And player A has 3 CP
    And it is player B's Charge phase
    And the charge roll for "Squad" will be 10
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    Then the last charge roll for "Squad" was 6

  Scenario: 18.4: Into the Fray's +1CP is original cost: an unnamed set to 0 makes it 1CP cheaper
    Given a unit "Squad" for player A
    And player A has a rule "Bounty" that sets the CP cost of your stratagems to 0
    And it is player B's Charge phase
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 1

  Scenario: 18.4: a named set to 0 makes Heroic Intervention with Into the Fray free
    Given a unit "Squad" for player A
    And player A has a rule "Bounty" that sets the CP cost of the "Heroic Intervention" stratagem to 0
    And it is player B's Charge phase
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 0

  Scenario: 18.4: Explosives counts each 4+ on the given dice
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Squad | A      | INFANTRY, GRENADES | 5                 |
      | Foe   | B      | INFANTRY           | 10                |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 3, 6, 1, 5, 2
    When player A uses the "Explosives" stratagem on "Squad" against "Foe"
    Then "Foe" suffered 3 mortal wounds this phase

  Scenario: 18.4: Insane Bravery's automatic pass is the unit's one roll
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And player A has 1 CP
    And it is player A's Command phase
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A has 1 CP
    And the last battle-shock roll for "Squad" succeeded automatically
