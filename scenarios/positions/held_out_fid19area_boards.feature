Feature: Held out: the same measuring disputes written as board files (§19.11)
  The board file's forms of §19.11 for boards like those of held_out_fid19area.feature: areas as
  rectangles and polygons (a concave one), objective markers and positions in millimetres on a
  smaller battlefield, per-model bases and facings, heights, a base size written as a string
  with the inch mark, a deployment with its attacker beside an area of the scenario's own. Each
  answer is decided from 01.04, 03.03, 03.04, 14.02, 19.2 and the Rules Appendix.

  Scenario: 19.11, 01.04: a concave area, a per-model 40mm base and a model on an upper floor
    # the sergeant's centre is 3" from the L's notch, less its 40mm base's 0.787"; the trooper
    # 3" up in the L's lower arm is wholly within it (terrain areas are horizontal, 14.02)
    Given the board:
      """
      areas:
        the ruin: {polygon: [[10, 10], [20, 10], [20, 14], [14, 14], [14, 20], [10, 20]]}
      units:
        Squad:
          player: A
          base: 1"
          positions:
            - {model: sgt, x: 17, y: 17, base: 40mm}
            - [14.5, 13.5, 3]
        Boyz: {player: B, base: 1", positions: [[50, 40]]}
      """
    Then "Squad" has 2 models left
    And model sgt of "Squad" is not within the ruin
    And the distance between model sgt of "Squad" and the ruin is 2.21"
    And model 2 of "Squad" is wholly within the ruin
    And model 2 of "Squad" is at (14.5, 13.5, 3)
    And "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And "Squad" is not in coherency

  Scenario: 19.11, Rules Appendix: a marker and positions in millimetres on a 44" by 30" battlefield
    # 558.8mm + 20mm + 76.2mm + 12.7mm = 667.7mm: exactly 3" from the marker's edge; the enemy
    # 0.1mm farther on the other side
    Given the board:
      """
      phase: command
      battle_round: 2
      battlefield: {width: 44, depth: 30}
      objective_markers:
        the beacon: ["558.8mm", 15]
      units:
        Squad: {player: A, base: 25.4mm, oc: 2, positions: [["667.7mm", 15]]}
        Boyz: {player: B, base: 25.4mm, oc: 2, positions: [["449.8mm", 15]]}
      """
    Then "Squad" is within range of the beacon
    And the distance between "Squad" and the beacon is exactly 3"
    And "Boyz" is not within range of the beacon
    And the distance between "Boyz" and the beacon is 3.004"
    And player A controls the beacon
    And "Squad" is controlling the beacon

  Scenario: 19.11, 03.03: ovals 2" apart end to end are in coherency; the same centres turned a quarter are not
    Given the board:
      """
      units:
        Squad:
          player: A
          base: 60x35.5mm
          positions:
            - {x: "254mm", y: 10, facing: 0}
            - {x: "364.8mm", y: 10, facing: 0}
        Guard:
          player: A
          base: 60x35.5mm
          positions:
            - {x: "254mm", y: 30, facing: 90}
            - {x: "364.8mm", y: 30, facing: 90}
        Boyz: {player: B, base: 1", positions: [[50, 40]]}
      """
    Then "Squad" is in coherency
    And "Guard" is not in coherency
    And the distance between model 1 of "Guard" and model 2 of "Guard" is 2.96"

  Scenario: 19.11, 19.2: a slanted side touched from outside, from inside, and missed by a thousandth
    # the side from (18, 10) to (10, 16) has the outward normal (0.6, 0.8)
    Given the board:
      """
      areas:
        the crater: {polygon: [[10, 10], [18, 10], [10, 16]]}
      units:
        Squad: {player: A, base: 1", positions: [[14.3, 13.4]]}
        Guard: {player: A, base: 1", positions: [[13.7, 12.6]]}
        Gits: {player: A, base: 1", positions: [[16.3006, 11.9008]]}
        Boyz: {player: B, base: 1", positions: [[50, 40]]}
      """
    Then "Squad" is within the crater
    And "Squad" is not wholly within the crater
    And "Guard" is wholly within the crater
    And "Squad" is in base contact with "Guard"
    And "Gits" is not within the crater
    And the distance between "Gits" and the crater is exactly 0.001"

  Scenario: 19.11, 19.2: a unit on the line between the territories, within no man's land, beside a zone's edge
    # Hammer and Anvil with player B attacking: player A's zone is the west 18", player B's the
    # east 18"; the territories are the halves either side of x = 30
    Given the board:
      """
      deployment: Hammer and Anvil
      attacker: B
      areas:
        no man's land: {rectangle: [[18, 0], [42, 44]]}
      units:
        Squad: {player: A, base: "1.25\"", m: 6, models: 2, positions: [[30, 20], [30, 21.25]]}
        Boyz: {player: B, base: 1", positions: [[42.5, 30]]}
      """
    Then "Squad" has 2 models left
    And "Squad" has M 6"
    And "Squad" is within player A's territory
    And "Squad" is within player B's territory
    And "Squad" is not wholly within player A's territory
    And "Squad" is not wholly within player B's territory
    And "Squad" is wholly within no man's land
    And model 1 of "Squad" is in base contact with model 2 of "Squad"
    And "Boyz" is wholly within player B's deployment zone
    And "Boyz" is within no man's land
    And "Boyz" is not wholly within no man's land
    And the distance between "Squad" and "Boyz" is 14.13"

  Scenario: 19.11, 03.04: engaged on a lower floor while a nearer enemy on the same floor is a hair beyond 2"
    # Boyz: 2" across and 5" down, engaged though 5.39" away in space; Grots: 2.001" across
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", engaged: true, positions: [[10, 10, 5]]}
        Boyz: {player: B, base: 1", positions: [[13, 10, 0]]}
        Grots: {player: B, base: 1", positions: [[10, 13.001, 5]]}
      """
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"
    And the closest enemy unit to "Squad" is "Grots"
    And the distance between "Squad" and "Boyz" is 5.39"
