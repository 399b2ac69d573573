Feature: 14.02 Level of control, determined at the end of every phase and turn
  An objective is a terrain area (14.01), or a marker where no terrain area is (Rules
  Appendix). At the end of every phase and every turn each player's level of control over it is
  the sum of the OC of their models within range; the higher level controls it, and a tie
  leaves it to nobody. Battle-shocked units (01.07) and OC '-' (02.02) add nothing.

  Background:
    Given the ruin is an objective
    And it is player A's Movement phase

  Scenario: The higher level of control controls the objective
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has 3 models left
    And "Boyz" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 10
    And player B's level of control over the ruin is 6
    And "Squad" is controlling the ruin
    And "Boyz" is not controlling the ruin

  Scenario: A tie leaves the objective to nobody
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: A battle-shocked unit adds nothing to its player's level of control
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" is battle-shocked
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player B's level of control over the ruin is 0

  Scenario: A unit with OC '-' cannot control an objective
    Given a unit "Drone" for player A
    And "Drone" has OC -
    And "Drone" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And "Drone" is within range of the ruin

  Scenario: Moving onto an objective counts only when the phase ends
    Given a unit "Squad" for player A
    And no player controls the ruin
    When "Squad" makes a normal move that ends within the ruin
    Then "Squad" is within range of the ruin
    And no player controls the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  Scenario: A unit off the battlefield is within range of nothing
    Given a unit "Squad" for player A
    And "Squad" is in strategic reserves
    Then "Squad" is not within range of the ruin

  Scenario: A marker's range is stated, not measured
    Given the crater is an objective marker
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of player A's Movement phase
    Then player A controls the crater
    And "Squad" is within range of the crater

  Scenario: A unit outside a marker's range is not within range of it
    Given the crater is an objective marker
    And a unit "Squad" for player A
    Then "Squad" is not within range of the crater

  Scenario: A scenario starting later takes the board as the last determination
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    Then player A controls the ruin
    And player A's level of control over the ruin is 10

  Scenario: A Given that states control stands until the next determination
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    And player B controls the ruin
    Then player B controls the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  Scenario: Before the end of the battle's first phase no player controls anything
    Given it is player A's Command phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then no player controls the ruin
    When the game advances to the end of player A's Command phase
    Then player A controls the ruin

  Scenario: Home, central and expansion objectives are each objectives
    Given the bunker is player B's home objective
    And the crossroads is a central objective
    And the woods is an expansion objective
    And a unit "Squad" for player A
    And "Squad" is within the woods
    And "Squad" is within the bunker
    And "Squad" is within the crossroads
    Then player A controls the woods
    And player A controls the bunker
    And player A controls the crossroads

  Scenario: 14.02: an attached unit adds each part's OC times that part's models left
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 1
    And "Captain" has a starting strength of 1
    And "Squad" has OC 2
    And "Squad" has 5 models left
    And "Squad" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 11
    And player A controls the ruin

  Scenario: 14.02: a leader with OC 0 adds nothing, its bodyguard still adds its own
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 0
    And "Captain" has a starting strength of 1
    And "Squad" has OC 2
    And "Squad" has 5 models left
    And "Squad" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 10

  Scenario: 14.02: a unit that is not attached adds its OC times its models left
    Given a unit "Squad" for player A
    And "Squad" has OC 2
    And "Squad" has 5 models left
    And "Squad" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 10

  Scenario: 14.02: the real Captain leading a real Intercessor Squad of five
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" with 5 models
    And a unit "Captain" from the datasheet "Captain"
    And "Captain" is leading "Intercessors"
    And "Intercessors" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then "Captain" has OC 1
    And "Intercessors" has OC 2
    And player A's level of control over the ruin is 11
