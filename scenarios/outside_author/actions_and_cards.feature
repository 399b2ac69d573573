Feature: Outside author - Actions, the Command phase, moves, transports, reserves and stratagems
  Written blind from the contract (SCENARIO_LANGUAGE.md sections 1-16 as changed by round 4),
  with the Chapter Approved 2026-27 mission Actions loaded by name. Answers worked by hand from
  the 11e Core Rules (01.07, 08.02, 08.03, 09, 15, 16.01, 18, 20, 21) and the cards.

  Scenario: Sabotage, loaded with its mission, can be started on an objective that is not home
    Given the mission "Sabotage"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Then "Squad" can start the "Sabotage" Action

  Scenario: Sabotage cannot be started on your own home objective
    Given the mission "Sabotage"
    Given the south ruin is player A's home objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the south ruin
    Then "Squad" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: Sabotage can be started on the opponent's home objective
    Given the mission "Sabotage"
    Given the north ruin is player B's home objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Then "Squad" can start the "Sabotage" Action

  Scenario: Sabotage does not start in the Movement phase
    Given the mission "Sabotage"
    Given the north ruin is an objective
    Given it is player A's Movement phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Then "Squad" cannot start the "Sabotage" Action because the Action does not start now

  Scenario: Triangulate waits for the second battle round
    Given the mission "Triangulation"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 1
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Then "Squad" cannot start the "Triangulate" Action because the Action does not start now

  Scenario: Triangulate can be started in the second battle round
    Given the mission "Triangulation"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Then "Squad" can start the "Triangulate" Action

  Scenario: Secure Asset is started by one unit per turn
    Given the mission "Secure Asset"
    Given the north ruin is an objective
    Given the east ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Squad Two"
    Given "Squad" is within the north ruin
    Given "Squad Two" is within the east ruin
    When "Squad" starts the "Secure Asset" Action
    Then "Squad" is performing the "Secure Asset" Action
    Then "Squad Two" cannot start the "Secure Asset" Action because the Action's use limit is reached

  Scenario: A battle-shocked unit is refused Sabotage for battle-shock and for its OC
    Given the mission "Sabotage"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Given "Squad" is battle-shocked
    Then "Squad" cannot start the "Sabotage" Action, for exactly these reasons:
      | it is battle-shocked  |
      | its OC is 0 or -      |

  Scenario: Sabotage completes at the end of the turn when the unit is controlling the objective
    Given the mission "Sabotage"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    When "Squad" starts the "Sabotage" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Sabotage" Action

  Scenario: Sabotage does not complete when the enemy holds more OC on the objective
    Given the mission "Sabotage"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Brutes" for player B
    Given "Brutes" has OC 3
    Given "Squad" is within the north ruin
    Given "Brutes" is within the north ruin
    When "Squad" starts the "Sabotage" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Sabotage" Action

  Scenario: Sabotage does not complete on a tied objective
    Given the mission "Sabotage"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Brutes" for player B
    Given "Squad" is within the north ruin
    Given "Brutes" is within the north ruin
    When "Squad" starts the "Sabotage" Action
    When the game advances to the end of the turn
    Then no player controls the north ruin
    Then "Squad" does not complete the "Sabotage" Action

  Scenario: A unit destroyed while performing an Action does not complete it
    Given the Action "Recover Intel":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    When "Squad" starts the "Recover Intel" Action
    When "Squad" is destroyed
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Recover Intel" Action
    Then the effect of "Recover Intel" is not resolved

  Scenario: A surge move in the opponent's turn makes a long Action fail
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the start of your next Command phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player B's Movement phase
    When "Squad" makes a surge move
    When the game advances to player A's Command phase
    Then "Squad" does not complete the "Hold the Line" Action

  Scenario: Without the surge the long Action completes at the start of the next Command phase
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase                 |
      | COMPLETES | the start of your next Command phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player A's Command phase
    Then "Squad" completes the "Hold the Line" Action
    Then the effect of "Hold the Line" is resolved

  Scenario: A pile-in move does not make an Action fail
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player B's Fight phase
    When "Squad" becomes engaged
    When "Squad" makes a pile-in move
    When the game advances to the end of the turn
    Then "Squad" completes the "Hold the Line" Action

  Scenario: A fall-back move makes an Action fail
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player B's Movement phase
    When "Squad" becomes engaged
    When "Squad" makes a fall-back move
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Line" Action

  Scenario: A unit that fails a battle-shock roll stops performing its Action
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player B's Movement phase
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    Then "Squad" is not performing the "Hold the Line" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Line" Action

  @faq
  Scenario: If my unit recovers from battle-shock before its Action's completion moment, does it still complete the Action?
    No. Once battle-shocked it stops performing the Action (01.07, 16.01, app FAQ), and passing a
    later battle-shock roll does not restart it; the start still counts for the use limit.
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    Given the battle-shock roll for "Squad" will be 3
    When "Squad" starts the "Hold the Line" Action
    When "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 10
    When the game advances to the end of player B's Command phase
    Then "Squad" is not battle-shocked
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Line" Action

  Scenario: A unit at half-strength tests in the Battle-shock step and fails
    Given a unit "Squad"
    Given "Squad" has a starting strength of 10
    Given "Squad" has 5 models left
    Given the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    Then "Squad" is battle-shocked

  Scenario: A unit above half-strength makes no battle-shock roll
    Given a unit "Squad"
    Given "Squad" has a starting strength of 10
    Given "Squad" has 6 models left
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    Then "Squad" is not battle-shocked

  Scenario: A battle-shocked unit at full strength tests and recovers
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked

  Scenario: The opponent's units do not test in my Battle-shock step
    Given a unit "Raiders" for player B
    Given "Raiders" has 2 models left
    When player A's Command phase is resolved
    Then "Raiders" does not make a battle-shock roll

  @faq
  Scenario: Does Insane Bravery still cost me the Command point I just gained?
    Yes: both players gain 1CP in Gain Core CP (08.02), then Insane Bravery costs 1CP in the
    Battle-shock step (15.04); the roll is still made and automatically succeeds.
    Given player A has 1 CP
    Given a unit "Squad"
    Given "Squad" has 2 models left
    Given the battle-shock roll for "Squad" will be 2
    Given player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    Then "Squad" is not battle-shocked
    Then player A used the "Insane Bravery" stratagem
    Then player A has 1 CP
    Then player B has 1 CP

  Scenario: Insane Bravery used earlier in the battle cannot save the roll
    Given player A has 1 CP
    Given player A used the "Insane Bravery" stratagem earlier in the battle
    Given a unit "Squad"
    Given "Squad" has 2 models left
    Given the battle-shock roll for "Squad" will be 2
    Given player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    Then player A has 2 CP

  @faq
  Scenario: Can I use Insane Bravery on a unit that is already battle-shocked?
    No. A player cannot target their own battle-shocked unit with a stratagem (01.07), so the
    unit must pass its roll unaided and the CP is kept.
    Given player A has 1 CP
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 4
    Given player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    Then player A did not use the "Insane Bravery" stratagem
    Then player A has 2 CP

  @faq
  Scenario: Can Command Re-roll re-roll a failed battle-shock roll?
    No. Command Re-roll lists the rolls it can re-roll (15.02) and a battle-shock roll is not one.
    Given player A has 2 CP
    Given it is player A's Movement phase in battle round 2
    Given a unit "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it
    Then player A can use the "Command Re-roll" stratagem on the advance roll for "Squad"

  Scenario: My own battle-shocked unit cannot be my stratagem's target, but the opponent's stratagems can target it
    Given the stratagem "Stand Firm":
      | CP     | 1                 |
      | TARGET | one friendly unit |
    Given the stratagem "Marked for Death":
      | CP     | 1              |
      | TARGET | one enemy unit |
    Given player A has 1 CP
    Given player B has 1 CP
    Given it is player B's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Then player A cannot use the "Stand Firm" stratagem on "Squad" because the unit is battle-shocked
    Then player B can use the "Marked for Death" stratagem on "Squad"

  Scenario: The same stratagem cannot be used twice in a phase, nor without the CP
    Given the stratagem "Stand Firm":
      | CP     | 1                 |
      | TARGET | one friendly unit |
    Given player A has 3 CP
    Given player B has 0 CP
    Given a unit "Squad"
    Given a unit "Squad Two"
    Given player A used the "Stand Firm" stratagem on "Squad" this phase
    Then player A cannot use the "Stand Firm" stratagem on "Squad Two" because it was already used this phase

  Scenario: Without enough CP a stratagem cannot be used
    Given the stratagem "Stand Firm":
      | CP     | 2                 |
      | TARGET | one friendly unit |
    Given player A has 1 CP
    Given a unit "Squad"
    Then player A cannot use the "Stand Firm" stratagem on "Squad" because player A does not have enough CP

  Scenario: Rapid Ingress needs a unit in strategic reserves
    Given player A has 1 CP
    Given it is battle round 2
    Given a unit "Squad"
    Given a unit "Raiders" for player B
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: Rapid Ingress can bring a reserve unit in at the end of the opponent's Movement phase
    Given player A has 1 CP
    Given it is battle round 2
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Squad"

  Scenario: Rapid Ingress cannot be used in the first battle round
    Given player A has 1 CP
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad"

  Scenario: A unit cannot arrive from reserves in the first battle round
    Given it is player A's Movement phase in battle round 1
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    Then "Squad" cannot make an ingress move into the west flank because it is the first battle round

  @faq
  Scenario: Can a unit that arrived from strategic reserves this turn start an Action?
    Yes. An ingress move is neither an advance nor a fall-back move (20.04, 16.01), so a unit set
    up from reserves in the Movement phase may start an Action in the Shooting phase.
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Movement phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    When "Squad" makes an ingress move
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Recover Intel" Action

  Scenario: A unit still in strategic reserves at the end of battle round 3 is destroyed
    Given it is battle round 3
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    When battle round 3 is played
    Then "Squad" is destroyed

  Scenario: An embarked unit cannot start an Action
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given a unit "Squad"
    Given "Squad" is embarked within "Rhino"
    Then "Squad" cannot start the "Recover Intel" Action because it is not on the battlefield

  @faq
  Scenario: After a Rapid Disembark can my unit start an Action, and can it charge?
    It can start an Action (a Rapid Disembark is no advance or fall-back move), but it cannot
    declare a charge this turn (18.04).
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Movement phase in battle round 2
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given a unit "Squad"
    Given "Squad" is embarked within "Rhino"
    Given "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Recover Intel" Action
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: A Tactical Disembark followed by an advance move bars Actions this turn
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Movement phase in battle round 2
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given a unit "Squad"
    Given "Squad" is embarked within "Rhino"
    Given "Rhino" remained stationary this phase
    When "Squad" makes a disembark move followed by an advance move
    Then "Squad" disembarked using Tactical Disembark
    When the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Recover Intel" Action because it made an advance move this turn

  Scenario: Units that emergency disembark from a destroyed TRANSPORT are battle-shocked and cannot act
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given a unit "Squad"
    Given "Squad" is embarked within "Rhino"
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    Then "Squad" is battle-shocked
    Then "Squad" cannot start the "Recover Intel" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: A unit that would overfill its TRANSPORT cannot embark
    Given it is player A's Movement phase in battle round 2
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given "Rhino" has a transport capacity of 10 models
    Given a unit "Squad"
    Given "Squad" is embarked within "Rhino"
    Given a unit "Big Squad"
    Given "Big Squad" has a starting strength of 6
    Given "Big Squad" made a normal move this phase
    Given a unit "Small Squad"
    Given "Small Squad" made a normal move this phase
    Then "Big Squad" cannot embark within "Rhino" because it does not fit in its TRANSPORT
    Then "Small Squad" can embark within "Rhino"

  Scenario: A unit that started an Action cannot shoot, but a TITANIC unit can
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Knight"
    Given "Knight" has the keyword TITANIC
    When "Squad" starts the "Recover Intel" Action
    When "Knight" starts the "Recover Intel" Action
    Then "Squad" is not eligible to shoot because it started an Action this turn
    Then "Knight" is eligible to shoot

  Scenario: A unit that started an Action this turn cannot declare a charge
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Charge phase in battle round 2
    Given a unit "Squad"
    Given "Squad" started the "Recover Intel" Action this turn
    Then "Squad" is not eligible to declare a charge because it started an Action this turn

  Scenario: An engaged TITANIC unit can start an Action, an engaged INFANTRY unit cannot
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is engaged
    Given a unit "Knight"
    Given "Knight" has the keyword TITANIC
    Given "Knight" is engaged
    Then "Knight" can start the "Recover Intel" Action
    Then "Squad" cannot start the "Recover Intel" Action, for exactly these reasons:
      | it is engaged |

  Scenario: A unit that fell back this turn is refused only for the fall-back
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" made a fall-back move this turn
    Then "Squad" cannot start the "Recover Intel" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: A unit performing Sabotage cannot start a second Action this turn
    Given the mission "Sabotage"
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    When "Squad" starts the "Sabotage" Action
    Then "Squad" cannot start the "Recover Intel" Action because it started another action this turn

  Scenario: Surveil targets an enemy unit and completes at once
    Given the mission "Surveil the Foe"
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Raiders" for player B
    When "Squad" starts the "Surveil" Action on "Raiders"
    Then "Squad" completes the "Surveil" Action
    Then "Raiders" is surveilled by player A

  Scenario: Plunder tags a terrain area outside your territory, once per turn
    Given player A has the secondary mission "Plunder"
    Given the ruin is a terrain area
    Given the ruin is not within player A's territory
    Given the crater is a terrain area
    Given the crater is not within player A's territory
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Squad Two"
    Given "Squad" is within the ruin
    Given "Squad Two" is within the crater
    When "Squad" starts the "Plunder" Action
    Then "Squad" completes the "Plunder" Action
    Then the ruin is plundered by player A
    Then "Squad Two" cannot start the "Plunder" Action because the Action's use limit is reached

  Scenario: A battle-shocked unit cannot make a surge move
    Given it is player B's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Then "Squad" cannot make a surge move because it is battle-shocked

  Scenario: Rapid Ingress in the first battle round is refused by its restrictions
    Given player A has 1 CP
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because its restrictions forbid it

  Scenario: An AIRCRAFT unit is refused an Action for being AIRCRAFT only
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Jet"
    Given "Jet" has the keyword AIRCRAFT
    Then "Jet" cannot start the "Recover Intel" Action, for exactly these reasons:
      | it is an AIRCRAFT unit |

  Scenario: A Desperate Escape that fails its battle-shock roll ends the Action in progress
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given the battle-shock roll for "Squad" will be 4
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player B's Movement phase
    When "Squad" becomes engaged
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" is battle-shocked
    Then "Squad" is not performing the "Hold the Line" Action

  Scenario: Cleanse completes and scores when its unit is controlling the objective at the end of the turn
    Given player A has the secondary mission "Cleanse"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    When "Squad" starts the "Cleanse" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Cleanse" Action
    Then player A scores 2 VP for "Cleanse"

  Scenario: Decoy cannot be started on an objective you already decoyed
    Given the mission "Smoke and Mirrors"
    Given the north ruin is an objective
    Given the north ruin is decoyed by player A
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Then "Squad" cannot start the "Decoy" Action because it is not a unit the Action allows

  Scenario: Extract Intelligence is refused where your operation marker already stands
    Given the mission "Gather Intel"
    Given the north ruin is an objective
    Given the east ruin is an objective
    Given player A has an operation marker within the north ruin
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Squad Two"
    Given "Squad" is within the north ruin
    Given "Squad Two" is within the east ruin
    Then "Squad" cannot start the "Extract Intelligence" Action because it is not a unit the Action allows
    Then "Squad Two" can start the "Extract Intelligence" Action

  Scenario: Vanguard Operation does not complete while an enemy unit is within that terrain area
    Given the mission "Vanguard Operation"
    Given the ruin is a terrain area
    Given the ruin is within player B's territory
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Raiders" for player B
    Given "Squad" is within the ruin
    Given "Raiders" is within the ruin
    When "Squad" starts the "Vanguard Operation" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard Operation" Action

  @faq
  Scenario: My unit is still performing an Action in my opponent's turn; can I Heroically Intervene with it?
    Yes. The charge bar of 16.01 lasts until the end of the turn in which the Action was started,
    so in the opponent's Charge phase the unit may be targeted (15.11); the charge move it then
    makes would end the Action.
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given player A has 1 CP
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Raiders" for player B
    When "Squad" starts the "Hold the Line" Action
    When the game advances to the end of player B's Charge phase
    Then "Squad" is performing the "Hold the Line" Action
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: Vanguard Operation completes when the enemy unit is in another terrain area
    Given the mission "Vanguard Operation"
    Given the ruin is a terrain area
    Given the ruin is within player B's territory
    Given the crater is a terrain area
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Raiders" for player B
    Given "Squad" is within the ruin
    Given "Raiders" is within the crater
    When "Squad" starts the "Vanguard Operation" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Vanguard Operation" Action

  Scenario: Vanguard Operation stated as started is tied to its unit's terrain area
    Given the mission "Vanguard Operation"
    Given the ruin is a terrain area
    Given the ruin is within player B's territory
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Raiders" for player B
    Given "Squad" is within the ruin
    Given "Raiders" is within the ruin
    Given "Squad" started the "Vanguard Operation" Action this turn
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard Operation" Action

  Scenario: A unit stated to have started an Action and now battle-shocked is not performing it
    Given the Action "Recover Intel":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" started the "Recover Intel" Action this turn
    Given "Squad" is battle-shocked
    Then "Squad" is not performing the "Recover Intel" Action

  Scenario: A unit that moves and embarks while performing an Action does not complete it
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given a unit "Squad"
    When "Squad" starts the "Hold the Line" Action
    When the game advances to player B's Movement phase
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Line" Action

  Scenario: Secure Asset can be started again in the player's next turn
    Given the mission "Secure Asset"
    Given the north ruin is an objective
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is within the north ruin
    Given "Squad" started the "Secure Asset" Action this turn
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    Then "Squad" can start the "Secure Asset" Action

  Scenario: A once-per-battle-round Action is counted per player
    Given the Action "Scout":
      | STARTS    | the Shooting phase     |
      | USE LIMIT | once per battle round  |
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Squad"
    Given a unit "Squad Two"
    Given a unit "Raiders" for player B
    When "Squad" starts the "Scout" Action
    Then "Squad Two" cannot start the "Scout" Action because the Action's use limit is reached
    When the game advances to player B's Shooting phase
    Then "Raiders" can start the "Scout" Action

  Scenario: A unit embarked in a TRANSPORT that never left strategic reserves is destroyed after battle round 3
    Given it is battle round 3
    Given a unit "Rhino"
    Given "Rhino" has the keyword TRANSPORT
    Given "Rhino" is in strategic reserves
    Given a unit "Squad"
    Given "Squad" is embarked within "Rhino"
    When battle round 3 is played
    Then "Rhino" is destroyed
    Then "Squad" is destroyed

  Scenario: A repositioned unit in strategic reserves survives the end of battle round 3
    Given it is battle round 3
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    Given "Squad" is a repositioned unit
    When battle round 3 is played
    Then "Squad" is not destroyed

  Scenario: After an ingress move the unit makes no normal move before the next Charge phase
    Given it is player A's Movement phase in battle round 2
    Given a unit "Squad"
    Given "Squad" is in strategic reserves
    When "Squad" makes an ingress move
    Then "Squad" cannot make a normal move because it made an ingress move and the next Charge phase has not started

  Scenario: A rule's earlier battle-shock roll replaces the half-strength roll in the Battle-shock step
    Given a unit "Squad"
    Given "Squad" has 2 models left
    Given a rule makes "Squad" take a battle-shock roll earlier in the Battle-shock step
    Given the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    Then "Squad" is not battle-shocked

  Scenario: A battle-shocked unit that fails again stays battle-shocked
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    Then "Squad" is battle-shocked
