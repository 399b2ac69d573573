Feature: §20.2 Punishment: a condemned enemy unit that left the battlefield this turn
  A unit leaves the battlefield when its last model is destroyed, and when it leaves without
  being destroyed: it embarks within a TRANSPORT (18.02), goes into reserves or is removed. A
  unit that loses models but not its last is still on the battlefield. Punishment's award counts
  the condemned units that left in this turn only (interpretation 79).

  Background:
    Given the ruin is an objective

  Scenario: Punishment pays when a condemned enemy unit leaves the battlefield without being destroyed
    Given player A has the primary mission "Punishment"
    And it is player B's Movement phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When "Boyz" leaves the battlefield
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: Punishment: a condemned unit that loses models but not its last has not left the battlefield
    Given player A has the primary mission "Punishment"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When 3 models of "Boyz" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Punishment"

  Scenario: Punishment: a condemned unit that embarks within a TRANSPORT has left the battlefield
    Given player A has the primary mission "Punishment"
    And it is player B's Movement phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Truck" for player B
    And "Truck" has the keyword TRANSPORT
    And "Boyz" is condemned by player A
    When "Boyz" makes a normal move and embarks within "Truck"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: Punishment: a unit that left the battlefield in an earlier turn pays nothing now
    Given player A has the primary mission "Punishment"
    And it is player B's Movement phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When "Boyz" leaves the battlefield
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"
    When the game advances to the end of player A's turn
    Then player A scores 5 VP for "Punishment"
