Feature: Held-out pass: stratagem effects over time, triggers, restrictions and sources (18.1, 18.3 items 3, 6, 10, 18.4)
  A stratagem used in one phase whose effect is read in a later one; two effects on one fact
  with different durations; rules used in the opponent's turn; the moment a triggered rule
  triggers; once per phase, turn, battle round and battle; and an effect whose source is
  destroyed, or whose unit embarks.

  Scenario: 18.4: a stratagem's effect until the end of the turn, used in the Movement phase, lets the unit charge
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Onslaught":
      | CP     | 1                                                                                                   |
      | WHEN   | your Movement phase                                                                                 |
      | EFFECT | Until the end of the turn, lets it declare a charge even though it made an advance move this turn |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And player A uses the "Onslaught" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 10: the same stratagem stating no duration has ended by the Charge phase
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Onslaught":
      | CP     | 1                                                                         |
      | WHEN   | your Movement phase                                                       |
      | EFFECT | lets it declare a charge even though it made an advance move this turn |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And player A uses the "Onslaught" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.4: a stratagem stated as used this phase keeps its effect for the rest of the turn
    Given a unit "Squad"
    And the stratagem "Stand Firm":
      | WHEN   | your Shooting phase                         |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 2
    And player A used the "Stand Firm" stratagem on "Squad" this phase
    Then "Squad" has OC 3
    When the game advances to the end of player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: a stratagem stated as used this phase with no duration ends with the phase
    Given a unit "Squad"
    And the stratagem "Stand Firm":
      | WHEN   | your Shooting phase |
      | EFFECT | adds 1 to its OC    |
    And it is player A's Shooting phase in battle round 2
    And player A used the "Stand Firm" stratagem on "Squad" this phase
    Then "Squad" has OC 3
    When the game advances to player A's Charge phase
    Then "Squad" has OC 2

  Scenario: 18.4: a stratagem used in the opponent's turn until the end of your opponent's next turn lasts into their next turn
    Given the units:
      | unit | player |
      | Boyz | B      |
    And player A has 1 CP
    And the stratagem "Curse":
      | WHEN   | your opponent's Shooting phase                                         |
      | TARGET | one enemy unit                                                         |
      | EFFECT | Until the end of your opponent's next turn, subtracts 1 from its OC |
    And it is player B's Shooting phase in battle round 1
    When player A uses the "Curse" stratagem on "Boyz"
    Then "Boyz" has OC 1
    When the game advances to player A's Fight phase
    Then "Boyz" has OC 1
    When the game advances to player B's Fight phase
    Then it is player B's Fight phase in battle round 2
    And "Boyz" has OC 1
    When the game advances to player A's Command phase
    Then "Boyz" has OC 2

  Scenario: 18.3 item 10: two additions with different durations fall away one at a time
    Given a unit "Squad"
    And player A has a rule "Brief":
      | WHEN   | the start of your Movement phase             |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    And player A has a rule "Long":
      | WHEN   | the start of your Movement phase            |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has OC 4
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 3: of two sets, the later wins while it lasts, then the earlier one that still lasts applies
    Given a unit "Squad"
    And player A has a rule "Hold":
      | WHEN   | the start of your Command phase                |
      | EFFECT | Until the end of the turn, sets its OC to 1 |
    And player A has a rule "Surge":
      | WHEN   | the start of your Movement phase               |
      | EFFECT | Until the end of the phase, sets its OC to 4 |
    And it is battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has OC 4
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 1
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 3: a set to 0 for the phase takes no addition, and the addition counts again after it
    Given a unit "Squad"
    And "Squad" has an ability "Banner" that adds 1 to its OC
    And player B has a rule "Pin":
      | WHEN   | the start of your opponent's Movement phase  |
      | TARGET | each enemy unit                              |
      | EFFECT | Until the end of the phase, sets its OC to 0 |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has OC 0
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 3

  Scenario: 18.3 item 6: a later count-as for the phase wins over an earlier one for the turn, until it ends
    Given a unit "Squad"
    And player B has a rule "Dread":
      | WHEN   | the end of your opponent's Command phase                      |
      | TARGET | each enemy unit                                               |
      | EFFECT | Until the end of the turn, makes it count as battle-shocked |
    And player A has a rule "Resolve":
      | WHEN   | the start of your Movement phase                                   |
      | EFFECT | Until the end of the phase, makes it count as not battle-shocked |
    And it is battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" does not count as battle-shocked
    And "Squad" has OC 2
    When the game advances to player A's Shooting phase
    Then "Squad" counts as battle-shocked
    And "Squad" has OC -
    When the game advances to player B's Command phase
    Then "Squad" does not count as battle-shocked

  Scenario: 18.3 item 2: a lift that names a rule's bar lasts only its phase; the bar lasts the turn
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Boyz  | B      |
    And player B has a rule "Snare":
      | WHEN   | the start of your opponent's Movement phase           |
      | TARGET | each enemy unit                                       |
      | EFFECT | Until the end of the turn, forbids it to declare a charge |
    And player A has a rule "Defiance":
      | WHEN   | the start of your Movement phase                                              |
      | EFFECT | Until the end of the phase, lets it declare a charge even though "Snare" forbids it |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because "Snare" forbids it

  Scenario: 18.3 item 2: the same lift until the end of the turn outlasts nothing and lets the unit charge
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Boyz  | B      |
    And player B has a rule "Snare":
      | WHEN   | the start of your opponent's Movement phase           |
      | TARGET | each enemy unit                                       |
      | EFFECT | Until the end of the turn, forbids it to declare a charge |
    And player A has a rule "Defiance":
      | WHEN   | the start of your Movement phase                                             |
      | EFFECT | Until the end of the turn, lets it declare a charge even though "Snare" forbids it |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.1: a rule triggered at the start of your opponent's Command phase acts in their turn only
    Given a unit "Squad"
    And player A has a rule "Watch":
      | WHEN   | the start of your opponent's Command phase  |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is battle round 2
    When the game advances to player A's Fight phase
    Then "Squad" has OC 2
    And "Watch" does not trigger
    When the game advances to player B's Fight phase
    Then "Squad" has OC 3
    And "Watch" triggers in player B's turn

  Scenario: 18.1: each time this unit declares a charge, a charge roll modifier with no duration applies to that charge's roll
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Boyz  | B      |
    And "Squad" has an ability "Headlong":
      | WHEN   | each time this unit declares a charge |
      | EFFECT | adds 2 to its charge rolls            |
    And the charge roll for "Squad" will be 7
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 9
    And the charge roll for "Squad" is modified by +2
    When the game advances to player A's Fight phase
    Then the charge roll for "Squad" is modified by 0

  Scenario: 18.1: each time this unit makes a battle-shock roll, an Ld improvement with no duration ends with the phase
    Given the units:
      | unit  | starting strength | models | Ld |
      | Squad | 10                | 5      | 7+ |
    And "Squad" has an ability "Grim":
      | WHEN   | each time this unit makes a battle-shock roll |
      | EFFECT | improves its Ld by 1                          |
    And the battle-shock roll for "Squad" will be 6
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    When the game advances to player A's Movement phase
    Then "Squad" has Ld 7+

  Scenario: 18.1: each time this unit is selected to shoot, an effect until the end of the turn is read in the Fight phase
    Given a unit "Squad"
    And "Squad" has an ability "Fire Drill":
      | WHEN   | each time this unit is selected to shoot     |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" has OC 2
    When "Squad" shoots
    And the game advances to player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.1 RESTRICTIONS: once per battle round, a rule triggered in both turns resolves in the first only
    Given a unit "Squad"
    And player A has a rule "Drums":
      | WHEN         | the start of the turn                       |
      | EFFECT       | Until the end of the turn, adds 1 to its OC |
      | RESTRICTIONS | once per battle round                       |
    And it is battle round 2
    When the game advances to player A's Command phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Drums" triggers 2 times
    And "Squad" has OC 2
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 3
    And "Squad" has OC 3

  Scenario: 18.1 RESTRICTIONS: once per turn, the same rule resolves again in the opponent's turn
    Given a unit "Squad"
    And player A has a rule "Drums":
      | WHEN         | the start of the turn                       |
      | EFFECT       | Until the end of the turn, adds 1 to its OC |
      | RESTRICTIONS | once per turn                               |
    And it is battle round 2
    When the game advances to player B's Command phase
    Then "Squad" has OC 3

  Scenario: 18.1 RESTRICTIONS: once per phase, a rule triggered twice in one phase resolves once
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Other | A      |
    And player A has 0 CP
    And player A has a rule "Tithe":
      | WHEN         | each time you use a stratagem |
      | EFFECT       | you gain 1 CP                 |
      | RESTRICTIONS | once per phase                |
    And the stratagem "First":
      | CP | 0 |
    And the stratagem "Second":
      | CP | 0 |
    And it is player A's Shooting phase in battle round 2
    When player A uses the "First" stratagem on "Squad"
    And player A uses the "Second" stratagem on "Other"
    Then player A has 1 CP
    When the game advances to player A's Charge phase
    And player A uses the "First" stratagem on "Squad"
    Then player A has 2 CP

  Scenario: 18.1 RESTRICTIONS: once per battle, a rule that resolved in battle round 1 does not resolve in round 2
    Given a unit "Squad"
    And player A has a rule "Oath":
      | WHEN         | the start of your Movement phase             |
      | EFFECT       | Until the end of the phase, adds 1 to its OC |
      | RESTRICTIONS | once per battle                              |
    And it is battle round 1
    When the game advances to player A's Movement phase
    Then "Squad" has OC 3
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 2
    And "Oath" triggers 2 times
    And "Squad" has OC 2

  Scenario: 18.3 item 10: an aura ends the moment its source is destroyed, mid-phase
    Given the units:
      | unit     | player |
      | Squad    | A      |
      | Standard | A      |
    And "Standard" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Banner"
    And it is player A's Movement phase in battle round 2
    Then "Squad" has OC 3
    When "Standard" is destroyed
    Then "Squad" has OC 2
    And "Banner" is not in force for "Squad"

  Scenario: 18.3 item 10: an effect a destroyed unit's rule resolved earlier lasts to the end of the turn
    Given the units:
      | unit     | player |
      | Squad    | A      |
      | Standard | A      |
    And "Standard" has an ability "Rouse":
      | WHEN   | the start of your Movement phase            |
      | TARGET | each friendly unit                          |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Standard" is destroyed
    And the game advances to player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10 and app FAQ data 931: an aura does not reach a unit once it has embarked
    Given the units:
      | unit     | player | keywords           | starting strength |
      | Rhino    | A      | VEHICLE, TRANSPORT | 1                 |
      | Squad    | A      | INFANTRY           | 5                 |
      | Standard | A      | INFANTRY           | 5                 |
    And "Standard" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | improves its Ld by 1                  |
    And "Squad" is within range of "Banner"
    And it is player A's Movement phase in battle round 2
    Then "Squad" has Ld 5+
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Banner" is not in force for "Squad"
    And "Squad" has Ld 6+

  Scenario: 18.3 item 10: a triggered effect on the same unit keeps going after it embarks, unlike the aura
    Given the units:
      | unit     | player | keywords           | starting strength |
      | Rhino    | A      | VEHICLE, TRANSPORT | 1                 |
      | Squad    | A      | INFANTRY           | 5                 |
      | Standard | A      | INFANTRY           | 5                 |
    And "Standard" has an ability "Rouse":
      | WHEN   | the start of your Movement phase              |
      | TARGET | each friendly unit                            |
      | EFFECT | Until the end of the turn, improves its Ld by 1 |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" makes a normal move and embarks within "Rhino"
    Then "Rouse" is in force for "Squad"
    And "Squad" has Ld 5+

  Scenario: 18.4: a stratagem's EFFECT led by a duration with a while holds only while its condition does
    Given a unit "Squad"
    And player A has 1 CP
    And the stratagem "Brace":
      | WHEN   | your Movement phase                                              |
      | EFFECT | Until the end of the turn, while it is engaged, adds 1 to its OC |
    And it is player A's Movement phase in battle round 2
    When player A uses the "Brace" stratagem on "Squad"
    Then the effect of the "Brace" stratagem is resolved
    And "Squad" has OC 2
    When "Squad" becomes engaged
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.4: a stratagem's lift led by a while duration lifts nothing once the condition fails
    Given a unit "Squad"
    And player A has 1 CP
    And the stratagem "Hold the Line":
      | WHEN   | your Movement phase                                                                                            |
      | EFFECT | Until the end of the turn, while it is not battle-shocked, lets it declare a charge even though it made an advance move this turn |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And player A uses the "Hold the Line" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    When "Squad" becomes battle-shocked
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn
