Feature: Held-out pass: durations stated as applied, player effects, auras and round ends (18.1, 18.3 items 8, 10, 11, 18.5)
  A rule stated as applied runs from the scenario's moment; a player's effect has the same
  boundaries as a unit's; a cost change for that use ends with the use; two auras count once
  until the last source is gone; rules resolved at the start or end of a battle round.

  Scenario: 18.1: a rule stated as applied this turn keeps its until-the-end-of-the-turn effect to the turn's end
    Given a unit "Squad"
    And player A has a rule "Rally":
      | WHEN   | the start of your Movement phase            |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 2
    And "Rally" was applied to "Squad" this turn
    Then "Squad" has OC 3
    And "Rally" changed that verdict
    When the game advances to player B's Command phase
    Then "Squad" has OC 2
    And no rule changed that verdict

  Scenario: 18.3 item 10: a rule with no duration stated as applied this phase lasts to the end of this phase
    Given a unit "Squad"
    And player A has a rule "Rally":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | adds 1 to its OC                 |
    And it is player A's Shooting phase in battle round 2
    And "Rally" was applied to "Squad" this phase
    When the game advances to the end of player A's Shooting phase
    Then "Squad" has OC 3
    When the game advances to player A's Charge phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 8: a cost reduction for that use is spent by the first stratagem it covers
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Other | A      |
    And player A has 3 CP
    And the stratagem "First":
      | CP | 1 |
    And the stratagem "Second":
      | CP | 1 |
    And player A has a rule "Thrift":
      | WHEN     | the start of your Shooting phase           |
      | EFFECT   | reduces the CP cost of your stratagems by 1 |
      | DURATION | for that use                                |
    And it is player A's Movement phase in battle round 2
    When the game advances to player A's Shooting phase
    Then the CP cost of the "Second" stratagem for player A is 0
    When player A uses the "First" stratagem on "Squad"
    Then player A has 3 CP
    And the CP cost of the "Second" stratagem for player A is 1

  Scenario: 18.3 item 10: a player's cost reduction until the end of the phase is not in force in the next phase
    Given player A has a rule "Thrift":
      | WHEN   | the start of your Shooting phase                                  |
      | EFFECT | Until the end of the phase, reduces the CP cost of your stratagems by 1 |
    And the stratagem "First":
      | CP | 2 |
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Shooting phase
    Then "Thrift" is in force for player A
    And the CP cost of the "First" stratagem for player A is 1
    When the game advances to player A's Charge phase
    Then "Thrift" is not in force for player A
    And the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.3 item 10: player B's rule at the start of the battle round, until the end of your turn, covers player A's turn too
    Given the units:
      | unit | player |
      | Boyz | B      |
    And player B has a rule "Warcry":
      | WHEN         | the start of the battle round                |
      | EFFECT       | Until the end of your turn, adds 1 to its OC |
      | RESTRICTIONS | once per battle                              |
    And it is battle round 2
    When the game advances to player A's Fight phase
    Then "Boyz" has OC 3
    When the game advances to the end of player B's turn
    Then "Boyz" has OC 3
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 3
    And "Boyz" has OC 2

  Scenario: 18.3 item 10: a rule resolved at the end of the battle round until the end of the battle reaches the next round
    Given a unit "Squad"
    And player A has a rule "Vow":
      | WHEN         | the end of the battle round                   |
      | EFFECT       | Until the end of the battle, adds 1 to its OC |
      | RESTRICTIONS | once per battle                               |
    And it is player B's Fight phase in battle round 1
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 2
    And "Squad" has OC 3

  Scenario: 18.3 item 10: a rule resolved at the end of the battle round with no duration is gone in the next round
    Given a unit "Squad"
    And player A has a rule "Vow":
      | WHEN   | the end of the battle round |
      | EFFECT | adds 1 to its OC            |
    And it is player B's Fight phase in battle round 1
    When the game advances to player A's Command phase
    Then "Vow" triggers once
    And "Squad" has OC 2

  Scenario: 18.3 item 11: the same aura on two units counts once, and stays while one source stands
    Given the units:
      | unit       | player |
      | Squad      | A      |
      | Standard 1 | A      |
      | Standard 2 | A      |
    And "Standard 1" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Standard 2" has an ability "Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Banner" of "Standard 1"
    And "Squad" is within range of "Banner" of "Standard 2"
    And it is player A's Movement phase in battle round 2
    Then "Squad" has OC 3
    When "Standard 1" is destroyed
    Then "Squad" has OC 3
    When "Standard 2" is destroyed
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: an Ld improvement until the start of your next turn is gone by that turn's Battle-shock step
    Given the units:
      | unit  | Ld |
      | Squad | 7+ |
    And "Squad" has an ability "Defiant":
      | WHEN   | each time this unit becomes battle-shocked          |
      | EFFECT | Until the start of your next turn, improves its Ld by 1 |
    And it is player A's Movement phase in battle round 2
    When "Squad" becomes battle-shocked
    Then "Squad" has Ld 6+
    When the game advances to the end of player B's turn
    Then "Squad" has Ld 6+
    Given the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 18.3 item 10: the same improvement until the end of your opponent's next turn is gone by then too
    Given the units:
      | unit  | Ld |
      | Squad | 7+ |
    And "Squad" has an ability "Defiant":
      | WHEN   | each time this unit becomes battle-shocked                        |
      | EFFECT | Until the end of your opponent's next turn, improves its Ld by 1 |
    And it is player A's Movement phase in battle round 2
    When "Squad" becomes battle-shocked
    And the game advances to the end of player B's turn
    Then "Squad" has Ld 6+
    Given the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked

  Scenario: 18.3 item 10: the same improvement until the end of the battle still counts in that Battle-shock step
    Given the units:
      | unit  | Ld |
      | Squad | 7+ |
    And "Squad" has an ability "Defiant":
      | WHEN   | each time this unit becomes battle-shocked       |
      | EFFECT | Until the end of the battle, improves its Ld by 1 |
    And it is player A's Movement phase in battle round 2
    When "Squad" becomes battle-shocked
    And the game advances to the end of player B's turn
    Then "Squad" has Ld 6+
    Given the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: 18.3 item 10: the next stratagem you use, triggered with no duration, is cheaper only in that phase
    Given player A has a rule "Quartermaster":
      | WHEN   | the start of your Movement phase                         |
      | EFFECT | reduces the CP cost of the next stratagem you use by 1 |
    And the stratagem "First":
      | CP | 2 |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    Then the CP cost of the "First" stratagem for player A is 1
    When the game advances to player A's Shooting phase
    Then the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.3 item 10: the next stratagem you use, until the end of the turn, is still cheaper in a later phase
    Given player A has a rule "Quartermaster":
      | WHEN   | the start of your Movement phase                                                   |
      | EFFECT | Until the end of the turn, reduces the CP cost of the next stratagem you use by 1 |
    And the stratagem "First":
      | CP | 2 |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Fight phase
    Then the CP cost of the "First" stratagem for player A is 1
    When the game advances to player B's Command phase
    Then the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.1: a unit's rule triggered when it is destroyed gives each friendly unit its effect for the turn
    Given the units:
      | unit   | player |
      | Squad  | A      |
      | Martyr | A      |
    And "Martyr" has an ability "Last Stand":
      | WHEN   | each time this unit is destroyed            |
      | TARGET | each friendly unit                          |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 2
    When "Martyr" is destroyed
    Then "Last Stand" triggers once
    And "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.1 RESTRICTIONS: once per battle round, a lift spent in one round is in force again in the next
    Given the units:
      | unit    | player |
      | Squad 1 | A      |
      | Squad 2 | A      |
      | Boyz    | B      |
    And player A has a rule "Onward":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per battle round                                                   |
    And it is player A's Movement phase in battle round 2
    When "Squad 1" makes an advance move
    And "Squad 2" makes an advance move
    And the game advances to player A's Charge phase
    And "Squad 1" declares a charge
    Then "Squad 2" is not eligible to declare a charge because it made an advance move this turn
    When the game advances to player A's Movement phase
    And "Squad 2" makes an advance move
    And the game advances to player A's Charge phase
    Then it is player A's Charge phase in battle round 3
    And "Squad 2" is eligible to declare a charge

  Scenario: 01.07: a lift to target a battle-shocked unit with your stratagems until the end of the phase has ended in the next phase
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 2 CP
    And the stratagem "Rouse":
      | WHEN | any phase |
    And player A has a rule "Steadfast":
      | WHEN   | the start of your Shooting phase                                                                   |
      | EFFECT | Until the end of the phase, lets you target it with your stratagems even though the unit is battle-shocked |
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Shooting phase
    Then player A can use the "Rouse" stratagem on "Squad"
    When the game advances to player A's Charge phase
    Then player A cannot use the "Rouse" stratagem on "Squad" because the unit is battle-shocked

  Scenario: interpretation 95: a rule WHEN each time this unit makes a normal move counts its triggers, not another move's
    Given the units:
      | unit    | player |
      | Squad 1 | A      |
      | Squad 2 | A      |
    And "Squad 1" has an ability "Stride":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    And "Squad 2" has an ability "Lope":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    And it is player A's Movement phase in battle round 2
    When "Squad 1" makes a normal move
    And "Squad 2" makes an advance move
    Then "Stride" triggers once
    And "Stride" triggers in player A's turn
    And "Lope" does not trigger
    And "Squad 2" has OC 2

  Scenario: interpretation 95: a rule WHEN each time your opponent uses a stratagem does not trigger once its unit is destroyed
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Boyz  | B      |
    And "Squad" has an ability "Jammer":
      | WHEN   | each time your opponent uses a stratagem      |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And player B has 2 CP
    And the stratagem "Waaagh":
      | CP | 1 |
    And it is player B's Shooting phase in battle round 2
    When "Squad" is destroyed
    And player B uses the "Waaagh" stratagem on "Boyz"
    Then "Jammer" does not trigger
    And player B has 1 CP

  Scenario: interpretation 95: the same rule triggers while its unit stands, and the raised cost is paid
    Given the units:
      | unit  | player |
      | Squad | A      |
      | Boyz  | B      |
    And "Squad" has an ability "Jammer":
      | WHEN   | each time your opponent uses a stratagem      |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And player B has 2 CP
    And the stratagem "Waaagh":
      | CP | 1 |
    And it is player B's Shooting phase in battle round 2
    When player B uses the "Waaagh" stratagem on "Boyz"
    Then "Jammer" triggers once
    And "Jammer" triggers in player B's turn
    And player B has 0 CP
