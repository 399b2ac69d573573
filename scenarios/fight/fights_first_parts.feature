Feature: 24.13 Fights First in an attached unit
  A Fights First unit is one whose every model has the ability. In an attached unit a part's
  ability covers that part's models only: the unit has Fights First once every part with models
  left has it.

  Background:
    Given a unit "Captain"
    And a unit "Intercessors"
    And "Captain" is leading "Intercessors"
    And it is the Fight step of player A's Fight phase

  Scenario: 24.13: one part with the ability does not make the attached unit a Fights First unit
    Given "Captain" has the Fights First ability
    Then "Intercessors" does not have Fights First

  Scenario: 24.13: every part with the ability makes it a Fights First unit
    Given "Captain" has the Fights First ability
    And "Intercessors" has the Fights First ability
    Then "Intercessors" has Fights First

  Scenario: 24.13: once the part without it has no models left, the unit is a Fights First unit
    Given "Captain" has the Fights First ability
    And "Intercessors" has 0 models left
    Then "Captain" has Fights First

  Scenario: 24.13: a unit that is no attached unit is its own one part
    Given a unit "Hunters" for player B
    And "Hunters" has the Fights First ability
    Then "Hunters" has Fights First
