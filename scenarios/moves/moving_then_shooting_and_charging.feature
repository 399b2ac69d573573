Feature: Moving, then shooting and charging, as a tournament organiser asks it (09.04-09.07, 11.02, 11.04, 12.03, 12.08, 23.02)
  A held-out pass over contract section 9: what an advance, a fall-back, remaining stationary and
  a charge allow afterwards, where each lock ends, and the moves of the Fight phase.

  Scenario: 09.06: a unit that advanced can still shoot, but not declare a charge
    Given a unit "Squad"
    And it is player A's Shooting phase
    And "Squad" made an advance move this turn
    Then "Squad" is eligible to shoot
    And "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 09.06: the advance bar lasts to the end of the turn only
    Given a unit "Squad"
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 09.07: a unit that fell back can neither shoot nor declare a charge this turn
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: 09.07: a battle-shocked unit falls back by Desperate Escape and makes no battle-shock roll
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged
    And "Squad" makes 0 battle-shock rolls

  Scenario: 09.07: Desperate Escape by a unit that is not battle-shocked makes a battle-shock roll
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" has Ld 7+
    And it is player A's Movement phase in battle round 2
    And the battle-shock roll for "Squad" will be 6
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked

  Scenario: 09.07: a Desperate Escape with given hazard rolls: two fail, 2 mortal wounds, one W2 model lost
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase in battle round 2
    And the hazard rolls for "Squad" will be 1, 2, 3, 4, 5
    When "Squad" makes a fall-back move
    Then "Squad" has 4 models left

  Scenario: 09.04: remaining stationary is no move and leaves the charge open
    Given a unit "Squad"
    And it is player A's Movement phase in battle round 2
    When "Squad" remains stationary
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 11.04: a charge move leaves the unit engaged, with Fights First until the end of the turn
    Given a unit "Squad"
    And it is player A's Charge phase in battle round 2
    When "Squad" makes a charge move
    Then "Squad" is engaged
    And "Squad" has Fights First
    When the game advances to player A's Fight phase
    Then "Squad" has Fights First
    When the game advances to the end of the turn
    Then "Squad" has Fights First
    When the game advances to player B's Movement phase
    Then "Squad" does not have Fights First

  Scenario: 11.02: an engaged unit cannot declare a charge, nor make a normal move
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Charge phase in battle round 2
    Then "Squad" is not eligible to declare a charge because it is engaged
    And "Squad" cannot make a normal move because it is engaged
    And "Squad" can make a fall-back move

  Scenario: 11.02: a charge in the same phase by a second unit is fine
    Given a unit "Squad"
    And a unit "Guards"
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    Then "Guards" is eligible to declare a charge

  Scenario: 01.07 and 11.02: a battle-shocked unit may still declare a charge
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And it is player A's Charge phase in battle round 2
    Then "Squad" is eligible to declare a charge

  Scenario: 11.02: a charge declared in the opponent's turn by Heroic Intervention does not bar a charge in your own next turn
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    And "Squad" is no longer engaged
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 12.03: pile-in outside the Fight phase
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Charge phase in battle round 2
    Then "Squad" cannot make a pile-in move because it is not the Fight phase

  Scenario: 12.08: consolidation after every enemy is gone, for a unit that charged
    Given a unit "Squad"
    And it is player A's Charge phase in battle round 2
    When "Squad" makes a charge move
    And the game advances to player A's Fight phase
    And "Squad" is no longer engaged
    Then "Squad" can make a consolidation move

  Scenario: 12.08: a unit neither engaged nor charged cannot consolidate
    Given a unit "Squad"
    And it is player A's Fight phase in battle round 2
    Then "Squad" cannot make a consolidation move because it is not eligible to fight

  Scenario: 23.02: an AIRCRAFT unit makes no move, for exactly these reasons
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE
    And it is player A's Movement phase in battle round 2
    Then "Jet" cannot make a normal move, for exactly these reasons:
      | it is an AIRCRAFT unit |

  Scenario: 03.04: a unit that becomes engaged mid-phase can no longer make a normal move, but can fall back
    Given a unit "Squad"
    And it is player A's Movement phase in battle round 2
    When "Squad" becomes engaged
    Then "Squad" cannot make a normal move because it is engaged
    And "Squad" can make a fall-back move
    When "Squad" is no longer engaged
    Then "Squad" cannot make a fall-back move because it is not engaged
    And "Squad" can make a normal move

  Scenario: 12.03: a unit that charged may pile in even when no longer engaged
    Given a unit "Squad"
    And it is player A's Charge phase in battle round 2
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to player A's Fight phase
    Then "Squad" can make a pile-in move

  Scenario: 10.02: a destroyed unit is not eligible to shoot nor to declare a charge
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" is not eligible to shoot because it is not on the battlefield
    And "Squad" is not eligible to declare a charge because it is not on the battlefield

  Scenario: 09.07: using Desperate Escape when battle-shocked makes no battle-shock roll
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is battle-shocked
    And "Squad" is not engaged
