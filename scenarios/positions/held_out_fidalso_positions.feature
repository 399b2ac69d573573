Feature: Held out: the alternative phrasings of §19 and §20
  A held-out pass written from every "also:" form of §19 (positions and distances) and §20 (the
  order of fighting and mission cards): each alternative used once, verbatim, at a boundary where
  it can be, with its answer decided from the Core Rules text (01.04, 03.03, 03.04, 11.04, 12.04,
  14.02, the Rules Appendix) and not from the code.

  Scenario: 03.04: a model 3" above its enemy and 1" from it in plan is engaged (2" horizontally, 5" vertically)
    Given a unit "Captain"
    And a unit "Boyz" for player B
    And "Captain" has a 1" base
    And "Boyz" has 1" bases
    And "Captain" is at (10, 10, 3)
    And "Boyz" is at (10, 12)
    Then model 1 of "Captain" is at (10, 10, 3)
    And the vertical distance between "Captain" and "Boyz" is 3"
    And the horizontal distance between "Captain" and "Boyz" is exactly 1"
    And "Captain" is within 1" horizontally of "Boyz"
    And "Captain" is not within 1" of "Boyz"
    And "Captain" is engaged with "Boyz"

  Scenario: 03.04: 6" above its enemy, a model is not engaged though 1" from it in plan
    Given a unit "Captain"
    And a unit "Boyz" for player B
    And "Captain" has a 1" base
    And "Boyz" has 1" bases
    And "Captain" is at (10, 10, 6)
    And "Boyz" is at (10, 12)
    Then "Captain" is not engaged with "Boyz"
    And "Captain" is more than 0.5" horizontally from "Boyz"
    And "Captain" is more than 5" from "Boyz"

  Scenario: 17.02: a hull with a height is measured through its height range, and a model above it is engaged
    Given a unit "Rhino"
    And "Rhino" has the keyword FRAME
    And "Rhino" has a hull of 6" by 3" and 2" high
    And "Rhino" is at (20, 20)
    And a unit "Boyz" for player B
    And "Boyz" has 1" bases
    And "Boyz" is at (20, 20, 4)
    Then the vertical distance between "Boyz" and "Rhino" is 2"
    And "Boyz" is within 2" of "Rhino"
    And "Boyz" is not within 1.9" of "Rhino"
    And "Boyz" is engaged with "Rhino"

  Scenario: §3 columns: the units table states M and a 40mm base, and the base decides engagement
    Given the units:
      | unit  | player | M  | base |
      | Squad | A      | 6" | 40mm |
      | Boyz  | B      | 5  | 40mm |
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.5, 10)
    Then "Squad" has M 6"
    And "Boyz" has M 5"
    And "Squad" is engaged with "Boyz"

  Scenario: §3 columns: without a base column the 32mm default leaves the same models unengaged
    Given the units:
      | unit  | player | M  |
      | Squad | A      | 6" |
      | Boyz  | B      | 5" |
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.5, 10)
    Then "Squad" is not engaged with "Boyz"
    And "Squad" is more than 2" from "Boyz"

  Scenario: §19.6: an M from the units table limits a normal move
    Given the units:
      | unit  | player | M  |
      | Squad | A      | 6" |
    And "Squad" is at (10, 10)
    And it is player A's Movement phase
    Then "Squad" can make a normal move to (16, 10)
    And "Squad" cannot make a normal move to (16.5, 10) because a model would move farther than its maximum distance

  Scenario: 01.04: exactly 2" apart is engaged and within 2", not in base contact and not within less
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Boyz" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (13, 10)
    Then the distance between "Squad" and "Boyz" is exactly 2"
    And "Squad" is engaged with "Boyz"
    And "Squad" is not in base contact with "Boyz"
    And "Squad" is not within 1.999" of "Boyz"
    And "Squad" is not wholly within 2" of "Boyz"
    And "Squad" is wholly within 3" of "Boyz"

  Scenario: 14.01: wholly within and merely within a shaped area, and a model in base contact with its neighbour
    Given the ruin is the rectangle from (9, 9) to (12, 12)
    And a unit "Squad"
    And a unit "Guards"
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Guards" has 1" bases
    And "Boyz" has 1" bases
    And the positions:
      | unit   | model | x    | y  |
      | Squad  | 1     | 10   | 10 |
      | Squad  | 2     | 11   | 10 |
      | Guards | 1     | 12   | 11 |
      | Boyz   | 1     | 30   | 30 |
    Then "Squad" is wholly within the ruin
    And "Guards" is within the ruin
    And "Guards" is not wholly within the ruin
    And "Boyz" is not within the ruin
    And model 1 of "Squad" is in base contact with model 2 of "Squad"
    And "Squad" is in coherency

  Scenario: 03.03: two models 2.5" apart are not in coherency
    Given a unit "Scouts"
    And "Scouts" has 1" bases
    And the positions:
      | unit   | model | x  | y  |
      | Scouts | 1     | 30 | 30 |
      | Scouts | 2     | 33.5 | 30 |
    Then "Scouts" is not in coherency

  Scenario: 23.02: the closest enemy unit, and the closest ignoring AIRCRAFT units
    Given a unit "Squad"
    And a unit "Jet" for player B
    And "Jet" has the keyword AIRCRAFT
    And a unit "Boyz" for player B
    And "Squad" has 1" bases
    And "Jet" has a 1" base
    And "Boyz" has 1" bases
    And "Squad" is at (10, 30)
    And "Jet" is at (13, 30)
    And "Boyz" is at (18, 30)
    Then the closest enemy unit to "Squad" is "Jet"
    And the closest enemy unit to "Squad" ignoring AIRCRAFT units is "Boyz"

  Scenario: 19.8: UNITS "that is not wholly within" lets a unit partly within start and refuses one wholly within
    Given the ruin is the rectangle from (9, 9) to (12, 12)
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" has 1" bases
    And "Guards" has 1" bases
    And "Squad" is at (10, 10)
    And "Guards" is at (12, 11)
    And it is player A's Shooting phase
    And the Action "Sweep":
      | UNITS | one unit that is not wholly within the ruin |
    Then "Guards" can start the "Sweep" Action
    And "Squad" cannot start the "Sweep" Action

  Scenario: 19.5: stated engagement with two enemies lasts until both are destroyed
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged with "Boyz" and "Grots"
    And it is player A's Fight phase
    When "Boyz" is destroyed
    Then "Squad" is engaged with "Grots"
    And "Squad" is not engaged with "Boyz"
    And "Squad" is engaged
    When "Grots" is destroyed
    Then "Squad" is not engaged

  Scenario: 11.04: a charge against two targets that ends engaged with both
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has a 1" base
    And "Boyz" has 1" bases
    And "Grots" has 1" bases
    And "Squad" is at (10, 10)
    And "Boyz" is at (16, 10)
    And "Grots" is at (16, 13)
    And it is player A's Charge phase
    Then "Squad" cannot make a charge move against "Boyz" and "Grots" to (14.5, 10) because it would not be engaged with every charge target
    When "Squad" makes a charge move against "Boyz" and "Grots" to (15, 11.5)
    Then "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And "Squad" has Fights First

  Scenario: 19.9: any position more than 9" from an enemy is never engaged with it
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Boyz" is at (30, 22)
    And any position for "Squad" more than 9" from "Boyz"
    Then "Squad" is not engaged with "Boyz"

  Scenario: 19.9: any position wholly within an area is within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And a unit "Squad"
    And any position for "Squad" wholly within the ruin
    Then "Squad" is within the ruin

  Scenario: 19.9: any position not within an area is not wholly within it
    Given the ruin is the rectangle from (10, 10) to (20, 20)
    And a unit "Squad"
    And any position for "Squad" not within the ruin
    Then "Squad" is not wholly within the ruin

  Scenario: 20.1: a unit that charged and is far enough from every enemy unit lets its player pass
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | no      | no                 |
    And it is the Fight step of player A's Fight phase in battle round 2
    And "Squad" is far enough from every enemy unit for its player to pass
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: 20.1: a unit that charged and is not stated far enough keeps its player from passing
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | no      | no                 |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A cannot pass because "Squad" is eligible to fight and close enough to an enemy unit to fight
    And the Fight step has not ended

  Scenario: 12.04: a unit of the player not selecting cannot be selected next, and the step has not ended
    Given the units:
      | unit  | player | engaged |
      | Squad | A      | yes     |
      | Boyz  | B      | yes     |
    And it is the Fight step of player B's Fight phase in battle round 5
    Then "Squad" cannot be selected to fight next because player B selects the next unit to fight
    And the Fight step has not ended

  Scenario: 12.08: a consolidation that ends engaged with two enemy units obliges both to fight, one at a time
    Given the units:
      | unit    | player | selected to fight |
      | Squad   | A      | yes               |
      | Boyz    | B      | no                |
      | Grots   | B      | no                |
      | Vanguard | A     | yes               |
    And it is the Consolidate step of player A's Fight phase
    When "Squad" makes a consolidation move that ends engaged with "Boyz" and "Grots"
    Then "Vanguard" cannot make a consolidation move because "Boyz" must be selected to fight first

  Scenario: 18.04: a Combat Disembark may not be set up engaged with an enemy unit its TRANSPORT is not engaged with
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 2 models left
    And "Squad" is embarked within "Rhino"
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 30 | 25 |
      | Grots | 36 | 22 |
    And the placement "near" for "Squad":
      | model | x    | y  |
      | 1     | 34.5 | 22 |
      | 2     | 33.5 | 22 |
    Then "Rhino" is engaged with "Boyz"
    And "Rhino" is not engaged with "Grots"
    And "Squad" cannot make a disembark move using Combat Disembark to the placement "near" because a model would be set up engaged

  Scenario: 20.04 with player A the defender: an ingress touching A's deployment zone is refused in battle round 2
    Given the deployment "Hammer and Anvil"
    And player A is the defender
    And a unit "Squad" for player A
    And a unit "Reserve" for player B
    And "Squad" has 25.4mm bases
    And "Reserve" has 25.4mm bases
    And "Reserve" has a starting strength of 1
    And "Reserve" is in strategic reserves
    And "Squad" is at (5, 40)
    And it is player B's Movement phase in battle round 2
    Then "Reserve" cannot make an ingress move to (17.5, 3) because it cannot be set up within its opponent's deployment zone before the third battle round
    And "Reserve" can make an ingress move to (18.6, 3)

  Scenario: 20.04 with player A the defender: the same ingress is allowed in battle round 3
    Given the deployment "Hammer and Anvil"
    And player A is the defender
    And a unit "Squad" for player A
    And a unit "Reserve" for player B
    And "Squad" has 25.4mm bases
    And "Reserve" has 25.4mm bases
    And "Reserve" has a starting strength of 1
    And "Reserve" is in strategic reserves
    And "Squad" is at (5, 40)
    And it is player B's Movement phase in battle round 3
    Then "Reserve" can make an ingress move to (17.5, 3)

  Scenario: Rules Appendix: a guard exactly 3" from the objective marker guards it
    Given the ruin is an objective marker at (30, 22)
    And player A has the secondary mission "Burden of Trust"
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" is at (762mm, 667.7mm)
    And it is player A's Fight phase
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    Then "Squad" is within range of the ruin
    And the ruin is guarded by player A's army

  Scenario: Rules Appendix: a guard 0.1mm beyond 3" from the objective marker does not guard it
    Given the ruin is an objective marker at (30, 22)
    And player A has the secondary mission "Burden of Trust"
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" is at (762mm, 667.8mm)
    And it is player A's Fight phase
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    Then "Squad" is not within range of the ruin
    And the ruin is not guarded by player A's army

  Scenario: 20.2: a friendly unit destroyed in the previous turn balances one enemy unit destroyed this turn
    Given a unit "Squad"
    And a unit "Guards"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player A's Fight phase in battle round 2
    And "Guards" was destroyed in the previous turn by "Boyz"
    And "Grots" was destroyed earlier in the battle by "Squad"
    And player A has the secondary mission "Revenge":
      | scores at            | if                                                                                | VP |
      | the end of your turn | more enemy units were destroyed this turn than friendly units in the previous turn | 4  |
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Revenge"

  Scenario: 20.2: two enemy units destroyed this turn outnumber one friendly unit lost in the previous turn
    Given a unit "Squad"
    And a unit "Guards"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player A's Fight phase in battle round 2
    And "Guards" was destroyed in the previous turn
    And "Grots" was destroyed this turn by "Squad"
    And player A has the secondary mission "Revenge":
      | scores at            | if                                                                                | VP |
      | the end of your turn | more enemy units were destroyed this turn than friendly units in the previous turn | 4  |
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Revenge"

  Scenario: 20.2: models destroyed one at a time by a named attacker count for a models card once there are two
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Fight phase
    And player A has the secondary mission "Cull":
      | scores at            | if                                                              | VP |
      | the end of your turn | 2 or more enemy models with W 2 or more were destroyed this turn | 3  |
    When 1 model of "Boyz" is destroyed by "Squad"
    Then "Boyz" has 4 models left
    When 1 model of "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Cull"

  Scenario: 20.2: one model destroyed is not two
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Fight phase
    And player A has the secondary mission "Cull":
      | scores at            | if                                                              | VP |
      | the end of your turn | 2 or more enemy models with W 2 or more were destroyed this turn | 3  |
    When 1 model of "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Cull"

  Scenario: 20.2: an enemy unit that did not start the turn within the terrain area scores nothing for it
    Given the woods is a terrain area
    And a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" started the turn within the woods
    And "Grots" did not start the turn within the woods
    And it is player A's Shooting phase
    And player A has the secondary mission "Flush Out":
      | scores at            | if                                                                                         | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn that started the turn within a terrain area | 5  |
    When "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Flush Out"

  Scenario: 20.2: an enemy unit that started the turn within the terrain area scores when destroyed
    Given the woods is a terrain area
    And a unit "Squad"
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the woods
    And it is player A's Shooting phase
    And player A has the secondary mission "Flush Out":
      | scores at            | if                                                                                         | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn that started the turn within a terrain area | 5  |
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Flush Out"

  Scenario: 20.2: only an objective not controlled at the start of the turn counts as taken
    Given the ruin is an objective
    And the hill is an objective
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" is within the ruin
    And "Guards" is within the hill
    And player A controls the ruin
    And player A controls the hill
    And player A did not control the ruin at the start of the turn
    And player A controlled the hill at the start of the turn
    And it is player A's Fight phase
    And player A has the secondary mission "Advance":
      | scores at            | if                                                                          | VP |
      | the end of your turn | you control 2 or more objectives that you did not control at the start of the turn | 5  |
      | the end of your turn | you control exactly 1 objective that you did not control at the start of the turn  | 2  |
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Advance"

  Scenario: 20.2: a unit that moves out of the objective leaves its range
    Given the ruin is an objective
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Movement phase
    When "Squad" makes a normal move that ends outside the ruin
    Then "Squad" is not within range of the ruin

  Scenario: 20.2: a tag is the tagging player's, not the opponent's
    Given the ruin is a terrain area
    And a unit "Squad"
    And the ruin is decoyed by player B
    Then the ruin is decoyed by player B
    And the ruin is not decoyed by player A

  Scenario: 20.2: an operation marker stated within an area, then removed
    Given the ruin is a terrain area
    And a unit "Squad"
    And player A has an operation marker within the ruin
    And it is player A's Shooting phase
    Then player A has an operation marker within the ruin
    And player B has no operation marker within the ruin
    And player A has 1 operation marker on the battlefield
    When player A's operation marker within the ruin is removed
    Then player A has no operation marker within the ruin
    And player A has 0 operation markers on the battlefield

  Scenario: 20.2: VP scored in an earlier battle round do not count against this round's cap
    Given the VP caps:
      | secondary per battle round | 5 |
    And a unit "Squad"
    And player A has scored 5 VP for "Hold" in battle round 1
    And player A has scored 5 VP from secondary missions in battle round 1
    And player A has the secondary mission "Hold":
      | scores at            | VP |
      | the end of your turn | 5  |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Hold" in battle round 2
    And player A scores 5 VP from secondary missions in battle round 2
    And player A scores no VP for "Hold" in battle round 3

  Scenario: 20.2: VP already scored this battle round count against its cap
    Given the VP caps:
      | secondary per battle round | 5 |
    And a unit "Squad"
    And player A has scored 3 VP from secondary missions in battle round 2
    And player A has the secondary mission "Hold":
      | scores at            | VP |
      | the end of your turn | 5  |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Hold" in battle round 2

  Scenario: 20.2: a secondary held as a Tactical mission: an enemy CHARACTER destroyed this turn scores
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And a unit "Squad"
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And a unit "Boyz" for player B
    And it is player A's Fight phase in battle round 2
    When "Warboss" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: 20.2 conditions: "you control 1 or more expansion objectives" counts the expansion objective, not the central one
    Given the ruin is a central objective
    And the woods is an expansion objective
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Fight phase
    And player A has the secondary mission "Flank":
      | scores at            | if                                       | VP |
      | the end of your turn | you control 1 or more expansion objectives | 3  |
    When the game advances to the end of the turn
    Then player A controls the ruin
    And player A scores no VP for "Flank"

  Scenario: 20.2 conditions: "you control your opponent's home objective" and "you control <objective>"
    Given the bunker is player B's home objective
    And the ruin is an objective
    And a unit "Squad"
    And "Squad" is within the bunker
    And it is player A's Fight phase
    And player A has the secondary mission "Raid":
      | scores at            | if                                        | VP |
      | the end of your turn | you control your opponent's home objective | 4  |
      | the end of your turn | you control the ruin                       | 2  |
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Raid"

  Scenario: 20.2 conditions: "you control your tempting target" is not met by controlling another objective
    Given the ruin is an objective
    And the hill is an objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And a unit "Squad"
    And "Squad" is within the hill
    And player B has selected the ruin for player A's "A Tempting Target"
    And it is player A's Fight phase
    And player A has the secondary mission "A Tempting Target":
      | scores at            | if                               | VP |
      | the end of your turn | you control your tempting target | 4  |
    When the game advances to the end of the turn
    Then player A controls the hill
    And player A scores no VP for "A Tempting Target"

  Scenario: 20.2 conditions: "you control your tempting target" is met by controlling the objective the opponent selected
    Given the ruin is an objective
    And the hill is an objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And a unit "Squad"
    And "Squad" is within the ruin
    And player B has selected the ruin for player A's "A Tempting Target"
    And it is player A's Fight phase
    And player A has the secondary mission "A Tempting Target":
      | scores at            | if                               | VP |
      | the end of your turn | you control your tempting target | 4  |
    When the game advances to the end of the turn
    Then player A scores 4 VP for "A Tempting Target"

  Scenario: 20.2: a beacon unit stated as selected is the card's one selection, so no other unit can be selected
    # a selection stated for a card that selects nothing is an input error, as the When form is
    # (tests/plugin/test_mission_cards.py)
    Given a unit "Scouts"
    And player A has selected "Scouts" for "Beacon"
    And player A has the secondary mission "Beacon"
    Then "Scouts" cannot be selected for player A's "Beacon"

  Scenario: 20.2 conditions: an enemy unit that started the turn within range of a central objective
    Given the ruin is a central objective
    And the hill is an objective
    And a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" started the turn within the ruin
    And "Grots" started the turn within the hill
    And it is player A's Shooting phase
    And player A has the secondary mission "Hold the Centre":
      | scores at            | if                                                                                                 | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn that started the turn within range of a central objective | 4  |
    When "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores no VP for "Hold the Centre"

  Scenario: 20.2 conditions: of two enemy units destroyed, only the one that started within a terrain area decoyed by you counts
    Given the woods is a terrain area
    And the woods is decoyed by player A
    And the ruin is a terrain area
    And the ruin is decoyed by player B
    And a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" started the turn within the woods
    And "Grots" started the turn within the ruin
    And it is player A's Shooting phase
    And player A has the secondary mission "Ambush":
      | scores at            | if                                                                                                           | VP |
      | the end of your turn | 2 or more enemy units were destroyed this turn that started the turn within a terrain area that is decoyed by you | 6  |
      | the end of your turn | 1 or more enemy units were destroyed this turn that started the turn within a terrain area that is decoyed by you | 3  |
    When "Boyz" is destroyed by "Squad"
    And "Grots" is destroyed by "Squad"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Ambush"

  Scenario: 20.2 conditions: a beacon unit within its own territory but not its deployment zone scores only the deployment zone row
    Given a unit "Scouts"
    And "Scouts" is within player A's territory
    And "Scouts" is not within player A's deployment zone
    And it is player A's Fight phase
    And player A has the secondary mission "Beacon":
      | scores at            | if                                                                       | VP |
      | the end of your turn | your beacon unit is on the battlefield and not within your territory       | 5  |
      | the end of your turn | your beacon unit is on the battlefield and not within your deployment zone | 2  |
    And player A has selected "Scouts" for "Beacon"
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Beacon"

  Scenario: 20.2: a unit's tag is the tagging player's
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Boyz" is surveilled by player A
    Then "Boyz" is surveilled by player A
    And "Boyz" is not surveilled by player B

  Scenario: 19.9: a normal move to any position within 6" of an enemy unit ends unengaged with it
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Boyz" is at (30, 22)
    And "Squad" is at (20, 22)
    And it is player A's Movement phase
    When "Squad" makes a normal move to any position within 6" of "Boyz"
    Then "Squad" is within 6" of "Boyz"
    And "Squad" is not engaged with "Boyz"
