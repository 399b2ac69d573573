Feature: §20.2 Cards across both players' turns, drawn mid-turn, and reading units that do not count
  A Tactical Assassination scores once every enemy CHARACTER model is gone; a leader's model
  destroyed alone is a CHARACTER model (19.03); AIRCRAFT and battle-shocked units do not count
  for the cards that exclude them; a card drawn during a turn counts every unit destroyed that
  turn ("this turn" runs from the Start of Turn step, whenever the card became active); a card
  that scores at the end of the opponent's turn scores in the other player's turn.

  Background:
    Given the ruin is an objective
    And the hill is an objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land

  Scenario: Assassination as a Tactical mission scores in a turn with no kill once every enemy CHARACTER is gone
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Fight phase in battle round 3
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" was destroyed earlier in the battle
    And a unit "Boyz" for player B
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: Assassination as a Tactical mission scores nothing while an enemy CHARACTER lives and none died this turn
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Fight phase in battle round 3
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    When the game advances to the end of the turn
    Then player A scores no VP for "Assassination"

  Scenario: Assassination as a Fixed mission counts the leader's model killed alone
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Fight phase in battle round 2
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has W 5
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    When 1 model of "Captain" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: Display of Might does not count a battle-shocked enemy unit
    Given player A has the secondary mission "Display of Might"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is wholly within No Man's Land
    And a unit "Boyz" for player B
    And "Boyz" is wholly within No Man's Land
    And "Boyz" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Display of Might"

  Scenario: Behind Enemy Lines does not count an AIRCRAFT
    Given player A has the secondary mission "Behind Enemy Lines"
    And it is player A's Fight phase in battle round 2
    And a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is wholly within player B's deployment zone
    When the game advances to the end of the turn
    Then player A scores no VP for "Behind Enemy Lines"

  Scenario: a card drawn late in the turn counts the units destroyed earlier that turn
    Given it is player A's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    When "Boyz" is destroyed
    And player A draws "No Prisoners"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "No Prisoners"

  Scenario: a round's earlier secondary score cuts a later award by the round cap
    Given the VP caps:
      | secondary per battle round | 15 |
      | secondary per battle       | 45 |
    And player A has the secondary mission "No Prisoners"
    And player A has scored 12 VP from secondary missions in battle round 2
    And player A has 12 VP
    And it is player A's Fight phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "No Prisoners"
    And player A has 15 VP

  Scenario: the second player's card that scores at the end of the opponent's turn scores in the first player's turn
    Given player B has the secondary mission "Defend Stronghold"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player B
    And "Squad" is within the crater
    When the game advances to the end of the turn
    Then player B scores 5 VP for "Defend Stronghold"
    And player A has 0 VP

  Scenario: Surveil the Foe: one surveilled unit unshielded is enough
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" is surveilled by player A
    And player B has an operation marker within the ruin
    And a unit "Grots" for player B
    And "Grots" is surveilled by player A
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Surveil the Foe"
    And "Grots" is not surveilled by player A

  Scenario: Surveil the Foe: every surveilled unit shielded scores nothing
    Given player A has the primary mission "Surveil the Foe"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" is surveilled by player A
    And player B has an operation marker within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Surveil the Foe"

  Scenario: Forward Position scores for an expansion objective
    Given player A has the secondary mission "Forward Position"
    And the woods is an expansion objective
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the woods
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Engage on All Fronts: a unit within 6" of the centre is no presence in its quarter
    Given player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the south-west quarter
    And "Three" is within 6" of the centre of the battlefield
    When the game advances to the end of the turn
    Then player A scores no VP for "Engage on All Fronts"

  Scenario: Engage on All Fronts as a Tactical mission scores 3 VP for three quarters
    Given player A has the secondary mission "Engage on All Fronts" as a Tactical mission
    And the north-west quarter is a table quarter
    And the north-east quarter is a table quarter
    And the south-west quarter is a table quarter
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is wholly within the north-west quarter
    And a unit "Two" for player A
    And "Two" is wholly within the north-east quarter
    And a unit "Three" for player A
    And "Three" is wholly within the south-west quarter
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Engage on All Fronts"

  Scenario: a card drawn in the turn counts a unit stated destroyed earlier that turn
    Given it is player A's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" was destroyed this turn
    When player A draws "No Prisoners"
    And the game advances to the end of the turn
    Then player A scores 2 VP for "No Prisoners"

  Scenario: a card drawn in the turn does not count a unit destroyed in the previous turn
    Given it is player A's Shooting phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" was destroyed in the previous turn
    When player A draws "No Prisoners"
    And the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

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
