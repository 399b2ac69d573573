Feature: Held-out boards with datasheet units, rosters and attached units (contract §8, §11, 19.11)
  An engine exports an army as a roster and the board situation as a board file: the board
  refines the roster's units by the roster's names, places datasheet units and attached units,
  and a leader named in a Given forms one unit with its bodyguard (19.01). Verdicts are checked
  against the Rules Appendix examples the contract cites and 19.03, 19.04.

  Scenario: 11 a roster's attached Captain with 3 of his 5 Intercessors lost on the board is at half-strength
    # Rules Appendix: a Captain leading 5 Intercessors starts at 6; 3 of 6 left is half
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And the board:
      """
      units:
        Intercessor Squad: {models: 2}
      """
    Then "Captain" has a starting strength of 6
    And "Intercessor Squad" has 2 models left
    And "Captain" is at half-strength
    And "Captain" is not below half-strength

  Scenario: 11 the roster's Captain alone after the board's 0 Intercessors is below half-strength
    # Rules Appendix: with all 5 lost the Captain alone is below half-strength
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And the board:
      """
      units:
        Intercessor Squad: {models: 0}
      """
    Then "Captain" has 1 model left
    And "Captain" is below half-strength

  Scenario: 11 the roster's unled third squad refined by the board is not an attached unit
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And the board:
      """
      units:
        Intercessor Squad 3: {models: 2}
      """
    Then "Intercessor Squad 3" has a starting strength of 5
    And "Intercessor Squad 3" is below half-strength
    And "Intercessor Squad 3" does not have the keyword CHARACTER

  Scenario: 11 a board's datasheet units led by a Given: the attached unit has every keyword of its parts
    # 19.03
    Given the board:
      """
      units:
        Captain: {datasheet: Captain}
        Squad: {datasheet: Intercessor Squad}
      """
    And "Captain" is leading "Squad"
    Then "Squad" has the keyword CHARACTER
    And "Captain" has the keyword BATTLELINE
    And "Squad" has a starting strength of 6

  Scenario: 11 the leader gone on the board: the bodyguard no longer has its keyword and is above half
    # 19.03: the keyword belongs to the attached unit only while the leader's model is part of it
    Given the board:
      """
      units:
        Captain: {datasheet: Captain, models: 0}
        Squad: {datasheet: Intercessor Squad}
      """
    And "Captain" is leading "Squad"
    Then "Squad" does not have the keyword CHARACTER
    And "Squad" has 5 models left
    And "Squad" is not at or below half-strength

  Scenario: 11 a board's models_at_start of 10 under a leader: 11 at the start, 5 Intercessors and the Captain are above half
    Given the board:
      """
      units:
        Captain: {datasheet: Captain}
        Squad: {datasheet: Intercessor Squad, models_at_start: 10, models: 5}
      """
    And "Captain" is leading "Squad"
    Then "Captain" has a starting strength of 11
    And "Captain" is not at or below half-strength

  Scenario: 11 the same with 4 Intercessors: 5 of 11 is below half-strength
    Given the board:
      """
      units:
        Captain: {datasheet: Captain}
        Squad: {datasheet: Intercessor Squad, models_at_start: 10, models: 4}
      """
    And "Captain" is leading "Squad"
    Then "Captain" is below half-strength

  Scenario: 19.11 a placed attached unit: the Captain's 40mm base engages the Boyz for the whole unit
    # 0.7874 + 1.9926 + 0.5: the Captain's base edge is 1.99" from the Boyz's (03.04)
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Captain: {datasheet: Captain, positions: [[10, 10]]}
        Squad: {datasheet: Intercessor Squad, positions: [[8.5, 10], [7, 10], [5.5, 10], [4, 10], [2.5, 10]]}
        Boyz: {player: B, base: 1", positions: [[13.28, 10]]}
      actions:
        Secure: {starts: your Shooting phase}
      """
    And "Captain" is leading "Squad"
    Then "Squad" is engaged with "Boyz"
    And "Squad" is in coherency
    And "Squad" cannot start the "Secure" Action because it is engaged

  Scenario: 19.11 the same attached unit with the Boyz 0.02" further is not engaged and starts the Action
    Given the board:
      """
      turn: A
      phase: shooting
      units:
        Captain: {datasheet: Captain, positions: [[10, 10]]}
        Squad: {datasheet: Intercessor Squad, positions: [[8.5, 10], [7, 10], [5.5, 10], [4, 10], [2.5, 10]]}
        Boyz: {player: B, base: 1", positions: [[13.3, 10]]}
      actions:
        Secure: {starts: your Shooting phase}
      """
    And "Captain" is leading "Squad"
    Then "Squad" is not engaged
    And "Squad" can start the "Secure" Action

  Scenario: 11 a roster's datasheet values refined by a board and then by a Given: the Given wins
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And the board:
      """
      units:
        Intercessor Squad 3: {oc: 1}
      """
    And "Intercessor Squad 3" has OC 3
    Then "Intercessor Squad 3" has OC 3
    And "Intercessor Squad 3" has Ld 6+
