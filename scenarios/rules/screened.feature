Feature: 15.10 Smokescreen and the units its target screens (contract 18.1, 18.4)
  Smokescreen gives its target the benefit of cover until the end of the phase, and every unit
  screened by it: not fully visible because of it. Which units are screened is stated with
  `Given "<unit>" is screened by "<unit>"`, never measured.

  Background:
    Given a unit "Squad"
    And "Squad" has the keyword SMOKE
    And a unit "Tank"
    And a unit "Others"
    And "Tank" is screened by "Squad"
    And player A has 2 CP
    And it is player B's Shooting phase in battle round 2

  Scenario: a unit the target screens has the benefit of cover too, until the end of the phase
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then "Tank" has the benefit of cover
    And "Others" does not have the benefit of cover
    When the game advances to player B's Charge phase
    Then "Tank" does not have the benefit of cover

  Scenario: a screened unit has no cover when no Smokescreen was used
    Then "Tank" does not have the benefit of cover
