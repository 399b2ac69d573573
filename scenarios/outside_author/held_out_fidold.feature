Feature: Held out: round 1 and 2 phrases, verbatim, on today's house
  A held-out pass written by a rules writer whose feature files date from rounds 1 and 2: the
  phrases of §3, §4, §5, §9, §10, §11 and the board file of §8, each used as those sections give
  them, alone and beside a phrase of round 4 (a declared rule, a position, a Fight step, a mission
  card). Where the round 4 list of changes alters a meaning the new text is followed; elsewhere
  the old meaning must hold. Answers are decided from the Core Rules text.

  Background:
    Given the Action "Signal":
      | STARTS    | your Shooting phase |
      | UNITS     | any unit            |
      | USE LIMIT | once per turn       |
      | COMPLETES | the end of the turn |

  # --- §3 characteristics beside declared rules (18.3 item 3) ---

  Scenario: §3 OC '-' is never modified: a rule that adds 1 to OC leaves the Action refused
    Given a unit "Squad"
    And "Squad" has OC -
    And "Squad" has an ability "Banner" that adds 1 to its OC
    And it is player A's Shooting phase
    Then "Squad" has OC -
    And "Squad" cannot start the "Signal" Action because its OC is 0 or -

  Scenario: §3 OC 1 beside a rule that subtracts 2: OC is never below 0, so the Action is refused
    Given a unit "Squad"
    And "Squad" has OC 1
    And "Squad" has an ability "Curse" that subtracts 2 from its OC
    And it is player A's Shooting phase
    Then "Squad" has OC 0
    And "Squad" cannot start the "Signal" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: §3 Ld 7+ improved by 1 passes a Battle-shock step roll of 6 at exactly half-strength
    Given a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And "Squad" has an ability "Steady" that improves its Ld by 1
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" has Ld 6+
    And "Squad" is at half-strength
    And "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: §3 Ld 7+ with no rule declared fails the same roll of 6
    Given a unit "Squad"
    And "Squad" has Ld 7+
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: §3 W 4 with 2 wounds left is at half-strength (Rules Appendix)
    Given a unit "Knight"
    And "Knight" has a starting strength of 1
    And "Knight" has W 4
    And "Knight" has 2 wounds left
    Then "Knight" is at half-strength
    And "Knight" is below starting strength

  Scenario: §3 W 4 raised by 2: the same 2 wounds left are now below half-strength (W as modified)
    Given a unit "Knight"
    And "Knight" has a starting strength of 1
    And "Knight" has W 4
    And "Knight" has 2 wounds left
    And "Knight" has an ability "Hulking" that adds 2 to its W
    Then "Knight" has W 6
    And "Knight" is below half-strength
    And "Knight" has 2 wounds left

  Scenario: §3 an odd starting strength is never at half-strength: 2 of 5 is below it
    Given a unit "Squad"
    And "Squad" has 2 models left
    Then "Squad" is below half-strength
    And "Squad" is not at half-strength

  # --- §3 keywords, areas, moves beside rules that count as ---

  Scenario: §3 a TITANIC keyword added with "has the keywords" keeps an engaged unit eligible for the Action
    Given a unit "Knight"
    And "Knight" has the keywords VEHICLE, TITANIC and TOWERING
    And "Knight" is engaged
    And it is player A's Shooting phase
    Then "Knight" can start the "Signal" Action
    And "Knight" is not refused the "Signal" Action because it is engaged

  Scenario: §3 a rule that makes it count as not having TITANIC brings the engaged bar back
    Given a unit "Knight"
    And "Knight" has the keywords VEHICLE and TITANIC
    And "Knight" is engaged
    And "Knight" has an ability "Pinned" that makes it count as not having the keyword TITANIC
    And it is player A's Shooting phase
    Then "Knight" does not have the keyword TITANIC
    And "Knight" cannot start the "Signal" Action because it is engaged

  Scenario: §3 "does not have the keyword" removes INFANTRY, so a one INFANTRY unit Action refuses it
    Given the Action "Plant Beacon":
      | UNITS | one INFANTRY unit |
    And a unit "Squad"
    And "Squad" does not have the keyword INFANTRY
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it is not a unit the Action allows |

  Scenario: §3 a normal move this turn is no bar, an advance is, and a rule that lifts the advance bar leaves the other reasons
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" is engaged
    And "Squad" has an ability "Onward" that lets it start Actions even though it made an advance move this turn
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Signal" Action, for exactly these reasons:
      | it is engaged |
    And "Squad" is not refused the "Signal" Action because it made an advance move this turn

  Scenario: §3 a stated started Action is "another action" for a second Action this turn, a lift of the advance bar does not change that
    Given the Action "Scan":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" made a normal move this turn
    And it is player A's Shooting phase
    And "Squad" started the "Signal" Action this turn
    Then "Squad" is performing the "Signal" Action
    And "Squad" cannot start the "Scan" Action, for exactly these reasons:
      | it started another action this turn |

  Scenario: §3 "belongs to player B" moves the unit to B: "your Shooting phase" is then B's
    Given a unit "Squad"
    And "Squad" belongs to player B
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Signal" Action because the Action does not start now
    When the game advances to player B's Shooting phase
    Then "Squad" can start the "Signal" Action

  # --- §4 events ---

  Scenario: §4 a move forced by an enemy rule in the unit's own turn also ends its Action (16.01)
    Given a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Signal" Action
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Signal" Action
    And the effect of "Signal" is not resolved

  Scenario: §4 a unit that shot is refused an Action that phase, but in its Charge phase it may still declare a charge
    Given the Action "Flare":
      | STARTS | the Charge phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" shoots
    Then "Squad" cannot start the "Signal" Action because it shot this phase
    And "Squad" is not eligible to shoot because it has already been selected to shoot this phase
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Squad" can start the "Flare" Action

  Scenario: §4 a unit that leaves the battlefield is neither eligible to shoot nor to start an Action
    Given a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" leaves the battlefield
    Then "Squad" is not eligible to shoot because it is not on the battlefield
    And "Squad" cannot start the "Signal" Action because it is not on the battlefield
    And "Squad" is not eligible to declare a charge because it is not on the battlefield

  Scenario: §4 two battle rounds played: each player gains 1CP in each of the four Command phases
    Given player B has 3 CP
    And the mission lasts 2 battle rounds
    When battle round 2 is played
    Then player A has 4 CP
    And player B has 7 CP
    And the battle ends after battle round 2

  Scenario: §4 and §5: resolving player B's Command phase from the start of the battle; "makes a battle-shock roll" asks about B's phase
    Given the units:
      | unit   | player | starting strength | models |
      | Guard  | A      | 10                | 4      |
      | Raider | B      | 10                | 4      |
    And the battle-shock roll for "Guard" will be 9
    And the battle-shock roll for "Raider" will be 9
    When player B's Command phase is resolved
    Then "Raider" makes a battle-shock roll
    And "Guard" does not make a battle-shock roll
    And "Guard" makes 1 battle-shock roll
    And player A has 2 CP
    And player B has 2 CP

  Scenario: §4 an Action started in each of two turns resolves its effect twice
    Given a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Signal" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Signal" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Signal" Action
    And the effect of "Signal" is resolved 2 times

  # --- §5 outcomes with the clock ---

  Scenario: §5 with player B first, advancing from A's Fight phase to B's lands in the next round
    Given player B takes the first turn
    And it is player A's Fight phase in battle round 3
    When the game advances to player B's Fight phase
    Then it is player B's Fight phase in battle round 4
    And player B takes the first turn in every battle round

  Scenario: §5 a rule of player A at the start of the opponent's Command phase triggers in B's turn, once a round
    Given player A has a rule "Vigil" that triggers at the start of your opponent's Command phase
    When battle round 2 is played
    Then "Vigil" triggers 2 times
    And "Vigil" triggers in player B's turn

  Scenario: §5 mission rules resolve after the other rules at the end of the turn, whatever the order of the Givens
    Given a mission rule "Tally" that triggers at the end of the turn
    And player A has a rule "Regroup" that triggers at the end of your turn
    And it is player A's Fight phase
    When the game advances to the end of the turn
    Then the rules resolve in this order:
      | Regroup |
      | Tally   |

  Scenario: §5 and §15: a rule at the end of the battle triggers after the last round of a shortened mission
    Given the mission lasts 3 battle rounds
    And a mission rule "Last Call" that triggers at the end of the battle
    When battle round 3 is played
    Then "Last Call" triggers 1 time
    And the battle ends after battle round 3

  Scenario: §5 and §15: in a five-round mission, round 3 played is not the end of the battle
    Given a mission rule "Last Call" that triggers at the end of the battle
    When battle round 3 is played
    Then "Last Call" does not trigger

  # --- §9 moves, charges and battle-shock beside declared rules ---

  Scenario: §9 engaged only with AIRCRAFT: a normal move is allowed, a charge and an Action are not (23.02 is for moves only)
    Given a unit "Squad"
    And "Squad" is engaged only with AIRCRAFT units
    And it is player A's Shooting phase
    Then "Squad" can make a normal move
    And "Squad" can make an advance move
    And "Squad" is not eligible to declare a charge because it is engaged
    And "Squad" cannot start the "Signal" Action because it is engaged

  Scenario: §9 a Desperate Escape under a rule that makes battle-shock rolls succeed automatically: the roll counts as made and passed
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" has an ability "Iron Will" that makes its battle-shock rolls succeed automatically
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked
    And "Squad" is not engaged

  Scenario: §9 a Desperate Escape with no rule declared fails on the given 3 (Ld 6+)
    Given a unit "Squad"
    And "Squad" is engaged
    And the battle-shock roll for "Squad" will be 3
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked

  Scenario: §9 a battle-shock roll outside the Battle-shock step that passes does not end battle-shock (08.03 only)
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 12
    And it is player A's Shooting phase
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    And "Squad" makes 1 battle-shock roll

  Scenario: §9 a charge this phase, then a charge move: engaged, and Fights First from the charge (11.04)
    Given a unit "Squad"
    And it is player A's Charge phase
    When "Squad" declares a charge
    And "Squad" makes a charge move
    Then "Squad" is engaged
    And "Squad" is not eligible to declare a charge because it is engaged
    And "Squad" has Fights First

  Scenario: §9 a consolidation that ends unengaged after a charge; the unit made a charge move, so it could pile in first
    Given a unit "Squad"
    And "Squad" made a charge move this turn
    And "Squad" is engaged
    And it is the Consolidate step of player A's Fight phase
    And "Squad" has been selected to fight this phase
    When "Squad" makes a consolidation move that ends unengaged
    Then "Squad" is not engaged

  Scenario: §9 remaining stationary keeps an Action going and "made no move" true
    Given a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Signal" Action
    And "Squad" remains stationary
    And the game advances to the end of the turn
    Then "Squad" completes the "Signal" Action

  Scenario: §9 a unit not within 12" of any enemy, positioned nowhere, is refused a charge for that alone
    Given a unit "Squad"
    And "Squad" is not within 12" of any enemy unit
    And it is player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is not within 12" of any enemy unit |

  Scenario: §9 in strategic reserves: off the battlefield, no normal move, and a Rapid Ingress in round 1 is refused
    Given a unit "Squad"
    And "Squad" is in strategic reserves
    And player A has 2 CP
    And it is player B's Movement phase
    Then "Squad" cannot make a normal move because it is not on the battlefield
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad"

  Scenario: §9 "has 1 model left" in the singular: below half-strength, and the Battle-shock step demands the roll
    Given a unit "Squad"
    And "Squad" has 1 model left
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is below half-strength
    And "Squad" is below starting strength
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  # --- §10 stratagems beside declared rules ---

  Scenario: §10 Insane Bravery used earlier in the battle is refused for its restrictions
    Given a unit "Squad"
    And player A has 2 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And it is player A's Command phase
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it

  Scenario: §10 and 18.3 item 9: a rule that names Insane Bravery lifts its once per battle
    Given a unit "Squad"
    And player A has 2 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And player A has a rule "Stubborn" that lets you use the "Insane Bravery" stratagem even though its restrictions forbid it
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    And player A has 2 CP

  Scenario: §10 and 18.3 item 9: the same lift written for "your stratagems" lifts nothing
    Given a unit "Squad"
    And player A has 2 CP
    And player A used the "Insane Bravery" stratagem earlier in the battle
    And player A has a rule "Stubborn" that lets you use your stratagems even though its restrictions forbid it
    And it is player A's Command phase
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it

  Scenario: §10 player B's Insane Bravery in round 1 is paid with the CP gained in both Command phases
    Given a unit "Raider" for player B
    And "Raider" has a starting strength of 10
    And "Raider" has 4 models left
    And player B will use the "Insane Bravery" stratagem on "Raider" in the Battle-shock step
    And the battle-shock roll for "Raider" will be 2
    When player B's Command phase is resolved
    Then player B used the "Insane Bravery" stratagem
    And player B has 1 CP
    And "Raider" is not battle-shocked

  Scenario: §10 Command Re-roll takes an advance roll but never a battle-shock roll
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Movement phase
    Then player A can use the "Command Re-roll" stratagem on the advance roll for "Squad"
    And player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  Scenario: §10 Heroic Intervention refuses a plain VEHICLE; a rule that makes it count as a WALKER lets it be targeted
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And "Tank" does not have the keyword INFANTRY
    And a unit "Dread"
    And "Dread" has the keyword VEHICLE
    And "Dread" has an ability "Stompy" that makes it count as having the keyword WALKER
    And player A has 4 CP
    And it is player B's Charge phase
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Tank" because it is not a unit the stratagem can target
    And player A can use the "Heroic Intervention" stratagem on "Dread"

  Scenario: §10 a unit targeted by a stratagem this phase cannot be targeted again, but in the next phase it can
    Given the stratagem "Rally Cry":
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
    And the stratagem "Hold Fast":
      | WHEN   | your Charge phase |
      | TARGET | one friendly unit |
    And a unit "Squad"
    And player A has 3 CP
    And it is player A's Shooting phase
    And "Squad" was targeted by a stratagem this phase
    Then player A cannot use the "Rally Cry" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    When the game advances to player A's Charge phase
    Then player A can use the "Hold Fast" stratagem on "Squad"

  Scenario: §10 the opponent may target a battle-shocked unit; its own player may not
    Given the stratagem "Hex":
      | WHEN   | either player's Shooting phase |
      | TARGET | one enemy unit                 |
    And the stratagem "Rally Cry":
      | WHEN   | your Shooting phase |
    And a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And player B has 1 CP
    And it is player A's Shooting phase
    Then player B can use the "Hex" stratagem on "Squad"
    And player A cannot use the "Rally Cry" stratagem on "Squad" because the unit is battle-shocked

  Scenario: §10 and 18.2: a rule that lets its player target it while battle-shocked lifts only that bar
    Given the stratagem "Rally Cry":
      | WHEN   | your Shooting phase |
    And a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Faith" that lets you target it with your stratagems even though the unit is battle-shocked
    And player A has 0 CP
    And it is player A's Shooting phase
    Then player A cannot use the "Rally Cry" stratagem on "Squad", for exactly these reasons:
      | player A does not have enough CP |

  # --- §11 datasheets beside declared rules and positions ---

  Scenario: §11 a datasheet unit's OC, then "has OC" as a later Given overrides it and a rule modifies it
    Given a unit "Squad" from the datasheet "Intercessor Squad"
    And "Squad" has OC 1
    And "Squad" has an ability "Hold" that adds 1 to its OC
    Then "Squad" has OC 2
    And "Squad" has the keyword INFANTRY
    And "Squad" has a starting strength of 5

  Scenario: §11 a Captain leading Intercessors: with 3 Intercessors lost the attached unit is at half-strength and rolls
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Squad" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Captain" will be 6
    When player A's Command phase is resolved
    Then "Squad" is at half-strength
    And "Captain" makes a battle-shock roll
    And "Squad" is not battle-shocked

  # --- §8 the board file beside round 4 keys ---

  Scenario: §8 a board doc string with every round 1 key: an advanced unit is refused the board's Action
    Given the board:
      """
      battle_round: 2
      turn: B
      phase: shooting
      first_player: B
      battle_rounds: 4
      players: {A: {cp: 1}, B: {cp: 2}}
      units:
        Scouts:
          player: B
          keywords: [INFANTRY]
          oc: 1
          ld: 7
          starting_strength: 5
          models: 5
          w: 1
          battle_shocked: false
          engaged: false
          on_battlefield: true
          within: [a terrain area]
          moved: advance
      actions:
        Deploy Device:
          starts: your Shooting phase
          units: one INFANTRY unit that is within a terrain area
          use_limit: once per turn
          completes: the end of the turn
          effect: set up one marker
      """
    Then "Scouts" cannot start the "Deploy Device" Action, for exactly these reasons:
      | it made an advance move this turn |
    And "Scouts" has Ld 7+
    And it is player B's Shooting phase in battle round 2
    And player B takes the first turn in every battle round
    And player B has 2 CP
    And the battle ends after battle round 4

  Scenario: §8 a board unit with moved: fall-back is not eligible to shoot or to declare a charge
    Given the board:
      """
      phase: shooting
      units:
        Squad: {moved: fall-back}
      """
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn
    And "Squad" is not eligible to declare a charge because it made a fall-back move this turn

  # --- §3 and §15/§20: a mission card reads the OC of §3 ---

  Scenario: §3 and 20.2: a battle-shocked unit's OC '-' wins no home objective, so the card scores nothing
    Given a unit "Squad"
    And "Squad" is within the ruin
    And the ruin is player A's home objective
    And "Squad" is battle-shocked
    And player A has the secondary mission "Hold Out":
      | scores at            | if                              | VP |
      | the end of your turn | you control your home objective | 3  |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then no player controls the ruin
    And player A has 0 VP

  Scenario: §3 and 20.2: the same unit not battle-shocked controls it and the card scores
    Given a unit "Squad"
    And "Squad" is within the ruin
    And the ruin is player A's home objective
    And player A has the secondary mission "Hold Out":
      | scores at            | if                              | VP |
      | the end of your turn | you control your home objective | 3  |
    And it is player A's Shooting phase
    When the game advances to the end of the turn
    Then player A controls the ruin
    And player A has 3 VP

  # --- §9 and §19: positions decide what §9 states ---

  Scenario: §9 and 19.5: 32mm bases 1.74" apart edge to edge are engaged (03.04: 2"), so the §9 charge is refused
    Given a unit "Squad"
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And "Squad" is at (10, 10)
    And "Boyz" is at (13, 10)
    And it is player A's Charge phase
    Then "Squad" is engaged
    And "Squad" is not eligible to declare a charge because it is engaged

  Scenario: §9 and 19.5: the same bases 2.24" apart are not engaged, and the §9 charge is allowed
    Given a unit "Squad"
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And "Squad" is at (10, 10)
    And "Boyz" is at (13.5, 10)
    And it is player A's Charge phase
    Then "Squad" is not engaged
    And "Squad" is eligible to declare a charge
