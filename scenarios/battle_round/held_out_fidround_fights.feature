Feature: Held out: whole battle rounds with their fights, replayed step by step (08, 11, 12, 15, 16, 20.1)
  A held-out pass written as a tournament organiser replays a disputed turn: the CP that the
  Command phases gave, the charges of the Charge phase, a stratagem used in the opponent's turn,
  the order of fighting in the Fight step and what is left of it all in the next turn. The
  questions are asked between the events, and every answer was decided from the text first.

  Scenario: 08.02, 11.04, 15.12 and 12.04: from the start of round 2 the opponent has 1CP when the charger has fought, too few for Counteroffensive
    Given a unit "Squad"
    And a unit "Guard"
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    And "Guard" is engaged with "Nobz"
    And it is battle round 2
    And player A has 0 CP
    And player B has 0 CP
    When player A's Command phase is resolved
    Then player B has 1 CP
    When the game advances to player A's Charge phase
    And "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" becomes engaged
    Then "Squad" has Fights First
    When the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then player B selects the next unit to fight
    And player B cannot use the "Counteroffensive" stratagem on "Boyz" because player B does not have enough CP

  Scenario: 15.12 and 12.04: with the CP of three Command phases, Counteroffensive after the charger fought makes the charged unit the next one, before the other combat
    Given a unit "Squad"
    And a unit "Guard"
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    And "Guard" is engaged with "Nobz"
    And it is player B's Command phase in battle round 1
    When player B's Command phase is resolved
    And player A's Command phase is resolved
    Then it is player A's Command phase in battle round 2
    And player B has 2 CP
    When the game advances to player A's Charge phase
    And "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" becomes engaged
    And the game advances to the Fight step of player A's Fight phase
    And "Squad" fights
    Then player B can use the "Counteroffensive" stratagem on "Boyz"
    When player B uses the "Counteroffensive" stratagem on "Boyz"
    Then player B has 0 CP
    And "Boyz" has Fights First
    And "Boyz" must be the next unit player B selects to fight
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Nobz" cannot be selected to fight next because "Boyz" must be selected to fight first
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats
    And the units that can be selected to fight next are:
      | Guard |
    When "Guard" fights
    Then player B selects the next unit to fight
    When "Nobz" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Squad |
      | Boyz  |
      | Guard |
      | Nobz  |
    When the game advances to player B's Command phase
    Then "Boyz" does not have Fights First
    And "Squad" does not have Fights First

  Scenario: 15.12: Counteroffensive is no stratagem for your own Fight phase: used by player B after player A's unit fought in player B's turn, it cannot be used now
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And player A has 2 CP
    And player B has 2 CP
    And it is player B's Fight phase in battle round 2
    When the game advances to the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    When "Boyz" fights
    Then player A can use the "Counteroffensive" stratagem on "Squad"
    When "Squad" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the stratagem cannot be used now
    And the Fight step has ended

  Scenario: 01.07, 15.12 and 12.04: a unit battle-shocked in its Command phase cannot be its player's Counteroffensive target in the opponent's Fight phase, yet still fights there
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
      | Boyz  | B      | 10                | 10     | 7  |
    And "Squad" is engaged with "Boyz"
    And player A has 2 CP
    And it is battle round 2
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And player A has 3 CP
    When the game advances to the Fight step of player A's Fight phase
    And "Squad" fights
    And "Boyz" fights
    And the game advances to the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    When "Boyz" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the unit is battle-shocked
    And "Squad" can be selected to fight next
    And player A selects the next unit to fight

  Scenario: 15.11, 11.04 and 12.04: Heroic Intervention at the end of the opponent's Charge phase puts a second Fights First unit in the opponent's Fight step, which alternates from the player whose turn it is
    Given a unit "Squad"
    And a unit "Guard"
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When "Boyz" declares a charge
    And "Boyz" makes a charge move
    And "Squad" becomes engaged
    Then player A cannot use the "Heroic Intervention" stratagem on "Guard" because the stratagem cannot be used now
    When the game advances to the end of the phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A can use the "Heroic Intervention" stratagem on "Guard"
    When player A uses the "Heroic Intervention" stratagem on "Guard"
    Then player A has 0 CP
    And "Guard" has Fights First
    And "Guard" is not eligible to fight because it is not the Fight phase
    When the game advances to the Fight step of player B's Fight phase
    Then "Guard" is eligible to fight
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Guard |
    When "Guard" fights
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats
    When "Squad" fights
    Then the Fight step has ended
    When the game advances to player A's Command phase
    Then "Guard" does not have Fights First
    And player A has 0 CP

  Scenario: 15.11: Heroic Intervention cannot be used at the end of your own Charge phase, nor at the end of the opponent's Movement phase
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 3 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of the phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.03: Epic Challenge holds from the CHARACTER unit's selection until its attacks resolve, and its PRECISION ends with the phase
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Boyz" for player B
    And "Captain" is engaged with "Boyz"
    And player A has 1 CP
    And it is player A's Fight phase in battle round 2
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now
    When the game advances to the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats
    When "Captain" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Captain"
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then "Captain"'s melee weapons have [PRECISION]
    And player A has 0 CP
    When "Captain" resolves its attacks
    Then player B selects the next unit to fight
    And "Captain"'s melee weapons have [PRECISION]
    When "Boyz" fights
    Then the Fight step has ended
    When the game advances to the end of the phase
    And the game advances to player B's Command phase
    Then "Captain"'s melee weapons do not have [PRECISION]

  Scenario: 12.08: a consolidation that ends engaged with an enemy unit that has not fought makes its player select it before the Fight phase ends, and it fights again in its own turn
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    And "Squad" is engaged with "Boyz"
    And it is player A's Fight phase in battle round 2
    When the game advances to the Fight step of player A's Fight phase
    And "Squad" is selected to fight
    And "Boyz" is destroyed
    And "Squad" resolves its attacks
    Then the Fight step has ended
    And "Nobz" is not eligible to fight
    When the game advances to the Consolidate step of player A's Fight phase
    And "Squad" makes a consolidation move that ends engaged with "Nobz"
    Then player B selects the next unit to fight
    And "Nobz" can be selected to fight next
    When "Nobz" fights
    Then the units were selected to fight in this order:
      | Squad |
      | Nobz  |
    When the game advances to the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Nobz |

  Scenario: Rules Appendix passing: a charger whose target died and that is not within 5" of any enemy unit may be passed, which ends the step, and it may still consolidate
    Given a unit "Guard"
    And a unit "Boyz" for player B
    And "Guard" is not within 5" of any enemy unit
    And it is player A's Charge phase in battle round 3
    When "Guard" declares a charge
    And "Guard" makes a charge move
    And "Boyz" is destroyed
    And "Guard" is no longer engaged
    And the game advances to the Fight step of player A's Fight phase
    Then "Guard" is eligible to fight
    And "Guard" can be selected to fight next
    And player A can pass
    When player A passes
    Then the Fight step has ended
    When the game advances to the Consolidate step of player A's Fight phase
    Then "Guard" can make a consolidation move

  Scenario: Rules Appendix passing: a player cannot pass while an eligible unit of theirs is engaged
    Given a unit "Guard"
    And a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged with "Boyz"
    And "Guard" is not within 5" of any enemy unit
    And it is player A's Charge phase in battle round 3
    When "Guard" declares a charge
    And "Guard" makes a charge move
    And "Grots" is destroyed
    And "Guard" is no longer engaged
    And the game advances to the Fight step of player A's Fight phase
    Then player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit
    And the units that can be selected to fight next are:
      | Guard |

  Scenario: 12.04 and the Rules Appendix: advancing past a Fight step that was never resolved selects the charger first and the charged unit second
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" becomes engaged
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Squad |
      | Boyz  |

  Scenario: 16.01 and 11.02: a unit that started an Action in the Shooting phase cannot charge, the other unit charges and fights first, and the Action completes at the end of the turn
    Given a unit "Squad"
    And a unit "Other"
    And a unit "Boyz" for player B
    And the Action "Sweep":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is battle round 2
    When the game advances to player A's Shooting phase
    And "Squad" starts the "Sweep" Action
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it started an Action this turn
    And "Other" is eligible to declare a charge
    When "Other" declares a charge
    And "Other" makes a charge move
    And "Boyz" becomes engaged
    And the game advances to the Fight step of player A's Fight phase
    Then "Squad" is not eligible to fight
    And player A selects the next unit to fight
    When "Other" fights
    And "Boyz" fights
    Then the Fight step has ended
    When the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 08.05, 08.03 and 20.2: a card scoring at the end of your Command phase misses when the holder's only unit on the objective fails its test in that phase
    Given the units:
      | unit  | player | starting strength | models | Ld | OC |
      | Squad | A      | 10                | 4      | 7  | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And player A has the secondary mission "Hold Fast":
      | scores at                     | if                   | VP |
      | the end of your Command phase | you control the ruin | 3  |
    And it is battle round 2
    And player A controls the ruin
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And no player controls the ruin
    And player A scores no VP for "Hold Fast"

  Scenario: 08.05, 08.03 and 20.2: the same card scores when the unit passes its test, and again in the next round's Command phase
    Given the units:
      | unit  | player | starting strength | models | Ld | OC |
      | Squad | A      | 10                | 4      | 7  | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And player A has the secondary mission "Hold Fast":
      | scores at                     | if                   | VP |
      | the end of your Command phase | you control the ruin | 3  |
    And it is battle round 2
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A controls the ruin
    And player A scores 3 VP for "Hold Fast"
    When player B's Command phase is resolved
    Then player A scores 3 VP for "Hold Fast"
    When player A's Command phase is resolved
    Then player A scores 6 VP for "Hold Fast"
    And player A has 6 VP

  Scenario: 12.04: a Fights First unit that becomes engaged during a remaining combat takes the sequence back to Fights First combats, started by the player whose turn it is
    Given a unit "Squad"
    And a unit "Guard"
    And a unit "Vanguard"
    And "Vanguard" has Fights First
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    And "Squad" is engaged with "Boyz"
    And "Guard" is engaged with "Nobz"
    And it is player B's Fight phase in battle round 2
    When the game advances to the Fight step of player B's Fight phase
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And "Vanguard" is not eligible to fight
    When "Boyz" fights
    And "Squad" is selected to fight
    And "Vanguard" becomes engaged
    And "Squad" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Vanguard |
    When "Vanguard" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Nobz" fights
    And "Guard" fights
    Then the Fight step has ended

  Scenario: 15.07, 20.04 and 15.11: a unit brought in by Rapid Ingress at the end of the opponent's Movement phase cannot move in their Shooting phase, yet can Heroically Intervene at the end of their Charge phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then "Reserve" is not in strategic reserves
    And player A has 1 CP
    When the game advances to player B's Shooting phase
    Then "Reserve" cannot make a normal move because it made an ingress move and the next Charge phase has not started
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Reserve"
    When player A uses the "Heroic Intervention" stratagem on "Reserve"
    Then player A has 0 CP
    And "Reserve" has Fights First
    When the game advances to the Fight step of player B's Fight phase
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Reserve |

  Scenario: 15.04 and 08.02: with 0CP at the start of round 2, the Core CP gained before the Battle-shock step pays for Insane Bravery there
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
    And player A has 0 CP
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked
    And player A has 0 CP
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And player A has 2 CP

  Scenario: 18.1 CONDITION: an OC bonus while it is your turn holds the objective at the end of each of your phases and ties it at the end of the opponent's first phase
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
      | Boyz  | B      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And player A has a rule "Home Turf":
      | CONDITION | it is your turn  |
      | EFFECT    | adds 1 to its OC |
    And it is battle round 3
    When the game advances to the end of player A's Command phase
    Then "Home Turf" is in force for "Squad"
    And player A controls the ruin
    When the game advances to the end of player A's turn
    Then player A controls the ruin
    When the game advances to the end of player B's Command phase
    Then "Home Turf" is not in force for "Squad"
    And "Squad" has OC 2
    And no player controls the ruin

  Scenario: 18.2 and 11.02: the opponent's rule that forbids charges until the end of your next turn bars the charge in that turn only, and its once-per-battle restriction stops it coming back
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player B has a rule "Pinning Fire":
      | WHEN         | the end of your Shooting phase                                    |
      | TARGET       | each enemy unit                                                   |
      | EFFECT       | until the end of your opponent's next turn, forbids it to declare a charge |
      | RESTRICTIONS | once per battle                                                   |
    And it is player B's Shooting phase in battle round 1
    When the game advances to the end of the phase
    Then "Pinning Fire" triggers 1 time
    When the game advances to player A's Charge phase
    Then it is player A's Charge phase in battle round 2
    And "Squad" is not eligible to declare a charge because "Pinning Fire" forbids it
    And "Pinning Fire" changed that verdict
    When the game advances to the end of player B's Shooting phase
    And the game advances to player A's Charge phase
    Then it is player A's Charge phase in battle round 3
    And "Squad" is eligible to declare a charge

  Scenario: 18.1 DURATION with while: an OC bonus for the turn while the unit is within the ruin stops when the unit moves out of it
    Given the units:
      | unit  | player | starting strength | models | OC |
      | Squad | A      | 1                 | 1      | 2  |
    And the ruin is an objective
    And "Squad" is within the ruin
    And player A has a rule "Dug In":
      | WHEN     | the start of your turn                            |
      | EFFECT   | adds 1 to its OC                                  |
      | DURATION | until the end of the turn, while it is within the ruin |
    And it is battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has OC 3
    When "Squad" makes a normal move that ends outside the ruin
    Then "Squad" has OC 2
    And "Squad" is not within range of the ruin

  Scenario: Rules Appendix passing and 12.04: a pass of a far Fights First unit hands the selection to the opponent's remaining combat, after which the sequence goes back to Fights First combats, and a second pass ends the step
    Given a unit "Guard"
    And a unit "Boyz" for player B
    And "Guard" made a charge move this turn
    And "Guard" is not within 5" of any enemy unit
    And "Boyz" was engaged at the start of the Fight step
    And "Boyz" is not within 5" of any enemy unit
    And it is the Fight step of player A's Fight phase in battle round 2
    Then the Fight step is resolving Fights First combats
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And "Guard" can be selected to fight next
    When player A passes
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Boyz |

  Scenario: 15.12 and 20.1: advancing past a Fight step with a Counteroffensive owed selects that unit first, then the only order 12.04 leaves
    Given a unit "Squad"
    And a unit "Guard"
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    And "Guard" is engaged with "Nobz"
    And player B has 2 CP
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" becomes engaged
    And the game advances to the Fight step of player A's Fight phase
    And "Squad" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Squad |
      | Boyz  |
      | Guard |
      | Nobz  |
    And "Boyz" has Fights First
    When the game advances to player B's Command phase
    Then "Boyz" does not have Fights First

  Scenario: §5 as changed in round 4: after a whole battle round is played, the battle-shock questions ask about the last Command phase, player B's, while the count covers both
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
      | Boyz  | B      | 10                | 4      | 7  |
    And the battle-shock roll for "Squad" will be 8
    And the battle-shock roll for "Boyz" will be 3
    And it is battle round 2
    When battle round 2 is played
    Then "Squad" makes 1 battle-shock roll
    And "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked
    And "Boyz" makes a battle-shock roll
    And "Boyz" is battle-shocked
    And player A has 2 CP
    And player B has 2 CP

  Scenario: 15.03 and 15.12: Epic Challenge is used in the opponent's Fight phase once the CHARACTER unit is selected, and that unit, already selected, is then no Counteroffensive target
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Boyz" for player B
    And "Captain" is engaged with "Boyz"
    And player A has 3 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    Then player B selects the next unit to fight
    When "Boyz" fights
    Then player A can use the "Counteroffensive" stratagem on "Captain"
    When "Captain" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Captain"
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then "Captain"'s melee weapons have [PRECISION]
    And player A has 2 CP
    And player A cannot use the "Counteroffensive" stratagem on "Captain" because it is not a unit the stratagem can target

  Scenario: 12.08 and 12.04: a consolidation that ends engaged with two enemy units that have not fought owes both to their player within that Fight phase, and nothing is owed in the opponent's Fight phase, where they fight as engaged units
    Given a unit "Squad"
    And a unit "Guard"
    And a unit "Boyz" for player B
    And a unit "Nobz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged with "Boyz"
    And "Guard" is engaged with "Boyz"
    And it is player A's Fight phase in battle round 4
    When the game advances to the Fight step of player A's Fight phase
    And "Squad" fights
    And "Boyz" fights
    And "Guard" fights
    Then the Fight step has ended
    When the game advances to the Consolidate step of player A's Fight phase
    And "Squad" makes a consolidation move that ends engaged with "Nobz" and "Grots"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Nobz  |
      | Grots |
    And "Boyz" cannot be selected to fight next because it has already been selected to fight this phase
    And "Guard" cannot make a consolidation move because "Nobz" must be selected to fight first
    When "Grots" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Nobz |
    When "Nobz" fights
    Then the units were selected to fight in this order:
      | Squad |
      | Boyz  |
      | Guard |
      | Grots |
      | Nobz  |
    And "Guard" can make a consolidation move
    When the game advances to the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Nobz  |
      | Grots |
    And no rule changed that verdict

  Scenario: 20.1 and 12.04: a stated selector holds for the Fight phase under way as the scenario starts, and the next round's Fight step starts again with the player whose turn it is
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" has been selected to fight this phase
    And it is the Fight step of player A's Fight phase in battle round 2
    And player B selects the next unit to fight
    Then player B selects the next unit to fight
    And "Boyz" can be selected to fight next
    When "Boyz" fights
    Then the Fight step has ended
    When the game advances to the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    When "Boyz" fights
    And "Squad" fights
    And the game advances to the Fight step of player A's Fight phase
    Then it is player A's Fight phase in battle round 3
    And player A selects the next unit to fight
    And "Squad" can be selected to fight next
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight
