Feature: 18.1 and 18.3 items 10 and 12: triggered rules, their order and how long they last
  Rules of one moment resolve in the order the scenario declared them, and a one-shot effect is
  done before the next rule reads the board (item 12). A triggered rule resolves only if its
  CONDITION holds when it triggers; with no duration its effects end with the phase (item 10).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: 18.3 item 12: the first rule of the moment ends battle-shock before the second reads it
    Given it is player A's Movement phase
    And "Squad" is battle-shocked
    And "Squad" has an ability "Rally":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | ends its battle-shock            |
    And "Squad" has an ability "Steady":
      | WHEN      | the start of your Shooting phase |
      | CONDITION | it is not battle-shocked         |
      | EFFECT    | adds 1 to its OC                 |
    When the game advances to player A's Shooting phase
    Then "Squad" is not battle-shocked
    And "Squad" has OC 3

  Scenario: 18.3 item 12: in the other order the second rule finds it still battle-shocked
    Given it is player A's Movement phase
    And "Squad" is battle-shocked
    And "Squad" has an ability "Steady":
      | WHEN      | the start of your Shooting phase |
      | CONDITION | it is not battle-shocked         |
      | EFFECT    | adds 1 to its OC                 |
    And "Squad" has an ability "Rally":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | ends its battle-shock            |
    When the game advances to player A's Shooting phase
    Then "Squad" is not battle-shocked
    And "Squad" has OC 2
    And "Steady" is not in force for "Squad"

  Scenario: 18.3 item 10: a triggered rule with no duration ends with the phase
    Given it is player A's Movement phase
    And "Squad" has an ability "Surge":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | improves its Ld by 1                    |
    And "Squad" has Ld 7+
    When "Squad" makes a normal move
    Then "Squad" has Ld 6+
    And "Surge" is in force for "Squad"
    When the game advances to player A's Shooting phase
    Then "Squad" has Ld 7+
    And "Surge" is not in force for "Squad"

  Scenario: 18.3 item 10: until the end of the turn lasts into the next phase, not the next turn
    Given it is player A's Movement phase
    And "Squad" has an ability "Surge":
      | WHEN   | each time this unit makes a normal move    |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    When "Squad" makes a normal move
    And the game advances to player A's Charge phase
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.1: a triggered rule whose CONDITION fails when it triggers does not resolve
    Given it is player A's Command phase
    And "Squad" has an ability "Desperate":
      | WHEN      | the start of your Movement phase |
      | CONDITION | it is below half-strength        |
      | EFFECT    | adds 1 to its OC                 |
    When the game advances to player A's Movement phase
    Then "Squad" has OC 2
    And "Desperate" is not in force for "Squad"

  Scenario: 18.1 restrictions: once per phase counts each time you use a stratagem once
    Given it is player A's Shooting phase
    And player A has 5 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And the stratagem "Hold Orders":
      | CP | 1 |
    And player A has a rule "Momentum":
      | WHEN         | each time you use a stratagem |
      | RESTRICTIONS | once per phase                |
      | EFFECT       | adds 1 to its OC              |
    When player A uses the "Strike Orders" stratagem on "Squad"
    And player A uses the "Hold Orders" stratagem on "Squad"
    Then "Squad" has OC 3

  Scenario: 18.1: a rule triggered each time the opponent uses a stratagem acts on its TARGET
    Given it is player B's Shooting phase
    And player B has 3 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And "Squad" has an ability "Counter-Intel":
      | WHEN   | each time your opponent uses a stratagem |
      | EFFECT | adds 1 to its OC                         |
    When player B uses the "Strike Orders" stratagem on "Boyz"
    Then "Squad" has OC 3
    And "Boyz" has OC 2
    And player B has 2 CP

  Scenario: 18.3 item 10: a rule triggered at the end of a phase ends with that phase
    Given it is player A's Movement phase
    And "Squad" has an ability "Dig In":
      | WHEN   | the end of your Movement phase |
      | EFFECT | adds 1 to its OC               |
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2

  Scenario: 18.1 restrictions: once per turn on each time your opponent uses a stratagem
    Given it is player B's Shooting phase
    And player B has 5 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And the stratagem "Hold Orders":
      | CP | 1 |
    And "Squad" has an ability "Counter-Intel":
      | WHEN         | each time your opponent uses a stratagem |
      | RESTRICTIONS | once per turn                            |
      | EFFECT       | until the end of the turn, adds 1 to its OC |
    When player B uses the "Strike Orders" stratagem on "Boyz"
    And player B uses the "Hold Orders" stratagem on "Boyz"
    Then "Squad" has OC 3

  Scenario: 18.3 item 2: an enemy rule's bar from the start of the phase refuses the charge
    Given it is player A's Movement phase
    And "Boyz" has an ability "Hex":
      | WHEN   | the start of your opponent's Charge phase |
      | TARGET | each enemy unit                           |
      | EFFECT | forbids it to declare a charge            |
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because "Hex" forbids it
    And "Hex" changed that verdict

  Scenario: 18.3 item 2: a lift that names the rule's bar lets the unit charge
    Given it is player A's Movement phase
    And "Boyz" has an ability "Hex":
      | WHEN   | the start of your opponent's Charge phase |
      | TARGET | each enemy unit                           |
      | EFFECT | forbids it to declare a charge            |
    And "Squad" has an ability "Defiant" that lets it declare a charge even though "Hex" forbids it
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 10: a lift triggered by an advance move ends with the Movement phase
    Given it is player A's Movement phase
    And "Squad" has an ability "Onslaught":
      | WHEN   | each time this unit makes an advance move |
      | EFFECT | lets it declare a charge even though it made an advance move this turn |
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.3 item 10: the same lift until the end of the turn reaches the Charge phase
    Given it is player A's Movement phase
    And "Squad" has an ability "Onslaught":
      | WHEN   | each time this unit makes an advance move |
      | EFFECT | until the end of the turn, lets it declare a charge even though it made an advance move this turn |
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Onslaught" changed that verdict

  Scenario: 18.5: an aura's roll modifier is every modifier in force now
    Given a unit "Chaplain" for player A
    And it is player A's Command phase
    And "Chaplain" has an ability "Litany":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its battle-shock rolls      |
    And "Squad" has an ability "Grim" that adds 1 to its battle-shock rolls
    And "Squad" is within range of "Litany"
    Then the battle-shock roll for "Squad" is modified by +2
    And the battle-shock roll for "Chaplain" is modified by +1
    And the battle-shock roll for "Boyz" is modified by 0
