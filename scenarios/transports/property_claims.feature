Feature: Property claims about disembarking, for every embarked unit (18.04, 18.04.01, 18.05)
  Held-out claims: the mode a TRANSPORT's normal move forces, the charge lock it leaves, the bar
  after the TRANSPORT advanced, and the emergency disembark when it is destroyed.

  Scenario: Any unit whose TRANSPORT made a normal move this phase disembarks using Rapid Disembark
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is on the battlefield
    And "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    Then "Squad" disembarked using Rapid Disembark

  Scenario: Any unit that used Rapid Disembark is not eligible to declare a charge that turn
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is on the battlefield
    And "Squad" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: Any unit whose TRANSPORT advanced this phase cannot disembark for that reason
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is on the battlefield
    And "Squad" is embarked within "Rhino"
    And "Rhino" made an advance move this phase
    Then "Squad" cannot make a disembark move because its TRANSPORT made an advance or fall-back move this phase

  Scenario: Any unit whose TRANSPORT is destroyed is battle-shocked and cannot charge that turn
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is on the battlefield
    And "Squad" is embarked within "Rhino"
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn
