Feature: 19.11 Positions on a board file
  A board may give the battlefield's size, areas' shapes, objective markers and each unit's
  base and positions; the facts they decide are then computed, as with the Given steps.

  Scenario: The board's positions decide range, areas and engagement
    # Scouts at 787.4mm (31"): 1" between centres, less the 0.5" base and the marker's 20mm
    Given the board "boards/beacon.yaml"
    Then "Scouts" is within range of the beacon
    And "Squad" is not within range of the beacon
    And "Squad" is within 0" of the ruin
    And "Squad" is not wholly within the ruin
    And model sgt of "Squad" is within 1" of the ruin
    And model sgt of "Squad" is more than 0.999" from the ruin
    And "Squad" is in coherency
    And "Squad" is not engaged
    And "Boyz" is not within range of the beacon
    And the distance between "Scouts" and "Boyz" is exactly 4"
    And player A controls the beacon

  Scenario: A board's stated engagement is checked against its positions
    Given the board:
      """
      units:
        Squad: {player: A, base: 1", positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[13, 10]]}
      """
    Then "Squad" is engaged
    And "Squad" is engaged with "Boyz"
