Feature: Transport invariants, for every unit and moment (16.01, 18.02)
  Claims about every situation the Given steps allow.

  Scenario: No embarked unit can start an Action
    Given any unit "Squad"
    And any Action "Task"
    And any moment
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
