Feature: §20.2 The least covered primary cards (and Forward Position), each award where it scores and where not
  Meatgrinder, Destroyer's Wrath, Unstoppable Force, Determined Acquisition, Immovable Object,
  Outmanoeuvre, Inescapable Dominion, Extract Relic, Locate and Deny, Vital Link and Search and
  Scour: the first battle round, windows that end or start in battle round 5, the end of the
  battle, the round's and the battle's caps, battle-shocked units that control nothing (14.02),
  ties in the count of objectives, and exactly one operation marker.

  Background:
    Given the ruin is a central objective
    And the hill is an expansion objective
    And the bunker is player A's home objective
    And the crater is player B's home objective
    And the ruin is within No Man's Land
    And the hill is within No Man's Land
    And the crater is within player B's territory

  Scenario: Meatgrinder pays the kill and the out-killing awards in battle round 2
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Meatgrinder"

  Scenario: Meatgrinder's out-killing award does not score in the first battle round
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Meatgrinder"

  Scenario: Meatgrinder counts the losses of the opponent's turn just played as the previous turn
    Given player A has the primary mission "Meatgrinder"
    And it is player B's Fight phase in battle round 1
    And a unit "Raiders" for player A
    And a unit "Guards" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    When "Raiders" is destroyed by "Boyz"
    And the game advances to player A's Fight phase
    And "Grots" is destroyed by "Guards"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Meatgrinder"

  Scenario: Meatgrinder does not score kills made in the opponent's turn
    Given player A has the primary mission "Meatgrinder"
    And it is player B's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then player A scores no VP for "Meatgrinder"

  Scenario: Meatgrinder pays for the opponent's home objective from battle round 2, at the end of the turn
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Meatgrinder"

  Scenario: Destroyer's Wrath pays both control awards at the end of the Command phase
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the phase
    Then player A scores 10 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: an equal count of objectives is not more than the opponent's
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When the game advances to the end of the phase
    Then player A scores 4 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath: the home objective alone counts for more objectives, not for the non-home award
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Command phase in battle round 3
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the phase
    Then player A scores 6 VP for "Destroyer's Wrath"

  Scenario: Destroyer's Wrath scores nothing at the end of the first battle round's Command phase
    Given player A has the primary mission "Destroyer's Wrath"
    And it is player A's Command phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the phase
    Then player A scores no VP for "Destroyer's Wrath"

  Scenario: Unstoppable Force pays for each objective held that is not the home one
    Given player A has the primary mission "Unstoppable Force"
    And it is player A's Command phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the bunker
    When the game advances to the end of the phase
    Then player A scores 8 VP for "Unstoppable Force"

  Scenario: Unstoppable Force: a battle-shocked unit on an objective controls nothing
    Given player A has the primary mission "Unstoppable Force"
    And it is player A's Command phase in battle round 3
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 2
    When the game advances to the end of the phase
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Outmanoeuvre: a battle-shocked unit on an objective holds nothing at the end of the turn
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Fight phase in battle round 4
    And a unit "Squad" for player A
    And "Squad" is within the crater
    And "Squad" is battle-shocked
    When the game advances to the end of the turn
    Then player A scores no VP for "Outmanoeuvre"

  Scenario: Unstoppable Force's newly-held award waits for battle round 2
    Given player A has the primary mission "Unstoppable Force"
    And it is player A's Fight phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores no VP for "Unstoppable Force"

  Scenario: Unstoppable Force's end-of-battle award is not cut by the round's cap
    Given player A has the primary mission "Unstoppable Force"
    And player A has scored 15 VP from primary missions in battle round 5
    And player A has 15 VP
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Unstoppable Force"
    And player A has 20 VP

  Scenario: Determined Acquisition pays only for objectives not held at the start of the turn
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And player A controlled the ruin at the start of the turn
    And player A did not control the hill at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Determined Acquisition"

  Scenario: Determined Acquisition's bonus adds to the per-objective award in the opponent's territory
    Given player A has the primary mission "Determined Acquisition"
    And it is player A's Command phase in battle round 2
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the crater
    When the game advances to the end of the phase
    Then player A scores 9 VP for "Determined Acquisition"

  Scenario: Immovable Object pays per objective at the end of the turn in battle round 5
    Given player A has the primary mission "Immovable Object"
    And it is player A's Fight phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    When the game advances to the end of the turn
    Then player A scores 13 VP for "Immovable Object"

  Scenario: Immovable Object's Command phase award ends with battle round 4
    Given player A has the primary mission "Immovable Object"
    And it is player A's Command phase in battle round 5
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the phase
    Then player A scores no VP for "Immovable Object"

  Scenario: Outmanoeuvre in battle round 4 is cut to the round's cap of 15
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Fight phase in battle round 4
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the hill
    And a unit "Three" for player A
    And "Three" is within the crater
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Outmanoeuvre"

  Scenario: Outmanoeuvre in battle round 1 pays per objective except the holder's home one
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Fight phase in battle round 1
    And a unit "One" for player A
    And "One" is within the ruin
    And a unit "Two" for player A
    And "Two" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Outmanoeuvre"

  Scenario: Outmanoeuvre in battle round 3 pays per objective at the Command phase, not at the end of the turn
    Given player A has the primary mission "Outmanoeuvre"
    And it is player A's Command phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of player A's turn
    Then player A scores 5 VP for "Outmanoeuvre"

  Scenario: Inescapable Dominion's end-of-battle award for the opponent's home objective
    Given player A has the primary mission "Inescapable Dominion"
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Inescapable Dominion"

  Scenario: Extract Relic pays when the opponent is down to one marker held alone by a friendly unit
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Extract Relic"

  Scenario: Extract Relic does not pay while an enemy unit shares the marker's terrain area
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Extract Relic"

  Scenario: Extract Relic does not pay while the opponent has two markers
    Given player A has the primary mission "Extract Relic"
    And player B has an operation marker within the hill
    And player B has an operation marker within the ruin
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the turn
    Then player A scores no VP for "Extract Relic"

  Scenario: Locate and Deny pays for the holder's single marker at the end of the battle too
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the hill
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the hill
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Locate and Deny"

  Scenario: Vital Link's end-of-battle award is cut by the battle's cap
    Given player A has the primary mission "Vital Link"
    And player A has scored 40 VP for "Vital Link"
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player A
    And "Squad" is within the crater
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Vital Link"

  Scenario: Search and Scour pays at the end of the battle when no enemy unit is wholly within the holder's territory
    Given player A has the primary mission "Search and Scour"
    And it is player B's Fight phase in battle round 5
    And a unit "Boyz" for player B
    And "Boyz" is within player A's territory
    When the game advances to the end of the battle round
    Then player A scores 5 VP for "Search and Scour"

  Scenario: Search and Scour does not pay at the end of the battle with an enemy unit wholly within the holder's territory
    Given player A has the primary mission "Search and Scour"
    And it is player B's Fight phase in battle round 5
    And a unit "Boyz" for player B
    And "Boyz" is wholly within player A's territory
    When the game advances to the end of the battle round
    Then player A scores no VP for "Search and Scour"

  Scenario: Forward Position pays once when both of its conditions hold
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the hill
    And a unit "Two" for player A
    And "Two" is within the crater
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Forward Position"

  Scenario: Forward Position does not pay for a central objective
    Given player A has the secondary mission "Forward Position"
    And it is player A's Fight phase in battle round 3
    And a unit "One" for player A
    And "One" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Forward Position"
