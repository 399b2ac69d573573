Feature: 19.9 and §6: a Given pins what a drawn position may be
  A fact a Given states (engaged, not engaged, within an area, far enough from every enemy unit
  to pass) is checked against the positions. Where the positions were drawn, an example whose
  positions break that Given is no situation: it is discarded, never an error or a failure, so
  the Given narrows the draw (19.9: "drawn positions that break a Given ... are discarded"; §6).

  Background:
    Given a unit "Foe" for player B
    And "Foe" is at (30, 22)
    And a unit "Squad" for player A

  Scenario: 19.9: a drawn position pinned unengaged within 12" of the enemy may declare a charge (11.02)
    Given it is player A's Charge phase
    And any position for "Squad" within 12" of "Foe"
    And "Squad" is not engaged
    Then "Squad" is eligible to declare a charge

  Scenario: 19.9: a drawn position pinned engaged lies within engagement range (03.04)
    Given any position for "Squad" within 6" of "Foe"
    And "Squad" is engaged
    Then "Squad" is within 2" of "Foe"
    And "Squad" is engaged with "Foe"

  Scenario: 19.9: a drawn position pinned within a shaped ruin is within it (01.04)
    Given the ruin is the rectangle from (0, 0) to (40, 30)
    And any position for "Squad"
    And "Squad" is within the ruin
    Then "Squad" is within the ruin

  Scenario: Rules Appendix: a charging unit drawn within 12" but pinned more than 5" from every enemy unit lets its player pass
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And any position for "Squad" within 12" of "Foe"
    And "Squad" is not within 5" of any enemy unit
    Then player A can pass

  Scenario: 19.9: a pin that every drawn position meets discards nothing, so on a grid the claim is proven
    Given positions are drawn on a 0.5" grid
    And any position for "Squad" more than 2" from "Foe"
    And "Squad" is not engaged
    Then "Squad" is not engaged with "Foe"

  Scenario: 19.9: on a half-inch grid a unit drawn within 1" of an enemy unit is engaged with it (03.04)
    Given positions are drawn on a 0.5" grid
    And any position for "Squad" within 1" of "Foe"
    Then "Squad" is engaged with "Foe"
    And "Squad" is within 2" of "Foe"

  Scenario: 19.9: on a 1" grid a unit drawn within 3" of an objective marker is within range of it (14.02)
    Given the beacon is an objective marker at (20, 22)
    And positions are drawn on a 1" grid
    And any position for "Squad" within 3" of the beacon
    Then "Squad" is within range of the beacon

  Scenario: 19.9: a stated engagement pair narrows a drawn position to engagement range (03.04)
    Given any position for "Squad" within 6" of "Foe"
    And "Squad" is engaged with "Foe"
    Then "Squad" is within 2" of "Foe"

  Scenario: 19.9: a Given about the fixed enemy unit narrows the drawn position of the other
    Given "Foe" is not engaged
    And any position for "Squad" within 6" of "Foe"
    Then "Squad" is not engaged with "Foe"
    And "Squad" is not within 2" of "Foe"

  Scenario: 19.9: a unit drawn near a ruin and pinned not within it is not within it (01.04)
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And any position for "Squad" within 3" of the ruin
    And "Squad" is not within the ruin
    Then "Squad" is not within the ruin
