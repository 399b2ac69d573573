Feature: Property claims about using stratagems, for every unit (01.07, 15.01, 15.11, 16.01)
  Held-out claims: the battle-shock bar, one stratagem per unit and one use per phase, and
  Heroic Intervention on a unit whose Action lock ended with its own turn.

  Scenario: Any battle-shocked unit cannot be targeted by a stratagem that targets any unit
    Given the stratagem "Orders":
      | CP     | 1                         |
      | WHEN   | your Shooting phase       |
      | TARGET | one friendly unit         |
      | EFFECT | gives it the benefit of cover |
    And any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And player A has 3 CP
    Then player A cannot use the "Orders" stratagem on "Squad" because the unit is battle-shocked

  Scenario: Any unit already targeted by a stratagem this phase cannot be targeted by another
    Given the stratagem "Orders":
      | CP     | 1                   |
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
      | EFFECT | gives it the benefit of cover |
    And the stratagem "Rally":
      | CP     | 1                   |
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
      | EFFECT | gives it the benefit of cover |
    And any unit "Squad"
    And it is player A's Shooting phase
    And "Squad" belongs to player A
    And "Squad" is not battle-shocked
    And player A has 3 CP
    When player A uses the "Orders" stratagem on "Squad"
    Then player A cannot use the "Rally" stratagem on "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: Any unused stratagem cannot be used twice in the same phase, even on another unit
    Given the stratagem "Orders":
      | CP     | 1                   |
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
      | EFFECT | gives it the benefit of cover |
    And any unit "Squad"
    And a unit "Other"
    And it is player A's Shooting phase
    And "Squad" belongs to player A
    And "Squad" is not battle-shocked
    And player A has 3 CP
    When player A uses the "Orders" stratagem on "Other"
    Then player A cannot use the "Orders" stratagem on "Squad" because it was already used this phase

  Scenario: Any engaged unit cannot be the target of Heroic Intervention
    Given any unit "Squad"
    And it is player B's Charge phase in battle round 2
    And "Squad" belongs to player A
    And "Squad" is engaged
    And player A has 2 CP
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: Any unit that started an Action in its own turn may be the target of Heroic Intervention in the opponent's turn
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    And any unit "Squad"
    And it is player A's Shooting phase in battle round 2
    And "Squad" belongs to player A
    And "Squad" is not battle-shocked
    And "Squad" does not have the keyword VEHICLE
    And "Squad" does not have the keyword AIRCRAFT
    And "Squad" is on the battlefield
    And "Squad" is within 12" of an enemy unit
    And "Squad" is not engaged
    And player A has 2 CP
    When "Squad" starts the "Hold the Line" Action
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
