Feature: Held-out round-4 claims: roll bounds, durations over a Command phase, drawn positions on a grid
  A tournament organiser's checks beside the published answers of
  scenarios/faq/held_out_fidfaq4.feature: where a modified roll stops (18.3 item 4), when
  a duration that ends at the start of the next Command phase ends (18.3 item 10), and
  claims over drawn positions that a grid lets the search prove (19.9, §17).

  Scenario: 18.3 item 4: a charge roll modified below 1 is 1
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" has an ability "Mire" that subtracts 3 from its charge rolls
    And the charge roll for "Squad" will be 2
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 1

  Scenario: 18.3 item 4 and §14: a battle-shock roll is never clamped
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has an ability "Dread" that subtracts 3 from its battle-shock rolls
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was -1
    And "Squad" is battle-shocked

  Scenario Outline: 18.3 item 10: a modifier until the start of your next Command phase is gone by that phase's Battle-shock step
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And "Squad" has Ld 6+
    And it is player A's Shooting phase
    And "Squad" has an ability "Nerve" that adds 1 to its battle-shock rolls, <duration>
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" <shocked>

    Examples:
      | duration                                 | shocked               |
      | until the start of your next Command phase | is battle-shocked     |
      | until the end of the battle              | is not battle-shocked |

  Scenario: 03.04 and 19.9: a model drawn more than 2" from an enemy model is never engaged with it
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" more than 2" from "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is not engaged with "Boyz"

  Scenario: Rules Appendix and 19.9: a model drawn within 3" of an objective marker is within its range
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 1 model left
    And any position for "Squad" within 3" of the beacon
    And positions are drawn on a 1" grid
    Then "Squad" is within range of the beacon

  Scenario: 12.04: a Fights First unit that becomes eligible after a remaining combat sends the sequence back, starting with the player whose turn it is
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Warboss" for player B
    And "Squad" is engaged with "Boyz"
    And "Warboss" has Fights First
    And it is the Fight step of player B's Fight phase
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Boyz" is selected to fight
    And "Warboss" becomes engaged
    And "Boyz" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Warboss |
