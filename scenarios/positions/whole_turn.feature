Feature: A positioned turn from the Movement phase to the Fight step (09.05, 11.02, 11.04, 12.04, 03.04)
  A held-out pass over a whole turn where models are placed: what each move leaves the unit able to
  do in the later phases, engagement computed from the positions after the charge, and the Fight
  step ending once the only enemy unit is destroyed.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has M 6"

  Scenario: 09.05, 11.04 and 12.04: a normal move, a charge against a target within the roll, a fight, and the charger unengaged once its foe is gone
    Given it is player A's Movement phase in battle round 2
    And the charge roll for "Squad" will be 9
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Boyz  | 1     | 25 | 10 |
    When "Squad" makes a normal move to (16, 10)
    Then "Squad" is not engaged
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    When "Squad" makes a charge move against "Boyz" to (23, 10)
    Then "Squad" is engaged
    And "Boyz" is engaged
    When the game advances to the Fight step of player A's Fight phase
    Then the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    And "Boyz" is destroyed
    Then "Squad" is not engaged
    And the Fight step has ended
