Feature: Held out: round 1 and 2 phrases, verbatim, on today's house (rows, stratagems, boards, moves off the battlefield)
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

  # --- §3 and §9 rows at the first and last rounds ---

  Scenario: §3 COMPLETES at the start of your next Command phase: started in the last round it never completes
    Given the Action "Long Watch":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 5
    When "Squad" starts the "Long Watch" Action
    And battle round 5 is played
    Then the effect of "Long Watch" is not resolved
    And the battle ends after battle round 5

  Scenario: §9 COMPLETES at the end of your opponent's turn, with B first: not at the end of round 1, at the end of B's turn in round 2
    Given the Action "Vigil":
      | COMPLETES | the end of your opponent's turn |
    And player B takes the first turn
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to the end of the battle round
    Then "Squad" is performing the "Vigil" Action
    And the effect of "Vigil" is not resolved
    When the game advances to the end of player B's turn
    Then "Squad" completes the "Vigil" Action
    And the effect of "Vigil" is resolved 1 time

  Scenario: §9 STARTS at the end of your opponent's Movement phase; Fire Overwatch there then bars it (it shot this phase)
    Given the Action "Ambush":
      | STARTS | the end of your opponent's Movement phase |
    And a unit "Squad"
    And a unit "Guns"
    And player A has 2 CP
    And it is player B's Movement phase
    Then "Squad" cannot start the "Ambush" Action because the Action does not start now
    When the game advances to the end of player B's Movement phase
    Then "Squad" can start the "Ambush" Action
    When player A uses the "Fire Overwatch" stratagem on "Guns"
    Then player A used the "Fire Overwatch" stratagem
    And "Guns" cannot start the "Ambush" Action because it shot this phase
    And "Squad" can start the "Ambush" Action

  Scenario: §10 Fire Overwatch cannot target a TITANIC unit
    Given a unit "Knight"
    And "Knight" has the keyword TITANIC
    And player A has 2 CP
    And it is player B's Movement phase
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Knight" because it is not a unit the stratagem can target

  Scenario: §3 USE LIMIT 2 times per battle is counted per player: A's third start is refused, B's first is not
    Given the Action "Relay":
      | STARTS    | the Shooting phase |
      | USE LIMIT | 2 times per battle |
    And a unit "Squad"
    And a unit "Raider" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Relay" Action
    And the game advances to player A's Shooting phase
    And "Squad" starts the "Relay" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Squad" cannot start the "Relay" Action because the Action's use limit is reached
    When the game advances to player B's Shooting phase
    Then "Raider" can start the "Relay" Action

  Scenario: §3 triggers: the end of the Fight phase fires in both turns, your opponent's only in B's
    Given player A has a rule "Both" that triggers at the end of the Fight phase
    And player A has a rule "Theirs" that triggers at the end of your opponent's Fight phase
    When battle round 1 is played
    Then "Both" triggers 2 times
    And "Theirs" triggers 1 time
    And "Theirs" triggers in player B's turn

  # --- §10 stratagem rows ---

  Scenario: §10 Explosives refuses a GRENADES unit that advanced; "Grenades", its other name, is refused the same way
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made an advance move this turn
    And player A has 2 CP
    And it is player A's Shooting phase
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: §10 and 18.3 item 6: a GRENADES unit that counts as not having advanced can be the target of Explosives
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Steady Aim" that makes it count as not having made an advance move this turn
    And player A has 2 CP
    And it is player A's Shooting phase
    Then player A can use the "Explosives" stratagem on "Squad"

  Scenario: §10 RESTRICTIONS not in the first battle round: refused in round 1, allowed in round 2
    Given the stratagem "Late Gambit":
      | WHEN         | your Shooting phase          |
      | RESTRICTIONS | not in the first battle round |
    And a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase
    Then player A cannot use the "Late Gambit" stratagem on "Squad" because its restrictions forbid it
    When the game advances to player A's Shooting phase
    Then player A can use the "Late Gambit" stratagem on "Squad"

  Scenario: §10 a stratagem of CP 0 can be used with no CP, and leaves none spent
    Given the stratagem "Free Order":
      | CP   | 0                   |
      | WHEN | your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When player A uses the "Free Order" stratagem on "Squad"
    Then player A used the "Free Order" stratagem
    And player A has 0 CP

  Scenario: §10 TARGET unengaged INFANTRY excluding TITANIC: the engaged and the TITANIC are refused, the plain unit is not
    Given the stratagem "Dig In":
      | WHEN   | your Shooting phase                                         |
      | TARGET | one friendly unengaged INFANTRY unit (excluding TITANIC units) |
    And a unit "Squad"
    And a unit "Brawlers"
    And "Brawlers" is engaged
    And a unit "Giant"
    And "Giant" has the keyword TITANIC
    And player A has 3 CP
    And it is player A's Shooting phase
    Then player A can use the "Dig In" stratagem on "Squad"
    And player A cannot use the "Dig In" stratagem on "Brawlers" because it is not a unit the stratagem can target
    And player A cannot use the "Dig In" stratagem on "Giant" because it is not a unit the stratagem can target

  Scenario: §10 WHEN either player's Fight phase serves in the opponent's; your Fight phase does not
    Given the stratagem "Counter Blow":
      | WHEN | either player's Fight phase |
    And the stratagem "Own Blow":
      | WHEN | your Fight phase |
    And a unit "Squad"
    And player A has 2 CP
    And it is player B's Fight phase
    Then player A can use the "Counter Blow" stratagem on "Squad"
    And player A cannot use the "Own Blow" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: §10 the same stratagem twice in a phase: refused to A the second time, not to B
    Given the stratagem "Volley":
      | WHEN | the Shooting phase |
    And a unit "Squad"
    And a unit "Squad Two"
    And a unit "Raider" for player B
    And player A has 2 CP
    And player B has 1 CP
    And it is player A's Shooting phase
    When player A uses the "Volley" stratagem on "Squad"
    Then player A cannot use the "Volley" stratagem on "Squad Two" because it was already used this phase
    And player B can use the "Volley" stratagem on "Raider"

  Scenario: §10 Insane Bravery planned for a unit that needs no roll is never used, and no CP is spent
    Given a unit "Squad"
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And player A did not use the "Insane Bravery" stratagem
    And player A has 1 CP

  # --- §9 moves and fights ---

  Scenario: §9 a pile-in move outside the Fight phase is refused, engaged as the unit is
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Shooting phase
    Then "Squad" cannot make a pile-in move because it is not the Fight phase

  Scenario: §9 a consolidation by a unit never engaged that made no charge move is refused: it is not eligible to fight
    Given a unit "Squad"
    And it is player A's Fight phase
    Then "Squad" cannot make a consolidation move because it is not eligible to fight

  Scenario: §9 a charge move with no declaration declares it first: afterwards both 11.02 bars apply
    Given a unit "Squad"
    And it is player A's Charge phase
    When "Squad" makes a charge move
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged                              |
      | it has already declared a charge this phase |

  Scenario: §9 an engaged TITANIC unit is still refused a charge (the 16.01 exception is for Actions)
    Given a unit "Knight"
    And "Knight" has the keyword TITANIC
    And "Knight" is engaged
    And it is player A's Charge phase
    Then "Knight" is not eligible to declare a charge because it is engaged

  Scenario: §9 becoming engaged is no move: an Action in progress still completes, and once no longer engaged the unit may move
    Given a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Signal" Action
    And "Squad" becomes engaged
    Then "Squad" is engaged
    And "Squad" cannot make a normal move because it is engaged
    When "Squad" is no longer engaged
    Then "Squad" can make a normal move
    When the game advances to the end of the turn
    Then "Squad" completes the "Signal" Action

  Scenario: §9 a battle-shocked unit's fall-back is a Desperate Escape with no battle-shock roll
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is battle-shocked
    And "Squad" is not engaged

  Scenario: §9 a destroyed unit is below half-strength and makes no roll in its next Command phase
    Given a unit "Squad"
    And the battle-shock roll for "Squad" will be 2
    And it is player A's Shooting phase
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then "Squad" is below half-strength
    And "Squad" is below starting strength
    And "Squad" does not make a battle-shock roll
    And "Squad" cannot start the "Signal" Action because it is not on the battlefield

  Scenario: §9 the Deploy Device row: a terrain area inside A's deployment zone refuses A's unit and allows B's
    Given the Action "Deploy Device":
      | STARTS    | your Shooting phase                                                   |
      | UNITS     | one INFANTRY unit that is within a terrain area that is not within your deployment zone |
      | USE LIMIT | once per turn                                                         |
    And the ruin is a terrain area
    And the ruin is within player A's deployment zone
    And the ruin is not within player B's deployment zone
    And a unit "Squad"
    And "Squad" is within the ruin
    And a unit "Raider" for player B
    And "Raider" is within the ruin
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Deploy Device" Action because it is not a unit the Action allows
    When the game advances to player B's Shooting phase
    Then "Raider" can start the "Deploy Device" Action

  # --- §9 engagement beside the Fight step (20.1) ---

  Scenario: §9 and 20.1: no longer engaged after the Fight step began: still eligible, now an overrun fight
    Given a unit "Squad"
    And "Squad" is engaged
    And it is the Fight step of player A's Fight phase
    When "Squad" is no longer engaged
    Then "Squad" is eligible to fight
    And "Squad" can make an overrun fight
    And "Squad" cannot make a normal fight

  Scenario: §9 and 20.1: no longer engaged before the Fight step, with no charge: not eligible to fight
    Given a unit "Squad"
    And "Squad" is engaged
    And it is the Pile In step of player A's Fight phase
    When "Squad" is no longer engaged
    Then "Squad" is not eligible to fight

  Scenario: §4 and 20.1: the only enemy in the fight destroyed in the Fight step; the charging unit is the one left to select
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | yes                |
      | Boyz  | B      | yes     | no                 |
    And it is the Fight step of player A's Fight phase
    When "Boyz" is destroyed
    Then the units that can be selected to fight next are:
      | Squad |
    And player A selects the next unit to fight

  # --- §11 a roster beside a declared rule ---

  Scenario: §11 the roster's Fenrisian Wolves (OC 0) are refused the Action; the roster's third squad is not
    Given player A's army from the roster "../datasheets/rosters/ultramarines_gw_app.txt"
    And it is player A's Shooting phase
    Then "Fenrisian Wolves" cannot start the "Signal" Action because its OC is 0 or -
    And "Intercessor Squad 3" can start the "Signal" Action

  Scenario: §11 and 18.2: a rule that sets the Wolves' OC to 1 lets them start it
    Given player A's army from the roster "../datasheets/rosters/ultramarines_gw_app.txt"
    And "Fenrisian Wolves" has an ability "Pack Sense" that sets its OC to 1
    And it is player A's Shooting phase
    Then "Fenrisian Wolves" has OC 1
    And "Fenrisian Wolves" can start the "Signal" Action

  # --- §8 the board file by path ---

  Scenario: §8 the contract's board file, placed in the Command phase before Gain Core CP: the CP come in, then the Action starts
    Given the board "boards/fidold_contract_keys.yaml"
    When the game advances to player A's Shooting phase
    Then player A has 1 CP
    And player B has 1 CP
    And "Intercessors" can start the "Deploy Device" Action
    And "Intercessors" has Ld 6+

  Scenario: §8 the same board with the Intercessors battle-shocked by a Given, failing the step's roll: refused for both 16.01 reasons
    Given the board "boards/fidold_contract_keys.yaml"
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 5
    When the game advances to player A's Shooting phase
    Then "Intercessors" cannot start the "Deploy Device" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  # --- §4 the clock inside the phase the game stands in ---

  Scenario: §4 resolving the Command phase under way: it stands after 08.01, so a start-of-phase rule does not fire, and the CP come in
    Given player A has a rule "Dawn" that triggers at the start of your Command phase
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Dawn" does not trigger
    And player A has 1 CP
    And player B has 1 CP

  Scenario: §4 advancing to the end of the phase the game stands in stops at this phase's end
    Given player A has a rule "Dusk" that triggers at the end of your Shooting phase
    And it is player A's Shooting phase in battle round 2
    When the game advances to the end of player A's Shooting phase
    Then "Dusk" triggers 1 time
    And it is player A's Shooting phase in battle round 2

  # --- §9 / §5 shooting after moves ---

  Scenario: §5 an advance move does not bar shooting in 11e (09.06 bars charges and Actions only)
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And it is player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" cannot start the "Signal" Action because it made an advance move this turn

  Scenario: §9 and 18.3 item 1: a lift of the advance bar for charges leaves the Action bar of 09.06 standing
    Given a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Reckless" that lets it declare a charge even though it made an advance move this turn
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Signal" Action because it made an advance move this turn
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: §9 a failed Desperate Escape roll leaves the unit battle-shocked: OC '-' and no Action
    Given a unit "Squad"
    And "Squad" is engaged
    And the battle-shock roll for "Squad" will be 4
    And it is player A's Movement phase
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" has OC -
    And "Squad" is not eligible to shoot because it made a fall-back move this turn

  # --- §10 Heroic Intervention and Insane Bravery beside other parts ---

  Scenario: §10 and 16.01: a unit that started an Action in the opponent's Shooting phase cannot be the target of Heroic Intervention
    Given the Action "Hold the Line":
      | STARTS | your opponent's Shooting phase |
    And a unit "Squad"
    And player A has 3 CP
    And it is player B's Shooting phase
    When "Squad" starts the "Hold the Line" Action
    And the game advances to the end of player B's Charge phase
    Then "Squad" is not eligible to declare a charge because it started an Action this turn
    And player A cannot use the "Heroic Intervention" stratagem on "Squad"

  Scenario: §10 Heroic Intervention: a unit not within 12" of any enemy unit is not one it can target
    Given a unit "Squad"
    And "Squad" is not within 12" of any enemy unit
    And player A has 3 CP
    And it is player B's Charge phase
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: §10 and 18.3 item 8: the opponent's rule raises Insane Bravery to 2CP; with 1CP it is refused and the roll fails
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And player B has a rule "Dread Aura" that increases the CP cost of your opponent's stratagems by 1
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because player A does not have enough CP
    And player A did not use the "Insane Bravery" stratagem
    And player A has 1 CP
    And "Squad" is battle-shocked

  Scenario: §10 the same raised cost with 2CP to start: Insane Bravery is used and costs 2
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 5 models left
    And player A has 1 CP
    And player B has a rule "Dread Aura" that increases the CP cost of your opponent's stratagems by 1
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And player A has 0 CP
    And "Squad" is not battle-shocked

  Scenario: §10 a stratagem used on a unit this phase: the same one is refused for both 15.01 limits at once
    Given the stratagem "Rally Cry":
      | WHEN | your Shooting phase |
    And a unit "Squad"
    And player A has 3 CP
    And it is player A's Shooting phase
    And player A used the "Rally Cry" stratagem on "Squad" this phase
    Then player A cannot use the "Rally Cry" stratagem on "Squad", for exactly these reasons:
      | it was already used this phase                         |
      | the unit was already targeted by a stratagem this phase |

  # --- §3 the order of Givens for a single model ---

  Scenario: §3 wounds left stated before W and before the starting strength of 1, in any order
    Given a unit "Knight"
    And "Knight" has 2 wounds left
    And "Knight" has W 4
    And "Knight" has a starting strength of 1
    Then "Knight" is at half-strength
    And "Knight" has 2 wounds left

  Scenario: §3 a units table with W and wounds left for a single model, and OC '-'
    Given the units:
      | unit   | player | keywords        | OC | Ld | starting strength | models | W  | wounds left |
      | Walker | B      | VEHICLE, WALKER | -  | 7+ | 1                 | 1      | 10 | 4           |
    Then "Walker" is below half-strength
    And "Walker" has OC -
    And "Walker" does not have the keyword INFANTRY

  Scenario: §9 three of five models left is neither at nor below half-strength
    Given a unit "Squad"
    And "Squad" has 3 models left
    Then "Squad" is not at half-strength
    And "Squad" is not below half-strength
    And "Squad" is not at or below half-strength
    And "Squad" is below starting strength

  # --- §9 a unit no longer on the battlefield makes no charge, pile-in or consolidation move (03.01) ---

  Scenario: §9 a unit destroyed after declaring its charge cannot make the charge move
    Given a unit "Squad"
    And it is player A's Charge phase
    When "Squad" declares a charge
    And "Squad" is destroyed
    Then "Squad" cannot make a charge move because it is not on the battlefield

  Scenario: §9 a unit that made a charge move and was then destroyed cannot pile in
    Given a unit "Squad"
    And "Squad" made a charge move this turn
    And it is player A's Fight phase
    When "Squad" is destroyed
    Then "Squad" cannot make a pile-in move because it is not on the battlefield

  Scenario: §9 an engaged unit that left the battlefield in the Fight step cannot consolidate
    Given a unit "Squad"
    And "Squad" is engaged
    And it is the Fight step of player A's Fight phase
    When "Squad" leaves the battlefield
    Then "Squad" cannot make a consolidation move because it is not on the battlefield

  Scenario: §9 the same unit still on the battlefield, its enemies gone, may pile in and consolidate
    Given a unit "Squad"
    And "Squad" made a charge move this turn
    And it is player A's Fight phase
    Then "Squad" can make a pile-in move
    And "Squad" can make a consolidation move
    And "Squad" is not refused the "Signal" Action because it is not on the battlefield

  # --- §10's stratagem phrases as 18.4 models their effects ---

  Scenario: §10 and 18.4: Heroic Intervention used with the round 2 phrase resolves the charge in full: engaged, and Fights First
    Given a unit "Squad"
    And player A has 3 CP
    And it is player B's Charge phase
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is engaged
    And "Squad" has Fights First
    And player A has 2 CP

  Scenario: §10 Heroic Intervention refuses an engaged unit (15.11: one unengaged unit)
    Given a unit "Squad"
    And "Squad" is engaged
    And player A has 3 CP
    And it is player B's Charge phase
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: §9 and §10: Heroic Intervention's charge move fails an Action that spans into the opponent's turn (16.01)
    Given the Action "Vigil":
      | COMPLETES | the end of your opponent's turn |
    And a unit "Squad"
    And player A has 3 CP
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to the end of player B's Charge phase
    Then "Squad" is eligible to declare a charge
    When player A uses the "Heroic Intervention" stratagem on "Squad"
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Vigil" Action
    And the effect of "Vigil" is not resolved

  Scenario: §9 a pile-in move in the opponent's Fight phase does not fail the same Action (16.01 excludes it)
    Given the Action "Vigil":
      | COMPLETES | the end of your opponent's turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Vigil" Action
    And the game advances to player B's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a pile-in move
    And the game advances to the end of the battle round
    Then "Squad" completes the "Vigil" Action

  Scenario: §10 Insane Bravery outside the Battle-shock step cannot be used now
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the stratagem cannot be used now

  # --- §11 attached units: the OC bar and the Ld of the parts ---

  Scenario: §11 an attached unit whose bodyguard has OC 0 may start an Action: its Captain has OC 1 or more
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Squad" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Squad"
    And "Squad" has OC 0
    And it is player A's Shooting phase
    Then "Squad" can start the "Signal" Action

  Scenario: §11 the same attached unit with its Captain gone: no model has OC 1 or more, so it is refused
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Squad" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Squad"
    And "Squad" has OC 0
    And "Captain" has 0 models left
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Signal" Action because its OC is 0 or -

  Scenario: §11 a roll of 7 passes on the Captain's Ld 6+ though the squad's is 8+ (01.06: any Ld in the unit)
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Squad" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Squad"
    And "Squad" has Ld 8+
    And "Captain" has Ld 6+
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: §11 with the Captain gone the same 7 fails the squad's Ld 8+ (19.04)
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Squad" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Squad"
    And "Squad" has Ld 8+
    And "Captain" has Ld 6+
    And "Captain" has 0 models left
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  # --- §5 CP beside rules that gain CP (18.3 item 13) ---

  Scenario: §5 and 18.3 item 13: under the Event Companion two rules that gain CP give 1 in the round, Core CP uncapped
    Given the battle is played under the Event Companion
    And player A has a rule "Tithe":
      | WHEN   | the start of your turn |
      | EFFECT | you gain 1 CP          |
    And player A has a rule "Levy":
      | WHEN   | the end of your turn |
      | EFFECT | you gain 1 CP        |
    When battle round 1 is played
    Then player A has 3 CP
    And player B has 2 CP

  Scenario: §5 and 18.3 item 13: outside event play the same two rules give 2
    Given player A has a rule "Tithe":
      | WHEN   | the start of your turn |
      | EFFECT | you gain 1 CP          |
    And player A has a rule "Levy":
      | WHEN   | the end of your turn |
      | EFFECT | you gain 1 CP        |
    When battle round 1 is played
    Then player A has 4 CP
    And player B has 2 CP

  # --- §6 property claims with old phrases beside declared rules ---

  Scenario: §6 any unit of player A that is engaged and not TITANIC is refused the Action for it
    Given any unit "X"
    And "X" belongs to player A
    And "X" is engaged
    And "X" does not have the keyword TITANIC
    And it is player A's Shooting phase
    Then "X" cannot start the "Signal" Action because it is engaged

  Scenario: §6 and 18.3 item 1: any engaged unit with a rule that lifts the engaged bar is never refused for it
    Given any unit "X"
    And "X" is engaged
    And "X" has an ability "Fearless" that lets it start Actions even though it is engaged
    Then "X" is not refused the "Signal" Action because it is engaged

  Scenario: §6 and §9: any unit destroyed in the Fight phase makes no charge, pile-in or consolidation move
    Given any unit "X"
    And it is player A's Fight phase
    When "X" is destroyed
    Then "X" cannot make a pile-in move because it is not on the battlefield
    And "X" cannot make a consolidation move because it is not on the battlefield
    And "X" cannot make a charge move because it is not on the battlefield

  Scenario: §6 and §12: any battle-shocked unit of player A with a rule that makes its battle-shock rolls succeed automatically recovers in its Battle-shock step
    Given any unit "X"
    And "X" belongs to player A
    And "X" is battle-shocked
    And "X" has an ability "Iron Will" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "X" makes a battle-shock roll
    And "X" is not battle-shocked

  Scenario Outline: §10 Command Re-roll takes the <roll> roll, each of 15.02's
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Shooting phase
    Then player A can use the "Command Re-roll" stratagem on the <roll> roll for "Squad"

    Examples:
      | roll    |
      | advance |
      | charge  |
      | damage  |
      | hazard  |
      | hit     |
      | save    |
      | wound   |
