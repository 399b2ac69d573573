Feature: Attached units part by part: OC, Ld and W (19.01, 19.04, 01.06, 01.07, 16.01)
  Either name of an attached unit refers to the whole unit, except in "has <n> models left",
  "has OC", "has Ld" and "has W", which set or ask the part so named, whatever order the Givens
  come in. A leadership roll passes on any Ld of a part with models left (01.06, 19.04); the
  16.01 OC bar applies only when no model of any part has OC 1+.

  Background:
    Given a unit "Captain"
    And a unit "Squad"
    And "Captain" is leading "Squad"

  Scenario: 01.06: a Captain with Ld 5+ leading a Squad with Ld 7+ passes on a roll of 5
    Given "Captain" has Ld 5+
    And "Squad" has Ld 7+
    And "Captain" has a starting strength of 1
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked
    And "Captain" has Ld 5+
    And "Squad" has Ld 7+

  Scenario: 01.06: the order of the Givens does not matter
    Given "Squad" has Ld 7+
    And "Captain" has Ld 5+
    And "Captain" has a starting strength of 1
    And "Squad" has 2 models left
    And the battle-shock roll for "Captain" will be 5
    When player A's Command phase is resolved
    Then "Captain" is not battle-shocked

  Scenario: 19.04: with the Captain gone, his Ld no longer counts
    Given "Captain" has Ld 5+
    And "Squad" has Ld 7+
    And "Captain" has 0 models left
    And "Captain" has a starting strength of 1
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 02.02: each part has its own W
    Given "Captain" has W 5
    And "Squad" has W 2
    Then "Captain" has W 5
    And "Squad" has W 2

  Scenario: 02.02: each part has its own OC
    Given "Captain" has OC 1
    And "Squad" has OC 2
    Then "Captain" has OC 1
    And "Squad" has OC 2

  Scenario: 01.07: a battle-shocked attached unit has OC - in every part
    Given "Squad" is battle-shocked
    Then "Captain" has OC -
    And "Squad" has OC -

  Scenario: 16.01: one part with OC 1+ is enough to start an Action
    Given "Captain" has OC 0
    And it is player A's Shooting phase
    And the Action "Task":
      | UNITS | any unit |
    Then "Squad" can start the "Task" Action

  Scenario: 16.01: with no model of OC 1+ in any part, the OC bar applies
    Given "Captain" has OC 0
    And "Squad" has OC 0
    And it is player A's Shooting phase
    And the Action "Task":
      | UNITS | any unit |
    Then "Captain" cannot start the "Task" Action because its OC is 0 or -

  Scenario: 19.01: two units without datasheets form an attached unit; no datasheet listing is weighed
    Then "Captain" has a starting strength of 10
