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

  Scenario: A board's hull and Move characteristic
    # the hull spans 26.5" to 33.5" along x; Squad moves 4.999" (its M is 6")
    Given the board:
      """
      phase: movement
      units:
        Rhino:
          player: B
          keywords: [VEHICLE, TRANSPORT, FRAME]
          hull: {length: 7, width: 4, high: 3}
          positions: [[30, 22]]
        Squad: {player: A, base: 1", m: 6, positions: [[41, 22]]}
      """
    When "Squad" makes a normal move to (36.001, 22)
    Then "Squad" is not engaged
    And the distance between "Squad" and "Rhino" is exactly 2.001"

  Scenario: A board's deployment and attacker
    # Dawn of War: the defender's zone is the south 12", the attacker's the north 12"
    Given the board:
      """
      deployment: Dawn of War
      attacker: A
      units:
        Squad: {player: A, base: 1", positions: [[30, 43.5]]}
        Boyz: {player: B, base: 1", positions: [[30, 0.5]]}
      """
    Then "Squad" is wholly within player A's deployment zone
    And "Boyz" is wholly within player B's territory
