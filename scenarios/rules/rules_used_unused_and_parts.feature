Feature: 18.1, 18.3 item 10 and 19.02: rules left unused, applied, lasting, and attached units
  A triggered rule its player will not use does not resolve; one stated applied this turn lasts
  for its duration; an attached unit is destroyed, for `each time this unit is destroyed`, with
  its last model; a leader ability reaches the bodyguard part while its leader stands.

  Background:
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: 18.1: a triggered rule its player will not use does not resolve
    Given it is player A's Command phase
    And "Squad" has an ability "Surge":
      | WHEN   | the start of your Movement phase |
      | EFFECT | adds 1 to its OC                 |
    And player A will not use "Surge"
    When the game advances to player A's Movement phase
    Then "Squad" has OC 2
    And "Surge" is not in force for "Squad"

  Scenario: 18.3 item 10: until the start of your next turn lasts through the opponent's turn
    Given it is player A's Movement phase
    And "Squad" has an ability "Vigil":
      | WHEN   | each time this unit makes a normal move           |
      | EFFECT | until the start of your next turn, adds 1 to its OC |
    When "Squad" makes a normal move
    And the game advances to player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to player A's Command phase
    Then "Squad" has OC 2

  Scenario: 18.1 and 19.02: an attached unit is destroyed when its last model is
    Given it is player A's Movement phase
    And "Captain" is leading "Squad"
    And the ruin is an objective
    And "Boyz" is within the ruin
    And "Squad" has an ability "Martyr":
      | WHEN   | each time this unit is destroyed |
      | TARGET | each enemy unit                  |
      | EFFECT | subtracts 1 from its OC          |
    When 5 models of "Squad" are destroyed
    Then "Boyz" has OC 2
    When 5 models of "Captain" are destroyed
    Then "Boyz" has OC 1

  Scenario: 18.1: was applied this turn keeps a rule with a turn duration in force in a later phase
    Given it is player A's Shooting phase
    And "Squad" has an ability "Hold Fast":
      | WHEN     | the start of your Movement phase |
      | DURATION | until the end of the turn        |
      | EFFECT   | adds 1 to its OC                 |
    And "Hold Fast" was applied to "Squad" this turn
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.1: a leader ability reaches the bodyguard part and ends with the leader
    Given it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Rites" that improves its Ld by 1
    And "Squad" has Ld 7+
    Then "Squad" has Ld 6+
    When 5 models of "Captain" are destroyed
    Then "Squad" has Ld 7+
    And "Rites" is not in force for "Squad"
