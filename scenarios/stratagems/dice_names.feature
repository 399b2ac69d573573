Feature: 18.1 The dice a stratagem rolls are given by its name, or its other name
  `Given the dice for "<rule>" will be ...` names a stratagem or a declared rule; "Grenades" is
  another name of Explosives (app errata, rules data 912). A name that is neither is an error
  (tested in tests/plugin/test_heldout_input_errors.py).

  Background:
    Given a unit "Squad" for player A
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And it is player A's Shooting phase
    And player A has 1 CP

  Scenario: Dice given for Grenades are Explosives' dice
    Given the dice for "Grenades" will be 4, 5, 1, 2, 6, 3
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 3 mortal wounds this phase
