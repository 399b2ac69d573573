Feature: Held-out pass on objective control (14.01-14.03, Rules Appendix, 07.02, 07.03, 08.05, 19.5)
  A tournament organiser's questions on control that the library had not asked: a marker's range
  taken horizontally and vertically apart, a terrain objective's range at any height and with no
  halo, a model within range of two objectives, attached units whose parts stand apart or are
  destroyed, which units are controlling, rules that set and add OC, AIRCRAFT, embarked and
  counted-as units, and the moments at which control is determined.

  Scenario: Rules Appendix: a model standing exactly 5" above a marker's point is within range
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 30 | 22 | 5      |
    Then "Squad" is within range of the beacon
    And player A controls the beacon
    And player A's level of control over the beacon is 2

  Scenario: Rules Appendix: a hundredth of an inch higher than 5" is out of a marker's range
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 30 | 22 | 5.01   |
    Then "Squad" is not within range of the beacon
    And no player controls the beacon

  Scenario: Rules Appendix: 3" horizontally and 5" vertically at once is still within a marker's range
    # the base's edge is 3" from the marker's edge in plan and 5" above it: more than 5" in space
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x       | y  | height |
      | Squad | 870.9mm | 22 | 5      |
    Then "Squad" is within range of the beacon
    And player A controls the beacon

  Scenario: 14.02: a model high in a terrain objective is within range of it whatever its height
    Given the ruin is an objective
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 13 | 13 | 9      |
    Then "Squad" is within range of the ruin
    And player A controls the ruin

  Scenario: 14.02: a terrain objective has no 3" range around it, unlike a marker
    Given the ruin is an objective
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And the beacon is an objective marker at (40, 22)
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" has 25.4mm bases
    And "Scouts" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit   | x  | y    |
      | Squad  | 17 | 13   |
      | Scouts | 40 | 24.3 |
    Then "Squad" is not within range of the ruin
    And no player controls the ruin
    And "Scouts" is within range of the beacon
    And player A controls the beacon

  Scenario: 14.02: one model within range of two markers adds its OC to both levels of control
    Given the beacon is an objective marker at (30, 22)
    And the relay is an objective marker at (37, 22)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x    | y  |
      | Squad | 33.5 | 22 |
    Then "Squad" is within range of the beacon
    And "Squad" is within range of the relay
    And player A's level of control over the beacon is 2
    And player A's level of control over the relay is 2
    And player A controls the beacon
    And player A controls the relay

  Scenario: 14.02: a unit within range of two objectives is controlling only the one its player controls
    Given the ruin is an objective
    And the crater is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is within the crater
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 10
    And "Boyz" has 10 models left
    And "Boyz" is within the crater
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player B controls the crater
    And "Squad" is controlling the ruin
    And "Squad" is not controlling the crater
    And "Boyz" is controlling the crater

  Scenario: 19.5: a leader within range and its bodyguard out of range adds only the leader's OC
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 1
    And "Squad" has OC 2
    And "Captain" has 25.4mm bases
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has OC 1
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Captain | 31 | 22 |
      | Squad   | 10 | 10 |
      | Squad   | 11 | 10 |
      | Squad   | 12 | 10 |
      | Boyz    | 29 | 22 |
    Then player A's level of control over the beacon is 1
    And player B's level of control over the beacon is 1
    And no player controls the beacon

  Scenario: 19.5: the bodyguard within range and its leader out of range adds only the bodyguard's OC
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 1
    And "Squad" has OC 2
    And "Captain" has 25.4mm bases
    And "Squad" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Captain | 10 | 10 |
      | Squad   | 31 | 22 |
      | Squad   | 31 | 23 |
      | Squad   | 12 | 10 |
    Then player A's level of control over the beacon is 4
    And player A controls the beacon
    And "Squad" is controlling the beacon

  Scenario: 14.02: a unit in range whose models in range have OC 0 is still controlling, its other models having OC 1 or more
    # "contains one or more models with an OC characteristic of 1 or more": the unit, not its models in range
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 0
    And "Squad" has OC 2
    And a unit "Guard" for player A
    And "Guard" has OC 1
    And "Captain" has 25.4mm bases
    And "Squad" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Captain | 31 | 22 |
      | Squad   | 10 | 10 |
      | Squad   | 11 | 10 |
      | Guard   | 29 | 22 |
    Then player A's level of control over the beacon is 1
    And player A controls the beacon
    And "Guard" is controlling the beacon
    And "Squad" is controlling the beacon

  Scenario: 14.02: a battle-shocked attached unit in range of an objective its player controls is not controlling it
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 10
    And "Guard" is controlling the ruin
    And "Squad" is not controlling the ruin

  Scenario: 14.02: the leader of an attached unit destroyed, the bodyguard still adds its own OC
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 1
    And "Captain" has a starting strength of 1
    And "Squad" has OC 2
    And "Squad" has 5 models left
    And "Squad" is within the ruin
    When 1 model of "Captain" is destroyed
    And the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 10
    And player A controls the ruin

  Scenario: 14.02: the bodyguard of an attached unit destroyed, the leader alone holds the objective with its OC
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 1
    And "Captain" has a starting strength of 1
    And "Squad" has OC 2
    And "Squad" has 5 models left
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has OC 0
    And "Boyz" is within the ruin
    When 5 models of "Squad" are destroyed
    And the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 1
    And player A controls the ruin

  Scenario: 14.02: a level of control of 1 against 0 controls the objective
    Given the ruin is an objective
    And it is player B's Shooting phase
    And a unit "Lone" for player A
    And "Lone" has OC 1
    And "Lone" has 1 model left
    And "Lone" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" is battle-shocked
    When the game advances to the end of player B's Shooting phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 1
    And player B's level of control over the ruin is 0
    And "Lone" is controlling the ruin

  Scenario: 14.02: control is not sticky: with nobody left in range an objective the player controlled is nobody's
    Given the ruin is an objective
    And it is player A's Movement phase
    And player A controls the ruin
    And a unit "Squad" for player A
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And player A has not secured the ruin

  Scenario: 14.02: control taken at the end of a phase is kept through the next phase while nothing changes
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of player A's Shooting phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin

  Scenario: 14.02: a unit moving off an objective keeps its player's control until the phase ends
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then player A controls the ruin
    When "Squad" makes a normal move that ends outside the ruin
    Then "Squad" is not within range of the ruin
    And player A controls the ruin
    And "Squad" is controlling the ruin
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: 14.03: a later secure by the opponent replaces the earlier one
    Given the ruin is an objective
    And it is player A's Movement phase
    And player A has secured the ruin
    And player B has secured the ruin
    Then player B has secured the ruin
    And player A has not secured the ruin
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin

  Scenario: 14.03: a secured objective is lost at the end of the phase to an opponent's level of 1 against 0
    Given the ruin is an objective
    And it is player B's Movement phase
    And player A has secured the ruin
    And a unit "Lone" for player B
    And "Lone" has OC 1
    And "Lone" has 1 model left
    And "Lone" is within the ruin
    When the game advances to the end of player B's Movement phase
    Then player B controls the ruin
    And player A has not secured the ruin

  Scenario: 14.03: a secured objective is kept at the end of a phase when the opponent's level is 0 against 0
    Given the ruin is an objective
    And it is player B's Movement phase
    And player A has secured the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has OC 0
    When the game advances to the end of player B's Movement phase
    Then player A controls the ruin
    And player A has secured the ruin

  Scenario: 14.03: an ability that secures each objective it is controlling secures two at once
    Given the ruin is an objective
    And the crater is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is within the crater
    And "Squad" has an ability "Hold Fast":
      | WHEN   | the end of your Movement phase         |
      | EFFECT | secures each objective it is controlling |
    When the game advances to the end of player A's Movement phase
    Then player A has secured the ruin
    And player A has secured the crater
    When the game advances to the end of player A's Shooting phase
    Then player A controls the ruin
    And player A controls the crater

  Scenario: 18.3 item 3: a set OC then an addition: a unit set to OC 1 and given +1 has OC 2
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" has 5 models left
    And "Squad" is within the ruin
    And "Squad" has an ability "Rabble" that sets its OC to 1
    And player A has a rule "Rally" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC 2
    And player A's level of control over the ruin is 10

  Scenario: 18.3 item 3: an OC of 0 that no rule set takes an addition
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Drones" for player A
    And "Drones" has OC 0
    And "Drones" has 3 models left
    And "Drones" is within the ruin
    And "Drones" has an ability "Uplink" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then "Drones" has OC 1
    And player A's level of control over the ruin is 3
    And player A controls the ruin

  Scenario: 18.3 item 3: a set to 0 beats another set, and the unit adds nothing
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Zealots" that sets its OC to 3
    And a mission rule "Quagmire" that sets its OC to 0
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC 0
    And no player controls the ruin

  Scenario: 18.3 item 3: a subtraction takes OC to 0, not below, and the unit is not controlling
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Weary" that subtracts 5 from its OC
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has OC 1
    And "Boyz" has 1 model left
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC 0
    And player A's level of control over the ruin is 0
    And player B controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: 23.00: an AIRCRAFT unit on the battlefield adds its OC like any other unit
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" has OC 3
    And "Jet" has 1 model left
    And "Jet" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" has 2 models left
    And "Boyz" is within the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 3
    And "Jet" is controlling the ruin

  Scenario: 18.00: an embarked unit is within range of nothing; its TRANSPORT adds its own OC
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" has OC 2
    And "Rhino" has 1 model left
    And "Rhino" is within the ruin
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    When the game advances to the end of player A's Movement phase
    Then "Squad" is not within range of the ruin
    And player A's level of control over the ruin is 2
    And "Rhino" is controlling the ruin
    And "Squad" is not controlling the ruin

  Scenario: 18.3 item 6: a unit that counts as within a terrain objective is within range of it
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And player A has a rule "Infiltrators" that makes it count as within the ruin
    When the game advances to the end of player A's Movement phase
    Then "Squad" is within range of the ruin
    And player A controls the ruin

  Scenario: 18.3 item 6: a unit within a terrain objective that counts as not within it adds nothing
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has a rule "Shrouded" that makes it count as not within the ruin
    When the game advances to the end of player A's Movement phase
    Then "Squad" is not within range of the ruin
    And no player controls the ruin

  Scenario: 14.02: an enemy unit controls a player's home objective as it would any other
    Given the bunker is player A's home objective
    And it is player B's Movement phase
    And a unit "Boyz" for player B
    And "Boyz" is within the bunker
    When the game advances to the end of player B's Movement phase
    Then player B controls the bunker
    And "Boyz" is controlling the bunker

  Scenario: 08.05: a mission rule for each objective controlled counts objectives held, not tied ones
    Given the ruin is an objective
    And the crater is an objective
    And the bunker is an objective
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Scouts" for player A
    And "Scouts" is within the crater
    And a unit "Boyz" for player B
    And "Boyz" is within the bunker
    And a unit "Guard" for player A
    And "Guard" is within the bunker
    And player A has a mission rule "Hold" that scores 3 VP at the end of your Command phase for each objective they control
    When the game advances to the end of player A's Command phase
    Then player A has 6 VP
    And no player controls the bunker

  Scenario: 08.05: a unit battle-shocked in its Command phase loses the objective at that phase's end, before the Command phase score
    Given the ruin is an objective
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" has 1 model left
    And "Boyz" is within the ruin
    And player A has a mission rule "Hold" that scores 5 VP at the end of your Command phase if they control the ruin
    When the game advances to the end of player A's Command phase
    Then "Squad" is battle-shocked
    And player B controls the ruin
    And player A has 0 VP

  Scenario: 07.03: control determined at the end of the last turn is what an end-of-battle rule reads
    Given the ruin is an objective
    And the mission lasts 5 battle rounds
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" has a starting strength of 10
    And "Boyz" has 10 models left
    And player A has a mission rule "Last Stand" that scores 10 VP at the end of the battle if they control the ruin
    When "Boyz" is destroyed
    And the game advances to the end of the battle round
    Then player A controls the ruin
    And player A has 10 VP

  Scenario: 14.02: at the start of the battle no objective is controlled, even with a unit already on it
    Given the ruin is an objective
    And it is player A's Command phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has a mission rule "Early" that scores 2 VP at the end of your Command phase if they control the ruin
    Then no player controls the ruin
    And player A's level of control over the ruin is 0
    When the game advances to the end of player A's Command phase
    Then player A controls the ruin
    And player A has 2 VP

  Scenario: 14.02: a unit in range whose every model has OC 0 is not controlling, even where its player controls
    Given the beacon is an objective marker at (30, 22)
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has OC 0
    And "Squad" has OC 0
    And a unit "Guard" for player A
    And "Guard" has OC 1
    And "Captain" has 25.4mm bases
    And "Squad" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Captain | 31 | 22 |
      | Squad   | 10 | 10 |
      | Squad   | 11 | 10 |
      | Guard   | 29 | 22 |
    Then player A controls the beacon
    And "Guard" is controlling the beacon
    And "Squad" is not controlling the beacon

  Scenario: 14.02: a unit whose OC-1 models stand out of range is controlling nothing it is not within range of
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And "Squad" has OC 1
    And a unit "Guard" for player A
    And "Guard" has OC 1
    And "Squad" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Squad   | 11 | 10 |
      | Guard   | 29 | 22 |
    Then player A controls the beacon
    And "Squad" is not within range of the beacon
    And "Squad" is not controlling the beacon

  Scenario: 18.3 item 6: a rule that makes another unit count as within a terrain objective leaves this one out of range
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Scouts" has an ability "Infiltrators" that makes it count as within the ruin
    Then "Scouts" is within range of the ruin
    And "Squad" is not within range of the ruin

  Scenario: 18.3 item 6: counting as within a marker's area is read as within its range now
    Given the crater is an objective marker
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" has an ability "Teleport Homer" that makes it count as within the crater
    Then "Squad" is within range of the crater
    When the game advances to the end of player A's Movement phase
    Then player A controls the crater
