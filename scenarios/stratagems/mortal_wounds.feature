Feature: 15.05 Explosives and 15.06 Crushing Impact: mortal wounds from the given dice
  The enemy unit the effect selects is the one the use names (`against`); visibility and
  distance are taken as stated. The dice are the scenario's to give. The core counts the mortal
  wounds each unit suffered this phase; which models they remove is not modelled here (models
  left stay as stated, and the trace says so). Without an enemy named or dice given, the use is
  still decided in full and the trace says the mortal wounds were not resolved.

  Background:
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And a unit "Raiders" for player B
    And player A has 2 CP

  Scenario: 15.05: Explosives: 1 mortal wound for each 4+ on 6 D6
    Given it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 5, 1, 2, 6, 3
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 3 mortal wounds this phase
    And "Squad" suffered 0 mortal wounds this phase
    And the effect of the "Explosives" stratagem is resolved

  Scenario: 15.05: Grenades is Explosives
    Given it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 1, 1, 1, 1, 1, 4
    When player A uses the "Grenades" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 1 mortal wound this phase

  Scenario: 15.05: a refused Explosives inflicts nothing
    Given it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 6, 6, 6, 6, 6, 6
    And "Squad" made an advance move this turn
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then player A did not use the "Explosives" stratagem
    And "Raiders" suffered 0 mortal wounds this phase

  Scenario: 15.06: Crushing Impact: 5+ wounds the enemy, each 1 wounds its own unit
    Given it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    And the dice for "Crushing Impact" will be 5, 6, 1, 3, 1, 2, 5
    When player A uses the "Crushing Impact" stratagem on "Tank" against "Raiders"
    Then "Raiders" suffered 3 mortal wounds this phase
    And "Tank" suffered 2 mortal wounds this phase

  Scenario: 15.06: Crushing Impact inflicts at most 6 mortal wounds on a unit
    Given it is player A's Charge phase in battle round 2
    And "Tank" made a charge move this turn
    And the dice for "Tank Shock" will be 6, 6, 6, 6, 6, 6, 6, 6
    When player A uses the "Tank Shock" stratagem on "Tank" against "Raiders"
    Then "Raiders" suffered 6 mortal wounds this phase

  Scenario: 15.05: without dice given the mortal wounds are not resolved
    Given it is player A's Shooting phase in battle round 2
    When player A uses the "Explosives" stratagem on "Squad" against "Raiders"
    Then player A used the "Explosives" stratagem
    And "Raiders" suffered 0 mortal wounds this phase

  Scenario: 18.4: a declared stratagem's EFFECT may inflict mortal wounds
    Given the stratagem "Bombard":
      | EFFECT | the selected enemy unit suffers 1 mortal wound for each 6+ on 3 D6 |
    And it is player A's Shooting phase in battle round 2
    And the dice for "Bombard" will be 6, 6, 5
    When player A uses the "Bombard" stratagem on "Squad" against "Raiders"
    Then "Raiders" suffered 2 mortal wounds this phase
