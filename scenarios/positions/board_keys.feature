Feature: Board keys and their defaults (contract §8 and 19.11)
  A board's base may be a YAML number (inches), a string with " or mm, round or oval; a hull may
  be given by its corners; a unit with no player is player A's, and a board with no battlefield
  key is 60" by 44".

  Scenario: 19.11 a board base written as a YAML number is in inches
    # "1.25in" is not a number: write 1.25 or "1.25\"" (19.11); centres 3.25" apart, less two 0.625" radii
    Given the board:
      """
      units:
        Squad: {player: A, base: 1.25, positions: [[10, 10]]}
        Boyz: {player: B, base: "1.25\"", positions: [[13.25, 10]]}
      """
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And "Squad" is engaged with "Boyz"

  Scenario: 19.11 a board base in millimetres is not read as inches
    # a 1.25mm base beside a 1.25" one: 2.95" apart, so not engaged
    Given the board:
      """
      units:
        Squad: {player: A, base: 1.25mm, positions: [[10, 10]]}
        Boyz: {player: B, base: 1.25, positions: [[13.6, 10]]}
      """
    Then "Squad" is not engaged

  Scenario: 8 a board unit with no player is player A's, on a 60" by 44" battlefield
    Given the board:
      """
      units:
        Squad: {base: 1", positions: [[59.5, 43.5]]}
        Boyz: {player: B, base: 1", positions: [[1, 1]]}
      """
    Then "Squad" is not engaged
    And "Squad" is more than 60" from "Boyz"

  Scenario: 19.11 a board's oval base turned a quarter reaches its short way across x
    # 60x35.5mm at facing 90: 0.699" across x, 1.181" along y; each Boyz base is 0.5" across
    Given the board:
      """
      units:
        Bikes: {player: A, base: 60x35.5mm, positions: [{x: 10, y: 10, facing: 90}]}
        Boyz: {player: B, base: 1", positions: [[13.19, 10]]}
        Grots: {player: B, base: 1", positions: [[10, 13.7]]}
      """
    Then "Bikes" is engaged with "Boyz"
    And "Bikes" is not engaged with "Grots"

  Scenario: 19.11 a board hull given by its corners is measured from them
    Given the board:
      """
      units:
        Rhino:
          player: A
          keywords: [VEHICLE, FRAME]
          hull: {corners: [[-3.5, -2], [3.5, -2], [3.5, 2], [-3.5, 2]]}
          positions: [{x: 30, y: 22}]
        Boyz: {player: B, base: 1", positions: [[36, 22]]}
        Grots: {player: B, base: 1", positions: [[30, 26.501]]}
      """
    Then the distance between "Rhino" and "Boyz" is exactly 2"
    And "Rhino" is engaged with "Boyz"
    And "Rhino" is not engaged with "Grots"

  Scenario: 8 a board's starting strength is kept when its positions give the models left
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", starting_strength: 5, models: 2, positions: [[10, 10], [11.5, 10]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Squad" has 2 models left
    And "Squad" is below half-strength

  Scenario: 19.11 a board's objective marker is controlled by the models in its range
    # 3" from the 40mm marker's edge, plus the 0.5" base: in range up to x = 34.2874...
    Given the board:
      """
      phase: command
      battle_round: 2
      objective_markers:
        the beacon: [30, 22]
      units:
        Squad: {player: A, base: 1", oc: 2, positions: [[34.2874, 22]]}
        Boyz: {player: B, base: 1", oc: 1, positions: [[25.7125, 22]]}
      """
    Then "Squad" is within range of the beacon
    And "Boyz" is not within range of the beacon
    And player A controls the beacon

  Scenario: 8 a board's w is the W characteristic of a unit of several models
    # interpretation 88: w is W; wounds left are wounds_left, for a single model only
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", w: 1, positions: [[10, 10], [11, 10]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Squad" has W 1
    And "Squad" has 2 models left

  Scenario: 8 a board's wounds_left on a single model
    Given the board:
      """
      units:
        Rhino: {player: A, starting_strength: 1, w: 10, wounds_left: 3, positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Rhino" has W 10
    And "Rhino" has 3 wounds left
