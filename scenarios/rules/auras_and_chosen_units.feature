Feature: 18.1 and 22.01: auras, their bearer, and rules used on one unit
  An aura reaches the units stated within its range (22.01, never measured) and always its own
  bearer while that is on the battlefield; an enemy aura reaches enemy units only. A rule whose
  TARGET is one friendly unit acts on the unit its player says they will use it on, and on no
  other.

  Background:
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: 22.01: the aura's bearer is always within range of its own aura
    Given "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Captain" has OC 3
    And "Rites of Battle" is in force for "Captain"
    And "Squad" has OC 2

  Scenario: 22.01: an enemy aura reaches the enemy units stated in range, not friendly ones
    Given "Boyz" has an ability "Dread Presence":
      | TARGET | each enemy unit within range of it |
      | EFFECT | worsens its Ld by 1                |
    And "Captain" has Ld 7+
    And "Squad" has Ld 7+
    And "Captain" is within range of "Dread Presence"
    Then "Captain" has Ld 8+
    And "Squad" has Ld 7+
    And "Dread Presence" is not in force for "Squad"
    And "Dread Presence" is not in force for "Boyz"

  Scenario: 22.01: an aura stops when its bearer is destroyed
    Given it is player A's Movement phase
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rites of Battle" of "Captain"
    Then "Squad" has OC 3
    When "Captain" is destroyed
    Then "Squad" has OC 2
    And "Rites of Battle" is not in force for "Squad"

  Scenario: 22.01: two different auras add up
    Given a unit "Ancient" for player A
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rites of Battle"
    And "Squad" is within range of "Standard"
    Then "Squad" has OC 4

  Scenario: 18.1: a rule used on one unit leaves the others
    Given player A has a rule "Orders":
      | TARGET | one friendly unit |
      | EFFECT | improves its Ld by 1 |
    And "Squad" has Ld 7+
    And "Captain" has Ld 7+
    And player A will use "Orders" on "Squad"
    Then "Squad" has Ld 6+
    And "Captain" has Ld 7+
    And "Orders" is in force for "Squad"
    And "Orders" is not in force for "Captain"

  Scenario: 18.1: a triggered rule used on one unit at the start of a phase
    Given it is player A's Command phase
    And player A has a rule "Battle Focus":
      | WHEN   | the start of your Movement phase |
      | TARGET | one friendly unit                |
      | EFFECT | adds 2 to its OC                 |
    And player A will use "Battle Focus" on "Captain"
    When the game advances to player A's Movement phase
    Then "Captain" has OC 4
    And "Squad" has OC 2
    When the game advances to player A's Shooting phase
    Then "Captain" has OC 2

  Scenario: 22.01: an aura for one keyword does not reach a bearer without it
    Given "Captain" has an ability "Machine Blessing":
      | TARGET | each friendly VEHICLE unit within range of it |
      | EFFECT | adds 1 to its OC                              |
    Then "Captain" has OC 2
    And "Machine Blessing" is not in force for "Captain"

  Scenario: 22.01: an embarked bearer is not on the battlefield, so not in range of its own aura
    Given a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Captain" is embarked within "Rhino"
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Rites of Battle" is not in force for "Captain"

  Scenario: 22.01 and 19.04: a leader's aura reaches the unit it leads
    Given "Captain" is leading "Squad"
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Squad" has OC 3
    And "Captain" has OC 3

  Scenario: 22.01: the bearer and a second source of the same aura count once for the bearer
    Given a unit "Lieutenant" for player A
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Lieutenant" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Captain" is within range of "Rites of Battle" of "Lieutenant"
    Then "Captain" has OC 3
    And "Lieutenant" has OC 3

  Scenario: 18.5: an aura did not change the verdict of a unit out of its range
    Given "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Squad" has OC 2
    And "Rites of Battle" did not change that verdict
    And no rule changed that verdict

  Scenario: 18.1: an aura with a CONDITION reaches a unit in range only while it holds
    Given it is player A's Movement phase
    And "Captain" has an ability "Hold the Line":
      | TARGET    | each friendly unit within range of it |
      | CONDITION | it is engaged                         |
      | EFFECT    | adds 1 to its OC                      |
    And "Squad" is within range of "Hold the Line"
    Then "Squad" has OC 2
    When "Squad" becomes engaged
    Then "Squad" has OC 3
    And "Captain" has OC 2

  Scenario: 22.01: an aura of a unit in strategic reserves does not reach its bearer
    Given "Captain" is in strategic reserves
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    Then "Rites of Battle" is not in force for "Captain"

  Scenario: 22.01 and 19.04: a leader's aura stays on its part after the bodyguard is destroyed
    Given it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    When 5 models of "Squad" are destroyed
    Then "Captain" has OC 3
