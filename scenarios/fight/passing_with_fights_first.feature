Feature: Rules Appendix: passing while a Fights First unit is too far from the enemy
  A player whose only eligible unit is a Fights First unit more than 5" from every enemy unit
  passes each time the sequence returns to Fights First combats; the step ends when they pass
  and the opponent has no eligible unit left, and the unit never selected may consolidate.

  Background:
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Raiders" for player B
    And "Hunters" is engaged
    And "Raiders" is engaged
    And "Vanguard" has Fights First
    And "Vanguard" is not engaged
    And "Vanguard" was engaged at the start of the Fight step
    And "Vanguard" is not within 5" of any enemy unit
    And it is the Fight step of player A's Fight phase in battle round 2

  Scenario: Rules Appendix, passing: after the opponent's fight the far Fights First unit brings the sequence back to Fights First combats
    When player A passes
    And "Hunters" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Raiders" fights
    Then player A selects the next unit to fight
    When player A passes
    Then the Fight step has ended

  Scenario: 12.08: the units never selected may consolidate
    When player A passes
    And "Hunters" fights
    And player A passes
    And "Raiders" fights
    And player A passes
    And the game advances to the Consolidate step of player A's Fight phase
    Then "Vanguard" can make a consolidation move
    And the units were selected to fight in this order:
      | Hunters |
      | Raiders |

  Scenario: Rules Appendix, passing: after a pass the opponent selects
    When player A passes
    Then "Hunters" can be selected to fight next
