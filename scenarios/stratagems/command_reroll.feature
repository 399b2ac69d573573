Feature: 15.02 Command Re-roll: only the rolls it lists
  Advance, charge, damage, hazard, hit, save and wound rolls (and the number of attacks) can be
  re-rolled with it; a battle-shock roll is not on its list.

  Background:
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Shooting phase

  Scenario Outline: 15.02: a listed roll can be re-rolled
    When player A uses the "Command Re-roll" stratagem on the <roll> roll for "Squad"
    Then player A used the "Command Re-roll" stratagem
    And player A has 0 CP

    Examples:
      | roll    |
      | advance |
      | charge  |
      | damage  |
      | hazard  |
      | hit     |
      | save    |
      | wound   |

  Scenario: 15.02: a battle-shock roll is not on the list
    When player A uses the "Command Re-roll" stratagem on the battle-shock roll for "Squad"
    Then player A did not use the "Command Re-roll" stratagem
    And player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it
    And player A has 1 CP

  Scenario: 15.02: it can be used in any phase, by either player
    Given a unit "Raiders" for player B
    And player B has 1 CP
    Then player B can use the "Command Re-roll" stratagem on the save roll for "Raiders"
    And player A can use the "Command Re-roll" stratagem on the hit roll for "Squad"

  Scenario: 15.02: only for a friendly unit
    Given a unit "Raiders" for player B
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Raiders"
