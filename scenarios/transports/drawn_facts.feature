Feature: What any unit draws of transports and this turn's moves (18.02, 18.03, 20.04, 21.02)
  Claims about every unit: some examples draw it embarked (within a TRANSPORT the scenario sets
  up, or one of the draw's own), or with a disembark, ingress or surge move made this turn
  (docs/interpretations.md 47).

  Scenario: No unit that is off the battlefield can make a surge move
    Given any unit "Squad"
    And any moment
    And "Squad" is off the battlefield
    Then "Squad" cannot make a surge move because it is not on the battlefield

  Scenario: No unit that made a disembark move this turn can embark again
    Given any unit "Squad"
    And any moment
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" made a disembark move this turn
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: No unit that made an ingress move this turn can embark
    Given any unit "Squad"
    And any moment
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" made an ingress move this turn
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: A unit whose only move this turn is a normal move this phase can embark
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is on the battlefield
    And "Squad" made a normal move this phase
    And "Squad" made a normal move this turn
    Then "Squad" can embark within "Rhino"
