Feature: §20.2 A move into an area, and a move that ends outside one
  Every move step takes `into <area>`: the unit is then within that area and every area that
  area is stated to be within, and within no other area. `that ends outside <area>` leaves it
  within neither that area nor any area within it, its other areas unchanged.

  Background:
    Given the ruin is an objective
    And the hill is an objective
    And the hill is within player B's territory
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And it is player A's Movement phase

  Scenario: A normal move into an objective leaves the one it started in
    When "Squad" makes a normal move into the hill
    And the game advances to the end of the phase
    Then player A controls the hill
    And no player controls the ruin

  Scenario: A move into an area puts the unit within the areas that area is within
    Given player A has the secondary mission "Secure No Man's Land":
      | scores at            | if                                                           | VP |
      | the end of your turn | you control 1 or more objectives within player B's territory | 4  |
    When "Squad" makes an advance move into the hill
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Secure No Man's Land"

  Scenario: A move that ends outside an area leaves the areas within it too
    Given "Squad" is within the hill
    When "Squad" makes a normal move that ends outside player B's territory
    And the game advances to the end of the phase
    Then player A controls the ruin
    And no player controls the hill
