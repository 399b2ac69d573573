Feature: 06.03: 3 mortal wounds a failed hazard roll only if each model is a MONSTER or VEHICLE
  A failed hazard roll is 3 mortal wounds instead of 1 only if each model in the unit is a
  MONSTER or VEHICLE model (06.03). In an attached unit each model counts with its own part's
  keywords (19.03): a leader on foot with a MONSTER bodyguard keeps it at 1; once that leader
  has no model left, every model left is a MONSTER.

  Background:
    Given a unit "Master"
    And a unit "Beasts"
    And "Master" has the keywords INFANTRY, CHARACTER
    And "Beasts" has the keyword MONSTER
    And "Beasts" does not have the keyword INFANTRY
    And "Master" has a starting strength of 1
    And "Beasts" has a starting strength of 3
    And "Beasts" has W 6
    And "Master" is leading "Beasts"
    And "Master" is battle-shocked
    And "Master" is engaged
    And it is player A's Movement phase

  Scenario: 06.03: a leader on foot keeps a MONSTER bodyguard's failed hazard roll at 1 mortal wound
    Given the hazard rolls for "Master" will be 1, 3, 3, 3
    When "Master" makes a fall-back move
    Then "Master" suffered 1 mortal wound this phase
    And "Beasts" has 3 models left

  Scenario: 06.03: with the leader gone, each model left is a MONSTER and a failed roll is 3 mortal wounds
    Given "Master" has 0 models left
    And the hazard rolls for "Beasts" will be 2, 3, 3
    When "Beasts" makes a fall-back move
    Then "Beasts" suffered 3 mortal wounds this phase

  Scenario: 06.03: a MONSTER leader with a MONSTER bodyguard makes a failed roll 3 mortal wounds
    Given "Master" has the keyword MONSTER
    And the hazard rolls for "Master" will be 1, 3, 3, 3
    When "Master" makes a fall-back move
    Then "Master" suffered 3 mortal wounds this phase
