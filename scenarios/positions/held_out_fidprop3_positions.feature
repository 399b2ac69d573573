Feature: Held out (fidprop3): general claims over drawn positions, heights, moves and grids (19.9, §17)
  A rules writer's true claims with `any position`, `any formation`, `any height`, moves `to any
  position` and grids, alone and with drawn rules and mission cards; each answer was decided from
  the Core Rules (03.04 engagement range, 2" horizontally and 5" vertically; the Rules Appendix's
  objective marker range, 3" horizontally and 5" vertically; 09.06, 09.07, 11.02) before it was
  run. Bases are 1" across; "Boyz" is one model at (30, 22).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Boyz" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |

  Scenario: Rules Appendix (objective markers): a unit drawn more than 6" from a marker is out of its range at any height
    Given the ruin is an objective marker at (10, 10)
    And any position for "Squad" more than 6" from the ruin
    And any height for "Squad"
    Then "Squad" is not within range of the ruin

  Scenario: Rules Appendix (objective markers): the counterexample to "more than 3" from a marker is out of range at any height", run concretely: 1" up and 2.999" across is in range
    Given the ruin is an objective marker at (10, 10)
    And "Squad" has 1 model left
    And the positions:
      | unit  | model | x          | y  | height |
      | Squad | 1     | 362.8746mm | 10 | 1      |
    Then "Squad" is within range of the ruin
    And "Squad" is more than 3" from the ruin

  Scenario: Rules Appendix (objective markers): on a 1" grid a unit drawn within 3" of a marker on the ground is within range of it
    Given the ruin is an objective marker at (10, 10)
    And positions are drawn on a 1" grid
    And any position for "Squad" within 3" of the ruin
    Then "Squad" is within range of the ruin

  Scenario: 03.04: a unit drawn in any formation more than 6" from the enemy, at any height, is not engaged
    Given any formation for "Squad"
    And any position for "Squad" more than 6" from "Boyz"
    And any height for "Squad"
    Then "Squad" is not engaged

  Scenario: 03.04: a unit drawn in any formation with its closest model within 2" of the enemy on the ground is engaged with it
    Given any formation for "Squad"
    And any position for "Squad" within 2" of "Boyz"
    Then "Squad" is engaged with "Boyz"

  Scenario: 09.07: a fall-back move to any position ends with the unit no longer engaged
    Given it is player A's Movement phase in battle round 2
    And "Squad" has 1 model left
    And the positions:
      | unit  | x    | y  |
      | Squad | 31.5 | 22 |
    When "Squad" makes a fall-back move to any position
    Then "Squad" is not engaged

  Scenario: 09.06: an advance move to any position within 3" of the enemy never ends engaged
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 22 |
    And positions are drawn on a 1" grid
    When "Squad" makes an advance move to any position within 3" of "Boyz"
    Then "Squad" is not engaged

  Scenario: 11.02, 18.7: on a 1" grid a unit drawn more than 12" away stays too far to charge under any lift of another charge bar
    Given it is player A's Charge phase in battle round 2
    And "Squad" has 1 model left
    And positions are drawn on a 1" grid
    And any position for "Squad" more than 12" from "Boyz"
    And any rule "Dash" for "Squad" that lifts one bar on declaring a charge other than "it is too far from every enemy unit to declare a charge"
    Then "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: 11.02, 18.3 item 2: on a 1" grid a unit drawn within 12" of the enemy and not engaged is barred from charging by any added bar, for that reason
    Given it is player A's Charge phase in battle round 2
    And "Squad" has 1 model left
    And positions are drawn on a 1" grid
    And any position for "Squad" within 12" of "Boyz"
    And any rule "Ban" for "Squad" that adds one bar on declaring a charge
    Then "Squad" is not eligible to declare a charge because "Ban" forbids it

  Scenario: 07.02, 19.9: Immovable Object pays 3 VP in battle round 2 for a unit drawn within range of the central objective marker
    Given the ruin is a central objective
    And the ruin is an objective marker at (10, 10)
    And player A has the primary mission "Immovable Object"
    And it is player A's Shooting phase in battle round 2
    And positions are drawn on a 1" grid
    And any position for "Squad" within 3" of the ruin
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Immovable Object"

  Scenario: 07.02, 19.9: Immovable Object pays nothing for a unit drawn more than 3" from the central objective marker on the ground
    Given the ruin is a central objective
    And the ruin is an objective marker at (10, 10)
    And player A has the primary mission "Immovable Object"
    And it is player A's Shooting phase in battle round 2
    And positions are drawn on a 1" grid
    And any position for "Squad" more than 3" from the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Immovable Object"

  Scenario: 11.02, 19.1: a declared lift written with the number-free twin lifts the charge distance bar of a unit 13" away
    Given it is player A's Charge phase in battle round 2
    And "Squad" has 1 model left
    And "Squad" has an ability "Dash" that lets it declare a charge even though it is too far from every enemy unit to declare a charge
    And the positions:
      | unit  | x  | y  |
      | Squad | 16 | 22 |
    Then "Squad" is more than 12" from "Boyz"
    And "Squad" is eligible to declare a charge

  Scenario: 11.02, 19.1: a declared lift written with the number-free twin leaves the advance bar of a unit 13" away
    Given it is player A's Charge phase in battle round 2
    And "Squad" has 1 model left
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Dash" that lets it declare a charge even though it is too far from every enemy unit to declare a charge
    And the positions:
      | unit  | x  | y  |
      | Squad | 16 | 22 |
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 09.02, 18.7, §17: on a 1" grid a unit drawn within 2" of the enemy stays unable to make a normal move under any lift of another bar
    Given it is player A's Movement phase in battle round 2
    And "Squad" has 1 model left
    And positions are drawn on a 1" grid
    And any position for "Squad" within 2" of "Boyz"
    And any rule "Free" for "Squad" that lifts one bar on making a normal move other than "it is engaged", until the end of the turn
    Then "Squad" cannot make a normal move because it is engaged

  Scenario: 09.07: a fall-back move to any position ends more than 2" from the only enemy unit, on the ground
    Given it is player A's Movement phase in battle round 2
    And "Squad" has 1 model left
    And the positions:
      | unit  | x    | y  |
      | Squad | 31.5 | 22 |
    When "Squad" makes a fall-back move to any position
    Then "Squad" is more than 2" from "Boyz"

  Scenario: 09.07: the counterexample to "a fall-back move to any position ends more than 3" from the enemy", run concretely: 2.7" away is allowed
    Given it is player A's Movement phase in battle round 2
    And "Squad" has 1 model left
    And the positions:
      | unit  | x    | y  |
      | Squad | 31.5 | 22 |
    And the placement "Squad end" for "Squad":
      | model | x        | y        |
      | 1     | 32.33972 | 24.87904 |
    When "Squad" makes a fall-back move to the placement "Squad end"
    Then "Squad" is not engaged
    And "Squad" is within 3" of "Boyz"

  Scenario: 19.9 (interpretation 122): any height alone draws the unit's placement too, anywhere on the battlefield at a level of 0" to 10"
    Given any height for "Squad"
    Then "Squad" is within 80" of "Boyz"

  Scenario: 11.04, 24.13: a charge move to any position within 2" of its target ends engaged with it, and the charger has Fights First
    Given it is player A's Charge phase in battle round 2
    And "Squad" has 1 model left
    And the positions:
      | unit  | x  | y  |
      | Squad | 38 | 22 |
    When "Squad" declares a charge
    And "Squad" makes a charge move to any position within 2" of "Boyz"
    Then "Squad" is engaged with "Boyz"
    And "Squad" has Fights First
