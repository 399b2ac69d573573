Feature: 18.3 item 10 A triggered rule that states no duration
  It lasts to the end of the phase it resolved in, or of the step outside a phase; a stated
  duration replaces that; a rule WHEN always lasts while its CONDITION holds.

  Background:
    Given a unit "Squad"
    And it is battle round 2

  Scenario: Triggered in a phase, the effect lasts to the end of that phase
    Given player A has a rule "Rally Cry":
      | WHEN   | the start of your Command phase |
      | EFFECT | adds 1 to its OC                |
    When the game advances to player A's Command phase
    Then "Squad" has OC 3
    When the game advances to player A's Movement phase
    Then "Squad" has OC 2

  Scenario: Triggered at the start of the turn, the effect ends with that step
    Given player A has a rule "Dawn":
      | WHEN   | the start of your turn |
      | EFFECT | adds 1 to its OC       |
    When the game advances to player A's Command phase
    Then "Squad" has OC 2

  Scenario: A stated duration keeps it past the phase
    Given player A has a rule "Rally Cry":
      | WHEN   | the start of your Command phase           |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: A rule WHEN always has no end unless its condition fails
    Given player A has a rule "Steady":
      | CONDITION | it is not battle-shocked |
      | EFFECT    | adds 1 to its OC         |
    Then "Squad" has OC 3
    When "Squad" becomes battle-shocked
    Then "Squad" has OC -
