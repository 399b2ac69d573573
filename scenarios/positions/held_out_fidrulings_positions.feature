Feature: Held-out rulings: where models stand, and the mission cards that read it
  A tournament organiser's questions, each answered from the 11e text before it was run: engagement
  measured on two floors (03.04), a base's facing (01.04), the Heroic Intervention and charge
  distances at their boundary with a rule lifting another bar (11.02, 15.11), coherency losses a
  card counts (03.03; app FAQ), auras and battle-shock meeting a card's conditions (14.02, 01.07),
  and an objective secured by an ability kept for a card after its unit is gone (14.03). Bases are
  1" across unless stated.

  Scenario: 03.04: a model 2" across and exactly 5" above an enemy is engaged, so both are eligible to fight
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And it is the Fight step of player A's Fight phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5      |
    Then "Squad" is engaged with "Boyz"
    And "Boyz" is eligible to fight
    And the horizontal distance between "Squad" and "Boyz" is exactly 2"

  Scenario: 03.04: 5.001" above, the same models are not engaged and neither is eligible to fight
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And it is the Fight step of player A's Fight phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5.001  |
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is not eligible to fight
    And no unit can be selected to fight next

  Scenario: 01.04 and 03.04: an oval base along its long axis reaches engagement range
    # 60x35.5mm at facing 0 reaches 1.1811" along x; the enemy base edge is 2" beyond it
    Given a unit "Bikes" for player A
    And "Bikes" has 60x35.5mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x       | y  | facing |
      | Bikes | 10      | 10 | 0      |
      | Boyz  | 347.5mm | 10 | 0      |
    And it is player A's Movement phase in battle round 2
    Then "Bikes" is engaged with "Boyz"

  Scenario: 01.04 and 03.04: the same oval turned a quarter reaches only 0.699" along x and is not engaged
    Given a unit "Bikes" for player A
    And "Bikes" has 60x35.5mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x       | y  | facing |
      | Bikes | 10      | 10 | 90     |
      | Boyz  | 347.5mm | 10 | 0      |
    And it is player A's Movement phase in battle round 2
    Then "Bikes" is not engaged with "Boyz"
    And "Bikes" is more than 2" from "Boyz"

  Scenario: 15.11: exactly 12" from the enemy, an unengaged unit can be the target of Heroic Intervention
    Given a unit "Squad" for player B
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player A
    And "Boyz" has 25.4mm bases
    And player B has 2 CP
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player B can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: 12.001" away it is not a unit the stratagem can target
    Given a unit "Squad" for player B
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player A
    And "Boyz" has 25.4mm bases
    And player B has 2 CP
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 23.001 | 10 |
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player B cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 11.02 and 18.3 item 1: a lift of the advance bar lets an advanced unit exactly 12" away declare a charge
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fleet" that lets it declare a charge even though it made an advance move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    And it is player A's Charge phase in battle round 2
    Then "Squad" is eligible to declare a charge
    And "Fleet" changed that verdict

  Scenario: 11.02 and 18.3 item 1: the same lift 12.001" away leaves the distance bar standing
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fleet" that lets it declare a charge even though it made an advance move this turn
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 23.001 | 10 |
    And it is player A's Charge phase in battle round 2
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is too far from every enemy unit to declare a charge |

  Scenario: 03.03 and app FAQ: an enemy model removed to regain coherency at the end of the turn counts for a card
    # five models in a line, 2" apart: models 1 and 5 are 11" apart (more than 9")
    Given player A has the secondary mission "Culling":
      | scores at            | if | VP | for each                                         |
      | the end of your turn |    | 1  | enemy model with W 1 or more destroyed this turn |
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has W 1
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Boyz  | 1     | 10 | 10 |
      | Boyz  | 2     | 13 | 10 |
      | Boyz  | 3     | 16 | 10 |
      | Boyz  | 4     | 19 | 10 |
      | Boyz  | 5     | 22 | 10 |
      | Squad | 1     | 50 | 40 |
    And model 5 of "Boyz" will be removed to regain coherency
    And it is player A's Fight phase in battle round 2
    Then "Boyz" is not in coherency
    When the game advances to the end of the turn
    Then "Boyz" has 4 models left
    And player A scores 1 VP for "Culling"

  Scenario: 03.03: a model of the card holder's own unit removed to regain coherency is no enemy model
    Given player A has the secondary mission "Culling":
      | scores at            | if | VP | for each                                         |
      | the end of your turn |    | 1  | enemy model with W 1 or more destroyed this turn |
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has W 1
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 13 | 10 |
      | Squad | 3     | 16 | 10 |
      | Squad | 4     | 19 | 10 |
      | Squad | 5     | 22 | 10 |
      | Boyz  | 1     | 50 | 40 |
    And model 5 of "Squad" will be removed to regain coherency
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then "Squad" has 4 models left
    And player A scores no VP for "Culling"

  Scenario: 03.03: four models 2" apart are 8" end to end, in coherency, and the card counts nothing
    Given player A has the secondary mission "Culling":
      | scores at            | if | VP | for each                                         |
      | the end of your turn |    | 1  | enemy model with W 1 or more destroyed this turn |
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And "Boyz" has W 1
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Boyz  | 1     | 10 | 10 |
      | Boyz  | 2     | 13 | 10 |
      | Boyz  | 3     | 16 | 10 |
      | Boyz  | 4     | 19 | 10 |
      | Squad | 1     | 50 | 40 |
    And it is player A's Fight phase in battle round 2
    Then "Boyz" is in coherency
    When the game advances to the end of the turn
    Then "Boyz" has 4 models left
    And player A scores no VP for "Culling"

  Scenario: 14.02 and 22.01: an aura that adds OC breaks a tie on a second objective, and only the higher tier scores
    Given the ruin is an objective
    And the hill is an objective
    And player A has the secondary mission "Hold Fast":
      | scores at            | if                                 | VP | tier |
      | the end of your turn | you control 1 or more objectives   | 2  | hold |
      | the end of your turn | you control 2 or more objectives   | 5  | hold |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guards" for player A
    And "Guards" has OC 1
    And "Guards" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" is within the hill
    And a unit "Ancient" for player A
    And "Ancient" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Guards" is within range of "Banner"
    And it is player A's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then player A controls the hill
    And player A scores 5 VP for "Hold Fast"

  Scenario: 14.02: without the aura the hill is tied, nobody controls it, and the lower tier scores
    Given the ruin is an objective
    And the hill is an objective
    And player A has the secondary mission "Hold Fast":
      | scores at            | if                                 | VP | tier |
      | the end of your turn | you control 1 or more objectives   | 2  | hold |
      | the end of your turn | you control 2 or more objectives   | 5  | hold |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guards" for player A
    And "Guards" has OC 1
    And "Guards" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" has OC 1
    And "Boyz" is within the hill
    And a unit "Ancient" for player A
    And "Ancient" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And it is player A's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then no player controls the hill
    And player A scores 2 VP for "Hold Fast"

  Scenario: 18.3 item 6: a battle-shocked unit that counts as not battle-shocked holds the centre for a card that excludes battle-shocked units
    Given player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fearless" that makes it count as not battle-shocked
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: 18.3 item 1: a lift that lets a battle-shocked unit start Actions leaves it battle-shocked for the card
    Given player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    And "Squad" is battle-shocked
    And "Squad" has an ability "Dogged" that lets it start Actions even though it is battle-shocked
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores no VP for "Centre Ground"

  Scenario: 14.02 and 18.3 item 1: the same lift leaves the OC '-' for control, so the objective is not held for the card
    Given the ruin is an objective
    And player A has the secondary mission "Hold Fast":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 2  |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    And "Squad" has an ability "Dogged" that lets it start Actions even though it is battle-shocked
    And it is player A's Shooting phase in battle round 2
    When the game advances to the end of the turn
    Then no player controls the ruin
    And player A scores no VP for "Hold Fast"

  Scenario: 14.03 and app FAQ data 912: an objective secured by an ability is still held for the card after its unit is destroyed
    Given the ruin is an objective
    And player A has the secondary mission "Hold Fast":
      | scores at            | if                       | VP |
      | the end of your turn | you control the ruin     | 3  |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Hold the Line":
      | WHEN   | the end of your Movement phase           |
      | EFFECT | secures each objective it is controlling |
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A has secured the ruin
    When the game advances to player A's Fight phase
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then player A controls the ruin
    And player A scores 3 VP for "Hold Fast"

  Scenario: 14.03: an enemy unit left in range at the end of the Fight phase takes the secured objective before the card scores
    Given the ruin is an objective
    And player A has the secondary mission "Hold Fast":
      | scores at            | if                       | VP |
      | the end of your turn | you control the ruin     | 3  |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Hold the Line":
      | WHEN   | the end of your Movement phase           |
      | EFFECT | secures each objective it is controlling |
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Boyz" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A has secured the ruin
    When the game advances to player A's Fight phase
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then player B controls the ruin
    And player A scores no VP for "Hold Fast"
