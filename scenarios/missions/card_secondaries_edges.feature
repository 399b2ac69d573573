Feature: §20.2 Secondary cards at their edges, and Surveil the Foe's marker rule
  A unit of Surveil the Foe's holder that ends a move within range of an objective removes the
  opponent's operation markers there (a move stated into an area, or that ends within or
  outside one); the holder's own markers and the opponent's moves remove nothing. A beacon unit
  embarked within a TRANSPORT is not on the battlefield (18.02; interpretation 79). A tied
  objective is nobody's (14.02); the per-card cap of a Fixed secondary; Secure No Man's Land.

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the crater is within player B's territory

  Scenario: Surveil the Foe: a holder's unit ending a move on an objective removes the opponent's markers there
    Given player A has the primary mission "Surveil the Foe"
    And player B has an operation marker within the hill
    And it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    When "Squad" makes a normal move into the hill
    Then player B has no operation marker within the hill
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Surveil the Foe"

  Scenario: Surveil the Foe: the opponent's unit ending a move removes nothing
    Given player A has the primary mission "Surveil the Foe"
    And player B has an operation marker within the hill
    And it is player B's Movement phase in battle round 2
    And a unit "Boyz" for player B
    When "Boyz" makes a normal move into the hill
    Then player B has an operation marker within the hill

  Scenario: Beacon: an embarked beacon unit is not on the battlefield and scores nothing
    Given player A has the secondary mission "Beacon"
    And it is player B's Fight phase in battle round 2
    And a unit "Scouts" for player A
    And a unit "Truck" for player A
    And "Truck" has the keyword TRANSPORT
    And "Truck" is within the hill
    And "Scouts" is embarked within "Truck"
    And player A has selected "Scouts" for "Beacon"
    When the game advances to the end of the turn
    Then player A scores no VP for "Beacon"

  Scenario: A Tempting Target scores nothing when its objective is tied
    Given player A has the secondary mission "A Tempting Target"
    And player B has selected the hill for player A's "A Tempting Target"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "A Tempting Target"

  Scenario: Bring It Down as a Fixed mission counts each model with W 10 or more, under the per-card cap
    Given the VP caps:
      | per Fixed secondary card | 20 |
    And player A has the secondary mission "Bring It Down" as a Fixed mission
    And player A has scored 18 VP for "Bring It Down"
    And it is player A's Fight phase in battle round 4
    And a unit "Tanks" for player B
    And "Tanks" has a starting strength of 2
    And "Tanks" has W 12
    When "Tanks" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Bring It Down"

  Scenario: Secure No Man's Land wants two objectives in No Man's Land
    Given player A has the secondary mission "Secure No Man's Land"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the crater
    When the game advances to the end of the turn
    Then player A scores no VP for "Secure No Man's Land"

  Scenario: Secure No Man's Land pays for the two objectives of No Man's Land
    Given player A has the secondary mission "Secure No Man's Land"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Secure No Man's Land"

  Scenario: Surveil the Foe: a holder's unit ending a move on another objective leaves the marker
    Given player A has the primary mission "Surveil the Foe"
    And player B has an operation marker within the hill
    And it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    When "Squad" makes a normal move into the ruin
    Then player B has an operation marker within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"

  Scenario: Surveil the Foe: a move that ends within an objective removes the opponent's markers there
    Given player A has the primary mission "Surveil the Foe"
    And player B has 2 operation markers within the hill
    And it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    When "Squad" makes an advance move that ends within the hill
    Then player B has 0 operation markers on the battlefield

  Scenario: Surveil the Foe: the holder's own markers stay
    Given player A has the primary mission "Surveil the Foe"
    And player A has an operation marker within the hill
    And it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    When "Squad" makes a normal move into the hill
    Then player A has an operation marker within the hill

  Scenario: Overwhelming Force counts a kill in the opponent's turn
    Given player A has the secondary mission "Overwhelming Force"
    And it is player B's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Overwhelming Force"

  Scenario: A Grievous Blow as a Tactical mission pays at most 5 VP for two big units
    Given player A has the secondary mission "A Grievous Blow" as a Tactical mission
    And it is player A's Fight phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 13
    When "Mob" is destroyed
    And "Horde" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "A Grievous Blow"

  Scenario: A Grievous Blow does not count a big unit that only lost models
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    When 19 models of "Mob" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: Defend Stronghold: a unit stated within the home objective is not within the zone the objective lies in unless stated so
    Given the bunker is within player A's deployment zone
    And player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 2
    And a unit "Guards" for player A
    And "Guards" is within the bunker
    And a unit "Boyz" for player B
    And "Boyz" is within the bunker
    And "Boyz" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Defend Stronghold"

  Scenario: Defend Stronghold: an enemy unit stated within the deployment zone spoils the bonus
    Given the bunker is within player A's deployment zone
    And player A has the secondary mission "Defend Stronghold"
    And it is player B's Fight phase in battle round 2
    And a unit "Guards" for player A
    And "Guards" is within the bunker
    And a unit "Boyz" for player B
    And "Boyz" is within the bunker
    And "Boyz" is within player A's deployment zone
    And "Boyz" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Defend Stronghold"
