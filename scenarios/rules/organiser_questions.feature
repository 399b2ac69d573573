Feature: 18.1-18.5: a tournament organiser's questions about rules that change rules
  Modifiers to one characteristic or roll from several rules (sets first, caps, '-'), a lift
  beside a forbid, durations that end exactly at a boundary, CONDITIONs that start or stop
  holding mid-turn, rules of a leader or a bodyguard part, and CP costs changed by two rules.

  Scenario: 18.3 item 4 and 01.07: a battle-shock roll taken below 1 by modifiers fails
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Dread" that subtracts 3 from its battle-shock rolls
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.3 item 4: a battle-shock roll is not capped at 12 (interpretation 45)
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Zeal" that adds 2 to its battle-shock rolls
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 14

  Scenario: 18.3 item 4: a leadership modifier and an enemy's battle-shock modifier add up on one roll
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Stoic" that adds 1 to its leadership rolls
    And player B has a rule "Terror":
      | TARGET | each enemy unit                          |
      | EFFECT | subtracts 2 from its battle-shock rolls  |
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 7
    Then the battle-shock roll for "Squad" is modified by -1
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 6
    And "Terror" changed that verdict

  Scenario: 18.3 item 3 and 01.07: a set of OC does not bring back the OC of a battle-shocked unit
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Anchor" that sets its OC to 3
    And it is player A's Movement phase
    Then "Squad" has OC -

  Scenario: 18.3 items 3 and 6: counting as not battle-shocked, then a set to 0 that takes no addition
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    And "Squad" has an ability "Pinned" that sets its OC to 0
    And player A has a rule "Zeal" that adds 2 to its OC
    And it is player A's Movement phase
    Then "Squad" has OC 0

  Scenario: 18.3 item 3: two subtractions never take OC below 0
    Given a unit "Squad" for player A
    And "Squad" has an ability "Weary" that subtracts 2 from its OC
    And player B has a rule "Dread":
      | TARGET | each enemy unit         |
      | EFFECT | subtracts 2 from its OC |
    And it is player A's Movement phase
    Then "Squad" has OC 0

  Scenario: 18.3 item 3: of two sets, 0 beats any other
    Given a unit "Squad" for player A
    And "Squad" has an ability "Pinned" that sets its OC to 0
    And player A has a rule "Anchor" that sets its OC to 4
    And it is player A's Movement phase
    Then "Squad" has OC 0

  Scenario: 18.1: exactly half-strength is at or below half-strength, not below it
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 5      |
    And "Squad" has an ability "Desperate":
      | CONDITION | it is at or below half-strength |
      | EFFECT    | adds 1 to its OC                |
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    And it is player A's Movement phase
    Then "Squad" has OC 3
    And "Desperate" is in force for "Squad"
    And "Last Stand" is not in force for "Squad"

  Scenario: 18.1: a CONDITION that starts to hold mid-phase changes the OC from that step
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 6      |
    And "Squad" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    And it is player A's Shooting phase
    Then "Squad" has OC 2
    When 2 models of "Squad" are destroyed
    Then "Squad" has OC 3
    And "Last Stand" changed that verdict

  Scenario: 18.5: a triggered rule whose CONDITION stops holding is no longer in force
    Given a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" has an ability "Dug In":
      | WHEN      | the start of your Movement phase |
      | CONDITION | it is within the ruin            |
      | EFFECT    | adds 1 to its OC                 |
      | DURATION  | until the end of the turn        |
    And it is player A's Movement phase
    And "Dug In" was applied to "Squad" this phase
    Then "Squad" has OC 3
    When "Squad" makes a normal move that ends outside the ruin
    Then "Dug In" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: 18.3 item 10: a triggered rule with no duration ends with its phase
    Given a unit "Squad" for player A
    And "Squad" has an ability "Rally":
      | WHEN   | the start of your Movement phase |
      | EFFECT | adds 1 to its OC                 |
    And it is player A's Movement phase
    And "Rally" was applied to "Squad" this phase
    Then "Squad" has OC 3
    When the game advances to the end of player A's Movement phase
    Then "Rally" is in force for "Squad"
    When the game advances to player A's Shooting phase
    Then "Rally" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: 18.3 item 10: until the end of your turn, for a rule that resolved in the opponent's turn
    Given a unit "Squad" for player B
    And "Squad" has an ability "Brace":
      | WHEN     | the start of your opponent's Movement phase |
      | EFFECT   | adds 1 to its OC                            |
      | DURATION | until the end of your turn                  |
    And it is player A's Movement phase
    And "Brace" was applied to "Squad" this phase
    When the game advances to the end of player A's turn
    Then "Brace" is in force for "Squad"
    When the game advances to the end of player B's Charge phase
    Then "Brace" is in force for "Squad"
    When the game advances to the start of battle round 2
    Then "Brace" is not in force for "Squad"

  Scenario: 18.3 item 10: until the end of the battle round lasts through the second player's turn
    Given a unit "Squad" for player A
    And "Squad" has an ability "Vigil":
      | WHEN     | the start of your Shooting phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the end of the battle round |
    And it is player A's Shooting phase
    And "Vigil" was applied to "Squad" this phase
    When the game advances to the end of player B's Charge phase
    Then "Squad" has OC 3
    When the game advances to the start of battle round 2
    Then "Squad" has OC 2

  Scenario: 18.3 item 11: an aura counts once for a unit in range of two bearers; another rule adds to it
    Given a unit "Squad" for player A
    And a unit "Banner One" for player A
    And a unit "Banner Two" for player A
    And "Banner One" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Banner Two" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Standard" of "Banner One"
    And "Squad" is within range of "Standard" of "Banner Two"
    And player A has a rule "Zeal" that adds 1 to its OC
    And it is player A's Movement phase
    Then "Squad" has OC 4

  Scenario: 19.04: an enhancement for this model changes its part only; one for its unit reaches both
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Relic" that adds 1 to its OC
    And "Captain" has an enhancement "Banner":
      | TARGET | its unit         |
      | EFFECT | adds 1 to its OC |
    And it is player A's Movement phase
    Then "Captain" has OC 4
    And "Squad" has OC 3

  Scenario: 18.3 item 8: an enemy rule raising every cost stops at 1 above the original
    Given player B has a rule "Jam":
      | TARGET | you                                                   |
      | EFFECT | increases the CP cost of your opponent's stratagems by 2 |
    Then the CP cost of the "Insane Bravery" stratagem for player A is 2
    And the CP cost of the "Counteroffensive" stratagem for player A is 3

  Scenario: 18.3 item 8 and URU v1.1: an unnamed set to 0 is 1 less, then an increase
    Given player A has a rule "Cheap" that sets the CP cost of your stratagems to 0
    And player B has a rule "Jam" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2
    And the CP cost of the "Insane Bravery" stratagem for player A is 1

  Scenario: 18.3 item 2: a lift of a core charge bar does not lift a rule's forbid
    Given a unit "Squad" for player A
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fury" that lets it declare a charge even though it made an advance move this turn
    And player B has a rule "Pinning Fire":
      | TARGET | each enemy unit            |
      | EFFECT | forbids it to declare a charge |
    And it is player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Pinning Fire" forbids it |

  Scenario: 18.3 item 10: a forbid that ends with its phase no longer bars the next phase
    Given a unit "Squad" for player A
    And player B has a rule "Suppression":
      | WHEN   | the start of your opponent's Movement phase |
      | TARGET | each enemy unit                             |
      | EFFECT | forbids it to shoot                         |
    And it is player A's Movement phase
    And "Suppression" was applied to "Squad" this phase
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot

  Scenario: 18.3 item 3: an OC set to 4 comes before a subtraction of 1
    Given a unit "Squad" for player A
    And "Squad" has an ability "Anchor" that sets its OC to 4
    And player B has a rule "Dread":
      | TARGET | each enemy unit         |
      | EFFECT | subtracts 1 from its OC |
    And it is player A's Movement phase
    Then "Squad" has OC 3
    And "Dread" changed that verdict

  Scenario: 18.3 item 3: Ld improved by one rule and worsened by two
    Given a unit "Squad" for player A
    And "Squad" has an ability "Stoic" that improves its Ld by 1
    And player B has a rule "Terror":
      | TARGET | each enemy unit        |
      | EFFECT | worsens its Ld by 2    |
    And it is player A's Movement phase
    Then "Squad" has Ld 7+

  Scenario: app 01.02.02: an effect a leader's triggered rule resolved lasts its duration after the leader is destroyed
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Rites":
      | WHEN     | the start of your Movement phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the end of the turn        |
    And it is player A's Movement phase
    And "Rites" was applied to "Squad" this phase
    Then "Squad" has OC 3
    When 5 models of "Captain" are destroyed
    Then "Rites" is in force for "Squad"
    And "Squad" has OC 3

  Scenario: app FAQ data 931: an embarked unit keeps its own ability
    Given the units:
      | unit  | player | keywords           | starting strength |
      | Squad | A      | INFANTRY           | 5                 |
      | Rhino | A      | VEHICLE, TRANSPORT | 1                 |
    And "Squad" has an ability "Mob" that adds 1 to its OC
    And it is player A's Movement phase
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Mob" is in force for "Squad"

  Scenario: 18.1: a rule of your turn only is not in force in the opponent's turn
    Given a unit "Squad" for player A
    And player A has a rule "Onslaught":
      | CONDITION | it is your turn  |
      | EFFECT    | adds 1 to its OC |
    And it is player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Onslaught" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: 18.4: Smokescreen's cover lasts to the end of the phase and no further
    Given a unit "Squad" for player A
    And a unit "Gunners" for player B
    And it is player B's Shooting phase
    And player A used the "Smokescreen" stratagem on "Squad" this phase
    Then "Squad" has the benefit of cover
    When the game advances to player B's Charge phase
    Then "Squad" does not have the benefit of cover

  Scenario: 18.3 item 8: a set to 0 that names the stratagem makes the Into the Fray use free
    Given player A has a rule "Heroic" that sets the CP cost of the "Heroic Intervention" stratagem to 0
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 0

  Scenario: 18.3 item 8 and URU v1.1: an unnamed set to 0 with Into the Fray is one less than 2
    Given player A has a rule "Cheap" that sets the CP cost of your stratagems to 0
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 1

  Scenario: 18.3 item 4: an advance roll never below 1
    Given a unit "Squad" for player A
    And a mission rule "Mud" that subtracts 2 from its advance rolls
    And it is player A's Movement phase
    And the advance roll for "Squad" will be 2
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 1

  Scenario: 18.3 items 3 and 10: a triggered OC set ends with its phase and the OC is back
    Given a unit "Squad" for player A
    And player B has a rule "Pin":
      | WHEN   | the start of your opponent's Shooting phase |
      | TARGET | each enemy unit                             |
      | EFFECT | sets its OC to 0                            |
    And player A has a rule "Zeal" that adds 1 to its OC
    And it is player A's Shooting phase
    And "Pin" was applied to "Squad" this phase
    Then "Squad" has OC 0
    When the game advances to player A's Charge phase
    Then "Squad" has OC 3

  Scenario: 19.04: a bodyguard's ability ends with the bodyguard, the leader keeps its own
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Drilled" that adds 1 to its OC
    And "Captain" has an ability "Commander" that improves its Ld by 1
    And it is player A's Movement phase
    When 5 models of "Squad" are destroyed
    Then "Drilled" is not in force for "Captain"
    And "Captain" has OC 2
    And "Captain" has Ld 5+

  Scenario: 18.3 item 10: until the start of your next turn lasts through the opponent's turn
    Given a unit "Squad" for player A
    And "Squad" has an ability "Ward":
      | WHEN     | the start of your Shooting phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the start of your next turn |
    And it is player A's Shooting phase
    And "Ward" was applied to "Squad" this phase
    When the game advances to the end of player B's turn
    Then "Ward" is in force for "Squad"
    When the game advances to player A's Command phase
    Then "Ward" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: 18.3 item 10: until the start of your next Command phase lasts through the opponent's Fight phase
    Given a unit "Squad" for player A
    And "Squad" has an ability "Ward":
      | WHEN     | the start of your Shooting phase           |
      | EFFECT   | adds 1 to its OC                           |
      | DURATION | until the start of your next Command phase |
    And it is player A's Shooting phase
    And "Ward" was applied to "Squad" this phase
    When the game advances to the end of player B's Fight phase
    Then "Squad" has OC 3

  Scenario: 18.1: a cost change of your opponent's turn only is not in force in yours
    Given player A has a rule "Ambush Doctrine":
      | CONDITION | it is your opponent's turn                   |
      | EFFECT    | reduces the CP cost of your stratagems by 1  |
    And a unit "Squad" for player A
    And it is player B's Movement phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1
    When the game advances to player A's Command phase
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2

  Scenario: 18.3 items 1 and 6: counted as battle-shocked, OC '-'; a lift to start Actions still lets it start
    Given the Action "Hold":
      | STARTS | your Shooting phase |
    And a unit "Squad" for player A
    And player B has a rule "Terror":
      | TARGET | each enemy unit                   |
      | EFFECT | makes it count as battle-shocked  |
    And "Squad" has an ability "Stubborn" that lets it start Actions even though it is battle-shocked
    And it is player A's Shooting phase
    Then "Squad" counts as battle-shocked
    And "Squad" has OC -
    And "Squad" can start the "Hold" Action

  Scenario: 18.1: a CONDITION that starts to hold when the unit becomes engaged
    Given a unit "Squad" for player A
    And "Squad" has an ability "Brawlers":
      | CONDITION | it is engaged    |
      | EFFECT    | adds 1 to its OC |
    And it is player A's Movement phase
    Then "Brawlers" is not in force for "Squad"
    When "Squad" becomes engaged
    Then "Squad" has OC 3

  Scenario: 18.3 items 1 and 10: a lift until the end of the phase expires with the phase
    Given a unit "Squad" for player A
    And "Squad" made a fall-back move this turn
    And "Squad" has an ability "Fire and Fade":
      | WHEN     | the start of your Movement phase                                |
      | EFFECT   | lets it shoot even though it made a fall-back move this turn    |
      | DURATION | until the end of the phase                                      |
    And it is player A's Movement phase
    And "Fire and Fade" was applied to "Squad" this phase
    When the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 18.3 items 1 and 10: the same lift until the end of the turn still lets it shoot
    Given a unit "Squad" for player A
    And "Squad" made a fall-back move this turn
    And "Squad" has an ability "Fire and Fade":
      | WHEN     | the start of your Movement phase                                |
      | EFFECT   | lets it shoot even though it made a fall-back move this turn    |
      | DURATION | until the end of the turn                                       |
    And it is player A's Movement phase
    And "Fire and Fade" was applied to "Squad" this phase
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot

  Scenario: 18.1: a CONDITION of battle round 2 or later holds from the start of battle round 2
    Given a unit "Squad" for player A
    And "Squad" has an ability "Late Surge":
      | CONDITION | it is battle round 2 or later |
      | EFFECT    | adds 1 to its OC              |
    And it is player B's Fight phase
    Then "Squad" has OC 2
    When the game advances to the start of battle round 2
    Then "Squad" has OC 3

  Scenario: 18.5: an automatic success whose CONDITION fails is not in force
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Fearless":
      | CONDITION | it is within the ruin                              |
      | EFFECT    | makes its battle-shock rolls succeed automatically |
    And it is player A's Command phase
    Then the battle-shock rolls for "Squad" do not succeed automatically
    And "Fearless" is not in force for "Squad"

  Scenario: 18.3 item 4: an automatic battle-shock success is not rolled, so no modifier fails it
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    And player B has a rule "Terror":
      | TARGET | each enemy unit                         |
      | EFFECT | subtracts 3 from its battle-shock rolls |
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" succeeded automatically

  Scenario: 19.04: a leader ability giving Fights First is lost with the last leader model
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Vanguard" that gives it Fights First
    And it is player A's Fight phase
    Then "Vanguard" is in force for "Squad"
    When 5 models of "Captain" are destroyed
    Then "Vanguard" is not in force for "Squad"

  Scenario: 18.5: a hazard roll a rule improves and a mission rule worsens
    Given a unit "Squad" for player A
    And "Squad" has an ability "Sure-footed" that adds 1 to its hazard rolls
    And a mission rule "Quicksand" that subtracts 2 from its hazard rolls
    Then the hazard roll for "Squad" is modified by -1
