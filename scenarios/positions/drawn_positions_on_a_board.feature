Feature: 01.04, 11.02 Drawn positions beside a board's
  A board may place some units and leave another for the property search to draw: the drawn
  unit is placed before the board's placements are checked.

  Scenario: A unit drawn more than 12" from the board's enemy unit is too far to declare a charge
    Given the board:
      """
      units:
        Squad: {player: A, base: 25.4mm, models: 1}
        Boyz:
          player: B
          base: 25.4mm
          positions: [[30, 22]]
      """
    And it is player A's Charge phase
    And any position for "Squad" more than 12" from "Boyz"
    And positions are drawn on a 2" grid
    Then "Squad" is more than 12" from every enemy unit
    And "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: A unit drawn within 12" of the board's enemy unit is within 12" of an enemy unit
    Given the board:
      """
      units:
        Squad: {player: A, base: 25.4mm, models: 1}
        Boyz:
          player: B
          base: 25.4mm
          positions: [[30, 22]]
      """
    And it is player A's Charge phase
    And any position for "Squad" within 12" of "Boyz"
    And positions are drawn on a 2" grid
    Then "Squad" is within 12" of an enemy unit
