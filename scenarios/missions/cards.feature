Feature: §20.2 Mission cards score at their moments, under their caps
  A card given by name or data id brings its awards from the mission data (and the project's
  own rows where only the card's text says it); a card declared in rows brings its own. Each
  award scores in the mission consult of its end step, after control is determined, within its
  battle rounds, for the mode the card is held in; tiers are settled, then caps.

  Background:
    Given the ruin is an objective
    And the bunker is player A's home objective
    And the crater is player B's home objective

  Scenario: Battlefield Dominance scores the majority at the end of your turn in battle round 1
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Battlefield Dominance"
    And player A has 2 VP

  Scenario: Battlefield Dominance scores nothing for a majority the opponent holds
    Given player A has the primary mission "battlefield-dominance"
    And it is player A's Fight phase
    And a unit "Squad" for player B
    And "Squad" is within the ruin
    When the game advances to the end of the turn
    Then player A scores no VP for "Battlefield Dominance"

  Scenario: Battlefield Dominance's per-objective award waits for battle round 2
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the bunker
    When the game advances to the end of player A's Command phase
    Then player A scores 8 VP for "Battlefield Dominance" in battle round 2

  Scenario: The per-objective award scores nothing in battle round 1
    Given player A has the primary mission "Battlefield Dominance"
    And it is player A's Command phase in battle round 1
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When the game advances to the end of player A's Command phase
    Then player A scores no VP for "Battlefield Dominance"

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

  Scenario: No Prisoners does not count a friendly unit destroyed
    Given player A has the secondary mission "No Prisoners"
    And it is player B's Shooting phase
    And a unit "Raiders" for player A
    When "Raiders" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

  Scenario: Assassination as a Fixed mission scores per CHARACTER model, with a bonus for W 4+
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Fight phase
    And a unit "Warboss" for player B
    And "Warboss" has the keywords CHARACTER, INFANTRY
    And "Warboss" has W 6
    And "Warboss" has 1 model left
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Assassination"

  Scenario: Assassination as a Tactical mission scores its flat award instead
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Fight phase
    And a unit "Warboss" for player B
    And "Warboss" has the keywords CHARACTER, INFANTRY
    And "Warboss" has 1 model left
    When "Warboss" is destroyed
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Assassination"

  Scenario: Assassination scores nothing for a unit that is no CHARACTER
    Given player A has the secondary mission "Assassination" as a Tactical mission
    And it is player A's Fight phase
    And a unit "Warboss" for player B
    And a unit "Boyz" for player B
    And "Warboss" has the keywords CHARACTER, INFANTRY
    When "Boyz" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Assassination"

  Scenario: Overwhelming Force counts only units that started the turn within range of an objective
    Given player A has the secondary mission "Overwhelming Force"
    And it is player A's Shooting phase
    And a unit "Boyz" for player B
    And "Boyz" started the turn within the ruin
    And a unit "Grots" for player B
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Overwhelming Force"

  Scenario: A declared card scores by its rows; the per-battle-round cap cuts it
    Given the VP caps:
      | secondary per battle round | 6 |
    And player A has the secondary mission "Hold Out":
      | scores at            | if                              | VP |
      | the end of your turn | you control your home objective | 4  |
      | the end of your turn | you control 1 or more objectives that are not your home objective | 4 |
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Hold Out"
    And player A scores 6 VP from secondary missions

  Scenario: Score Givens count towards the per-battle cap
    Given the VP caps:
      | secondary per battle | 10 |
    And player A has the secondary mission "Hold Out":
      | scores at            | if                              | VP |
      | the end of your turn | you control your home objective | 4  |
    And player A has scored 8 VP for "Hold Out"
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Hold Out"
    And player A has 10 VP

  Scenario: A tier scores only its highest row
    Given player A has the secondary mission "Hold Out":
      | scores at            | if                          | VP | tier |
      | the end of your turn | you control 1 or more objectives | 2 | hold |
      | the end of your turn | you control 2 or more objectives | 5 | hold |
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Hold Out"

  Scenario: Bring It Down counts models with W 10 or more destroyed without their unit
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player A's Shooting phase
    And a unit "Dreads" for player B
    And "Dreads" has W 12
    And "Dreads" has 3 models left
    When 2 models of "Dreads" are destroyed
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Bring It Down"
    And "Dreads" is not destroyed

  Scenario: Models destroyed without their unit are no unit destroyed for No Prisoners
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Shooting phase
    And a unit "Boyz" for player B
    When 4 models of "Boyz" are destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

  Scenario: The last model destroyed destroys the unit, by the unit named
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase
    And a unit "Raiders" for player A
    And "Raiders" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    When 1 model of "Boyz" is destroyed by "Raiders"
    And the game advances to the end of the turn
    Then "Boyz" is destroyed
    And player A scores 3 VP for "Purge and Secure"

  Scenario: Models stated destroyed this turn count for Assassination
    Given player A has the secondary mission "Assassination" as a Fixed mission
    And it is player A's Fight phase
    And a unit "Bodyguard" for player B
    And "Bodyguard" has the keywords CHARACTER, INFANTRY
    And "Bodyguard" has W 3
    And 2 models of "Bodyguard" were destroyed this turn
    When the game advances to the end of the turn
    Then player A scores 6 VP for "Assassination"

  Scenario: A round's Score Givens count towards that round's cap
    Given the VP caps:
      | primary per battle round | 15 |
    And player A has the primary mission "Hold Out":
      | scores at            | if                              | VP |
      | the end of your turn | you control your home objective | 5  |
    And player A has scored 12 VP from primary missions in battle round 2
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 3 VP from primary missions in battle round 2
    And player A scores no VP for "Hold Out" in battle round 1

  Scenario: A card's Score Given in a round counts towards its at most
    Given player A has the secondary mission "Hold Out":
      | scores at            | if                              | VP | at most |
      | the end of your turn | you control your home objective | 4  | 6 VP    |
    And player A has scored 4 VP for "Hold Out" in battle round 1
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Hold Out" in battle round 2

  Scenario: No Prisoners counts a unit stated destroyed this turn, by whoever
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Fight phase
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" was destroyed this turn
    And "Grots" was destroyed this turn by "Raiders"
    When the game advances to the end of the turn
    Then player A scores 4 VP for "No Prisoners"

  Scenario: No Prisoners does not count a unit destroyed earlier in the battle
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Boyz" was destroyed earlier in the battle
    And "Grots" was destroyed earlier in the battle by "Raiders"
    When the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

  Scenario: A unit destroyed in the previous turn by a named unit is not this turn's kill either
    Given player A has the secondary mission "No Prisoners"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Grots" for player B
    And "Grots" was destroyed in the previous turn by "Raiders"
    When the game advances to the end of the turn
    Then player A scores no VP for "No Prisoners"

  Scenario: Meatgrinder compares this turn's kills with the previous turn's losses
    Given player A has the primary mission "Meatgrinder"
    And it is player A's Fight phase in battle round 2
    And a unit "Raiders" for player A
    And a unit "Boyz" for player B
    And "Raiders" was destroyed in the previous turn
    And "Boyz" was destroyed this turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Meatgrinder"

  Scenario: Purge and Secure scores an objective not held at the start of the turn
    Given player A has the primary mission "Purge and Secure"
    And it is player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A did not control the ruin at the start of the turn
    When the game advances to the end of the turn
    Then player A scores 3 VP for "Purge and Secure"

  Scenario: Whichever comes first scores at the end of the opponent's turn, once
    Given player A has the secondary mission "Hold Out":
      | scores at | if | VP |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first | you control your home objective | 3 |
    And it is player B's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the bunker
    When the game advances to the end of battle round 3
    Then player A scores 3 VP for "Hold Out"

  Scenario: Whichever comes first scores at the end of battle round 5 when the holder went second
    Given player B has the secondary mission "Hold Out":
      | scores at | if | VP |
      | the end of your opponent's turn or the end of battle round 5, whichever comes first | you control your home objective | 3 |
    And it is player B's Fight phase in battle round 5
    And a unit "Squad" for player B
    And "Squad" is within the crater
    When the game advances to the end of the battle round
    Then player B scores 3 VP for "Hold Out"
