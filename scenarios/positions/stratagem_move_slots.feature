Feature: 15.11, 18.4, 19.6 Each end-position form after a stratagem's against and Into the Fray
  Contract 18.4 orders the slots after `on "<unit>"`: `with Into the Fray`, then
  `against "<enemy>"`, then one of 19.6's `to (x, y)`, `by (dx, dy)`, `to:` (a table) or
  `to the placement "<name>"`. Heroic Intervention's charge move weighs the charge roll as
  made, so with Into the Fray a roll of 9 is 6 (15.11). Bases are 1" across: a model 2" or
  less from an enemy model, edge to edge, is engaged with it.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And player A has 2 CP
    And the charge roll for "Squad" will be 9
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 16 | 10 |
      | Grots | 10 | 30 |
    And the placement "next to Boyz" for "Squad":
      | model | x    | y  |
      | 1     | 14.5 | 10 |

  Scenario: 18.4: against the enemy unit named, by an offset
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" against "Boyz" by (4.5, 0)
    Then player A used the "Heroic Intervention" stratagem
    And player A has 1 CP
    And the last charge roll for "Squad" was 9
    And model 1 of "Squad" is at (14.5, 10)
    And "Squad" is engaged with "Boyz"

  Scenario: 18.4: against the enemy unit named, to a table of positions
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" against "Boyz" to:
      | model | x    | y  |
      | 1     | 14.5 | 11 |
    Then model 1 of "Squad" is at (14.5, 11)
    And "Squad" is engaged with "Boyz"
    And "Squad" is not engaged with "Grots"

  Scenario: 18.4: against the enemy unit named, to a placement
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" against "Boyz" to the placement "next to Boyz"
    Then player A used the "Heroic Intervention" stratagem
    And model 1 of "Squad" is at (14.5, 10)

  Scenario: 15.11: with Into the Fray, by an offset within the capped roll
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray by (4.5, 0)
    Then player A has 0 CP
    And the last charge roll for "Squad" was 6
    And model 1 of "Squad" is at (14.5, 10)

  Scenario: 15.11: with Into the Fray, to a table of positions
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray to:
      | model | x    | y  |
      | 1     | 14.5 | 9  |
    Then the last charge roll for "Squad" was 6
    And model 1 of "Squad" is at (14.5, 9)
    And "Squad" is engaged with "Boyz"

  Scenario: 15.11: with Into the Fray, to a placement
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray to the placement "next to Boyz"
    Then player A used the "Heroic Intervention" stratagem
    And the last charge roll for "Squad" was 6
    And "Squad" is engaged with "Boyz"

  Scenario: 18.4: with Into the Fray, then against, then a position
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Boyz" to (14.5, 10.5)
    Then player A has 0 CP
    And model 1 of "Squad" is at (14.5, 10.5)
    And "Squad" is engaged with "Boyz"

  Scenario: 18.4: with Into the Fray, then against, then a table of positions
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Boyz" to:
      | model | x    | y  |
      | 1     | 14.5 | 10 |
    Then the last charge roll for "Squad" was 6
    And "Squad" is engaged with "Boyz"

  Scenario: 18.4: with Into the Fray, then against, then a placement
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Boyz" to the placement "next to Boyz"
    Then player A used the "Heroic Intervention" stratagem
    And model 1 of "Squad" is at (14.5, 10)

  Scenario: 15.11: a use the rules refuse moves nothing, whichever slots it names
    Given player A has 0 CP
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Boyz" to the placement "next to Boyz"
    Then player A did not use the "Heroic Intervention" stratagem
    And model 1 of "Squad" is at (10, 10)
    And "Squad" is not engaged
