Feature: 19.11 The board file
  A board gives the battlefield, a deployment and the attacker, shaped areas, objective
  markers, and each unit's base, Move characteristic, hull and positions (one entry per model
  left: [x, y], [x, y, height] or a mapping with a label, a base or a facing). What the
  positions decide is computed and what the board states is checked.

  Scenario: The contract's board: areas, deployment, bases per model, heights, a turned hull
    # the Rhino's hull, turned a quarter, spans 18" to 22" across x and 18.5" to 25.5" along y:
    # it touches the board's own player A's deployment zone (x up to 18"); the sergeant's
    # centre is 9.55" from the hull's corner (18, 18.5), less its 40mm base's 0.79"
    Given the board "boards/contract_example.yaml"
    Then "Squad" has 3 models left
    And "Squad" has M 6"
    And "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And model sgt of "Squad" is wholly within the ruin
    And model 2 of "Squad" is at (12.5, 10, 3)
    And "Squad" is wholly within player A's deployment zone
    And "Rhino" is within player A's territory
    And "Rhino" is within player A's deployment zone
    And "Rhino" is not wholly within player A's deployment zone
    And "Rhino" is not within player B's deployment zone
    And the horizontal distance between model sgt of "Squad" and "Rhino" is 8.77"
    And "Squad" is more than 8" from "Rhino"
    And "Rhino" is not within range of the beacon
    And "Squad" is in coherency

  Scenario: A board's models count agrees with its positions
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", models: 2, positions: [[10, 10], [11, 10]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Squad" has 2 models left
    And "Squad" is in coherency

  Scenario: A board's stated within of a shaped area is checked and kept
    Given the board:
      """
      areas:
        the ruin: {rectangle: [[10, 10], [16, 16]]}
      units:
        Squad: {player: A, base: 1", within: [the ruin, the woods], positions: [[16.5, 12]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Squad" is within the ruin
    And "Squad" is within the woods
    And "Squad" is not wholly within the ruin

  Scenario: A board's number-free charge key, checked against the positions
    Given the board:
      """
      phase: charge
      units:
        Squad: {player: A, base: 1", close_enough_to_charge: false, positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[23.001, 10]]}
      """
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
