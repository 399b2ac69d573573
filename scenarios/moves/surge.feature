Feature: 21.02 Surge moves: who may surge, and what a surge does
  A rule that grants a surge move triggers; the unit is eligible if it is not battle-shocked, is
  unengaged and has not moved this phase (every move type counts, set-up moves too; remaining
  stationary does not). The phase is not weighed. It ends unengaged unless the step says
  otherwise, cannot move again this phase, and makes an Action it is performing fail (16.01).

  Background:
    Given a unit "Hounds"
    And it is player B's Shooting phase in battle round 2

  Scenario: 21.02: an unengaged unit that has not moved this phase may surge
    Then "Hounds" can make a surge move

  Scenario: 21.02: a battle-shocked unit cannot surge
    Given "Hounds" is battle-shocked
    Then "Hounds" cannot make a surge move because it is battle-shocked

  Scenario: 21.02: an engaged unit cannot surge
    Given "Hounds" is engaged
    Then "Hounds" cannot make a surge move, for exactly these reasons:
      | it is engaged |

  Scenario: 21.02, 23.02: an AIRCRAFT unit cannot surge, even engaged only with AIRCRAFT
    Given "Hounds" has the keywords AIRCRAFT, FLY
    And "Hounds" is engaged only with AIRCRAFT units
    Then "Hounds" cannot make a surge move, for exactly these reasons:
      | it is engaged          |
      | it is an AIRCRAFT unit |

  Scenario: 21.02: a unit off the battlefield cannot surge
    Given "Hounds" is off the battlefield
    Then "Hounds" cannot make a surge move because it is not on the battlefield

  Scenario: 21.02: a unit that moved this phase cannot surge
    Given "Hounds" made a normal move this phase
    Then "Hounds" cannot make a surge move because it has moved this phase

  Scenario: 21.02: a set-up move counts as moving this phase
    Given it is player A's Movement phase in battle round 2
    And "Hounds" is in strategic reserves
    When "Hounds" makes an ingress move
    Then "Hounds" cannot make a surge move because it has moved this phase

  Scenario: 21.02: remaining stationary is not moving
    Given "Hounds" remained stationary this phase
    Then "Hounds" can make a surge move

  Scenario: 21.02: a move made in an earlier phase of the turn does not count
    Given "Hounds" made a normal move this turn
    Then "Hounds" can make a surge move

  Scenario: 21.02: after a surge, no further move this phase, for both reasons
    When "Hounds" makes a surge move
    Then "Hounds" is not engaged
    And "Hounds" cannot make a surge move, for exactly these reasons:
      | it has moved this phase         |
      | it made a surge move this phase |
    And "Hounds" cannot make a normal move because it made a surge move this phase

  Scenario: 21.02: a surge may end engaged when the step says so
    When "Hounds" makes a surge move that ends engaged
    Then "Hounds" is engaged

  Scenario: 16.01: a surge move makes the Action in progress fail
    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase          |
      | COMPLETES | the end of your opponent's turn |
    And it is player A's Shooting phase in battle round 2
    When "Hounds" starts the "Hold the Line" Action
    And the game advances to player B's Shooting phase
    And "Hounds" makes a surge move
    And the game advances to the end of the turn
    Then "Hounds" does not complete the "Hold the Line" Action

  Scenario Outline: 21.02: a move stated "this turn" was made in its own phase, so in that phase the unit has moved this phase
    Given it is player A's <phase> phase in battle round 2
    And "Hounds" made <move> this turn
    Then "Hounds" cannot make a surge move because it has moved this phase

    Examples:
      | phase    | move                 |
      | Movement | a normal move        |
      | Movement | an advance move      |
      | Movement | a fall-back move     |
      | Charge   | a charge move        |
      | Fight    | a pile-in move       |
      | Fight    | a consolidation move |
      | Movement | a disembark move     |
      | Movement | an ingress move      |

  Scenario: 21.02: a surge bars further moves only in its own phase
    When "Hounds" makes a surge move
    And the game advances to player B's Charge phase
    Then "Hounds" can make a surge move
