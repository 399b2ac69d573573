Feature: 10.02 Eligible to shoot, with 16.01 and 09.07
  A unit is eligible to shoot if it is on the battlefield and has not already been selected to
  shoot this phase; starting an Action (not for TITANIC units) and a fall-back move take it
  away until the end of the turn.

  Background:
    Given a unit "Squad"
    And it is player A's Shooting phase

  Scenario: 10.02: a unit selected to shoot is not selected again this phase
    When "Squad" shoots
    Then "Squad" is not eligible to shoot because it has already been selected to shoot this phase

  Scenario: 10.02: a unit off the battlefield does not shoot
    Given "Squad" is off the battlefield
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 16.01: a unit that started an Action this turn does not shoot
    Given the Action "Task":
      | STARTS | your Shooting phase |
    When "Squad" starts the "Task" Action
    Then "Squad" is not eligible to shoot because it started an Action this turn

  Scenario: 09.07: a unit that fell back does not shoot, even a TITANIC one
    Given "Squad" has the keyword TITANIC
    And "Squad" made a fall-back move this turn
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | it made a fall-back move this turn |
