Feature: 15.12 Counteroffensive is used just after an enemy unit has fought, not after a pass
  Counteroffensive's WHEN holds in the Fight step of the opponent's Fight phase while the last
  thing that happened there is an enemy unit resolving its attacks (contract §20.1). A pass is a
  later event (Rules Appendix, "Eligible to fight, but unable to fight"): once the player has
  passed the selection on, the enemy's fight is no longer the last thing that happened.

  Background:
    Given player A has 3 CP
    And player B has 3 CP
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Wardens" for player A
    And a unit "Raiders" for player B
    And "Vanguard" is engaged
    And "Wardens" is engaged
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    And "Raiders" is not engaged
    And it is the Fight step of player A's Fight phase in battle round 2

  Scenario: 15.12: just after the enemy fought, Counteroffensive can target the far unit still eligible to fight
    When "Vanguard" fights
    Then player B can pass
    And player B can use the "Counteroffensive" stratagem on "Hunters"

  Scenario: 15.12: once its player has passed, Counteroffensive cannot be used now
    When "Vanguard" fights
    And player B passes
    Then player A selects the next unit to fight
    And player B cannot use the "Counteroffensive" stratagem on "Hunters" because the stratagem cannot be used now

  Scenario: 15.12: after the pass, the enemy's next fight opens the WHEN again
    When "Vanguard" fights
    And player B passes
    And "Wardens" fights
    Then player B can use the "Counteroffensive" stratagem on "Hunters"
