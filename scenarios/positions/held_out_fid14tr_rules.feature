Feature: 18.1-18.3 with 18.02, 18.04, 20.04, 21.02, 23.02, 12.04 Held-out: rules that change transports, arrivals and surges, on a measured board
  Every base is 1" across except the Rhino's (2"). Two 1" bases whose centres are d apart are
  d - 1 apart; a Squad model centred d from the Rhino's centre is wholly within 3" of it up to
  d = 3.5 and within 3" of it up to d = 4.5.

  Background:
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" for player A
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And "Rhino" has a 2" base
    And "Rhino" has 1 model left
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And "Squad" has 2 models left
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases

  Scenario: 18.3 item 1, 20.04: a rule lifts the deployment-zone bar for a measured set-up in battle round 2
    Given player A has a rule "Forward Drop" that lets it make an ingress move even though it cannot be set up within its opponent's deployment zone before the third battle round
    And player B's deployment zone is the rectangle from (0, 36) to (60, 44)
    And "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 10 |
      | Boyz  | 10 | 30 |
    When "Squad" makes an ingress move to:
      | model | x  | y    |
      | 1     | 40 | 43.5 |
      | 2     | 41 | 43.5 |
    Then "Squad" is within player B's deployment zone

  Scenario: 18.3 item 1, 20.04: the lift leaves the arrival distance standing
    Given player A has a rule "Forward Drop" that lets it make an ingress move even though it cannot be set up within its opponent's deployment zone before the third battle round
    And player B's deployment zone is the rectangle from (0, 36) to (60, 44)
    And "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y    |
      | Rhino | 10 | 10   |
      | Boyz  | 40 | 34.5 |
    And the placement "drop" for "Squad":
      | model | x  | y    |
      | 1     | 40 | 43.5 |
      | 2     | 41 | 43.5 |
    Then "Squad" cannot make an ingress move to the placement "drop", for exactly these reasons:
      | a model would be set up too close to an enemy unit |

  Scenario: 18.2 add a bar: a rule forbids a unit beside its TRANSPORT to embark
    Given "Squad" has an ability "Too Bulky" that forbids it to embark
    And "Squad" made a normal move this phase
    And the positions:
      | unit  | model | x    | y  |
      | Rhino | 1     | 30   | 22 |
      | Squad | 1     | 33.5 | 22 |
      | Squad | 2     | 34.5 | 22 |
      | Boyz  | 1     | 50   | 22 |
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | "Too Bulky" forbids it |

  Scenario: 18.2 counts as: a unit that counts as set up this turn cannot embark
    Given "Squad" has an ability "Teleported" that makes it count as having been set up on the battlefield this turn
    And "Squad" made a normal move this phase
    And the positions:
      | unit  | model | x    | y  |
      | Rhino | 1     | 30   | 22 |
      | Squad | 1     | 33.5 | 22 |
      | Squad | 2     | 34.5 | 22 |
      | Boyz  | 1     | 50   | 22 |
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: 18.3 item 1 (app FAQ data 912): a rule lets a unit that disembarked this turn embark again
    Given "Squad" has an ability "Aerialists" that lets it embark even though it was set up on the battlefield this turn
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    And the placement "back" for "Squad":
      | model | x    | y  |
      | 1     | 31.5 | 23 |
      | 2     | 32.5 | 23 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "back"
    Then "Squad" can embark within "Rhino"

  Scenario: 18.3 item 1: the same lift does not let a unit embark from more than 3" away
    Given "Squad" has an ability "Aerialists" that lets it embark even though it was set up on the battlefield this turn
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 33.5 | 22 |
      | 2     | 32.5 | 22 |
    And the placement "away" for "Squad":
      | model | x    | y  |
      | 1     | 38.5 | 22 |
      | 2     | 37.5 | 22 |
    When "Squad" makes a disembark move to the placement "out" followed by a normal move to the placement "away"
    Then "Squad" cannot embark within "Rhino", for exactly these reasons:
      | a model is too far from the TRANSPORT to embark |

  Scenario: 18.3 item 1, 18.04: a lift of the advance bar leaves Combat Disembark as the only mode
    Given "Squad" has an ability "Grav Chutes" that lets it make a disembark move even though its TRANSPORT made an advance or fall-back move this phase
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 45.5 | 22 |
      | 2     | 44.5 | 22 |
    When "Rhino" makes an advance move to (40, 22)
    Then "Squad" can make a disembark move using Combat Disembark to the placement "out"
    When "Squad" makes a disembark move using Combat Disembark to the placement "out"
    Then "Squad" disembarked using Combat Disembark
    And "Squad" is battle-shocked

  Scenario: 18.3 item 1: without the lift the same disembark is refused for the advance alone
    Given "Squad" is embarked within "Rhino"
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 10 | 22 |
    And the placement "out" for "Squad":
      | model | x    | y  |
      | 1     | 45.5 | 22 |
      | 2     | 44.5 | 22 |
    When "Rhino" makes an advance move to (40, 22)
    Then "Squad" cannot make a disembark move using Combat Disembark to the placement "out", for exactly these reasons:
      | its TRANSPORT made an advance or fall-back move this phase |

  Scenario: 18.3 item 1, 09.02: lifting the ingress lock leaves "already selected to move" in the same phase
    Given "Squad" has an ability "Hit and Run" that lets it make a normal move even though it made an ingress move and the next Charge phase has not started
    And "Squad" is in strategic reserves
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 22 |
      | Boyz  | 30 | 30 |
    When "Squad" makes an ingress move to:
      | model | x  | y |
      | 1     | 30 | 1 |
      | 2     | 31 | 1 |
    Then "Squad" cannot make a normal move, for exactly these reasons:
      | it has already been selected to move this phase |

  Scenario: 18.2 add a bar: a rule forbids a unit to surge
    Given "Squad" has an ability "Steady" that forbids it to make a surge move
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 10 |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Boyz  | 1     | 30 | 26 |
    Then "Squad" cannot make a surge move, for exactly these reasons:
      | "Steady" forbids it |

  Scenario: 18.3 item 1, 21.02: a rule lets a battle-shocked unit surge, and the surge still measures
    Given "Squad" has an ability "Frenzy" that lets it make a surge move even though it is battle-shocked
    And "Squad" is battle-shocked
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 10 |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Boyz  | 1     | 30 | 26 |
    And the placement "back" for "Squad":
      | model | x  | y  |
      | 1     | 30 | 20 |
      | 2     | 31 | 20 |
    Then "Squad" can make a surge move
    And "Squad" cannot make a surge move to the placement "back" because a model would end farther from the surge target

  Scenario: 21.02, 12.04-12.06: a unit that surges into combat in the Fight step may fight but not pile in
    Given it is the Fight step of player B's Fight phase
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 10 |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Boyz  | 1     | 30 | 26 |
    And "Squad" was not engaged at the start of the Fight step
    When "Squad" makes a surge move to:
      | model | x  | y  |
      | 1     | 30 | 24 |
      | 2     | 31 | 24 |
    Then "Squad" is eligible to fight
    And "Squad" can make a normal fight
    And "Squad" can make an overrun fight
    And "Squad" cannot make a pile-in move because it made a surge move this phase

  Scenario: 21.02, 23.02: a FLYING unit's surge target may be a closer AIRCRAFT unit
    Given a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has a 25.4mm base
    And "Squad" has the keywords INFANTRY, FLY
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 10 |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Boyz  | 1     | 30 | 28 |
      | Jet   | 1     | 30 | 18 |
    And the placement "on" for "Squad":
      | model | x  | y  |
      | 1     | 30 | 24 |
      | 2     | 31 | 24 |
    Then the closest enemy unit to "Squad" is "Jet"
    And "Squad" cannot make a surge move against "Boyz" to the placement "on" because its surge target is not the closest enemy unit

  Scenario: 21.02, 23.02: a unit engaged only with an AIRCRAFT unit still cannot surge
    Given a unit "Jet" for player B
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And "Jet" has a 25.4mm base
    And the positions:
      | unit  | model | x  | y  |
      | Rhino | 1     | 10 | 10 |
      | Squad | 1     | 30 | 22 |
      | Squad | 2     | 31 | 22 |
      | Boyz  | 1     | 30 | 30 |
      | Jet   | 1     | 30 | 20 |
    Then "Squad" is engaged with "Jet"
    And "Squad" can make a normal move
    And "Squad" cannot make a surge move, for exactly these reasons:
      | it is engaged |

  Scenario: 15.07, 20.04, 21.02: after Rapid Ingress, the unit may not surge in the opponent's Shooting phase but may in their Fight phase
    Given it is player B's Movement phase in battle round 2
    And "Squad" is in strategic reserves
    And player A has 1 CP
    And the positions:
      | unit  | x  | y  |
      | Rhino | 10 | 10 |
      | Boyz  | 30 | 30 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Squad" to:
      | model | x  | y    |
      | 1     | 30 | 43.5 |
      | 2     | 31 | 43.5 |
    And the game advances to player B's Shooting phase
    Then "Squad" cannot make a surge move because it made an ingress move and the next Charge phase has not started
    When the game advances to player B's Fight phase
    Then "Squad" can make a surge move

  Scenario: 20.04: at the end of battle round 3, a unit still inside a TRANSPORT that arrived is not destroyed
    Given it is player A's Movement phase in battle round 3
    And "Rhino" is in strategic reserves
    And "Squad" is embarked within "Rhino"
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 30 |
    When "Rhino" makes an ingress move to (30, 1.5)
    And the game advances to the end of battle round 3
    Then "Squad" is not destroyed
    And "Squad" is embarked within "Rhino"
    And "Squad" is not in strategic reserves
