Feature: 16.01 Areas within areas: the UNITS row of Deploy Device
  "One INFANTRY unit that is within a terrain area that is not within your deployment zone"
  means the unit is within the terrain area, and the terrain area is not within the deployment
  zone of the unit's controlling player (the worked example of the Actions seed). Where the
  scenario says nothing of where the terrain area lies, it counts as within the zone exactly
  when the unit is.

  Background:
    Given the Action "Deploy Device":
      | STARTS    | your Shooting phase                                                          |
      | UNITS     | one INFANTRY unit that is within the ruin that is not within your deployment zone |
      | USE LIMIT | once per turn                                                                |
    And it is player A's Shooting phase
    And a unit "Squad"
    And "Squad" is within the ruin

  Scenario: A ruin outside the deployment zone: the unit may deploy the device
    Given the ruin is not within player A's deployment zone
    Then "Squad" can start the "Deploy Device" Action

  Scenario: A ruin inside the deployment zone: the unit may not, though it stands in the ruin
    Given the ruin is within player A's deployment zone
    Then "Squad" cannot start the "Deploy Device" Action because it is not a unit the Action allows

  Scenario: The ruin lies outside the zone, so a unit also within its own zone may deploy
    Given the ruin is not within player A's deployment zone
    And "Squad" is within player A's deployment zone
    Then "Squad" can start the "Deploy Device" Action

  Scenario: Nothing says where the ruin lies: it counts as within the zone exactly when the unit is
    Given "Squad" is within player A's deployment zone
    Then "Squad" cannot start the "Deploy Device" Action because it is not a unit the Action allows

  Scenario: Nothing says where the ruin lies, and the unit is outside its zone
    Then "Squad" can start the "Deploy Device" Action

  Scenario: "Your deployment zone" is the zone of the unit's controlling player
    Given it is player B's Shooting phase
    And "Squad" belongs to player B
    And the ruin is within player A's deployment zone
    And the ruin is not within player B's deployment zone
    Then "Squad" can start the "Deploy Device" Action
