Feature: 11.04, 23.04 A charge move weighs its charge roll and its targets' keywords
  Where the charge roll is given, it is the charge move's maximum distance and each charge
  target is within it at the start; only a unit that can FLY may have an AIRCRAFT unit as a
  charge target. Bases are 1" across, so models 8" apart centre to centre are 7" apart.

  Background:
    Given it is player A's Charge phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 11.04: a target exactly the charge roll away may be charged, moving the whole roll
    Given the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move to (17, 10)
    Then "Squad" is engaged with "Boyz"
    And model 1 of "Squad" is at (17, 10)

  Scenario: 11.04: without a charge roll given, the distance the model moves is not weighed
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 21 | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move to (20, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: 23.04: a unit that can FLY may charge an AIRCRAFT unit
    Given "Squad" has the keyword FLY
    And "Boyz" has the keywords AIRCRAFT, FLY
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
    When "Squad" makes a charge move to (17, 10)
    Then "Squad" is engaged with "Boyz"

  Scenario: 11.04: a charge roll given after the charge is declared, for the move still to come
    Given the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 22 | 10 |
    When "Squad" declares a charge
    Given the charge roll for "Squad" will be 11
    When "Squad" makes a charge move to (21, 10)
    Then "Squad" is engaged with "Boyz"
