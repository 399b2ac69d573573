Feature: The facts of moves and charges stated on a board (contract §8, §9)
  A board states the same facts as the Given steps: whether a unit is within 12" of an enemy
  unit, engaged only with AIRCRAFT units, in strategic reserves, or declared a charge this
  phase, and any move type it made this turn.

  Scenario: 11.02: a board unit far from every enemy unit cannot declare a charge
    Given the board:
      """
      phase: charge
      units:
        Squad: {within_12_of_enemy: false}
        Raiders: {}
      """
    Then "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit
    And "Raiders" is eligible to declare a charge

  Scenario: 11.02 (19.1): the board key's number-free twin close_enough_to_charge
    Given the board:
      """
      phase: charge
      units:
        Squad: {close_enough_to_charge: false}
        Raiders: {close_enough_to_charge: true}
      """
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And "Raiders" is eligible to declare a charge

  Scenario: 23.02: a board unit engaged only with AIRCRAFT units may still make a normal move
    Given the board:
      """
      phase: movement
      units:
        Squad: {engaged_only_with_aircraft: true}
      """
    Then "Squad" is engaged
    And "Squad" can make a normal move

  Scenario: 16.01: a board unit in strategic reserves is not on the battlefield
    Given the board:
      """
      phase: shooting
      units:
        Squad: {strategic_reserves: true}
      """
    Then "Squad" is not eligible to shoot because it is not on the battlefield

  Scenario: 11.04: a board unit that declared a charge this phase can make a charge move
    Given the board:
      """
      phase: charge
      units:
        Squad: {declared_charge: true}
        Waiting: {engaged: true}
      """
    Then "Squad" can make a charge move
    And "Waiting" cannot make a charge move because it has not declared a charge this phase

  Scenario: 12.03: a board unit that made a charge move this turn can pile in
    Given the board:
      """
      phase: fight
      units:
        Squad: {moved: charge, engaged: true}
      """
    Then "Squad" can make a pile-in move
