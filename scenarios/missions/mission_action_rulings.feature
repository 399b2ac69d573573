Feature: 16.01, 15, 20.2 Mission Actions at the table: VP per completion, use limits, lifts and tags
  Tournament rulings on the Chapter Approved 2026-27 mission Actions: what their completions
  score, how their use limits count, and how battle-shock, moves and enemies on the objective
  stop them. The ruin is a central objective; it is battle round 2.

  Background:
    Given the ruin is a central objective
    And the crater is an objective
    And the bunker is player A's home objective
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Scouts" for player A
    And "Scouts" is within the crater

  Scenario: Sabotage scores 3 VP for each Sabotage Action completed this turn
    Given player A has the primary mission "Sabotage"
    When "Squad" starts the "Sabotage" Action on the ruin
    And "Scouts" starts the "Sabotage" Action on the crater
    And the game advances to the end of the turn
    Then player A scores 6 VP for "Sabotage"

  Scenario: Sabotage scores nothing for an Action whose unit was destroyed
    Given player A has the primary mission "Sabotage"
    When "Squad" starts the "Sabotage" Action on the ruin
    And "Scouts" starts the "Sabotage" Action on the crater
    And "Scouts" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Sabotage"

  Scenario: Sabotage is once per objective: the same objective is refused in a later turn
    Given player A has the primary mission "Sabotage"
    When "Squad" starts the "Sabotage" Action on the ruin
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Sabotage" Action on the ruin because the Action's use limit is reached
    And "Scouts" can start the "Sabotage" Action on the crater

  Scenario: Secure Asset scores 4 VP once, however many complete, and its use limit is once per turn
    Given player A has the primary mission "Secure Asset"
    When "Squad" starts the "Secure Asset" Action on the ruin
    Then "Scouts" cannot start the "Secure Asset" Action on the crater because the Action's use limit is reached
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Secure Asset"

  Scenario: Secure Asset scores nothing when the Action's unit became battle-shocked
    Given player A has the primary mission "Secure Asset"
    When "Squad" starts the "Secure Asset" Action on the ruin
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Secure Asset" Action
    And player A scores no VP for "Secure Asset"

  Scenario: A declared card counting completed Actions needs two of them
    Given the mission Action "Sabotage"
    And player A has the secondary mission "Saboteurs":
      | scores at          | if                                                            | VP |
      | the end of your turn | 2 or more "Sabotage" Actions were completed by your units this turn | 5  |
    When "Squad" starts the "Sabotage" Action on the ruin
    And "Scouts" starts the "Sabotage" Action on the crater
    And "Scouts" is forced to move by an enemy rule
    And the game advances to the end of the turn
    Then player A scores no VP for "Saboteurs"

  Scenario: A mission Action that completes immediately keeps the 16.01 locks to the end of the turn
    Given the mission Action "Booby Trap"
    And the mission Action "Sabotage"
    And "Squad" is within a terrain area
    When "Squad" starts the "Booby Trap" Action on the ruin
    Then "Squad" completes the "Booby Trap" Action
    And "Squad" is not eligible to shoot
    And "Squad" cannot start the "Sabotage" Action on the ruin because it started another action this turn

  Scenario: A completed immediate Action is not undone by a later move
    Given the mission Action "Booby Trap"
    And "Squad" is within a terrain area
    When "Squad" starts the "Booby Trap" Action on the ruin
    And "Squad" is forced to move by an enemy rule
    Then "Squad" completes the "Booby Trap" Action
    And the ruin is trapped by player A

  Scenario: An enemy unit with more OC on the objective at the end of the turn stops Secure Asset completing
    Given the mission Action "Secure Asset"
    And a unit "Boyz" for player B
    And "Boyz" has OC 5
    When "Squad" starts the "Secure Asset" Action on the ruin
    And "Boyz" makes a normal move into the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Secure Asset" Action

  Scenario: A battle-shocked unit kept performing by a lift still does not control its objective, so Cleanse does not complete
    Given the mission Action "Cleanse"
    And player A has a rule "Grim Resolve" that lets it perform Actions even though it is battle-shocked
    When "Squad" starts the "Cleanse" Action on the ruin
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Cleanse" Action

  Scenario: A battle-shocked unit kept performing completes an Action whose condition is that its player controls the objective
    Given the Action "Hold Ground":
      | UNITS     | one unit that is within range of an objective              |
      | COMPLETES | the end of your turn if you control that objective         |
    And player A has a rule "Grim Resolve" that lets it perform Actions even though it is battle-shocked
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When "Squad" starts the "Hold Ground" Action on the ruin
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold Ground" Action

  Scenario: Sabotage once per objective is counted for each player
    Given the mission Action "Sabotage"
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When "Squad" starts the "Sabotage" Action on the ruin
    And the game advances to player B's Shooting phase
    Then "Boyz" is not refused the "Sabotage" Action because the Action's use limit is reached

  Scenario: Triangulate does not start in the first battle round
    Given the mission Action "Triangulate"
    And it is player A's Shooting phase in battle round 1
    Then "Squad" cannot start the "Triangulate" Action on the ruin because the Action does not start now

  Scenario: The cleansed tag is gone in the next turn
    Given the mission Action "Cleanse"
    When "Squad" starts the "Cleanse" Action on the ruin
    And the game advances to player B's Command phase
    Then the ruin is not cleansed by player A

  Scenario: A unit that embarks after starting its Action fails it
    Given the Action "Scout Ahead":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of the turn |
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And it is player A's Movement phase in battle round 2
    When "Squad" starts the "Scout Ahead" Action
    And "Squad" makes a normal move and embarks within "Rhino"
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Scout Ahead" Action

  Scenario: A surge move in the opponent's turn fails an Action lasting to the next Command phase
    Given the Action "Long Task":
      | COMPLETES | the start of your next Command phase |
    When "Squad" starts the "Long Task" Action
    And the game advances to player B's Shooting phase
    And "Squad" makes a surge move
    And the game advances to player A's Command phase
    Then "Squad" does not complete the "Long Task" Action

  Scenario: An attached unit that loses its leader keeps performing the Action
    Given the Action "Hold Position":
      | COMPLETES | the end of the turn |
    And a unit "Captain" for player A
    And "Captain" has the keyword CHARACTER
    And "Captain" is leading "Squad"
    When "Squad" starts the "Hold Position" Action
    And 1 model of "Captain" is destroyed
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold Position" Action

  Scenario: Vanguard Operation fails when an enemy unit enters the terrain area
    Given the mission Action "Vanguard Operation"
    And "Squad" is within a terrain area
    And a unit "Boyz" for player B
    When "Squad" starts the "Vanguard Operation" Action on the ruin
    And "Boyz" makes a normal move into the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard Operation" Action

  Scenario: Decoy is once per objective: a second unit on the same objective is refused
    Given the mission Action "Decoy"
    And a unit "Scouts" for player A
    And "Scouts" is within the ruin
    When "Squad" starts the "Decoy" Action on the ruin
    Then "Scouts" cannot start the "Decoy" Action on the ruin because the Action's use limit is reached

  Scenario: A consolidation that ends outside the objective stops Secure Asset completing but is no failure
    Given the mission Action "Secure Asset"
    When "Squad" starts the "Secure Asset" Action on the ruin
    And the game advances to player A's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a pile-in move
    And "Squad" makes a consolidation move that ends outside the ruin
    Then "Squad" is performing the "Secure Asset" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Secure Asset" Action

  Scenario: Cleanse once per objective per turn: the same objective opens again next turn
    Given the mission Action "Cleanse"
    When "Squad" starts the "Cleanse" Action on the ruin
    And the game advances to player A's Shooting phase
    Then "Squad" can start the "Cleanse" Action on the ruin

  Scenario: Two times per turn: the third unit is refused
    Given the Action "Dig In":
      | USE LIMIT | 2 times per turn |
    And a unit "Guard" for player A
    When "Squad" starts the "Dig In" Action
    And "Scouts" starts the "Dig In" Action
    Then "Guard" cannot start the "Dig In" Action because the Action's use limit is reached

  Scenario: A tie on the objective: Secure Asset does not complete
    Given the mission Action "Secure Asset"
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When "Squad" starts the "Secure Asset" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Secure Asset" Action

  Scenario: A tie on an objective the player has secured: Secure Asset completes
    Given the mission Action "Secure Asset"
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And player A has secured the ruin
    When "Squad" starts the "Secure Asset" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Secure Asset" Action

  Scenario: The second player's battle-round Action completes at the end of the last battle round
    Given the Action "Round Task":
      | COMPLETES | the end of the battle round |
    And a unit "Boyz" for player B
    And it is player B's Shooting phase in battle round 5
    When "Boyz" starts the "Round Task" Action
    And battle round 5 is played
    Then "Boyz" completes the "Round Task" Action

  Scenario: Surveil tags its target, and the tag is gone in the next turn
    Given the mission Action "Surveil"
    And a unit "Boyz" for player B
    When "Squad" starts the "Surveil" Action on "Boyz"
    Then "Boyz" is surveilled by player A
    When the game advances to player B's Shooting phase
    Then "Boyz" is not surveilled by player A

  Scenario: Plunder is once per turn: a second unit in another terrain area is refused
    Given the mission Action "Plunder"
    And "Squad" is within a terrain area
    And "Scouts" is within the woods
    And the woods is a terrain area
    When "Squad" starts the "Plunder" Action on the ruin
    Then "Scouts" cannot start the "Plunder" Action on the woods because the Action's use limit is reached

  Scenario: An Action starting at the end of the Fight phase completes at the end of the turn
    Given the Action "Last Stand":
      | STARTS    | the end of your Fight phase |
      | COMPLETES | the end of your turn        |
    When the game advances to the end of player A's Fight phase
    And "Squad" starts the "Last Stand" Action
    Then "Squad" is performing the "Last Stand" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Last Stand" Action

  Scenario: A unit that made a normal move this phase may start an Action at the end of the Movement phase
    Given the Action "Dig In":
      | STARTS    | the end of your Movement phase |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move
    And the game advances to the end of player A's Movement phase
    Then "Squad" can start the "Dig In" Action

  Scenario: An engaged TITANIC unit may start an Action, then keeps performing when it piles in
    Given the Action "Stomp":
      | STARTS    | your Fight phase    |
      | COMPLETES | the end of the turn |
    And "Squad" has the keyword TITANIC
    And "Squad" is engaged
    And it is player A's Fight phase in battle round 2
    When "Squad" starts the "Stomp" Action
    And "Squad" makes a pile-in move
    And the game advances to the end of the turn
    Then "Squad" completes the "Stomp" Action

  Scenario: A unit battle-shocked by a Combat Disembark cannot start an Action that turn
    Given the Action "Dig In":
      | STARTS | your Shooting phase |
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And a unit "Vets" for player A
    And "Vets" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    When "Vets" makes a disembark move using Combat Disembark
    And the game advances to player A's Shooting phase
    Then "Vets" cannot start the "Dig In" Action because it is battle-shocked
