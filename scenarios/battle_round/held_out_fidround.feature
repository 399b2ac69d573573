Feature: Held out: whole battle rounds replayed step by step (07, 08, 14, 16, 18.3, 20.2)
  A held-out pass written as a tournament organiser replays a game's turn to settle a dispute:
  each scenario walks from a Command phase on, asking the questions at several points along the
  way. It mixes CP gained in the Command phase, battle-shock tests and their effect on OC, control
  and Actions, moves and their bars, declared rules whose durations must end at the right step,
  Actions started in one phase that complete or fail later, and mission rules and cards scored at
  the end of a turn or round. Every answer was decided from the rules text before the run.

  Scenario: 08.02, 08.03 and 01.07: a failed test in round 2 takes OC and Actions away for the turn, the opponent's Command phase tests nothing of it, and a pass in round 3 gives them back
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
      | Other | A      | 5                 | 5      | 7  |
      | Boyz  | B      | 10                | 10     | 7  |
    And the Action "Sweep":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is battle round 2
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then player A has 1 CP
    And player B has 1 CP
    And "Squad" makes a battle-shock roll
    And "Other" does not make a battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" has OC -
    When the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |
    And "Other" can start the "Sweep" Action
    When player B's Command phase is resolved
    Then player A has 2 CP
    And player B has 2 CP
    And "Squad" does not make a battle-shock roll
    And "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 3
    And "Squad" makes 2 battle-shock rolls
    And "Squad" is not battle-shocked
    And "Squad" has OC 2
    And player A has 3 CP
    And player B has 3 CP

  Scenario: 01.07 and 14.02: battle-shocked in its own Command phase, the unit hands the objective to a weaker enemy at that phase's end, and takes it back at the end of its next Command phase
    Given the units:
      | unit  | player | starting strength | models | Ld | OC |
      | Squad | A      | 10                | 4      | 7  | 2  |
      | Boyz  | B      | 1                 | 1      | 7  | 1  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And player A has a mission rule "Hold" that scores 3 VP at the end of your turn if they control the ruin
    And it is battle round 2
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And player A's level of control over the ruin is 0
    And player B's level of control over the ruin is 1
    And player B controls the ruin
    When the game advances to the end of player A's turn
    Then player B controls the ruin
    And player A has 0 VP
    Given the battle-shock roll for "Squad" will be 8
    When the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 3
    And "Squad" is not battle-shocked
    And player A's level of control over the ruin is 8
    And player A controls the ruin
    And "Squad" is controlling the ruin
    When the game advances to the end of player A's turn
    Then player A has 3 VP

  Scenario: 18.3 item 10: a rule triggered at the start of your turn that states no duration ends with the Start of Turn step
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
    And player A has a rule "Surge of Will":
      | WHEN   | the start of your turn |
      | EFFECT | adds 1 to its OC       |
    And it is battle round 2
    When the game advances to player A's Command phase
    Then "Surge of Will" triggers 1 time
    And "Squad" has OC 2
    And "Surge of Will" is not in force for "Squad"

  Scenario: 18.3 item 10: the same rule lasting until the end of the turn holds the objective through every phase of that turn and loses it to a tie in the opponent's first phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And player A has a rule "Surge of Will":
      | WHEN   | the start of your turn                   |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And it is battle round 2
    When the game advances to the end of player A's Command phase
    Then "Squad" has OC 3
    And player A controls the ruin
    When the game advances to player A's Fight phase
    Then "Squad" has OC 3
    And "Surge of Will" is in force for "Squad"
    When the game advances to the end of player A's turn
    Then player A controls the ruin
    When the game advances to player B's Command phase
    Then "Squad" has OC 2
    And "Surge of Will" is not in force for "Squad"
    When the game advances to the end of the phase
    Then no player controls the ruin

  Scenario: 18.3 item 10 and 08.01: an Ld bonus until the start of your next Command phase is gone before that phase's Battle-shock step
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
    And player A has a rule "Rally":
      | WHEN   | the end of your Fight phase                                    |
      | EFFECT | until the start of your next Command phase, improves its Ld by 2 |
    And it is player A's Fight phase in battle round 1
    And the battle-shock roll for "Squad" will be 6
    When the game advances to the end of the phase
    Then "Rally" triggers 1 time
    And "Squad" has Ld 5+
    When the game advances to the end of player B's turn
    Then "Squad" has Ld 5+
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And "Squad" has Ld 7+
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 18.3 item 10 and 08.01: an Ld bonus triggered at the start of your Command phase, lasting to the end of the phase, counts in its Battle-shock step
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
    And player A has a rule "Rally":
      | WHEN   | the start of your Command phase                 |
      | EFFECT | until the end of the phase, improves its Ld by 2 |
    And it is battle round 2
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    When the game advances to player A's Movement phase
    Then "Squad" has Ld 7+

  Scenario: 18.3 item 10 and 14.02: an OC bonus each time the unit declares a charge lasts through the control check at the end of the Charge phase, and not to the end of the Fight phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Boyz" is within the ruin
    And "Squad" has an ability "Battle Cry":
      | WHEN   | each time this unit declares a charge |
      | EFFECT | adds 1 to its OC                      |
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    Then "Battle Cry" triggers 1 time
    And "Squad" has OC 3
    When "Squad" makes a charge move into the ruin
    And the game advances to the end of the phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 3
    When the game advances to player A's Fight phase
    Then "Squad" has OC 2
    When the game advances to the end of the phase
    Then no player controls the ruin
    And player A's level of control over the ruin is 2

  Scenario: 18.3 item 10: an OC bonus until the end of your opponent's next turn, gained in your Shooting phase, lasts through the opponent's turn and ends before your next one
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
    And "Squad" has an ability "Hold the Line":
      | WHEN   | each time this unit has shot                                 |
      | EFFECT | until the end of your opponent's next turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 1
    When "Squad" shoots
    Then "Hold the Line" triggers 1 time
    And "Squad" has OC 3
    When the game advances to the end of player A's turn
    Then "Squad" has OC 3
    When the game advances to player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to the end of player B's turn
    Then "Squad" has OC 3
    When the game advances to the start of player A's turn
    Then "Squad" has OC 2
    And "Hold the Line" is not in force for "Squad"

  Scenario: 18.3 item 10: the same bonus gained in the opponent's turn by Fire Overwatch runs to the end of the opponent's following turn
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And "Squad" has an ability "Hold the Line":
      | WHEN   | each time this unit has shot                                 |
      | EFFECT | until the end of your opponent's next turn, adds 1 to its OC |
    And player A has 1 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of the phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then "Hold the Line" triggers 1 time
    And "Squad" has OC 3
    And player A has 0 CP
    When the game advances to player A's Fight phase
    Then it is player A's Fight phase in battle round 2
    And "Squad" has OC 3
    When the game advances to player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to the start of player A's turn
    Then "Squad" has OC 2

  Scenario: 09.07, 16.01, 10.02 and 11.02: a unit charged in the opponent's turn falls back in its own: no shooting, no charge, no Action, no fight that turn, and all of them back in the next
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Sweep":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player B's Charge phase in battle round 1
    When "Boyz" declares a charge
    And "Boyz" makes a charge move
    And "Squad" becomes engaged
    Then "Squad" is engaged
    When the game advances to the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    When "Boyz" fights
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next
    When "Squad" fights
    Then the Fight step has ended
    When the game advances to player A's Movement phase
    Then "Squad" is engaged
    And "Squad" cannot make a normal move because it is engaged
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged
    When the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn
    And "Squad" cannot start the "Sweep" Action because it made a fall-back move this turn
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a fall-back move this turn
    When the game advances to player A's Fight phase
    Then "Squad" is not eligible to fight
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Squad" is eligible to shoot
    And "Squad" can start the "Sweep" Action

  Scenario: 09.06 and 16.01: an advance in the Movement phase bars the Action in the Shooting phase, while the unit that stayed still starts one, and both units may act in the next round
    Given a unit "Squad"
    And a unit "Other"
    And the Action "Sweep":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Movement phase in battle round 1
    When "Squad" makes an advance move
    And "Other" remains stationary
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action because it made an advance move this turn
    And "Squad" is eligible to shoot
    When "Other" starts the "Sweep" Action
    Then "Other" is performing the "Sweep" Action
    And "Other" is not eligible to shoot
    When the game advances to the end of the turn
    Then "Other" completes the "Sweep" Action
    And the effect of "Sweep" is resolved 1 time
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Sweep" Action
    And "Other" can start the "Sweep" Action
    And "Other" is eligible to shoot

  Scenario: 16.01 and 14.02: an Action that completes at the end of your turn if the unit controls the objective completes when the enemy on it dies in the Fight phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 3  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And the Action "Plant":
      | STARTS    | your Shooting phase                                              |
      | UNITS     | one unit that is within range of an objective                    |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
      | EFFECT    | score 2 VP                                                       |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player B controls the ruin
    When the game advances to player A's Shooting phase
    And "Squad" starts the "Plant" Action on the ruin
    Then "Squad" is performing the "Plant" Action
    When the game advances to the end of the phase
    Then player B controls the ruin
    And "Squad" is not controlling the ruin
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed
    And the game advances to the end of the phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin
    When the game advances to the end of the turn
    Then "Squad" completes the "Plant" Action
    And player A has 2 VP

  Scenario: 16.01 and 14.02: the same Action does not complete when the enemy on the objective survives the Fight phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 3  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And the Action "Plant":
      | STARTS    | your Shooting phase                                              |
      | UNITS     | one unit that is within range of an objective                    |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
      | EFFECT    | score 2 VP                                                       |
    And it is battle round 2
    When player A's Command phase is resolved
    And the game advances to player A's Shooting phase
    And "Squad" starts the "Plant" Action on the ruin
    And the game advances to the end of player A's turn
    Then player B controls the ruin
    And "Squad" does not complete the "Plant" Action
    And player A has 0 VP

  Scenario: 14.02 and 20.2: a move into the objective takes it at the end of the Movement phase and the card scores at the end of the turn, and an enemy move into it makes a tie the opponent's-turn award cannot score
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And player A has the secondary mission "Hold":
      | scores at                      | if                   | VP |
      | the end of your turn           | you control the ruin | 4  |
      | the end of your opponent's turn | you control the ruin | 2  |
    And it is battle round 2
    When player A's Command phase is resolved
    Then no player controls the ruin
    When the game advances to player A's Movement phase
    And "Squad" makes a normal move into the ruin
    Then "Squad" is within range of the ruin
    And no player controls the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin
    When the game advances to the end of player A's turn
    Then player A scores 4 VP for "Hold"
    When the game advances to player B's Movement phase
    And "Boyz" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then no player controls the ruin
    When the game advances to the end of the battle round
    Then player A scores 4 VP for "Hold"
    And player A has 4 VP

  Scenario: 14.03 and 16.01: an objective secured by an Action at the end of the turn survives a tie in the opponent's Movement phase and is lost when the unit dies in the opponent's Fight phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And the Action "Claim":
      | STARTS    | your Shooting phase                           |
      | UNITS     | one unit that is within range of an objective |
      | COMPLETES | the end of the turn                           |
      | EFFECT    | secures the ruin for you                      |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Claim" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Claim" Action
    And player A has secured the ruin
    And player A controls the ruin
    When the game advances to player B's Movement phase
    And "Boyz" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then player A controls the ruin
    And player A has secured the ruin
    When the game advances to player B's Fight phase
    And "Squad" is destroyed
    And the game advances to the end of the phase
    Then player B controls the ruin
    And player A has not secured the ruin

  Scenario: 22.01 and 18.3 item 10: an aura ends when its bearer is destroyed in the opponent's Fight phase, and the objective it was tipping falls to a tie at that phase's end
    Given the units:
      | unit   | player | starting strength | models | OC |
      | Banner | A      | 1                 | 1      | 2  |
      | Other  | A      | 1                 | 1      | 2  |
      | Boyz   | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Other" is within the ruin
    And "Boyz" is within the ruin
    And "Banner" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Other" is within range of "Standard"
    And it is player B's Command phase in battle round 2
    When the game advances to the end of the phase
    Then "Other" has OC 3
    And player A controls the ruin
    When the game advances to player B's Fight phase
    And "Banner" is destroyed
    Then "Standard" is not in force for "Other"
    And "Other" has OC 2
    And player A controls the ruin
    When the game advances to the end of the phase
    Then no player controls the ruin

  Scenario: 08.03 and 01.07: a unit made to test in the opponent's Battle-shock step fails there, cannot be the target of its own Fire Overwatch that turn, and passes in its own Command phase
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 5                 | 5      | 7  |
      | Other | A      | 5                 | 5      | 7  |
      | Boyz  | B      | 5                 | 5      | 7  |
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And it is player B's Command phase in battle round 1
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 4
    When player B's Command phase is resolved
    Then player A has 2 CP
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit is battle-shocked
    And player A can use the "Fire Overwatch" stratagem on "Other"
    Given the battle-shock roll for "Squad" will be 10
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And "Squad" makes 2 battle-shock rolls
    And "Squad" is not battle-shocked
    And player A has 3 CP

  Scenario: 15.08 and 16.01: Fire Overwatch at the end of the opponent's Movement phase bars the unit from an Action that starts then, not another unit, and the other unit's Action completes at the end of the opponent's turn
    Given a unit "Squad"
    And a unit "Other"
    And a unit "Boyz" for player B
    And the Action "Watch":
      | STARTS    | the end of your opponent's Movement phase |
      | COMPLETES | the end of your opponent's turn           |
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then "Squad" cannot start the "Watch" Action because it shot this phase
    And "Other" can start the "Watch" Action
    When "Other" starts the "Watch" Action
    And the game advances to player B's Fight phase
    Then "Other" is performing the "Watch" Action
    When the game advances to the end of player B's turn
    Then "Other" completes the "Watch" Action
    And the effect of "Watch" is resolved 1 time
    When the game advances to player A's Shooting phase
    Then "Other" is eligible to shoot
    And "Squad" is eligible to shoot

  Scenario: 16.01: an Action started at the end of the opponent's Movement phase that completes at the end of your turn fails when the unit makes a normal move in your next Movement phase
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Vigil":
      | STARTS    | the end of your opponent's Movement phase |
      | COMPLETES | the end of your turn                      |
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of the phase
    And "Squad" starts the "Vigil" Action
    And the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 2
    And "Squad" is performing the "Vigil" Action
    When the game advances to player A's Movement phase
    And "Squad" makes a normal move
    Then "Squad" is not performing the "Vigil" Action
    When the game advances to the end of player A's turn
    Then "Squad" does not complete the "Vigil" Action
    And the effect of "Vigil" is not resolved

  Scenario: 16.01: the same Action completes at the end of your next turn when the unit remains stationary
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Vigil":
      | STARTS    | the end of your opponent's Movement phase |
      | COMPLETES | the end of your turn                      |
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of the phase
    And "Squad" starts the "Vigil" Action
    And the game advances to player A's Movement phase
    And "Squad" remains stationary
    And the game advances to player A's Shooting phase
    Then "Squad" is performing the "Vigil" Action
    And "Squad" is eligible to shoot
    When the game advances to the end of player A's turn
    Then "Squad" completes the "Vigil" Action
    And the effect of "Vigil" is resolved 1 time

  Scenario: 07.03, 16.01 and 15: with player B first in a three-round mission, player A's Action in the battle's last turn completes and its VP count before the end-of-battle rule
    Given player B takes the first turn
    And the mission lasts 3 battle rounds
    And the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And the Action "Plant":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
      | EFFECT    | score 2 VP           |
    And player A has a mission rule "Last Stand" that scores 5 VP at the end of the battle if they control the ruin
    And it is player A's Shooting phase in battle round 3
    When "Squad" starts the "Plant" Action
    And the game advances to the end of the battle round
    Then "Squad" completes the "Plant" Action
    And player A has 7 VP
    And the battle ends after battle round 3

  Scenario: 08.02: with player B first, CP from both Command phases of round 1 pay for player A's Heroic Intervention with Into the Fray at the end of player B's Charge phase in round 2
    Given player B takes the first turn
    And a unit "Squad"
    And a unit "Boyz" for player B
    When the game advances to player B's Charge phase
    Then it is player B's Charge phase in battle round 1
    And player A has 1 CP
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP
    When the game advances to the end of the phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    When the game advances to the end of player B's Charge phase
    Then it is player B's Charge phase in battle round 2
    And player A has 3 CP
    And player A can use the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    When player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    Then player A has 1 CP
    And "Squad" is engaged
    And "Squad" has Fights First
    When the game advances to player A's Command phase
    Then "Squad" does not have Fights First
    And player A has 1 CP

  Scenario: 07.02.02: a rule for the end of the opponent's turn and one for the end of your own fire in their turns while the clock walks one battle round
    Given a unit "Squad"
    And player A has a rule "A Dusk" that triggers at the end of your turn
    And player A has a rule "A Vigil" that triggers at the end of your opponent's turn
    And player B has a rule "B Dusk" that triggers at the end of the turn
    And it is battle round 3
    When the game advances to the end of player A's turn
    Then "A Dusk" triggers 1 time
    And "A Vigil" does not trigger
    And "B Dusk" triggers 1 time
    When the game advances to the end of player B's Shooting phase
    Then "A Vigil" does not trigger
    When the game advances to the end of the battle round
    Then "A Vigil" triggers 1 time
    And "A Vigil" triggers in player B's turn
    And "A Dusk" triggers 1 time
    And "B Dusk" triggers 2 times

  Scenario: 14.03 and app FAQ data 912: an ability that secures what its unit controls at the end of the Movement phase secures the objective taken at that phase's end, and keeps it through a tie in the opponent's turn
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 1  |
      | Nobz  | B      | 1                 | 1      | 1  |
    And the ruin is an objective
    And "Boyz" is within the ruin
    And "Squad" has an ability "Stake Claim":
      | WHEN   | the end of your Movement phase             |
      | EFFECT | secures each objective it is controlling |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then "Stake Claim" triggers 1 time
    And player A controls the ruin
    And player A has secured the ruin
    When the game advances to player B's Movement phase
    And "Nobz" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then player B's level of control over the ruin is 2
    And player A controls the ruin
    And player A has secured the ruin

  Scenario: 14.03: the same ability secures nothing when the move into the objective only ties it at the end of the Movement phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Boyz" is within the ruin
    And "Squad" has an ability "Stake Claim":
      | WHEN   | the end of your Movement phase             |
      | EFFECT | secures each objective it is controlling |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move into the ruin
    And the game advances to the end of the phase
    Then no player controls the ruin
    And player A has not secured the ruin

  Scenario: 08.02, 18.3 item 13: under the Event Companion a second CP from rules in one battle round is not gained, while Core CP and the next round's rule CP are
    Given a unit "Squad"
    And the battle is played under the Event Companion
    And player A has a rule "Acumen":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A has a rule "Spoils":
      | WHEN   | the end of your turn |
      | EFFECT | you gain 1 CP        |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP
    When the game advances to the end of player A's turn
    Then "Spoils" triggers 1 time
    And player A has 2 CP
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 3
    And player B has 3 CP
    And player A has 5 CP

  Scenario: 08.02: without the Event Companion the same two rules give 2CP in the round, on top of Core CP
    Given a unit "Squad"
    And player A has a rule "Acumen":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A has a rule "Spoils":
      | WHEN   | the end of your turn |
      | EFFECT | you gain 1 CP        |
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP
    When the game advances to the end of player A's turn
    Then player A has 3 CP
    When player B's Command phase is resolved
    Then player A has 4 CP

  Scenario: 18.2: a rule of player A that gains CP each time the opponent uses a stratagem gains it when player B's Counteroffensive is used in player A's Fight phase
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And player A has a rule "Vengeful":
      | WHEN   | each time your opponent uses a stratagem |
      | EFFECT | you gain 1 CP                            |
    And player A has 0 CP
    And player B has 2 CP
    And it is player A's Fight phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    And "Squad" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Vengeful" triggers 1 time
    And player A has 1 CP
    And player B has 0 CP
    And player B selects the next unit to fight

  Scenario: 18.3 item 10: an OC bonus until the end of your turn, gained by Fire Overwatch in the opponent's turn, lasts through your whole next turn
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And "Squad" has an ability "Drilled":
      | WHEN   | each time this unit has shot         |
      | EFFECT | until the end of your turn, adds 1 to its OC |
    And player A has 1 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of the phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then "Squad" has OC 3
    When the game advances to player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to the end of player A's Fight phase
    Then it is player A's Fight phase in battle round 2
    And "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: an OC bonus until the start of your next turn, gained in your Shooting phase, lasts through the opponent's turn and is gone at the start of yours
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
    And "Squad" has an ability "Dug In":
      | WHEN   | each time this unit has shot                    |
      | EFFECT | until the start of your next turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 4
    When "Squad" shoots
    And the game advances to the end of player B's turn
    Then "Squad" has OC 3
    When the game advances to the start of player A's turn
    Then "Squad" has OC 2
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 5

  Scenario: 18.1 RESTRICTIONS: a once-per-battle roll bonus saves the test in round 2 and is spent for the test in round 3
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
    And "Squad" has an ability "Stand Firm":
      | WHEN         | each time this unit makes a battle-shock roll |
      | EFFECT       | adds 2 to its battle-shock rolls              |
      | RESTRICTIONS | once per battle                               |
    And it is battle round 2
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 7
    And "Squad" is not battle-shocked
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 3
    And the last battle-shock roll for "Squad" was 5
    And "Squad" is battle-shocked

  Scenario: 24.13 and 12.04: a rule that gives Fights First until the end of the opponent's next turn lets its player select first in the opponent's Fight step, and not in their own next one
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And player A has a rule "Ambush":
      | WHEN   | the end of your turn                                      |
      | EFFECT | until the end of your opponent's next turn, gives it Fights First |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of player A's turn
    Then "Squad" has Fights First
    When the game advances to the Fight step of player B's Fight phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight
    When "Squad" fights
    And "Boyz" fights
    Then the Fight step has ended
    When the game advances to the Fight step of player A's Fight phase
    Then "Squad" does not have Fights First
    And player A selects the next unit to fight
    And the Fight step is resolving remaining combats

  Scenario: 16.01 and 18.3 item 13: an Action that completes immediately in the Command phase gains its CP before the Battle-shock step, keeps the unit from shooting, and under the Event Companion spends the round's CP from rules
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
    And the battle is played under the Event Companion
    And the Action "Requisition":
      | STARTS    | your Command phase |
      | COMPLETES | immediately        |
      | EFFECT    | you gain 1 CP      |
    And player A has a rule "Spoils":
      | WHEN   | the end of your turn |
      | EFFECT | you gain 1 CP        |
    And it is player A's Command phase in battle round 2
    And the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Requisition" Action
    Then "Squad" completes the "Requisition" Action
    And player A has 1 CP
    When player A's Command phase is resolved
    Then player A has 2 CP
    And "Squad" is battle-shocked
    And the effect of "Requisition" is resolved 1 time
    When the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because it started an Action this turn
    When the game advances to the end of player A's turn
    Then "Spoils" triggers 1 time
    And player A has 2 CP

  Scenario: 20.04 and 20.2: a unit destroyed in reserves at the end of battle round 3 falls in no turn, so the opponent's card never counts it
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player B has the secondary mission "Kills":
      | scores at            | VP | for each                       |
      | the end of each turn | 2  | enemy unit destroyed this turn |
    And it is battle round 3
    When battle round 3 is played
    Then "Reserve" is destroyed
    And player B scores no VP for "Kills"
    When the game advances to the end of player A's turn
    Then player B scores no VP for "Kills"

  Scenario: 20.2: a whichever-comes-first card held from the first player's turn of round 4 scores at the end of the opponent's turn, once, and not again at the end of round 5
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And player A has the secondary mission "Outpost":
      | scores at                                                                   | if                   | VP |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first | you control the ruin | 5  |
    And it is player A's Shooting phase in battle round 4
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Outpost"
    And player A controls the ruin
    When the game advances to the end of player B's turn
    Then player A scores 5 VP for "Outpost"
    When battle round 5 is played
    Then player A scores 5 VP for "Outpost"
    And the battle ends after battle round 5
