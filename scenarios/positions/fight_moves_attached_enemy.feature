Feature: 19.01, 09.05, 11.04, 12.03, 12.08: moving towards an attached enemy unit, placed
  An enemy attached unit is one unit: its leader's models and its bodyguard's count alike for the
  consolidation mode, the pile-in and charge targets, the units a move ends engaged with (and so
  the 12.08 selections owed) and the closest enemy unit. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Warboss" for player B
    And a unit "Gunners" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Warboss" has 25.4mm bases
    And "Gunners" has 25.4mm bases
    And "Warboss" is leading "Boyz"

  Scenario: 12.08: a consolidation that ends engaged with the leader's model alone owes the attached unit a selection
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 14 | 10 |
      | Boyz    | 16 | 10 |
      | Gunners | 50 | 40 |
    When "Squad" makes a consolidation move against "Warboss" to (11, 10)
    Then "Squad" is engaged with "Boyz"
    And player B selects the next unit to fight
    And "Warboss" can be selected to fight next
    And "Boyz" can be selected to fight next
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 24.13, 12.04: the enemy leader's Fights First ability alone does not put the attached unit first
    Given it is the Fight step of player A's Fight phase
    And "Warboss" has the Fights First ability
    And "Gunners" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 13 | 10 |
      | Boyz    | 15 | 10 |
      | Gunners | 10 | 13 |
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Gunners |
    And "Warboss" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 12.08: the enemy leader 3" away makes the consolidation Engaging, named by the bodyguard
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 14 | 10 |
      | Boyz    | 16 | 10 |
      | Gunners | 50 | 40 |
    Then "Squad" can make a consolidation move
    And "Squad" can make a consolidation move against "Boyz" to (11, 10)

  Scenario: 12.08: the enemy bodyguard 3" away makes the consolidation Engaging
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Warboss | 16 | 10 |
      | Gunners | 50 | 40 |
    Then "Squad" can make a consolidation move
    And "Squad" can make a consolidation move against "Boyz" to (11, 10)

  Scenario: 12.03: a pile-in against an attached unit may end engaged with its leader alone
    Given it is the Pile In step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 14 | 10 |
      | Boyz    | 16 | 10 |
      | Gunners | 50 | 40 |
    Then "Squad" can make a pile-in move
    And "Squad" can make a pile-in move against "Boyz" to (11, 10)

  Scenario: 01.04: the distance to an attached unit is to the closest model of either part
    Given the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 14 | 10 |
      | Boyz    | 16 | 10 |
      | Gunners | 50 | 40 |
    Then "Squad" is within 3" of "Boyz"
    And the closest enemy unit to "Squad" is "Boyz"
    And the closest enemy unit to "Squad" is "Warboss"
    And "Squad" is within 3" of an enemy unit

  Scenario: 11.04: a charge against an attached unit may end engaged with its leader alone, named by either part
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 16 | 10 |
      | Boyz    | 18 | 10 |
      | Gunners | 50 | 40 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to (13, 10)
    And "Squad" can make a charge move against "Warboss" to (13, 10)

  Scenario: 09.05: a normal move that ends within engagement range of the enemy leader ends engaged
    Given it is player A's Movement phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 16 | 10 |
      | Boyz    | 18 | 10 |
      | Gunners | 50 | 40 |
    Then "Squad" cannot make a normal move to (13, 10) because it would end engaged

  Scenario: 11.04: a charge against another unit that also ends engaged with the enemy leader is refused
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Warboss | 16 | 10 |
      | Boyz    | 18 | 10 |
      | Gunners | 16 | 12 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Gunners" to (14, 11) because it would be engaged with an enemy unit that is not a charge target
