Feature: 18.05, 01.06, 19.04 A Trukk destroyed with a Warboss's mob inside
  The emergency disembark battle-shocks the attached unit; its recovery roll uses every Ld of a
  part with models left, so the Warboss's Ld 6+ counts only while he lives.

  Background:
    Given a unit "Trukk" from the datasheet "Trukk" for player B
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Boyz" is embarked within "Trukk"
    And it is player A's Shooting phase in battle round 2

  Scenario: The Trukk destroyed: the mob is battle-shocked, and recovers on a 6 thanks to the Warboss's Ld 6+
    Given the battle-shock roll for "Boyz" will be 6
    When "Trukk" is destroyed
    And player B's Command phase is resolved
    Then "Boyz" made an emergency disembark move
    And "Boyz" makes a battle-shock roll
    And "Boyz" is not battle-shocked

  Scenario: With the Warboss lost in the wreck, a 6 is below the Boyz' Ld 7+
    Given "Warboss" has 0 models left
    And the battle-shock roll for "Boyz" will be 6
    When "Trukk" is destroyed
    And player B's Command phase is resolved
    Then "Boyz" is battle-shocked
    And "Boyz" has Ld 7+

  Scenario: Battle-shocked after the emergency disembark, the mob has OC -
    When "Trukk" is destroyed
    Then "Warboss" has OC -
    And "Boyz" has OC -
    And "Boyz" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn
