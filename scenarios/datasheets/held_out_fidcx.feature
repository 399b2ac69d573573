Feature: Held out (fidcx): property claims over attached units and datasheets drawn with 'any'
  A tournament organiser's true claims about attached units whose parts are drawn (contract §6,
  §11, §17; 19.01, 19.03, 19.04): a "<leader>" is leading "<bodyguard>" pin is applied before
  the open values are drawn, so a drawn part is the leader's player's and a drawn datasheet is
  one the leader's datasheet lists; parts drawn so that the one unit they form cannot be are
  discarded, never an error of the scenario.

  Scenario: 19.01, 19.03: a hand-typed leader of player B lends CHARACTER to any datasheet unit it leads
    Given a unit "Hero" for player B
    And "Hero" has the keyword CHARACTER
    And any datasheet unit "Body"
    And "Hero" is leading "Body"
    Then "Body" has the keyword CHARACTER

  Scenario: 19.01, 19.03: a hand-typed leader of player B lends CHARACTER to any unit it leads
    Given a unit "Hero" for player B
    And "Hero" has the keyword CHARACTER
    And any unit "Body"
    And "Hero" is leading "Body"
    Then "Body" has the keyword CHARACTER
    And "Hero" has the keyword CHARACTER

  Scenario: 19.01: a leader drawn with 'any' leading a hand-typed bodyguard of player B is one unit with it
    Given any unit "Hero"
    And "Hero" has the keyword CHARACTER
    And a unit "Body" for player B
    And "Hero" is leading "Body"
    Then "Body" has the keyword CHARACTER

  Scenario: 19.01, 19.03: both parts drawn, the bodyguard has every keyword of its leader
    Given any unit "Hero"
    And any unit "Body"
    And "Hero" has the keywords CHARACTER and PSYKER
    And "Hero" is leading "Body"
    Then "Body" has the keyword PSYKER
    And "Hero" has the keyword CHARACTER

  Scenario: 19.01: a Captain leads only what its datasheet lists, so any unit it leads is ADEPTUS ASTARTES
    Given a unit "Captain" from the datasheet "Captain" for player A
    And any datasheet unit "Body"
    And "Captain" is leading "Body"
    Then "Body" has the keyword ADEPTUS ASTARTES
    And "Captain" has the keyword CHARACTER

  Scenario: 19.01: any datasheet unit led by a Warboss is an ORKS unit of player B
    Given a unit "Warboss" from the datasheet "Warboss" for player B
    And any datasheet unit "Mob"
    And "Warboss" is leading "Mob"
    Then "Mob" has the keyword ORKS
    And "Mob" has the keyword CHARACTER

  Scenario: 19.01: any CHARACTER datasheet leading Boyz is one that lists Boyz, so an ORKS one
    Given any datasheet unit "Boss" with the keyword CHARACTER
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Boss" is leading "Boyz"
    Then "Boyz" has the keyword ORKS

  Scenario: 19.01: a battle-shocked leader's attached unit, drawn in both parts, is battle-shocked
    Given any unit "Hero"
    And any unit "Body"
    And "Hero" has the keyword CHARACTER
    And "Hero" is leading "Body"
    And "Hero" is battle-shocked
    Then "Body" is battle-shocked

  Scenario: 19.01: a part off the battlefield puts the whole drawn attached unit within no area
    Given any unit "Hero"
    And any unit "Body"
    And "Hero" has the keyword CHARACTER
    And "Hero" is leading "Body"
    And "Hero" is off the battlefield
    Then "Body" is not within the ruin
    And "Body" is not within the woods

  Scenario: 19.01: a bodyguard within the ruin puts the drawn attached unit within it
    Given any unit "Hero"
    And any unit "Body"
    And "Hero" has the keyword CHARACTER
    And "Hero" is leading "Body"
    And "Body" is within the ruin
    Then "Hero" is within the ruin

  Scenario: Appendix (Starting Strength): a one-model leader with any bodyguard of 5 models starts at 6
    Given a unit "Hero" for player A
    And "Hero" has the keyword CHARACTER
    And "Hero" has a starting strength of 1
    And any unit "Body"
    And "Body" has a starting strength of 5
    And "Hero" is leading "Body"
    Then "Body" has a starting strength of 6

  Scenario: Appendix (Half-strength): a drawn bodyguard of 5 with all its models left and its leader is not at or below half-strength
    Given a unit "Hero" for player A
    And "Hero" has the keyword CHARACTER
    And "Hero" has a starting strength of 1
    And any unit "Body"
    And "Body" has a starting strength of 5
    And "Body" has 5 models left
    And "Hero" is leading "Body"
    Then "Body" is not at or below half-strength

  Scenario: 01.06, 19.04: a leadership roll of 6 passes for any bodyguard led by an Ld 6+ leader
    Given a unit "Hero" for player B
    And "Hero" has the keyword CHARACTER
    And "Hero" has Ld 6+
    And any unit "Body"
    And "Hero" is leading "Body"
    And it is player B's Command phase
    And "Body" is not battle-shocked
    And the battle-shock roll for "Body" will be 6
    When player B's Command phase is resolved
    Then "Body" is not battle-shocked

  Scenario: 19.04: a leader with no models left lends no Ld, so a roll of 6 fails against any bodyguard's Ld 7+
    Given a unit "Hero" for player B
    And "Hero" has the keyword CHARACTER
    And "Hero" has Ld 6+
    And "Hero" has 0 models left
    And any unit "Body"
    And "Body" has Ld 7+
    And "Body" has a starting strength of 10
    And "Body" has 2 models left
    And "Hero" is leading "Body"
    And it is player B's Command phase
    And "Body" is not battle-shocked
    And the battle-shock roll for "Body" will be 6
    When player B's Command phase is resolved
    Then "Body" is battle-shocked

  Scenario: 19.03 over the catalogue: any datasheet led by a hand-typed leader keeps its own keywords
    Given a unit "Hero" for player A
    And "Hero" has the keyword CHARACTER
    And any datasheet unit "Body" with the keyword MONSTER
    And "Hero" is leading "Body"
    Then "Body" has the keyword MONSTER

  Scenario: Several units at once: a drawn attached unit and a drawn enemy keep their own players' Command phases
    Given any unit "Hero"
    And any unit "Body"
    And any unit "Foe"
    And "Hero" has the keyword CHARACTER
    And "Hero" is leading "Body"
    And "Foe" belongs to player B
    And "Foe" is battle-shocked
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Foe" is battle-shocked

  Scenario: 19.01, 18.02: a unit embarked within a TRANSPORT that leads a unit is embarked within it by its leader's name
    Given a unit "Hero" for player A
    And "Hero" has the keywords CHARACTER and TRANSPORT
    And a unit "Body" for player A
    And "Hero" is leading "Body"
    And a unit "Squad" for player A
    And "Squad" is embarked within "Hero"
    Then "Squad" is embarked within "Hero"
    And "Squad" is not battle-shocked

  Scenario: 19.01, 18.02: a unit embarked within a TRANSPORT that leads no unit is embarked within it
    Given a unit "Hero" for player A
    And "Hero" has the keywords CHARACTER and TRANSPORT
    And a unit "Squad" for player A
    And "Squad" is embarked within "Hero"
    Then "Squad" is embarked within "Hero"

  Scenario: 18.01, 19.01: a drawn attached unit whose leader is a TRANSPORT is never embarked (within itself)
    Given any unit "Hero"
    And any unit "Body"
    And "Hero" has the keywords CHARACTER and TRANSPORT
    And "Hero" is leading "Body"
    And "Hero" is on the battlefield
    Then "Body" is not embarked
