Feature: 09.05-09.07, 11.04, 12.03, 12.08, 23.02 Which moves a unit is eligible to make
  Each move type prints who is ELIGIBLE IF. A normal or advance move needs a unit on the
  battlefield and unengaged (being engaged only with AIRCRAFT units does not count, 23.02); a
  fall-back move an engaged unit; a charge move a charge declared this phase; a pile-in move
  the Fight phase and an engaged unit or one that made a charge move this turn; a
  consolidation move the Fight phase and a unit eligible to fight. AIRCRAFT make no move but
  ingress (23.02). `can make` asks the question without making the move.

  Background:
    Given a unit "Squad"
    And a unit "Boyz" for player B

  Scenario: 09.05 and 09.06: an unengaged unit on the battlefield may make a normal or an advance move, not a fall-back move
    Then "Squad" can make a normal move
    And "Squad" can make an advance move
    And "Squad" cannot make a fall-back move because it is not engaged

  Scenario: 09.07: an engaged unit may fall back, not make a normal or an advance move
    Given "Squad" is engaged
    Then "Squad" can make a fall-back move
    And "Squad" cannot make a normal move because it is engaged
    And "Squad" cannot make an advance move, for exactly these reasons:
      | it is engaged |

  Scenario: 09.05: a unit off the battlefield makes no normal move
    Given "Squad" is off the battlefield
    Then "Squad" cannot make a normal move, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 23.02: being engaged only with AIRCRAFT units does not stop a normal or an advance move
    Given "Squad" is engaged only with AIRCRAFT units
    Then "Squad" is engaged
    And "Squad" can make a normal move
    And "Squad" can make an advance move
    And "Squad" can make a fall-back move

  Scenario: 23.02: an AIRCRAFT unit is eligible for no move but ingress
    Given "Squad" has the keyword AIRCRAFT
    Then "Squad" cannot make a normal move because it is an AIRCRAFT unit
    And "Squad" cannot make an advance move because it is an AIRCRAFT unit
    And "Squad" cannot make a charge move because it is an AIRCRAFT unit

  Scenario: 23.02: an engaged AIRCRAFT unit cannot even fall back
    Given "Squad" has the keyword AIRCRAFT
    And "Squad" is engaged
    Then "Squad" cannot make a fall-back move, for exactly these reasons:
      | it is an AIRCRAFT unit |

  Scenario: 11.04: a charge move needs a charge declared this phase, or one the unit may declare now
    Given it is player A's Charge phase
    Then "Squad" can make a charge move
    When "Squad" declares a charge
    Then "Squad" can make a charge move

  Scenario: 11.04: a unit that may not declare a charge cannot make a charge move
    Given it is player A's Charge phase
    And "Squad" is engaged
    Then "Squad" cannot make a charge move, for exactly these reasons:
      | it has not declared a charge this phase |
      | it is engaged                           |

  Scenario: 11.04: a charge declared this phase is enough, whatever has happened since
    Given it is player A's Charge phase
    And "Squad" declared a charge this phase
    And "Squad" is engaged
    Then "Squad" can make a charge move

  Scenario: 12.03: piling in needs the Fight phase
    Given it is player A's Charge phase
    And "Squad" is engaged
    Then "Squad" cannot make a pile-in move because it is not the Fight phase

  Scenario Outline: 12.03: in the Fight phase a unit piles in if it is engaged or made a charge move this turn
    Given it is player A's Fight phase
    And "Squad" <state>
    Then "Squad" <verdict> make a pile-in move

    Examples:
      | state                          | verdict |
      | is engaged                     | can     |
      | made a charge move this turn   | can     |
      | is not engaged                 | cannot  |

  Scenario: 12.03: an unengaged unit that made no charge move cannot pile in
    Given it is player A's Fight phase
    Then "Squad" cannot make a pile-in move, for exactly these reasons:
      | it is not engaged |

  Scenario: 12.08: a unit that was engaged earlier in this Fight phase may still consolidate
    Its enemies were all destroyed, so it is no longer engaged; it was eligible to fight this
    phase, so it may consolidate.

    Given it is player A's Fight phase
    And "Squad" is engaged
    When "Boyz" is destroyed
    And "Squad" is no longer engaged
    Then "Squad" is not engaged
    And "Squad" can make a consolidation move

  Scenario: 12.08: a unit that was never eligible to fight this phase cannot consolidate
    Given it is player A's Fight phase
    Then "Squad" cannot make a consolidation move because it is not eligible to fight

  Scenario: 12.08: consolidating needs the Fight phase
    Given it is player A's Shooting phase
    And "Squad" is engaged
    Then "Squad" cannot make a consolidation move, for exactly these reasons:
      | it is not the Fight phase |

  Scenario: 12.04: engaged at the start of the Fight phase, the unit stays eligible to fight
    Given it is player A's Charge phase
    And "Squad" is engaged
    When the game advances to player A's Fight phase
    And "Squad" is no longer engaged
    Then "Squad" can make a consolidation move

  Scenario: 09.06: a unit off the battlefield makes no advance move
    Given "Squad" is off the battlefield
    Then "Squad" cannot make an advance move, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 23.02: an engaged AIRCRAFT unit makes no pile-in and no consolidation move
    Given "Squad" has the keyword AIRCRAFT
    And "Squad" is engaged
    And it is player A's Fight phase in battle round 1
    Then "Squad" cannot make a pile-in move because it is an AIRCRAFT unit
    And "Squad" cannot make a consolidation move because it is an AIRCRAFT unit

  Scenario: Interpretation 18: a normal move does not bar a second one stated in the same Movement phase
    Given it is player A's Movement phase
    When "Squad" makes a normal move
    Then "Squad" can make a normal move
    And "Squad" can make an advance move

  Scenario: Interpretation 18: a disembark move does bar a normal move later in that Movement phase
    Given it is player A's Movement phase
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" is embarked within "Rhino"
    When "Squad" makes a disembark move
    Then "Squad" cannot make a normal move because it has already been selected to move this phase
