Feature: 18.3 item 8 and 18.1 RESTRICTIONS: costs raised twice, and cost rules with a restriction
  A raise made after the targets are selected adds to one in force, within 1CP above the
  original cost. A cost rule with RESTRICTIONS is used by a use that only its effect allowed,
  and changes the cost of that use; a use the player could pay anyway leaves it in force.

  Background:
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And the stratagem "Go to Ground":
      | CP     | 1                                                         |
      | EFFECT | until the end of the phase, gives it the benefit of cover |
    And the stratagem "Strike Orders":
      | CP | 2 |
    And it is player A's Shooting phase

  Scenario: 18.3 item 8: a raise at selection on top of a standing raise stops at 1 above the original
    Given player B has a rule "Jam":
      | TARGET | you                                                      |
      | EFFECT | increases the CP cost of your opponent's stratagems by 1 |
    And player B has a rule "Interference":
      | WHEN   | each time your opponent uses a stratagem     |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And player A has 3 CP
    When player A uses the "Go to Ground" stratagem on "Squad"
    Then player A has 1 CP
    And "Squad" has the benefit of cover

  Scenario: 18.1: a raise at selection once per turn raises only the first use
    Given player B has a rule "Interference":
      | WHEN         | each time your opponent uses a stratagem     |
      | EFFECT       | increases the CP cost of that stratagem by 1 |
      | RESTRICTIONS | once per turn                                |
    And player A has 5 CP
    When player A uses the "Go to Ground" stratagem on "Squad"
    Then player A has 3 CP
    When player A uses the "Strike Orders" stratagem on "Guards"
    Then player A has 1 CP

  Scenario: 18.1 and 15.01: a reduction once per phase that alone allowed a use is spent by it
    Given player A has a rule "Logistics":
      | EFFECT       | reduces the CP cost of the "Strike Orders" stratagem by 1 |
      | RESTRICTIONS | once per phase                                            |
    And player A has 1 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 0 CP
    And "Logistics" is not in force for player A
    And the CP cost of the "Strike Orders" stratagem for player A is 2

  Scenario: 18.1: a reduction once per phase is not used by a use the player could pay anyway
    Given player A has a rule "Logistics":
      | EFFECT       | reduces the CP cost of the "Strike Orders" stratagem by 1 |
      | RESTRICTIONS | once per phase                                            |
    And player A has 3 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 2 CP
    And "Logistics" is in force for player A
