Feature: Held-out questions on units no longer on the battlefield: fighting, fight types, embarking, shooting
  Eligible to fight is 12.04's rule, and the unit must also be on the battlefield (contract
  §20.1, Rules Appendix "Destroyed"): a destroyed unit, an embarked unit or a unit in strategic
  reserves is not eligible to fight, whatever its engagement or charge before, and so makes
  neither fight type (12.05, 12.06). Embarking (18.02) removes a unit's models from the
  battlefield after its move: a unit destroyed after that move embarks nowhere. Only a unit on
  the battlefield is selected to shoot (10.02). The reason is the contract's own: `it is not on
  the battlefield`.

  Background:
    Given player A has 4 CP
    And player B has 4 CP

  # 12.04 and the Rules Appendix: eligible to fight

  Scenario: 12.04 and Rules Appendix: an engaged unit destroyed in the Fight step is not eligible to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Boyz" is destroyed
    Then "Boyz" is not eligible to fight because it is not on the battlefield

  Scenario: 12.04: the engaged unit that is not destroyed stays eligible to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Boyz" is destroyed
    Then "Grots" is eligible to fight
    And "Vanguard" is eligible to fight

  Scenario: 12.04 and Rules Appendix: a unit that charged and was then destroyed is not eligible to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is destroyed
    Then "Vanguard" is not eligible to fight because it is not on the battlefield

  Scenario: 12.04 and Rules Appendix: a destroyed unit that already fought names both reasons
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is selected to fight
    And "Vanguard" is destroyed
    Then "Vanguard" is not eligible to fight, for exactly these reasons:
      | it has already been selected to fight this phase |
      | it is not on the battlefield                     |

  Scenario: 12.04 and Rules Appendix: a destroyed unit in the Pile In step, before the Fight step, is not eligible to fight
    Given it is the Pile In step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Boyz" is destroyed
    Then "Boyz" is not eligible to fight because it is not on the battlefield

  Scenario: 12.04 and 20.1: a destroyed unit outside the Fight phase, no longer engaged, names every reason
    Given a unit "Squad"
    And "Squad" is engaged
    And it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" is not eligible to fight, for exactly these reasons:
      | it is not the Fight phase                                                                           |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |
      | it is not on the battlefield                                                                        |

  Scenario: 12.04 and 18.02: an embarked unit is not eligible to fight
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Fight phase in battle round 2
    Then "Squad" is not eligible to fight, for exactly these reasons:
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |
      | it is not on the battlefield                                                                        |

  Scenario: 12.04 and 20.01: a unit in strategic reserves is not eligible to fight
    Given a unit "Squad"
    And "Squad" is in strategic reserves
    And it is player A's Fight phase in battle round 2
    Then "Squad" is not eligible to fight because it is not on the battlefield

  Scenario: 12.04: the TRANSPORT that carries it, engaged, is eligible to fight
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" is engaged
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Fight phase in battle round 2
    Then "Rhino" is eligible to fight

  # 12.05, 12.06: fight types

  Scenario: 12.06 and Rules Appendix: a destroyed unit cannot make an overrun fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Boyz" is destroyed
    Then "Boyz" cannot make an overrun fight because it is not eligible to fight
    And "Boyz" cannot make a normal fight

  Scenario: 12.06: a living unit whose enemies were all destroyed can make an overrun fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Boyz" is destroyed
    And "Grots" is destroyed
    And "Vanguard" is no longer engaged
    Then "Vanguard" can make an overrun fight
    And "Vanguard" cannot make a normal fight because it is not engaged

  Scenario: 12.05 and Rules Appendix: a unit that charged and was then destroyed makes no normal fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is destroyed
    Then "Vanguard" cannot make a normal fight, for exactly these reasons:
      | it is not eligible to fight |
      | it is not engaged           |

  Scenario: 12.06 and 20.01: a unit in strategic reserves cannot make an overrun fight
    Given a unit "Squad"
    And "Squad" is in strategic reserves
    And it is player A's Fight phase in battle round 2
    Then "Squad" cannot make an overrun fight because it is not eligible to fight

  # 20.1: selecting, and the step

  Scenario: 20.1: a destroyed unit cannot be selected to fight next, and the selection goes on
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is destroyed
    Then "Vanguard" cannot be selected to fight next because it is not on the battlefield
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 20.1: a destroyed unit cannot be selected to fight next, for exactly one reason (not two)
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is destroyed
    Then "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 20.1: once the last eligible unit of both players is destroyed, the Fight step has ended
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" fights
    And "Boyz" is destroyed
    Then "Boyz" is not eligible to fight because it is not on the battlefield
    And no unit can be selected to fight next

  # 12.08: consolidation

  Scenario: 12.08 and 03.01: a destroyed unit that fought makes no consolidation move
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is destroyed
    Then "Vanguard" cannot make a consolidation move because it is not on the battlefield

  Scenario: 12.08: a unit whose enemies were all destroyed may still consolidate
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Boyz" is destroyed
    Then "Vanguard" can make a consolidation move

  Scenario: 12.03 and 03.01: a destroyed unit makes no pile-in move
    Given it is the Pile In step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" is destroyed
    Then "Vanguard" cannot make a pile-in move because it is not on the battlefield
    And "Boyz" can make a pile-in move
