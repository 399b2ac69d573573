Feature: 16.01 Held-out pass on Actions: keyword bars, Command phase Actions and per-turn counting
  Edge cases of who may start an Action and how its use limit and completion are counted.

  Scenario: An engaged TITANIC AIRCRAFT is refused for being an AIRCRAFT only
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Flyer"
    And "Flyer" does not have the keyword INFANTRY
    And "Flyer" has the keywords VEHICLE, AIRCRAFT and TITANIC
    And "Flyer" is engaged
    And it is player A's Shooting phase
    Then "Flyer" cannot start the "Sweep" Action, for exactly these reasons:
      | it is an AIRCRAFT unit |

  Scenario: An Action started in the Command phase completes at the start of the next Command phase
    Given the Action "Signal":
      | STARTS    | your Command phase                   |
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Command phase
    When "Squad" starts the "Signal" Action
    And the game advances to the end of the battle round
    Then "Squad" is performing the "Signal" Action
    When the game advances to player A's Command phase
    Then "Squad" completes the "Signal" Action

  Scenario: Once per turn: a player may use it in its own turn and again in the opponent's
    Given the Action "Any Time":
      | STARTS    | the Shooting phase |
      | USE LIMIT | once per turn      |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Any Time" Action
    And the game advances to player B's Shooting phase
    And "Scouts" starts the "Any Time" Action
    Then "Scouts" is performing the "Any Time" Action

  Scenario: The end of your turn, started in your own turn, completes at the end of that turn
    Given the Action "Claim":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Claim" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Claim" Action

  Scenario: The end of the phase, started in the opponent's phase, completes at its end
    Given the Action "Watch":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of the phase           |
    And a unit "Squad"
    And it is player B's Shooting phase
    When "Squad" starts the "Watch" Action
    And the game advances to the end of the phase
    Then "Squad" completes the "Watch" Action

  Scenario: A unit destroyed after its Action completed has still completed it
    Given the Action "Quick":
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Quick" Action
    And the game advances to player A's Charge phase
    And "Squad" is destroyed
    Then "Squad" completes the "Quick" Action
    And the effect of "Quick" is resolved 1 times

  Scenario: A unit off the battlefield is refused only for that
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Reserves"
    And "Reserves" is off the battlefield
    And it is player A's Shooting phase
    Then "Reserves" cannot start the "Sweep" Action, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: A unit that started an Action in the Movement phase cannot start another in the Shooting phase
    Given the Action "Plant":
      | STARTS    | your Movement phase  |
      | COMPLETES | the end of the phase |
    And the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Plant" Action
    And the game advances to player A's Shooting phase
    Then "Squad" completes the "Plant" Action
    And "Squad" cannot start the "Sweep" Action because it started another action this turn

  Scenario: Not within a terrain area that is within your deployment zone is not allowed
    Given the Action "Plant":
      | UNITS | one INFANTRY unit that is within a terrain area that is not within your deployment zone |
    And a unit "Squad"
    And "Squad" is within the terrain area
    And "Squad" is within player A's deployment zone
    And the terrain area is within player A's deployment zone
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Plant" Action because it is not a unit the Action allows

  Scenario: A unit in the terrain area and in its own deployment zone is not allowed when the area's position is unstated
    Given the Action "Plant":
      | UNITS | one INFANTRY unit that is within a terrain area that is not within your deployment zone |
    And a unit "Squad"
    And "Squad" is within the terrain area
    And "Squad" is within your deployment zone
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Plant" Action because it is not a unit the Action allows

  Scenario: A unit in the terrain area and in the opponent's deployment zone is allowed
    Given the Action "Plant":
      | UNITS | one INFANTRY unit that is within a terrain area that is not within your deployment zone |
    And a unit "Squad"
    And "Squad" is within the terrain area
    And "Squad" is within player B's deployment zone
    And it is player A's Shooting phase
    Then "Squad" can start the "Plant" Action

  Scenario: An Action started in the opponent's turn does not lock a charge in the unit's own turn, and the charge move fails it
    Given the Action "Watch":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And a unit "Squad"
    And it is player B's Shooting phase
    When "Squad" starts the "Watch" Action
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    When "Squad" makes a charge move
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Watch" Action

  Scenario: The shooting lock stays after the Action has failed in the same turn
    Given the Action "Plant":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Plant" Action
    And "Squad" makes a normal move
    And the game advances to player A's Shooting phase
    Then "Squad" is not performing the "Plant" Action
    And "Squad" is not eligible to shoot

  Scenario: Battle-shock in the unit's own Command phase fails an Action started in the opponent's turn
    Given the Action "Watch":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And a unit "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    And it is player B's Shooting phase
    When "Squad" starts the "Watch" Action
    And player A's Command phase is resolved
    Then "Squad" is battle-shocked
    And "Squad" is not performing the "Watch" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Watch" Action

  Scenario: Passing the battle-shock test in its own Command phase keeps the Action going
    Given the Action "Watch":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And a unit "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 9
    And it is player B's Shooting phase
    When "Squad" starts the "Watch" Action
    And player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Squad" is performing the "Watch" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Watch" Action

  Scenario: Property: a battle-shocked unit is refused any Action at any moment, for battle-shock and its OC
    Given any unit "Squad"
    And any Action "Task"
    And any moment
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Task" Action because it is battle-shocked
    And "Squad" cannot start the "Task" Action because its OC is 0 or -

  Scenario: Property: a unit that made an advance move this turn is refused any Action
    Given any unit "Squad"
    And any Action "Task"
    And any moment
    And "Squad" made an advance move this turn
    Then "Squad" cannot start the "Task" Action because it made an advance move this turn
    And "Squad" is not refused the "Task" Action because it made a fall-back move this turn
