Feature: Mission scoring as whole turns are played (08.05, 14.02, 08.03, 15.04, 16.01)
  A held-out pass: a primary that scores at the end of your Command phase from battle round 2,
  across two rounds; the Battle-shock step deciding control, and so the VP, at the end of that
  phase; Insane Bravery keeping both; an objective taken in the Movement phase scoring at the end
  of the turn; an Action's effect resolved only for the unit that was not battle-shocked.

  Background:
    Given the ruin is an objective
    And the hill is an objective

  Scenario: 08.05: the primary scores nothing in round 1, scores in round 2, and only in its owner's Command phase
    Given player A has the primary mission "Hold Fast":
      | scores at                                          | if                               | VP |
      | the end of your Command phase, from battle round 2 | you control 1 or more objectives | 5  |
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And player A has 0 VP
    When the game advances to the end of player A's Command phase
    Then player A has 0 VP
    When the game advances to the end of player B's Command phase
    Then player A has 0 VP
    When the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 2
    And player A controls the ruin
    And player A has 5 VP
    And player A scores 5 VP for "Hold Fast" in battle round 2
    When the game advances to the end of player B's turn
    Then player A has 5 VP

  Scenario: 08.03 and 14.02: a failed battle-shock roll in round 2 loses the objective and the primary VP
    Given player A has the primary mission "Hold Fast":
      | scores at                                          | if                               | VP |
      | the end of your Command phase, from battle round 2 | you control 1 or more objectives | 5  |
    And the units:
      | unit  | player | OC | models | starting strength | Ld |
      | Squad | A      | 2  | 2      | 5                 | 7  |
    And "Squad" is within the ruin
    And player A controls the ruin
    And the battle-shock roll for "Squad" will be 3
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And no player controls the ruin
    And player A scores no VP for "Hold Fast"

  Scenario: 15.04: Insane Bravery keeps the objective and the primary VP, its CP paid from that phase's gain
    Given player A has the primary mission "Hold Fast":
      | scores at                                          | if                               | VP |
      | the end of your Command phase, from battle round 2 | you control 1 or more objectives | 5  |
    And the units:
      | unit  | player | OC | models | starting strength | Ld |
      | Squad | A      | 2  | 2      | 5                 | 7  |
    And "Squad" is within the ruin
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 3
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A controls the ruin
    And player A scores 5 VP for "Hold Fast"
    And player A has 1 CP

  Scenario: 14.02: an objective taken in the Movement phase scores at the end of the turn as one not controlled at its start
    Given player A has the secondary mission "Take Ground":
      | scores at            | if                                                                        | VP |
      | the end of your turn | you control 1 or more objectives that you did not control at the start of the turn | 3  |
    And a unit "Squad" for player A
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move into the hill
    And the game advances to the end of the turn
    Then player A controls the hill
    And player A scores 3 VP for "Take Ground"

  Scenario: 18.9: of two units performing an Action, only the one not battle-shocked completes it
    Given the Action "Plant":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And a unit "Other"
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Plant" Action
    And "Other" starts the "Plant" Action
    And the game advances to player A's Charge phase
    And "Other" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" completes the "Plant" Action
    And "Other" does not complete the "Plant" Action
    And the effect of "Plant" is resolved 1 time
