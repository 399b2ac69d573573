Feature: 18.2, 09.04 Held-out: a unit that counts as having remained stationary this turn
  18.2 lists `having remained stationary this turn` among the states a rule can make a unit
  count as (or not), and 18.5 asks it. In the Move Units step (09.02) each unit is selected to
  move and a move type chosen; Remain Stationary (09.04) is one of them and moves no model.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A

  Scenario: 09.04: a unit that remains stationary counts as having remained stationary this turn
    When "Squad" remains stationary
    Then "Squad" counts as having remained stationary this turn

  Scenario: 09.04: a unit that made a normal move did not remain stationary
    When "Squad" makes a normal move
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 09.04: a unit not yet selected to move has not remained stationary
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 09.04: a unit stated to have remained stationary this phase counts so
    Given "Squad" remained stationary this phase
    Then "Squad" counts as having remained stationary this turn

  Scenario: 09.04: remaining stationary is still no move this phase
    Given "Squad" remained stationary this phase
    Then "Squad" does not count as having made a normal move this turn
    And "Squad" can make a surge move

  Scenario: 18.2: a rule makes a unit that moved count as having remained stationary this turn
    Given "Squad" has an ability "Anchored" that makes it count as having remained stationary this turn
    When "Squad" makes a normal move
    Then "Squad" counts as having remained stationary this turn
    And "Squad" counts as having made a normal move this turn

  Scenario: 18.2: a rule makes a unit that remained stationary count as not having done so
    Given "Squad" has an ability "Restless" that makes it count as not having remained stationary this turn
    When "Squad" remains stationary
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.2: a rule counts against the Given too
    Given "Squad" has an ability "Restless" that makes it count as not having remained stationary this turn
    And "Squad" remained stationary this phase
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.1 CONDITION: while its condition does not hold, the rule makes the unit count as nothing
    Given "Squad" has an ability "Anchored":
      | EFFECT    | makes it count as having remained stationary this turn |
      | CONDITION | it is battle-shocked                                    |
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.2: in the next turn a unit that remained stationary no longer counts so
    When "Squad" remains stationary
    And the game advances to player B's Movement phase
    Then "Squad" does not count as having remained stationary this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Movement phase
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.2: the Given of this phase does not last into the next turn either
    Given "Squad" remained stationary this phase
    When the game advances to the start of battle round 3
    And the game advances to player A's Shooting phase
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.2: a rule always in force makes the unit count so in a later turn too
    Given "Squad" has an ability "Anchored" that makes it count as having remained stationary this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Shooting phase
    Then "Squad" counts as having remained stationary this turn

  Scenario: 18.2: a rule in force until the end of the turn makes the unit count so in that turn only
    Given "Squad" has an ability "Brace":
      | WHEN     | each time this unit makes a normal move                 |
      | EFFECT   | makes it count as having remained stationary this turn  |
      | DURATION | until the end of the turn                               |
    When "Squad" makes a normal move
    Then "Squad" counts as having remained stationary this turn
    When the game advances to the start of battle round 3
    And the game advances to player A's Movement phase
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.3 item 6: of two opposite rules, the later one wins
    Given "Squad" has an ability "Anchored" that makes it count as having remained stationary this turn
    And "Squad" has an ability "Restless":
      | WHEN     | each time this unit makes a normal move                     |
      | EFFECT   | makes it count as not having remained stationary this turn  |
      | DURATION | until the end of the turn                                   |
    Then "Squad" counts as having remained stationary this turn
    When "Squad" makes a normal move
    Then "Squad" does not count as having remained stationary this turn

  Scenario: 18.3 item 6: the later rule wins the other way round
    Given "Squad" has an ability "Restless" that makes it count as not having remained stationary this turn
    And "Squad" has an ability "Anchored":
      | WHEN     | each time this unit makes a normal move                 |
      | EFFECT   | makes it count as having remained stationary this turn  |
      | DURATION | until the end of the turn                               |
    When "Squad" remains stationary
    Then "Squad" does not count as having remained stationary this turn
    When "Squad" makes a normal move
    Then "Squad" counts as having remained stationary this turn

  Scenario: 19.01: either name of an attached unit that remained stationary counts so
    Given a unit "Captain" for player A
    And "Captain" is leading "Squad"
    When "Captain" remains stationary
    Then "Squad" counts as having remained stationary this turn
    And "Captain" counts as having remained stationary this turn

  Scenario: 19.01: stated of one part, the whole attached unit remained stationary
    Given a unit "Captain" for player A
    And "Captain" is leading "Squad"
    And "Squad" remained stationary this phase
    Then "Captain" counts as having remained stationary this turn
