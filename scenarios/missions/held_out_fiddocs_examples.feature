Feature: Held out: the examples printed in docs/missions.md, docs/datasheets.md and docs/boards.md, verbatim
  Each gherkin example the docs print beyond the README, the getting-started guide and the
  language guide, copied word for word; each is meant to pass.

  Scenario: Holding the ruin scores at the end of the Command phase
    Given the ruin is an objective
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has a mission rule "Hold" that scores 5 VP at the end of your Command phase if they control the ruin
    When the game advances to the end of player A's Command phase
    Then player A controls the ruin
    And player A has 5 VP

  Scenario: No Prisoners scores for each enemy unit destroyed, at most 5 VP over the battle
    Given player A has the secondary mission "No Prisoners"
    And it is player B's Shooting phase
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Nobz" for player B
    When "Boyz" is destroyed by "Raiders"
    And "Grots" is destroyed
    And "Nobz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "No Prisoners"

  Scenario: A Captain leading 5 Intercessors is at half-strength after 3 die
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 2 models left
    Then "Captain" has a starting strength of 6
    And "Captain" is at half-strength
