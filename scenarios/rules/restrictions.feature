Feature: 18.1 RESTRICTIONS on a rule always in force
  A rule always in force is used each time an event happens that only its effect allowed (an
  Action started, a charge declared, a stratagem used, a unit selected to fight). A spent rule
  is not in force until its restriction resets (app 01.03.01, Player's Rules). An event the
  core rules allowed anyway does not use it.

  Background:
    Given the Action "Hold":
      | STARTS    | your Shooting phase |
      | USE LIMIT | none                |
    And a unit "Squad" for player A
    And a unit "Guards" for player A
    And "Squad" is battle-shocked
    And "Guards" is battle-shocked
    And it is player A's Shooting phase

  Scenario: once per turn: the event only it allowed spends it
    Given player A has a rule "Iron Will":
      | EFFECT       | lets it start Actions even though it is battle-shocked |
      | RESTRICTIONS | once per turn                                          |
    When "Squad" starts the "Hold" Action
    Then "Squad" is performing the "Hold" Action
    And "Guards" cannot start the "Hold" Action because it is battle-shocked
    And "Iron Will" is not in force for "Guards"

  Scenario: once per turn: the restriction resets in the next turn
    Given player A has a rule "Iron Will":
      | EFFECT       | lets it start Actions even though it is battle-shocked |
      | RESTRICTIONS | once per turn                                          |
    When "Squad" starts the "Hold" Action
    And the game advances to player B's Command phase
    Then "Iron Will" is in force for "Guards"

  Scenario: an event the core rules allowed anyway does not use it
    Given "Guards" is not battle-shocked
    And player A has a rule "Iron Will":
      | EFFECT       | lets it start Actions even though it is battle-shocked |
      | RESTRICTIONS | once per turn                                          |
    When "Guards" starts the "Hold" Action
    Then "Squad" can start the "Hold" Action

  Scenario: without RESTRICTIONS the rule allows every such event
    Given player A has a rule "Iron Will" that lets it start Actions even though it is battle-shocked
    When "Squad" starts the "Hold" Action
    Then "Guards" can start the "Hold" Action

  Scenario: once per phase: a 15.01 limit lifted for one use
    Given "Squad" is not battle-shocked
    And "Guards" is not battle-shocked
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player A has 5 CP
    And player A has a rule "Relentless Orders":
      | EFFECT       | lets you use the "Strike Orders" stratagem even though it was already used this phase |
      | RESTRICTIONS | once per phase                                                                       |
    When player A uses the "Strike Orders" stratagem on "Squad"
    And player A uses the "Strike Orders" stratagem on "Guards"
    Then player A has 3 CP
    And player A cannot use the "Strike Orders" stratagem on "Guards" because it was already used this phase

  Scenario: once per battle: a charge only it allowed spends it for the battle
    Given "Squad" is not battle-shocked
    And "Guards" is not battle-shocked
    And it is player A's Movement phase
    And "Squad" has an ability "Reckless Assault":
      | EFFECT       | lets it declare a charge even though it made an advance move this turn |
      | RESTRICTIONS | once per battle                                                        |
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    And "Squad" declares a charge
    And the game advances to the start of battle round 2
    Then "Reckless Assault" is not in force for "Squad"
