Feature: 19.1 Rules numbers: a stated distance fact in a positioned scenario is checked
  A Given that carries a rules number (`within 12" of an enemy unit`, `not within 5" of any
  enemy unit`) or its number-free twin keeps working; where models are placed, the core measures
  and the stated fact must agree with the positions. All bases are 1" (25.4mm) across, so two
  models whose centres are d" apart are d - 1" apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 11.02: an enemy exactly 12" away is within the charge declaration distance
    # centres 13" apart: 12" between the bases
    Given it is player A's Charge phase
    And "Squad" is within 12" of an enemy unit
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    Then "Squad" is eligible to declare a charge
    And "Squad" is within 12" of an enemy unit

  Scenario: 11.02: an enemy 12.001" away is too far to declare a charge
    Given it is player A's Charge phase
    And "Squad" is not within 12" of any enemy unit
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 23.001 | 10 |
    Then "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit
    And "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 11.02: the number-free twins are checked as the numbered facts are
    Given it is player A's Charge phase
    And "Squad" is close enough to an enemy unit to declare a charge
    And a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And "Marines" is too far from every enemy unit to declare a charge
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 20 | 10 |
      | Marines | 5  | 40 |
    Then "Squad" is eligible to declare a charge
    And "Marines" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 11.02: the charge declaration distance is computed without being stated
    # Marines' model 2 is 12" from Boyz (centres 13" apart); its model 1 is 14" away
    Given it is player A's Charge phase
    And a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 30 |
      | Marines | 1     | 5  | 10 |
      | Marines | 2     | 7  | 10 |
      | Boyz    | 1     | 20 | 10 |
    Then "Marines" is eligible to declare a charge
    And "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: Rules Appendix: a player may pass while its eligible units are more than 5" from every enemy unit
    # Squad charged this turn and is eligible to fight; its closest enemy is 5.001" away
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And "Squad" is far enough from every enemy unit for its player to pass
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Boyz  | 16.001 | 10 |
    Then player A can pass

  Scenario: Rules Appendix: an eligible unit exactly 5" from an enemy unit keeps its player from passing
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 16 | 10 |
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit
