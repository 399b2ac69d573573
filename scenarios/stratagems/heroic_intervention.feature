Feature: 15.11 Heroic Intervention: the unit declares a charge (11.02)
  At the end of the opponent's Charge phase, one friendly unengaged unit within 12" of an
  enemy unit (a VEHICLE only if it is a CHARACTER or WALKER) resolves a charge, so it must be
  eligible to declare one.

  Background:
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2

  Scenario: 15.11: the unit declares a charge
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is not eligible to declare a charge because it has already declared a charge this phase

  Scenario: 15.11 and 11.02: the charge it resolves includes its charge move, so no second one follows
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then "Squad" is engaged
    And "Squad" cannot make a charge move, for exactly these reasons:
      | it has already made a charge move this phase |

  Scenario: 15.11 and 11.02: a unit not eligible to declare a charge cannot be its target
    Given "Squad" made an advance move this turn
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A did not use the "Heroic Intervention" stratagem
    And "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 15.11: a unit with no enemy unit within 12" cannot be its target
    Given "Squad" is not within 12" of any enemy unit
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: a VEHICLE only if it is a CHARACTER or WALKER
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And a unit "Dreadnought"
    And "Dreadnought" has the keywords VEHICLE, WALKER
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Tank" because it is not a unit the stratagem can target
    And player A can use the "Heroic Intervention" stratagem on "Dreadnought"

  Scenario: 15.11: not in the Charge phase of your own turn
    Given it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: app FAQ: Into the Fray's +1CP is part of the stratagem's cost, not a change to it
    Given player A has 2 CP
    When the game advances to the end of player B's Charge phase
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 2
    And player A can use the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    When player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    Then player A used the "Heroic Intervention" stratagem
    And player A has 0 CP

  Scenario: 15.11: with 1CP, Heroic Intervention can be used, but not with Into the Fray
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray

  Scenario: app FAQ and 18.3 item 8: a rule may raise the cost with Into the Fray to at most 1CP above it
    Given player A has 5 CP
    And the stratagem "Harsh Orders":
      | CP     | 0                                                                                            |
      | WHEN   | any phase                                                                                    |
      | TARGET | none                                                                                         |
      | EFFECT | until the end of the turn, increases the CP cost of the "Heroic Intervention" stratagem by 2 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Harsh Orders" stratagem
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 3
    And the CP cost of the "Heroic Intervention" stratagem for player A is 2
