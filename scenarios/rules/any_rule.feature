Feature: 18.7: claims about any rule, drawn from the effect vocabulary
  `any rule` leaves a rule open: its source (an ability of the unit, a leader ability, a rule
  of its player, a mission rule), its effect within the kind named, and its duration (each
  duration, or `while` one condition), in force from the scenario's moment. Each claim below
  holds whatever rule is drawn; the exhaustive walk proves it when the rules drawn fit its
  budget, and says why not when they do not.

  Scenario: 18.3 item 1: a lift of another reason never lifts "it is engaged"
    Given a unit "Squad" for player A
    And "Squad" is engaged
    And it is player A's Charge phase
    And any rule "Drawn" for "Squad" that lifts one bar on declaring a charge other than "it is engaged"
    Then "Squad" is not eligible to declare a charge

  Scenario: 18.3 item 2: a bar on shooting is no bar on declaring a charge
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And any rule "Drawn" for "Squad" that adds one bar on shooting
    Then "Squad" is eligible to declare a charge

  Scenario: 01.07 and 18.3 item 3: a battle-shocked unit's OC stays '-' whatever rules modify it
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And up to 2 rules "Oath" for "Squad" that modify its OC
    Then "Squad" has OC -

  Scenario: 18.3 item 8: no rule raises a cost more than 1CP above the original
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And any rule "Levy" for player A that changes the CP cost of your stratagems
    Then the CP cost of the "Insane Bravery" stratagem for player A is at most 2

  Scenario: 18.3 item 8: nor do several rules together, nor below 0CP
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And up to 2 rules "Levy" for player A that change the CP cost of your stratagems
    Then the CP cost of the "Insane Bravery" stratagem for player A is at most 2
    And the CP cost of the "Insane Bravery" stratagem for player A is at least 0

  Scenario: 18.3 item 10: a rule pinned to last until the end of the turn is in force now
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Fight phase
    And any rule "Fury" for "Squad" that gives it Fights First, until the end of the turn
    Then "Fury" is in force for "Squad"

  Scenario: 18.2: a rule in force from the scenario's moment gains no CP (gaining is one-shot)
    Given a unit "Squad" for player A
    And player A has 1 CP
    And it is player A's Shooting phase
    And any rule "Drawn" for "Squad"
    Then player A has 1 CP

  Scenario: 18.3 item 6: counting as something changes no Ld
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And any rule "Drawn" for "Squad" that makes it count as something
    Then "Squad" has Ld 6+

  Scenario: 18.5: a drawn rule that gives Fights First changed that verdict, whatever its source
    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And any rule "Fury" for "Squad" that gives it Fights First, until the end of the turn
    Then "Squad" has Fights First
    And "Fury" changed that verdict

  Scenario: 18.5: a lift of another reason did not change that verdict
    Given a unit "Squad" for player A
    And "Squad" is engaged
    And it is player A's Charge phase
    And any rule "Drawn" for "Squad" that lifts one bar on declaring a charge other than "it is engaged"
    Then "Squad" is not eligible to declare a charge
    And "Drawn" did not change that verdict
