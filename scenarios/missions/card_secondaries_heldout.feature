Feature: §20.2 The least covered secondary cards, each where it scores and where not
  A Grievous Blow, Overwhelming Force, Display of Might, Secure No Man's Land and Forward
  Position at their edges: starting strength exactly at 13, an attached unit destroyed only
  with its last model (19.02), kills in either player's turn and not in the previous turn,
  where a unit started the turn rather than where it died, battle-shocked, AIRCRAFT and
  embarked units not counted in No Man's Land, scores only at the end of the holder's turn,
  and an `at most` that counts VP stated as scored earlier (interpretation 90).
  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the crater is within player B's territory

  Scenario: A Grievous Blow as a Fixed mission pays for each of two big units in one turn
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Shooting phase in battle round 3
    And a unit "Horde" for player B
    And "Horde" has a starting strength of 20
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 13
    When "Horde" is destroyed
    And "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores 8 VP for "A Grievous Blow"

  Scenario: A Grievous Blow as a Fixed mission counts a unit of exactly 13 destroyed in the opponent's turn
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player B's Fight phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 13
    When "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: A Grievous Blow does not count the holder's own big unit
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Conscripts" for player A
    And "Conscripts" has a starting strength of 20
    When "Conscripts" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: A Grievous Blow does not count a big unit destroyed in the previous turn
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    And "Mob" was destroyed in the previous turn
    When the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: A Grievous Blow waits for the leader of an attached unit of 13
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player B
    And "Guards" has a starting strength of 12
    And "Captain" is leading "Guards"
    When 12 models of "Guards" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: A Grievous Blow counts the attached unit when its last model, the leader, falls
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player B
    And "Guards" has a starting strength of 12
    And "Captain" is leading "Guards"
    When 12 models of "Guards" are destroyed
    And 1 model of "Captain" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: Overwhelming Force pays at most 5 VP for two kills on objectives
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" started the turn within the hill
    And "Grots" started the turn within the ruin
    When "Boyz" is destroyed by "Raiders"
    And "Grots" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Overwhelming Force"

  Scenario: Overwhelming Force weighs where the unit started the turn, not where it died
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And "Boyz" did not start the turn within the hill
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Overwhelming Force does not count the holder's own unit
    Given player A has the secondary mission "Overwhelming Force"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" started the turn within the hill
    When "Squad" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Display of Might pays 2 VP at the end of the holder's turn for more units in No Man's Land
    Given player A has the secondary mission "Display of Might"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    And a unit "Scouts" for player A
    And "Scouts" is wholly within No Man's Land
    And a unit "Boyz" for player B
    And "Boyz" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Display of Might"

  Scenario: Display of Might does not count a battle-shocked friendly unit
    Given player A has the secondary mission "Display of Might"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    And "Squad" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"

  Scenario: Display of Might does not count a battle-shocked enemy unit either
    Given player A has the secondary mission "Display of Might"
    And it is player B's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    And a unit "Boyz" for player B
    And "Boyz" is wholly within No Man's Land
    And "Boyz" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Display of Might"

  Scenario: Display of Might does not count a friendly AIRCRAFT
    Given player A has the secondary mission "Display of Might"
    And it is player A's Fight phase in battle round 2
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"

  Scenario: Secure No Man's Land scores nothing at the end of the opponent's turn
    Given player A has the secondary mission "Secure No Man's Land"
    And it is player B's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Secure No Man's Land"

  Scenario: Forward Position pays for the opponent's home objective alone
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Forward Position scores nothing at the end of the opponent's turn
    Given player A has the secondary mission "Forward Position"
    And it is player B's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the crater
    When the game advances to the end of the turn
    Then player A scores no VP for "Forward Position"

  Scenario: Forward Position does not pay for the holder's own home objective
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the bunker
    When the game advances to the end of the turn
    Then player A scores no VP for "Forward Position"

  Scenario: Display of Might does not count a unit embarked within a TRANSPORT in No Man's Land
    Given player A has the secondary mission "Display of Might"
    And it is player B's Fight phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is wholly within No Man's Land
    And a unit "Squad" for player A
    And "Squad" is embarked within "Rhino"
    And a unit "Boyz" for player B
    And "Boyz" is wholly within No Man's Land
    When the game advances to the end of the turn
    Then player A scores no VP for "Display of Might"

  Scenario: A Grievous Blow counts a unit whose every model is destroyed one step at a time
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And it is player A's Shooting phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    When 19 models of "Mob" are destroyed
    And 1 model of "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"

  Scenario: A Grievous Blow as a Tactical mission pays nothing more once its 5 VP are scored
    Given player A has the secondary mission "A Grievous Blow" as a Tactical mission
    And player A has scored 5 VP for "A Grievous Blow" in battle round 1
    And it is player A's Shooting phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    When "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "A Grievous Blow"

  Scenario: Overwhelming Force pays what is left of its 5 VP
    Given player A has the secondary mission "Overwhelming Force"
    And player A has scored 3 VP for "Overwhelming Force" in battle round 1
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Overwhelming Force"

  Scenario: Overwhelming Force does not count a unit destroyed in the previous turn
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    And "Boyz" was destroyed in the previous turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Overwhelming Force"

  Scenario: Secure No Man's Land scores nothing when the enemy holds the hill with more OC
    Given player A has the secondary mission "Secure No Man's Land"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" has OC 1
    And "Two" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" has OC 5
    And "Boyz" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Secure No Man's Land"

  Scenario: Forward Position scores in battle round 1
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the hill
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: A Grievous Blow as a Fixed mission has no limit of its own after VP stated earlier
    Given player A has the secondary mission "A Grievous Blow" as a Fixed mission
    And player A has scored 5 VP for "A Grievous Blow" in battle round 1
    And it is player A's Shooting phase in battle round 2
    And a unit "Mob" for player B
    And "Mob" has a starting strength of 20
    When "Mob" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "A Grievous Blow"
