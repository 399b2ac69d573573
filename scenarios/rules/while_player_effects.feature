Feature: The while of a triggered rule's duration, and its CONDITION, for player effects (18.1, 18.3 item 10)
  A triggered rule's CONDITION is read when it triggers: if it fails then, the rule does not
  resolve, a player effect (CP gained, a CP cost, a 15.01 limit) no more than a unit effect. The
  while of its duration is read each time its effects are, a player effect's too.

  Background:
    Given a unit "Squad"
    And the stratagem "First":
      | CP     | 2                 |
      | WHEN   | any phase         |
      | TARGET | one friendly unit |
    And it is player A's Movement phase in battle round 2

  Scenario: 18.1: a CP cost change of a triggered rule holds only while the while of its DURATION row does
    Given player A has a rule "Thrift":
      | WHEN     | the start of your Shooting phase                                 |
      | EFFECT   | reduces the CP cost of your stratagems by 1                      |
      | DURATION | until the end of the battle round, while it is your opponent's turn |
    When the game advances to player A's Shooting phase
    Then the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.1: the same CP cost change led by its while duration holds only while it does
    Given player A has a rule "Thrift":
      | WHEN   | the start of your Shooting phase                                                                        |
      | EFFECT | Until the end of the battle round, while it is your opponent's turn, reduces the CP cost of your stratagems by 1 |
    When the game advances to player A's Shooting phase
    Then the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.1: the same CP cost change holds in the opponent's turn of that battle round, where its while does
    Given player A has a rule "Thrift":
      | WHEN   | the start of your Shooting phase                                                                        |
      | EFFECT | Until the end of the battle round, while it is your opponent's turn, reduces the CP cost of your stratagems by 1 |
    When the game advances to player B's Movement phase
    Then the CP cost of the "First" stratagem for player A is 1
    And "Thrift" is in force for player A

  Scenario: 18.1: a triggered rule whose CONDITION fails when it triggers gains no CP
    Given player A has 0 CP
    And player A has a rule "Tithe":
      | WHEN      | the start of your Shooting phase |
      | CONDITION | it is your opponent's turn       |
      | EFFECT    | you gain 1 CP                    |
    When the game advances to player A's Shooting phase
    Then player A has 0 CP

  Scenario: 18.1: the same rule whose CONDITION holds when it triggers gains 1 CP
    Given player A has 0 CP
    And player A has a rule "Tithe":
      | WHEN      | the start of your Shooting phase |
      | CONDITION | it is your turn                  |
      | EFFECT    | you gain 1 CP                    |
    When the game advances to player A's Shooting phase
    Then player A has 1 CP

  Scenario: 18.1: a CP cost change whose CONDITION failed when its rule triggered does not come in force later
    Given player A has a rule "Thrift":
      | WHEN      | the start of your Shooting phase            |
      | CONDITION | it is your opponent's turn                  |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
      | DURATION  | until the end of the battle round           |
    When the game advances to player B's Movement phase
    Then the CP cost of the "First" stratagem for player A is 2
    And "Thrift" is not in force for player A

  Scenario: 18.1: a CP cost change whose CONDITION held when its rule triggered lasts its duration after the CONDITION fails
    Given player A has a rule "Thrift":
      | WHEN      | the start of your Shooting phase            |
      | CONDITION | it is your turn                             |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
      | DURATION  | until the end of the battle round           |
    When the game advances to player B's Movement phase
    Then the CP cost of the "First" stratagem for player A is 1
    And "Thrift" is in force for player A

  Scenario: 18.1: a DURATION row that says the same duration as the while leading the EFFECT is accepted
    Given "Squad" has an ability "Stalwart":
      | WHEN     | the start of your Movement phase                                 |
      | EFFECT   | Until the end of the turn, while it is engaged, adds 1 to its OC |
      | DURATION | until the end of the turn, while it is engaged                   |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" becomes engaged
    Then "Squad" has OC 3

  Scenario: 18.4: a stratagem's benefit of cover led by a while duration holds while its condition does
    Given the stratagem "Veil":
      | CP     | 1                                                                              |
      | WHEN   | any phase                                                                      |
      | TARGET | one friendly unit                                                              |
      | EFFECT | Until the end of the phase, while it is not engaged, gives it the benefit of cover |
    And player A has 1 CP
    When player A uses the "Veil" stratagem on "Squad"
    Then "Squad" has the benefit of cover

  Scenario: 18.4: the same benefit of cover ends when its while fails, before the phase ends
    Given the stratagem "Veil":
      | CP     | 1                                                                              |
      | WHEN   | any phase                                                                      |
      | TARGET | one friendly unit                                                              |
      | EFFECT | Until the end of the phase, while it is not engaged, gives it the benefit of cover |
    And player A has 1 CP
    When player A uses the "Veil" stratagem on "Squad"
    And "Squad" becomes engaged
    Then "Squad" does not have the benefit of cover

  Scenario: 18.4: a stratagem's CP cost change led by a while duration stays traced only
    Given the stratagem "Frugal":
      | CP     | 1                                                                                    |
      | WHEN   | any phase                                                                            |
      | TARGET | one friendly unit                                                                    |
      | EFFECT | Until the end of the phase, while it is not engaged, reduces the CP cost of your stratagems by 1 |
    And player A has 1 CP
    When player A uses the "Frugal" stratagem on "Squad"
    Then the effect of the "Frugal" stratagem is traced only
    And the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.4: stratagem text led by While and words that are no condition stays traced only
    Given the stratagem "Banner":
      | CP     | 1                                                            |
      | WHEN   | any phase                                                    |
      | TARGET | one friendly unit                                            |
      | EFFECT | While your WARLORD is on the battlefield, adds 1 to its OC |
    And player A has 1 CP
    When player A uses the "Banner" stratagem on "Squad"
    Then the effect of the "Banner" stratagem is traced only
    And "Squad" has OC 2

  Scenario: 18.4: the same text led by While and a condition of the vocabulary is modelled
    Given the stratagem "Banner":
      | CP     | 1                                        |
      | WHEN   | any phase                                |
      | TARGET | one friendly unit                        |
      | EFFECT | While it is not engaged, adds 1 to its OC |
    And player A has 1 CP
    When player A uses the "Banner" stratagem on "Squad"
    Then the effect of the "Banner" stratagem is resolved
    And "Squad" has OC 3

  Scenario: 18.1: a DURATION row that says the same duration as a plain until leading the EFFECT is accepted
    Given "Squad" has an ability "Stalwart":
      | WHEN     | the start of your Movement phase            |
      | EFFECT   | Until the end of the turn, adds 1 to its OC |
      | DURATION | until the end of the turn                   |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3
