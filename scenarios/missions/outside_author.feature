Feature: 20.2 Mission cards, written from the contract by an outside author
  Each scenario was written from contract section 20.2 alone, with declared cards (award rows
  stated in the scenario), its answer worked out by hand before it was run.

  Scenario Outline: 20.2 A primary award for each objective controlled scores at the end of the Command phase from battle round 2 (round <round>)
    Given it is battle round <round>
    Given player A has the primary mission "Hold the Line":
      | scores at                                          | if | VP | for each            | at most | tier | mode |
      | the end of your Command phase, from battle round 2 |    | 5  | objective you control |         |      |      |
    Given Alpha is an objective marker
    Given Beta is an objective marker
    Given a unit "Squad"
    Given a unit "Scouts"
    Given "Squad" is within Alpha
    Given "Scouts" is within Beta
    When player A's Command phase is resolved
    Then player A scores <vp> VP for "Hold the Line"

    Examples:
      | round | vp |
      | 1     | no |
      | 2     | 10 |

  Scenario: 20.2 An award's at most covers the battle
    Given it is battle round 2
    Given player A has the primary mission "Hold the Line":
      | scores at                     | if | VP | for each              | at most | tier | mode |
      | the end of your Command phase |    | 5  | objective you control | 8 VP    |      |      |
    Given Alpha is an objective marker
    Given Beta is an objective marker
    Given a unit "Squad"
    Given a unit "Scouts"
    Given "Squad" is within Alpha
    Given "Scouts" is within Beta
    When player A's Command phase is resolved
    Then player A scores 8 VP for "Hold the Line"

  Scenario: 20.2 Of the rows sharing a tier only the highest-scoring one scores
    Given it is battle round 2
    Given player A has the primary mission "Hold the Line":
      | scores at                     | if                                | VP | for each | at most | tier | mode |
      | the end of your Command phase | you control 1 or more objectives  | 4  |          |         | hold |      |
      | the end of your Command phase | you control 2 or more objectives  | 8  |          |         | hold |      |
    Given Alpha is an objective marker
    Given Beta is an objective marker
    Given a unit "Squad"
    Given a unit "Scouts"
    Given "Squad" is within Alpha
    Given "Scouts" is within Beta
    When player A's Command phase is resolved
    Then player A scores 8 VP for "Hold the Line"

  Scenario: 20.2 A per-battle-round cap cuts the VP over it
    Given it is battle round 2
    Given the VP caps:
      | primary per battle round | 15 |
    Given player A has the primary mission "Hold the Line":
      | scores at                     | if | VP | for each              | at most | tier | mode |
      | the end of your Command phase |    | 4  | objective you control |         |      |      |
    Given Alpha is an objective marker
    Given Beta is an objective marker
    Given Gamma is an objective marker
    Given Delta is an objective marker
    Given a unit "Squad 1"
    Given a unit "Squad 2"
    Given a unit "Squad 3"
    Given a unit "Squad 4"
    Given "Squad 1" is within Alpha
    Given "Squad 2" is within Beta
    Given "Squad 3" is within Gamma
    Given "Squad 4" is within Delta
    When player A's Command phase is resolved
    Then player A scores 15 VP for "Hold the Line"

  Scenario: 20.2 VP scored earlier count towards the per-battle cap
    Given it is battle round 4
    Given the VP caps:
      | primary per battle | 45 |
    Given player A has the primary mission "Hold the Line":
      | scores at                     | if | VP | for each              | at most | tier | mode |
      | the end of your Command phase |    | 5  | objective you control |         |      |      |
    Given player A has scored 40 VP for "Hold the Line"
    Given player A has 40 VP
    Given Alpha is an objective marker
    Given Beta is an objective marker
    Given a unit "Squad"
    Given a unit "Scouts"
    Given "Squad" is within Alpha
    Given "Scouts" is within Beta
    When player A's Command phase is resolved
    Then player A scores 5 VP for "Hold the Line"
    And player A has 45 VP

  Scenario: 20.2 A secondary award for each enemy unit destroyed this turn scores at the end of the holder's turn
    Given it is player A's Fight phase in battle round 2
    Given player A has the secondary mission "Bring It Down":
      | scores at            | if | VP | for each                       | at most | tier | mode |
      | the end of your turn |    | 2  | enemy unit destroyed this turn |         |      |      |
    Given a unit "Boyz" for player B
    Given a unit "Grots" for player B
    Given a unit "Nobz" for player B
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Bring It Down"

  Scenario: Does a card that scores at the end of my opponent's turn count units I destroyed in my own turn?
    20.2: "this turn" runs from the Start of Turn step to that turn's mission consult, so at the
    end of the opponent's turn only that turn's kills count.
    Given it is player A's Fight phase in battle round 2
    Given player A has the secondary mission "Bring It Down":
      | scores at                       | if | VP | for each                       | at most | tier | mode |
      | the end of your opponent's turn |    | 2  | enemy unit destroyed this turn |         |      |      |
    Given a unit "Boyz" for player B
    Given a unit "Nobz" for player B
    When "Boyz" is destroyed
    And the game advances to the end of the battle round
    Then player A scores no VP for "Bring It Down"

  Scenario: 20.2 An attached unit destroyed counts once, when its last model is destroyed
    Given it is player A's Fight phase in battle round 2
    Given player A has the secondary mission "Bring It Down":
      | scores at            | if | VP | for each                       | at most | tier | mode |
      | the end of your turn |    | 3  | enemy unit destroyed this turn |         |      |      |
    Given a unit "Warboss" for player B
    Given a unit "Boyz" for player B
    Given "Warboss" is leading "Boyz"
    When 5 models of "Boyz" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Bring It Down"

  Scenario: 20.2 A card condition on enemy CHARACTER models counts the leader's keywords
    Given it is player A's Fight phase in battle round 2
    Given player A has the secondary mission "Assassination":
      | scores at            | if | VP | for each                                  | at most | tier | mode |
      | the end of your turn |    | 4  | enemy CHARACTER model destroyed this turn |         |      |      |
    Given a unit "Warboss" for player B
    Given "Warboss" has the keyword CHARACTER
    Given "Warboss" has a starting strength of 1
    Given a unit "Boyz" for player B
    Given "Warboss" is leading "Boyz"
    When 1 model of "Warboss" is destroyed
    Then "Boyz" is not destroyed
    And "Boyz" does not have the keyword CHARACTER
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: 20.2 An Action on a card scores when its units complete it
    Given it is player A's Shooting phase in battle round 2
    Given the Action "Recover Data":
      | STARTS    | your Shooting phase                               |
      | UNITS     | one unit that is within range of an objective     |
      | COMPLETES | the end of your turn                              |
    Given player A has the secondary mission "Data Recovery":
      | scores at            | if | VP | for each                                        | at most | tier | mode |
      | the end of your turn |    | 3  | "Recover Data" Action completed by your units this turn |  |      |      |
    Given Alpha is an objective marker
    Given Beta is an objective marker
    Given a unit "Squad"
    Given a unit "Scouts"
    Given "Squad" is within Alpha
    Given "Scouts" is within Beta
    When "Squad" starts the "Recover Data" Action
    And "Scouts" starts the "Recover Data" Action
    And the game advances to the end of the turn
    Then player A scores 6 VP for "Data Recovery"

  Scenario: 20.2 A battle-shocked unit does not complete a card's Action, so it does not score
    Given it is player A's Shooting phase in battle round 2
    Given the Action "Recover Data":
      | STARTS    | your Shooting phase                               |
      | UNITS     | one unit that is within range of an objective     |
      | COMPLETES | the end of your turn                              |
    Given player A has the secondary mission "Data Recovery":
      | scores at            | if | VP | for each                                        | at most | tier | mode |
      | the end of your turn |    | 3  | "Recover Data" Action completed by your units this turn |  |      |      |
    Given Alpha is an objective marker
    Given a unit "Squad"
    Given "Squad" is within Alpha
    When "Squad" starts the "Recover Data" Action
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then player A scores no VP for "Data Recovery"

  Scenario: 20.2 A tag set by an Action's EFFECT scores and clears after the turn's mission consult
    Given it is player A's Shooting phase in battle round 2
    Given the Action "Cleanse":
      | STARTS    | your Shooting phase                           |
      | UNITS     | one unit that is within range of an objective |
      | COMPLETES | the end of your turn                          |
      | EFFECT    | that objective becomes cleansed               |
    Given player A has the secondary mission "Cleanse":
      | scores at            | if | VP | for each                         | at most | tier | mode |
      | the end of your turn |    | 4  | objective that is cleansed by you |         |      |      |
    Given Alpha is an objective marker
    Given a unit "Squad"
    Given "Squad" is within Alpha
    When "Squad" starts the "Cleanse" Action
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Cleanse"
    And Alpha is not cleansed by player A

  Scenario: 20.2 A friendly unit within 3" of the centre with no enemy near it scores
    Given it is battle round 2
    Given player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP | for each | at most | tier | mode |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |          |         |      |      |
    Given a unit "Squad"
    Given a unit "Boyz" for player B
    Given "Squad" is within 3" of the centre of the battlefield
    When the game advances to the end of player A's turn
    Then player A scores 5 VP for "Centre Ground"

  Scenario: 20.2 An enemy unit within 6" of the centre stops the centre award
    Given it is battle round 2
    Given player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP | for each | at most | tier | mode |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |          |         |      |      |
    Given a unit "Squad"
    Given a unit "Boyz" for player B
    Given "Squad" is within 3" of the centre of the battlefield
    Given "Boyz" is within 6" of the centre of the battlefield
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Centre Ground"

  Scenario: 20.2 A battle-shocked unit at the centre does not count
    Given it is battle round 2
    Given player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP | for each | at most | tier | mode |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |          |         |      |      |
    Given a unit "Squad"
    Given a unit "Boyz" for player B
    Given "Squad" is within 3" of the centre of the battlefield
    Given "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 2
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Centre Ground"

  Scenario: 20.2 A presence in table quarters needs units wholly within them and away from the centre
    Given it is battle round 2
    Given player A has the secondary mission "Area Denial":
      | scores at            | if                                           | VP | for each | at most | tier | mode |
      | the end of your turn | you have a presence in 2 or more table quarters | 5  |          |         |      |      |
    Given the north-west quarter is a table quarter
    Given the south-east quarter is a table quarter
    Given a unit "Squad"
    Given a unit "Scouts"
    Given "Squad" is wholly within the north-west quarter
    Given "Scouts" is wholly within the south-east quarter
    When the game advances to the end of player A's turn
    Then player A scores 5 VP for "Area Denial"

  Scenario: 20.2 Operation markers placed by an Action's EFFECT count on the battlefield
    Given it is player A's Shooting phase in battle round 2
    Given the Action "Deploy Beacon":
      | STARTS    | your Shooting phase                                           |
      | UNITS     | one unit that is within range of an objective                 |
      | COMPLETES | the end of your turn                                          |
      | EFFECT    | place one of your operation markers within range of that objective |
    Given Alpha is an objective marker
    Given a unit "Squad"
    Given "Squad" is within Alpha
    When "Squad" starts the "Deploy Beacon" Action
    And the game advances to the end of the turn
    Then player A has 1 operation marker on the battlefield
    And player A has an operation marker within Alpha
