Feature: 18.5: models and wounds left, asked per part of an attached unit
  `has <n> model(s) left` and `has <n> wound(s) left` answer what the core holds now, after
  the models a scenario states destroyed; in an attached unit, `has <n>
  model(s) left` is asked of the part so named (§14).

  Scenario: models destroyed are gone
    Given a unit "Boyz"
    And "Boyz" has 5 models left
    And it is player A's Shooting phase
    When 2 models of "Boyz" are destroyed
    Then "Boyz" has 3 models left

  Scenario: each part of an attached unit
    Given a unit "Squad"
    And "Squad" has 5 models left
    And a unit "Captain"
    And "Captain" has a starting strength of 1
    And "Captain" has 1 model left
    And "Captain" is leading "Squad"
    Then "Captain" has 1 model left
    And "Squad" has 5 models left

  Scenario: wounds left as stated, within W as modified
    Given a unit "Vehicle"
    And "Vehicle" has W 12
    And "Vehicle" has a starting strength of 1
    And "Vehicle" has 1 model left
    And "Vehicle" has 10 wounds left
    Then "Vehicle" has 10 wounds left
