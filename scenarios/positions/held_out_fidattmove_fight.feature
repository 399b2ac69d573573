Feature: 19.01, 11.04, 12.03, 12.08, 15.11, 21.02: charges, fight moves, surges and Heroic Intervention move the leader too
  An attached unit is one unit (19.01): the leader's models move with its charge, pile-in,
  consolidation, surge and Heroic Intervention moves, and each clause of those moves that
  speaks of every model, each moved model or the unit is weighed over the leader's models as
  well. Bases are 1" across: two models whose centres are d apart are d - 1 apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"

  Scenario: 11.04: a charge move's table may take the leader into base contact with the target
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to:
      | model | x    | y  |
      | 1     | 16   | 10 |
      | 2     | 17.5 | 10 |
      | C     | 19   | 10 |
    Then "Squad" is engaged with "Boyz"
    And model C of "Captain" is in base contact with "Boyz"

  Scenario: 11.04: a charge by an offset moves the leader too and ends engaged through it
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" by (6, 0)

  Scenario: 11.04, read literally: a charge that leaves the leader where it stood has a model not ending closer
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    And the placement "bodyguard only" for "Squad":
      | model | x    | y  |
      | 1     | 16   | 10 |
      | 2     | 17.5 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to the placement "bodyguard only" because a model would not end closer to a charge target

  Scenario: 11.04, 03.01: the charge roll is the leader's maximum distance too: 6" exactly, not 6.001"
    Given it is player A's Charge phase in battle round 2
    # The Captain starts 6" from "Boyz"; (19, 10.11) is 6.001" from its start, 0.006" from "Boyz".
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    And the placement "six" for "Squad":
      | model | x    | y  |
      | 1     | 16   | 10 |
      | 2     | 17.5 | 10 |
      | C     | 19   | 10 |
    And the placement "six and a bit" for "Squad":
      | model | x    | y     |
      | 1     | 16   | 10    |
      | 2     | 17.5 | 10    |
      | C     | 19   | 10.11 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to the placement "six"
    And "Squad" cannot make a charge move against "Boyz" to the placement "six and a bit", for exactly these reasons:
      | a model would move farther than its maximum distance |

  Scenario: 11.04: a charge whose leader ends engaged with an enemy unit it did not declare against is refused
    # After the move the Captain (19, 10) is 1.746" from "Grots"; the bodyguard is not engaged with it.
    Given a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit    | model | x    | y    |
      | Squad   | 1     | 10   | 10   |
      | Squad   | 2     | 11.5 | 10   |
      | Captain | C     | 13   | 10   |
      | Boyz    | 1     | 20   | 10   |
      | Grots   | 1     | 20.5 | 12.3 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" by (6, 0) because it would be engaged with an enemy unit that is not a charge target
    And "Squad" can make a charge move against "Boyz" and "Grots" by (6, 0)

  Scenario: 12.03: an engaged attached unit piles in with its leader, which ends closer to the target
    # Model 1 touches "Boyz"; the Captain, 3" away, ends 1.915" away.
    Given it is player A's Fight phase
    And the positions:
      | unit    | model | x    | y    |
      | Squad   | 1     | 11   | 10   |
      | Squad   | 2     | 9.5  | 10   |
      | Captain | C     | 8    | 10   |
      | Boyz    | 1     | 12   | 10   |
    When "Squad" makes a pile-in move to:
      | model | x   | y    |
      | C     | 9.5 | 11.5 |
    Then model C of "Captain" is at (9.5, 11.5)
    And "Captain" is engaged with "Boyz"

  Scenario: 12.03: a leader's model moved away from the pile-in target does not end closer to it
    Given it is player A's Fight phase
    And the positions:
      | unit    | model | x    | y    |
      | Squad   | 1     | 11   | 10   |
      | Squad   | 2     | 9.5  | 10   |
      | Captain | C     | 8    | 10   |
      | Boyz    | 1     | 12   | 10   |
    And the placement "back" for "Squad":
      | model | x | y  |
      | C     | 7 | 10 |
    Then "Squad" cannot make a pile-in move to the placement "back", for exactly these reasons:
      | a model would not end closer to its closest pile-in target |

  Scenario: 12.03: a leader in base contact with an enemy model does not move in a pile-in
    Given it is player A's Fight phase
    And the positions:
      | unit    | model | x    | y    |
      | Squad   | 1     | 9.5  | 10   |
      | Squad   | 2     | 8    | 10   |
      | Captain | C     | 11   | 10   |
      | Boyz    | 1     | 12   | 10   |
    Then "Squad" cannot make a pile-in move by (0, 0.5) because a model in base contact with an enemy model would move
    And "Squad" can make a pile-in move to:
      | model | x   | y    |
      | 2     | 9.5 | 11.5 |

  Scenario: 12.03: the leader's model piles in 3" and no farther
    Given it is player A's Fight phase
    And the positions:
      | unit    | model | x    | y    |
      | Squad   | 1     | 11   | 10   |
      | Squad   | 2     | 9.5  | 10   |
      | Captain | C     | 8    | 10   |
      | Boyz    | 1     | 12   | 10   |
    And the placement "three" for "Squad":
      | model | x    | y    |
      | C     | 10.4 | 11.8 |
    And the placement "over three" for "Squad":
      | model | x     | y    |
      | C     | 10.41 | 11.8 |
    Then "Squad" can make a pile-in move to the placement "three"
    And "Squad" cannot make a pile-in move to the placement "over three" because a model would move farther than its maximum distance

  Scenario: 12.08: an Engaging Consolidation by an offset ends engaged through the moved leader
    # The Captain starts 2.5" from "Boyz" (within 3") and ends 1.5" away; the bodyguard 3" away.
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" made a charge move this turn
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 16.5 | 10 |
    When "Squad" makes a consolidation move against "Boyz" by (1, 0)
    Then "Squad" is engaged with "Boyz"
    And model C of "Captain" is at (14, 10)

  Scenario: 12.08: an Engaging Consolidation that leaves the leader behind must still end engaged
    Given it is the Consolidate step of player A's Fight phase
    And "Squad" made a charge move this turn
    And "Squad" has been selected to fight this phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 16.5 | 10 |
    And the placement "bodyguard only" for "Squad":
      | model | x    | y  |
      | 1     | 11   | 11 |
      | 2     | 12.5 | 11 |
    Then "Squad" cannot make a consolidation move against "Boyz" to the placement "bodyguard only" because it would not be engaged with every selected enemy unit

  Scenario: 21.02: a surge by an offset moves the leader towards the surge target
    Given it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    When "Squad" makes a surge move of up to 3" by (3, 0)
    Then model C of "Captain" is at (16, 10)
    And model 1 of "Squad" is at (13, 10)

  Scenario: 21.02: the leader's model may not end farther from the surge target
    Given it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    And the placement "away" for "Squad":
      | model | x  | y    |
      | C     | 12 | 11.5 |
    Then "Squad" cannot make a surge move to the placement "away", for exactly these reasons:
      | a model would end farther from the surge target |

  Scenario: 21.02: a surge whose table leaves the leader where it stands keeps it no farther
    Given it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    When "Squad" makes a surge move of up to 3" to:
      | model | x    | y    |
      | 1     | 12.5 | 11.5 |
    Then model C of "Captain" is at (13, 10)
    And "Squad" is in coherency

  Scenario: 15.11: Heroic Intervention's charge move takes the leader into base contact
    Given player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Captain" to:
      | model | x    | y  |
      | 1     | 16   | 10 |
      | 2     | 17.5 | 10 |
      | C     | 19   | 10 |
    Then player A used the "Heroic Intervention" stratagem
    And "Squad" is engaged with "Boyz"
    And model C of "Captain" is in base contact with "Boyz"

  Scenario: 21.02, 19.6: a surge query may name neither a distance nor a target
    Given it is player A's Shooting phase in battle round 2
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Squad   | 2     | 11.5 | 10 |
      | Captain | C     | 13   | 10 |
      | Boyz    | 1     | 20   | 10 |
    Then "Squad" can make a surge move by (3, 0)
    And "Squad" can make a surge move of up to 3" by (3, 0)
    And "Squad" cannot make a surge move of up to 2.999" by (3, 0) because a model would move farther than its maximum distance
