Feature: 12.05 Normal fight and 12.06 Overrun fight
  When a unit is selected to fight, it makes a fight type it is eligible to make (12.04): a
  normal fight if it is engaged (12.05); an overrun fight if it is unengaged, or was unengaged
  at the start of the Fight step and became engaged since (12.06), which first lets it make one
  more pile-in move (12.03). A unit that is not eligible to fight can make neither.

  Background:
    Given a unit "Squad"
    And it is the Fight step of player A's Fight phase

  Scenario: 12.05: an engaged unit, engaged since the step began, makes a normal fight only
    Given "Squad" is engaged
    Then "Squad" can make a normal fight
    And "Squad" cannot make an overrun fight because it is engaged and was engaged at the start of the Fight step

  Scenario: 12.06: engaged at the start of the step and no longer engaged, it makes an overrun fight only
    Given "Squad" was engaged at the start of the Fight step
    Then "Squad" can make an overrun fight
    And "Squad" cannot make a normal fight because it is not engaged

  Scenario: 12.06: unengaged at the step's start and engaged since, either fight type may be chosen
    Given "Squad" was not engaged at the start of the Fight step
    When "Squad" becomes engaged
    Then "Squad" can make a normal fight
    And "Squad" can make an overrun fight

  Scenario: 12.04: a unit that is not eligible to fight can make neither fight type
    Then "Squad" cannot make a normal fight, for exactly these reasons:
      | it is not eligible to fight |
      | it is not engaged           |
    And "Squad" cannot make an overrun fight, for exactly these reasons:
      | it is not eligible to fight |

  Scenario: 12.04: once selected to fight, the unit is no longer eligible to make a fight type
    Given "Squad" is engaged
    When "Squad" is selected to fight
    Then "Squad" cannot make a normal fight because it is not eligible to fight

  Scenario: 12.03: selected for an overrun fight, an unengaged unit that charged piles in once more
    Given it is player A's Charge phase
    And "Squad" declared a charge this phase
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to player A's Fight phase
    Then "Squad" can make an overrun fight
    When "Squad" is selected to fight
    Then "Squad" can make a pile-in move

  Scenario: 12.03: an unengaged unit eligible only by the step's start piles in after selection
    Given "Squad" was engaged at the start of the Fight step
    Then "Squad" cannot make a pile-in move because it is not engaged
    When "Squad" is selected to fight
    Then "Squad" can make a pile-in move
