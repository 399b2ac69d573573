Feature: Held out: round 4's changes to §1-17 in positioned scenarios
  The second half of the held-out pass on the list of "Changes to earlier sections" at the head
  of the round 4 contract: the changes that positions decide (engagement computed, never a
  default; the Areas bullet for shapeless areas only; range and levels of control counted by the
  models in range; distances measured unless stated), each mixed with datasheet units and
  declared rules, with its answer decided from the Core Rules text.

  Scenario: §9 Areas bullet: a shaped ruin clear of the deployment zone is not within it, though its unit reaches into the zone
    # Hammer and Anvil: player A's zone is the west 18" strip; the ruin starts 0.5" east of it.
    # model 1 stands in the ruin, model 2 (0.2" away) in the zone, in neither both.
    Given the deployment "hammer and anvil"
    And the ruin is the rectangle from (18.5, 10) to (24, 16)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 19   | 12 |
      | Squad | 2     | 17.8 | 12 |
    And it is player A's Shooting phase in battle round 2
    And the Action "Claim Ruin":
      | UNITS | one unit that is within the ruin that is not within your deployment zone |
    Then "Squad" is within the ruin
    And "Squad" is within player A's deployment zone
    And "Squad" can start the "Claim Ruin" Action

  Scenario: §9 Areas bullet: the same placement with a shapeless ruin: the ruin counts as within the zone because the unit is
    Given the deployment "hammer and anvil"
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 19   | 12 |
      | Squad | 2     | 17.8 | 12 |
    And "Squad" is within the ruin
    And it is player A's Shooting phase in battle round 2
    And the Action "Claim Ruin":
      | UNITS | one unit that is within the ruin that is not within your deployment zone |
    Then "Squad" is within player A's deployment zone
    And "Squad" cannot start the "Claim Ruin" Action

  Scenario: §3 checked, not applied: a statement that a placed unit is within a shaped ruin agrees with its position
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And a unit "Captain" from the datasheet "Captain" for player A
    And the positions:
      | unit    | x  | y  |
      | Captain | 12 | 12 |
    And "Captain" is within the ruin
    Then "Captain" is within the ruin
    And "Captain" is wholly within the ruin

  Scenario: §11 and §19: a datasheet Captain moves exactly its M of 6" from the data, and no farther
    Given a unit "Captain" from the datasheet "Captain" for player A
    And the positions:
      | unit    | x  | y  |
      | Captain | 10 | 10 |
    And it is player A's Movement phase
    Then "Captain" has M 6"
    And "Captain" can make a normal move to (16, 10)
    And "Captain" cannot make a normal move to (16.1, 10) because a model would move farther than its maximum distance

  Scenario: §11 and §18: a declared ability changing a datasheet Captain's OC leaves its M from the data, 6"
    Given a unit "Captain" from the datasheet "Captain" for player A
    And "Captain" has an ability "Banner Bearer" that adds 1 to its OC
    And the positions:
      | unit    | x  | y  |
      | Captain | 10 | 10 |
    And it is player A's Movement phase
    Then "Captain" has OC 2
    And "Captain" has M 6"
    And "Captain" can make a normal move to (10, 16)
    And "Captain" cannot make a normal move to (10, 16.1) because a model would move farther than its maximum distance

  Scenario: §2: in a positioned scenario engagement is computed, and a mission rule reading it follows the positions
    # two 40mm bases 3.5" apart centre to centre: 1.925" between them, engaged
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Lieutenant" from the datasheet "Lieutenant" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit       | x    | y  |
      | Captain    | 10   | 10 |
      | Warboss    | 13.5 | 10 |
      | Lieutenant | 10   | 30 |
    And a mission rule "Terror":
      | CONDITION | it is engaged                    |
      | EFFECT    | makes it count as battle-shocked |
    Then "Captain" is engaged with "Warboss"
    And "Lieutenant" is not engaged
    And "Captain" counts as battle-shocked
    And "Lieutenant" does not count as battle-shocked

  Scenario: §2: the same models 0.1" farther apart than engagement range are not engaged, and the rule does not apply
    # 40mm bases 3.7" apart centre to centre: 2.125" between them
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x    | y  |
      | Captain | 10   | 10 |
      | Warboss | 13.7 | 10 |
    And a mission rule "Terror":
      | CONDITION | it is engaged                    |
      | EFFECT    | makes it count as battle-shocked |
    Then "Captain" is not engaged
    And "Captain" does not count as battle-shocked

  Scenario: §9: a model destroyed by its label leaves a datasheet unit with 4 models left, still above half-strength
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 11.5 | 10 |
      | Squad | 3     | 13   | 10 |
      | Squad | 4     | 14.5 | 10 |
      | Squad | 5     | 16   | 10 |
    And it is player A's Shooting phase
    When model 5 of "Squad" is destroyed
    Then "Squad" has 4 models left
    And "Squad" is not at or below half-strength
    When model 4 of "Squad" is destroyed
    And model 3 of "Squad" is destroyed
    Then "Squad" has 2 models left
    And "Squad" is below half-strength
    And "Squad" is in coherency

  Scenario: §3: a models-left statement that agrees with the models placed stands
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Squad" has 3 models left
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 11.5 | 10 |
      | Squad | 3     | 13   | 10 |
    Then "Squad" has 3 models left
    And "Squad" is not below half-strength
    And "Squad" is below starting strength

  Scenario: §15 and 19.5: a level of control counts the models in range, not the whole unit
    # marker at (30, 22): range reaches 4.417" from its centre for a 32mm base.
    # Squad: 2 of 5 models in range (OC 2 each) = 4; Boyz: 3 models, all in range (OC 2 each) = 6.
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And "Boyz" has 3 models left
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 31   | 22 |
      | Squad | 2     | 33   | 22 |
      | Squad | 3     | 35   | 22 |
      | Squad | 4     | 37   | 22 |
      | Squad | 5     | 39   | 22 |
      | Boyz  | 1     | 29   | 22 |
      | Boyz  | 2     | 27.5 | 22 |
      | Boyz  | 3     | 26   | 22 |
    Then "Squad" is within range of the beacon
    And player A's level of control over the beacon is 4
    And player B's level of control over the beacon is 6
    And player B controls the beacon

  Scenario: §15 and 19.5: the same units with one Boy fewer in range: 4 against 4, no one controls
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And "Boyz" has 3 models left
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 31   | 22 |
      | Squad | 2     | 33   | 22 |
      | Squad | 3     | 35   | 22 |
      | Squad | 4     | 37   | 22 |
      | Squad | 5     | 39   | 22 |
      | Boyz  | 1     | 29   | 22 |
      | Boyz  | 2     | 27   | 22 |
      | Boyz  | 3     | 25   | 22 |
    Then player A's level of control over the beacon is 4
    And player B's level of control over the beacon is 4
    And no player controls the beacon

  Scenario: §9 and 19.1: positions decide the charge distance: a Warboss 12" from the Captain's base is close enough
    # 20mm + 20mm + 304.8mm = 344.8mm between the centres
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y  |
      | Captain | 254mm   | 10 |
      | Warboss | 598.8mm | 10 |
    And it is player A's Charge phase in battle round 2
    Then "Captain" is eligible to declare a charge

  Scenario: §9 and 19.1: 0.1" farther and the Captain is too far from every enemy unit, in both wordings
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x        | y  |
      | Captain | 254mm    | 10 |
      | Warboss | 601.34mm | 10 |
    And it is player A's Charge phase in battle round 2
    Then "Captain" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And "Captain" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: §9: a normal move to a point inside a shaped ruin ends within it, and a statement "into the ruin" agrees
    Given the ruin is the rectangle from (20, 10) to (26, 16)
    And a unit "Captain" from the datasheet "Captain" for player A
    And the positions:
      | unit    | x  | y  |
      | Captain | 16 | 12 |
    And it is player A's Movement phase
    When "Captain" makes a normal move to (21, 12)
    Then "Captain" is within the ruin
    And "Captain" is wholly within the ruin

  Scenario: §9 and §15: a unit leaves the objective's range when its last model in range is destroyed, and its control goes at the end of the phase (14.02)
    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 33 | 22 |
      | Squad | 2     | 35 | 22 |
      | Squad | 3     | 37 | 22 |
      | Squad | 4     | 39 | 22 |
      | Squad | 5     | 41 | 22 |
    Then "Squad" is within range of the beacon
    When model 1 of "Squad" is destroyed
    Then "Squad" is not within range of the beacon
    And player A controls the beacon
    When the game advances to the end of player A's Shooting phase
    Then player A's level of control over the beacon is 0
    And no player controls the beacon

  Scenario: §9 and 19.5: a unit destroyed by a named attacker leaves the engagement its positions made
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x    | y  |
      | Captain | 10   | 10 |
      | Warboss | 12   | 10 |
    And it is player A's Fight phase in battle round 2
    Then "Captain" is engaged with "Warboss"
    When "Warboss" is destroyed by "Captain"
    Then "Warboss" is destroyed
    And "Captain" is not engaged

  Scenario: §14 and 20.04: an ingress set-up exactly 8" from an enemy unit is not more than 8" away
    # 20mm + 20mm + 203.2mm = 243.2mm between the centres
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is in strategic reserves
    And the positions:
      | unit    | x       | y  |
      | Warboss | 319.4mm | 22 |
    And it is player A's Movement phase in battle round 2
    Then "Captain" cannot make an ingress move to (76.2mm, 22) because a model would be set up too close to an enemy unit

  Scenario: §14 and 20.04: 0.1mm farther, the same ingress is allowed
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is in strategic reserves
    And the positions:
      | unit    | x       | y  |
      | Warboss | 319.5mm | 22 |
    And it is player A's Movement phase in battle round 2
    Then "Captain" can make an ingress move to (76.2mm, 22)

  Scenario: §3 checked: an area stated within another agrees with their shapes, and a UNITS row reads it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And the compound is the rectangle from (5, 5) to (30, 30)
    And the ruin is within the compound
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 12 | 12 |
    And it is player A's Shooting phase in battle round 2
    And the Action "Dig":
      | UNITS | one unit that is within the ruin that is within the compound |
    Then "Squad" can start the "Dig" Action
