Feature: 18.2, 18.02 Held-out: a unit that counts as having been set up on the battlefield this turn
  18.2 lists `having been set up on the battlefield this turn` among the states a rule can make a
  unit count as (or not). 18.02 (Embarking) reads that fact: a unit set up this turn cannot embark.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad" for player A

  Scenario: 18.02: a unit that counts as set up this turn cannot embark after its normal move
    Given "Squad" has an ability "Teleported" that makes it count as having been set up on the battlefield this turn
    And "Squad" made a normal move this phase
    Then "Squad" counts as having been set up on the battlefield this turn
    And "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it was set up on the battlefield this turn |

  Scenario: 18.02: without the rule, the same unit embarks
    Given "Squad" made a normal move this phase
    Then "Squad" does not count as having been set up on the battlefield this turn
    And "Squad" can embark within "Rhino"

  Scenario: 18.02: a unit that disembarked but counts as not set up this turn may embark again
    Given "Squad" has an ability "Slipstream" that makes it count as not having been set up on the battlefield this turn
    And "Squad" is embarked within "Rhino"
    When "Squad" makes a disembark move followed by a normal move
    Then "Squad" does not count as having been set up on the battlefield this turn
    And "Squad" can embark within "Rhino"

  Scenario: 18.02: without the rule, a unit that disembarked this turn may not
    Given "Squad" is embarked within "Rhino"
    When "Squad" makes a disembark move followed by a normal move
    Then "Squad" counts as having been set up on the battlefield this turn
    And "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: 18.1 CONDITION: while its condition does not hold, the rule makes the unit count as nothing
    Given "Squad" has an ability "Teleported":
      | EFFECT    | makes it count as having been set up on the battlefield this turn |
      | CONDITION | it is battle-shocked                                              |
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: 20.04: counting as set up is not an ingress move: the unit may still move
    Given "Squad" has an ability "Teleported" that makes it count as having been set up on the battlefield this turn
    Then "Squad" can make a normal move

  Scenario: 18.2: a rule always in force makes the unit count as set up in a later turn too
    Given "Squad" has an ability "Teleported" that makes it count as having been set up on the battlefield this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Movement phase
    And "Squad" makes a normal move
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: 18.2: a rule always in force makes the unit count as having advanced in a later turn too
    Given "Squad" has an ability "Rush" that makes it count as having made an advance move this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Charge phase
    Then "Squad" counts as having made an advance move this turn
    And "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.2: a rule in force until the end of the turn makes the unit count so in that turn only
    Given "Squad" has an ability "Rush":
      | WHEN     | each time this unit makes a normal move                          |
      | EFFECT   | makes it count as having made an advance move this turn          |
      | DURATION | until the end of the turn                                        |
    When "Squad" makes a normal move
    Then "Squad" counts as having made an advance move this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Charge phase
    Then "Squad" does not count as having made an advance move this turn
