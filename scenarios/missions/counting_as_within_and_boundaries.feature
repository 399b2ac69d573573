Feature: 18.2 and 18.3 item 6: counting as within an area, read by the cards; and more boundaries
  `makes it count as [not] within <area>` matches the stated area by name as §3 does (case and a
  leading article ignored), and a card reads it: a beacon unit that counts as not within its
  deployment zone scores Beacon, an enemy unit that counts as within your deployment zone breaks
  "no enemy unit is within your deployment zone". Also: Heroic Intervention's 12" measured
  exactly and a hair beyond (15.11); a pass in Resolve Fights First Combats that hands the
  remaining combats to the opponent (Rules Appendix, 12.04); the Event Companion's 1CP a battle
  round from Actions' `you gain 1 CP` (18.3 item 13).

  Scenario: a beacon unit that counts as not within its deployment zone scores Beacon
    Given player A has the secondary mission "Beacon"
    And it is player B's Fight phase
    And a unit "Scouts" for player A
    And "Scouts" is within player A's deployment zone
    And "Scouts" is within player A's territory
    And player A has a rule "Infiltration Protocols" that makes it count as not within player A's deployment zone
    And player A has selected "Scouts" for "Beacon"
    Then "Scouts" does not count as within player A's deployment zone
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Beacon"

  Scenario: an enemy unit that counts as within your deployment zone breaks a card's condition
    Given player A has the secondary mission "Hold the Line":
      | scores at            | if                                           | VP |
      | the end of your turn | no enemy unit is within your deployment zone | 3  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And player B has a rule "Deep Infiltration" that makes it count as within player A's deployment zone
    When the game advances to the end of the turn
    Then player A scores no VP for "Hold the Line"

  Scenario: no enemy unit within your deployment zone scores
    Given player A has the secondary mission "Hold the Line":
      | scores at            | if                                           | VP |
      | the end of your turn | no enemy unit is within your deployment zone | 3  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Hold the Line"

  Scenario: count-as within matches a stated area whatever its capitals
    Given a unit "Scouts" for player A
    And "Scouts" is within player A's deployment zone
    Then "Scouts" counts as within player A's deployment zone
    And "Scouts" counts as within the Player A's Deployment Zone
    And "Scouts" does not count as within No Man's Land

  Scenario: a rule that makes a unit count as within No Man's Land is read under the area's own name
    Given a unit "Scouts" for player A
    And "Scouts" is within player A's deployment zone
    And "Scouts" has an ability "Forward Post" that makes it count as within No Man's Land
    Then "Scouts" counts as within No Man's Land
    And "Scouts" counts as within player A's deployment zone
  Scenario: Heroic Intervention measured exactly 12" from the charging unit can be used
    Given it is player A's Charge phase in battle round 2
    And player B has 4 CP
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Guards" for player B
    And "Guards" has 1 model left
    And "Guards" is at (254mm, 254mm)
    And "Assault" is at (254mm, 590.8mm)
    And "Assault" declared a charge this phase
    When the game advances to the end of player A's Charge phase
    Then player B can use the "Heroic Intervention" stratagem on "Guards"

  Scenario: Heroic Intervention measured a hair more than 12" away is refused
    Given it is player A's Charge phase in battle round 2
    And player B has 4 CP
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Guards" for player B
    And "Guards" has 1 model left
    And "Guards" is at (254mm, 254mm)
    And "Assault" is at (254mm, 590.9mm)
    And "Assault" declared a charge this phase
    When the game advances to the end of player A's Charge phase
    Then player B cannot use the "Heroic Intervention" stratagem on "Guards" because it is not a unit the stratagem can target

  Scenario: a pass in Resolve Fights First Combats hands the remaining combats to the opponent
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | no      | yes                |
      | Boyz    | B      | yes     | no                 |
    And "Assault" is not within 5" of any enemy unit
    Then the Fight step is resolving Fights First combats
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Boyz" fights
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: under the Event Companion two Actions that each gain 1 CP gain only 1 in the battle round
    Given the battle is played under the Event Companion
    And the Action "Requisition":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
      | EFFECT    | you gain 1 CP        |
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And player A has 0 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Requisition" Action
    And "Scouts" starts the "Requisition" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Requisition" Action
    And "Scouts" completes the "Requisition" Action
    And player A has 1 CP

  Scenario: outside event play the same two Actions gain 2 CP
    Given the Action "Requisition":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
      | EFFECT    | you gain 1 CP        |
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And player A has 0 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Requisition" Action
    And "Scouts" starts the "Requisition" Action
    And the game advances to the end of the turn
    Then player A has 2 CP
