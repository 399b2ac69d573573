Feature: 11.04 A charge that names its targets is weighed against them
  The units `against` names are the charge targets selected before the move: each must be
  within the charge roll at the start, the unit must end engaged with every one of them, and
  it may end engaged with no other enemy unit. Without `against`, the targets are the enemy
  units the unit ends engaged with. Bases are 1" across, so models 8" apart centre to centre
  are 7" apart.

  Background:
    Given it is player A's Charge phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And the charge roll for "Squad" will be 7

  Scenario: 11.04: a named target beyond the charge roll refuses the charge, though the unit ends engaged with the other
    # "Boyz" is 7" away, within the roll; "Grots" is 8" away, beyond it. Ending engaged with
    # "Boyz" alone leaves "Grots", a named target, unengaged and out of reach.
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
      | Grots | 10 | 19 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" and "Grots" to (17, 10), for exactly these reasons:
      | a charge target is beyond the maximum distance of the charge |
      | it would not be engaged with every charge target             |
    And "Squad" cannot make a charge move against "Grots" to (17, 10) because a charge target is beyond the maximum distance of the charge
    And "Squad" can make a charge move against "Boyz" to (17, 10)
    And "Squad" can make a charge move to (17, 10)
    When "Squad" makes a charge move against "Boyz" to (17, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"

  Scenario: 11.04: a charge that ends engaged with an enemy unit it did not name is refused
    # "Grots" is 6.18" away at the start and stands 0.6" from where "Squad" ends: engaged,
    # but not named.
    Given the positions:
      | unit  | x  | y    |
      | Squad | 10 | 10   |
      | Boyz  | 18 | 10   |
      | Grots | 17 | 11.6 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (17, 10), for exactly these reasons:
      | it would be engaged with an enemy unit that is not a charge target |
    And "Squad" can make a charge move against "Boyz" and "Grots" to (17, 10)
    And "Squad" can make a charge move to (17, 10)
    When "Squad" makes a charge move against "Boyz" and "Grots" to (17, 10)
    Then "Squad" is engaged with "Grots"


  Scenario: 11.04: before the move, each named target must be within the charge roll
    # Without end positions the query weighs the selection alone: "Boyz" is 7" away, within
    # the roll of 7; "Grots" is 8" away, beyond it; "Far" is 13" away, beyond 12" too.
    Given a unit "Far" for player B
    And "Far" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
      | Grots | 10 | 19 |
      | Far   | 24 | 10 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz"
    And "Squad" cannot make a charge move against "Grots"
    And "Squad" cannot make a charge move against "Grots" because a charge target is beyond the maximum distance of the charge
    And "Squad" cannot make a charge move against "Boyz" and "Grots", for exactly these reasons:
      | a charge target is beyond the maximum distance of the charge |
    And "Squad" cannot make a charge move against "Boyz" and "Grots"
    And "Squad" cannot make a charge move against "Boyz" and "Far" because a charge target is too far away
    And "Squad" cannot make a charge move against "Far", for exactly these reasons:
      | a charge target is too far away                              |
      | a charge target is beyond the maximum distance of the charge |

  Scenario: 11.04: before the move, two named targets both within the charge roll
    Given the charge roll for "Squad" will be 9
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
      | Grots | 10 | 19 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" and "Grots"
