Feature: 11.02, 11.04, 03.04 Charges and engagement range at heights
  The charge declaration distance is measured in space (19.4): a target 10" across and 5" up
  is within 12", one 11" across and 5" up is not. Engagement range needs 5" vertically too, so
  a charge that ends 1" across but 6" below its target is not engaged with it. Bases are 1"
  across.

  Background:
    Given it is player A's Charge phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 11.02 the charge declaration distance is measured in space: 10" across and 5" up is within 12"
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 21 | 10 | 5      |
    Then "Squad" is eligible to declare a charge

  Scenario: 11.02 11" across and 5" up is more than 12" away
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 22 | 10 | 5      |
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: 11.02 exactly 12" on the flat is within 12"
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    Then "Squad" is eligible to declare a charge

  Scenario: 03.04 a model 5" directly above an enemy model is engaged with it
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 5      |
      | Boyz  | 10 | 10 | 0      |
    Then "Squad" is engaged with "Boyz"
    And "Squad" is not eligible to declare a charge because it is engaged

  Scenario: 03.04 a model 5.001" above is not engaged
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 5.001  |
      | Boyz  | 10 | 10 | 0      |
    Then "Squad" is not engaged
    And "Squad" is eligible to declare a charge

  Scenario: 11.04 a charge that ends 2" across but 6" below its target does not end engaged
    Given the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 18 | 10 | 6      |
    And the charge roll for "Squad" will be 12
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (15, 10) because it would not be engaged with every charge target
    And "Squad" can make a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 15 | 10 | 6      |
    When "Squad" makes a charge move against "Boyz" to:
      | model | x  | y  | height |
      | 1     | 16 | 10 | 6      |
    Then "Squad" is engaged with "Boyz"
    And the horizontal distance between "Squad" and "Boyz" is 1"
