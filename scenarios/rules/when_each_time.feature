Feature: 18.1 WHEN: rules that trigger each time something happens
  A rule table's WHEN may be `each time this unit <event>`, `each time you use a stratagem` or
  `each time your opponent uses a stratagem`: the rule resolves at that event, for the units of
  its TARGET, and its effects last until the end of the phase unless it says otherwise (18.3
  item 10). `each time your opponent uses a stratagem` resolves after the stratagem's targets
  are selected and before its CP are spent (15.01 steps 1 and 2).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: each time this unit is selected to fight
    Given it is player A's Fight phase
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Squad" has an ability "Bloodlust":
      | WHEN   | each time this unit is selected to fight |
      | EFFECT | adds 1 to its OC                         |
    When "Squad" is selected to fight
    Then "Squad" has OC 3
    And "Bloodlust" changed that verdict

  Scenario: each time this unit is selected to shoot
    Given it is player A's Shooting phase
    And "Squad" has an ability "Steady Aim":
      | WHEN   | each time this unit is selected to shoot |
      | EFFECT | adds 1 to its OC                         |
    When "Squad" shoots
    Then "Squad" has OC 3

  Scenario: each time this unit has shot
    Given it is player A's Shooting phase
    And "Squad" has an ability "Fire and Fade":
      | WHEN   | each time this unit has shot |
      | EFFECT | adds 1 to its OC             |
    When "Squad" shoots
    Then "Squad" has OC 3

  Scenario: each time this unit makes a normal move
    Given it is player A's Movement phase
    And "Squad" has an ability "Swift":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When "Squad" makes a normal move
    Then "Squad" has OC 3

  Scenario: a move of another type does not trigger it
    Given it is player A's Movement phase
    And "Squad" has an ability "Swift":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When "Squad" makes an advance move
    Then "Squad" has OC 2

  Scenario: each time this unit ends an advance move
    Given it is player A's Movement phase
    And "Squad" has an ability "Outflank":
      | WHEN   | each time this unit ends an advance move |
      | EFFECT | adds 1 to its OC                         |
    When "Squad" makes an advance move
    Then "Squad" has OC 3

  Scenario: each time this unit declares a charge
    Given it is player A's Charge phase
    And "Squad" has an ability "Fury":
      | WHEN   | each time this unit declares a charge |
      | EFFECT | adds 1 to its OC                      |
    When "Squad" declares a charge
    Then "Squad" has OC 3

  Scenario: each time this unit makes a battle-shock roll, just before it
    Given it is player A's Command phase
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And "Squad" has Ld 7+
    And "Squad" has an ability "Grim Resolve":
      | WHEN   | each time this unit makes a battle-shock roll |
      | EFFECT | adds 1 to its battle-shock rolls              |
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: each time this unit becomes battle-shocked
    Given it is player A's Movement phase
    And "Squad" has an ability "Last Stand":
      | WHEN   | each time this unit becomes battle-shocked |
      | EFFECT | lets it start Actions even though it is battle-shocked |
    And the Action "Hold":
      | STARTS | your Movement phase |
    When "Squad" becomes battle-shocked
    Then "Squad" can start the "Hold" Action

  Scenario: each time this unit is destroyed
    Given it is player A's Movement phase
    And the ruin is an objective
    And "Boyz" is within the ruin
    And "Squad" has an ability "Martyr":
      | WHEN   | each time this unit is destroyed |
      | TARGET | each enemy unit                  |
      | EFFECT | subtracts 1 from its OC          |
    When "Squad" is destroyed
    Then "Boyz" has OC 1

  Scenario: each time you use a stratagem
    Given it is player A's Shooting phase
    And player A has 3 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player A has a rule "Momentum":
      | WHEN   | each time you use a stratagem |
      | EFFECT | adds 1 to its OC              |
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then "Squad" has OC 3
    And "Boyz" has OC 2

  Scenario: each time your opponent uses a stratagem: a raised cost is paid if the player can
    Given it is player A's Shooting phase
    And player A has 3 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player B has a rule "Interference":
      | WHEN   | each time your opponent uses a stratagem |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 1 CP
    And the effect of the "Strike Orders" stratagem is resolved

  Scenario: app FAQ data 912: a raised cost the player cannot pay: no CP spent, no effect, used this phase
    Given it is player A's Shooting phase
    And player A has 1 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And the stratagem "Free Orders":
      | CP | 0 |
    And a unit "Guards" for player A
    And player B has a rule "Interference":
      | WHEN         | each time your opponent uses a stratagem     |
      | EFFECT       | increases the CP cost of that stratagem by 1 |
      | RESTRICTIONS | once per phase                               |
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 1 CP
    And the effect of the "Strike Orders" stratagem is not resolved
    And player A cannot use the "Strike Orders" stratagem on "Squad" because it was already used this phase
    And player A cannot use the "Free Orders" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    And player A can use the "Free Orders" stratagem on "Guards"

  Scenario: each time this unit ...: another unit's event does not trigger it
    Given it is player A's Movement phase
    And a unit "Guards" for player A
    And "Squad" has an ability "Swift":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When "Guards" makes a normal move
    Then "Squad" has OC 2
    And "Swift" is not in force for "Squad"

  Scenario: 18.3 item 10: a triggered effect lasts until the end of the phase
    Given it is player A's Movement phase
    And "Squad" has an ability "Swift":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When "Squad" makes a normal move
    Then "Swift" is in force for "Squad"
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2

  Scenario: 18.1 RESTRICTIONS: once per turn, the second event does not resolve it again
    Given it is player A's Movement phase
    And player A has 0 CP
    And "Squad" has an ability "Sprint":
      | WHEN         | each time this unit makes a normal move |
      | EFFECT       | adds 1 to its OC                        |
      | RESTRICTIONS | once per turn                           |
    And a unit "Guards" for player A
    And "Guards" has an ability "Sprint":
      | WHEN         | each time this unit ends a normal move |
      | TARGET       | each friendly unit                     |
      | EFFECT       | adds 1 to its OC                       |
      | RESTRICTIONS | once per turn                          |
    When "Guards" makes a normal move
    And "Guards" makes a normal move
    Then "Guards" has OC 3

  Scenario: each time your opponent uses a stratagem: the owner's own uses do not trigger it
    Given it is player A's Shooting phase
    And player B has 3 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player B has a rule "Interference":
      | WHEN   | each time your opponent uses a stratagem |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And it is player B's Shooting phase
    When player B uses the "Strike Orders" stratagem on "Boyz"
    Then player B has 2 CP

  Scenario: 18.3 item 8: a raised cost applies to that use only
    Given it is player A's Shooting phase
    And player A has 5 CP
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player B has a rule "Interference":
      | WHEN         | each time your opponent uses a stratagem     |
      | EFFECT       | increases the CP cost of that stratagem by 1 |
      | RESTRICTIONS | once per phase                               |
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 3 CP
    And "Interference" changed that verdict
    And the CP cost of the "Strike Orders" stratagem for player A is 1
    And "Interference" did not change that verdict

  Scenario: each time this unit is destroyed: a one-shot effect for its owner
    Given it is player A's Movement phase
    And the ruin is an objective
    And "Squad" has an ability "Last Rites":
      | WHEN   | each time this unit is destroyed |
      | EFFECT | secures the ruin for you         |
    When "Squad" is destroyed
    Then player A has secured the ruin
    And "Last Rites" changed that verdict
