Feature: 16.01, 18.3, 18.9 Held-out pass on Actions: lifts, stated starts and what does not fail an Action
  More questions about Actions: a start stated in the past, rules that lift a bar, use limits
  counted over several turns, and events that do not fail an Action in progress.

  Background:
    Given the Action "Hold":
      | STARTS    | the Shooting phase          |
      | COMPLETES | the end of the battle round |
    And a unit "Squad"

  Scenario: 18.9: a stated start followed by battle-shock is not performing
    Given it is player A's Shooting phase
    And "Squad" started the "Hold" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is not performing the "Hold" Action

  Scenario: 18.9: a stated start with a rule to perform while battle-shocked is performing
    Given it is player A's Shooting phase
    And "Squad" has an ability "Grim" that lets it perform Actions even though it is battle-shocked
    And "Squad" started the "Hold" Action this turn
    And "Squad" is battle-shocked
    Then "Squad" is performing the "Hold" Action

  Scenario: A stated start bars another Action and shooting for the rest of the turn
    Given the Action "Plant":
      | STARTS | the Shooting phase |
    And it is player A's Shooting phase
    And "Squad" started the "Hold" Action this turn
    Then "Squad" cannot start the "Plant" Action because it started another action this turn
    And "Squad" is not eligible to shoot

  Scenario: 18.3 item 1: a battle-shocked unit with a lift is not refused for its OC
    Given it is player A's Shooting phase
    And "Squad" has an ability "Unbreakable" that lets it start Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    Then "Squad" can start the "Hold" Action
    And "Squad" is not refused the "Hold" Action because its OC is 0 or -

  Scenario: 18.3 item 1: the battle-shock lift does not lift an OC of 0 the unit has anyway
    Given it is player A's Shooting phase
    And "Squad" has an ability "Unbreakable" that lets it start Actions even though it is battle-shocked
    And "Squad" has OC 0
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: 18.3 item 1: a lift of engagement lets an engaged unit start, but not a second Action
    Given the Action "Plant":
      | STARTS | the Shooting phase |
    And it is player A's Shooting phase
    And "Squad" has an ability "Stubborn" that lets it start Actions even though it is engaged
    And "Squad" is engaged
    When "Squad" starts the "Hold" Action
    Then "Squad" is performing the "Hold" Action
    And "Squad" cannot start the "Plant" Action, for exactly these reasons:
      | it started another action this turn |

  Scenario: A rule that forbids starting Actions adds its own reason
    Given it is player A's Shooting phase
    And a mission rule "Lockdown" that forbids it to start Actions
    Then "Squad" cannot start the "Hold" Action because "Lockdown" forbids it

  Scenario: Shooting out of phase does not fail an Action in progress
    Given it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And the game advances to player B's Charge phase
    And "Squad" shoots using an out-of-phase rule
    And the game advances to the end of the battle round
    Then "Squad" completes the "Hold" Action

  Scenario: Being forced to move by an enemy rule fails the Action
    Given it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And the game advances to player B's Shooting phase
    And "Squad" is forced to move by an enemy rule
    Then "Squad" is not performing the "Hold" Action

  Scenario: Two units of one player with no use limit each complete, and the effect resolves twice
    Given a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Scouts" starts the "Hold" Action
    And the game advances to the end of the battle round
    Then "Squad" completes the "Hold" Action
    And "Scouts" completes the "Hold" Action
    And the effect of "Hold" is resolved 2 times

  Scenario: Three times per battle: the third start in a later turn is allowed, the fourth is not
    Given the Action "Scan":
      | STARTS    | the Shooting phase |
      | USE LIMIT | 3 times per battle |
    And a unit "Scouts"
    And a unit "Guards"
    And a unit "Vets"
    And it is player A's Shooting phase
    When "Squad" starts the "Scan" Action
    And "Scouts" starts the "Scan" Action
    And the game advances to player B's Shooting phase
    And "Guards" starts the "Scan" Action
    Then "Guards" is performing the "Scan" Action
    And "Vets" cannot start the "Scan" Action because the Action's use limit is reached

  Scenario: A player B unit completes an Action at the end of its own turn
    Given the Action "Claim":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Raiders" for player B
    And it is player B's Shooting phase
    When "Raiders" starts the "Claim" Action
    And the game advances to the end of the turn
    Then "Raiders" completes the "Claim" Action

  Scenario: The end of your turn: destroyed in the opponent's turn, it does not complete
    Given the Action "Claim":
      | STARTS    | the Shooting phase   |
      | COMPLETES | the end of your turn |
    And it is player B's Shooting phase
    When "Squad" starts the "Claim" Action
    And the game advances to player A's Movement phase
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Claim" Action
    And the effect of "Claim" is not resolved

  Scenario: A unit that is performing an Action is not performing an Action it never started
    Given the Action "Plant":
      | STARTS | the Shooting phase |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    Then "Squad" is performing the "Hold" Action
    And "Squad" is not performing the "Plant" Action

  Scenario: An advance move made after starting fails the Action, and the start still counts
    Given the Action "Move Out":
      | STARTS    | your Movement phase |
      | USE LIMIT | once per turn       |
      | COMPLETES | the end of the turn |
    And a unit "Scouts"
    And it is player A's Movement phase
    When "Squad" starts the "Move Out" Action
    And "Squad" makes an advance move
    Then "Squad" is not performing the "Move Out" Action
    And "Scouts" cannot start the "Move Out" Action because the Action's use limit is reached

  Scenario: 18.9: an Action whose unit became battle-shocked never completes later in the round
    Given it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Hold" Action
    And the effect of "Hold" is not resolved

  Scenario: 18.9: a unit that recovers from battle-shock before the COMPLETES moment still does not complete
    Given player A has a rule "Rally":
      | WHEN   | the end of your Shooting phase |
      | TARGET | each friendly unit             |
      | EFFECT | ends its battle-shock          |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes battle-shocked
    And the game advances to player A's Charge phase
    Then "Squad" is not battle-shocked
    And "Squad" is not performing the "Hold" Action
    When the game advances to the end of the battle round
    Then "Squad" does not complete the "Hold" Action

  Scenario: Starting an Action in the opponent's turn does not make the unit ineligible in its own next turn
    Given the Action "Watch":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of the turn            |
    And it is player B's Shooting phase
    When "Squad" starts the "Watch" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Watch" Action
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" can start the "Hold" Action

  Scenario: A battle-shocked start attempt is refused and does not count against the use limit
    Given the Action "Scan":
      | STARTS    | the Shooting phase |
      | USE LIMIT | once per turn      |
    And a unit "Scouts"
    And "Squad" is battle-shocked
    And it is player A's Shooting phase
    When "Squad" starts the "Scan" Action
    Then "Squad" cannot start the "Scan" Action because it is battle-shocked
    And "Scouts" can start the "Scan" Action
