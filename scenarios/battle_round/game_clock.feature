Feature: 07 and 08 The game clock
  Placing the game in a phase puts it just after that phase's start without firing anything.
  Advancing walks every step in order and fires what triggers on the way. The engine keeps
  the game in a phase when it has advanced to that phase's end.

  Scenario: Placing the game in a phase fires nothing
    Given player A has a rule "Spotter" that triggers at the start of the Shooting phase
    And it is player A's Shooting phase
    Then it is player A's Shooting phase in battle round 1
    And "Spotter" does not trigger

  Scenario: Advancing to the end of a phase leaves the game in that phase
    Given player A has a rule "Reload" that triggers at the end of the Shooting phase
    And it is player A's Shooting phase
    When the game advances to the end of player A's Shooting phase
    Then it is player A's Shooting phase in battle round 1
    And "Reload" triggers 1 time

  Scenario: "the end of the phase" means the end of the phase the game is in
    Given player A has a rule "Regroup" that triggers at the end of the Movement phase
    And player A has a rule "Reload" that triggers at the end of the Shooting phase
    And it is player A's Movement phase
    When the game advances to the end of the phase
    Then it is player A's Movement phase in battle round 1
    And "Regroup" triggers 1 time
    And "Reload" does not trigger

  Scenario: Naming the phase the game is already in means the same phase in a later turn
    Given it is player A's Shooting phase
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2

  Scenario: From the start of the battle, the first Command phase belongs to player A
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 1

  Scenario: Player B's Command phase comes after the whole of player A's turn
    Given player A has a rule "Last Blow" that triggers at the end of your turn
    When the game advances to player B's Command phase
    Then it is player B's Command phase in battle round 1
    And "Last Blow" triggers 1 time

  Scenario: From player B's Fight phase the next Command phase of A is in the next round
    Given it is player B's Fight phase
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 2

  Scenario: A placed battle round starts from its beginning
    Given it is battle round 3
    When the game advances to player A's Fight phase
    Then it is player A's Fight phase in battle round 3

  Scenario: A phase can be placed in a given battle round
    Given it is player B's Charge phase in battle round 4
    Then it is player B's Charge phase in battle round 4

  Scenario: Advancing to the start of the next round closes this one first
    Given player A has a rule "Dusk" that triggers at the end of the battle round
    And player A has a rule "Muster" that triggers at the start of the turn
    And it is player B's Fight phase
    When the game advances to the start of battle round 2
    Then "Dusk" triggers 1 time
    And "Muster" does not trigger
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 2
    And "Muster" triggers 1 time

  Scenario: Advancing to the end of the turn passes the end of every remaining phase
    Given player A has a rule "Fight Over" that triggers at the end of the Fight phase
    And player A has a rule "Charge Over" that triggers at the end of the Charge phase
    And it is player A's Charge phase
    When the game advances to the end of the turn
    Then the rules resolve in this order:
      | Charge Over |
      | Fight Over  |

  Scenario: Advancing to the start of a battle round resolves that round's start
    Interpretation (docs/interpretations.md): like advancing to a phase, which stops after the
    phase's start, advancing to the start of a battle round resolves its 07.01 step.
    Given player A has a rule "Dawn" that triggers at the start of the battle round
    When the game advances to the start of battle round 2
    Then "Dawn" triggers 2 times

  Scenario: Placing the game in a battle round resolves nothing of it
    Given player A has a rule "Dawn" that triggers at the start of the battle round
    And it is battle round 2
    Then "Dawn" does not trigger

  Scenario: 07.02: advancing to the start of a player's turn resolves its Start of Turn step
    Given player B has a rule "B Rises" that triggers at the start of your turn
    And player B has a rule "B Commands" that triggers at the start of your Command phase
    And it is player A's Fight phase
    When the game advances to the start of player B's turn
    Then "B Rises" triggers in player B's turn
    And "B Commands" does not trigger

  Scenario: 07.02: advancing to the end of a player's turn resolves its End of Turn step
    Given player A has a rule "A Rests" that triggers at the end of your turn
    And player B has a rule "B Rests" that triggers at the end of your turn
    And it is player A's Movement phase
    When the game advances to the end of player A's turn
    Then "A Rests" triggers 1 time
    And "B Rests" does not trigger

  Scenario: 07.02: the end of a player's turn that has passed this round is the next round's
    Given player A has a rule "A Rests" that triggers at the end of your turn
    And player A has a rule "Dawn" that triggers at the start of the battle round
    And it is player B's Movement phase
    When the game advances to the end of player A's turn
    Then "A Rests" triggers 1 time
    And "Dawn" triggers 1 time
