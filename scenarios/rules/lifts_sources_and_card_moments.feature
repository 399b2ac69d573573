Feature: 18.3 items 1 and 10 with §19 and §20: lifts of end-position reasons, sources lost, durations at a card's moment
  A lift of a 19.6 end-position reason (a move reason of §9, as round 4 adds them) removes it for
  the units of its TARGET; a bodyguard's ability ends with the bodyguard's last model (19.04); an
  OC raised until the start of your next Command phase no longer counts when that phase scores,
  one until the end of the battle does; a unit destroyed by an attached unit named by its leader
  counts where the attached unit stands; a model destroyed by its label counts for Bring It Down.

  Scenario: a lift of "it would end engaged" lets a normal move end within engagement range
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Squad" is at (10, 10)
    And "Boyz" is at (10, 14)
    And "Squad" has an ability "Infiltrate the Line" that lets it make a normal move even though it would end engaged
    Then "Squad" can make a normal move to (10, 12)

  Scenario: without the lift the same normal move is refused
    Given it is player A's Movement phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Squad" is at (10, 10)
    And "Boyz" is at (10, 14)
    Then "Squad" cannot make a normal move to (10, 12) because it would end engaged
  Scenario: a bodyguard's Fights First ability ends with the bodyguard's last model
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And "Captain" has 1 model left
    And a unit "Guards" for player B
    And "Guards" has 2 models left
    And "Captain" is leading "Guards"
    And "Guards" has an ability "Shield Wall" that gives it Fights First
    And "Assault" is engaged with "Guards"
    Then "Captain" has Fights First
    When 2 models of "Guards" are destroyed
    Then "Captain" does not have Fights First
    And the Fight step is resolving remaining combats

  Scenario: an OC boost until the start of your next Command phase is gone when that phase scores
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 1
    And "Boyz" has OC 2
    And player A has the secondary mission "Hold Fast":
      | scores at                    | if                   | VP |
      | the end of your Command phase | you control the ruin | 3  |
    And it is player A's Shooting phase in battle round 2
    And "Squad" has an ability "Rally" that adds 2 to its OC, until the start of your next Command phase
    When the game advances to the end of player A's Command phase
    Then player A scores no VP for "Hold Fast"

  Scenario: an OC boost until the end of the battle still counts when the next Command phase scores
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And "Squad" has OC 1
    And "Boyz" has OC 2
    And player A has the secondary mission "Hold Fast":
      | scores at                    | if                   | VP |
      | the end of your Command phase | you control the ruin | 3  |
    And it is player A's Shooting phase in battle round 2
    And "Squad" has an ability "Rally" that adds 2 to its OC, until the end of the battle
    When the game advances to the end of player A's Command phase
    Then player A scores 3 VP for "Hold Fast"
  Scenario: a unit destroyed by an attached unit named by its leader counts where the attached unit stands
    Given player A has the secondary mission "Purge":
      | scores at            | if                                                                                  | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn by a friendly unit within range of an objective | 3  |
    And it is player A's Fight phase in battle round 2
    And the ruin is an objective
    And a unit "Captain" for player A
    And a unit "Guards" for player A
    And "Captain" is leading "Guards"
    And "Guards" is within the ruin
    And a unit "Boyz" for player B
    When "Boyz" is destroyed by "Captain"
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Purge"

  Scenario: a model destroyed by label in a positioned scenario counts for Bring It Down
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Dreads" for player B
    And "Dreads" has W 10
    And a unit "Squad" for player A
    And the positions:
      | unit   | model | x  | y  |
      | Dreads | a     | 10 | 10 |
      | Dreads | b     | 12 | 10 |
      | Squad  | 1     | 40 | 30 |
    When model b of "Dreads" is destroyed
    Then "Dreads" has 1 model left
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Bring It Down"
