Feature: 02.02, 09.07, 11.02, 15.01, 16.01, 21.02, 23 A count-as changes the fact for every clause that reads it
  A rule that makes a unit count as having or not having a keyword, as battle-shocked or not, or
  as having made a move or not, changes that fact for every clause that reads it (contract 18.3
  item 6): the bars of 16.01 and 23, an Action's UNITS row, a stratagem's TARGET, eligibility to
  charge and to surge, and the fall-back mode.

  Scenario: 16.01: a unit that counts as BATTLELINE meets a one BATTLELINE unit row
    Given a unit "Squad"
    And "Squad" has an ability "Kit" that makes it count as having the keyword BATTLELINE
    And the Action "Hold":
      | UNITS | one BATTLELINE unit |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" can start the "Hold" Action

  Scenario: 11.02: a unit that advanced but counts as not having advanced can declare a charge
    Given a unit "Squad"
    And a unit "Foe" for player B
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fleet" that makes it count as not having made an advance move this turn
    And it is player A's Charge phase in battle round 2
    Then "Squad" is eligible to declare a charge

  Scenario: 21.02: a battle-shocked unit that counts as not battle-shocked can surge
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Stoic" that makes it count as not battle-shocked
    And it is player A's Shooting phase in battle round 2
    Then "Squad" can make a surge move

  Scenario: 21.02: a unit that counts as battle-shocked cannot surge
    Given a unit "Squad"
    And "Squad" has an ability "Dread" that makes it count as battle-shocked
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot make a surge move because it is battle-shocked

  Scenario: 16.01: a unit that counts as AIRCRAFT cannot start an Action
    Given a unit "Squad"
    And "Squad" has an ability "Wings" that makes it count as having the keyword AIRCRAFT
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Hold" Action because it is an AIRCRAFT unit

  Scenario: 16.01: an engaged unit that counts as TITANIC can start an Action
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" has an ability "Huge" that makes it count as having the keyword TITANIC
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" can start the "Hold" Action

  Scenario: 09.07: a battle-shocked unit that counts as not battle-shocked falls back in Ordered Retreat, with no roll
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Stoic" that makes it count as not battle-shocked
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls

  Scenario: 01.07: a battle-shocked unit in reserves that counts as not battle-shocked can be its player's Rapid Ingress target
    Given a unit "Squad"
    And "Squad" is in strategic reserves
    And "Squad" is battle-shocked
    And "Squad" has an ability "Stoic" that makes it count as not battle-shocked
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Squad"

  Scenario: 15.08: a unit that counts as TITANIC cannot be the target of Fire Overwatch
    Given a unit "Squad"
    And "Squad" has an ability "Huge" that makes it count as having the keyword TITANIC
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 09.07: a unit that counts as battle-shocked falls back in Desperate Escape and makes no roll
    Given a unit "Squad"
    And "Squad" has an ability "Dread" that makes it count as battle-shocked
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls

  Scenario: 16.01: a unit that advanced but counts as not having advanced can start an Action
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fleet" that makes it count as not having made an advance move this turn
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" can start the "Hold" Action

  Scenario: 16.01: a unit that counts as within an area meets a UNITS row naming it
    Given a unit "Squad"
    And "Squad" has an ability "Scout" that makes it count as within the ruins
    And the Action "Hold":
      | UNITS | one INFANTRY unit that is within the ruins |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" can start the "Hold" Action
