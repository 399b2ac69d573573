Feature: §20.2 Mission cards that select units and objectives
  The card's own rule decides what can be selected: Beacon one friendly unit on the battlefield
  (or embarked within a TRANSPORT that is); Burden of Trust one friendly unit per objective, the
  objective guarded while that unit is within range of it and its player controls it; A Tempting
  Target one objective in No Man's Land that is no home objective, selected by the opponent;
  Punishment one to three enemy units, condemned by the holder.

  Background:
    Given the ruin is an objective
    And the hill is an objective
    And the bunker is player A's home objective
    And the ruin is within No Man's Land

  Scenario: Beacon scores its higher tier for a beacon unit outside its player's territory
    Given player A has the secondary mission "Beacon"
    And it is player B's Fight phase
    And a unit "Scouts" for player A
    And "Scouts" is within player B's deployment zone
    And player A has selected "Scouts" for "Beacon"
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Beacon"

  Scenario: Beacon scores nothing for a beacon unit in its own deployment zone
    Given player A has the secondary mission "Beacon"
    And it is player B's Fight phase
    And a unit "Scouts" for player A
    And "Scouts" is within player A's deployment zone
    And "Scouts" is within player A's territory
    And player A has selected "Scouts" for "Beacon"
    When the game advances to the end of the turn
    Then player A scores no VP for "Beacon"

  Scenario: Beacon selects one friendly unit, not an enemy one, and only one
    Given player A has the secondary mission "Beacon"
    And it is player A's Command phase
    And a unit "Scouts" for player A
    And a unit "Guard" for player A
    And a unit "Boyz" for player B
    Then "Boyz" cannot be selected for player A's "Beacon" because it is not a unit the card allows
    When player A selects "Scouts" for "Beacon"
    Then "Guard" cannot be selected for player A's "Beacon" because the card's selection limit is reached

  Scenario: A guarded objective scores Burden of Trust at the end of the opponent's turn
    Given player A has the secondary mission "Burden of Trust"
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When player A selects "Squad" to guard the ruin for "Burden of Trust"
    And the game advances to the end of the battle round
    Then the ruin is guarded by player A's army
    And player A scores 2 VP for "Burden of Trust"

  Scenario: An objective whose guard has left is not guarded
    Given player A has the secondary mission "Burden of Trust"
    And it is player B's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the hill
    And player A has selected "Squad" to guard the ruin for "Burden of Trust"
    When the game advances to the end of the turn
    Then the ruin is not guarded by player A's army
    And player A scores no VP for "Burden of Trust"

  Scenario: A Tempting Target scores when the holder controls the objective the opponent chose
    Given player A has the secondary mission "A Tempting Target"
    And it is player A's Fight phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player B has selected the ruin for player A's "A Tempting Target"
    When the game advances to the end of the turn
    Then player A scores 5 VP for "A Tempting Target"

  Scenario: A home objective cannot be a tempting target
    Given player A has the secondary mission "A Tempting Target"
    And it is player A's Command phase
    Then the ruin can be selected for player A's "A Tempting Target"
    When player B selects the bunker for player A's "A Tempting Target"
    And the game advances to the end of the turn
    Then player A scores no VP for "A Tempting Target"

  Scenario: Punishment condemns the enemy unit it selects
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    When player A selects "Boyz" for "Punishment"
    Then "Boyz" is condemned by player A
    And "Boyz" can be selected for player A's "Punishment"

  Scenario: Punishment with no enemy unit qualifying selects any one enemy unit, and only one
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    Then "Grots" can be selected for player A's "Punishment"
    When player A selects "Grots" for "Punishment"
    Then "Grots" is condemned by player A
    And "Boyz" cannot be selected for player A's "Punishment" because the card's selection limit is reached

  Scenario: Punishment with enemy units qualifying selects up to three of them
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And a unit "Nobz" for player B
    And a unit "Kommandos" for player B
    And "Boyz" is within the hill
    And "Grots" is within the hill
    And "Nobz" is within the ruin
    And "Kommandos" is within the ruin
    When player A selects "Boyz" for "Punishment"
    Then "Grots" can be selected for player A's "Punishment"
    When player A selects "Grots" for "Punishment"
    And player A selects "Nobz" for "Punishment"
    Then "Kommandos" cannot be selected for player A's "Punishment" because the card's selection limit is reached

  Scenario: A Tempting Target cannot be an objective outside No Man's Land
    Given player A has the secondary mission "A Tempting Target"
    And it is player A's Command phase in battle round 2
    Then the hill cannot be selected for player A's "A Tempting Target" because it is not an objective the card allows
    And the bunker cannot be selected for player A's "A Tempting Target"
    And the ruin can be selected for player A's "A Tempting Target"

  Scenario: Punishment: a unit away from every objective, that destroyed nothing, is not allowed while another qualifies
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    And a unit "Grots" for player B
    Then "Grots" cannot be selected for player A's "Punishment" because it is not a unit the card allows
    And "Boyz" can be selected for player A's "Punishment"

  Scenario: Punishment: a unit that destroyed a friendly unit in the previous turn qualifies
    Given player A has the primary mission "Punishment"
    And it is player A's Command phase in battle round 2
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Grots" is within the hill
    And a unit "Squad" for player A
    And "Squad" was destroyed in the previous turn by "Boyz"
    Then "Boyz" can be selected for player A's "Punishment"

  Scenario: Punishment: not in the opponent's turn
    Given player A has the primary mission "Punishment"
    And it is player B's Command phase in battle round 2
    And a unit "Boyz" for player B
    And "Boyz" is within the hill
    Then "Boyz" cannot be selected for player A's "Punishment" because the selection cannot be made now

  Scenario: Burden of Trust: no unit can be selected once every objective has its guard
    Given player A has the secondary mission "Burden of Trust"
    And it is player A's Command phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the hill
    And a unit "Scouts" for player A
    And "Scouts" is within the bunker
    And a unit "Reserve" for player A
    When player A selects "Squad" to guard the ruin for "Burden of Trust"
    And player A selects "Guard" to guard the hill for "Burden of Trust"
    Then "Reserve" can be selected for player A's "Burden of Trust"
    When player A selects "Scouts" to guard the bunker for "Burden of Trust"
    Then "Reserve" cannot be selected for player A's "Burden of Trust" because the card's selection limit is reached
