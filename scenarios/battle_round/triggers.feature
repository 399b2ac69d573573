Feature: 07.02.02 Whose turn a trigger fires in
  A trigger written for "the" turn or phase fires in both players' turns, one written for
  "your" turn or phase only in its owner's, and one for "your opponent's" phase only in the
  other player's. A start-of trigger fires at the start of every such round, turn or phase.
  Each scenario below plays one whole battle round, player A first.

  Scenario Outline: How often player A's rule fires in one battle round
    Given player A has a rule "Signal" that triggers at <trigger>
    When battle round 1 is played
    Then "Signal" triggers <count>

    Examples:
      | trigger                                    | count   |
      | the start of the battle round              | 1 time  |
      | the end of the battle round                | 1 time  |
      | the start of the turn                      | 2 times |
      | the end of the turn                        | 2 times |
      | the start of your turn                     | 1 time  |
      | the end of your turn                       | 1 time  |
      | the start of the Command phase             | 2 times |
      | the end of the Command phase               | 2 times |
      | the start of the Movement phase            | 2 times |
      | the end of the Movement phase              | 2 times |
      | the start of the Charge phase              | 2 times |
      | the start of your Movement phase           | 1 time  |
      | the end of your Shooting phase             | 1 time  |
      | the start of your Fight phase              | 1 time  |
      | the end of your Command phase              | 1 time  |
      | the start of your opponent's Shooting phase | 1 time |
      | the end of your opponent's Fight phase     | 1 time  |
      | the start of your opponent's Command phase | 1 time  |

  Scenario Outline: Which player's turn the rule fires in
    Given player A has a rule "Signal" that triggers at <trigger>
    When battle round 1 is played
    Then "Signal" triggers in player <player>'s turn

    Examples:
      | trigger                                     | player |
      | the end of your Movement phase              | A      |
      | the start of your opponent's Movement phase | B      |
      | the end of your opponent's Charge phase     | B      |
      | the end of the Movement phase               | A      |
      | the end of the Movement phase               | B      |

  Scenario: 07.02.02: a rule healing at the end of the Movement phase works in both players' turns
    Given player B has a rule "Regeneration" that triggers at the end of the Movement phase
    When battle round 1 is played
    Then "Regeneration" triggers 2 times
    And "Regeneration" triggers in player A's turn
    And "Regeneration" triggers in player B's turn

  Scenario: 07.02.02: a "your" rule of player B fires only in player B's turn
    Given player B has a rule "Mob Rule" that triggers at the start of your Command phase
    When the game advances to the end of player A's Fight phase
    Then "Mob Rule" does not trigger
    When battle round 1 is played
    Then "Mob Rule" triggers 1 time
    And "Mob Rule" triggers in player B's turn

  Scenario: 07.02.02: an opponent's-phase rule waits for the opponent's turn
    Given player A has a rule "Ambush" that triggers at the end of your opponent's Shooting phase
    When the game advances to the end of the turn
    Then "Ambush" does not trigger
    When the game advances to the end of player B's Shooting phase
    Then "Ambush" triggers once

  Scenario: 07.02.02: a mission rule worded for "your turn" fires in each player's turn
    Given a mission rule "Hold the Centre" that triggers at the end of your turn
    When battle round 1 is played
    Then "Hold the Centre" triggers 2 times
    And "Hold the Centre" triggers in player A's turn
    And "Hold the Centre" triggers in player B's turn

  Scenario: 07.02.02: start-of-battle-round rules fire at the start of every round
    Given a mission rule "Reinforcements" that triggers at the start of the battle round
    When battle round 2 is played
    Then "Reinforcements" triggers 2 times

  Scenario: 07.02.02: a rule for the end of the battle round does not fire at the end of a turn
    Given player A has a rule "Nightfall" that triggers at the end of the battle round
    When the game advances to the end of the turn
    Then "Nightfall" does not trigger
