Feature: The Fight phase and Actions (16.01, 12.03, 12.08)
  Pile-in and consolidation moves do not break an Action (16.01); any other move does. Being
  selected to fight is not a move.

  Background:
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS    | your Charge phase |
      | COMPLETES | the end of the turn |

  Scenario: 16.01: a unit performing an Action that piles in is still performing it
    Given it is player A's Charge phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes engaged
    And the game advances to player A's Fight phase
    And "Squad" makes a pile-in move
    Then "Squad" is performing the "Hold" Action
    When "Squad" is selected to fight
    Then "Squad" is performing the "Hold" Action

  Scenario: 16.01: a unit that makes a fall-back move after starting an Action is not performing it
    Given it is player A's Charge phase
    When "Squad" starts the "Hold" Action
    And "Squad" becomes engaged
    And the game advances to player A's Fight phase
    And "Squad" makes a fall-back move
    Then "Squad" is not performing the "Hold" Action
    And "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
