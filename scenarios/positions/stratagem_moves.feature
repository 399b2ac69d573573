Feature: 15.07, 15.11 A stratagem whose effect is a move, with end positions
  `When player <P> uses the "<stratagem>" stratagem on "<unit>" to ...` uses the stratagem and
  gives where its move ends: Rapid Ingress's ingress move sets the unit up as an ingress does
  (wholly within 6" of a battlefield edge, more than 8" horizontally from every enemy unit);
  Heroic Intervention's charge move ends as a charge move does. A use the rules refuse moves
  nothing. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player A has 1 CP

  Scenario: 15.07: Rapid Ingress sets the unit up wholly within 6" of an edge, 8.001" from the enemy
    # the models' east sides are at 5.5 + 0.5 = 6"; Boyz's west side at 14.501 - 0.5 = 14.001"
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 2 models left
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x      | y  |
      | Squad | 40     | 40 |
      | Boyz  | 14.501 | 22 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to:
      | model | x   | y  |
      | 1     | 5.5 | 22 |
      | 2     | 5.5 | 23 |
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is not in strategic reserves
    And "Reserve" is wholly within 6" of a battlefield edge
    And the horizontal distance between "Reserve" and "Boyz" is exactly 8.001"

  Scenario: 15.07, 24.09: Rapid Ingress to a placement, with Deep Strike anywhere 8.001" away
    # Boyz's centre (30, 22) is 9.001" from (20.999, 22): 8.001" between the bases
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has the Deep Strike ability
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    And the placement "drop" for "Reserve":
      | model | x      | y  |
      | 1     | 20.999 | 22 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to the placement "drop"
    Then player A used the "Rapid Ingress" stratagem
    And the horizontal distance between "Reserve" and "Boyz" is exactly 8.001"

  Scenario: 15.11: Heroic Intervention's charge move ends engaged with the enemy unit
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" to (18, 10)
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is engaged with "Boyz"
    And model 1 of "Squad" is at (18, 10)

  Scenario: 15.11: a use the rules refuse moves nothing
    Given player A has 0 CP
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" to (18, 10)
    Then player A did not use the "Heroic Intervention" stratagem
    And model 1 of "Squad" is at (10, 10)
    And "Squad" is not engaged

  Scenario: 18.2: a declared stratagem whose effect is an ingress move takes set-up positions
    Given the stratagem "Drop In":
      | CP     | 0                              |
      | WHEN   | your Movement phase            |
      | TARGET | one friendly unit              |
      | EFFECT | makes it make an ingress move  |
    And a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    When player A uses the "Drop In" stratagem on "Reserve" to (0.5, 0.5)
    Then player A used the "Drop In" stratagem
    And model 1 of "Reserve" is at (0.5, 0.5)
    And "Reserve" is wholly within 6" of a battlefield edge

  Scenario: 15.11: with Into the Fray, the charge roll above 6 is 6 and the charge move ends within it
    Given player A has 2 CP
    And the charge roll for "Squad" will be 9
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray to (15.5, 10)
    Then player A used the "Heroic Intervention" stratagem
    And player A has 0 CP
    And the last charge roll for "Squad" was 6
    And "Squad" is engaged with "Boyz"
    And model 1 of "Squad" is at (15.5, 10)

  Scenario: 15.11: without Into the Fray the charge roll is not capped
    Given the charge roll for "Squad" will be 9
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" to (18, 10)
    Then the last charge roll for "Squad" was 9
    And model 1 of "Squad" is at (18, 10)

  Scenario: 15.11, 11.04: Heroic Intervention against the enemy unit named ends engaged with it
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 14 | 10 |
      | Grots | 10 | 14 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" against "Boyz" to (12.5, 10)
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"

  Scenario: 15.11: with Into the Fray against the enemy unit named, by an offset
    Given player A has 2 CP
    And the charge roll for "Squad" will be 8
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 16 | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Boyz" by (4.5, 0)
    Then player A used the "Heroic Intervention" stratagem
    And the last charge roll for "Squad" was 6
    And "Squad" is engaged with "Boyz"
