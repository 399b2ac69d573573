Feature: 20.2 Where units started the turn, and caps, left unsaid
  A unit started the turn within the areas it is stated to be within unless stated otherwise;
  with no primary loaded there are no VP caps (contract Defaults, added).

  Scenario: A unit stated within an objective started the turn within it
    Given the hill is an expansion objective
    And player A has the primary mission "Search and Scour"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Search and Scour"

  Scenario: Stated otherwise, the kill does not count
    Given the hill is an expansion objective
    And player A has the primary mission "Search and Scour"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And "Boyz" did not start the turn within the hill
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Search and Scour"

  Scenario: No caps unless a primary is loaded: a secondary past 45 VP still scores
    Given it is player A's Shooting phase in battle round 2
    And player A has the secondary mission "Centre Ground":
      | scores at            | if                                                                                                                                             | VP |
      | the end of your turn | a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of the battlefield and no enemy unit is within 6" of it | 5  |
    And player A has scored 50 VP for "Centre Ground"
    And a unit "Squad" for player A
    And "Squad" is within 3" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Centre Ground"
    And player A has 55 VP
