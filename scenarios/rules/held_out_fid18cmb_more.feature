Feature: 18.3 items 1, 2, 8, 10 and 11 with 18.4: bars, sources and stratagem effects that combine
  A held-out pass on "cannot" against "can" (item 2), a bar whose source is destroyed or whose
  rule had already resolved (item 10), the same aura from a leader and its bodyguard (item 11),
  cost changes added up before the floor (item 8), and stratagem effects (18.4) that end while
  a unit's own ability stays.

  Scenario: 18.3 items 2 and 10: an enemy unit's bar on charging ends when that unit is destroyed
    Given a unit "Squad" for player A
    And a unit "Warden" for player B
    And it is player A's Charge phase
    And "Warden" has an ability "Snare":
      | TARGET | each enemy unit               |
      | EFFECT | forbids it to declare a charge |
    Then "Squad" is not eligible to declare a charge because "Snare" forbids it
    When "Warden" is destroyed
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 10 and app 01.02.02: the same bar, resolved before its source was destroyed, lasts its duration
    Given a unit "Squad" for player A
    And a unit "Warden" for player B
    And it is player A's Charge phase
    And "Warden" has an ability "Snare":
      | WHEN     | the start of your opponent's Charge phase |
      | TARGET   | each enemy unit                           |
      | EFFECT   | forbids it to declare a charge            |
      | DURATION | until the end of the turn                 |
    And "Snare" was applied to "Squad" this phase
    When "Warden" is destroyed
    Then "Squad" is not eligible to declare a charge because "Snare" forbids it

  Scenario: 18.3 item 2: a player rule's lift that names a mission rule's bar wins over it, for that player's units
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to declare a charge
    And player A has a rule "Through the Fog" that lets it declare a charge even though "Fog" forbids it
    Then "Squad" is eligible to declare a charge
    And "Boyz" is not eligible to declare a charge because "Fog" forbids it

  Scenario: 18.3 items 1 and 2: a lift of the advance bar leaves an enemy rule's bar the only reason
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Reckless" that lets it declare a charge even though it made an advance move this turn
    And player B has a rule "Pin":
      | TARGET | each enemy unit               |
      | EFFECT | forbids it to declare a charge |
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Pin" forbids it |

  Scenario: 18.3 item 2: a lift that names one rule's bar leaves a second rule's bar on the same doing
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to declare a charge
    And player B has a rule "Pin":
      | TARGET | each enemy unit               |
      | EFFECT | forbids it to declare a charge |
    And "Squad" has an ability "Defiant" that lets it declare a charge even though "Pin" forbids it
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Fog" forbids it |

  Scenario: 18.3 item 2 and 18.4: a stratagem's lift that names the bar ends with its phase; the bar stays
    Given a unit "Squad" for player A
    And it is player A's Shooting phase
    And player A has 1 CP
    And player B has a rule "Pin":
      | TARGET | each enemy unit         |
      | EFFECT | forbids it to shoot     |
    And the stratagem "Break Free":
      | CP     | 1                                                                      |
      | WHEN   | any phase                                                              |
      | TARGET | one friendly unit                                                      |
      | EFFECT | Until the end of the phase, lets it shoot even though "Pin" forbids it |
    Then "Squad" is not eligible to shoot because "Pin" forbids it
    When player A uses the "Break Free" stratagem on "Squad"
    Then "Squad" is eligible to shoot
    And "Break Free" changed that verdict
    When the game advances to player B's Shooting phase
    And the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because "Pin" forbids it

  Scenario: 18.4: a stratagem's OC bonus ends with the phase while the unit's own ability stays
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" has an ability "Mob" that adds 1 to its OC
    And the stratagem "Onslaught":
      | CP     | 1                                               |
      | WHEN   | any phase                                       |
      | TARGET | one friendly unit                               |
      | EFFECT | Until the end of the phase, adds 1 to its OC    |
    When player A uses the "Onslaught" stratagem on "Squad"
    Then "Squad" has OC 4
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3
    And "Mob" is in force for "Squad"
    And "Onslaught" is not in force for "Squad"

  Scenario: 18.4: cover from a stratagem ends with the phase; cover from an ability lasts while its condition holds
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" has an ability "Camo" that gives it the benefit of cover, while it is not engaged
    And the stratagem "Veil":
      | CP     | 1                                                        |
      | WHEN   | any phase                                                |
      | TARGET | one friendly unit                                        |
      | EFFECT | Until the end of the phase, gives it the benefit of cover |
    When player A uses the "Veil" stratagem on "Squad"
    And the game advances to player A's Shooting phase
    Then "Squad" has the benefit of cover
    When "Squad" becomes engaged
    Then "Squad" does not have the benefit of cover

  Scenario: 01.07 and 18.4: a stratagem that ends battle-shock cannot target its own battle-shocked unit
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" is battle-shocked
    And the stratagem "Rally":
      | CP     | 1                     |
      | WHEN   | any phase             |
      | TARGET | one friendly unit     |
      | EFFECT | ends its battle-shock |
    Then player A cannot use the "Rally" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 01.07, 18.2 and 18.4: with a rule that lets its player target it, the same stratagem ends its battle-shock
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And "Squad" is battle-shocked
    And "Squad" has an ability "Unbowed" that lets you target it with your stratagems even though the unit is battle-shocked
    And the stratagem "Rally":
      | CP     | 1                     |
      | WHEN   | any phase             |
      | TARGET | one friendly unit     |
      | EFFECT | ends its battle-shock |
    When player A uses the "Rally" stratagem on "Squad"
    Then "Squad" is not battle-shocked
    And "Squad" has OC 2
    And player A has 0 CP

  Scenario: 18.3 item 6 and 01.07: a unit an enemy rule makes count as battle-shocked cannot be its player's target
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And the stratagem "Onslaught":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    Then player A cannot use the "Onslaught" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 18.3 items 6 and 2 with 15.01: the player's own lift lets the same stratagem through
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has 1 CP
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And "Squad" has an ability "Unbowed" that lets you target it with your stratagems even though the unit is battle-shocked
    And the stratagem "Onslaught":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    When player A uses the "Onslaught" stratagem on "Squad"
    Then player A used the "Onslaught" stratagem
    And "Squad" has OC -

  Scenario: 18.3 item 8: a reduction of 2 and an increase of 1 on a 1CP stratagem are added before the floor
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Doctrine" that reduces the CP cost of the "Onslaught" stratagem by 2
    And player B has a rule "Jamming":
      | TARGET | each enemy unit                                         |
      | EFFECT | increases the CP cost of stratagems that target it by 1 |
    And the stratagem "Onslaught":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    Then the CP cost of the "Onslaught" stratagem for player A on "Squad" is 0

  Scenario: 18.3 item 8: the same reduction alone also makes it 0CP, never below
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Doctrine" that reduces the CP cost of the "Onslaught" stratagem by 2
    And the stratagem "Onslaught":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    Then the CP cost of the "Onslaught" stratagem for player A on "Squad" is 0

  Scenario: 18.3 item 8: a named reduction and an enemy increase cancel on Counteroffensive
    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And player A has a rule "Doctrine" that reduces the CP cost of the "Counteroffensive" stratagem by 1
    And player B has a rule "Jamming":
      | TARGET | each enemy unit                                         |
      | EFFECT | increases the CP cost of stratagems that target it by 1 |
    Then the CP cost of the "Counteroffensive" stratagem for player A on "Squad" is 2

  Scenario: 18.3 item 11 and 19.04: the same aura on a leader and its bodyguard counts once for a third unit
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Tacticals" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Inspire":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" has an ability "Inspire":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Tacticals" is within range of "Inspire" of "Captain"
    And "Tacticals" is within range of "Inspire" of "Squad"
    Then "Tacticals" has OC 3
    And "Squad" has OC 3
    And "Captain" has OC 3

  Scenario: 18.3 items 10 and 11 with 19.04: the bodyguard's aura stays after the leader falls, and ends with the bodyguard
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Tacticals" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Inspire":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" has an ability "Inspire":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Tacticals" is within range of "Inspire" of "Captain"
    And "Tacticals" is within range of "Inspire" of "Squad"
    When 5 models of "Captain" are destroyed
    Then "Tacticals" has OC 3
    When 5 models of "Squad" are destroyed
    Then "Tacticals" has OC 2

  Scenario: 18.3 item 11: a leader's aura and a different aura of its bodyguard add up
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And a unit "Tacticals" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Inspire":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Tacticals" is within range of "Inspire"
    And "Tacticals" is within range of "Standard"
    Then "Tacticals" has OC 4

  Scenario: 18.3 items 2 and 11: an enemy aura's bar reaches only the unit stated in range
    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And a unit "Warden" for player B
    And it is player A's Charge phase
    And "Warden" has an ability "Snare":
      | TARGET | each enemy unit within range of it |
      | EFFECT | forbids it to declare a charge     |
    And "Squad" is within range of "Snare"
    Then "Squad" is not eligible to declare a charge because "Snare" forbids it
    And "Scouts" is eligible to declare a charge

  Scenario: 18.3 item 10: a triggered OC bonus until the end of the turn outlasts the phase of a stratagem's bonus
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And player A has 1 CP
    And "Squad" has an ability "Battle Focus":
      | WHEN   | the start of your Movement phase                |
      | EFFECT | Until the end of the turn, adds 1 to its OC     |
    And the stratagem "Onslaught":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    When the game advances to player A's Movement phase
    And player A uses the "Onslaught" stratagem on "Squad"
    Then "Squad" has OC 4
    When the game advances to player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: an effect until the end of the battle round, resolved in the last round, holds to its end
    Given a unit "Squad" for player A
    And it is player B's Command phase in battle round 5
    And "Squad" has an ability "Last Stand":
      | WHEN   | the start of your opponent's Command phase           |
      | EFFECT | Until the end of the battle round, adds 2 to its OC  |
    And "Last Stand" was applied to "Squad" this phase
    When the game advances to player B's Fight phase
    Then "Squad" has OC 4

  Scenario: 18.3 item 4 and 01.06: a leadership roll modifier and a battle-shock modifier from a stratagem add up
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And player A has 1 CP
    And "Squad" has an ability "Drilled" that adds 1 to its leadership rolls
    And the stratagem "Steel Nerves":
      | CP     | 1                                                         |
      | WHEN   | any phase                                                 |
      | TARGET | one friendly unit                                         |
      | EFFECT | Until the end of the phase, adds 1 to its battle-shock rolls |
    When player A uses the "Steel Nerves" stratagem on "Squad"
    Then the battle-shock roll for "Squad" is modified by +2

  Scenario: 15.12 and 18.3 item 2: a unit a mission rule forbids to fight is no target for Counteroffensive
    Given it is the Fight step of player A's Fight phase in battle round 2
    And player B has 2 CP
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Boyz" has the keyword MOB
    And a mission rule "Fog":
      | CONDITION | it has the keyword MOB |
      | EFFECT    | forbids it to fight    |
    When "Vanguard" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because it is not a unit the stratagem can target
    And player B can use the "Counteroffensive" stratagem on "Grots"

  Scenario: 15.12, 01.07 and 18.2: a battle-shocked unit its own rule lets its player target takes Counteroffensive, whose Fights First ends with the phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    And player B has 2 CP
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Boyz" is battle-shocked
    And "Boyz" has an ability "Unbowed" that lets you target it with your stratagems even though the unit is battle-shocked
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then the units that can be selected to fight next are:
      | Boyz |
    And "Boyz" has Fights First
    When "Boyz" fights
    And the game advances to player B's Command phase
    Then "Boyz" does not have Fights First

  Scenario: 15.12 and 18.3 item 10: Counteroffensive's Fights First ends with the phase; the unit's own ability gives it again in its turn
    Given it is the Fight step of player A's Fight phase in battle round 2
    And player B has 2 CP
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Boyz" has an ability "Ferocity" that gives it Fights First, while it is your turn
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" fights
    And the game advances to player B's Command phase
    Then "Boyz" has Fights First
    And "Ferocity" changed that verdict

  Scenario: 18.3 items 6 and 10: a triggered rule's CONDITION reads a unit counted as battle-shocked when it triggers
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And "Squad" has an ability "Grim":
      | WHEN      | the start of your Shooting phase                            |
      | CONDITION | it is battle-shocked                                        |
      | EFFECT    | Until the end of the turn, adds 1 to its battle-shock rolls |
    When the game advances to player A's Shooting phase
    Then the battle-shock roll for "Squad" is modified by +1

  Scenario: 18.3 items 6 and 10: a while duration fails once an enemy count-as, itself under a while, makes it battle-shocked
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has an ability "Grim":
      | WHEN   | the start of your Movement phase                                            |
      | EFFECT | Until the end of the turn, while it is not battle-shocked, adds 1 to its OC |
    And player B has a rule "Terror":
      | TARGET   | each enemy unit                         |
      | EFFECT   | makes it count as battle-shocked        |
      | DURATION | while it made a normal move this turn   |
    When the game advances to player A's Movement phase
    Then "Squad" has OC 3
    When "Squad" makes a normal move
    Then "Squad" has OC -

  Scenario: 18.3 item 6 and 18.1: a unit's player effect under a battle-shock CONDITION reads the counted state
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And "Squad" has an ability "Despair":
      | CONDITION | it is battle-shocked                        |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    Then the CP cost of the "Command Re-roll" stratagem for player A is 0

  Scenario: 18.3 items 6 and 10 with 19.04: a leader's count-as not battle-shocked gives both parts their OC until the leader falls
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Squad" is battle-shocked
    And "Captain" has a leader ability "Iron Will" that makes it count as not battle-shocked
    Then "Squad" has OC 2
    And "Captain" has OC 2
    When 5 models of "Captain" are destroyed
    Then "Squad" has OC -

  Scenario: 18.3 item 6: a rule that ends its battle-shock leaves a unit an enemy rule still makes count as battle-shocked
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" is battle-shocked
    And player B has a rule "Terror":
      | TARGET | each enemy unit                  |
      | EFFECT | makes it count as battle-shocked |
    And "Squad" has an ability "Rally":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | ends its battle-shock            |
    When the game advances to player A's Shooting phase
    Then "Squad" has OC -

  Scenario: 18.1 RESTRICTIONS and Names: the same once-per-turn ability on two units is two rules, each used on its own
    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Scouts" made an advance move this turn
    And "Squad" has an ability "Reckless":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per turn                                                          |
    And "Scouts" has an ability "Reckless":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per turn                                                          |
    When "Squad" declares a charge
    Then "Scouts" is eligible to declare a charge
    And "Reckless" is in force for "Scouts"
    And "Reckless" is not in force for "Squad"

  Scenario: 18.1 RESTRICTIONS: one player rule once per turn that reaches both units is spent by the first charge it allowed
    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Scouts" made an advance move this turn
    And player A has a rule "Reckless":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per turn                                                          |
    When "Squad" declares a charge
    Then "Scouts" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.1 RESTRICTIONS and Names: the same triggered once-per-turn ability on two units resolves for each
    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Zeal":
      | WHEN         | each time this unit makes a normal move |
      | EFFECT       | you gain 1 CP                           |
      | RESTRICTIONS | once per turn                           |
    And "Scouts" has an ability "Zeal":
      | WHEN         | each time this unit makes a normal move |
      | EFFECT       | you gain 1 CP                           |
      | RESTRICTIONS | once per turn                           |
    When "Squad" makes a normal move
    And "Scouts" makes a normal move
    Then player A has 2 CP

  Scenario: 18.1 RESTRICTIONS: a mission rule once per battle round is used per player, so player B's use is still there
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And a mission rule "Bold":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per battle round                                                  |
    When "Squad" declares a charge
    And the game advances to player B's Movement phase
    And "Boyz" makes an advance move
    And the game advances to player B's Charge phase
    Then "Boyz" is eligible to declare a charge

  Scenario: 18.1 RESTRICTIONS: the same mission rule, spent by player A, does not come back in player A's next charge of the round
    Given a unit "Squad" for player A
    And a unit "Scouts" for player A
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Scouts" made an advance move this turn
    And a mission rule "Bold":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per battle round                                                  |
    When "Squad" declares a charge
    Then "Scouts" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.4 and 18.3 item 2: an enemy stratagem's bar on charging lasts the turn, into the Charge phase
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Movement phase
    And player B has 1 CP
    And the stratagem "Suppress":
      | CP     | 1                                                       |
      | WHEN   | your opponent's Movement phase                          |
      | TARGET | one enemy unit                                          |
      | EFFECT | Until the end of the turn, forbids it to declare a charge |
    When player B uses the "Suppress" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because "Suppress" forbids it

  Scenario: 18.3 item 2 and 18.4: a unit's lift that names the enemy stratagem wins over its bar
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Movement phase
    And player B has 1 CP
    And the stratagem "Suppress":
      | CP     | 1                                                       |
      | WHEN   | your opponent's Movement phase                          |
      | TARGET | one enemy unit                                          |
      | EFFECT | Until the end of the turn, forbids it to declare a charge |
    And "Squad" has an ability "Defiant" that lets it declare a charge even though "Suppress" forbids it
    When player B uses the "Suppress" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 01.07 and 18.4: the opponent's stratagem may target a battle-shocked unit
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" is battle-shocked
    And player B has 1 CP
    And the stratagem "Suppress":
      | CP     | 1                                                       |
      | WHEN   | your opponent's Movement phase                          |
      | TARGET | one enemy unit                                          |
      | EFFECT | Until the end of the turn, subtracts 1 from its charge rolls |
    Then player B can use the "Suppress" stratagem on "Squad"

  Scenario: 15.01 and 18.4: the opponent's stratagem on a unit leaves its own player free to target it that phase
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has 1 CP
    And player A has 1 CP
    And the stratagem "Suppress":
      | CP     | 1                                                       |
      | WHEN   | your opponent's Movement phase                          |
      | TARGET | one enemy unit                                          |
      | EFFECT | Until the end of the turn, subtracts 1 from its charge rolls |
    And the stratagem "Onslaught":
      | CP     | 1                                            |
      | WHEN   | any phase                                    |
      | TARGET | one friendly unit                            |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    When player B uses the "Suppress" stratagem on "Squad"
    Then player A can use the "Onslaught" stratagem on "Squad"
