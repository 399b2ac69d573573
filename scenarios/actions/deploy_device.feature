Feature: 16.01 The worked example of seed 000: planting a device
  The board puts player A in the Shooting phase of battle round 2 with several units around
  a terrain area. Only an INFANTRY unit inside that terrain area and outside its own
  deployment zone may plant the device, and the marker goes down only if the unit holds
  still, alive and on the table, until the end of the turn.

  Background:
    Given the board "boards/deploy_device.yaml"

  Scenario: A unit inside the terrain area, outside its deployment zone, may plant the device
    Then "Infiltrators" can start the "Deploy Device" Action
    And it is player A's Shooting phase in battle round 2
    And player A has 2 CP

  Scenario Outline: Units that the worked example turns away
    Then "<unit>" cannot start the "Deploy Device" Action, for exactly these reasons:
      | <reason> |

    Examples:
      | unit        | reason                                 |
      | Scouts      | it is not a unit the Action allows     |
      | Eliminators | it is not a unit the Action allows     |
      | Gladiator   | it is not a unit the Action allows     |
      | Reivers     | it made an advance move this turn      |

  Scenario: The planting unit gives up shooting and charging and plants at the end of the turn
    When "Infiltrators" starts the "Deploy Device" Action
    Then "Infiltrators" is not eligible to shoot
    And "Infiltrators" is not eligible to declare a charge
    And the effect of "Deploy Device" is not resolved
    When the game advances to the end of the turn
    Then "Infiltrators" completes the "Deploy Device" Action
    And the effect of "Deploy Device" is resolved

  Scenario Outline: Losing the unit or moving it means no marker
    When "Infiltrators" starts the "Deploy Device" Action
    And "Infiltrators" <event>
    And the game advances to the end of the turn
    Then "Infiltrators" does not complete the "Deploy Device" Action
    And the effect of "Deploy Device" is not resolved

    Examples:
      | event                              |
      | is forced to move by an enemy rule |
      | is destroyed                       |
      | leaves the battlefield             |

  Scenario: Piling in during the Fight phase still lets the marker go down
    When "Infiltrators" starts the "Deploy Device" Action
    And the game advances to player A's Fight phase
    And "Infiltrators" becomes engaged
    And "Infiltrators" makes a pile-in move
    And the game advances to the end of the turn
    Then "Infiltrators" completes the "Deploy Device" Action

  Scenario: Only one unit may plant a device each turn
    When "Infiltrators" starts the "Deploy Device" Action
    Then "Incursors" cannot start the "Deploy Device" Action because the Action's use limit is reached

  Scenario: The next turn another unit may plant one
    When "Infiltrators" starts the "Deploy Device" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Incursors" can start the "Deploy Device" Action

  Scenario: The enemy's units cannot plant a device in player A's turn
    Then "Boyz" cannot start the "Deploy Device" Action because the Action does not start now
