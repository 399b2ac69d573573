Feature: Held-out property claims over drawn positions, formations and the order of fighting (19.9, 20.1, §17)
  Claims with `any position`, `any formation`, `any height` and grids; each answer was decided
  from the Core Rules (03.04 engagement, objective range in the Rules Appendix, 11.01 charges,
  the Rules Appendix pass) before it was run. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |

  Scenario: 03.04: on a 1" grid a unit drawn within 1" of the enemy is engaged with it
    Given positions are drawn on a 1" grid
    And any position for "Squad" within 1" of "Boyz"
    Then "Squad" is engaged with "Boyz"

  Scenario: 03.04: on a 1" grid a unit drawn more than 2" from the only enemy unit is not engaged
    Given positions are drawn on a 1" grid
    And any position for "Squad" more than 2" from "Boyz"
    Then "Squad" is not engaged

  Scenario: 03.04: a unit drawn on the ground anywhere more than 2" from the enemy is not engaged (continuous)
    Given any position for "Squad" more than 2" from "Boyz"
    Then "Squad" is not engaged with "Boyz"

  Scenario: 03.04: a unit drawn within 2" of the enemy at any height is engaged with it (continuous)
    Given any position for "Squad" within 2" of "Boyz"
    And any height for "Squad"
    Then "Squad" is engaged with "Boyz"

  Scenario: 03.04: the counterexample to "more than 2" away at any height is not engaged", run concretely: 1.999" each way is engaged
    Given the positions:
      | unit  | model | x      | y  | height |
      | Squad | 1     | 32.999 | 22 | 1.999  |
      | Squad | 2     | 33.999 | 22 | 1.999  |
      | Squad | 3     | 34.999 | 22 | 1.999  |
      | Squad | 4     | 35.999 | 22 | 1.999  |
      | Squad | 5     | 36.999 | 22 | 1.999  |
    Then "Squad" is engaged with "Boyz"

  Scenario: Rules Appendix: the counterexample to "within 4" of a marker is within range", run concretely: 3.001" away is out of range
    Given the ruin is an objective marker at (10, 10)
    And the positions:
      | unit  | model | x          | y  | height |
      | Squad | 1     | 362.9254mm | 10 | 0      |
      | Squad | 2     | 388.3254mm | 10 | 0      |
      | Squad | 3     | 413.7254mm | 10 | 0      |
      | Squad | 4     | 439.1254mm | 10 | 0      |
      | Squad | 5     | 464.5254mm | 10 | 0      |
    Then "Squad" is not within range of the ruin

  Scenario: 11.01: the counterexample to "within 12" a unit can always charge", run concretely: an engaged unit cannot
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | model | x  | y  | height |
      | Squad | 1     | 31 | 22 | 0      |
      | Squad | 2     | 32 | 22 | 0      |
      | Squad | 3     | 33 | 22 | 0      |
      | Squad | 4     | 34 | 22 | 0      |
      | Squad | 5     | 35 | 22 | 0      |
    Then "Squad" is not eligible to declare a charge because it is engaged

  Scenario: 03.03 and 19.9: the counterexample to "any formation is in coherency", run concretely: a 4.999" gap breaks it
    Given the positions:
      | unit  | model | x       | y       | height |
      | Squad | 1     | 11.7734 | 15.5312 | 0      |
      | Squad | 2     | 12.7734 | 15.5312 | 0      |
      | Squad | 3     | 15.7724 | 15.5312 | 0      |
      | Squad | 4     | 21.7714 | 15.5312 | 0      |
      | Squad | 5     | 22.7714 | 15.5312 | 0      |
    Then "Squad" is not in coherency

  Scenario: 19.9: the counterexample to "an attached unit within 6" of a marker is within range", run concretely with the leader's position
    Given a unit "Captain" for player A
    And "Captain" has 1 model left
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the ruin is an objective marker at (10, 10)
    And the positions:
      | unit    | model | x          | y  | height |
      | Squad   | 1     | 362.9254mm | 10 | 0      |
      | Squad   | 2     | 388.3254mm | 10 | 0      |
      | Squad   | 3     | 413.7254mm | 10 | 0      |
      | Squad   | 4     | 439.1254mm | 10 | 0      |
      | Squad   | 5     | 464.5254mm | 10 | 0      |
      | Captain | 1     | 362.9254mm | 11 | 0      |
    Then "Captain" is not within range of the ruin
    And "Squad" is not within range of the ruin

  Scenario: Rules Appendix: a unit drawn on a ½" grid within 3" of an objective marker is within range of it
    Given the ruin is an objective marker at (10, 10)
    And positions are drawn on a 0.5" grid
    And any position for "Squad" within 3" of the ruin
    Then "Squad" is within range of the ruin

  Scenario: Rules Appendix: a unit drawn more than 3" from an objective marker is not within range of it
    Given the ruin is an objective marker at (10, 10)
    And any position for "Squad" more than 3" from the ruin
    Then "Squad" is not within range of the ruin

  Scenario: 11.01: on a 1" grid a unit drawn more than 12" from the only enemy unit cannot declare a charge
    Given it is player A's Charge phase in battle round 2
    And positions are drawn on a 1" grid
    And any position for "Squad" more than 12" from "Boyz"
    Then "Squad" is not eligible to declare a charge

  Scenario: Rules Appendix: a charger drawn more than 5" from every enemy unit lets its player pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And positions are drawn on a 1" grid
    And any position for "Squad" more than 5" from "Boyz"
    Then player A can pass
    And "Squad" can be selected to fight next

  Scenario: Rules Appendix: a charger drawn within 5" of the enemy cannot pass, 5" included
    Given it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And positions are drawn on a 1" grid
    And any position for "Squad" within 5" of "Boyz"
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: 12.04: a unit drawn within 2" of the enemy at the start of its Fight step is eligible and selected first in its turn
    Given it is the Fight step of player A's Fight phase in battle round 2
    And positions are drawn on a 1" grid
    And any position for "Squad" within 2" of "Boyz"
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: 19.9: an attached unit drawn within 3" of an objective marker is within range, its leader's name too
    Given a unit "Captain" for player A
    And "Captain" has 1 model left
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the ruin is an objective marker at (10, 10)
    And positions are drawn on a 1" grid
    And any position for "Squad" within 3" of the ruin
    Then "Captain" is within range of the ruin

  Scenario: Rules Appendix: the counterexample to "a charger more than 3" away lets its player pass", run concretely: 3.001" is within 5"
    Given it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x      | y  | height |
      | Squad | 1     | 34.001 | 22 | 0      |
      | Squad | 2     | 35.001 | 22 | 0      |
      | Squad | 3     | 36.001 | 22 | 0      |
      | Squad | 4     | 37.001 | 22 | 0      |
      | Squad | 5     | 38.001 | 22 | 0      |
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit
    And "Squad" is not engaged

  Scenario: 09.02: a normal move to any position never ends engaged
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 20 |
    And positions are drawn on a 1" grid
    When "Squad" makes a normal move to any position within 4" of "Boyz"
    Then "Squad" is not engaged

  Scenario: 19.6: the counterexample to "a normal move within 3" of the enemy ends more than 3" away", run concretely: 3" exactly
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 22 |
    And the placement "Squad end" for "Squad":
      | model | x  | y  |
      | 1     | 26 | 22 |
    When "Squad" makes a normal move to the placement "Squad end"
    Then "Squad" is within 3" of every enemy unit
    And "Squad" is not engaged

  Scenario: 19.9: a unit drawn wholly within a shaped area is within it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And any position for "Squad" wholly within the ruin
    Then "Squad" is within the ruin

  Scenario: 19.9: a unit drawn not within a shaped area is not within it, and not wholly within it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And positions are drawn on a 1" grid
    And any position for "Squad" not within the ruin
    Then "Squad" is not within the ruin
    And "Squad" is not wholly within the ruin

  Scenario: 19.9: a unit drawn within a shaped area on a grid is within it
    Given the ruin is the rectangle from (10, 10) to (16, 16)
    And positions are drawn on a 1" grid
    And any position for "Squad" within the ruin
    Then "Squad" is within the ruin
