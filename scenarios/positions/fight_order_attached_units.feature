Feature: 19.01, 24.13, 12.04, Rules Appendix: an attached unit in the order of fighting, placed
  An attached unit is one unit: it is engaged if a model of either part is, it is a Fights First
  unit only while every part with models left has the ability, and its player may pass only while
  every model of both parts is more than 5" from every enemy unit. A reason may name it by either
  part. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And a unit "Gunners" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Gunners" has 25.4mm bases
    And "Captain" is leading "Squad"

  Scenario: 24.13, 12.04: a leader with the Fights First ability, its bodyguard without: the enemy Fights First unit goes first in my turn
    Given it is the Fight step of player A's Fight phase
    And "Captain" has the Fights First ability
    And "Boyz" has Fights First
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 8  | 10 |
      | Captain | 1     | 10 | 10 |
      | Boyz    | 1     | 13 | 10 |
      | Gunners | 1     | 50 | 40 |
    Then "Squad" does not have Fights First
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 24.13, 12.04: once the bodyguard's last model is destroyed, the attached unit is a Fights First unit and goes first
    Given it is the Fight step of player A's Fight phase
    And "Captain" has the Fights First ability
    And "Boyz" has Fights First
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 8  | 10 |
      | Captain | 1     | 10 | 10 |
      | Boyz    | 1     | 13 | 10 |
      | Gunners | 1     | 50 | 40 |
    When model 1 of "Squad" is destroyed
    Then "Captain" has Fights First
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Captain |

  Scenario: 03.04, 12.04: the bodyguard alone within engagement range makes the attached unit eligible
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | model | x  | y  |
      | Captain | 1     | 8  | 10 |
      | Squad   | 1     | 10 | 10 |
      | Boyz    | 1     | 13 | 10 |
      | Gunners | 1     | 50 | 40 |
    Then the units that can be selected to fight next are:
      | Squad |
    And "Captain" can be selected to fight next

  Scenario: Rules Appendix: the bodyguard 3" from an enemy unit keeps its player from passing, though the leader is farther
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Captain | 7  | 10 |
      | Squad   | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Gunners | 50 | 40 |
    Then "Squad" is not engaged
    And model 1 of "Captain" is more than 5" from "Boyz"
    And "Squad" can be selected to fight next
    And player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: the leader 3" from an enemy unit keeps its player from passing, named by either part
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 8  | 10 |
      | Captain | 10 | 10 |
      | Boyz    | 14 | 10 |
      | Gunners | 50 | 40 |
    Then player A cannot pass because "Captain" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: both parts more than 5" from every enemy unit: the player may pass
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 8  | 10 |
      | Captain | 10 | 10 |
      | Boyz    | 16.001 | 10 |
      | Gunners | 50 | 40 |
    Then player A can pass
