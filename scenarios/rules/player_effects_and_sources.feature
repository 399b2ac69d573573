Feature: 18.1 and 18.3 item 10: the player effects a unit's rule carries follow its source
  A unit's ability, a leader ability or an enhancement may carry a player effect (a CP cost, a
  15.01 limit): it acts for the owner whatever its TARGET, while its source can use it. It stops
  once the unit, or the part of an attached unit whose rule it is, is destroyed (Rules Appendix,
  Destroyed; 19.04); a leader ability acts only while its bearer leads a unit (19.01). What a
  triggered rule already resolved lasts its duration (app 01.02.02). A change to the cost of
  `the next stratagem you use` is spent by that use (18.2). Interpretation 82.

  Scenario: 18.3 item 10: a cost change of a unit's ability stops when the unit is destroyed
    Given a unit "Squad" for player A
    And "Squad" has an ability "Tactician" that reduces the CP cost of your stratagems by 1
    And it is player A's Movement phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    When "Squad" is destroyed
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: 18.3 item 10: an embarked unit keeps its cost change (app FAQ data 931)
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Squad | A      | INFANTRY           | 5                 |
      | Rhino | A      | VEHICLE, TRANSPORT | 1                 |
    And "Squad" has an ability "Tactician" that reduces the CP cost of your stratagems by 1
    And "Squad" is embarked within "Rhino"
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  Scenario: 19.04: a cost change of the leader's ability ends with the last leader model, not before
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Tactician" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    And it is player A's Movement phase
    When 4 models of "Captain" are destroyed
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    And "Tactician" is in force for player A
    When 1 model of "Captain" is destroyed
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2
    And "Tactician" is not in force for player A

  Scenario: 19.04: a bodyguard's cost change ends with the last bodyguard model while the leader fights on
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Drill" that reduces the CP cost of your stratagems by 1
    And it is player A's Movement phase
    When 5 models of "Squad" are destroyed
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: 19.04: an enhancement's cost change stays while its bearer lives, the bodyguard destroyed
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Auspex" that reduces the CP cost of your stratagems by 1
    And it is player A's Movement phase
    When 5 models of "Squad" are destroyed
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  Scenario: 18.3 item 10: a 15.01 lift a unit's ability carries ends when the unit is destroyed
    Given a unit "Squad" for player A
    And "Squad" has an ability "Veteran Orders" that lets you use the "Insane Bravery" stratagem even though it was already used this phase
    And it is player A's Movement phase
    Then "Veteran Orders" is in force for player A
    When "Squad" is destroyed
    Then "Veteran Orders" is not in force for player A

  Scenario: 19.01: a leader ability's cost change needs a unit to lead
    Given a unit "Captain" for player A
    And "Captain" has a leader ability "Tactician" that reduces the CP cost of your stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: 19.01: a leader ability's cost change acts while its bearer leads a unit
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Tactician" that reduces the CP cost of your stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  Scenario: 18.1: a triggered rule stated as applied puts its cost change in force
    Given a unit "Squad" for player A
    And "Squad" has an ability "Last Orders":
      | WHEN     | the start of your Movement phase            |
      | EFFECT   | reduces the CP cost of your stratagems by 1 |
      | DURATION | until the end of the turn                   |
    And it is player A's Movement phase
    And "Last Orders" was applied to "Squad" this phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    When the game advances to player B's Command phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: app 01.02.02: a triggered rule's cost change lasts its duration after its unit is destroyed
    Given a unit "Squad" for player A
    And "Squad" has an ability "Last Orders":
      | WHEN     | the start of your Movement phase            |
      | EFFECT   | reduces the CP cost of your stratagems by 1 |
      | DURATION | until the end of the turn                   |
    And it is player A's Movement phase
    And "Last Orders" was applied to "Squad" this phase
    When "Squad" is destroyed
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  Scenario: 18.2: a rule's change to the next stratagem you use is spent by that use
    Given a unit "Squad" for player A
    And "Squad" has the keywords INFANTRY, GRENADES
    And a unit "Enemy" for player B
    And player A has a rule "Quartermaster" that reduces the CP cost of the next stratagem you use by 1
    And player A has 3 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 1, 1, 1, 1, 1, 1
    Then the CP cost of the "Explosives" stratagem for player A is 0
    When player A uses the "Explosives" stratagem on "Squad" against "Enemy"
    Then player A has 3 CP
    And the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: 18.2: the next stratagem you use stays cheaper until a stratagem is used
    Given player A has a rule "Quartermaster" that reduces the CP cost of the next stratagem you use by 1
    And it is player A's Movement phase
    When the game advances to player A's Shooting phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
