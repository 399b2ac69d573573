Feature: 18.1 and 18.3 items 10 and 11: auras, a rule's selected unit, rules left unused or applied
  An aura's range is stated, never measured (22.01): which units are within range of it is a
  Given. An aura applies to a unit once however many are in range of it; a unit that is not on
  the battlefield is never in range. A rule whose TARGET is one friendly unit acts on the unit
  its player says they will use it on.

  Background:
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Scouts" for player A

  Scenario: 22.01: an aura reaches the units stated within its range, and no other
    Given "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rites of Battle"
    Then "Squad" has OC 3
    And "Scouts" has OC 2

  Scenario: 22.01: the same aura on two units counts once for a unit in range of both
    Given a unit "Lieutenant" for player A
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Lieutenant" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rites of Battle" of "Captain"
    And "Squad" is within range of "Rites of Battle" of "Lieutenant"
    Then "Squad" has OC 3

  Scenario: app FAQ data 931: an aura does not reach an embarked unit
    Given a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rites of Battle"
    Then "Rites of Battle" is not in force for "Squad"

  Scenario: 18.1: a rule for one friendly unit acts on the unit its player selects
    Given player A has a rule "Orders":
      | TARGET | one friendly INFANTRY unit |
      | EFFECT | adds 2 to its OC           |
    And player A will use "Orders" on "Scouts"
    Then "Scouts" has OC 4
    And "Squad" has OC 2

  Scenario: 18.1: an optional rule left unused changes nothing
    Given player A has a rule "Orders" that adds 2 to its OC
    And player A will not use "Orders"
    Then "Squad" has OC 2

  Scenario: 18.1: a triggered rule stated as applied this phase is in force for its duration
    Given it is player A's Shooting phase
    And "Squad" has an ability "Hold Fast":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | adds 1 to its OC                 |
    And "Hold Fast" was applied to "Squad" this phase
    Then "Squad" has OC 3
    And "Hold Fast" is in force for "Squad"
    When the game advances to player A's Charge phase
    Then "Squad" has OC 2
