Feature: 18.1 Rule rows written as rules print them
  A rule table's row names take any case; a value's leading `the` and trailing full stop are
  ignored; an EFFECT may be led by its duration ("Until the end of the phase, ...") or end with
  it; `while <condition>` alone is a duration; `<move>` takes `a` or `an`.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: Row names in any case, a capital and a trailing full stop
    Given "Squad" has an ability "Grit":
      | when   | The start of your Movement phase. |
      | Effect | Makes it battle-shocked.          |
    And it is player A's Command phase
    When the game advances to player A's Movement phase
    Then "Squad" is battle-shocked

  Scenario: An EFFECT led by its duration lasts that long and no longer
    Given it is player A's Command phase
    And "Squad" has an ability "Grit":
      | WHEN   | the start of your Movement phase             |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    When the game advances to player A's Movement phase
    Then "Squad" has OC 3
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2

  Scenario: An EFFECT that ends with its duration
    Given it is player A's Command phase
    And "Squad" has an ability "Grit":
      | WHEN   | the start of your Movement phase            |
      | EFFECT | adds 1 to its OC, until the end of the turn |
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3

  Scenario: while alone: in force only while its condition holds
    Given "Squad" is battle-shocked
    And "Boyz" has an ability "Grit":
      | EFFECT   | adds 1 to its OC               |
      | DURATION | while it is not battle-shocked |
    And "Squad" has an ability "Grit":
      | EFFECT   | adds 1 to its OC               |
      | DURATION | while it is not battle-shocked |
    Then "Squad" has OC -
    And "Boyz" has OC 3

  Scenario: A move effect written with an
    Given "Squad" has an ability "Surge":
      | WHEN   | the start of your Movement phase |
      | EFFECT | lets it make an advance move     |
    Then "Squad" has OC 2
