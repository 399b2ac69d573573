Feature: 15.03 and 15.10: Epic Challenge and Smokescreen record their effects until the end of the phase
  The core resolves no attacks, so the benefit of cover (13.08) and a weapon ability (24.01)
  change none of its verdicts; they are recorded for the phase, and a scenario may ask whether
  they are in force. Epic Challenge's one CHARACTER model is the unit's own, or in an attached
  unit its leader's.

  Background:
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Squad"
    And "Squad" has the keyword SMOKE
    And a unit "Others"
    And "Others" has the keyword SMOKE
    And player A has 2 CP

  Scenario: 15.10: Smokescreen gives its target the benefit of cover until the end of the phase
    Given it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then "Squad" has the benefit of cover
    And "Others" does not have the benefit of cover
    And the effect of the "Smokescreen" stratagem is resolved
    When the game advances to player B's Charge phase
    Then "Squad" does not have the benefit of cover

  Scenario: 15.10: a refused Smokescreen gives no cover
    Given it is player A's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then "Squad" does not have the benefit of cover
    And the effect of the "Smokescreen" stratagem is not resolved

  Scenario: 15.03: Epic Challenge gives the CHARACTER model's melee weapons [PRECISION] for the phase
    Given it is the Fight step of player A's Fight phase
    And "Captain" is engaged
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    Then "Captain"'s melee weapons have [PRECISION]
    And "Squad"'s melee weapons do not have [PRECISION]
    When the game advances to player B's Command phase
    Then "Captain"'s melee weapons do not have [PRECISION]

  Scenario: 15.03: in an attached unit, the leader's melee weapons have [PRECISION], not the bodyguard's
    Given "Captain" is leading "Squad"
    And it is the Fight step of player A's Fight phase
    And "Squad" is engaged
    When "Squad" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Squad"
    Then "Captain"'s melee weapons have [PRECISION]
    And "Squad"'s melee weapons do not have [PRECISION]

  Scenario: 18.4: a use stated this phase puts the cover in force
    Given it is player B's Shooting phase in battle round 2
    And player A used the "Smokescreen" stratagem on "Squad" this phase
    Then "Squad" has the benefit of cover

  Scenario: 18.4: a declared stratagem's EFFECT may give cover or a melee weapon ability
    Given the stratagem "Cloak":
      | EFFECT | gives it the benefit of cover; gives its melee weapons [LANCE] |
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Cloak" stratagem on "Others"
    Then "Others" has the benefit of cover
    And "Others"'s melee weapons have [LANCE]
    And "Others"'s melee weapons do not have [PRECISION]

  Scenario: 13.08: an ability that gives the benefit of cover, and only to its unit
    Given it is player B's Shooting phase in battle round 2
    And "Squad" has an ability "Camo Cloaks" that gives it the benefit of cover
    Then "Squad" has the benefit of cover
    And "Others" does not have the benefit of cover
