Feature: 16.01, 18.9 Completing at the boundaries: end of phase, next Command phase, battle round, expiring lifts
  An Action completes at its COMPLETES moment and a later move cannot undo it; one lasting into
  the opponent's turn can still be lost there. A lift that kept a battle-shocked unit performing
  (18.9) keeps it going only while it is in force (18.3 item 1; interpretation 86).

  Scenario: An Action that completed at the end of the phase is not undone by a later forced move
    Given the Action "Quick Task":
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Quick Task" Action
    And the game advances to player A's Charge phase
    And "Squad" is forced to move by an enemy rule
    Then "Squad" completes the "Quick Task" Action
    And the effect of "Quick Task" is resolved 1 times
    And "Squad" is not eligible to declare a charge

  Scenario: An Action lasting to the start of the next Command phase fails if the unit is destroyed in the opponent's turn
    Given the Action "Long Task":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long Task" Action
    And the game advances to player B's Shooting phase
    And "Squad" is destroyed
    And the game advances to player A's Command phase
    Then "Squad" does not complete the "Long Task" Action
    And the effect of "Long Task" is not resolved

  Scenario: An Action lasting to the start of the next Command phase is still under way at the end of the turn
    Given the Action "Long Task":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long Task" Action
    And the game advances to the end of the battle round
    Then "Squad" is performing the "Long Task" Action
    And the effect of "Long Task" is not resolved

  Scenario: The second player's Action lasting to the end of the battle round completes at the end of its own turn's round
    Given the Action "Round Task":
      | COMPLETES | the end of the battle round |
    And a unit "Boyz" for player B
    And it is player B's Shooting phase
    When "Boyz" starts the "Round Task" Action
    And the game advances to the end of the battle round
    Then "Boyz" completes the "Round Task" Action

  Scenario: An Action started in the Command phase fails when the unit fails its battle-shock roll in that phase
    Given the Action "Rally Point":
      | STARTS    | your Command phase   |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And "Squad" has 2 models left
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 2
    When "Squad" starts the "Rally Point" Action
    And player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" does not complete the "Rally Point" Action

  Scenario: An Action started in the Command phase completes when the unit passes its battle-shock roll
    Given the Action "Rally Point":
      | STARTS    | your Command phase   |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And "Squad" has 2 models left
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 12
    When "Squad" starts the "Rally Point" Action
    And player A's Command phase is resolved
    Then "Squad" completes the "Rally Point" Action

  Scenario: A lift of performing Actions that expires with the phase leaves a battle-shocked unit unable to complete
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And player A has a rule "Grim Resolve" that lets it perform Actions even though it is battle-shocked, until the end of the phase
    And it is player A's Shooting phase
    When "Squad" starts the "Hold Position" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is performing the "Hold Position" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold Position" Action

  Scenario: USE LIMIT twice per battle is spent across battle rounds
    Given the Action "Rare Task":
      | USE LIMIT | 2 times per battle |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Rare Task" Action
    And the game advances to player A's Shooting phase
    And "Squad" starts the "Rare Task" Action
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Rare Task" Action because the Action's use limit is reached
    And it is player A's Shooting phase in battle round 3

  Scenario: USE LIMIT once per battle round: the second player's start does not spend the first player's
    Given the Action "Round Task":
      | USE LIMIT | once per battle round |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Round Task" Action
    And the game advances to player B's Shooting phase
    Then "Boyz" can start the "Round Task" Action

  Scenario: After the lift expires, a still battle-shocked unit is no longer performing
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And player A has a rule "Grim Resolve" that lets it perform Actions even though it is battle-shocked, until the end of the phase
    When "Squad" starts the "Hold Position" Action
    And "Squad" becomes battle-shocked
    And the game advances to player A's Charge phase
    Then "Squad" is not performing the "Hold Position" Action

  Scenario: A stated start and a stated normal move this turn: the unit is performing
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And "Squad" started the "Hold Position" Action this turn
    And "Squad" made a normal move this turn
    Then "Squad" is performing the "Hold Position" Action

  Scenario: A lift until the end of the opponent's next turn expires before an Action that completes at the start of the next Command phase
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And the Action "Long Task":
      | COMPLETES | the start of your next Command phase |
    And player A has a rule "Grim Resolve" that lets it perform Actions even though it is battle-shocked, until the end of your opponent's next turn
    When "Squad" starts the "Long Task" Action
    And "Squad" becomes battle-shocked
    And the game advances to player A's Command phase
    Then "Squad" does not complete the "Long Task" Action

  Scenario: The 16.01 lock ends with the turn though the Action runs on into the opponent's turn
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And the Action "Round Task":
      | COMPLETES | the end of the battle round |
    When "Squad" starts the "Round Task" Action
    And the game advances to player B's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" is performing the "Round Task" Action

  Scenario: A unit that fell back in an earlier turn may start an Action now
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And it is player A's Movement phase in battle round 1
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Hold Position" Action because it made a fall-back move this turn
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Hold Position" Action

  Scenario: An Action stated as started by a unit stated off the battlefield is not being performed
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And "Squad" started the "Hold Position" Action this turn
    And "Squad" is off the battlefield
    Then "Squad" is not performing the "Hold Position" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Hold Position" Action

  Scenario: An Action stated as started fails when its unit then leaves the battlefield
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    And "Squad" started the "Hold Position" Action this turn
    Then "Squad" is performing the "Hold Position" Action
    When "Squad" leaves the battlefield
    Then "Squad" is not performing the "Hold Position" Action
