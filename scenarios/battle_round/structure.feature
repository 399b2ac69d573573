Feature: 07.00-07.03 The shape of a battle round
  A battle round opens, both players take one turn each, the same player first every round,
  and then it closes. Each turn runs through seven parts. The mission says how many rounds
  the battle lasts (five unless a scenario says otherwise).

  Scenario Outline: 07.02: every turn has the same seven parts
    Then the turn sequence of player <player> is:
      | Start of Turn   |
      | Command phase   |
      | Movement phase  |
      | Shooting phase  |
      | Charge phase    |
      | Fight phase     |
      | End of Turn     |

    Examples:
      | player |
      | A      |
      | B      |

  Scenario: 07.02: by default player A goes first in every battle round
    Then player A takes the first turn in every battle round

  Scenario: 07.02: the mission can hand the first turn to player B for the whole battle
    Given player B takes the first turn
    Then player B takes the first turn in every battle round

  Scenario: 07.02: with player B first, player A's turn follows B's and B opens the next round
    Given player B takes the first turn
    When the game advances to player B's Movement phase
    Then it is player B's Movement phase in battle round 1
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 1
    When the game advances to player B's Movement phase
    Then it is player B's Movement phase in battle round 2

  Scenario: 07.02: the first player's turn comes first again in a later round
    Given player B takes the first turn
    And it is battle round 3
    And player A has a rule "Oath of Moment" that triggers at the start of your turn
    And player B has a rule "Waaagh Call" that triggers at the start of your turn
    When the game advances to player A's Command phase
    Then the rules resolve in this order:
      | Waaagh Call    |
      | Oath of Moment |
    And "Waaagh Call" triggers in player B's turn

  Scenario: 07.01-07.03: one battle round from its start to its end
    Given a mission rule "Dusk" that triggers at the end of the battle round
    And player B has a rule "B Rests" that triggers at the end of your turn
    And player B has a rule "B Rises" that triggers at the start of your turn
    And player A has a rule "A Rests" that triggers at the end of your turn
    And player A has a rule "A Rises" that triggers at the start of your turn
    And player A has a rule "Dawn" that triggers at the start of the battle round
    When battle round 1 is played
    Then the rules resolve in this order:
      | Dawn    |
      | A Rises |
      | A Rests |
      | B Rises |
      | B Rests |
      | Dusk    |

  Scenario: 07.03: by default the battle ends after the fifth battle round
    Then the battle ends after battle round 5

  Scenario Outline: 07.03: the mission sets the number of battle rounds
    Given the mission lasts <rounds> battle rounds
    Then the battle ends after battle round <rounds>

    Examples:
      | rounds |
      | 3      |
      | 4      |
      | 6      |

  Scenario: 07.01 and 07.03: start and end of battle round rules fire once in every round
    Given the mission lasts 3 battle rounds
    And player A has a rule "Dawn" that triggers at the start of the battle round
    And player B has a rule "Dusk" that triggers at the end of the battle round
    When battle round 3 is played
    Then "Dawn" triggers 3 times
    And "Dusk" triggers 3 times
    And the battle ends after battle round 3
