Feature: Held-out board files from an engine's export (contract §8, 19.11, §11)
  A game-software author exports board situations as board files: every key of §8 and 19.11,
  boards by path and as doc strings, boards beside Givens, positions at the battlefield's edges,
  heights, areas and markers. Each verdict is decided from the Core Rules sections cited.

  Scenario: 8 every key of the board file: a battle-line unit within a terrain area starts Deploy Device in its Shooting phase
    # 16.01: no bar applies; its player's Shooting phase is the STARTS moment
    Given the board "boards/held_out_fidboard2_every_key.yaml"
    Then "Raiders" can start the "Deploy Device" Action
    And player B has 3 CP
    And player A has 1 CP
    And "Raiders" has Ld 7+
    And "Raiders" has 3 models left
    And "Raiders" is not below half-strength
    And "Knight" has 9 wounds left
    And "Knight" has W 22

  Scenario: 8 the same board in player A's turn: "your Shooting phase" is not the Raiders' player's
    Given the board "boards/held_out_fidboard2_every_key.yaml"
    And it is player A's Shooting phase in battle round 2
    Then "Raiders" cannot start the "Deploy Device" Action because the Action does not start now

  Scenario: 8 a board's moved: advance bars the Action, and a later Given's normal move does not
    # 16.01: an advance move this turn bars starting an Action; a normal move does not
    Given the board:
      """
      battle_round: 1
      turn: A
      phase: shooting
      units:
        Squad: {player: A, within: [a terrain area], moved: advance}
      actions:
        Deploy Device:
          starts: your Shooting phase
          units: one INFANTRY unit that is within a terrain area
      """
    Then "Squad" cannot start the "Deploy Device" Action because it made an advance move this turn

  Scenario: 8 a board's moved: normal does not bar the Action
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {player: A, within: [a terrain area], moved: normal}
      actions:
        Deploy Device:
          starts: your Shooting phase
          units: one INFANTRY unit that is within a terrain area
      """
    Then "Squad" can start the "Deploy Device" Action

  Scenario: 8 a board's moved: fall-back bars the Action
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {moved: fall-back}
      actions:
        Secure:
          starts: your Shooting phase
      """
    Then "Squad" cannot start the "Secure" Action because it made a fall-back move this turn

  Scenario: 8 a board's oc "-" bars the Action (16.01)
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {oc: "-"}
      actions:
        Secure: {starts: your Shooting phase}
      """
    Then "Squad" has OC -
    And "Squad" cannot start the "Secure" Action because its OC is 0 or -

  Scenario: 8 a board's battle_shocked: true bars the Action; the unit is battle-shocked
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {battle_shocked: true}
      actions:
        Secure: {starts: your Shooting phase}
      """
    Then "Squad" is battle-shocked
    And "Squad" cannot start the "Secure" Action because it is battle-shocked

  Scenario: 8 a board's on_battlefield: false bars the Action
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {on_battlefield: false}
      actions:
        Secure: {starts: your Shooting phase}
      """
    Then "Squad" cannot start the "Secure" Action because it is not on the battlefield

  Scenario: 8 a board's engaged: true bars a unit's Action, but not a TITANIC unit's
    # 16.01: "It is engaged (unless it is a TITANIC unit)"
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {engaged: true}
        Knight: {keywords: [VEHICLE, TITANIC], oc: 10, starting_strength: 1, w: 22, engaged: true}
      actions:
        Secure: {starts: your Shooting phase}
      """
    Then "Squad" cannot start the "Secure" Action because it is engaged
    And "Knight" can start the "Secure" Action

  Scenario: 8 a board action's use limit: the second unit of the player cannot start it in the same turn
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {}
        Scouts: {}
      actions:
        Secure: {starts: your Shooting phase, use_limit: once per turn}
      """
    When "Squad" starts the "Secure" Action
    Then "Scouts" cannot start the "Secure" Action because the Action's use limit is reached

  Scenario: 8 a board action's completes: the end of the turn: the Action completes at the end of the turn
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {}
      actions:
        Secure: {starts: your Shooting phase, completes: the end of the turn, effect: score 2 VP}
      """
    When "Squad" starts the "Secure" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Secure" Action

  Scenario: 8 first_player B: from player A's Movement phase to the end of the round, no Command phase is left
    # 07.00: player A, going second, already had its Command phase this round
    Given the board:
      """
      battle_round: 1
      turn: A
      phase: movement
      first_player: B
      units:
        Squad: {}
      """
    When the game advances to the end of the battle round
    Then player A has 0 CP
    And player B has 0 CP

  Scenario: 8 first_player A: from player A's Movement phase, player B's Command phase still gives both players 1 CP
    # 08.02: both players gain 1CP in each Command phase
    Given the board:
      """
      battle_round: 1
      turn: A
      phase: movement
      first_player: A
      units:
        Squad: {}
      """
    When the game advances to the end of the battle round
    Then player A has 1 CP
    And player B has 1 CP

  Scenario: 8 a board's within list names two areas; the unit is within both, and not a third
    Given the board:
      """
      units:
        Squad: {within: [the ruin, player A's territory]}
      """
    Then "Squad" is within the ruin
    And "Squad" is within player A's territory
    And "Squad" is not within the crater

  Scenario: 8 a Given after the board wins: the board's OC 2 becomes 0 and bars the Action
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {oc: 2}
      actions:
        Secure: {starts: your Shooting phase}
      """
    And "Squad" has OC 0
    Then "Squad" has OC 0
    And "Squad" cannot start the "Secure" Action because its OC is 0 or -

  Scenario: 8 a board after a Given wins: the Given's battle-shock is cleared by the board's false
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the board:
      """
      units:
        Squad: {battle_shocked: false}
      """
    Then "Squad" is not battle-shocked

  Scenario: 19.11 every key of the board file: areas, marker, deployment, heights, hull and a per-model base
    Given the board "boards/held_out_fidboard2_every_place.yaml"
    Then "Squad" is wholly within the ruin
    And "Squad" is not within the crater
    And "Squad" has 3 models left
    And "Squad" has M 6"
    And "Squad" is wholly within player A's deployment zone
    And "Rhino" is not within player B's deployment zone
    And "Rhino" is within range of the beacon
    And "Squad" is not within range of the beacon
    And "Rhino" has the keyword TRANSPORT

  Scenario: 19.11 the board's close_enough_to_charge: false agrees with positions more than 12" apart
    # 11.02: the charge declaration distance
    Given the board "boards/held_out_fidboard2_every_place.yaml"
    And it is player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 19.11 a base touching the battlefield's edge is wholly on it
    # 03.01: the edge is the battlefield's boundary; a base that touches it is not past it
    Given the board:
      """
      units:
        Squad: {base: 1", positions: [[0.5, 0.5], [59.5, 43.5]]}
        Boyz: {player: B, base: 1", positions: [[30, 22]]}
      """
    Then "Squad" has 2 models left
    And "Squad" is not in coherency

  Scenario: 19.11 a smaller battlefield from the board: two corner models are more than 50" apart
    # centres sqrt(43² + 29²) = 51.87" apart, less two 0.5" radii
    Given the board:
      """
      battlefield: {width: 44, depth: 30}
      units:
        Squad: {base: 1", positions: [[0.5, 0.5]]}
        Boyz: {player: B, base: 1", positions: [[43.5, 29.5]]}
      """
    Then "Squad" is more than 50" from "Boyz"
    And "Squad" is not within 50" of "Boyz"

  Scenario: 19.11 a board's height: a model 5" above an enemy it touches in plan is engaged
    # 03.04: within 2" horizontally and 5" vertically
    Given the board:
      """
      units:
        Squad: {base: 1", positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[11, 10, 5]]}
      """
    Then "Squad" is engaged with "Boyz"

  Scenario: 19.11 a board's height: a model 5.01" above it is not engaged
    Given the board:
      """
      units:
        Squad: {base: 1", positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[11, 10, 5.01]]}
      """
    Then "Squad" is not engaged

  Scenario: 19.11 a hull turned a quarter, 3" high: an enemy 2" beside it and 5" above its top is engaged
    # facing 90: the 7" length lies along y, so the hull spans x 28..32, y 18.5..25.5, heights 0..3
    Given the board:
      """
      units:
        Rhino: {keywords: [VEHICLE, FRAME], hull: {length: 7, width: 4, high: 3}, positions: [{x: 30, y: 22, facing: 90}]}
        Boyz: {player: B, base: 1", positions: [[34.5, 22, 8]]}
        Grots: {player: B, base: 1", positions: [[30, 28]]}
        Gretchin: {player: B, base: 1", positions: [[30, 10]]}
      """
    Then "Rhino" is engaged with "Boyz"
    And "Rhino" is engaged with "Grots"
    And "Rhino" is not engaged with "Gretchin"

  Scenario: 19.11 the same hull: an enemy 5.01" above its top is not engaged
    Given the board:
      """
      units:
        Rhino: {keywords: [VEHICLE, FRAME], hull: {length: 7, width: 4, high: 3}, positions: [{x: 30, y: 22, facing: 90}]}
        Boyz: {player: B, base: 1", positions: [[34.5, 22, 8.01]]}
      """
    Then "Rhino" is not engaged

  Scenario: 19.11 a per-model base: the 40mm sergeant reaches an enemy a 32mm model would not
    # 15.28 - 12 - 0.5 - 0.7874 = 1.99" from the 40mm base; 2.15" from a 32mm one (03.04)
    Given the board:
      """
      units:
        Squad:
          base: 32mm
          positions:
            - {model: sgt, x: 11, y: 12, base: 40mm}
            - [9, 12]
        Boyz: {player: B, base: 1", positions: [[11, 15.28]]}
      """
    Then "Squad" is engaged with "Boyz"

  Scenario: 19.11 the same model with the unit's 32mm base is not engaged
    Given the board:
      """
      units:
        Squad:
          base: 32mm
          positions:
            - {model: sgt, x: 11, y: 12}
            - [9, 12]
        Boyz: {player: B, base: 1", positions: [[11, 15.28]]}
      """
    Then "Squad" is not engaged

  Scenario: 19.11 a board's rectangle: a base touching its edge from outside is within it, not wholly
    # 19.2: a shape's boundary belongs to it
    Given the board:
      """
      areas:
        the ruin: {rectangle: [[10, 10], [16, 16]]}
      units:
        Squad: {base: 1", positions: [[16.5, 12]]}
        Boyz: {player: B, base: 1", positions: [[40, 12]]}
      """
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: 19.11 a board's rectangle: a base 0.01" past its edge is not within it
    Given the board:
      """
      areas:
        the ruin: {rectangle: [[10, 10], [16, 16]]}
      units:
        Squad: {base: 1", positions: [[16.51, 12]]}
        Boyz: {player: B, base: 1", positions: [[40, 12]]}
      """
    Then "Squad" is not within the ruin

  Scenario: 19.11 a board's polygon: a base touching its side from outside is within it
    Given the board:
      """
      areas:
        the crater: {polygon: [[20, 20], [26, 20], [23, 25]]}
      units:
        Squad: {base: 1", positions: [[23, 19.5]]}
        Boyz: {player: B, base: 1", positions: [[40, 12]]}
      """
    Then "Squad" is within the crater
    And "Squad" is not wholly within the crater

  Scenario: 19.11 a board's objective marker: a model exactly at range's end is within range, 0.01" further is not
    # app 14.01.01: within 3" of the 40mm marker; 3 + 0.7874 + 0.5 = 4.2874" between centres
    Given the board:
      """
      objective_markers:
        the beacon: [30, 22]
      units:
        Squad: {base: 1", positions: [[34.28, 22]]}
        Boyz: {player: B, base: 1", positions: [[25.71, 22]]}
      """
    Then "Squad" is within range of the beacon
    And "Boyz" is not within range of the beacon

  Scenario: 19.11 a board's deployment with attacker A swaps the zones of Hammer and Anvil
    # 19.2: the defender's zone is the defending player's; attacker A makes B the defender
    Given the board:
      """
      deployment: Hammer and Anvil
      attacker: A
      units:
        Squad: {base: 1", positions: [[5, 10]]}
        Boyz: {player: B, base: 1", positions: [[55, 10]]}
      """
    Then "Squad" is wholly within player B's deployment zone
    And "Squad" is not within player A's deployment zone

  Scenario: 19.11 a board's m: a normal move of exactly M is allowed, 0.01" more is not
    # 09.02: up to M inches
    Given the board:
      """
      turn: A
      phase: movement
      units:
        Squad: {base: 1", m: 6, positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[50, 30]]}
      """
    Then "Squad" can make a normal move to (16, 10)
    And "Squad" cannot make a normal move to (16.01, 10)

  Scenario: 19.11 a board's close_enough_to_charge: false in an unplaced scenario bars the charge
    # 11.02
    Given the board:
      """
      turn: A
      phase: charge
      units:
        Squad: {close_enough_to_charge: false}
        Boyz: {player: B}
      """
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 19.11 close_enough_to_charge defaults to true: the unit may declare a charge
    Given the board:
      """
      turn: A
      phase: charge
      units:
        Squad: {}
        Boyz: {player: B}
      """
    Then "Squad" is eligible to declare a charge

  Scenario: 19.11 a board's within_12_of_enemy: false bars the charge with its own reason
    Given the board:
      """
      turn: A
      phase: charge
      units:
        Squad: {within_12_of_enemy: false}
        Boyz: {player: B}
      """
    Then "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: 19.11 the same situation as Givens: an engaged unit 2" from its enemy cannot start the Action
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 1 model left
    And "Boyz" has 1 model left
    And "Squad" has a 1" base
    And "Boyz" has a 1" base
    And "Squad" is at (10, 10)
    And "Boyz" is at (13, 10)
    And "Squad" is within a terrain area
    And it is player A's Shooting phase
    And the Action "Secure":
      | STARTS | your Shooting phase |
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot start the "Secure" Action because it is engaged

  Scenario: 19.11 the same situation as a board: an engaged unit 2" from its enemy cannot start the Action
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Squad: {player: A, within: [a terrain area], base: 1", positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[13, 10]]}
      actions:
        Secure: {starts: your Shooting phase}
      """
    Then "Squad" is engaged with "Boyz"
    And "Squad" cannot start the "Secure" Action because it is engaged

  Scenario: 19.11 a board's engaged: true that the positions agree with stands
    Given the board:
      """
      units:
        Squad: {base: 1", engaged: true, positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[13, 10]]}
      """
    Then "Squad" is engaged

  Scenario: 19.11 positions give the models left; a starting strength not stated is the models placed
    # 19.3: placing n models states n models left; a starting strength not stated is then n
    Given the board:
      """
      units:
        Squad: {base: 1", positions: [[10, 10], [11.5, 10], [13, 10]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Squad" has 3 models left
    And "Squad" has a starting strength of 3
    And "Squad" is not below starting strength

  Scenario: 19.11 positions with a stated starting strength: 3 placed of 7 are below half-strength
    Given the board:
      """
      units:
        Squad: {base: 1", starting_strength: 7, positions: [[10, 10], [11.5, 10], [13, 10]]}
        Boyz: {player: B, base: 1", positions: [[40, 10]]}
      """
    Then "Squad" has 3 models left
    And "Squad" is below half-strength
