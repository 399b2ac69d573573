Feature: 18.5 and 18.7: asking what is in force, and claims about any rule
  A player's rule with a CONDITION about the turn, an enemy unit outside a friendly rule's
  TARGET, and claims that hold whatever rule of a kind is drawn.

  Scenario: 18.5: a player rule on your turn is not in force in the opponent's turn
    Given a unit "Squad" for player A
    And player A has a rule "Momentum":
      | CONDITION | it is your turn |
      | EFFECT    | adds 1 to its OC |
    And it is player B's Movement phase
    Then "Momentum" is not in force for "Squad"

  Scenario: 18.5: a player rule on your turn is in force in your turn and changed OC
    Given a unit "Squad" for player A
    And player A has a rule "Momentum":
      | CONDITION | it is your turn |
      | EFFECT    | adds 1 to its OC |
    And it is player A's Movement phase
    Then "Momentum" is in force for "Squad"
    And "Squad" has OC 3
    And "Momentum" changed that verdict

  Scenario: 18.5: an enemy unit is not in a friendly rule's TARGET
    Given a unit "Squad" for player A
    And a unit "Foe" for player B
    And player A has a rule "Momentum" that adds 1 to its OC
    And it is player A's Movement phase
    Then "Momentum" is not in force for "Foe"

  Scenario: 18.7: any rule that makes its battle-shock rolls succeed automatically makes them so
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And any rule "Drawn" for "Squad" that makes its battle-shock rolls succeed automatically
    Then the battle-shock rolls for "Squad" succeed automatically

  Scenario: 18.7: any rule that adds a bar on charging leaves shooting alone
    Given a unit "Squad" for player A
    And it is player A's Shooting phase
    And any rule "Drawn" for "Squad" that adds one bar on declaring a charge
    Then "Squad" is eligible to shoot

  Scenario: 18.7: any rule lifting a charge bar other than engaged never lets an engaged unit charge
    Given a unit "Squad" for player A
    And "Squad" is engaged
    And it is player A's Charge phase
    And any rule "Drawn" for "Squad" that lifts one bar on declaring a charge other than "it is engaged"
    Then "Squad" is not eligible to declare a charge because it is engaged
