Feature: 20.2 An award row's `you control <objective>` names an objective of the scenario
  The objective a row names must be set up (18.8, 20.2); `your home objective` names the
  holder's without a name. A row naming no objective of the scenario is an error (tested in
  tests/plugin/test_heldout_input_errors.py).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: An award row naming an objective the scenario set up scores
    Given objective 1 is an objective
    And "Squad" is within objective 1
    And player A has the secondary mission "Mine":
      | scores at            | if                      | VP |
      | the end of your turn | you control objective 1 | 5  |
    And it is player A's Shooting phase
    When the game advances to player B's Command phase
    Then player A scores 5 VP for "Mine"

  Scenario: An award row naming the holder's home objective needs no name
    Given objective 1 is player A's home objective
    And "Squad" is within objective 1
    And player A has the secondary mission "Mine":
      | scores at            | if                              | VP |
      | the end of your turn | you control your home objective | 3  |
    And it is player A's Shooting phase
    When the game advances to player B's Command phase
    Then player A scores 3 VP for "Mine"

  Scenario: An objective the row names but nobody controls scores nothing
    Given objective 1 is an objective
    And objective 2 is an objective
    And "Squad" is within objective 1
    And player A has the secondary mission "Mine":
      | scores at            | if                      | VP |
      | the end of your turn | you control objective 2 | 5  |
    And it is player A's Shooting phase
    When the game advances to player B's Command phase
    Then player A scores no VP for "Mine"

  Scenario: One model destroyed, in the singular, by a named unit
    Given it is player A's Shooting phase
    When 1 model of "Boyz" is destroyed by "Squad"
    Then "Boyz" has 4 models left
