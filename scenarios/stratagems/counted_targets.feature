Feature: 15.01, 01.07 A stratagem's target is read as the rules in force make it count
  A rule that makes a unit count as having or not having a keyword, as battle-shocked or not, or
  as having made a move or not, changes that fact for every clause that reads it (contract 18.3
  item 6): a stratagem's TARGET row and 01.07's bar on targeting your own battle-shocked unit
  read the unit as it counts, not as it was stated.

  Background:
    Given a unit "Foe" for player B
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2

  Scenario: 01.07: a unit that counts as not battle-shocked can be targeted by its own player
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Stoic" that makes it count as not battle-shocked
    And the stratagem "Push":
      | WHEN | your Shooting phase |
    Then player A can use the "Push" stratagem on "Squad"
    And "Squad" has OC 2

  Scenario: 01.07: without the rule, the battle-shocked unit cannot be its own player's target
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the stratagem "Push":
      | WHEN | your Shooting phase |
    Then player A cannot use the "Push" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 01.07: a unit that counts as battle-shocked cannot be its own player's target
    Given a unit "Squad"
    And "Squad" has an ability "Dread" that makes it count as battle-shocked
    And the stratagem "Push":
      | WHEN | your Shooting phase |
    Then player A cannot use the "Push" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 01.07: an enemy that counts as battle-shocked is still the opponent's target
    Given "Foe" has an ability "Dread" that makes it count as battle-shocked
    And the stratagem "Hex":
      | TARGET | one enemy unit |
    Then player A can use the "Hex" stratagem on "Foe"

  Scenario: 15.05: a unit that counts as having the keyword GRENADES is a target of Grenades
    Given a unit "Squad"
    And "Squad" has an ability "Kit" that makes it count as having the keyword GRENADES
    Then player A can use the "Grenades" stratagem on "Squad"

  Scenario: 15.05: a unit that counts as not having the keyword GRENADES is not a target of Explosives
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" has an ability "Lost Kit" that makes it count as not having the keyword GRENADES
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: a unit that counts as not having advanced can be the target of Explosives
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Steady" that makes it count as not having made an advance move this turn
    Then player A can use the "Explosives" stratagem on "Squad"

  Scenario: 15.05: without the rule, a unit that advanced is not a target of Explosives
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made an advance move this turn
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: a VEHICLE that counts as a WALKER can Heroically Intervene
    Given a unit "Dread" for player B
    And "Dread" has the keyword VEHICLE
    And "Dread" has an ability "Legs" that makes it count as having the keyword WALKER
    And player B has 2 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player B can use the "Heroic Intervention" stratagem on "Dread"

  Scenario: 15.11: a VEHICLE that is neither CHARACTER nor WALKER cannot
    Given a unit "Dread" for player B
    And "Dread" has the keyword VEHICLE
    And player B has 2 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player B cannot use the "Heroic Intervention" stratagem on "Dread" because it is not a unit the stratagem can target
