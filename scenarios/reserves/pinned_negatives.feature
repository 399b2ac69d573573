Feature: Facts the search draws, pinned to their negative value (20.04, 12.04, 18.03, 09.02, 24.13)
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

  Scenario: Any unit engaged other than only with AIRCRAFT units cannot make a normal move
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" is engaged
    And "Squad" is not engaged only with AIRCRAFT units
    And "Squad" is not in strategic reserves
    Then "Squad" cannot make a normal move because it is engaged

  Scenario: Any unit with no Fights First of its own that made no charge move does not fight first
    Given any unit "Squad"
    And it is player A's Fight phase
    And "Squad" does not have Fights First
    And "Squad" has not declared a charge this phase
    And "Squad" made no move this turn
    Then "Squad" does not have Fights First
