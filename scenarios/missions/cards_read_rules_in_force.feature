Feature: §20.2 and 18.3 items 2, 3, 6 and 10: mission cards read units as the rules in force make them
  A card's award conditions see a unit's OC as modified, and a unit that counts as not
  battle-shocked or as not having AIRCRAFT is counted; an effect lasts through the end step its
  duration names, so an OC raised until the end of the turn counts at that turn's mission consult
  and one until the end of the phase does not; a leader keeps its own "while this model is
  leading a unit" rule after its bodyguard is destroyed (19.04); a mission rule's bar is not
  lifted by a lift of the core bar (18.3 item 2).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 1
    And "Boyz" has OC 2

  Scenario: an OC boost until the end of the turn still counts at the end of the turn's mission consult
    Given player A has the secondary mission "Hold Fast":
      | scores at            | if                   | VP |
      | the end of your turn | you control the ruin | 3  |
    And it is player A's Shooting phase in battle round 2
    And "Squad" has an ability "Rally" that adds 2 to its OC, until the end of the turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Hold Fast"

  Scenario: an OC boost until the end of the phase is gone when the turn ends
    Given player A has the secondary mission "Hold Fast":
      | scores at            | if                   | VP |
      | the end of your turn | you control the ruin | 3  |
    And it is player A's Shooting phase in battle round 2
    And "Squad" has an ability "Rally" that adds 2 to its OC, until the end of the phase
    When the game advances to the end of the turn
    Then player A scores no VP for "Hold Fast"

  Scenario: an OC boost until the end of your opponent's next turn scores at the end of that turn
    Given player A has the secondary mission "Hold Fast":
      | scores at                       | if                   | VP |
      | the end of your opponent's turn | you control the ruin | 3  |
    And it is player B's Shooting phase in battle round 2
    And "Squad" has an ability "Rally" that adds 2 to its OC, until the end of your opponent's next turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Hold Fast"

  Scenario: a unit that counts as not battle-shocked has a presence in its table quarter
    Given player A has the secondary mission "Spread Out":
      | scores at            | if                                               | VP |
      | the end of your turn | you have a presence in 2 or more table quarters | 4  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Scouts" for player A
    And the south-west quarter is a table quarter
    And the north-west quarter is a table quarter
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the north-west quarter
    And "Scouts" is battle-shocked
    And "Scouts" has an ability "Unbroken" that makes it count as not battle-shocked
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Spread Out"

  Scenario: a battle-shocked unit has no presence in its table quarter
    Given player A has the secondary mission "Spread Out":
      | scores at            | if                                               | VP |
      | the end of your turn | you have a presence in 2 or more table quarters | 4  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Scouts" for player A
    And the south-west quarter is a table quarter
    And the north-west quarter is a table quarter
    And "Squad" is wholly within the south-west quarter
    And "Scouts" is wholly within the north-west quarter
    And "Scouts" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Spread Out"

  Scenario: a unit that counts as not having the keyword AIRCRAFT is counted near an edge
    Given player A has the secondary mission "Flank":
      | scores at            | if                                                                                                       | VP |
      | the end of your turn | 1 or more friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" of a battlefield edge and not within your territory | 2  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is within 6" of the north battlefield edge
    And "Jet" has an ability "Hover" that makes it count as not having the keyword AIRCRAFT
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Flank"

  Scenario: an AIRCRAFT unit near an edge is not counted
    Given player A has the secondary mission "Flank":
      | scores at            | if                                                                                                       | VP |
      | the end of your turn | 1 or more friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" of a battlefield edge and not within your territory | 2  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is within 6" of the north battlefield edge
    When the game advances to the end of the turn
    Then player A scores no VP for "Flank"

  Scenario: a leader's own rule while leading a unit keeps its OC after the bodyguard is destroyed
    Given player A has the secondary mission "Hold Fast":
      | scores at            | if                   | VP |
      | the end of your turn | you control the ruin | 3  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And "Captain" has OC 1
    And "Boyz" has 1 model left
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Banner of Resolve":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 2 to its OC             |
    Then "Captain" has OC 3
    When 5 models of "Squad" are destroyed
    Then "Captain" has OC 3
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Hold Fast"

  Scenario: a mission rule that forbids Actions to battle-shocked units
    Given the mission Action "Sabotage":
      | STARTS    | your Shooting phase |
      | UNITS     | one unit            |
      | COMPLETES | the end of your turn |
    And it is player A's Shooting phase in battle round 2
    And a mission rule "Terror":
      | CONDITION | it is battle-shocked    |
      | EFFECT    | forbids it to start Actions |
    And "Squad" is battle-shocked
    And player A has a rule "Fearless" that lets it start Actions even though it is battle-shocked
    Then "Squad" cannot start the "Sabotage" Action because "Terror" forbids it
    And "Squad" is not refused the "Sabotage" Action because it is battle-shocked
