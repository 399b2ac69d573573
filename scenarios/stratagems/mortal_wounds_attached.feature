Feature: 06.02: mortal wounds on an attached unit go to non-CHARACTER models first
  06.02 selects a non-CHARACTER model while the unit has one (the one that has lost wounds
  first), and only then a CHARACTER model. A CHARACTER leader with a bodyguard leaves no choice:
  the bodyguard's models go first, and the leader takes what is left over (contract 18.3 item
  5). Where the non-CHARACTER models lie in two parts, the choice is the player's and models
  left stay as stated.

  Background:
    Given a unit "Captain" for player B
    And a unit "Guard" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" is leading "Guard"
    And "Captain" has a starting strength of 1
    And "Captain" has W 5
    And "Guard" has a starting strength of 2
    And "Guard" has W 2
    And a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase

  Scenario: 06.02: three mortal wounds destroy one bodyguard model and wound the other; the leader is untouched
    Given the dice for "Explosives" will be 4, 4, 4, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Captain" suffered 3 mortal wounds this phase
    And "Guard" has 1 model left
    And "Captain" has 1 model left

  Scenario: 06.02: the leader takes only the wounds left over once the bodyguard is gone
    Given the dice for "Explosives" will be 4, 4, 4, 4, 5, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Guard" has 0 models left
    And "Captain" has 1 model left
    And "Captain" is not destroyed

  Scenario: 06.02: enough mortal wounds for every model destroy the attached unit
    Given "Captain" has W 1
    And the dice for "Explosives" will be 4, 4, 4, 4, 5, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Captain" is destroyed

  Scenario: 06.02: with no CHARACTER part the player chooses which models go: models left stay as stated
    Given "Captain" does not have the keyword CHARACTER
    And the dice for "Explosives" will be 4, 4, 4, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Captain" suffered 3 mortal wounds this phase
    And "Guard" has 2 models left
    And "Captain" has 1 model left

  Scenario: 18.3 item 3: the bodyguard's W as modified decides how many of its models the wounds destroy
    Given "Guard" has an ability "Thick Hides" that adds 1 to its W
    And the dice for "Explosives" will be 4, 4, 4, 4, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Guard" has W 3
    And "Guard" has 1 model left
    And "Captain" has 1 model left

  Scenario: 18.5: the leader's wounds left after the wounds left over from its bodyguard
    Given the dice for "Explosives" will be 4, 4, 4, 4, 5, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Captain" has 4 wounds left
    And "Guard" has 0 models left

  Scenario: 18.5: a leader no mortal wound reached has its full W left
    Given the dice for "Explosives" will be 4, 4, 4, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Captain" has 5 wounds left
    And "Guard" has 1 wound left
