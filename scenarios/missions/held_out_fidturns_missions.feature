Feature: Held out: objectives and mission cards over whole battles (14, 07.02, 07.03, 08.05, §15, §20.2)
  A held-out pass written from the contract (§15, §20.2) and the Core Rules: control determined
  at the end of each phase and turn as units move, fail battle-shock and recover; secured
  objectives; mission rules and declared cards scoring at the end of a turn, of the opponent's
  turn, of each turn, of a Command phase and of the battle, inside battle-round windows, under
  per-round, per-battle and per-award caps; cards drawn, discarded and drawn again; tags and
  kills that last for a turn, and what the next turn no longer sees.

  Background:
    Given the ruin is an objective
    And the hill is an objective

  Scenario: 14.02: control is determined only at the end of each phase, and the opponent's larger level takes it in their turn
    Given the units:
      | unit  | player | OC | starting strength | models |
      | Squad | A      | 2  | 5                 | 5      |
      | Boyz  | B      | 2  | 10                | 10     |
    And it is player A's Movement phase
    When "Squad" makes a normal move into the ruin
    Then "Squad" is within range of the ruin
    And no player controls the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 10
    And "Squad" is controlling the ruin
    When the game advances to player B's Movement phase
    And "Boyz" makes a normal move into the ruin
    Then player A controls the ruin
    When the game advances to the end of the phase
    Then player B controls the ruin
    And player B's level of control over the ruin is 20
    And "Squad" is not controlling the ruin

  Scenario: 14.03: a secured objective stays with its player through an equal level of control in the opponent's turn
    Given the units:
      | unit  | player | OC | starting strength | models |
      | Squad | A      | 2  | 5                 | 5      |
      | Boyz  | B      | 2  | 5                 | 5      |
    And "Squad" is within the ruin
    And player A has secured the ruin
    And it is player B's Movement phase
    When "Boyz" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 10
    And player B's level of control over the ruin is 10
    When the game advances to the end of player B's turn
    Then player A controls the ruin

  Scenario: 14.03: a secured objective is lost at the end of the phase in which the opponent's level is higher
    Given a unit "Squad"
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And player A has secured the ruin
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move that ends outside the ruin
    And the game advances to the end of player A's turn
    Then player A controls the ruin
    When the game advances to player B's Movement phase
    And "Boyz" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then player B controls the ruin

  Scenario: 01.07 and 14.02: battle-shocked in the opponent's turn, the unit loses the objective at that phase's end and takes it back after passing its roll
    Given a unit "Squad"
    And "Squad" is within the ruin
    And player A controls the ruin
    And it is player B's Shooting phase in battle round 1
    When "Squad" becomes battle-shocked
    Then player A controls the ruin
    When the game advances to the end of the phase
    Then no player controls the ruin
    And player A's level of control over the ruin is 0
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A controls the ruin

  Scenario: §15: a mission rule at the end of the battle reads control after the last turn, lost to battle-shock in the opponent's Fight phase
    Given a unit "Squad"
    And "Squad" is within the ruin
    And player A controls the ruin
    And player A has a mission rule "Last Stand" that scores 5 VP at the end of the battle if they control the ruin
    And it is player B's Fight phase in battle round 5
    When "Squad" becomes battle-shocked
    And the game advances to the end of the battle round
    Then no player controls the ruin
    And player A has 0 VP

  Scenario: §15: the same loss in round 4 is made good by a pass in round 5, and the end-of-battle rule scores once
    Given a unit "Squad"
    And "Squad" is within the ruin
    And player A controls the ruin
    And player A has a mission rule "Last Stand" that scores 5 VP at the end of the battle if they control the ruin
    And it is player B's Fight phase in battle round 4
    When "Squad" becomes battle-shocked
    And the game advances to the end of the battle round
    Then player A has 0 VP
    Given the battle-shock roll for "Squad" will be 10
    When battle round 5 is played
    Then player A controls the ruin
    And player A has 5 VP

  Scenario: §15: in a three-round mission the end-of-battle rule scores at the end of battle round 3
    Given the mission lasts 3 battle rounds
    And a unit "Squad"
    And "Squad" is within the ruin
    And player A has a mission rule "Last Stand" that scores 5 VP at the end of the battle if they control the ruin
    When battle round 2 is played
    Then player A controls the ruin
    And player A has 0 VP
    When battle round 3 is played
    Then player A has 5 VP

  Scenario: §20.2: an award for battle rounds 2 to 3 scores in those rounds only
    Given player A has the secondary mission "Hold Ground":
      | scores at                                      | if                               | VP |
      | the end of your turn, in battle rounds 2 to 3  | you control 1 or more objectives | 3  |
    And a unit "Squad"
    And "Squad" is within the ruin
    When battle round 1 is played
    Then player A scores no VP for "Hold Ground"
    When battle round 3 is played
    Then player A scores 6 VP for "Hold Ground"
    And player A scores 3 VP for "Hold Ground" in battle round 3
    When battle round 4 is played
    Then player A scores 6 VP for "Hold Ground"
    And player A has 6 VP

  Scenario: §20.2: an award at the end of each turn scores in both players' turns until its at most is reached
    Given player A has the secondary mission "Stand Firm":
      | scores at              | if                               | VP | at most |
      | the end of each turn   | you control 1 or more objectives | 4  | 10 VP   |
    And a unit "Squad"
    And "Squad" is within the ruin
    When the game advances to the end of player A's turn
    Then player A scores 4 VP for "Stand Firm"
    When the game advances to the end of player B's turn
    Then player A scores 8 VP for "Stand Firm"
    When battle round 2 is played
    Then player A scores 10 VP for "Stand Firm"
    And player A scores 2 VP for "Stand Firm" in battle round 2

  Scenario: §20.2: with player B first, player A's award at the end of the opponent's turn scores before player A's own turn
    Given player B takes the first turn
    And player A has the secondary mission "Watchful":
      | scores at                       | if                               | VP |
      | the end of your opponent's turn | you control 1 or more objectives | 2  |
    And a unit "Squad"
    And "Squad" is within the ruin
    When the game advances to the end of player B's turn
    Then player A scores 2 VP for "Watchful"
    When the game advances to the end of the battle round
    Then player A scores 2 VP for "Watchful"
    And player A has 2 VP

  Scenario: §20.2: the per-round cap cuts a Command phase award and an end-of-turn award each round, and the per-battle cap ends scoring
    Given the VP caps:
      | primary per battle round | 15 |
      | primary per battle       | 45 |
    And player A has the primary mission "Hold the Line":
      | scores at                                          | if                               | VP |
      | the end of your Command phase, from battle round 2 | you control 1 or more objectives | 10 |
      | the end of your turn, from battle round 2          | you control 1 or more objectives | 10 |
    And a unit "Squad"
    And "Squad" is within the ruin
    When battle round 2 is played
    Then player A scores 15 VP for "Hold the Line"
    When battle round 4 is played
    Then player A scores 45 VP for "Hold the Line"
    And player A scores 15 VP for "Hold the Line" in battle round 4
    When battle round 5 is played
    Then player A scores 45 VP for "Hold the Line"
    And player A scores no VP for "Hold the Line" in battle round 5
    And player A has 45 VP

  Scenario: §20.2: an end-of-battle award is outside the per-round cap, after a round already at its cap
    Given the VP caps:
      | primary per battle round | 15 |
      | primary per battle       | 45 |
    And player A has the primary mission "Hold the Line":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 15 |
      | the end of the battle | you control 1 or more objectives | 10 |
    And player A has scored 10 VP for "Hold the Line"
    And player A has 10 VP
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player A scores 25 VP for "Hold the Line"
    And player A has 35 VP

  Scenario: §20.2: the per-battle cap still cuts an end-of-battle award
    Given the VP caps:
      | primary per battle round | 15 |
      | primary per battle       | 45 |
    And player A has the primary mission "Hold the Line":
      | scores at             | if                               | VP |
      | the end of your turn  | you control 1 or more objectives | 15 |
      | the end of the battle | you control 1 or more objectives | 10 |
    And player A has scored 28 VP for "Hold the Line"
    And player A has 28 VP
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player A scores 17 VP for "Hold the Line"
    And player A has 45 VP

  Scenario: §20.2: the second player's card drawn in battle round 4 scores at the end of the first player's turn in round 5, not at the end of round 4
    Given player B has the secondary mission "Hold Out":
      | scores at                                                                         | if                               | VP |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first | you control 1 or more objectives | 5  |
    And a unit "Guards" for player B
    And "Guards" is within the hill
    And it is player B's Fight phase in battle round 4
    When player B discards "Hold Out"
    And player B draws "Hold Out"
    And the game advances to the end of battle round 4
    Then player B scores no VP for "Hold Out"
    When the game advances to the end of player A's turn
    Then player B scores 5 VP for "Hold Out"
    When the game advances to the end of battle round 5
    Then player B scores 5 VP for "Hold Out"

  Scenario: §20.2: the first player's card drawn in the opponent's turn of round 5 scores once, at the end of that turn
    Given player A has the secondary mission "Hold Out":
      | scores at                                                                         | if                               | VP |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first | you control 1 or more objectives | 5  |
    And a unit "Guards" for player A
    And "Guards" is within the hill
    And it is player B's Shooting phase in battle round 5
    When player A discards "Hold Out"
    And player A draws "Hold Out"
    And the game advances to the end of battle round 5
    Then player A scores 5 VP for "Hold Out"

  Scenario: §20.2: a discarded card stops scoring, answers with what it scored, and scores again once drawn again
    Given player A has the secondary mission "Take Hold":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 4  |
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of player A's turn
    And player A discards "Take Hold"
    And battle round 3 is played
    Then player A scores 4 VP for "Take Hold"
    When player A draws "Take Hold"
    And battle round 4 is played
    Then player A scores 8 VP for "Take Hold"
    And player A scores 4 VP for "Take Hold" in battle round 4

  Scenario: §20.2: a kill in the opponent's turn counts at the end of that turn and not at the end of the holder's next turn
    Given player A has the secondary mission "Cull":
      | scores at            | if                                              | VP |
      | the end of each turn | 1 or more enemy units were destroyed this turn  | 3  |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player B's Fight phase in battle round 2
    When "Boyz" is destroyed by "Squad"
    And the game advances to the end of player B's turn
    Then player A scores 3 VP for "Cull"
    When the game advances to the end of player A's turn
    Then player A scores 3 VP for "Cull"

  Scenario: §20.2: an objective taken in round 2 and held into round 3 counts as not controlled at the start of the turn only in round 2
    Given player A has the secondary mission "Take Ground":
      | scores at            | if                                                                                  | VP |
      | the end of your turn | you control 1 or more objectives that you did not control at the start of the turn | 3  |
    And a unit "Squad"
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move into the ruin
    And the game advances to the end of player A's turn
    Then player A scores 3 VP for "Take Ground"
    When the game advances to the end of player A's turn
    Then player A controls the ruin
    And player A scores 3 VP for "Take Ground"
    And player A scores no VP for "Take Ground" in battle round 3

  Scenario: §20.2: a unit condemned by the second player stays condemned through the next round's first turn and is cleared at the start of the holder's turn
    Given a unit "Squad"
    And "Squad" is condemned by player B
    And it is player B's Fight phase in battle round 1
    When the game advances to the end of battle round 1
    Then "Squad" is condemned by player B
    When the game advances to the end of player A's turn
    Then "Squad" is condemned by player B
    When the game advances to the start of player B's turn
    Then "Squad" is not condemned by player B

  Scenario: §20.2: a cleansed objective is clean again after the turn, a decoyed one stays decoyed into the next round
    Given the ruin is cleansed by player A
    And the hill is decoyed by player A
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of player A's turn
    Then the ruin is not cleansed by player A
    And the hill is decoyed by player A
    When the game advances to player A's Fight phase
    Then the hill is decoyed by player A

  Scenario: §15 EFFECT: an Action scoring VP, once per battle round, scores in each round it completes
    Given the Action "Survey":
      | STARTS    | your Shooting phase    |
      | USE LIMIT | once per battle round  |
      | COMPLETES | the end of your turn   |
      | EFFECT    | score 2 VP             |
    And a unit "Squad"
    And a unit "Other"
    And it is player A's Shooting phase
    When "Squad" starts the "Survey" Action
    Then "Other" cannot start the "Survey" Action because the Action's use limit is reached
    When the game advances to player A's Shooting phase
    And "Other" starts the "Survey" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Survey" Action
    And "Other" completes the "Survey" Action
    And player A has 4 VP

  Scenario: 08.05 and §20.2: with player B first, player A's Command phase award from battle round 2 does not score in round 1
    Given player B takes the first turn
    And player A has the primary mission "Hold Fast":
      | scores at                                          | if                               | VP |
      | the end of your Command phase, from battle round 2 | you control 1 or more objectives | 5  |
    And a unit "Squad"
    And "Squad" is within the ruin
    When the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 1
    And player A controls the ruin
    And player A has 0 VP
    When the game advances to the end of player A's Command phase
    Then player A has 5 VP
    And player A scores 5 VP for "Hold Fast" in battle round 2

  Scenario: §20.2: a loaded card declared with a table is drawn again with the table's rows, not the data's
    Given player A has the secondary mission "No Prisoners":
      | scores at            | if                                             | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 1  |
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2
    When player A discards "No Prisoners"
    And player A draws "No Prisoners"
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 1 VP for "No Prisoners"

  Scenario: §20.2: a card the scenario never declared is drawn with the data's rows
    Given player A has the secondary mission "Take Hold":
      | scores at            | if                                             | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 1  |
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2
    When player A draws "No Prisoners"
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "No Prisoners"
    And player A scores 1 VP for "Take Hold"

  Scenario: §20.2: the other player drawing a card declared with a table draws the table's rows too
    Given player A has the secondary mission "Hold Ground":
      | scores at            | if                               | VP |
      | the end of your turn | you control 1 or more objectives | 3  |
    And a unit "Guards" for player B
    And "Guards" is within the hill
    And it is player B's Shooting phase in battle round 2
    When player B draws "Hold Ground"
    And the game advances to the end of the turn
    Then player B scores 3 VP for "Hold Ground"
    And player A scores no VP for "Hold Ground"

  Scenario: 14.03: a secured objective is kept when the opponent's level is higher only at the end of a turn, and lost at the end of the next phase
    Given a unit "Squad"
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And player A has secured the ruin
    And player B has the secondary mission "Seize":
      | scores at            | if                          | VP |
      | the end of your turn | you control the ruin        | 3  |
    And it is player B's Fight phase in battle round 2
    When the game advances to the end of the phase
    Then player A controls the ruin
    When "Squad" is destroyed
    And the game advances to the end of the turn
    Then player A controls the ruin
    And player B scores no VP for "Seize"
    When the game advances to the end of player A's Command phase
    Then player B controls the ruin

  Scenario: §20.2: with player B first, player A's whichever-comes-first card drawn in round 5 scores at the end of the battle round
    Given player B takes the first turn
    And player A has the secondary mission "Hold Out":
      | scores at                                                                         | if                               | VP |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first | you control 1 or more objectives | 5  |
    And a unit "Guards" for player A
    And "Guards" is within the hill
    And it is player A's Shooting phase in battle round 5
    When player A discards "Hold Out"
    And player A draws "Hold Out"
    And the game advances to the end of player A's turn
    Then player A scores no VP for "Hold Out"
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Hold Out"

  Scenario: §20.2: more enemy units destroyed this turn than friendly units in the previous turn, weighed turn by turn
    Given player A has the secondary mission "Payback":
      | scores at            | if                                                                         | VP |
      | the end of your turn | more enemy units were destroyed this turn than friendly units in the previous turn | 4  |
    And a unit "Squad"
    And a unit "Other"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And the game advances to player A's Fight phase
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Payback"
    When the game advances to player A's Fight phase
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Payback"
    And player A scores 4 VP for "Payback" in battle round 3

  Scenario: §20.2: a kill counts as a unit that started the turn on an objective only where the unit stood at that turn's start
    Given player A has the secondary mission "Purge Point":
      | scores at            | if                                                                                          | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn that started the turn within range of an objective | 4  |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player B's Movement phase in battle round 1
    When "Boyz" makes a normal move into the ruin
    And the game advances to player A's Shooting phase
    And "Grots" makes a surge move into the ruin
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Purge Point"
    When the game advances to player A's Shooting phase
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Purge Point"
    And player A scores 4 VP for "Purge Point" in battle round 3
