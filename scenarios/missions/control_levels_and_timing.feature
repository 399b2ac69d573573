Feature: Levels of control and when they are determined, as tournament questions (14.02, 14.03, 07.02, 08.05)
  OC sums over units and models left, battle-shock and OC '-' adding nothing, ties, secured
  objectives lost only at the end of a phase, and control read at the end of each phase and
  turn, before the mission scores.

  Scenario: 14.02: two units' OC add up, and an equal level means nobody controls it
    Given the units:
      | unit   | player | OC | models | starting strength |
      | Squad  | A      | 1  | 5      | 5                 |
      | Scouts | A      | 1  | 2      | 5                 |
      | Foe    | B      | 1  | 7      | 10                |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    And "Foe" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 7
    And player B's level of control over the ruin is 7
    And no player controls the ruin

  Scenario: 14.02: a unit with models left counts only those models
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 1      | 10                |
      | Foe   | B      | 1  | 3      | 3                 |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 2
    And player B controls the ruin

  Scenario: 14.02 and 01.07: a battle-shocked unit adds nothing; one enemy model takes the objective
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 10     | 10                |
      | Foe   | B      | 1  | 1      | 5                 |
    And "Squad" is battle-shocked
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 0
    And player B controls the ruin
    And "Foe" is controlling the ruin
    And "Squad" is not controlling the ruin

  Scenario: 14.02: a unit with OC - adds nothing
    Given the units:
      | unit  | player | OC | models |
      | Squad | A      | -  | 5      |
      | Foe   | B      | 1  | 1      |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player B controls the ruin

  Scenario: 14.02: a unit with OC 0 in range of an objective its player controls is not controlling it
    Given the units:
      | unit    | player | OC | models |
      | Squad   | A      | 2  | 5      |
      | Drone   | A      | 0  | 1      |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Drone" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin
    And "Drone" is not controlling the ruin

  Scenario: 14.02: control with nobody in range is nobody's, unless secured
    Given a unit "Squad"
    And the ruin is an objective
    And the crater is an objective
    And player A has secured the crater
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then no player controls the ruin
    And player A controls the crater

  Scenario: 14.02: control of two objectives at once
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 5      | 5                 |
      | Foe   | B      | 1  | 5      | 5                 |
    And the ruin is an objective
    And the crater is an objective marker
    And "Squad" is within the ruin
    And "Foe" is within the crater
    And player A has a mission rule "Hold" that scores 2 VP at the end of your turn for each objective they control
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A controls the ruin
    And player B controls the crater
    And player A has 2 VP

  Scenario: 14.02: a unit destroyed mid-phase still counts for the control already determined, until the phase ends
    Given the units:
      | unit  | player | OC | models |
      | Squad | A      | 2  | 5      |
      | Foe   | B      | 1  | 2      |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A controls the ruin
    When the game advances to player B's Shooting phase
    And "Squad" is destroyed
    Then player A controls the ruin
    When the game advances to the end of the phase
    Then player B controls the ruin

  Scenario: 14.02: a destroyed unit is within range of nothing
    Given a unit "Squad"
    And the ruin is an objective
    And "Squad" is within the ruin
    And it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" is not within range of the ruin

  Scenario: 14.02 and 08.03: a unit that fails its battle-shock roll loses control at the end of the Command phase
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 2      | 5                 |
      | Foe   | B      | 1  | 1      | 1                 |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And player A controls the ruin
    And the battle-shock roll for "Squad" will be 3
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And player B controls the ruin
    And player A's level of control over the ruin is 0

  Scenario: 08.03 and 14.02: a unit that recovers in the Battle-shock step counts its OC at the end of the Command phase
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 5      | 5                 |
      | Foe   | B      | 1  | 1      | 1                 |
    And "Squad" is battle-shocked
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And player B controls the ruin
    And the battle-shock roll for "Squad" will be 10
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A controls the ruin
    And player A's level of control over the ruin is 10

  Scenario: 09.07 and 14.02: a Desperate Escape that fails its roll leaves the unit's OC at nothing when the phase ends
    Given the units:
      | unit   | player | OC | models | starting strength |
      | Squad  | A      | 2  | 5      | 5                 |
      | Guards | A      | 1  | 1      | 1                 |
      | Foe    | B      | 1  | 2      | 2                 |
    And "Squad" is engaged
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Guards" is within the ruin
    And "Foe" is within the ruin
    And the battle-shock roll for "Squad" will be 3
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move using Desperate Escape
    And the game advances to the end of the phase
    Then "Squad" is battle-shocked
    And player A's level of control over the ruin is 1
    And player B controls the ruin

  Scenario: 23.02 and 14.02: an AIRCRAFT unit leaving at the end of the opponent's turn takes its OC off the objective
    Given the units:
      | unit | player | keywords          | OC | models | starting strength |
      | Jet  | A      | AIRCRAFT, VEHICLE | 2  | 1      | 1                 |
      | Foe  | B      | INFANTRY          | 1  | 1      | 1                 |
    And the ruin is an objective
    And "Jet" is within the ruin
    And "Foe" is within the ruin
    And it is player B's Fight phase in battle round 2
    When the game advances to the end of player B's Fight phase
    Then player A controls the ruin
    When the game advances to the end of the turn
    Then "Jet" is not within range of the ruin
    And player B controls the ruin

  Scenario: 14.03: a secured objective is kept through a tie at the end of a phase
    Given the units:
      | unit  | player | OC | models |
      | Squad | A      | 1  | 3      |
      | Foe   | B      | 1  | 3      |
    And the ruin is an objective
    And player A has secured the ruin
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A controls the ruin

  Scenario: 14.03: a secure is lost to a higher level only at the end of a phase
    Given the units:
      | unit  | player | OC | models |
      | Foe   | B      | 1  | 3      |
    And the ruin is an objective
    And player A has secured the ruin
    And "Foe" is within the ruin
    And it is player B's Movement phase in battle round 2
    Then player A controls the ruin
    When the game advances to the end of the phase
    Then player B controls the ruin

  Scenario: 14.03: a secure taken over at the end of a phase is no longer held
    Given the units:
      | unit  | player | OC | models |
      | Foe   | B      | 1  | 3      |
    And the ruin is an objective
    And player A has secured the ruin
    And "Foe" is within the ruin
    And it is player B's Movement phase in battle round 2
    Then player A has secured the ruin
    When the game advances to the end of the phase
    Then player B controls the ruin
    And player A has not secured the ruin

  Scenario: 14.03: a secure is not lost to a higher level at the end of a turn that is no end of a phase
    Given the units:
      | unit | player | keywords          | OC | models | starting strength |
      | Jet  | A      | AIRCRAFT, VEHICLE | 2  | 1      | 1                 |
      | Foe  | B      | INFANTRY          | 1  | 1      | 1                 |
    And the ruin is an objective
    And player A has secured the ruin
    And "Jet" is within the ruin
    And "Foe" is within the ruin
    And it is player B's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A controls the ruin
    When the game advances to the end of player A's Command phase
    Then player B controls the ruin

  Scenario: 14.03: a secure kept with no unit in range across a whole battle round
    Given a unit "Squad"
    And the ruin is an objective
    And player A has secured the ruin
    And it is battle round 2
    When battle round 2 is played
    Then player A controls the ruin
    And player A has secured the ruin

  Scenario: 14.02 and 07.02: an enemy destroyed in the Fight phase hands over control before the end-of-turn score
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 1  | 2      | 5                 |
      | Foe   | B      | 1  | 3      | 5                 |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Foe" is within the ruin
    And player A has a mission rule "Hold" that scores 5 VP at the end of your turn if they control the ruin
    And it is player A's Fight phase in battle round 2
    When "Foe" is destroyed
    And the game advances to the end of the turn
    Then player A controls the ruin
    And player A has 5 VP

  Scenario: 14.02: the Command phase score sees the control of the end of that Command phase
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 5      | 5                 |
    And the ruin is an objective
    And "Squad" is within the ruin
    And player A has a mission rule "Hold" that scores 3 VP at the end of your Command phase for each objective they control
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A controls the ruin
    And player A has 3 VP

  Scenario: 16.01 USE LIMIT: once per objective per turn: the same objective again next turn
    Given a unit "Squad"
    And a unit "Guards"
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Guards" is within the ruin
    And the Action "Survey":
      | STARTS    | your Shooting phase                                  |
      | UNITS     | one unit that is within range of an objective        |
      | USE LIMIT | once per objective per turn                          |
      | COMPLETES | immediately                                          |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action on the ruin
    Then "Guards" cannot start the "Survey" Action on the ruin
    When the game advances to player A's Shooting phase
    Then "Guards" can start the "Survey" Action on the ruin

  Scenario: 16.01 USE LIMIT: 2 times per turn
    Given a unit "Squad"
    And a unit "Guards"
    And a unit "Scouts"
    And the Action "Survey":
      | STARTS    | your Shooting phase |
      | USE LIMIT | 2 times per turn    |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action
    And "Guards" starts the "Survey" Action
    Then "Scouts" cannot start the "Survey" Action

  Scenario: 14.02 and 16.01 COMPLETES: a unit with OC 0 is not controlling the objective its player controls
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Drone | A      | 0  | 1      | 1                 |
      | Squad | A      | 2  | 5      | 5                 |
    And the ruin is an objective
    And "Drone" is within the ruin
    And "Squad" is within the ruin
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase                                              |
      | UNITS     | one unit that is within range of an objective                    |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And the Action "Stand Fast":
      | STARTS    | your Shooting phase                                   |
      | UNITS     | one unit that is within range of an objective         |
      | COMPLETES | the end of your turn if you control that objective   |
    And it is player A's Shooting phase in battle round 2
    When "Drone" starts the "Hold Fast" Action on the ruin
    And "Squad" starts the "Stand Fast" Action on the ruin
    And the game advances to the end of the turn
    Then "Drone" does not complete the "Hold Fast" Action
    And "Squad" completes the "Stand Fast" Action

  Scenario: 14.02 and 16.01 UNITS: within range of an objective you control reads the last determination, not now
    Given the units:
      | unit  | player | OC | models | starting strength |
      | Squad | A      | 2  | 5      | 5                 |
    And the ruin is an objective
    And "Squad" is within the ruin
    And no player controls the ruin
    And the Action "Claim":
      | STARTS | your Shooting phase                                     |
      | UNITS  | one unit that is within range of an objective you control |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Claim" Action on the ruin
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Claim" Action on the ruin

  Scenario: 16.01 (contract 9) Action rows: STARTS the end of your opponent's Charge phase, COMPLETES the end of your opponent's turn
    Given a unit "Squad"
    And the Action "Vigil":
      | STARTS    | the end of your opponent's Charge phase |
      | COMPLETES | the end of your opponent's turn         |
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And "Squad" starts the "Vigil" Action
    Then "Squad" is performing the "Vigil" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Vigil" Action
