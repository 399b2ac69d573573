Feature: 11 and 19.11 A board and a roster together
  A roster's units keep the roster's names (a repeated name gets " 2"); a board after it
  refines them by those names, and a later Given refines the board (the later statement wins;
  a board's keywords list replaces the list, a Given's keyword adds to it).

  Scenario: A roster's repeated name refined by a board: 4 of 10 Boyz are below half-strength
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And the board:
      """
      units:
        Boyz 2: {models: 4}
      """
    Then "Boyz 2" has 4 models left
    And "Boyz 2" is below half-strength
    And "Boyz 2" has M 6"
    And "Boyz" is not below half-strength

  Scenario: A board's models_at_start resizes a roster's unit
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    And the board:
      """
      units:
        Terminator Squad: {models_at_start: 10, models: 5}
      """
    Then "Terminator Squad" has a starting strength of 10
    And "Terminator Squad" is at half-strength
    And "Terminator Squad" is not below half-strength

  Scenario: A board's keywords replace the datasheet's list; a later Given's keyword adds to it
    Given the board:
      """
      units:
        Squad: {datasheet: Intercessor Squad, keywords: [INFANTRY]}
      """
    And "Squad" has the keyword GRENADES
    Then "Squad" has the keyword GRENADES
    And "Squad" has the keyword INFANTRY
    And "Squad" does not have the keyword BATTLELINE

  Scenario: A board's value stays when a datasheet step after it names the same unit
    Given the board:
      """
      units:
        Squad: {oc: 1}
      """
    And a unit "Squad" from the datasheet "Intercessor Squad"
    Then "Squad" has OC 1
    And "Squad" has the keyword BATTLELINE
