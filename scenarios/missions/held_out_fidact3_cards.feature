Feature: 16.01, 18.3, 20.2 Held-out pass: mission Actions from the cards while rules are in force
  A tournament organiser's questions about the cards' Actions (contract §15, 18.3, 20.2; Core
  Rules 16.01): the RESTRICTIONS row and its boundaries, lifts and bars from rules, OC modifiers
  for the objective an Action needs, and the first and later battle rounds. The hill is a central
  objective, the ruin an objective, the bunker player A's home objective.

  Background:
    Given the hill is a central objective
    And the ruin is an objective
    And the bunker is player A's home objective
    And a unit "Squad" for player A
    And a unit "Scouts" for player A

  Scenario: Sensor Sweep may start with none of the holder's operation markers on the battlefield
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    Then "Squad" can start the "Sensor Sweep" Action on the hill

  Scenario: Sensor Sweep may start with two of the holder's operation markers on the battlefield
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 2 operation markers within the wood
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    Then "Squad" can start the "Sensor Sweep" Action on the hill

  Scenario: Sensor Sweep with exactly one marker left is refused for its restrictions and nothing else
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 1 operation marker within the wood
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    Then "Squad" cannot start the "Sensor Sweep" Action on the hill, for exactly these reasons:
      | the Action's restrictions forbid it |

  Scenario: A rule that lifts the Action's restrictions lets Sensor Sweep start with one marker left
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 1 operation marker within the wood
    And "Squad" has an ability "Auspex Override" that lets it start Actions even though the Action's restrictions forbid it
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    Then "Squad" can start the "Sensor Sweep" Action on the hill
    And "Auspex Override" changed that verdict

  Scenario: A rule that forbids starting Actions refuses Sensor Sweep for that rule alone
    Given player A has the primary mission "Locate and Deny"
    And a unit "Raiders" for player B
    And player B has a rule "Jammer":
      | TARGET | each enemy unit             |
      | EFFECT | forbids it to start Actions |
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    Then "Squad" cannot start the "Sensor Sweep" Action on the hill, for exactly these reasons:
      | "Jammer" forbids it |

  Scenario: Sensor Sweep starts in the first battle round
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the hill
    Then "Squad" can start the "Sensor Sweep" Action on the hill

  Scenario: Sensor Sweep once per turn is free again in the holder's next turn
    Given player A has the primary mission "Locate and Deny"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    And "Scouts" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the hill
    Then "Scouts" cannot start the "Sensor Sweep" Action on the hill because the Action's use limit is reached
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Scouts" can start the "Sensor Sweep" Action on the hill

  Scenario: Sensor Sweep completes when an OC bonus for the turn outweighs the enemy on the hill
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 2 operation markers within the wood
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Boyz" is within the hill
    And "Squad" has an ability "Banner" that adds 2 to its OC, until the end of the turn
    And it is player A's Shooting phase in battle round 2
    And "Banner" was applied to "Squad" this turn
    And "Squad" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the hill
    And the game advances to the end of the turn
    Then "Squad" completes the "Sensor Sweep" Action
    And player A has 1 operation marker on the battlefield

  Scenario: Sensor Sweep does not complete when the enemy on the hill has the higher OC
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 2 operation markers within the wood
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Boyz" is within the hill
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the hill
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sensor Sweep" Action
    And player A has 2 operation markers on the battlefield

  Scenario: Sensor Sweep whose unit is forced to move does not complete
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 2 operation markers within the wood
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    When "Squad" starts the "Sensor Sweep" Action on the hill
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sensor Sweep" Action
    And player A has 2 operation markers on the battlefield

  Scenario: Extract Intelligence ignores the opponent's operation marker on the objective
    Given player A has the primary mission "Gather Intel"
    And player B has an operation marker within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    Then "Squad" can start the "Extract Intelligence" Action on the ruin

  Scenario: Extract Intelligence is refused where the player's own operation marker stands
    Given player A has the primary mission "Gather Intel"
    And player A has an operation marker within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Extract Intelligence" Action on the ruin because it is not a unit the Action allows

  Scenario: A lift of STARTS does not open Extract Intelligence in the first battle round to a unit without it
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Extract Intelligence" Action on the ruin because the Action does not start now

  Scenario: A lift of STARTS opens Extract Intelligence in the first battle round
    Given player A has the primary mission "Gather Intel"
    And "Squad" has an ability "Forward Agents" that lets it start Actions even though the Action does not start now
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the ruin
    Then "Squad" can start the "Extract Intelligence" Action on the ruin

  Scenario: Secure Asset on the player's own home objective is refused even with a lift of battle-shock
    Given player A has the primary mission "Secure Asset"
    And "Squad" has an ability "Zeal" that lets it start Actions even though it is battle-shocked
    And "Squad" is battle-shocked
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the bunker
    Then "Squad" cannot start the "Secure Asset" Action on the bunker, for exactly these reasons:
      | it is not a unit the Action allows |
