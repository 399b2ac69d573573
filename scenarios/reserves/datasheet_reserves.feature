Feature: 20.01-20.04, 23.02, 24.09 Datasheet units in strategic reserves
  Real datasheets in reserves: a TRANSPORT's passengers share its reserves and its fate, an
  attached unit arrives as one unit, an AIRCRAFT TRANSPORT leaves with its passengers.

  Scenario: A Rhino in strategic reserves carries its passengers into strategic reserves
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    Then "Intercessors" is in strategic reserves
    And "Intercessors" cannot make an ingress move, for exactly these reasons:
      | it is embarked within a TRANSPORT in strategic reserves |
    And "Rhino" can make an ingress move

  Scenario: After the Rhino's ingress move its passengers are no longer in strategic reserves and disembark rapidly
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When "Rhino" makes an ingress move
    Then "Intercessors" is not in strategic reserves
    And "Intercessors" can make a disembark move using Rapid Disembark
    And "Intercessors" cannot make a disembark move using Tactical Disembark

  Scenario: Passengers of a Rhino that arrived are not destroyed at the end of battle round 3
    Given it is player A's Movement phase in battle round 3
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" made an ingress move earlier in the battle
    And "Intercessors" is embarked within "Rhino"
    When the game advances to the start of battle round 4
    Then "Intercessors" is not destroyed
    And "Intercessors" is embarked within "Rhino"

  Scenario: A Rhino that never arrived is destroyed at the end of battle round 3, and its passengers with it
    Given it is player B's Shooting phase in battle round 3
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When the game advances to the start of battle round 4
    Then "Rhino" is destroyed
    And "Intercessors" is destroyed

  Scenario: Terminators with Deep Strike arrive in the opponent's deployment zone in round 2
    Given it is player A's Movement phase in battle round 2
    And a unit "Terminators" from the datasheet "Terminator Squad"
    And "Terminators" has the Deep Strike ability
    And "Terminators" is in strategic reserves
    Then "Terminators" can make an ingress move into player B's deployment zone

  Scenario: Intercessors without Deep Strike cannot, in round 2
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    Then "Intercessors" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: An attached unit that arrived makes no normal move this phase, whichever name is asked
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" is in strategic reserves
    When "Captain" makes an ingress move
    Then "Intercessors" is not in strategic reserves
    And "Intercessors" cannot make a normal move because it made an ingress move and the next Charge phase has not started
    And "Captain" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: A Valkyrie goes into strategic reserves at the end of the opponent's turn, taking its passengers
    Given it is player B's Shooting phase in battle round 2
    And a unit "Valkyrie" from the datasheet "Valkyrie"
    And a unit "Guard" from the datasheet "Intercessor Squad"
    And "Guard" is embarked within "Valkyrie"
    When the game advances to player A's Command phase
    Then "Valkyrie" is in strategic reserves
    And "Guard" is in strategic reserves
    And "Guard" is embarked within "Valkyrie"

  Scenario: A Valkyrie in reserves in round 1 cannot arrive
    Given it is player A's Movement phase in battle round 1
    And a unit "Valkyrie" from the datasheet "Valkyrie"
    And "Valkyrie" is in strategic reserves
    Then "Valkyrie" cannot make an ingress move because it is the first battle round

  Scenario: A roster's Captain and his squad in strategic reserves, arriving in round 2
    Given player A's army from the roster "../datasheets/rosters/ultramarines_gw_app.txt"
    And it is player A's Movement phase in battle round 2
    And "Intercessor Squad" is in strategic reserves
    When "Captain" makes an ingress move
    Then "Intercessor Squad" is not in strategic reserves
    And "Captain" has a starting strength of 6
    And "Intercessor Squad 3" is not in strategic reserves

  Scenario: Passengers of a Valkyrie that went back into reserves are spared at the end of round 3: it arrived by an ingress move
    Given it is player B's Shooting phase in battle round 3
    And a unit "Valkyrie" from the datasheet "Valkyrie"
    And "Valkyrie" made an ingress move earlier in the battle
    And a unit "Guard" from the datasheet "Intercessor Squad"
    And "Guard" is embarked within "Valkyrie"
    When the game advances to the start of battle round 4
    Then "Valkyrie" is not destroyed
    And "Valkyrie" is in strategic reserves
    And "Guard" is not destroyed
    And "Guard" is embarked within "Valkyrie"

  Scenario: A Drop Pod's passengers, in reserves with it, cannot arrive in round 1
    Given it is player A's Movement phase in battle round 1
    And a unit "Pod" from the datasheet "Drop Pod"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Pod" is in strategic reserves
    And "Intercessors" is embarked within "Pod"
    Then "Pod" cannot make an ingress move because it is the first battle round
    And "Intercessors" cannot make an ingress move, for exactly these reasons:
      | it is embarked within a TRANSPORT in strategic reserves |
      | it is the first battle round |
