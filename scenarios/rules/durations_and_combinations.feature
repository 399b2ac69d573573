Feature: 18.3 items 3, 4, 6, 10 and 13: durations, characteristics, counting as, CP gained
  Durations that cross a Command phase and an opponent's turn, sets and additions to OC, Ld
  improved for a battle-shock roll, counting as not battle-shocked, a lift that turns a Rapid
  Disembark into an Assault Disembark, an embarked unit's ability, and the Event Companion's cap.

  Scenario: 18.3 item 10: until the start of your next Command phase ends at 08.01, before the Battle-shock step
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Grit":
      | WHEN     | the start of your opponent's Movement phase         |
      | EFFECT   | makes its battle-shock rolls succeed automatically   |
      | DURATION | until the start of your next Command phase           |
    And it is player B's Movement phase
    And "Grit" was applied to "Squad" this phase
    And the battle-shock roll for "Squad" will be 2
    Then "Grit" is in force for "Squad"
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And "Grit" is not in force for "Squad"

  Scenario: 18.3 item 10: until the end of your opponent's next turn lasts through that turn, then ends
    Given a unit "Squad" for player A
    And "Squad" has an ability "Ward":
      | WHEN     | the start of your Shooting phase            |
      | EFFECT   | adds 1 to its OC                            |
      | DURATION | until the end of your opponent's next turn  |
    And it is player A's Shooting phase
    And "Ward" was applied to "Squad" this phase
    When the game advances to the end of player B's Fight phase
    Then "Ward" is in force for "Squad"
    And "Squad" has OC 3
    When the game advances to the start of battle round 2
    Then "Ward" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: 18.3 item 6: counting as not battle-shocked gives the OC back
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    And it is player A's Movement phase
    Then "Squad" has OC 2
    And "Iron Will" changed that verdict

  Scenario: 18.3 item 3: an OC set to 0 takes no addition
    Given a unit "Squad" for player A
    And "Squad" has an ability "Pinned" that sets its OC to 0
    And player A has a rule "Zeal" that adds 1 to its OC
    And it is player A's Movement phase
    Then "Squad" has OC 0

  Scenario: 18.3 item 3: a set to 1 comes before an addition of 2
    Given a unit "Squad" for player A
    And "Squad" has an ability "Pinned" that sets its OC to 1
    And player A has a rule "Zeal" that adds 2 to its OC
    And it is player A's Movement phase
    Then "Squad" has OC 3

  Scenario: 18.3 item 3 and 01.07: an Ld improved by 1 passes a battle-shock roll of 5
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Stoic" that improves its Ld by 1
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 01.07: without the improvement the same roll of 5 fails
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.3 item 1 and URU v1.1: a lift of the Rapid Disembark charge bar makes it an Assault Disembark
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Rhino | A      | VEHICLE, TRANSPORT | 1                 |
      | Squad | A      | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Storm" that lets it declare a charge even though it made a Rapid, Combat or emergency disembark this turn
    And it is player A's Movement phase
    When "Rhino" makes a normal move
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Assault Disembark
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 10 and app FAQ data 931: an embarked unit's ability still changes its player's costs
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Rhino | A      | VEHICLE, TRANSPORT | 1                 |
      | Squad | A      | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Signal" that reduces the CP cost of the "Fire Overwatch" stratagem by 1
    And it is player B's Movement phase
    Then "Signal" is in force for player A
    And the CP cost of the "Fire Overwatch" stratagem for player A is 0

  Scenario: 18.3 item 13: the Event Companion caps CP from rules at 1 per battle round
    Given a unit "Squad" for player A
    And the battle is played under the Event Companion
    And player A has 0 CP
    And player A has a rule "Tithe":
      | WHEN   | the start of your Movement phase |
      | EFFECT | you gain 1 CP                    |
    And player A has a rule "Levy":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | you gain 1 CP                    |
    And it is player A's Command phase
    When the game advances to player A's Charge phase
    Then player A has 2 CP
