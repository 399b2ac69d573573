Feature: Held-out pass on control: secures, counted states, attached unit names and arrivals
  More of 14.02 and 14.03 with rules that change rules (18.3 items 3 and 6), stated control in
  the first phase, a secured objective counted by a mission rule, and units arriving from
  strategic reserves.

  Scenario: 14.03: a secure survives the end of a turn at which the opponent's level became higher, coherency having removed the model in range
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has OC 1
    And player A has secured the beacon
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 31 | 22 |
      | Squad | 2     | 10 | 10 |
      | Boyz  | 1     | 29 | 22 |
    And model 1 of "Squad" will be removed to regain coherency
    When the game advances to the end of player A's turn
    Then player A's level of control over the beacon is 0
    And player B's level of control over the beacon is 1
    And player A controls the beacon
    And player A has secured the beacon

  Scenario: 01.07 and 18.3 item 6: a unit that counts as battle-shocked adds nothing to the level of control
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" has 1 model left
    And "Boyz" is within the ruin
    And a mission rule "Terror" that makes it count as battle-shocked
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC -
    And no player controls the ruin
    And player A's level of control over the ruin is 0

  Scenario: 01.07 and 18.3 item 6: a battle-shocked unit that counts as not battle-shocked adds its OC
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    And "Squad" has an ability "Unbreakable" that makes it count as not battle-shocked
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC 2
    And player A controls the ruin
    And "Squad" is controlling the ruin

  Scenario: 18.3 item 3: a set to '-' beats a set to 0 and any addition; the unit adds nothing and is not controlling
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Rally" that adds 2 to its OC
    And a mission rule "Dash" that sets its OC to -
    And player A has a rule "Pinned" that sets its OC to 0
    And a unit "Guard" for player A
    And "Guard" has OC 1
    And "Guard" has 1 model left
    And "Guard" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC -
    And player A's level of control over the ruin is 0
    And no player controls the ruin

  Scenario: 14.02: the leader's name asks the same attached unit as its bodyguard's
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Squad" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then "Captain" is within range of the ruin
    And "Captain" is controlling the ruin
    And "Squad" is controlling the ruin

  Scenario: 14.02: a Given that states control in the battle's first phase stands until the first determination
    Given the ruin is an objective
    And it is player A's Command phase in battle round 1
    And player B controls the ruin
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then player B controls the ruin
    When the game advances to the end of player A's Command phase
    Then player A controls the ruin

  Scenario: 14.03 and 08.05: a secured objective with nobody in range counts for a mission rule for each objective controlled
    Given the ruin is an objective
    And the crater is an objective
    And it is player A's Command phase in battle round 3
    And player A has secured the ruin
    And a unit "Squad" for player A
    And "Squad" is within the crater
    And player A has a mission rule "Hold" that scores 2 VP at the end of your Command phase for each objective they control
    When the game advances to the end of player A's Command phase
    Then player A has 4 VP

  Scenario: 20.04 and 14.02: a unit arriving from strategic reserves onto an objective counts when the Movement phase ends
    Given the ruin is an objective
    And it is player A's Movement phase in battle round 3
    And a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    Then "Reserve" is not within range of the ruin
    When "Reserve" makes an ingress move that ends within the ruin
    Then "Reserve" is within range of the ruin
    And no player controls the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And "Reserve" is controlling the ruin

  Scenario: 14.02: an objective marker without a position takes a unit's stated range, not the terrain area it stands in
    Given the crater is an objective marker
    And the ruin is a terrain area
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then "Squad" is not within range of the crater
    And no player controls the crater

  Scenario: 18.1 and 14.02: a rule whose CONDITION is being within range of the objective adds to the level it reads
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Dig In":
      | CONDITION | it is within range of the ruin |
      | EFFECT    | adds 1 to its OC               |
    Then "Squad" has OC 3
    And "Squad" is within range of the ruin
    When the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 15

  Scenario: 18.3 item 6 and 14.02: a rule whose CONDITION is being within range of a terrain objective reads a unit that counts as within it
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" has an ability "Infiltrators" that makes it count as within the ruin
    And "Squad" has an ability "Dig In":
      | CONDITION | it is within range of the ruin |
      | EFFECT    | adds 1 to its OC               |
    Then "Squad" has OC 3
    When the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 15

  Scenario: 18.3 item 6: a unit within a terrain objective that counts as not within it is out of the reach of a CONDITION on its range
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Shrouded" that makes it count as not within the ruin
    And "Squad" has an ability "Dig In":
      | CONDITION | it is within range of the ruin |
      | EFFECT    | adds 1 to its OC               |
    Then "Squad" has OC 2
    And "Squad" is not within range of the ruin

  Scenario: 18.3 item 6: a CONDITION on being within a terrain area reads a unit that counts as within it
    Given the ruin is a terrain area
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" has an ability "Infiltrators" that makes it count as within the ruin
    And "Squad" has an ability "Dig In":
      | CONDITION | it is within the ruin |
      | EFFECT    | adds 1 to its OC      |
    Then "Squad" has OC 3

  Scenario: 18.3 item 6: a unit that counts as within another area stays out of a CONDITION on being within the ruin
    Given the ruin is a terrain area
    And the crater is a terrain area
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" has an ability "Infiltrators" that makes it count as within the crater
    And "Squad" has an ability "Dig In":
      | CONDITION | it is within the ruin |
      | EFFECT    | adds 1 to its OC      |
    Then "Squad" has OC 2
