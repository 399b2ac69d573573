Feature: §20.2 Beacon, Burden of Trust and Defend Stronghold: the end of the opponent's turn or of battle round 5, whichever comes first
  The three cards score at the end of the opponent's turn or at the end of the fifth battle
  round, whichever comes first: once for each activation of the card, and at the end of battle
  round 5 for a second player who holds the card in their own turn of that round. The data
  gives only the end of the opponent's turn; the project's rows add the rest (contract 20.2).

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the crater is within player B's territory
    And the crater is within player B's deployment zone

  Scenario: Defend Stronghold held by the second player in their turn of battle round 5 scores at the end of the battle round
    Given it is player B's Command phase in battle round 5
    And player B has the secondary mission "Defend Stronghold"
    And a unit "Guards" for player B
    And "Guards" is within the crater
    When the game advances to the end of battle round 5
    Then player B scores 5 VP for "Defend Stronghold"

  Scenario: Defend Stronghold scores once for one activation, not at every opponent's turn
    Given player A has the secondary mission "Defend Stronghold"
    And it is player A's Fight phase in battle round 2
    And a unit "Guards" for player A
    And "Guards" is within the bunker
    When the game advances to the end of battle round 3
    Then player A scores 5 VP for "Defend Stronghold"

  Scenario: Defend Stronghold drawn again scores again
    Given player A has the secondary mission "Defend Stronghold"
    And it is player A's Fight phase in battle round 2
    And a unit "Guards" for player A
    And "Guards" is within the bunker
    When the game advances to the end of battle round 2
    And player A discards "Defend Stronghold"
    And the game advances to player A's Fight phase
    And player A draws "Defend Stronghold"
    And the game advances to the end of battle round 3
    Then player A scores 10 VP for "Defend Stronghold"

  Scenario: Defend Stronghold does not score in the first battle round
    Given player A has the secondary mission "Defend Stronghold"
    And it is player A's Fight phase in battle round 1
    And a unit "Guards" for player A
    And "Guards" is within the bunker
    When the game advances to the end of battle round 1
    Then player A scores no VP for "Defend Stronghold"

  Scenario: Beacon held by the second player in their turn of battle round 5 scores at the end of the battle round
    Given it is player B's Command phase in battle round 5
    And player B has the secondary mission "Beacon"
    And a unit "Scouts" for player B
    And "Scouts" is within the hill
    And player B has selected "Scouts" for "Beacon"
    When the game advances to the end of battle round 5
    Then player B scores 5 VP for "Beacon"

  Scenario: Beacon scores once for one activation
    Given player A has the secondary mission "Beacon"
    And it is player A's Fight phase in battle round 2
    And a unit "Scouts" for player A
    And "Scouts" is within the hill
    And player A has selected "Scouts" for "Beacon"
    When the game advances to the end of battle round 3
    Then player A scores 5 VP for "Beacon"

  Scenario: Burden of Trust held by the second player in their turn of battle round 5 scores at the end of the battle round
    Given it is player B's Command phase in battle round 5
    And player B has the secondary mission "Burden of Trust"
    And a unit "Guards" for player B
    And "Guards" is within the hill
    And player B has selected "Guards" to guard the hill for "Burden of Trust"
    When the game advances to the end of battle round 5
    Then player B scores 2 VP for "Burden of Trust"

  Scenario: Defend Stronghold held by the first player scores nothing at the end of their own turn
    Given player A has the secondary mission "Defend Stronghold"
    And it is player A's Fight phase in battle round 5
    And a unit "Guards" for player A
    And "Guards" is within the bunker
    When the game advances to the end of player A's turn
    Then player A scores no VP for "Defend Stronghold"
    When the game advances to the end of battle round 5
    Then player A scores 5 VP for "Defend Stronghold"

  Scenario: Defend Stronghold not achieved at its first moment does not wait for the next
    Given the bunker is within player A's deployment zone
    And player A has the secondary mission "Defend Stronghold"
    And it is player A's Fight phase in battle round 2
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And "Boyz" is within the bunker
    And "Boyz" is within player A's deployment zone
    When the game advances to the end of battle round 2
    Then player A scores no VP for "Defend Stronghold"
    When the game advances to player A's Movement phase
    And "Boyz" is destroyed
    And "Guards" makes a normal move into the bunker
    And the game advances to the end of battle round 3
    Then player A scores no VP for "Defend Stronghold"
