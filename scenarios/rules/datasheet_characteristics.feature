Feature: 18.2 and 18.3 item 3 on real datasheets: OC, Ld and W as rules modify them (02.02)
  A characteristic effect starts from the datasheet's value: sets first, then additions and
  subtractions; '-' for a battle-shocked unit whatever adds to it; Ld improved or worsened in
  every profile; W as modified is what a single model's half-strength reads (Rules Appendix),
  in a Then step and in the Battle-shock step alike.

  Scenario: an ability adds 1 to an Intercessor Squad's datasheet OC
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Hold Fast" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Hold Fast" is in force for "Squad"

  Scenario: a battle-shocked Intercessor Squad has OC - whatever adds to it
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Hold Fast" that adds 1 to its OC
    And "Squad" is battle-shocked
    Then "Squad" has OC -

  Scenario: Fenrisian Wolves with 1 added to their OC of 0 may start an Action
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    And "Wolves" has an ability "Pack Claim" that adds 1 to its OC
    Then "Wolves" has OC 1
    And "Wolves" can start the "Deploy Device" Action

  Scenario: Fenrisian Wolves whose OC a rule sets to 0 take no other modifier
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Shooting phase
    And "Wolves" has an ability "Pack Claim" that adds 1 to its OC
    And player A has a rule "Cowed" that sets its OC to 0
    Then "Wolves" has OC 0

  Scenario: a set then an addition: sets come first whatever the order declared
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Hold Fast" that adds 1 to its OC
    And player A has a rule "Levy" that sets its OC to 1
    Then "Squad" has OC 2

  Scenario: a Captain's Ld 6+ improved by an enhancement, a Chaplain's worsened
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Chaplain" from the datasheet "Chaplain" for player A
    And it is player A's Movement phase
    And "Captain" has an enhancement "Iron Halo" that improves its Ld by 1
    And "Chaplain" has an ability "Doubt" that worsens its Ld by 2
    Then "Captain" has Ld 5+
    And "Chaplain" has Ld 7+

  Scenario: Gretchin worsened by an enemy rule: both Ld values move, an 8 still passes on the Runtherd's
    Given a unit "Grots" from the datasheet "Gretchin" for player A
    And "Grots" has 5 models left
    And player B has a rule "Terror":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 1 |
    And the battle-shock roll for "Grots" will be 8
    When player A's Command phase is resolved
    Then "Grots" has Ld 8+
    And "Grots" has Ld 9+
    And "Grots" is not battle-shocked

  Scenario: a Captain's W raised to 6: 3 wounds left is at half-strength
    Given a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And "Captain" has an enhancement "Artificer Armour" that adds 1 to its W
    And "Captain" has 3 wounds left
    Then "Captain" has W 6
    And "Captain" is at half-strength

  Scenario: the same Captain without the enhancement, 3 wounds of W 5 is above half
    Given a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And "Captain" has 3 wounds left
    Then "Captain" has W 5
    And "Captain" is not at half-strength

  Scenario: a Captain whose W a rule raised rolls in the Battle-shock step at half
    Given a unit "Captain" from the datasheet "Captain" for player A
    And "Captain" has an enhancement "Artificer Armour" that adds 1 to its W
    And "Captain" has 3 wounds left
    And the battle-shock roll for "Captain" will be 4
    When player A's Command phase is resolved
    Then "Captain" makes a battle-shock roll
    And "Captain" is battle-shocked

  Scenario: player B's rule worsens only B's own units by default
    Given a unit "Grots" from the datasheet "Gretchin" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player A's Movement phase
    And player B has a rule "Rally" that worsens its Ld by 1
    Then "Grots" has Ld 7+
    And "Boyz" has Ld 8+

  Scenario: a Captain's W raised to 6: 5 wounds left is below starting strength
    Given a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And "Captain" has an enhancement "Artificer Armour" that adds 1 to its W
    And "Captain" has 5 wounds left
    Then "Captain" has W 6
    And "Captain" is below starting strength

  Scenario: the same Captain without the enhancement: 5 wounds of W 5 is not below starting strength
    Given a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And "Captain" has 5 wounds left
    Then "Captain" is not below starting strength
