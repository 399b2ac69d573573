Feature: Held-out questions on units no longer on the battlefield: embarking, shooting, moving, charging, Actions
  Embarking (18.02) removes the unit's models from the battlefield after its normal, advance or
  fall-back move: a unit destroyed after its move, or one already off the battlefield, cannot
  embark (`it is not on the battlefield`). A unit that is not on the battlefield is not selected
  to shoot (10.02), makes no move (03.01), declares no charge (11.02), makes no surge move
  (21.02) and cannot start an Action (16.01).

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"

  Scenario: 18.02 and Rules Appendix: a unit destroyed after its normal move cannot embark
    Given it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move
    And "Squad" is destroyed
    Then "Squad" cannot embark within "Rhino" because it is not on the battlefield

  Scenario: 18.02: the same unit, not destroyed, can embark after its normal move
    Given it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move
    Then "Squad" can embark within "Rhino"

  Scenario: 18.02 and Rules Appendix: a unit destroyed after its fall-back move cannot embark, for exactly one reason
    Given "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a fall-back move
    And "Squad" is destroyed
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 18.02 and Rules Appendix: a destroyed unit that never moved names both reasons
    Given it is player A's Movement phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it is not on the battlefield                                   |
      | it has not made a normal, advance or fall-back move this phase |

  Scenario: 18.02 and 20.01: a unit in strategic reserves cannot embark
    Given "Squad" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | it is not on the battlefield                                   |
      | it has not made a normal, advance or fall-back move this phase |

  Scenario: 18.02: a unit that embarked cannot embark again in another TRANSPORT
    Given a unit "Razorback"
    And "Razorback" has the keyword TRANSPORT
    And it is player A's Movement phase in battle round 2
    When "Squad" makes an advance move and embarks within "Rhino"
    Then "Squad" cannot embark within "Razorback" because it is not on the battlefield

  Scenario: 18.02 and 18.05: a unit that made an emergency disembark is on the battlefield, but was set up this turn
    Given "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" cannot embark within "Rhino"

  # 10.02: shooting

  Scenario: 10.02 and Rules Appendix: a destroyed unit is not eligible to shoot
    Given it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" is not eligible to shoot because it is not on the battlefield

  Scenario: 10.02: an embarked unit is not eligible to shoot
    Given "Squad" is embarked within "Rhino"
    And it is player A's Shooting phase in battle round 2
    Then "Squad" is not eligible to shoot because it is not on the battlefield

  Scenario: 10.02: a destroyed unit that already shot names both reasons
    Given it is player A's Shooting phase in battle round 2
    When "Squad" shoots
    And "Squad" is destroyed
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | it is not on the battlefield                      |
      | it has already been selected to shoot this phase |

  # 11.02: declaring a charge

  Scenario: 11.02: a unit in strategic reserves is not eligible to declare a charge
    Given "Squad" is in strategic reserves
    And it is player A's Charge phase in battle round 2
    Then "Squad" is not eligible to declare a charge because it is not on the battlefield

  Scenario: 11.02: a unit destroyed after declaring its charge makes no charge move
    Given a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    When "Squad" declares a charge
    And "Squad" is destroyed
    Then "Squad" cannot make a charge move because it is not on the battlefield

  # 03.01, 09.05-09.07, 21.02: moves

  Scenario: 09.05 and 18.02: an embarked unit makes no normal move
    Given "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    Then "Squad" cannot make a normal move because it is not on the battlefield
    And "Squad" cannot make an advance move because it is not on the battlefield

  Scenario: 09.07: a destroyed unit that was engaged makes no fall-back move
    Given "Squad" is engaged
    And it is player A's Movement phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" cannot make a fall-back move because it is not on the battlefield

  Scenario: 21.02: a unit in strategic reserves makes no surge move
    Given "Squad" is in strategic reserves
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot make a surge move because it is not on the battlefield

  Scenario: 21.02: a destroyed unit makes no surge move
    Given it is player B's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then "Squad" cannot make a surge move because it is not on the battlefield

  # 16.01: Actions

  Scenario: 16.01: a unit in strategic reserves cannot start an Action
    Given the Action "Task":
      | STARTS | your Shooting phase |
    And "Squad" is in strategic reserves
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield

  Scenario: 16.01: an Action ends when its unit embarks
    Given the Action "Task":
      | STARTS | your Movement phase |
    And it is player A's Movement phase in battle round 2
    When "Squad" starts the "Task" Action
    And "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is not performing the "Task" Action

  # Properties: every unit off the battlefield

  Scenario: No unit that is off the battlefield can embark, whatever it moved this phase
    Given any unit "Other"
    And any moment
    And "Other" belongs to player A
    And "Other" is off the battlefield
    Then "Other" cannot embark within "Rhino" because it is not on the battlefield

  Scenario: No unit that is off the battlefield is eligible to fight
    Given any unit "Other"
    And any moment
    And "Other" is off the battlefield
    Then "Other" is not eligible to fight because it is not on the battlefield
