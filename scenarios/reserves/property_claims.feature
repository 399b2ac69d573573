Feature: Property claims about ingress, for every unit (20.03, 20.04)
  Held-out claims: no arrival in the first battle round, no ingress for a unit not in strategic
  reserves, and no other move type after an ingress until the next Charge phase.

  Scenario: Any unit in strategic reserves cannot arrive in the first battle round
    Given any unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move into player A's deployment zone because it is the first battle round

  Scenario: Any unit not in strategic reserves cannot make an ingress move for that reason
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" is not in strategic reserves
    And "Squad" is not embarked
    Then "Squad" cannot make an ingress move into player A's deployment zone because it is not in strategic reserves

  Scenario: Any unit that made an ingress move this phase cannot then make a normal move
    Given any unit "Reserve"
    And it is player A's Movement phase in battle round 2
    And "Reserve" belongs to player A
    And "Reserve" is in strategic reserves
    And "Reserve" is not embarked
    When "Reserve" makes an ingress move
    Then "Reserve" cannot make a normal move because it made an ingress move and the next Charge phase has not started
