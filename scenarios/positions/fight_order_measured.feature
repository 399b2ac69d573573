Feature: 12.04, Rules Appendix: who fights next, where the positions decide it
  Engagement (03.04: within 2" horizontally and 5" vertically) and the pass distance (Rules
  Appendix: more than 5", measured in three dimensions) are measured from the placed models, so
  the order of fighting follows where they stand: at each boundary, with Fights First units, after
  an enemy unit is destroyed, and when a player passes. Bases are 1" across, so two models whose
  centres are 3" apart are 2" apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Gunners" for player B
    And "Squad" has 25.4mm bases
    And "Raiders" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Gunners" has 25.4mm bases

  Scenario: 03.04, 12.04: a model exactly 5" above an enemy model is engaged, so both units fight
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  | height |
      | Squad   | 10 | 10 | 0      |
      | Boyz    | 10 | 10 | 5      |
      | Raiders | 40 | 30 | 0      |
      | Gunners | 50 | 40 | 0      |
    Then "Squad" is engaged with "Boyz"
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then the units that can be selected to fight next are:
      | Boyz |

  Scenario: 03.04, 12.04: 2" across and 5" up at once is still within engagement range
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  | height |
      | Squad   | 10 | 10 | 0      |
      | Boyz    | 13 | 10 | 5      |
      | Raiders | 40 | 30 | 0      |
      | Gunners | 50 | 40 | 0      |
    Then the units that can be selected to fight next are:
      | Squad |
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 12.04: an enemy Fights First unit engaged by position takes the first selection in my turn
    Given it is the Fight step of player A's Fight phase
    And "Boyz" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And "Squad" cannot be selected to fight next because player B selects the next unit to fight
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: 12.04: a Fights First unit placed beyond engagement range holds up nobody
    Given it is the Fight step of player A's Fight phase
    And "Gunners" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 43.001 | 30 |
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Gunners" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: 12.04: two combats placed apart: the selections alternate across both
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 43 | 30 |
    Then the units that can be selected to fight next are:
      | Squad   |
      | Raiders |
    When "Raiders" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz    |
      | Gunners |
    When "Boyz" fights
    Then the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    And "Gunners" fights
    Then no unit can be selected to fight next
    And the Fight step has ended
    And the units were selected to fight in this order:
      | Raiders |
      | Boyz    |
      | Squad   |
      | Gunners |

  Scenario: 12.04: the forced order by position: the enemy Fights First unit, then the active player, then the rest
    Given it is the Fight step of player A's Fight phase
    And "Gunners" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Gunners | 10 | 13 |
      | Raiders | 40 | 30 |
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Gunners |
      | Squad   |
      | Boyz    |

  Scenario: Rules Appendix: engaged at the start of the step, its enemy gone, the next enemy exactly 5" away: no pass
    Given it is the Fight step of player A's Fight phase
    And "Boyz" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 10 | 16 |
    When "Boyz" is selected to fight
    And model 1 of "Boyz" is destroyed
    And "Boyz" resolves its attacks
    Then "Squad" is not engaged
    And "Squad" can be selected to fight next
    And player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: engaged at the start of the step, its enemy gone, the next enemy 5.001" away: a pass ends the step
    Given it is the Fight step of player A's Fight phase
    And "Squad" has Fights First
    And the positions:
      | unit    | x  | y      |
      | Squad   | 10 | 10     |
      | Boyz    | 13 | 10     |
      | Raiders | 40 | 30     |
      | Gunners | 10 | 16.001 |
    When "Boyz" is destroyed
    Then "Squad" can be selected to fight next
    And player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: Rules Appendix: the pass distance is three-dimensional: 4" across and 3" up is exactly 5"
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  | height |
      | Squad   | 10 | 10 | 0      |
      | Boyz    | 15 | 10 | 3      |
      | Raiders | 40 | 30 | 0      |
      | Gunners | 50 | 40 | 0      |
    Then "Squad" is not engaged
    And "Squad" can be selected to fight next
    And player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: 4" across and 3.001" up is more than 5": the player may pass
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  | height |
      | Squad   | 10 | 10 | 0      |
      | Boyz    | 15 | 10 | 3.001  |
      | Raiders | 40 | 30 | 0      |
      | Gunners | 50 | 40 | 0      |
    Then player A can pass
    When player A passes
    Then the Fight step has ended
    And no unit can be selected to fight next

  Scenario: 12.04, Rules Appendix: a pass in Fights First combats hands remaining combats to the opponent
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Raiders | 30 | 20 |
      | Boyz    | 33 | 20 |
      | Gunners | 50 | 40 |
    When "Raiders" is destroyed
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And player B can pass
    When player B passes
    Then the Fight step has ended

  Scenario: Rules Appendix: a pass, the opponent fights, and a second pass with nothing left ends the step
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Raiders | 30 | 20 |
      | Boyz    | 33 | 20 |
      | Gunners | 50 | 40 |
    When "Raiders" is destroyed
    And player A passes
    And "Boyz" fights
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next
    When player A passes
    Then the Fight step has ended

  Scenario: 12.04: an enemy Fights First unit whose foe is destroyed still goes first, and its player cannot pass
    Given it is the Fight step of player A's Fight phase
    And "Boyz" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 30 | 30 |
      | Gunners | 33 | 30 |
    When "Squad" is destroyed
    Then "Boyz" is not engaged
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And "Gunners" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    And player B cannot pass because "Gunners" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix: a pass when the opponent has no eligible unit ends the step
    Given it is the Fight step of player A's Fight phase
    And "Squad" made a charge move this turn
    And "Boyz" has Fights First
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Boyz    | 13 | 10 |
      | Raiders | 40 | 30 |
      | Gunners | 50 | 40 |
    When "Boyz" is destroyed
    Then player A can pass
    When player A passes
    Then the Fight step has ended
