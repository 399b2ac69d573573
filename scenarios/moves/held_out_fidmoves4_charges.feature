Feature: Held-out fidelity pass (fidmoves4): charges, Fights First, reserves and surges, stated
  Distances are stated, never measured. Each verdict was decided from 11.02, 11.04, 12.03-12.08,
  20.04, 21.02, 23.02 and 24.13 before the scenario was run.

  Background:
    Given a unit "Squad"

  Scenario: 11.04 and 12.04: a charge declared but never moved gives neither a fight nor Fights First
    Given it is player A's Charge phase
    And "Squad" declared a charge this phase
    Then "Squad" is not eligible to declare a charge because it has already declared a charge this phase
    When the game advances to player A's Fight phase
    Then "Squad" does not have Fights First
    And "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And "Squad" cannot make a pile-in move because it is not engaged

  Scenario: 11.04: in the last turn of the battle a charge move still gives Fights First through the Fight phase
    Given "Squad" belongs to player B
    And it is player B's Charge phase in battle round 5
    When "Squad" declares a charge
    And "Squad" makes a charge move
    Then "Squad" is engaged
    And "Squad" has Fights First
    When the game advances to player B's Fight phase
    Then "Squad" has Fights First
    And "Squad" can make a pile-in move
    And "Squad" is eligible to fight
    And "Squad" can make a normal fight

  Scenario: 11.04 and 12.06: a unit whose charge target was destroyed in the Charge phase still fights, by an overrun fight
    Given it is player A's Charge phase
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to player A's Fight phase
    Then "Squad" has Fights First
    And "Squad" is eligible to fight
    And "Squad" can make a pile-in move
    And "Squad" can make an overrun fight
    And "Squad" cannot make a normal fight

  Scenario: 11.04 and 12.03: "made a charge move this turn" ends with the turn
    Given it is player A's Charge phase
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to player B's Fight phase
    Then "Squad" does not have Fights First
    And "Squad" cannot make a pile-in move because it is not engaged
    And "Squad" is not eligible to fight

  Scenario: 12.02 and 12.03: in the opponent's Fight phase an engaged unit piles in too
    Given it is player B's Fight phase
    And "Squad" is engaged
    Then "Squad" can make a pile-in move
    And "Squad" is eligible to fight
    And "Squad" does not have Fights First

  Scenario: 11.02 and 16.01: a charge declared and failed does not bar starting an Action
    Given the Action "Plant Beacon":
      | STARTS | your Charge phase |
    And it is player A's Charge phase
    And "Squad" declared a charge this phase
    Then "Squad" can start the "Plant Beacon" Action

  Scenario: 11.04: a charge move after a normal move in the same turn
    Given it is player A's Charge phase
    And "Squad" made a normal move this turn
    Then "Squad" can make a charge move
    When "Squad" makes a charge move
    Then "Squad" is engaged
    And "Squad" is not eligible to declare a charge because it has already declared a charge this phase

  Scenario: 11.04: a battle-shocked unit that charges gets Fights First like any other
    Given it is player A's Charge phase
    And "Squad" is battle-shocked
    When "Squad" makes a charge move
    Then "Squad" has Fights First
    And "Squad" is battle-shocked

  Scenario: 12.08: a unit that charged but is engaged with nothing by the Consolidate step may still consolidate
    Given it is player A's Charge phase
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to the Consolidate step of player A's Fight phase
    Then "Squad" can make a consolidation move

  Scenario: 20.04: a unit that arrived this turn makes no other move before the Charge phase, then may charge
    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    And "Squad" is in strategic reserves
    When "Squad" makes an ingress move
    Then "Squad" is not engaged
    And "Squad" cannot make a normal move because it made an ingress move and the next Charge phase has not started
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Squad" can start the "Plant Beacon" Action
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Squad" can make a charge move

  Scenario: 20.04 and 21.02: a unit that arrived this turn cannot surge until the Charge phase starts
    Given it is player A's Movement phase in battle round 2
    And "Squad" is in strategic reserves
    When "Squad" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot make a surge move, for exactly these reasons:
      | it made an ingress move and the next Charge phase has not started |
    When the game advances to player A's Charge phase
    Then "Squad" can make a surge move

  Scenario: 20.04: a unit in strategic reserves makes no normal move and declares no charge
    Given it is player A's Charge phase in battle round 2
    And "Squad" is in strategic reserves
    Then "Squad" cannot make a normal move because it is not on the battlefield
    And "Squad" is not eligible to declare a charge because it is not on the battlefield

  Scenario: 21.02: a fall-back move in the unit's own turn does not stop a surge in the opponent's turn
    Given it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    And the game advances to player B's Shooting phase
    Then "Squad" can make a surge move

  Scenario: 21.02 and 12.04: a surge that ends engaged leads to a fight in that turn's Fight phase
    Given it is player B's Shooting phase
    When "Squad" makes a surge move that ends engaged
    Then "Squad" is engaged
    And "Squad" cannot make a surge move, for exactly these reasons:
      | it is engaged                       |
      | it has moved this phase             |
      | it made a surge move this phase     |
    When the game advances to player B's Fight phase
    Then "Squad" is eligible to fight
    And "Squad" can make a pile-in move
    And "Squad" does not have Fights First

  Scenario: 21.02: a unit that made a charge move this phase cannot surge in it
    Given it is player A's Charge phase
    When "Squad" makes a charge move
    Then "Squad" cannot make a surge move, for exactly these reasons:
      | it is engaged           |
      | it has moved this phase |

  Scenario: 21.02: a battle-shocked unit cannot surge in the opponent's turn, for that reason alone
    Given it is player B's Shooting phase
    And "Squad" is battle-shocked
    Then "Squad" cannot make a surge move, for exactly these reasons:
      | it is battle-shocked |

  Scenario: 23.04 and 23.02: an AIRCRAFT unit neither declares a charge nor makes a charge move
    Given it is player A's Charge phase in battle round 2
    And "Squad" has the keyword AIRCRAFT
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is an AIRCRAFT unit |
    And "Squad" cannot make a charge move because it is an AIRCRAFT unit

  Scenario: 11.02: a FLY unit is barred from charging by an advance like any other
    Given it is player A's Charge phase
    And "Squad" has the keyword FLY
    And "Squad" made an advance move this turn
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 11.02: a TITANIC unit that advanced may not declare a charge either
    Given it is player A's Charge phase
    And "Squad" has the keyword TITANIC
    And "Squad" made an advance move this turn
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 18.3 item 1: a lift of the charge's engagement bar leaves the advance bar standing
    Given it is player A's Charge phase
    And "Squad" is engaged
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Relentless" that lets it declare a charge even though it is engaged
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 18.3 item 2: a rule that forbids charge moves does not forbid declaring the charge
    Given it is player A's Charge phase
    And a mission rule "Deep Mire" that forbids it to make a charge move
    Then "Squad" is eligible to declare a charge
    And "Squad" cannot make a charge move because "Deep Mire" forbids it
    And "Squad" can make a normal move

  Scenario: 18.3 item 2: a rule that forbids pile-in moves leaves the fight and the consolidation
    Given it is player A's Fight phase
    And "Squad" is engaged
    And "Squad" has an ability "Rooted" that forbids it to make a pile-in move
    Then "Squad" cannot make a pile-in move, for exactly these reasons:
      | "Rooted" forbids it |
    And "Squad" is eligible to fight
    And "Squad" can make a consolidation move

  Scenario: 18.2: a lift of the ingress lock for normal moves leaves the advance move locked
    Given it is player A's Movement phase in battle round 2
    And "Squad" is in strategic reserves
    And "Squad" has an ability "Rapid Redeploy" that lets it make a normal move even though it made an ingress move and the next Charge phase has not started
    When "Squad" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Squad" can make a normal move
    And "Squad" cannot make an advance move, for exactly these reasons:
      | it made an ingress move and the next Charge phase has not started |

  Scenario: 12.08 and 09.05: a consolidation that keeps the unit engaged in the opponent's turn leaves it only a fall-back in its own next turn
    Given it is player B's Fight phase in battle round 1
    And "Squad" is engaged
    When "Squad" makes a consolidation move that ends engaged
    And the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 2
    And "Squad" cannot make a normal move, for exactly these reasons:
      | it is engaged |
    And "Squad" can make a fall-back move
    And "Squad" is not eligible to declare a charge because it is engaged

  Scenario: 12.08 and 09.05: a consolidation that ends unengaged in the opponent's turn frees the unit to move and charge
    Given it is player B's Fight phase in battle round 1
    And "Squad" is engaged
    When "Squad" makes a consolidation move that ends unengaged
    And the game advances to player A's Movement phase
    Then "Squad" can make a normal move
    And "Squad" cannot make a fall-back move because it is not engaged
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 01.07, 09.05 and 09.06: battle-shock does not stop a normal or an advance move
    Given it is player A's Movement phase
    And "Squad" is battle-shocked
    Then "Squad" can make a normal move
    And "Squad" can make an advance move
    And "Squad" cannot make a fall-back move, for exactly these reasons:
      | it is not engaged |
