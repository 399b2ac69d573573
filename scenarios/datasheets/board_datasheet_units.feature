Feature: 02 and 11 A board file's datasheet units
  A board's unit with `datasheet:` takes the published datasheet's keywords, OC, Ld, W, M and
  transport capacity, and its smallest unit size as starting strength unless `models_at_start`
  says otherwise; the board's other keys override those values, and a later Given overrides
  the board. A board's `keywords` list is the unit's whole list.

  Scenario: A board's datasheet unit takes its keywords, OC, Ld, W, M and starting strength from the data
    Given the board "boards/datasheet_units.yaml"
    Then "Intercessors" has the keyword BATTLELINE
    And "Intercessors" has the keyword ADEPTUS ASTARTES
    And "Intercessors" has OC 2
    And "Intercessors" has Ld 6+
    And "Intercessors" has W 2
    And "Intercessors" has M 6"
    And "Intercessors" has a starting strength of 10
    And "Intercessors" has 8 models left
    And "Intercessors" is not below half-strength

  Scenario: models_at_start and models on a datasheet unit: 9 of 20 Boyz are below half-strength
    Given the board "boards/datasheet_units.yaml"
    Then "Boyz" has a starting strength of 20
    And "Boyz" has 9 models left
    And "Boyz" is below half-strength
    And "Boyz" has the keyword MOB

  Scenario: A board key overrides the datasheet's value; the datasheet's other values stay
    Given the board "boards/datasheet_units.yaml"
    Then "Wolves" has OC 1
    And "Wolves" has Ld 8+
    And "Wolves" has a starting strength of 5
    And "Wolves" has M 10"

  Scenario: A single-model datasheet unit's wounds left from the board leave its W as the data gives it
    Given the board "boards/datasheet_units.yaml"
    Then "Captain" has W 5
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1

  Scenario: A Given after the board overrides the board's value
    Given the board "boards/datasheet_units.yaml"
    And "Wolves" has OC 3
    Then "Wolves" has OC 3

  Scenario: A board's keywords list replaces the datasheet's list; its other values stay
    Given the board:
      """
      units:
        Squad: {datasheet: Intercessor Squad, keywords: [INFANTRY]}
      """
    Then "Squad" does not have the keyword BATTLELINE
    And "Squad" has the keyword INFANTRY
    And "Squad" has OC 2

  Scenario: The Gretchin's two Ld values on a board: a 7 beats the Runtherd's 7+
    Given the board:
      """
      units:
        Grots: {player: B, datasheet: Gretchin, models: 4}
      """
    And it is player B's Command phase
    And the battle-shock roll for "Grots" will be 7
    When player B's Command phase is resolved
    Then "Grots" is not battle-shocked

  Scenario: The Gretchin on a board fail with a 6, below both Ld values
    Given the board:
      """
      units:
        Grots: {player: B, datasheet: Gretchin, models: 4}
      """
    And it is player B's Command phase
    And the battle-shock roll for "Grots" will be 6
    When player B's Command phase is resolved
    Then "Grots" is battle-shocked

  Scenario: A datasheet transport on a board takes its capacity from the data: 10 do not fit in 7
    Given the board:
      """
      units:
        Impulsor: {player: A, datasheet: Impulsor}
        Squad: {player: A, datasheet: Intercessor Squad, models_at_start: 10}
      """
    And it is player A's Movement phase
    When "Squad" makes a normal move
    Then "Squad" cannot embark within "Impulsor" because it does not fit in its TRANSPORT

  Scenario: A datasheet transport on a board: 5 fit in 7
    Given the board:
      """
      units:
        Impulsor: {player: A, datasheet: Impulsor}
        Squad: {player: A, datasheet: Intercessor Squad}
      """
    And it is player A's Movement phase
    When "Squad" makes a normal move
    Then "Squad" can embark within "Impulsor"
