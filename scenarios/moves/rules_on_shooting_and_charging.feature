Feature: 18.2 and 18.3 items 1 and 2: rules that lift or add bars on shooting and charging
  A rule that lets a unit shoot or declare a charge even though it fell back or advanced (09.06,
  09.07: "unless otherwise stated") lifts that one bar; a rule that forbids it adds its own.

  Background:
    Given a unit "Squad"

  Scenario: 09.07: a rule lets a unit that fell back shoot
    Given it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    And "Squad" has an ability "Fire and Fade" that lets it shoot even though it made a fall-back move this turn
    Then "Squad" is eligible to shoot
    And "Fire and Fade" changed that verdict

  Scenario: 09.07: without the rule, a unit that fell back cannot shoot
    Given it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 09.06: a rule lets a unit that advanced declare a charge, nothing else
    Given it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Squad" is engaged
    And player A has a rule "Savage Charge" that lets it declare a charge even though it made an advance move this turn
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged |

  Scenario: 18.3 item 2: a mission rule that forbids shooting, until the end of the phase
    Given it is player A's Shooting phase
    And a mission rule "Blinding Storm" that forbids it to shoot, until the end of the phase
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | "Blinding Storm" forbids it |
    When the game advances to player B's Shooting phase
    Then "Squad" is eligible to shoot
