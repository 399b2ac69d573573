Feature: A newcomer's second try: the Action rows, triggers and moments §3-§4 list, one by one
  The remaining phrases of §3-§5 as a newcomer tries them: each USE LIMIT and COMPLETES value,
  UNITS with two keywords and an area, the trigger forms of 07.02.02 and the moments of §4.
  Answers from 16.01, 01.07, 07, 08 and 08.03.01.

  Scenario: A unit of another player with three keywords fits "one VEHICLE or MONSTER unit"
    Given the Action "Sabotage":
      | UNITS | one VEHICLE or MONSTER unit that is not within the enemy deployment zone |
    And a unit "Knight"
    And "Knight" belongs to player B
    And "Knight" has the keywords VEHICLE, WALKER and TITANIC
    And "Knight" does not have the keyword INFANTRY
    And "Knight" is engaged
    And a unit "Beast" for player B
    And "Beast" has the keyword MONSTER
    And "Beast" is within the Enemy Deployment Zone
    And a unit "Boyz" for player B
    And it is player B's Shooting phase
    Then "Knight" can start the "Sabotage" Action
    And "Beast" cannot start the "Sabotage" Action because it is not a unit the Action allows
    And "Boyz" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: "The start of your Shooting phase" is where a placed game stands, not its end
    The contract places the game "after the phase's start"; interpretation 1 reads that as at
    the start, its triggers resolved, so an Action opening at the start is open there.
    Given the Action "Early":
      | STARTS | the start of your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    Then "Squad" can start the "Early" Action
    When the game advances to the end of the phase
    Then "Squad" cannot start the "Early" Action because the Action does not start now

  Scenario: "The end of your Shooting phase" is reached by advancing to the end of the phase
    Given the Action "Late":
      | STARTS | the end of your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Late" Action because the Action does not start now
    When the game advances to the end of the phase
    Then "Squad" can start the "Late" Action

  Scenario: Once per battle: the second start, a round later, is refused
    Given the Action "Relic":
      | USE LIMIT | once per battle |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Relic" Action
    And the game advances to player A's Shooting phase
    Then "Scouts" cannot start the "Relic" Action because the Action's use limit is reached
    And "Squad" cannot start the "Relic" Action because the Action's use limit is reached

  Scenario: Two times per battle: the third start is refused, even if the first ones failed
    Given the Action "Relic":
      | USE LIMIT | 2 times per battle |
    And a unit "Squad"
    And a unit "Scouts"
    And a unit "Guards"
    And it is player A's Shooting phase
    When "Squad" starts the "Relic" Action
    And "Squad" leaves the battlefield
    And "Scouts" starts the "Relic" Action
    Then "Guards" cannot start the "Relic" Action because the Action's use limit is reached

  Scenario: Once per battle round: refused again in the round, allowed in the next
    Given the Action "Survey":
      | USE LIMIT | once per battle round |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Survey" Action
    Then "Scouts" cannot start the "Survey" Action because the Action's use limit is reached
    When the game advances to the start of battle round 2
    And the game advances to player A's Shooting phase
    Then "Scouts" can start the "Survey" Action

  Scenario: Completes at the end of the phase
    Given the Action "Quick":
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Quick" Action
    And the game advances to the end of the phase
    Then "Squad" completes the "Quick" Action
    And the effect of "Quick" is resolved

  Scenario: Completes at the end of the battle round, not at the end of the turn
    Given the Action "Long":
      | COMPLETES | the end of the battle round |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And the game advances to the end of the turn
    Then "Squad" is performing the "Long" Action
    And the effect of "Long" is not resolved
    When the game advances to the end of the battle round
    Then "Squad" completes the "Long" Action

  Scenario: A move forced by an enemy rule in the opponent's turn ends an Action (16.01)
    Given the Action "Long":
      | COMPLETES | the end of the battle round |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And the game advances to player B's Movement phase
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Long" Action
    And the effect of "Long" is not resolved

  Scenario: Completes at the start of the player's next Command phase
    Given the Action "Overnight":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Overnight" Action
    And the game advances to the end of the battle round
    Then "Squad" is performing the "Overnight" Action
    When player A's Command phase is resolved
    Then "Squad" completes the "Overnight" Action

  Scenario: Completes at the end of your turn, as at the end of the turn
    Given the Action "Mine":
      | COMPLETES | the end of your turn |
    And a unit "Boyz" for player B
    And it is player B's Shooting phase in battle round 5
    When "Boyz" starts the "Mine" Action
    And the game advances to the end of the turn
    Then "Boyz" completes the "Mine" Action

  Scenario: A destroyed unit does not complete its Action
    Given the Action "Mine":
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Mine" Action
    And "Squad" is destroyed
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Mine" Action

  Scenario: Triggers of "the" phase fire in both turns, "your opponent's" only in the other's
    Given player A has a rule "Orders" that triggers at the start of the Command phase
    And player A has a rule "Counter" that triggers at the end of your opponent's Shooting phase
    And player B has a rule "Own End" that triggers at the end of your turn
    And a mission rule "Round End" that triggers at the end of the battle round
    When battle round 1 is played
    Then "Orders" triggers 2 times
    And "Counter" triggers once
    And "Counter" triggers in player B's turn
    And "Own End" triggers in player B's turn
    And "Round End" triggers 1 time
    And the rules resolve in this order:
      | Orders    |
      | Counter   |
      | Own End   |
      | Round End |

  Scenario: Advancing to the start of battle round 2 has both players' Command phases behind it
    When the game advances to the start of battle round 2
    Then player A has 2 CP
    And player B has 2 CP

  Scenario: Advancing to the end of player B's Fight phase stays inside that phase
    When the game advances to the end of player B's Fight phase
    Then it is player B's Fight phase in battle round 1
    And player A has 2 CP

  Scenario: A rule's earlier roll is the unit's one roll of the step, even at full strength
    Given a unit "Squad"
    And a rule makes "Squad" take a battle-shock roll earlier in the Battle-shock step
    And the battle-shock roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked

  Scenario: An Action named in UNITS by area, written with another article and case
    Given the Action "Hold":
      | UNITS | one INFANTRY unit that is within an objective area |
    And a unit "Squad"
    And "Squad" is within the Objective Area
    And a unit "Scouts"
    And it is player A's Shooting phase
    Then "Squad" can start the "Hold" Action
    And "Scouts" cannot start the "Hold" Action because it is not a unit the Action allows
