Feature: 18.3, 19.04, 19.6, 20.2 Held-out: moves, leaders, auras and durations between the Fight step and a card's scoring
  A held-out pass on the seams between §18 (rules in force, attached units, auras), §19 (moves with
  end positions, control measured in space) and §20.2 (a card scored at the end of the turn),
  decided from 14.02, 19.04, 22.01, 12.08 and the Rules Appendix before running. Every base is 1"
  across and objective 1 is a 40mm marker at (30, 22): a base centred 870.9mm along the x axis is
  exactly 3" from it; a base centred within 4.2874" of (30, 22) is in range.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has OC 1
    And "Boyz" has OC 2
    And objective 1 is an objective marker at (30, 22)
    And player A has the primary mission "Hold the Line":
      | scores at            | if                       | VP |
      | the end of your turn | you control objective 1  | 5  |

  Scenario: 12.08, 14.02: a consolidation onto the marker brings the second model into range; with the ability's +1 each, the squad holds it at the end of the turn
    Given "Boyz" has OC 3
    And "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 1 to its OC                  |
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x       | y  |
      | Squad | 1     | 870.9mm | 22 |
      | Squad | 2     | 36      | 22 |
      | Boyz  | 1     | 26      | 22 |
    And it is the Consolidate step of player A's Fight phase in battle round 1
    Then player A's level of control over objective 1 is 2
    When "Squad" makes a consolidation move onto objective 1 to:
      | model | x       | y    |
      | 1     | 870.9mm | 22   |
      | 2     | 33.5    | 23.5 |
    Then "Squad" is within range of objective 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 4
    And player A controls objective 1
    And "Hold Ground" changed that verdict
    And player A scores 5 VP for "Hold the Line"

  Scenario: 14.02: without the consolidation the second model stays out of range and the orks hold the marker
    Given "Boyz" has OC 3
    And "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 1 to its OC                  |
    And the positions:
      | unit  | model | x       | y  |
      | Squad | 1     | 870.9mm | 22 |
      | Squad | 2     | 36      | 22 |
      | Boyz  | 1     | 26      | 22 |
    And it is the Consolidate step of player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 2
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 19.6, 18.1: a normal move that ends out of range ends the ability's CONDITION, and the marker goes at the end of the phase
    Given "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Movement phase in battle round 1
    Then "Hold Ground" is in force for "Squad"
    When "Squad" makes a normal move to (36, 22)
    Then "Hold Ground" is not in force for "Squad"
    When the game advances to the end of the phase
    Then player B controls objective 1

  Scenario: 19.04, 18.3 item 10: a leader ability adding OC ends when the last leader model is destroyed, so the squad loses the marker before the card scores
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has OC 1
    And "Boyz" has OC 3
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Inspiring Presence":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 1 to its OC                  |
    And the positions:
      | unit    | x       | y  |
      | Squad   | 870.9mm | 22 |
      | Captain | 33      | 23.5 |
      | Boyz    | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    Then "Inspiring Presence" is in force for "Squad"
    When 1 model of "Captain" is destroyed
    Then "Inspiring Presence" is not in force for "Squad"
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 1
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 19.04: with the leader alive the same leader ability gives both parts +1, and the attached unit holds the marker
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has OC 1
    And "Boyz" has OC 3
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Inspiring Presence":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 1 to its OC                  |
    And the positions:
      | unit    | x       | y  |
      | Squad   | 870.9mm | 22 |
      | Captain | 33      | 23.5 |
      | Boyz    | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 4
    And player A controls objective 1
    And player A scores 5 VP for "Hold the Line"

  Scenario: 19.04 footnote: a leader keeps its own "while this model is leading a unit" enhancement after its bodyguard is destroyed
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has OC 1
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Banner of Command":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 2 to its OC             |
    And the positions:
      | unit    | x    | y    |
      | Squad   | 36   | 22   |
      | Captain | 33   | 23.5 |
      | Boyz    | 26   | 22   |
    And it is player A's Fight phase in battle round 1
    When 1 model of "Squad" is destroyed
    Then "Banner of Command" is in force for "Captain"
    And "Captain" is in coherency
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 3
    And player A controls objective 1
    And player A scores 5 VP for "Hold the Line"

  Scenario: 19.04: a bodyguard ability for the whole attached unit ends with the bodyguard's last model, leaving the leader at its own OC
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has OC 1
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Shield Wall" that adds 2 to its OC
    And the positions:
      | unit    | x    | y    |
      | Squad   | 36   | 22   |
      | Captain | 33   | 23.5 |
      | Boyz    | 26   | 22   |
    And it is player A's Fight phase in battle round 1
    Then "Captain" has OC 3
    When 1 model of "Squad" is destroyed
    Then "Shield Wall" is not in force for "Captain"
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 1
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 22.01, 18.3 item 11: the same aura from two banners counts once, so the squad only ties the orks
    Given a unit "Banner 1" for player A
    And a unit "Banner 2" for player A
    And "Banner 1" has 25.4mm bases
    And "Banner 2" has 25.4mm bases
    And "Banner 1" has an ability "Rally":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Banner 2" has an ability "Rally":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rally" of "Banner 1"
    And "Squad" is within range of "Rally" of "Banner 2"
    And the positions:
      | unit     | x       | y  |
      | Squad    | 870.9mm | 22 |
      | Boyz     | 26      | 22 |
      | Banner 1 | 50      | 40 |
      | Banner 2 | 50      | 4  |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 2
    And no player controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 22.01, 18.3 item 11: two different auras add up, so the squad takes the marker
    Given a unit "Banner 1" for player A
    And a unit "Banner 2" for player A
    And "Banner 1" has 25.4mm bases
    And "Banner 2" has 25.4mm bases
    And "Banner 1" has an ability "Rally":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Banner 2" has an ability "War Cry":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rally"
    And "Squad" is within range of "War Cry"
    And the positions:
      | unit     | x       | y  |
      | Squad    | 870.9mm | 22 |
      | Boyz     | 26      | 22 |
      | Banner 1 | 50      | 40 |
      | Banner 2 | 50      | 4  |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 3
    And player A controls objective 1
    And player A scores 5 VP for "Hold the Line"

  Scenario: Rules Appendix (Destroyed), 22.01: an aura whose source is destroyed in the Fight phase is gone when the card scores
    Given a unit "Banner 1" for player A
    And "Banner 1" has 25.4mm bases
    And "Banner 1" has an ability "Rally":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 2 to its OC                      |
    And "Squad" is within range of "Rally"
    And the positions:
      | unit     | x       | y  |
      | Squad    | 870.9mm | 22 |
      | Boyz     | 26      | 22 |
      | Banner 1 | 50      | 40 |
    And it is player A's Fight phase in battle round 1
    Then "Rally" is in force for "Squad"
    When "Banner 1" is destroyed
    Then "Rally" is not in force for "Squad"
    When the game advances to the end of the turn
    Then player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 22.01: an aura's range is stated, not measured: a squad in base contact with the banner but not stated in range gets nothing
    Given a unit "Banner 1" for player A
    And "Banner 1" has 25.4mm bases
    And "Banner 1" has an ability "Rally":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 2 to its OC                      |
    And the positions:
      | unit     | x       | y  |
      | Squad    | 870.9mm | 22 |
      | Boyz     | 26      | 22 |
      | Banner 1 | 896.3mm | 22 |
    And it is player A's Fight phase in battle round 1
    Then "Squad" is in base contact with "Banner 1"
    And "Rally" is not in force for "Squad"
    When the game advances to the end of the turn
    Then player B controls objective 1

  Scenario: 14.02, 19.5: as the scenario starts, the last determination counts each model's OC as the rules in force now make it
    Given "Boyz" has OC 3
    And "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 3 to its OC                  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Shooting phase in battle round 2
    Then player A's level of control over objective 1 is 4
    And player A controls objective 1
    And "Hold Ground" changed that verdict

  Scenario: 14.02, 19.5: as the scenario starts, with no rule in force the same squad's level is its own OC, and the orks control the marker
    Given "Boyz" has OC 3
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Shooting phase in battle round 2
    Then player A's level of control over objective 1 is 1
    And player B controls objective 1
    And no rule changed that verdict

  Scenario: 03.03, 19.04: a leader out of coherency with its bodyguard loses a stated model at the end of the turn while both parts stand
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And model 1 of "Squad" will be removed to regain coherency
    And the positions:
      | unit    | x    | y    |
      | Squad   | 36   | 22   |
      | Captain | 33   | 23.5 |
      | Boyz    | 26   | 22   |
    And it is player A's Fight phase in battle round 1
    Then "Squad" is not in coherency
    When the game advances to the end of the turn
    Then "Captain" has 1 model left
    And "Squad" has 0 models left
