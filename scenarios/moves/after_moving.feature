Feature: 09.04-09.07, 11.04, 12.03, 12.08 Where each move leaves the unit
  A move step states a move that happened. AFTER MOVING of each move type fixes the unit's
  engagement: normal, advance and fall-back moves end unengaged; charge and pile-in moves end
  engaged; a consolidation move keeps the engagement it had unless the step says how it
  ended. Remaining stationary is no move at all.

  Background:
    Given a unit "Squad"
    And a unit "Boyz" for player B

  Scenario Outline: 09.05 and 09.06: a normal or an advance move ends unengaged
    Given it is player A's Movement phase
    And "Squad" is engaged only with AIRCRAFT units
    When "Squad" makes <move> move
    Then "Squad" is not engaged

    Examples:
      | move       |
      | a normal   |
      | an advance |

  Scenario: 09.07: a fall-back move ends unengaged
    Given it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged
    And "Squad" cannot make a fall-back move because it is not engaged

  Scenario: 11.04: a charge move ends engaged
    Given it is player A's Charge phase
    When "Squad" makes a charge move
    Then "Squad" is engaged
    And "Squad" is not eligible to declare a charge because it has already declared a charge this phase

  Scenario: 11.02 and 11.04: a declared charge, then its charge move
    Given it is player A's Charge phase
    When "Squad" declares a charge
    Then "Squad" is not engaged
    When "Squad" makes a charge move
    Then "Squad" is engaged

  Scenario: 12.03: a unit that charged piles in and stays engaged
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    When "Squad" makes a pile-in move
    Then "Squad" is engaged

  Scenario: 12.08: a consolidation move keeps the unit's engagement unless the step says otherwise
    Given it is player A's Fight phase
    And "Squad" is engaged
    When "Squad" makes a consolidation move
    Then "Squad" is engaged

  Scenario: 12.08: a consolidation move that ends unengaged
    Given it is player A's Fight phase
    And "Squad" is engaged
    When "Squad" makes a consolidation move that ends unengaged
    Then "Squad" is not engaged

  Scenario: 12.08: an Engaging Consolidation ends engaged with new foes
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    When "Squad" makes a consolidation move that ends engaged
    Then "Squad" is engaged

  Scenario: 09.04: remaining stationary changes nothing
    Given it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" remains stationary
    Then "Squad" is engaged
    And "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged |

  Scenario: 03.04: an enemy ends a move engaged with the unit, then the unit is no longer engaged
    Given it is player B's Charge phase
    When "Squad" becomes engaged
    Then "Squad" is engaged
    When "Boyz" is destroyed
    And "Squad" is no longer engaged
    Then "Squad" is not engaged

  Scenario: 09.05: a normal move outside the Movement phase is not an error: some rule allowed it
    Given it is player A's Shooting phase
    When "Squad" makes a normal move
    Then "Squad" is not engaged
    And "Squad" is eligible to declare a charge
