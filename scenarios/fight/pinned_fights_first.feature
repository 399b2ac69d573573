Feature: 20.1 and 18.7: "does not have Fights First" pins that no source gives it the ability
  The pin holds at the scenario's moment, for every source 20.1 lists: a Given, a rule in force, a
  charge move this turn (11.04) and Counteroffensive. A property example in which a drawn fact
  (a charge move `any unit` drew, a rule `any rule` drew) gives the pinned unit Fights First is
  no situation and is discarded (§6). An event after the Givens is not pinned.

  Scenario: 20.1: a unit pinned not to have Fights First has none, whatever move any unit draws for it
    Given any unit "Vanguard"
    And "Vanguard" belongs to player A
    And it is the Fight step of player A's Fight phase
    And "Vanguard" does not have Fights First
    Then "Vanguard" does not have Fights First

  Scenario: 12.04: with both units pinned not to have Fights First, the player whose turn it is selects first
    Given any unit "Vanguard"
    And "Vanguard" belongs to player A
    And any unit "Hunters"
    And "Hunters" belongs to player B
    And it is the Fight step of player B's Fight phase
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Vanguard" has not been selected to fight this phase
    And "Hunters" has not been selected to fight this phase
    And "Vanguard" does not have Fights First
    And "Hunters" does not have Fights First
    Then player B selects the next unit to fight

  Scenario: 18.7: any rule that gives a unit Fights First, the enemy pinned without it: that unit's player selects first
    Given a unit "Vanguard"
    And a unit "Hunters" for player B
    And it is the Fight step of player B's Fight phase
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Hunters" does not have Fights First
    And any rule "Fury" for "Vanguard" that gives it Fights First
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: 11.04: the pin does not reach a charge move made after the Givens
    Given any unit "Squad"
    And "Squad" belongs to player A
    And it is player A's Charge phase
    And "Squad" does not have Fights First
    When "Squad" makes a charge move
    Then "Squad" has Fights First
