Feature: 18.1, 18.5, 19, 20.2 Held-out: a rule whose CONDITION reads a position decides control and a mission card
  A held-out pass on the seams between §18 (rules that change rules), §19 (positions) and §20.2
  (mission cards), written from 14.02, 18.04 (Persisting Rules Effects), the Rules Appendix's
  objective markers and 01.04 before running. Every base is 1" (25.4mm) across and objective 1 is
  a 40mm marker at (30, 22), so a base whose centre is 870.9mm (34.2874") along the x axis is
  exactly 3" from the marker's edge (20mm + 12.7mm + 76.2mm from its centre), and one at 871mm
  is 0.1mm out of range.

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

  Scenario: 14.02, 18.1: an ability whose CONDITION is range of the marker holds at exactly 3", so its OC wins the marker and the card scores
    Given "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    Then "Squad" is within range of objective 1
    And "Hold Ground" is in force for "Squad"
    And "Squad" has OC 3
    When the game advances to the end of the turn
    Then player A controls objective 1
    And "Hold Ground" changed that verdict
    And player A scores 5 VP for "Hold the Line"

  Scenario: 14.02, 18.1: 0.1mm farther the base is out of range: the ability is not in force, the orks hold the marker and the card scores nothing
    Given "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | x     | y  |
      | Squad | 871mm | 22 |
      | Boyz  | 26    | 22 |
    And it is player A's Fight phase in battle round 1
    Then "Squad" is not within range of objective 1
    And "Hold Ground" is not in force for "Squad"
    And "Squad" has OC 1
    When the game advances to the end of the turn
    Then player B controls objective 1
    And "Hold Ground" did not change that verdict
    And player A scores no VP for "Hold the Line"

  Scenario: 14.02, 18.5: the ability in force brings a tie, which no player controls; without it the orks would: it changed that verdict
    Given "Boyz" has OC 3
    And "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 3
    And no player controls objective 1
    And "Hold Ground" changed that verdict
    And player A scores no VP for "Hold the Line"

  Scenario: 18.5: with no enemy near, the squad holds the marker with or without the ability: in force, but it did not change that verdict
    Given "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 50      | 40 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then "Hold Ground" is in force for "Squad"
    And player A controls objective 1
    And "Hold Ground" did not change that verdict
    And player A scores 5 VP for "Hold the Line"

  Scenario: 14.02, 19.5: a level of control counts only the models in range, each with its OC as modified
    # model 2 stands 4" beyond model 1 along the axis, out of range; the ability's +2 applies to
    # the unit, but only model 1's OC 3 is counted: 3 against the orks' 4
    Given "Boyz" has OC 4
    And "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | model | x       | y    |
      | Squad | 1     | 870.9mm | 22   |
      | Squad | 2     | 36      | 22   |
      | Boyz  | 1     | 26      | 22   |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 3
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 18.4, app 01.02.02: a stratagem's OC bonus until the end of the turn is still in force at the End of Turn step's control, so the card scores
    Given the stratagem "Stand Firm":
      | CP     | 1                                          |
      | WHEN   | any phase                                  |
      | TARGET | one friendly unit                          |
      | EFFECT | Until the end of the turn, adds 2 to its OC |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    And player A used the "Stand Firm" stratagem on "Squad" this phase
    When the game advances to the end of the turn
    Then player A controls objective 1
    And player A scores 5 VP for "Hold the Line"

  Scenario: 18.4, 18.3 item 10: the same bonus until the end of the phase ends with the Fight phase, before the End of Turn step scores
    Given the stratagem "Stand Firm":
      | CP     | 1                                           |
      | WHEN   | any phase                                   |
      | TARGET | one friendly unit                           |
      | EFFECT | Until the end of the phase, adds 2 to its OC |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    And player A used the "Stand Firm" stratagem on "Squad" this phase
    Then "Squad" has OC 3
    When the game advances to the end of the turn
    Then "Squad" has OC 1
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 18.3 item 10: a triggered ability with no DURATION lasts to the end of the phase it resolved in, so it is gone when the card scores
    Given "Squad" has an ability "Battle Fury":
      | WHEN   | each time this unit is selected to fight |
      | EFFECT | adds 2 to its OC                         |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    And "Battle Fury" was applied to "Squad" this phase
    Then "Battle Fury" is in force for "Squad"
    When the game advances to the end of the turn
    Then "Battle Fury" is not in force for "Squad"
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 18.3 item 10: the same trigger with DURATION until the end of the turn lasts through the End of Turn step, so the card scores
    Given "Squad" has an ability "Battle Fury":
      | WHEN     | each time this unit is selected to fight |
      | EFFECT   | adds 2 to its OC                         |
      | DURATION | until the end of the turn                |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    And "Battle Fury" was applied to "Squad" this phase
    When the game advances to the end of the turn
    Then player A controls objective 1
    And "Battle Fury" changed that verdict
    And player A scores 5 VP for "Hold the Line"

  Scenario: 01.07, 18.3 item 3: a battle-shocked squad in range has OC '-' whatever its ability adds, so the orks hold the marker
    Given "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And "Squad" is battle-shocked
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 0
    And player B controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 18.2, 18.3 item 6: a rule that makes the shocked squad count as not battle-shocked gives its OC back, and the ability's +2 with it
    Given "Squad" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    And "Squad" is battle-shocked
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A's level of control over objective 1 is 3
    And player A controls objective 1
    And "Iron Will" changed that verdict
    And player A scores 5 VP for "Hold the Line"

  Scenario: 20.2: a card window from battle round 2 does not score in the first round, whatever the ability wins
    Given player B has the primary mission "Late Hold":
      | scores at                                   | if                      | VP |
      | the end of your turn, from battle round 2   | you control objective 1 | 4  |
    And "Boyz" has an ability "Hold Ground":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | adds 2 to its OC                  |
    And the positions:
      | unit  | x  | y  |
      | Squad | 50 | 40 |
      | Boyz  | 26 | 22 |
    And it is player B's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player B controls objective 1
    And player B scores no VP for "Late Hold"

  Scenario: 20.2: the same card in battle round 2 scores
    Given player B has the primary mission "Late Hold":
      | scores at                                   | if                      | VP |
      | the end of your turn, from battle round 2   | you control objective 1 | 4  |
    And the positions:
      | unit  | x  | y  |
      | Squad | 50 | 40 |
      | Boyz  | 26 | 22 |
    And it is player B's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player B controls objective 1
    And player B scores 4 VP for "Late Hold"
