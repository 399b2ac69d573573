Feature: Move invariants, for every unit and moment (09.05-09.07, 11.04, 12.03, 23.04)
  Claims about every situation the Given steps allow. Each pins what makes the move one the
  unit could make: a move it could not have made cannot have happened.

  Scenario Outline: After any <move> move the unit is not engaged
    Given any unit "Squad"
    And any moment
    And "Squad" is on the battlefield
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" <could move>
    When "Squad" makes <move> move
    Then "Squad" is not engaged
    And "Squad" cannot make a fall-back move because it is not engaged

    Examples:
      | move        | could move     |
      | a normal    | is not engaged |
      | an advance  | is not engaged |
      | a fall-back | is engaged     |

  Scenario: After any charge move the unit is engaged
    Given any unit "Squad"
    And any moment
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" declared a charge this phase
    When "Squad" makes a charge move
    Then "Squad" is engaged

  Scenario Outline: After any pile-in move the unit is engaged
    Given any unit "Squad"
    And it is player <P>'s Fight phase
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" <could move>
    When "Squad" makes a pile-in move
    Then "Squad" is engaged

    Examples:
      | P | could move                   |
      | A | is engaged                   |
      | B | is engaged                   |
      | A | made a charge move this turn |

  Scenario: No AIRCRAFT unit is ever eligible to declare a charge
    Given any unit "Jet"
    And any moment
    And "Jet" has the keyword AIRCRAFT
    Then "Jet" is not eligible to declare a charge because it is an AIRCRAFT unit
    And "Jet" cannot make a normal move because it is an AIRCRAFT unit
