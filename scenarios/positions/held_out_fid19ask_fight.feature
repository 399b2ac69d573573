Feature: 19.6, 19.7 Held-out: pile-in, consolidation, surge and disembark end positions at their boundaries
  A held-out pass written from the contract's 19.6 and 19.7 and the Core Rules they cite (12.03,
  12.08, 21.02, 18.04, the Rules Appendix's objective markers, 01.04): the 3" of a consolidation's
  modes measured in space, a marker's range across floors, a pile-in that ends engaged with a
  unit it did not select, the closest target measured from each moved model, a surge near a
  second enemy unit at exactly 2", and a disembark at exactly engagement range. Every base is 1"
  across; a marker is 40mm across, so a 1" base whose centre is d from the marker's centre is
  d - 1.287" from it in plan.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases

  Scenario: 12.08: an enemy unit 2.4" across and 1.8" up is exactly 3" away, so the consolidation is Engaging, not onto the objective
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7)
    And the positions:
      | unit  | x    | y  | height |
      | Squad | 10   | 10 | 0      |
      | Boyz  | 13.4 | 10 | 1.8    |
      | Grots | 50   | 40 | 0      |
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 3"
    And "Squad" cannot make a consolidation move onto objective 1, for exactly these reasons:
      | it must make an Engaging Consolidation |
    And "Squad" can make a consolidation move against "Boyz" to (11.2, 10)
    When "Squad" makes a consolidation move against "Boyz" to (11.2, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: 12.08: the same enemy unit 1.801" up is more than 3" away, so the consolidation goes onto the objective
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7)
    And the positions:
      | unit  | x    | y  | height |
      | Squad | 10   | 10 | 0      |
      | Boyz  | 13.4 | 10 | 1.801  |
      | Grots | 50   | 40 | 0      |
    Then "Squad" is more than 3" from "Boyz"
    And "Squad" can make a consolidation move onto objective 1
    And "Squad" cannot make a consolidation move against "Boyz", for exactly these reasons:
      | a selected enemy unit is too far away |
    When "Squad" makes a consolidation move onto objective 1 to (10, 8.5)
    Then "Squad" is within range of objective 1

  Scenario: 12.08, Rules Appendix: 4" straight above a marker is within its range but not within 3" of it, so with no enemy near no mode applies
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 10)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 4      |
      | Boyz  | 50 | 40 | 0      |
      | Grots | 50 | 4  | 0      |
    Then "Squad" is within range of objective 1
    And "Squad" is not within 3" of objective 1
    And the distance between "Squad" and objective 1 is exactly 4"
    And "Squad" cannot make a consolidation move because no consolidation mode applies to it

  Scenario: 12.08, Rules Appendix: exactly 3" straight above a marker is within 3" of it: an Objective Consolidation
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 10)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 3      |
      | Boyz  | 50 | 40 | 0      |
      | Grots | 50 | 4  | 0      |
    Then "Squad" can make a consolidation move onto objective 1
    And "Squad" can make a consolidation move
    When "Squad" makes a consolidation move onto objective 1 to:
      | model | x  | y  | height |
      | 1     | 11 | 10 | 3      |
    Then "Squad" is within range of objective 1

  Scenario: 12.08, Rules Appendix: an Objective Consolidation up to a floor exactly 5" above the marker ends in range; 5.001" is out of range and too far
    # the base starts 1.713" from the marker in plan and 2" up (2.633" away) and climbs 3" to 5"
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 7)
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 2      |
      | Boyz  | 50 | 40 | 0      |
      | Grots | 50 | 4  | 0      |
    And the placement "too high" for "Squad":
      | model | x  | y  | height |
      | 1     | 10 | 10 | 5.001  |
    Then "Squad" cannot make a consolidation move onto objective 1 to the placement "too high" because it would not be within range of the selected objective
    And "Squad" cannot make a consolidation move onto objective 1 to the placement "too high" because a model would move farther than its maximum distance
    When "Squad" makes a consolidation move onto objective 1 to:
      | model | x  | y  | height |
      | 1     | 10 | 10 | 5      |
    Then "Squad" is within range of objective 1
    And the vertical distance between "Squad" and objective 1 is exactly 5"

  Scenario: 12.03: a pile-in may end engaged with an enemy unit it did not select (unlike a charge, 11.04)
    # Boyz is 3" away and Grots 3.61": both within 5", so the step names Boyz. The end point is
    # 1.5" from Boyz and 1.24" from Grots.
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Boyz  | 14 | 10   |
      | Grots | 13 | 13.5 |
    Then "Squad" can make a pile-in move against "Boyz" to (12, 11.5)
    When "Squad" makes a pile-in move against "Boyz" to (12, 11.5)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"

  Scenario: 12.03: engaged with two enemy units, a model nearer Grots must end closer to Grots, not to Boyz
    # Model 1 is 0.5" from Boyz; model 2 is 1.5" from Grots and 2.35" from Boyz. Its end at
    # (10.18, 11.76) is 1.8" from Grots (still engaged, but farther) and 1.2" from Boyz.
    Given it is player A's Fight phase
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Squad | 2     | 8.5  | 11.5 |
      | Boyz  | 1     | 11.5 | 10   |
      | Grots | 1     | 8.5  | 14   |
    And the placement "towards Boyz" for "Squad":
      | model | x     | y     |
      | 2     | 10.18 | 11.76 |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And the closest enemy unit to "Squad" is "Boyz"
    And "Squad" cannot make a pile-in move to the placement "towards Boyz", for exactly these reasons:
      | a model would not end closer to its closest pile-in target |
    And "Squad" can make a pile-in move to:
      | model | x   | y    |
      | 2     | 8.5 | 12.5 |

  Scenario: 12.03, 03.01: a pile-in climbing 1" and crossing 2" moves exactly 3"; 2.001" across is too far
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 14 | 10 | 1      |
      | Grots | 50 | 40 | 0      |
    And the placement "far" for "Squad":
      | model | x      | y  | height |
      | 1     | 12.001 | 10 | 1      |
    Then "Squad" cannot make a pile-in move to the placement "far", for exactly these reasons:
      | a model would move farther than its maximum distance |
    When "Squad" makes a pile-in move to:
      | model | x  | y  | height |
      | 1     | 12 | 10 | 1      |
    Then "Squad" is engaged with "Boyz"
    And the distance between "Squad" and "Boyz" is exactly 1"

  Scenario: 21.02: the closest enemy unit is measured in space: 6" straight up is closer than 6.001" across
    # Hounds may not surge against Guard, which is not the closest; it climbs to Squad's floor.
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Guard" for player A
    And "Hounds" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And the positions:
      | unit   | x      | y  | height |
      | Hounds | 20     | 10 | 0      |
      | Squad  | 20     | 10 | 6      |
      | Guard  | 27.001 | 10 | 0      |
      | Boyz   | 50     | 40 | 0      |
      | Grots  | 50     | 4  | 0      |
    Then "Hounds" is not engaged
    And the closest enemy unit to "Hounds" is "Squad"
    And "Hounds" cannot make a surge move against "Guard" to (25, 10) because its surge target is not the closest enemy unit
    When "Hounds" makes a surge move of up to 7" to:
      | model | x  | y  | height |
      | 1     | 20 | 12 | 5      |
    Then "Hounds" is engaged with "Squad"
    And "Hounds" is not engaged with "Guard"
    And model 1 of "Hounds" is at (20, 12, 5)

  Scenario Outline: 21.02: a surge ending <gap> from a second enemy unit <verdict>
    # Squad, 4" away, is the closest; Guard is 4.82" from the start and 3" (centre to centre)
    # or 3.001" from the end.
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Guard" for player A
    And "Hounds" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And the positions:
      | unit   | x    | y    |
      | Hounds | 20   | 10   |
      | Squad  | 25   | 10   |
      | Guard  | <gx> | <gy> |
      | Boyz   | 50   | 40   |
      | Grots  | 50   | 4    |
    Then the closest enemy unit to "Hounds" is "Squad"
    And "Hounds" <answer>

    Examples:
      | gap       | verdict                     | gx      | gy      | answer                                                                                                                   |
      | exactly 2" | is refused                 | 25.3    | 12.4    | cannot make a surge move of up to 3.5" to (23.5, 10) because it would be engaged with an enemy unit that is not the surge target |
      | 2.001"    | is allowed                  | 25.3006 | 12.4008 | can make a surge move of up to 3.5" to (23.5, 10)                                                                        |

  Scenario: 18.04: a Tactical Disembark set up exactly 2" from an enemy unit is set up engaged; 2.001" is not
    # the Rhino's 2" base is centred at (30, 22); a model centred 3.5" from it is wholly within 3"
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Squad" has 1 model left
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 36.5 | 22 |
      | Grots | 50 | 4  |
    Then "Squad" cannot make a disembark move to (33.5, 22) because a model would be set up engaged
    And "Squad" can make a disembark move to (33.499, 22)
    When "Squad" makes a disembark move to (33.499, 22)
    Then "Squad" disembarked using Tactical Disembark
    And "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 2.001"
    And "Squad" is wholly within 3" of "Rhino"

  Scenario: 21.02, 19.4: a surge down off a floor, closer in plan but farther in space, ends farther from the surge target
    # Hounds stands on Squad's floor, 3" from it; at ground level below, 1" from it in plan, it
    # would be 6.08" away.
    Given it is player A's Shooting phase in battle round 2
    And a unit "Hounds" for player B
    And a unit "Guard" for player A
    And "Hounds" has 25.4mm bases
    And "Guard" has 25.4mm bases
    And the positions:
      | unit   | x  | y  | height |
      | Hounds | 24 | 10 | 6      |
      | Squad  | 20 | 10 | 6      |
      | Guard  | 40 | 30 | 0      |
      | Boyz   | 50 | 40 | 0      |
      | Grots  | 50 | 4  | 0      |
    And the placement "below" for "Hounds":
      | model | x  | y  | height |
      | 1     | 22 | 10 | 0      |
    And the placement "across" for "Hounds":
      | model | x  | y  | height |
      | 1     | 22 | 10 | 6      |
    Then the closest enemy unit to "Hounds" is "Squad"
    And "Hounds" cannot make a surge move of up to 8" to the placement "below", for exactly these reasons:
      | a model would end farther from the surge target |
    And "Hounds" can make a surge move of up to 8" to the placement "across"

  Scenario: 11.04, 19.4: a charge up to a floor 8" above, from directly below the target, ends closer to it
    # In plan the model starts under Boyz (0") and ends touching it (0"), no closer; in space it
    # goes from 8" to 0".
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 10
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 16 | 10 | 0      |
      | Boyz  | 16 | 10 | 8      |
      | Grots | 50 | 40 | 0      |
    Then "Squad" is not engaged
    And the distance between "Squad" and "Boyz" is exactly 8"
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 17 | 10 | 8      |
    When "Squad" makes a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 17 | 10 | 8      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is in base contact with "Boyz"

  Scenario: 12.08, 19.4: in an Objective Consolidation a model stepping down towards the marker ends closer to it in space
    # Model 2 stands 6" up, out of range; it steps down to 5.5", still out of range, no nearer in
    # plan but nearer in space. Model 1 keeps the unit within range. Stepping up to 6.5" is
    # farther, and 5.5" above model 1, out of coherency too.
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And objective 1 is an objective marker at (10, 10)
    And the positions:
      | unit  | model | x  | y    | height |
      | Squad | 1     | 10 | 11.5 | 1      |
      | Squad | 2     | 10 | 13   | 6      |
      | Boyz  | 1     | 50 | 40   | 0      |
      | Grots | 1     | 50 | 4    | 0      |
    And the placement "step down" for "Squad":
      | model | x  | y  | height |
      | 2     | 10 | 13 | 5.5    |
    And the placement "step up" for "Squad":
      | model | x  | y  | height |
      | 2     | 10 | 13 | 6.5    |
    Then model 2 of "Squad" is not within objective 1
    And model 1 of "Squad" is within objective 1
    And "Squad" can make a consolidation move onto objective 1 to the placement "step down"
    And "Squad" cannot make a consolidation move onto objective 1 to the placement "step up", for exactly these reasons:
      | a model would end neither within range of nor closer to the selected objective |
      | it would not be in coherency                                                   |

  Scenario Outline: 12.03: a pile-in target 4" across and <up>" up is <verdict>
    Given it is player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 15 | 10 | <up>   |
      | Grots | 50 | 40 | 0      |
    Then "Squad" is not engaged
    And "Squad" <answer>

    Examples:
      | up    | verdict                 | answer                                                                            |
      | 3     | exactly 5" away, in reach | can make a pile-in move against "Boyz"                                           |
      | 3.001 | beyond 5"               | cannot make a pile-in move against "Boyz" because a pile-in target is too far away |
