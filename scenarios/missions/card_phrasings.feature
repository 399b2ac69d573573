Feature: 20.2 Cards named loosely, and models destroyed stated in the singular
  Cards are named by name or data id, ignoring case, spaces and punctuation. `Given 1 model of
  "<unit>" was destroyed this turn` counts for the cards; the board as stated is the board after.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: A card named in capitals with hyphens is that card
    Given player A has the secondary mission "BRING-IT-DOWN" as a Tactical mission
    Then player A scores no VP for "Bring It Down"

  Scenario: One model destroyed this turn, in the singular, counts for a card
    Given it is player A's Shooting phase
    And 1 model of "Boyz" was destroyed this turn
    And player A has the secondary mission "Mine":
      | scores at            | if                                                               | VP |
      | the end of your turn | 1 or more enemy models with W 2 or more were destroyed this turn | 2  |
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Mine"

  Scenario: No model destroyed this turn scores nothing
    Given it is player A's Shooting phase
    And player A has the secondary mission "Mine":
      | scores at            | if                                                               | VP |
      | the end of your turn | 1 or more enemy models with W 2 or more were destroyed this turn | 2  |
    When the game advances to the end of the turn
    Then player A scores no VP for "Mine"
