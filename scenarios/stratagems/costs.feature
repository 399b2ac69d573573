Feature: 15.01 and 18.3 item 8: a stratagem's CP cost as the rules in force change it
  A declared stratagem's EFFECT row may change what other stratagems cost. The cost starts from
  the CP row; sets come first, then increases and reductions, which add up; the result is never
  below 0CP and never more than 1CP above the CP row (app 15.01.01). A rule that sets an unnamed
  stratagem's cost to 0CP makes it 1CP cheaper instead (URU v1.1). 15.01 compares the cost as
  modified with the player's CP, and the refusal says the cost as modified.

  Background:
    Given a unit "Squad"
    And a unit "Raiders" for player B
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Strike Orders":
      | CP     | 2                   |
      | TARGET | one friendly unit   |
    And the stratagem "Command Focus":
      | CP     | 0                                                                            |
      | TARGET | none                                                                         |
      | EFFECT | until the end of the turn, reduces the CP cost of the "Strike Orders" stratagem by 1 |

  Scenario: 15.01: with no rule in force a stratagem costs its CP row
    Then the CP cost of the "Strike Orders" stratagem for player A is 2

  Scenario: 18.4: a reduction put in force by a stratagem's effect lowers the cost, and only for its user
    Given player A has 1 CP
    When player A uses the "Command Focus" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 1
    And the CP cost of the "Strike Orders" stratagem for player B is 2
    And player A can use the "Strike Orders" stratagem on "Squad"

  Scenario: 15.01: the cost as modified is what is paid
    Given player A has 1 CP
    When player A uses the "Command Focus" stratagem
    And player A uses the "Strike Orders" stratagem on "Squad"
    Then player A used the "Strike Orders" stratagem
    And player A has 0 CP

  Scenario: 18.3 item 10: the reduction ends with its duration
    Given player A has 1 CP
    When player A uses the "Command Focus" stratagem
    And the game advances to player B's Command phase
    Then the CP cost of the "Strike Orders" stratagem for player A is 2

  Scenario: 15.01: a player who cannot pay the cost as modified is refused
    Given the stratagem "Harsh Orders":
      | CP     | 0                                                                                |
      | TARGET | none                                                                             |
      | EFFECT | until the end of the turn, increases the CP cost of the "Strike Orders" stratagem by 1 |
    And player A has 2 CP
    When player A uses the "Harsh Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 3
    And the CP cost of the "Strike Orders" stratagem for player A is at least 3
    And player A cannot use the "Strike Orders" stratagem on "Squad" because player A does not have enough CP

  Scenario: 18.3 item 8: never more than 1CP above the CP row
    Given the stratagem "Harsh Orders":
      | CP     | 0                                                                                |
      | TARGET | none                                                                             |
      | EFFECT | until the end of the turn, increases the CP cost of the "Strike Orders" stratagem by 3 |
    When player A uses the "Harsh Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 3

  Scenario: 18.3 item 8: never below 0CP
    Given the stratagem "Deep Discount":
      | CP     | 0                                                                                |
      | TARGET | none                                                                             |
      | EFFECT | until the end of the turn, reduces the CP cost of the "Strike Orders" stratagem by 5 |
    When player A uses the "Deep Discount" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 0
    And the CP cost of the "Strike Orders" stratagem for player A is at most 0

  Scenario: URU v1.1: a rule that sets an unnamed stratagem's cost to 0CP makes it 1CP cheaper
    Given the stratagem "Free Orders":
      | CP     | 0                                                                  |
      | TARGET | none                                                               |
      | EFFECT | until the end of the turn, sets the CP cost of your stratagems to 0 |
    When player A uses the "Free Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 1

  Scenario: URU v1.1 does not apply: a rule that names the stratagem sets its cost to 0CP
    Given the stratagem "Free Orders":
      | CP     | 0                                                                                |
      | TARGET | none                                                                             |
      | EFFECT | until the end of the turn, sets the CP cost of the "Strike Orders" stratagem to 0 |
    When player A uses the "Free Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 0

  Scenario: 18.3 item 8: sets come first, then reductions
    Given the stratagem "Set Orders":
      | CP     | 0                                                                                |
      | TARGET | none                                                                             |
      | EFFECT | until the end of the turn, sets the CP cost of the "Strike Orders" stratagem to 3 |
    And player A has 1 CP
    When player A uses the "Command Focus" stratagem
    And player A uses the "Set Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 2

  Scenario: 18.3 item 10: a change with no duration changes the first use it covers, then is spent
    Given the stratagem "Quick Orders":
      | CP     | 0                                                       |
      | TARGET | none                                                    |
      | EFFECT | reduces the CP cost of the next stratagem you use by 1  |
    And player A has 3 CP
    When player A uses the "Quick Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 1
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 2 CP
    And the CP cost of the "Strike Orders" stratagem for player A is 2

  Scenario: 18.2: a change to the cost of stratagems that target a unit applies to uses on that unit only
    Given the stratagem "Marked Squad":
      | CP     | 0                                                                         |
      | EFFECT | until the end of the turn, reduces the CP cost of stratagems that target it by 1 |
    And a unit "Others"
    When player A uses the "Marked Squad" stratagem on "Squad"
    Then the CP cost of the "Strike Orders" stratagem for player A on "Squad" is 1
    And the CP cost of the "Strike Orders" stratagem for player A on "Others" is 2

  Scenario: 18.4: a use stated this phase puts its effect with a duration in force
    Given player A used the "Command Focus" stratagem this phase
    Then the CP cost of the "Strike Orders" stratagem for player A is 1

  Scenario: 18.4: a declared stratagem whose EFFECT changes a characteristic is modelled, not traced
    Given the stratagem "Hold the Line":
      | CP     | 1                                                  |
      | TARGET | one friendly unit                                  |
      | EFFECT | until the end of the turn, adds 1 to its OC         |
    And player A has 1 CP
    When player A uses the "Hold the Line" stratagem on "Squad"
    Then "Squad" has OC 3
    And "Raiders" has OC 2
    When the game advances to player B's Command phase
    Then "Squad" has OC 2
