Feature: 18.1 and 19.04: a rule of one part of an attached unit
  An enhancement or wargear acts on `this model`: the bearer's part only, so `has OC` and `has
  Ld`, asked per part, change for that part alone; with TARGET `its unit`, or as a leader
  ability, every part. Its change ends with the last model of the bearer's part.

  Background:
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"

  Scenario: an enhancement that improves Ld changes the bearer's part
    Given "Captain" has Ld 7+
    And "Squad" has Ld 7+
    And "Captain" has an enhancement "Iron Halo" that improves its Ld by 1
    Then "Captain" has Ld 6+
    And "Squad" has Ld 7+

  Scenario: an enhancement with TARGET its unit changes every part
    Given "Captain" has an enhancement "Banner":
      | TARGET | its unit         |
      | EFFECT | adds 1 to its OC |
    Then "Captain" has OC 3
    And "Squad" has OC 3

  Scenario: an enhancement that gives Fights First gives it to the bearer's part
    Given "Captain" has an enhancement "Swift Blade" that gives it Fights First
    Then "Captain" does not have Fights First
    When 5 models of "Squad" are destroyed
    Then "Captain" has Fights First

  Scenario: a leader ability changes both parts
    Given "Captain" has a leader ability "Rites" that adds 1 to its OC
    Then "Captain" has OC 3
    And "Squad" has OC 3

  Scenario: the enhancement's change ends when its bearer's part is destroyed
    Given "Captain" has an enhancement "Relic" that adds 1 to its OC
    When 5 models of "Captain" are destroyed
    Then "Relic" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: a battle-shocked attached unit: '-' for both parts whatever the enhancement
    Given "Squad" is battle-shocked
    And "Captain" has an enhancement "Relic" that adds 1 to its OC
    Then "Captain" has OC -
    And "Squad" has OC -

  Scenario: a triggered enhancement changes the bearer's part only
    Given "Captain" has an enhancement "Surge Relic":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When "Squad" makes a normal move
    Then "Captain" has OC 3
    And "Squad" has OC 2
