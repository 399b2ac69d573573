Feature: 12.04 Eligible to fight
  A unit is eligible to fight in the Fight phase if it has not already been selected to fight
  this phase and it is engaged, was engaged at the start of the Fight step, or made a charge
  move this turn. Before the Fight step begins, its engagement now stands for its engagement
  at the start of that step.

  Background:
    Given a unit "Squad"

  Scenario: 12.04: an engaged unit is eligible to fight in its own Fight phase
    Given it is player A's Fight phase
    And "Squad" is engaged
    Then "Squad" is eligible to fight

  Scenario: 12.04: an engaged unit is eligible to fight in the opponent's Fight phase too
    Given it is the Fight step of player B's Fight phase
    And "Squad" is engaged
    Then "Squad" is eligible to fight

  Scenario: 12.04: an unengaged unit that made no charge move is not eligible
    Given it is the Fight step of player A's Fight phase
    Then "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: 12.04: outside the Fight phase nobody is eligible to fight
    Given it is player A's Charge phase
    And "Squad" is engaged
    Then "Squad" is not eligible to fight, for exactly these reasons:
      | it is not the Fight phase |

  Scenario: 12.04: a unit that made a charge move this turn is eligible though it is unengaged
    Given it is player A's Charge phase
    And "Squad" declared a charge this phase
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to player A's Fight phase
    Then "Squad" is not engaged
    And "Squad" is eligible to fight

  Scenario: 12.04: a unit selected to fight is not eligible again that phase
    Given it is the Fight step of player A's Fight phase
    And "Squad" is engaged
    When "Squad" is selected to fight
    Then "Squad" is not eligible to fight because it has already been selected to fight this phase

  Scenario: 12.04: a unit already selected this phase, and unengaged, has two reasons
    Given it is the Fight step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    Then "Squad" is not eligible to fight, for exactly these reasons:
      | it has already been selected to fight this phase                                                      |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |

  Scenario: 12.04: engaged at the start of the Fight step, it stays eligible once no longer engaged
    Given it is the Fight step of player A's Fight phase
    And "Squad" was engaged at the start of the Fight step
    Then "Squad" is not engaged
    And "Squad" is eligible to fight

  Scenario: 12.04: the clock records the engagement when the Fight step begins
    Given it is the Pile In step of player A's Fight phase
    And "Squad" is engaged
    When the game advances to the Fight step of player A's Fight phase
    And "Squad" is no longer engaged
    Then "Squad" is eligible to fight

  Scenario: 12.04: a unit that stops being engaged in the Fight step is still eligible
    Given it is the Fight step of player A's Fight phase
    And "Squad" is engaged
    When "Squad" is no longer engaged
    Then "Squad" is eligible to fight

  Scenario: 12.04: before the Fight step, a unit no longer engaged is not eligible
    Given it is the Pile In step of player A's Fight phase
    And "Squad" is engaged
    When "Squad" is no longer engaged
    Then "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: 12.04: unengaged at the start of the Fight step, a unit that becomes engaged is eligible
    Given it is the Fight step of player A's Fight phase
    And "Squad" was not engaged at the start of the Fight step
    When "Squad" becomes engaged
    Then "Squad" is eligible to fight

  Scenario: 12.04: a unit in the opponent's Charge phase can make no fight at all
    Given it is player B's Charge phase
    And "Squad" is engaged
    Then "Squad" is not eligible to fight
    And "Squad" cannot make a normal fight
    And "Squad" cannot make an overrun fight
