Feature: Held-out players' questions: the other side of each clause
  More questions from the table, each decided from the 11e Core Rules before it was run, on the
  side of a clause where it does not apply: the opponent's stratagems and a battle-shocked unit,
  two players' stratagems on one unit, a battle-shocked unit that still charges and fights, a
  failed charge, a secured objective against an enemy with no OC, an attached unit whose
  bodyguard is gone, Insane Bravery with no test to take, and an Action started in the
  opponent's turn.

  Scenario: 01.07, 15.01: my opponent's stratagem can target my battle-shocked unit
    # 01.07 bars only the unit's controlling player from targeting it.
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the stratagem "Marked for Death":
      | WHEN   | either player's Shooting phase |
      | TARGET | one enemy unit                 |
    And player B has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player B can use the "Marked for Death" stratagem on "Squad"

  Scenario: 15.01: each player's own limit: my unit targeted by my opponent's stratagem can still take mine this phase
    # 15.01: each player cannot target the same unit with more than one stratagem in a phase;
    # the limit counts each player's own stratagems.
    Given a unit "Squad"
    And the stratagem "Marked for Death":
      | WHEN   | either player's Shooting phase |
      | TARGET | one enemy unit                 |
    And the stratagem "Steady Aim":
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
    And player A has 1 CP
    And player B has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player B uses the "Marked for Death" stratagem on "Squad"
    Then player B used the "Marked for Death" stratagem
    And player A can use the "Steady Aim" stratagem on "Squad"

  Scenario: 15.01: two of my own stratagems cannot target one unit in the same phase
    Given a unit "Squad"
    And the stratagem "Steady Aim":
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
    And the stratagem "Hold the Line":
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Steady Aim" stratagem on "Squad"
    Then player A cannot use the "Hold the Line" stratagem on "Squad", for exactly these reasons:
      | the unit was already targeted by a stratagem this phase |

  Scenario: 15.12: Counteroffensive costs 2CP, so 1CP is not enough
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And player A has 1 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Boyz" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad", for exactly these reasons:
      | player A does not have enough CP |

  Scenario: 11.02, 01.07: a battle-shocked unit can still declare a charge and fight
    # Battle-shock bars actions, the controller's stratagems and OC (01.07); 11.02 and 12.04 do
    # not list it.
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    Then "Squad" is eligible to declare a charge
    When "Squad" makes a charge move
    And the game advances to player A's Fight phase
    Then "Squad" is eligible to fight
    And "Squad" has Fights First

  Scenario: 21.02: a battle-shocked unit cannot surge
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And it is player B's Movement phase in battle round 2
    Then "Squad" cannot make a surge move, for exactly these reasons:
      | it is battle-shocked |

  Scenario: 09.07: a battle-shocked unit falling back makes no battle-shock roll but rolls hazard for each model
    # Desperate Escape is forced on a battle-shocked unit: hazard rolls for each model (06.03, a
    # 1-2 fails, 1 mortal wound each); the battle-shock roll is only for a unit not battle-shocked.
    Given a unit "Squad"
    And "Squad" has W 1
    And "Squad" is battle-shocked
    And "Squad" is engaged
    And the hazard rolls for "Squad" will be 1, 2, 3, 4, 5
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" has 3 models left
    And "Squad" is not engaged

  Scenario: 11.02, 12.04: a unit whose charge failed did not charge, so it does not fight
    # A declared charge with no charge move gives no Fights First and no eligibility to fight;
    # the unit is not engaged.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    Then "Squad" is not eligible to declare a charge because it has already declared a charge this phase
    When the game advances to player A's Fight phase
    Then "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And "Squad" does not have Fights First

  Scenario: 12.04, 12.06: a unit that charged but whose target died before it fought still fights, an overrun fight
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | yes                |
      | Boyz  | B      | yes     | no                 |
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" is destroyed
    Then "Squad" is not engaged
    And "Squad" is eligible to fight
    And "Squad" can make an overrun fight
    And "Squad" cannot make a normal fight

  Scenario: 14.03: a secured objective is kept against an enemy unit whose OC is 0
    # The opponent's level is 0, which is not greater than player A's 0.
    Given a unit "Drones" for player B
    And "Drones" has OC 0
    And the ruin is an objective
    And "Drones" is within the ruin
    And it is player B's Movement phase in battle round 2
    And player A has secured the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin
    And player B's level of control over the ruin is 0

  Scenario: 14.02: a unit of OC 0 in range of an objective its side controls is not controlling it
    Given the units:
      | unit   | player | OC |
      | Squad  | A      | 2  |
      | Drones | A      | 0  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Drones" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin
    And "Drones" is not controlling the ruin

  Scenario: 14.02: nobody controls anything before the end of the battle's first phase
    Given a unit "Squad"
    And the ruin is an objective
    And "Squad" is within the ruin
    And it is player A's Command phase in battle round 1
    Then no player controls the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin

  Scenario: 19.04, Rules Appendix: a leader whose whole bodyguard is gone is below half-strength and tests on its own Ld
    # The attached unit started with 6 models; 1 left is below half. The bodyguard's better Ld no
    # longer counts once it has no models left, so a 6 fails against the leader's 7+.
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" has Ld 7+
    And a unit "Squad"
    And "Squad" has Ld 6+
    And "Captain" is leading "Squad"
    And "Squad" has 0 models left
    And the battle-shock roll for "Captain" will be 6
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Captain" is below half-strength
    And "Captain" makes a battle-shock roll
    And "Captain" is battle-shocked

  Scenario: 01.06, 19.04: while the bodyguard lives, the same roll of 6 passes on its Ld
    # 2 bodyguard models and the leader are 3 of 6: at half-strength, so the unit tests (08.03);
    # a 6 equals the bodyguard's Ld 6+, one of the Ld values in the unit (01.06).
    Given a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" has Ld 7+
    And a unit "Squad"
    And "Squad" has Ld 6+
    And "Captain" is leading "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Captain" will be 6
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Squad" is at half-strength
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 15.04: Insane Bravery cannot be used on a unit that has no battle-shock test to take
    # Its WHEN is just before that unit's battle-shock roll in the Battle-shock step; a unit at
    # full strength and not battle-shocked makes none.
    Given a unit "Squad"
    And it is player A's Command phase in battle round 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And player A did not use the "Insane Bravery" stratagem
    And player A has 1 CP

  Scenario: 16.01: an Action started in the opponent's Shooting phase bars a charge in that turn only
    # The 16.01 locks last until the end of the turn the Action was started in.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Watch":
      | STARTS    | the Shooting phase  |
      | COMPLETES | the end of the turn |
    And it is player B's Shooting phase in battle round 1
    When "Squad" starts the "Watch" Action
    Then "Squad" is performing the "Watch" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Watch" Action
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Squad" is eligible to shoot

  Scenario: 16.01: a once-per-battle Action that failed has still been used
    # An Action counts as used when a unit starts it, even if it later fails.
    Given a unit "Squad"
    And a unit "Guard"
    And the Action "Last Stand":
      | USE LIMIT | once per battle     |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase in battle round 1
    When "Squad" starts the "Last Stand" Action
    And "Squad" is destroyed
    Then "Squad" does not complete the "Last Stand" Action
    When the game advances to player A's Shooting phase
    Then "Guard" cannot start the "Last Stand" Action, for exactly these reasons:
      | the Action's use limit is reached |

  Scenario: 09.04, 16.01: a unit performing an Action that remains stationary still completes it
    Given a unit "Squad"
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the end of your turn                 |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Hold Fast" Action
    And "Squad" remains stationary
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold Fast" Action

  Scenario: 23.02, 14.02: an AIRCRAFT holding an objective at the end of the opponent's Fight phase is gone when the turn's control is determined
    # At the end of the opponent's turn AIRCRAFT on the battlefield go into strategic reserves
    # (23.02) as repositioned units, so they are not destroyed at the end of round 3 (20.04).
    Given the units:
      | unit | player | keywords      | OC | starting strength | models |
      | Jet  | A      | AIRCRAFT, FLY | 2  | 1                 | 1      |
      | Boyz | B      | INFANTRY      | 1  | 1                 | 1      |
    And the ruin is an objective
    And "Jet" is within the ruin
    And "Boyz" is within the ruin
    And it is player B's Fight phase in battle round 2
    When the game advances to the end of player B's Fight phase
    Then player A controls the ruin
    When the game advances to the end of player B's turn
    Then "Jet" is in strategic reserves
    And player B controls the ruin
    When battle round 3 is played
    Then "Jet" is not destroyed

  Scenario: 14.03, 23.02: the same objective secured is kept through the end of the turn and lost at the end of the next phase
    # A secured objective is lost only when the opponent's level is greater at the end of a
    # phase; the end of a turn is not the end of a phase.
    Given the units:
      | unit | player | keywords      | OC | starting strength | models |
      | Jet  | A      | AIRCRAFT, FLY | 2  | 1                 | 1      |
      | Boyz | B      | INFANTRY      | 1  | 1                 | 1      |
    And the ruin is an objective
    And "Jet" is within the ruin
    And "Boyz" is within the ruin
    And it is player B's Fight phase in battle round 2
    And player A has secured the ruin
    When the game advances to the end of player B's turn
    Then "Jet" is in strategic reserves
    And player A controls the ruin
    When the game advances to the end of player A's Command phase
    Then player B controls the ruin

  Scenario: 15.01, 15.07, 15.08: a unit brought in by Rapid Ingress cannot also fire overwatch in that phase
    # Both are used at the end of the opponent's Movement phase; one player cannot target one
    # unit with two stratagems in the same phase.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A cannot use the "Fire Overwatch" stratagem on "Reserve", for exactly these reasons:
      | the unit was already targeted by a stratagem this phase |

  Scenario: 15.04: Insane Bravery cannot be used in the opponent's Battle-shock step
    # Its WHEN is the Battle-shock step of your own Command phase; a roll a rule demands in the
    # opponent's step is made without it.
    Given a unit "Squad"
    And player A has 1 CP
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 3
    And it is player B's Command phase in battle round 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And player A did not use the "Insane Bravery" stratagem

  Scenario: 16.01: an Action that completes immediately still stops the unit shooting and charging that turn
    # Starting an action locks shooting and charging until the end of the turn, however soon the
    # action completes (contract §15, COMPLETES immediately).
    Given the Action "Loot Cache":
      | STARTS    | your Shooting phase |
      | COMPLETES | immediately         |
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    When "Squad" starts the "Loot Cache" Action
    Then "Squad" completes the "Loot Cache" Action
    And "Squad" is not eligible to shoot because it started an Action this turn
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it started an Action this turn

  Scenario: 14.02, 16.01: an Action that needs its unit to control the objective does not complete on a tie
    # A tie gives control to neither player, so the unit is not controlling the objective.
    Given the hill is a central objective
    And the mission Action "Maintain Control"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is within the hill
    And "Boyz" is within the hill
    When "Squad" starts the "Maintain Control" Action
    And the game advances to the end of the turn
    Then no player controls the hill
    And "Squad" does not complete the "Maintain Control" Action

  Scenario: 09.06, 18.3: a rule that lets a unit charge after advancing does not let it start an Action
    # A lift removes only the bar it names (contract 18.3 item 1); 09.06's action bar stands.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" has an ability "Swift Assault" that lets it declare a charge even though it made an advance move this turn
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it made an advance move this turn |
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Swift Assault" changed that verdict
