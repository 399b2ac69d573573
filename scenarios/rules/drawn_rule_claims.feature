Feature: 18.7: claims that hold whatever rule of a kind is drawn
  Each claim names the kind of rule drawn; the search draws its source, its effect within the
  kind and its duration, in force at the scenario's moment.

  Scenario: 18.3 item 2: any added bar on declaring a charge is a reason of its own
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And any rule "Ban" for "Squad" that adds one bar on declaring a charge
    Then "Squad" is not eligible to declare a charge because "Ban" forbids it

  Scenario: 01.07: battle-shock bars no shooting, so a battle-shocked unit may shoot whatever bar a rule lifts
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    And "Squad" is battle-shocked
    And any rule "Drawn" for "Squad" that lifts one bar on shooting
    Then "Squad" is eligible to shoot

  Scenario: 09.07 and 18.3 item 1: a lift of another shooting bar leaves a fall-back move's bar
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    And any rule "Drawn" for "Squad" that lifts one bar on shooting other than "it made a fall-back move this turn"
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn

  Scenario: 15.01 and 01.03: rules for player B's stratagems never change player A's cost
    Given up to 2 rules "Tax" for player B that change the CP cost of your stratagems
    Then the CP cost of the "Fire Overwatch" stratagem for player A is 1
