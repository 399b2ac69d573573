Feature: Attached units (19.01-19.04, Rules Appendix)
  A leader leading a bodyguard unit forms one unit for every rule. Either name refers to the
  whole attached unit, except in "has <n> models left", "has OC", "has Ld" and "has W", which
  concern the part so named.

  Background:
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"

  Scenario: A Captain leading 5 Intercessors starts at 6 models
    Then "Captain" has a starting strength of 6
    And "Intercessors" has a starting strength of 6
    And "Intercessors" is not at or below half-strength

  Scenario: With 3 Intercessors lost, the attached unit is at half-strength
    Given "Intercessors" has 2 models left
    Then "Captain" is at half-strength

  Scenario: With 4 Intercessors lost, it is below half-strength
    Given "Intercessors" has 1 model left
    Then "Intercessors" is below half-strength

  Scenario: With all 5 Intercessors lost, the Captain alone is below half-strength
    Given "Intercessors" has 0 models left
    Then "Captain" is below half-strength
    And "Captain" has a starting strength of 6

  Scenario: The attached unit has every keyword of its parts
    Then "Captain" has the keyword BATTLELINE
    And "Intercessors" has the keyword CHARACTER
    And "Captain" has OC 1
    And "Intercessors" has OC 2

  Scenario: The leader's keywords go with its last model
    Given "Captain" has 0 models left
    Then "Intercessors" does not have the keyword CHARACTER
    And "Intercessors" has a starting strength of 6

  Scenario: One unit, one battle-shock roll
    Given "Intercessors" has 2 models left
    And the battle-shock roll for "Captain" will be 5
    When player A's Command phase is resolved
    Then "Captain" makes 1 battle-shock roll
    And "Intercessors" makes 1 battle-shock roll
    And "Intercessors" is battle-shocked

  Scenario: One unit, one Action: the other name cannot start another
    Given it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | one INFANTRY unit |
    When "Captain" starts the "Deploy Device" Action
    Then "Intercessors" is performing the "Deploy Device" Action
    And "Intercessors" cannot start the "Deploy Device" Action because it started another action this turn

  Scenario: A stated battle-shock of either part is the whole unit's
    Given "Captain" is battle-shocked
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Intercessors" cannot start the "Deploy Device" Action because it is battle-shocked
    And "Intercessors" has OC -

  Scenario: A Warboss's Ld 6+ counts while he lives
    Given a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Boyz" has 5 models left
    And the battle-shock roll for "Boyz" will be 6
    When player B's Command phase is resolved
    Then "Warboss" has Ld 6+
    And "Boyz" has Ld 7+
    And "Boyz" is not battle-shocked

  Scenario: With the Warboss gone, his Ld no longer counts (19.04)
    Given a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Warboss" has 0 models left
    And "Boyz" has 5 models left
    And the battle-shock roll for "Warboss" will be 6
    When player B's Command phase is resolved
    Then "Boyz" does not have the keyword CHARACTER
    And "Warboss" is battle-shocked

  Scenario: Hand-typed units can form an attached unit too
    Given a unit "Sergeant" for player B
    And "Sergeant" has a starting strength of 1
    And "Sergeant" has the keyword PSYKER
    And a unit "Squad" for player B
    And "Sergeant" is leading "Squad"
    Then "Squad" has the keyword PSYKER
    And "Sergeant" has a starting strength of 6

  Scenario: A leader and a support unit may both join one bodyguard unit, which counts them all
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Lieutenant" is leading "Intercessors"
    Then "Intercessors" has a starting strength of 7
    And "Lieutenant" has a starting strength of 7
