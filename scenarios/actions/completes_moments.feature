Feature: 16.01 The COMPLETES moment, within the turn and beyond it
  An Action started in player A's Shooting phase of battle round 1 completes at the moment
  its COMPLETES row names. The engine reads "the end of the phase" and "the end of the turn"
  as those of the start, "the end of your turn" as the end of the controlling player's turn,
  and "the start of your next Command phase" as 08.01 of that player's next Command phase.

  Scenario Outline: Each COMPLETES moment, checked before and when it comes
    Given the Action "Task":
      | STARTS    | your Shooting phase |
      | COMPLETES | <completes>         |
    And it is player A's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Task" Action
    And the game advances to <checkpoint>
    Then "Squad" <state> the "Task" Action
    And the effect of "Task" <effect>

    Examples:
      | completes                            | checkpoint                           | state         | effect          |
      | the end of the phase                 | the end of player A's Shooting phase | completes     | is resolved     |
      | the end of the turn                  | the end of player A's Shooting phase | is performing | is not resolved |
      | the end of the turn                  | the end of the turn                  | completes     | is resolved     |
      | the end of your turn                 | the end of the turn                  | completes     | is resolved     |
      | the end of the battle round          | the end of the turn                  | is performing | is not resolved |
      | the end of the battle round          | the end of the battle round          | completes     | is resolved     |
      | the start of your next Command phase | the end of the battle round          | is performing | is not resolved |
      | the start of your next Command phase | player A's Command phase             | completes     | is resolved     |

  Scenario: "the end of your turn" for the second player's unit is the end of that player's turn
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And it is player B's Shooting phase
    And a unit "Boyz" for player B
    When "Boyz" starts the "Task" Action
    And the game advances to the end of the turn
    Then "Boyz" completes the "Task" Action

  Scenario: An Action lasting to the end of the battle round can be broken in the opponent's turn
    Given the Action "Long Vigil":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |
    And it is player A's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Long Vigil" Action
    And the game advances to player B's Movement phase
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Long Vigil" Action
    And the effect of "Long Vigil" is not resolved

  Scenario: Piling in during the opponent's Fight phase does not break a battle-round Action
    Player B's unit charged "Squad" in player B's Charge phase, so "Squad" is engaged when
    player B's Fight phase begins and may pile in (12.03).
    Given the Action "Long Vigil":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |
    And it is player A's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Long Vigil" Action
    And the game advances to player B's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a pile-in move
    And the game advances to the end of the battle round
    Then "Squad" completes the "Long Vigil" Action

  Scenario: 08.03: the opponent's Battle-shock step cannot rescue a battle-shocked unit
    Only the active player's units are tested in a Battle-shock step, so a unit of player A
    that is battle-shocked in its own turn stays so through player B's Command phase.

    Given the Action "Long Vigil":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |
    And it is player A's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Long Vigil" Action
    And the game advances to player A's Fight phase
    And "Squad" becomes battle-shocked
    And the game advances to the end of the battle round
    Then "Squad" is battle-shocked
    And "Squad" does not complete the "Long Vigil" Action

  Scenario: 08.01 comes before 08.03, so a battle-shocked unit cannot complete at the start of its Command phase
    Given the Action "Overnight Watch":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Overnight Watch" Action
    And the game advances to player B's Shooting phase
    And "Squad" becomes battle-shocked
    And the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 2
    And "Squad" does not complete the "Overnight Watch" Action
    And the effect of "Overnight Watch" is not resolved

  Scenario: An Action lasting into the next Command phase survives the opponent's whole turn
    Given the Action "Overnight Watch":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Boyz" for player B
    When "Squad" starts the "Overnight Watch" Action
    And the game advances to player B's Fight phase
    And "Boyz" makes a charge move
    Then "Squad" is performing the "Overnight Watch" Action
    When the game advances to the start of battle round 2
    Then "Squad" is performing the "Overnight Watch" Action
    When the game advances to player A's Command phase
    Then "Squad" completes the "Overnight Watch" Action

  Scenario: An Action begun at the very moment its COMPLETES names completes at once
    Given the Action "Last Light":
      | STARTS    | the end of your Shooting phase |
      | COMPLETES | the end of the phase           |
    And it is player A's Shooting phase
    And a unit "Squad"
    When the game advances to the end of the phase
    And "Squad" starts the "Last Light" Action
    Then "Squad" completes the "Last Light" Action
    And the effect of "Last Light" is resolved

  Scenario: "the end of your turn" that the battle never reaches again leaves the Action unfinished
    Given the mission lasts 1 battle round
    And the Action "Counter-watch":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And it is player B's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Counter-watch" Action
    Then "Squad" is performing the "Counter-watch" Action
    When battle round 1 is played
    Then "Squad" does not complete the "Counter-watch" Action
    And the effect of "Counter-watch" is not resolved
