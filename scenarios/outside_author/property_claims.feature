Feature: Outside author's property claims (contract 17, 18.7, 19.9)
  Claims written from the scenario language and the Core Rules alone.

  Scenario: A battle-shocked unit is refused every Action because it is battle-shocked (01.07, 16.01)
    Given any unit "Squad"
    Given any Action "Hold"
    Given "Squad" is battle-shocked
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: A battle-shocked unit has OC - (01.07)
    Given any unit "Squad"
    Given "Squad" is battle-shocked
    Then "Squad" has OC -

  Scenario: No rule that modifies OC gives a battle-shocked unit its OC back (01.07, 18.3 item 3)
    Given any unit "Squad"
    Given "Squad" is battle-shocked
    Given any rule "Boost" for "Squad" that modifies its OC
    Then "Squad" has OC -

  Scenario: Up to three OC rules still leave a battle-shocked unit at OC - (01.07, 18.3 item 3)
    Given any unit "Squad"
    Given "Squad" is battle-shocked
    Given up to 3 rules "Boost" for "Squad" that modify its OC
    Then "Squad" has OC -

  Scenario: Lifting any other bar on starting Actions leaves the battle-shock bar (18.3 item 1)
    Given any unit "Squad"
    Given any Action "Hold"
    Given "Squad" is battle-shocked
    Given any rule "Permit" for "Squad" that lifts one bar on starting Actions other than "it is battle-shocked"
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked

  Scenario: An AIRCRAFT unit is refused every Action (16.01)
    Given any unit "Jet"
    Given any Action "Hold"
    Given "Jet" has the keyword AIRCRAFT
    Then "Jet" cannot start the "Hold" Action because it is an AIRCRAFT unit

  Scenario: A lift of another bar never lets an AIRCRAFT unit start an Action (16.01, 18.3 item 1)
    Given any unit "Jet"
    Given any Action "Hold"
    Given "Jet" has the keyword AIRCRAFT
    Given any rule "Permit" for "Jet" that lifts one bar on starting Actions other than "it is an AIRCRAFT unit"
    Then "Jet" cannot start the "Hold" Action because it is an AIRCRAFT unit

  Scenario: An engaged TITANIC unit is never refused an Action for being engaged (16.01)
    Given any unit "Knight"
    Given any Action "Hold"
    Given "Knight" has the keyword TITANIC
    Given "Knight" is engaged
    Then "Knight" is not refused the "Hold" Action because it is engaged

  Scenario: A unit that advanced this turn is refused every Action (09.06, 16.01)
    Given any unit "Squad"
    Given any Action "Hold"
    Given any moment
    Given "Squad" made an advance move this turn
    Then "Squad" cannot start the "Hold" Action because it made an advance move this turn

  Scenario: A unit that fell back this turn is refused every Action (09.07, 16.01)
    Given any unit "Squad"
    Given any Action "Hold"
    Given any moment
    Given "Squad" made a fall-back move this turn
    Then "Squad" cannot start the "Hold" Action because it made a fall-back move this turn

  Scenario: An added bar on starting Actions is a reason of its own (18.3 item 2)
    Given a unit "Squad"
    Given the Action "Hold":
      | STARTS | your Shooting phase |
    Given it is player A's Shooting phase
    Given any rule "Ban" for "Squad" that adds one bar on starting Actions
    Then "Squad" cannot start the "Hold" Action because "Ban" forbids it

  Scenario: A unit at full strength that is not battle-shocked makes no battle-shock roll (08.03)
    Given any unit "Squad"
    Given "Squad" is not battle-shocked
    Given "Squad" has a starting strength of 10
    Given "Squad" has 10 models left
    Given it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll

  Scenario: A unit of the active player at half-strength on the battlefield makes a battle-shock roll (08.03)
    Given any unit "Squad"
    Given "Squad" belongs to player A
    Given "Squad" is on the battlefield
    Given "Squad" has a starting strength of 10
    Given "Squad" has 5 models left
    Given it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: A battle-shock roll equal to Ld ends battle-shock (01.06, 08.03)
    Given any unit "Squad"
    Given "Squad" belongs to player A
    Given "Squad" is on the battlefield
    Given "Squad" is battle-shocked
    Given "Squad" has Ld 6+
    Given the battle-shock roll for "Squad" will be 6
    Given it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: Any rule that makes battle-shock rolls succeed automatically ends battle-shock (01.05, 08.03)
    Given any unit "Squad"
    Given "Squad" belongs to player A
    Given "Squad" is on the battlefield
    Given "Squad" is battle-shocked
    Given it is player A's Command phase
    Given any rule "Brave" for "Squad" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked

  Scenario: No CP cost rule raises a stratagem more than 1CP above its cost (15.01, 18.3 item 8)
    Given any rule "Tax" for player A that changes the CP cost of the "Fire Overwatch" stratagem
    Then the CP cost of the "Fire Overwatch" stratagem for player A is at most 2

  Scenario: Up to three CP cost rules still cap the raise at 1CP (15.01, 18.3 item 8)
    Given up to 3 rules "Tax" for player A that change the CP cost of the "Fire Overwatch" stratagem
    Then the CP cost of the "Fire Overwatch" stratagem for player A is at most 2

  Scenario: A unit placed within 2" of an enemy model on the ground is engaged with it (03.04)
    Given a unit "Foe" for player B
    Given "Foe" is at (30, 22)
    Given a unit "Squad"
    Given positions are drawn on a 1" grid
    Given any position for "Squad" within 2" of "Foe"
    Then "Squad" is engaged with "Foe"

  Scenario: A unit placed more than 6" from an enemy at any height is not engaged with it (03.04)
    Given a unit "Foe" for player B
    Given "Foe" is at (30, 22)
    Given a unit "Squad"
    Given any position for "Squad" more than 6" from "Foe"
    Given any height for "Squad"
    Then "Squad" is not engaged with "Foe"

  Scenario: A unit placed anywhere in a compact formation is in coherency (03.03, 19.9)
    Given a unit "Squad"
    Given any position for "Squad"
    Then "Squad" is in coherency

  Scenario: A unit placed within 3" of an objective marker is within range of it (Rules Appendix)
    Given the ruin is an objective marker at (30, 22)
    Given a unit "Squad"
    Given positions are drawn on a 1" grid
    Given any position for "Squad" within 3" of the ruin
    Then "Squad" is within range of the ruin

  Scenario: A unit placed more than 12" from the only enemy unit cannot declare a charge (11.02)
    Given a unit "Foe" for player B
    Given "Foe" is at (30, 22)
    Given a unit "Squad"
    Given it is player A's Charge phase
    Given any position for "Squad" more than 12" from "Foe"
    Then "Squad" is not eligible to declare a charge
