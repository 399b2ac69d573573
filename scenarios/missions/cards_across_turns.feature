

  Scenario: Behind Enemy Lines counts the TRANSPORT, not the unit embarked within it
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is wholly within player B's deployment zone
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Behind Enemy Lines"

  Scenario: Beacon scores nothing for a beacon unit in reserves
    Given player A has the secondary mission "Beacon"
    And it is player B's Fight phase in battle round 2
    And a unit "Scouts" for player A
    And "Scouts" is in strategic reserves
    And player A has selected "Scouts" for "Beacon"
    When the game advances to the end of the turn
    Then player A scores no VP for "Beacon"
