Feature: Whole turns with moves, reserves, charges and fights (09.06, 09.07, 11.04, 12.04, 20.04, 03.03)
  A held-out pass: what a move in the Movement phase allows in the later phases of the turn, when
  reserves may arrive, a charger's Fights First from the Charge phase to the Fight step and not into
  the opponent's turn, and coherency losses at the end of a turn feeding the next Command phase.

  Scenario: 09.06: an advance allows shooting but bars the charge that turn, and not in the next
    Given a unit "Squad"
    And it is player A's Movement phase
    When "Squad" makes an advance move
    And the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn
    When the game advances to player A's Charge phase
    Then it is player A's Charge phase in battle round 2
    And "Squad" is eligible to declare a charge

  Scenario: 20.04: reserves cannot arrive in round 1 but can in the same phase of round 2
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase
    Then "Reserve" cannot make an ingress move because it is the first battle round
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 2
    And "Reserve" can make an ingress move
    When "Reserve" makes an ingress move
    Then "Reserve" is not in strategic reserves

  Scenario: 07.02, 08.02 and 20.04: with player B first, CP and the first battle round run by battle round, not by turn
    Given player B takes the first turn
    And a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 0 CP
    And player B has 0 CP
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 1
    And player A has 2 CP
    And player B has 2 CP
    And "Reserve" cannot make an ingress move because it is the first battle round
    When the game advances to player B's Movement phase
    Then it is player B's Movement phase in battle round 2
    And player A has 3 CP
    When the game advances to player A's Movement phase
    Then "Reserve" can make an ingress move
    And player A has 4 CP

  Scenario: 20.04: a unit that arrived from reserves this turn is eligible to shoot
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Reserve" is eligible to shoot

  Scenario: 11.04 and 12.04: the charger fights first, then the charged unit, then the Fight step ends
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    When "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" becomes engaged
    And the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Squad |
      | Boyz  |

  Scenario: 11.04: in the opponent's Fight phase the earlier charger no longer fights first
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    When "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" becomes engaged
    And the game advances to the Fight step of player B's Fight phase
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 20.04: a unit that arrived from reserves cannot move again that phase but may declare a charge that turn
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    Then "Reserve" cannot make a normal move
    When the game advances to player A's Charge phase
    Then "Reserve" is eligible to declare a charge

  Scenario: 15.07 and 20.04: after Rapid Ingress in the opponent's Movement phase the unit may pile in in that turn's Fight phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    And the game advances to player B's Fight phase
    And "Reserve" becomes engaged
    Then "Reserve" can make a pile-in move

  Scenario: 11.04 and 12.03: a charger whose target died before the Fight phase may still pile in and consolidate
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    And "Squad" makes a charge move
    And "Boyz" is destroyed
    And "Squad" is no longer engaged
    Then "Squad" is not engaged
    When the game advances to player A's Fight phase
    Then "Squad" can make a pile-in move
    And "Squad" can make a consolidation move
