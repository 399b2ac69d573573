Feature: 01.04, 03.03 and 19.11 A board file's datasheet units are placed on the data's bases
  A board's unit with `datasheet:` and positions stands on the base the datasheet's data gives
  (contract §11, round 4: a datasheet unit takes M and its base size from the data), unless the
  board's `base` key or a Given states another; a FRAME model from the data takes a `hull`.

  Scenario: A Captain's and a Warboss's 40mm bases from the data: centres 2.575" apart are 1" apart
    # 2.575" less two 20mm radii (0.787" each) is 1.0002", shown to 4 places as 1"
    Given the board:
      """
      units:
        Captain: {player: A, datasheet: Captain, positions: [[10, 10]]}
        Boss: {player: B, datasheet: Warboss, positions: [[12.575, 10]]}
      """
    Then the distance between "Captain" and "Boss" is 1"
    And "Captain" is engaged

  Scenario: A Redemptor Dreadnought's 90mm base from the data
    # 90mm radius 1.772" and a 40mm radius 0.787": centres 3.559" apart are 1" apart
    Given the board:
      """
      units:
        Dread: {player: A, datasheet: Redemptor Dreadnought, positions: [[10, 10]]}
        Boss: {player: B, datasheet: Warboss, positions: [[13.559, 10]]}
      """
    Then the distance between "Dread" and "Boss" is 1"

  Scenario: The board's base key overrides the datasheet's base
    # two 32mm bases (0.63" radius each): centres 2.26" apart are 1" apart
    Given the board:
      """
      units:
        Captain: {player: A, datasheet: Captain, base: 32mm, positions: [[10, 10]]}
        Boss: {player: B, datasheet: Warboss, base: 32mm, positions: [[12.26, 10]]}
      """
    Then the distance between "Captain" and "Boss" is 1"

  Scenario: A positioned army of datasheet units on a deployment map
    # ten Gretchin on 25mm bases, 1.2" apart in two rows of five: within 2" of two others and
    # 9" of all (on 32mm bases they would overlap); the Rhino is a FRAME from its data
    Given the board "boards/datasheet_army.yaml"
    Then "Rhino" has the keyword FRAME
    And "Rhino" is wholly within player A's deployment zone
    And "Rhino" has M 12"
    And "Squad" is in coherency
    And "Grots" is in coherency
    And "Squad" is within range of the beacon

  Scenario: A board's datasheet unit with fewer positions than its starting strength
    Given the board:
      """
      units:
        Squad: {datasheet: Intercessor Squad, positions: [[10, 10], [11.5, 10], [13, 10]]}
      """
    Then "Squad" has 3 models left
    And "Squad" has a starting strength of 5
    And "Squad" is not below half-strength

  Scenario: A roster's units placed by a board after it: the data's 40mm bases and M
    Given player A's army from the roster "../datasheets/rosters/ultramarines_chaplain_gw_app.txt"
    And the board:
      """
      units:
        Captain: {positions: [[10, 10]]}
        Terminator Squad: {positions: [[20, 10], [21.7, 10], [23.4, 10], [25.1, 10], [26.8, 10]]}
        Intercessor Squad: {on_battlefield: false}
        Impulsor: {on_battlefield: false}
      """
    Then the distance between "Captain" and "Terminator Squad" is 8.4252"
    And "Terminator Squad" is in coherency
    And "Terminator Squad" has M 5"

  Scenario: A per-model base on a board overrides the datasheet's base for that model only
    # the sergeant on 40mm (0.787") and the Warboss on 40mm: centres 2.575" apart are 1" apart
    Given the board:
      """
      units:
        Squad: {player: A, datasheet: Intercessor Squad, positions: [{model: sgt, x: 10, y: 10, base: 40mm}, [11.5, 10], [13, 10], [14.5, 10], [16, 10]]}
        Boss: {player: B, datasheet: Warboss, positions: [[10, 12.575]]}
      """
    Then the distance between model sgt of "Squad" and "Boss" is 1"
    And model 2 of "Squad" is more than 1" from "Boss"
