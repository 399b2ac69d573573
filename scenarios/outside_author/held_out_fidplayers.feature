Feature: Held-out players' questions: moves, charges, stratagems, objectives and Actions at the table
  A held-out pass written as a tournament organiser answering the questions players ask at a club
  or a tournament table, each decided from the 11e Core Rules before it was run: whether a unit
  that fell back, advanced, arrived from reserves or disembarked may still charge, shoot or act;
  who controls an objective on a tie, after a unit dies mid-phase and when one side is
  battle-shocked; what a battle-shocked unit can still do; half-strength at its exact boundary;
  the core stratagems at their edges; and the first and last battle rounds.

  Scenario: 09.07: a unit that fell back cannot declare a charge in the same turn
    # 09.07 AFTER MOVING: until the end of the turn the unit may not shoot, declare a charge or
    # start an action. Falling back leaves it unengaged, so that is the only bar.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: 09.07: the fall-back lock has worn off by the same unit's next turn
    # 09.07's lock lasts until the end of the turn in which the unit fell back.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 1
    When "Squad" makes a fall-back move
    And the game advances to the start of battle round 2
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Squad" is eligible to shoot

  Scenario: 09.07, 15.11: a unit that fell back in its own turn can still Heroically Intervene in the opponent's turn
    # The 09.07 lock ends with the turn it was made in; 15.11's charge in the opponent's turn is
    # a new turn.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 09.06, 10.02: a unit that advanced can still shoot but cannot charge or start an Action
    # Advancing bars a charge and an action to the end of the turn (09.06); it does not make the
    # unit ineligible to shoot, it only limits how it shoots (10.02, 10.05).
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it made an advance move this turn |
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 20.04: a unit that arrived from strategic reserves can shoot and start an Action in that turn
    # An ingress move is a move, but only advance and fall-back moves lock shooting, charging
    # and actions (09.06, 09.07, 16.01); 20.04 bars only other moves until the next Charge phase.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Reserve" is eligible to shoot
    And "Reserve" can start the "Plant Beacon" Action

  Scenario: 20.04, 21.02: a unit that arrived from reserves this phase has moved for a surge
    # An ingress move is a move this phase (09.02), so 21.02's "has not moved this phase" fails;
    # 20.04 also bars every other move type until the next Charge phase starts, and the unit was
    # selected to move this phase (09.02, contract §14's table).
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    Then "Reserve" cannot make a surge move, for exactly these reasons:
      | it has moved this phase                                           |
      | it has already been selected to move this phase                   |
      | it made an ingress move and the next Charge phase has not started |

  Scenario: 20.04: after the next Charge phase starts the unit that arrived may move again
    # The ingress lock runs until the start of the next Charge phase, no longer.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    And the game advances to player A's Charge phase
    Then "Reserve" can make a charge move
    And "Reserve" can make a surge move

  Scenario: 20.03: no unit arrives from strategic reserves in the first battle round
    # Ingress is allowed from the second battle round onwards unless a rule says otherwise.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move, for exactly these reasons:
      | it is the first battle round |

  Scenario: 15.07, 20.03: a rule letting a unit arrive in round 1 does not lift Rapid Ingress's own restriction
    # The rule lifts the ingress move's round-1 bar; Rapid Ingress's RESTRICTIONS are its own.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a rule lets "Reserve" arrive in the first battle round
    And player A has 2 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it
    And "Reserve" can make an ingress move

  Scenario: 15.07, 20.04: a unit brought in by Rapid Ingress in the opponent's turn of round 3 is not destroyed at the end of round 3
    # Player B moves second; Rapid Ingress at the end of B's Movement phase of round 3 makes an
    # ingress move before 07.03's destruction of units that never arrived.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 3
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    And the game advances to the end of the battle round
    Then "Reserve" is not destroyed
    And "Reserve" is not in strategic reserves
    And player A has 0 CP

  Scenario: 20.04: a unit still in reserves at the end of round 2 is not destroyed; at the end of round 3 it is
    # The destruction happens at the end of the third battle round only.
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is battle round 2
    When the game advances to the end of the battle round
    Then "Reserve" is not destroyed
    And "Reserve" is in strategic reserves
    When battle round 3 is played
    Then "Reserve" is destroyed

  Scenario: 14.02: equal levels of control leave the objective with nobody
    # Each side's level is 2 (OC 1 x 2 models against OC 2 x 1 model); a tie controls for
    # neither player unless the objective is secured.
    Given the units:
      | unit  | player | OC | models |
      | Squad | A      | 1  | 2      |
      | Boyz  | B      | 2  | 1      |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And it is player A's Shooting phase in battle round 2
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 2
    And player B's level of control over the ruin is 2
    And no player controls the ruin
    And "Squad" is not controlling the ruin

  Scenario: 14.03: a secured objective stays yours on a tie at the end of a phase
    # A secured objective stays under its player's control until the opponent's level is greater
    # at the end of a phase; an equal level is not greater.
    Given the units:
      | unit  | player | OC | models |
      | Squad | A      | 1  | 2      |
      | Boyz  | B      | 2  | 1      |
    And the ruin is an objective
    And "Boyz" is within the ruin
    And "Squad" is within the ruin
    And it is player A's Shooting phase in battle round 2
    And player A has secured the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin

  Scenario: 14.03: a secured objective is lost when the opponent is higher at the end of a phase
    Given the units:
      | unit  | player | OC | models |
      | Boyz  | B      | 2  | 1      |
    And the ruin is an objective
    And "Boyz" is within the ruin
    And it is player A's Shooting phase in battle round 2
    And player A has secured the ruin
    When the game advances to the end of the phase
    Then player B controls the ruin
    And player A has not secured the ruin

  Scenario: 14.02: killing the last enemy unit on an objective mid-phase changes control only at the end of the phase
    # Control is determined at the end of each phase and turn; until then the last determination
    # stands.
    Given the units:
      | unit  | player | OC | starting strength | models |
      | Squad | A      | 2  | 5                 | 5      |
      | Boyz  | B      | 2  | 10                | 10     |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And it is player A's Shooting phase in battle round 2
    And player B controls the ruin
    When "Boyz" is destroyed
    Then player B controls the ruin
    When the game advances to the end of the phase
    Then player A controls the ruin
    And "Squad" is controlling the ruin

  Scenario: 01.07, 14.02: a battle-shocked unit adds nothing to its side's level of control
    # Its OC is '-', so a single enemy model of OC 1 takes the objective.
    Given the units:
      | unit  | player | OC | starting strength | models |
      | Squad | A      | 2  | 10                | 10     |
      | Boyz  | B      | 1  | 1                 | 1      |
    And "Squad" is battle-shocked
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And it is player B's Shooting phase in battle round 2
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 0
    And player B controls the ruin
    And "Squad" has OC -

  Scenario: 01.07, 14.02: a battle-shocked unit alone on an objective does not take it
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the ruin is an objective
    And "Squad" is within the ruin
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of the phase
    Then no player controls the ruin

  Scenario: 01.07, 16.01: a battle-shocked unit cannot start an Action, for its shock and for its OC
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: 01.06, 08.03: a battle-shocked unit rolling exactly its Ld recovers and can start an Action that turn
    # A leadership roll equal to the Ld succeeds (01.06); a unit battle-shocked at the start of
    # the step that passes is no longer battle-shocked (08.03).
    Given a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 7
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Plant Beacon" Action

  Scenario: 01.06, 08.03: one below the Ld stays battle-shocked
    Given a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 6
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 08.03, Rules Appendix: a unit exactly at half-strength must take a battle-shock test
    # 08.03 tests units at, or below, half-strength; 2 of a starting strength of 4 is at half.
    Given a unit "Squad"
    And "Squad" has a starting strength of 4
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 9
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Squad" is at half-strength
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.03, Rules Appendix: a unit of five with three left is above half-strength and takes no test
    # A starting strength of 5 cannot be halved evenly; 3 is more than half of 5.
    Given a unit "Squad"
    And "Squad" has a starting strength of 5
    And "Squad" has 3 models left
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Squad" is not at or below half-strength
    And "Squad" is below starting strength
    And "Squad" does not make a battle-shock roll

  Scenario: 08.03, Rules Appendix: a single-model unit on exactly half its wounds takes a test
    Given a unit "Monster"
    And "Monster" has a starting strength of 1
    And "Monster" has W 10
    And "Monster" has 5 wounds left
    And the battle-shock roll for "Monster" will be 2
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then "Monster" is at half-strength
    And "Monster" makes a battle-shock roll
    And "Monster" is battle-shocked

  Scenario: 08.03: my unit below half-strength takes no test in my opponent's Command phase
    # The Battle-shock step tests the active player's units only.
    Given a unit "Squad"
    And "Squad" has 1 model left
    And it is player B's Command phase in battle round 2
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 08.02: both players gain a CP in each Command phase, whose ever it is
    Given player A has 0 CP
    And player B has 0 CP
    And it is player A's Command phase in battle round 1
    When player A's Command phase is resolved
    Then player A has 1 CP
    And player B has 1 CP

  Scenario: 15.04: Insane Bravery on a unit that is below half-strength but not battle-shocked passes its test
    # The roll succeeds automatically; the CP spent is the one gained in 08.02.
    Given a unit "Squad"
    And "Squad" has 2 models left
    And it is player A's Command phase in battle round 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And player A has 0 CP

  Scenario: 15.04: Insane Bravery is once per battle, so a second use is refused and the roll is made
    Given a unit "Squad"
    And "Squad" has 2 models left
    And player A has 1 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And the battle-shock roll for "Squad" will be 4
    And it is player A's Command phase in battle round 3
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And player A has 2 CP

  Scenario: 15.02: Command Re-roll cannot re-roll a battle-shock test
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Command phase in battle round 2
    Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  Scenario: 01.07, 15.11: my battle-shocked unit cannot Heroically Intervene
    # Its controlling player cannot target it with stratagems.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is battle-shocked
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad", for exactly these reasons:
      | the unit is battle-shocked |

  Scenario: 15.11: a tank that is neither a CHARACTER nor a WALKER cannot Heroically Intervene
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And "Tank" does not have the keyword INFANTRY
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: 15.11: a WALKER vehicle can Heroically Intervene
    Given a unit "Dread"
    And "Dread" has the keywords VEHICLE and WALKER
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Dread"

  Scenario: 15.11: Heroic Intervention is used at the end of the opponent's Charge phase, not during it
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.11, 16.01: a unit performing an Action that Heroically Intervenes makes a charge move and loses the Action
    # The 16.01 charge lock from starting the Action ended with player A's turn, so the unit can
    # declare the charge; its charge move is a move, so the Action does not complete.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Hold Fast" Action
    And the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is not performing the "Hold Fast" Action
    When the game advances to the end of player B's turn
    Then "Squad" does not complete the "Hold Fast" Action

  Scenario: 15.08, 16.01: firing overwatch does not stop a unit completing its Action
    # Only a move (other than pile-in and consolidation) or leaving the battlefield stops an
    # Action; shooting is neither.
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Hold Fast" Action
    And the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    When the game advances to the end of player B's turn
    Then "Squad" completes the "Hold Fast" Action

  Scenario: 15.08: a TITANIC unit cannot fire overwatch
    Given a unit "Knight"
    And "Knight" has the keyword TITANIC
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Knight" because it is not a unit the stratagem can target

  Scenario: 15.01: the same stratagem cannot be used twice in one phase, even on another unit
    Given a unit "Squad"
    And a unit "Guard"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A cannot use the "Fire Overwatch" stratagem on "Guard", for exactly these reasons:
      | it was already used this phase |

  Scenario: 15.05, 09.07: a unit that fell back cannot throw grenades, not being eligible to shoot
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" is engaged
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target
    And "Squad" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 16.01: an engaged TITANIC unit can start an Action and still shoot, but not charge
    # 16.01 exempts TITANIC units from the engaged bar and from the shooting lock; the charge lock
    # and 11.02's engaged bar still apply.
    Given a unit "Knight"
    And "Knight" has the keyword TITANIC
    And "Knight" is engaged
    And a unit "Boyz" for player B
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    When "Knight" starts the "Plant Beacon" Action
    Then "Knight" is performing the "Plant Beacon" Action
    And "Knight" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Knight" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged                |
      | it started an Action this turn |

  Scenario: 16.01: the shooting lock from an Action does not reach a unit that is not TITANIC and already shot
    Given a unit "Squad"
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    When "Squad" shoots
    Then "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it shot this phase |

  Scenario: 07.02, 16.01: in the last battle round an Action completing at the end of the opponent's turn never completes for the second player
    # Player B goes first, so player A's turn is the last of the battle; no later turn of player B
    # comes for the Action to complete in.
    Given player B takes the first turn
    And a unit "Squad"
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And it is player A's Shooting phase in battle round 5
    When "Squad" starts the "Hold Fast" Action
    And battle round 5 is played
    Then the battle ends after battle round 5
    And "Squad" does not complete the "Hold Fast" Action

  Scenario: 07.02, 16.01: for the first player the same Action in the last round completes in the opponent's turn
    Given a unit "Squad"
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And it is player A's Shooting phase in battle round 5
    When "Squad" starts the "Hold Fast" Action
    And battle round 5 is played
    Then "Squad" completes the "Hold Fast" Action

  Scenario: 18.04, 11.02: a unit that disembarked from a transport that stood still and then moved can charge
    # A Tactical Disembark is followed by the normal move; only Rapid, Combat and emergency
    # disembarks forbid a charge (18.04, 18.05).
    Given a unit "Squad"
    And a unit "Rhino"
    And "Rhino" has the keywords VEHICLE and TRANSPORT
    And "Squad" is embarked within "Rhino"
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a disembark move followed by a normal move
    Then "Squad" disembarked using Tactical Disembark
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.04: a unit that disembarked after its transport moved cannot charge that turn
    Given a unit "Squad"
    And a unit "Rhino"
    And "Rhino" has the keywords VEHICLE and TRANSPORT
    And "Squad" is embarked within "Rhino"
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When "Rhino" makes a normal move
    And "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a Rapid, Combat or emergency disembark this turn |

  Scenario: 12.04: a charging unit and an enemy unit with Fights First both fight first, the player whose turn it is selecting first
    Given the units:
      | unit  | player | engaged | made a charge move | Fights First |
      | Squad | A      | yes     | yes                | yes          |
      | Boyz  | B      | yes     | no                 | yes          |
      | Grots | B      | yes     | no                 | no           |
    And "Squad" is engaged with "Boyz"
    And "Grots" is engaged with "Squad"
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    And "Grots" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 12.04, 12.08: a unit whose only enemy was wiped out still gets to consolidate
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" is selected to fight
    And "Boyz" is destroyed
    And "Squad" resolves its attacks
    Then "Squad" is not engaged
    And "Squad" can make a consolidation move

  Scenario: 22.01: an aura buff reaches only the units stated in its range, and its bearer always
    # A unit in range of an aura is stated (the core does not measure auras); the bearer is always
    # within range of its own aura while on the battlefield.
    Given a unit "Banner"
    And a unit "Squad"
    And a unit "Guard"
    And "Banner" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Standard"
    Then "Squad" has OC 3
    And "Guard" has OC 2
    And "Banner" has OC 3
