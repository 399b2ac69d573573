Feature: 20.03, 20.04, 23.02, 24.09 Datasheet units arriving: AIRCRAFT, Rapid Ingress of a TRANSPORT, first-round arrivals
  Real datasheets in the situations a player meets: an AIRCRAFT makes only ingress moves, a
  TRANSPORT brought in by Rapid Ingress carries its passengers out of reserves but they disembark
  only in their own Movement phase, and a unit that arrives keeps its datasheet's OC.

  Scenario: A Valkyrie on the battlefield makes no surge and no normal move
    Given it is player A's Movement phase in battle round 2
    And a unit "Valkyrie" from the datasheet "Valkyrie"
    Then "Valkyrie" cannot make a surge move, for exactly these reasons:
      | it is an AIRCRAFT unit |
    And "Valkyrie" cannot make a normal move because it is an AIRCRAFT unit

  Scenario: Rapid Ingress brings a Rhino in at the end of the opponent's Movement phase; its passengers cannot disembark then
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Rhino"
    Then "Intercessors" is not in strategic reserves
    And "Intercessors" cannot make a disembark move, for exactly these reasons:
      | it is not its player's Movement phase |

  Scenario: Rapid Ingress cannot target the passengers of a Rhino in reserves
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Intercessors"

  Scenario: A first-round arrival with Deep Strike may be set up in the opponent's zone in round 1
    Given it is player A's Movement phase in battle round 1
    And a unit "Terminators" from the datasheet "Terminator Squad"
    And "Terminators" is in strategic reserves
    And "Terminators" has the Deep Strike ability
    And a rule lets "Terminators" arrive in the first battle round
    Then "Terminators" can make an ingress move into player B's deployment zone

  Scenario: A first-round arrival without Deep Strike is held out of the opponent's zone
    Given it is player A's Movement phase in battle round 1
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    And a rule lets "Intercessors" arrive in the first battle round
    Then "Intercessors" cannot make an ingress move into player B's deployment zone, for exactly these reasons:
      | it cannot be set up within its opponent's deployment zone before the third battle round |

  Scenario: Fenrisian Wolves arrive and still cannot start an Action: OC 0
    Given it is player A's Movement phase in battle round 2
    And a unit "Wolves" from the datasheet "Fenrisian Wolves"
    And "Wolves" is in strategic reserves
    And the Action "Deploy Device":
      | UNITS  | any unit |
      | STARTS | Movement phase |
    When "Wolves" makes an ingress move
    Then "Wolves" cannot start the "Deploy Device" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: Intercessors arriving from strategic reserves can start the Action
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    And the Action "Deploy Device":
      | UNITS  | any unit |
      | STARTS | Movement phase |
    When "Intercessors" makes an ingress move
    Then "Intercessors" can start the "Deploy Device" Action
