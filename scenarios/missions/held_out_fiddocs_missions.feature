Feature: Held out: each claim of docs/missions.md, asked as a player would
  A held-out pass over docs/missions.md (contract §15, §20.2; Core Rules 14.01-14.03, 07.02,
  07.03, 16.01 and the Rules Appendix): each phrase the page quotes, where it applies and where
  it does not. Answers were decided from the rules text before running.

  # Objectives and control (14.01-14.03)

  Scenario: An objective marker is within range of a unit stated within it, and its player controls it at the end of the phase
    Given the crater is an objective marker
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the phase
    Then "Squad" is within range of the crater
    And player A controls the crater

  Scenario: An expansion objective is an objective: a unit within it controls it
    Given the woods is an expansion objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the woods
    When the game advances to the end of the phase
    Then player A controls the woods
    And player A's level of control over the woods is 10

  Scenario: A player's home objective is an objective the opponent can control
    Given the keep is player B's home objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the keep
    When the game advances to the end of the phase
    Then player A controls the keep

  Scenario: A unit outside the objective adds nothing: nobody controls it
    Given the ruin is a central objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    When the game advances to the end of the phase
    Then "Squad" is not within range of the ruin
    And no player controls the ruin

  Scenario: A battle-shocked unit adds nothing to its player's level of control (01.07)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" is battle-shocked
    And "Boyz" has 1 model left
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 0
    And player B's level of control over the ruin is 2
    And player B controls the ruin

  Scenario: OC 0 adds nothing: one Boyz model outweighs a whole squad of OC 0
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 0
    And "Boyz" has 1 model left
    When the game advances to the end of the phase
    Then player B controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: Equal levels of control leave the objective to nobody (14.02)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 10
    And player B's level of control over the ruin is 10
    And no player controls the ruin

  Scenario: A tie does not take a secured objective from its player (14.03)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And player A has secured the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin

  Scenario: A secured objective is lost when the opponent's level is higher at the end of a phase (14.03)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And player A has secured the ruin
    When the game advances to the end of the phase
    Then player B controls the ruin

  Scenario: 'controls' asks the last determination while 'within range' asks now (interpretation 39)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    When "Squad" makes a normal move into the ruin
    Then "Squad" is within range of the ruin
    And no player controls the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin

  # VP and mission rules

  Scenario: A mission rule scoring for each objective they control counts every objective held
    Given the ruin is an objective
    And the woods is an objective
    And the hill is an objective
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" is within the ruin
    And "Scouts" is within the woods
    And player A has a mission rule "Hold" that scores 3 VP at the end of your Command phase for each objective they control
    When the game advances to the end of player A's Command phase
    Then player A has 6 VP

  Scenario: A mission rule that scores if they control the ruin scores nothing while the opponent holds it
    Given the ruin is an objective
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And player A has a mission rule "Hold" that scores 5 VP at the end of your Command phase if they control the ruin
    When the game advances to the end of player A's Command phase
    Then player B controls the ruin
    And player A has 0 VP

  Scenario: A mission rule at the end of the battle scores only at the end of the last battle round (07.03)
    Given the mission lasts 3 battle rounds
    And the ruin is an objective
    And it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has a mission rule "Final" that scores 10 VP at the end of the battle if they control the ruin
    When the game advances to the end of battle round 2
    Then player A controls the ruin
    And player A has 0 VP
    When the game advances to the end of battle round 3
    Then player A has 10 VP

  Scenario: An Action whose EFFECT is score 3 VP scores for the unit's player when it completes
    Given it is player A's Shooting phase
    And a unit "Squad" for player A
    And the Action "Recover":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of your turn |
      | EFFECT    | score 3 VP          |
    When "Squad" starts the "Recover" Action
    Then player A has 0 VP
    When the game advances to the end of the turn
    Then "Squad" completes the "Recover" Action
    And player A has 3 VP
    And player B has 0 VP

  # The published mission Actions

  Scenario: Sensor Sweep loaded for every player cannot start while exactly 1 of the player's own markers is on the battlefield
    Given the mission Action "Sensor Sweep"
    And the hill is a central objective
    And the ruin is an objective
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And player A has an operation marker within the ruin
    Then "Squad" cannot start the "Sensor Sweep" Action because the Action's restrictions forbid it

  Scenario: Sensor Sweep loaded for every player may start with 2 of the player's own markers on the battlefield
    Given the mission Action "Sensor Sweep"
    And the hill is a central objective
    And the ruin is an objective
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And player A has 2 operation markers within the ruin
    Then "Squad" can start the "Sensor Sweep" Action

  Scenario: A unit of the player who holds no card with the Action is not a unit the Action allows
    Given the ruin is an objective
    And player A has the primary mission "Sabotage"
    And it is player B's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    Then "Boyz" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: The holder's unit may start the card's Action on the same objective
    Given the ruin is an objective
    And player A has the primary mission "Sabotage"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    Then "Squad" can start the "Sabotage" Action

  Scenario: A drawn card gives its Action from the draw, and a discarded card takes it away
    Given the ruin is an objective
    And player A has the primary mission "Sabotage"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When player A draws "Cleanse"
    Then "Squad" can start the "Cleanse" Action
    When player A discards "Cleanse"
    Then "Squad" cannot start the "Cleanse" Action because it is not a unit the Action allows

  Scenario: Booby Trap once per terrain area: a second start in the same terrain area is refused
    Given player A has the primary mission "Death Trap"
    And the ruin is a terrain area
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    When "Squad" starts the "Booby Trap" Action
    Then "Scouts" cannot start the "Booby Trap" Action because the Action's use limit is reached

  Scenario: Booby Trap once per terrain area: a start in another terrain area is allowed
    Given player A has the primary mission "Death Trap"
    And the ruin is a terrain area
    And the woods is a terrain area
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And "Squad" is within the ruin
    And "Scouts" is within the woods
    When "Squad" starts the "Booby Trap" Action
    Then "Scouts" can start the "Booby Trap" Action

  Scenario: Surveil on an enemy unit: a target already surveilled by the player is refused
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Boyz" for player B
    When "Squad" starts the "Surveil" Action on "Boyz"
    Then "Scouts" cannot start the "Surveil" Action on "Boyz" because its target is not an enemy unit the Action allows

  Scenario: Surveil on an enemy unit: a target not on the battlefield is refused, one on it is allowed
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Grots" is in strategic reserves
    Then "Squad" cannot start the "Surveil" Action on "Grots" because its target is not an enemy unit the Action allows
    And "Squad" can start the "Surveil" Action on "Boyz"

  # Mission cards that score (contract §20.2)

  Scenario: No Prisoners' at most 5 VP covers the battle: 4 VP in one turn, then only 1 more
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Shooting phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Nobz" for player B
    And a unit "Gitz" for player B
    When "Boyz" is destroyed by "Raiders"
    And "Grots" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "No Prisoners"
    When the game advances to player B's Shooting phase
    And "Nobz" is destroyed
    And "Gitz" is destroyed
    And the game advances to the end of player B's turn
    Then player A has 5 VP

  Scenario: No Prisoners does not count the holder's own units destroyed
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Shooting phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Squad" for player A
    When "Squad" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

  Scenario: A declared card's award from battle round 2 scores nothing in battle round 1
    Given the bunker is player A's home objective
    And player A has the secondary mission "Hold Out":
      | scores at                                 | if                              | VP |
      | the end of your turn, from battle round 2 | you control your home objective | 3  |
    And it is player A's Movement phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A controls the bunker
    And player A scores no VP for "Hold Out"

  Scenario: A declared card's award from battle round 2 scores in battle round 2
    Given the bunker is player A's home objective
    And player A has the secondary mission "Hold Out":
      | scores at                                 | if                              | VP |
      | the end of your turn, from battle round 2 | you control your home objective | 3  |
    And it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Hold Out"

  Scenario: Assassination as a Fixed mission: an enemy CHARACTER model with W 4 or more pays 3 VP and 1 VP more
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has 1 model left
    And "Warboss" has W 6
    When "Warboss" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: Assassination as a Fixed mission: a CHARACTER with W 3 pays only 3 VP
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Runtherd" for player B
    And "Runtherd" has the keyword CHARACTER
    And "Runtherd" has 1 model left
    And "Runtherd" has W 3
    When "Runtherd" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Assassination"

  Scenario: Assassination as a Tactical mission: an enemy CHARACTER model destroyed this turn pays 5 VP
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" has 1 model left
    When "Warboss" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: A primary card's round cap of 15 VP: 12 already scored leaves room for 3 of a 4 VP award
    Given player A has the primary mission "Unstoppable Force"
    And the ruin is an objective
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A controls the ruin
    And player A has scored 12 VP from primary missions in battle round 2
    When the game advances to the end of player A's Command phase
    Then player A scores 3 VP from primary missions

  Scenario: An objective left empty by its controller is nobody's at the end of the phase: 0 against 0 is a tie (14.02)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And player A controls the ruin
    When the game advances to the end of the phase
    Then no player controls the ruin

  Scenario: The same empty objective secured by its controller stays theirs (14.03)
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And player A controls the ruin
    And player A has secured the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin
