Feature: 16.01, 01.07, 08.01, 08.03 Battle-shock meets Actions across the Command phase
  A unit that becomes battle-shocked stops performing its Actions (contract 18.9), whether the
  roll comes in its own Battle-shock step, in the opponent's (a rule that makes it roll there),
  or outside a step. An Action that completes at the start of the next Command phase completes at
  08.01, before that phase's Battle-shock step. A rule that lifts the battle-shock bar does so
  only while it is in force.

  Scenario: An Action that completes at the start of the next Command phase completes before that phase's battle-shock roll
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And the Action "Long Watch":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase in battle round 1
    And the battle-shock roll for "Squad" will be 2
    When "Squad" starts the "Long Watch" Action
    And player A's Command phase is resolved
    Then "Squad" completes the "Long Watch" Action
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked

  Scenario: A unit made to roll in the opponent's Battle-shock step that fails stops performing a long Action
    Given a unit "Squad"
    And the Action "Long Watch":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase in battle round 1
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    When "Squad" starts the "Long Watch" Action
    And player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" is not performing the "Long Watch" Action
    When the game advances to player A's Movement phase
    Then "Squad" does not complete the "Long Watch" Action

  Scenario: A roll made in the opponent's step is answered for the Command phase just resolved, and counted overall
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 1
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 10
    When player B's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: The next own Command phase at full strength answers no battle-shock roll
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 1
    And a rule makes "Squad" take a battle-shock roll in player B's Battle-shock step
    And the battle-shock roll for "Squad" will be 10
    When player B's Command phase is resolved
    And player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" makes 1 battle-shock roll

  Scenario: Insane Bravery keeps a unit performing its Action through the Battle-shock step
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And player A has 1 CP
    And the Action "Long Watch":
      | STARTS    | your Command phase  |
      | COMPLETES | the end of the turn |
    And it is player A's Command phase in battle round 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And the battle-shock roll for "Squad" will be 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A used the "Insane Bravery" stratagem

  Scenario: A battle-shocked unit with a lift of start Actions keeps performing, the lift reason left out
    Given a unit "Squad"
    And "Squad" has an ability "Grim" that lets it start Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" is not refused the "Hold" Action because it is battle-shocked
    And "Squad" can start the "Hold" Action
    When "Squad" starts the "Hold" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action

  Scenario: A lift of start Actions for the phase expires before the next phase's Action
    Given a unit "Squad"
    And player A has a rule "Brief Defiance":
      | WHEN   | the start of your Shooting phase                                      |
      | TARGET | each friendly unit                                                    |
      | EFFECT | lets it start Actions even though it is battle-shocked                |
    And "Squad" is battle-shocked
    And the Action "Late Job":
      | STARTS | your Charge phase |
    And the Action "Early Job":
      | STARTS | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Early Job" Action
    When the game advances to player A's Charge phase
    Then "Squad" cannot start the "Late Job" Action because it is battle-shocked

  Scenario: A lift of performing Actions keeps a unit performing through battle-shock, and it completes
    Given a unit "Squad"
    And "Squad" has an ability "Dogged" that lets it perform Actions even though it is battle-shocked
    And the Action "Hold":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is performing the "Hold" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action

  Scenario: A lift of performing Actions does not let a battle-shocked unit start one
    Given a unit "Squad"
    And "Squad" has an ability "Dogged" that lets it perform Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: A stated-started Action on an objective completes when the unit controls it
    Given a unit "Squad"
    And the objective is an objective
    And "Squad" is within the objective
    And the Action "Claim":
      | STARTS    | your Shooting phase                                             |
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And "Squad" started the "Claim" Action this turn
    When the game advances to the end of the turn
    Then "Squad" completes the "Claim" Action

  Scenario: A stated-started Action whose unit then becomes battle-shocked does not complete
    Given a unit "Squad"
    And the objective is an objective
    And "Squad" is within the objective
    And the Action "Claim":
      | STARTS    | your Shooting phase                                             |
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And it is player A's Shooting phase in battle round 2
    And "Squad" started the "Claim" Action this turn
    When "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Claim" Action
    And no player controls the objective
