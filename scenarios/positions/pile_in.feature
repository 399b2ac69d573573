Feature: 12.03 Pile-in moves with end positions, and 23.02's AIRCRAFT
  A pile-in move's targets are every enemy unit it is engaged with; an unengaged unit (one that
  charged) selects enemy units within 5" of it, naming them with against when there are
  several. Models in base contact with an enemy model do not move; each moved model ends closer
  to its closest target; the unit ends engaged; each model that started engaged with an enemy
  unit is still engaged with it. Unless the unit can FLY, AIRCRAFT units are ignored in
  selecting the targets and the closest (23.02). Bases are 1" across: two models whose centres
  are d apart are d - 1 apart.

  Background:
    Given it is player A's Fight phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: An engaged unit piles in: a moved model ends closer to its target, the others stay
    # Model 1 is 0.5" from "Boyz" (engaged); model 2 is 2.5" away and ends 1.69" away.
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8    | 10 |
      | Boyz  | 1     | 11.5 | 10 |
    Then "Squad" can make a pile-in move
    And "Squad" can make a pile-in move to:
      | model | x | y  |
      | 2     | 9 | 11 |
    When "Squad" makes a pile-in move to:
      | model | x | y  |
      | 2     | 9 | 11 |
    Then model 2 of "Squad" is at (9, 11)
    And "Squad" is engaged with "Boyz"

  Scenario: A model in base contact with an enemy model cannot be moved
    # Model 1 touches "Boyz" (centres 1" apart). Moving both 0.5" north moves it, and takes
    # model 2 from 3.5" to 3.536" from the centre of "Boyz": not closer.
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10.5 | 10 |
      | Squad | 2     | 8    | 10 |
      | Boyz  | 1     | 11.5 | 10 |
    Then model 1 of "Squad" is in base contact with "Boyz"
    And "Squad" cannot make a pile-in move by (0, 0.5), for exactly these reasons:
      | a model in base contact with an enemy model would move      |
      | a model would not end closer to its closest pile-in target  |
    And "Squad" can make a pile-in move to:
      | model | x | y  |
      | 2     | 9 | 11 |

  Scenario: A moved model that does not end closer to its closest pile-in target
    # Model 2 goes from 2.5" to 3.03" from "Boyz" (centres 3.5" then 4.03" apart).
    Given the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Squad | 2     | 8    | 10 |
      | Boyz  | 1     | 11.5 | 10 |
    Then "Squad" cannot make a pile-in move to:
      | model | x | y  |
      | 2     | 8 | 12 |
    And "Squad" cannot make a pile-in move by (0, 2) because a model would not end closer to its closest pile-in target

  Scenario: A unit that charged and is not engaged must end its pile-in engaged
    # "Boyz" is 3" away, within 5": its only pile-in target. Ending 2.5" away is closer but
    # not engaged; ending exactly 2" away is engaged (03.04).
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 14 | 10 |
    Then "Squad" is not engaged
    And "Squad" can make a pile-in move
    And "Squad" cannot make a pile-in move to (10.5, 10), for exactly these reasons:
      | it would not end engaged |
    And "Squad" can make a pile-in move against "Boyz" to (11, 10)
    When "Squad" makes a pile-in move to (11, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario Outline: A pile-in target must be within 5" of the unit
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x   | y  |
      | Squad | 1     | 10  | 10 |
      | Boyz  | 1     | <x> | 10 |
    Then "Squad" <can> make a pile-in move

    Examples:
      | x      | can    |
      | 16     | can    |
      | 16.001 | cannot |

  Scenario: An enemy unit too far away named with against
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x      | y  |
      | Squad | 1     | 10     | 10 |
      | Boyz  | 1     | 16.001 | 10 |
    Then "Squad" cannot make a pile-in move because a pile-in target is too far away
    And "Squad" cannot make a pile-in move against "Boyz" because a pile-in target is too far away
    And "Squad" cannot make a pile-in move against "Boyz" to (12, 10) because a pile-in target is too far away

  Scenario: Several enemy units within 5": the one named is the target, and the closest
    # "Boyz" and "Grots" are each 2.5" away. Against "Boyz", ending 0.5" from it is closer
    # and engaged. Against "Grots", the same end is 2.81" from it: not closer.
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x    | y    |
      | Squad | 1     | 10   | 10   |
      | Boyz  | 1     | 13.5 | 10   |
      | Grots | 1     | 10   | 13.5 |
    Then "Squad" can make a pile-in move
    And "Squad" can make a pile-in move against "Boyz" and "Grots"
    And "Squad" cannot make a pile-in move against "Grots" to (11.5, 10), for exactly these reasons:
      | a model would not end closer to its closest pile-in target |
    And "Squad" can make a pile-in move against "Boyz" and "Grots" to (11.5, 10)
    When "Squad" makes a pile-in move against "Boyz" to (11.5, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: A model that started engaged with an enemy unit must still be engaged with it
    # The closest target is "Grots" (0.4" away); ending 0.044" from it but 2.35" from "Boyz"
    # leaves "Boyz"; ending 1.25" from "Boyz" does not.
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Boyz  | 1     | 11.5 | 10 |
      | Grots | 1     | 8.6  | 10 |
    Then "Squad" cannot make a pile-in move to (8.3, 11), for exactly these reasons:
      | a model that started engaged with an enemy unit would not still be engaged with it |
    And "Squad" can make a pile-in move to (9.4, 10.8)

  Scenario: Unless it can FLY, a unit ignores AIRCRAFT units in selecting its pile-in targets
    # Engaged only with the AIRCRAFT "Jet" (0.5" away), "Squad" selects "Boyz" (3" away):
    # ending 2" from "Boyz" is closer to it, and model 1 stays engaged with "Jet" (0.80").
    Given a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Jet   | 1     | 10 | 11.5 |
      | Boyz  | 1     | 14 | 10   |
    Then "Squad" is engaged with "Jet"
    And "Squad" can make a pile-in move to (11, 10)

  Scenario: A unit that can FLY selects the AIRCRAFT unit it is engaged with
    # Its target is then "Jet" alone, which the same end leaves farther away (0.80" not 0.5").
    Given a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And "Jet" has 25.4mm bases
    And "Squad" has the keyword FLY
    And the positions:
      | unit  | model | x  | y    |
      | Squad | 1     | 10 | 10   |
      | Jet   | 1     | 10 | 11.5 |
      | Boyz  | 1     | 14 | 10   |
    Then "Squad" cannot make a pile-in move to (11, 10), for exactly these reasons:
      | a model would not end closer to its closest pile-in target |

  Scenario Outline: A pile-in move's maximum distance is 3"
    # "Boyz" is 3.5" away; a model moved 3" ends 0.5" from it, one moved 3.001" 0.499".
    Given "Squad" made a charge move this turn
    And the positions:
      | unit  | model | x    | y  |
      | Squad | 1     | 10   | 10 |
      | Boyz  | 1     | 14.5 | 10 |
    Then "Squad" <can> make a pile-in move to (<x>, 10)

    Examples:
      | x      | can    |
      | 13     | can    |
      | 13.001 | cannot |

  @max_examples:30
  Scenario: A pile-in to any position ends engaged: one that would not is no situation (12.03)
    # "Grots" is 6" from "Boyz": where "Squad" is drawn within 5" of both and names neither,
    # the example is no situation either (a concrete scenario names its choice).
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Boyz  | 30 | 22 |
      | Grots | 30 | 29 |
    And any position for "Squad" within 5" of "Boyz"
    When "Squad" makes a pile-in move to any position within 2" of "Boyz"
    Then "Squad" is engaged
