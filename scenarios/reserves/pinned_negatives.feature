Feature: Facts the search draws, pinned to their negative value (20.04, 12.04, 18.03)
  Every true-or-false fact the property search draws has a Given for each of its values. A
  claim about the usual case states the negative ones, so that the unusual case does not
  refute it: a unit that made no ingress move earlier, one not yet selected to fight.

  Scenario: Any unit still in strategic reserves that never arrived is destroyed at the end of battle round 3
    Given any unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" is not a repositioned unit
    And "Reserve" made no ingress move earlier in the battle
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Reserve" is destroyed

  Scenario: Any engaged unit not yet selected to fight is eligible to fight in the Fight step
    Given any unit "Squad"
    And it is the Fight step of player A's Fight phase
    And "Squad" is engaged
    And "Squad" has not been selected to fight this phase
    Then "Squad" is eligible to fight

  Scenario: Any unit that is not embarked cannot make a disembark move
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is not embarked
    Then "Squad" cannot make a disembark move because it is not embarked within a TRANSPORT
