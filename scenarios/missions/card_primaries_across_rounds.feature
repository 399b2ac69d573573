Feature: §20.2 Primary cards across turns and rounds, with caps, reserves, secured objectives and tiers
  "The previous turn" is the opponent's turn just played; reserves destroyed at the end of
  battle round 3 fall in no turn (20.04, 07.03); a Command-phase award and an end-of-turn award
  share the battle round's cap; a secured objective stays controlled (14.02); a trap of an
  earlier turn pays no trap award; tiers and battle-round windows of the less covered cards.

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the crater is within player B's territory

  Scenario: Meatgrinder: reserves destroyed at the end of battle round 3 are no loss of the previous turn
    Given player A has the primary mission "Meatgrinder"
    And it is player B's Fight phase in battle round 3
    And a unit "Raiders" for player A
    And a unit "Late" for player A
    And "Late" is in strategic reserves
    And a unit "Boyz" for player B
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then "Late" is destroyed
    And player A scores 8 VP for "Meatgrinder"

  Scenario: No Prisoners does not count the opponent's reserves destroyed at the end of battle round 3
    Given player A has the secondary mission "No Prisoners"
    And it is player B's Fight phase in battle round 3
    And a unit "Late" for player B
    And "Late" is in strategic reserves
    When the game advances to the end of battle round 3
    Then "Late" is destroyed
    And player A scores no VP for "No Prisoners"

  Scenario: Outmanoeuvre: the Command phase award and the end-of-turn award share the round's cap
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the crater
    When the game advances to the end of the phase
    Then player A scores 15 VP for "Outmanoeuvre"
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Outmanoeuvre"

  Scenario: Outmanoeuvre: the cap is of the battle round, so the next round scores afresh
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Fight phase in battle round 3
    And a unit "Three" for player A
    And "Three" is within the crater
    When the game advances to the end of battle round 3
    Then player A scores 10 VP for "Outmanoeuvre"
    When the game advances to the end of player A's turn
    Then player A scores 25 VP for "Outmanoeuvre"

  Scenario: Destroyer's Wrath: a secured objective stays the holder's with no unit on it
    Given player A has the primary mission "Destroyer's Wrath"
    And player A has secured the ruin
    And it is player A's Command phase in battle round 2
    When the game advances to the end of the phase
    Then player A scores 10 VP for "Destroyer's Wrath"

  Scenario: Death Trap: a trap of an earlier turn pays no trap award, but its kills still pay
    Given player A has the primary mission "Death Trap"
    And the ruin is trapped by player A
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Death Trap"
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Death Trap"

  Scenario: Death Trap: a terrain area trapped by the opponent pays the holder nothing
    Given player A has the primary mission "Death Trap"
    And the ruin is trapped by player B
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Death Trap"

  Scenario: Search and Scour pays a kill of a unit that started the turn on an objective, a terrain area
    Given player A has the primary mission "Search and Scour"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores 2 VP for "Search and Scour"

  Scenario: Unstoppable Force: the battle's cap cuts the end-of-battle award to nothing
    Given player A has the primary mission "Unstoppable Force"
    And player A has scored 45 VP for "Unstoppable Force"
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the battle round
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Inescapable Dominion: three objectives at the end of the turn, the home one among them
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    And "Three" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Inescapable Dominion"

  Scenario: Inescapable Dominion: two objectives and more than the opponent at the Command phase
    Given player A has the primary mission "Inescapable Dominion"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the crater
    When the game advances to the end of the phase
    Then player A scores 9 VP for "Inescapable Dominion"

  Scenario: Locate and Deny: two markers of the holder pay nothing for the marker award
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And player A has an operation marker within the ruin
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Locate and Deny"

  Scenario: Vital Link pays nothing for markers without a central objective held
    Given player A has the primary mission "Vital Link"
    And player A has an operation marker within the ruin
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Vital Link"

  Scenario: Forward Position drawn by the second player pays at the end of their own turn only
    Given it is player A's Fight phase in battle round 2
    And a unit "Squad" for player B
    And "Squad" is within the hill
    When player B draws "Forward Position"
    And the game advances to the end of the turn
    Then player B scores no VP for "Forward Position"
    When the game advances to the end of battle round 2
    Then player B scores 5 VP for "Forward Position"

  Scenario: Punishment pays once for two condemned units destroyed in one turn
    Given player A has the primary mission "Punishment"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" is condemned by player A
    And "Grots" is condemned by player A
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Punishment"

  Scenario: Punishment: a unit condemned in the last turn is not condemned once the holder's next turn starts
    Given player A has the primary mission "Punishment"
    And it is player B's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" is condemned by player A
    When the game advances to player A's Fight phase
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Punishment"

  Scenario: Punishment's end-of-battle award comes on top of a full round
    Given player A has the primary mission "Punishment"
    And player A has scored 15 VP from primary missions in battle round 5
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 8 VP for "Punishment"

  Scenario: Reconnaissance Sweep counts an attached unit destroyed as one unit
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    When "Guards" is destroyed
    And the game advances to the end of the turn
    Then player A scores 1 VP for "Reconnaissance Sweep"

  Scenario: Reconnaissance Sweep does not count the bodyguard's models while the leader lives
    Given player A has the primary mission "Reconnaissance Sweep"
    And it is player A's Fight phase in battle round 1
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And a unit "Guards" for player B
    And "Guards" has a starting strength of 5
    And "Captain" is leading "Guards"
    When 5 models of "Guards" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Reconnaissance Sweep"

  Scenario: Delaying Action wants a central and an expansion objective together
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Delaying Action"

  Scenario: Delaying Action pays for a central and an expansion objective held at the end of the turn
    Given player A has the primary mission "Delaying Action"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Delaying Action"

  Scenario: Gather Intel pays for a central objective only in the first battle round
    Given player A has the primary mission "Gather Intel"
    And it is player A's Fight phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Gather Intel"

  Scenario: Gather Intel pays 6 VP for a central objective in the first battle round
    Given player A has the primary mission "Gather Intel"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Gather Intel"

  Scenario: Secure Asset pays a kill of a unit that started the turn on a central objective only
    Given player A has the primary mission "Secure Asset"
    And it is player A's Fight phase in battle round 1
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    And a unit "Grots" for player B
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Secure Asset"

  Scenario: Triangulation pays the middle tier for exactly two objectives
    Given player A has the primary mission "Triangulation"
    And the ruin is triangulated by player A
    And the hill is triangulated by player A
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Triangulation"

  Scenario: Consecrate pays the lower tier for two consecrated objectives
    Given player A has the primary mission "Consecrate"
    And the ruin is consecrated by player A
    And the hill is consecrated by player A
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Consecrate"

  Scenario: Consecrate's end-of-battle award for the opponent's home objective
    Given player A has the primary mission "Consecrate"
    And the crater is consecrated by player A
    And it is player B's Fight phase in battle round 5
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Consecrate"

  Scenario: Battlefield Dominance in battle round 2 pays the majority at the end of the turn and per objective at the Command phase
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 2
    And a unit "Home" for player A
    And "Home" is within the bunker
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 10 VP for "Battlefield Dominance"

  Scenario: Battlefield Dominance's majority award ends with battle round 2
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Battlefield Dominance"

  Scenario: Purge and Secure pays one kill award when both kinds of kill happen
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And "Raiders" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the hill
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Vanguard Operation's end-of-battle award for the opponent's home objective
    Given player A has the primary mission "Vanguard Operation"
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 10 VP for "Vanguard Operation"

  Scenario: Triangulation's tiers wait for battle round 2
    Given player A has the primary mission "Triangulation"
    And the ruin is triangulated by player A
    And it is player A's Fight phase in battle round 1
    When the game advances to the end of the turn
    Then player A scores no VP for "Triangulation"
