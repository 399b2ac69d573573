Feature: 15.07, 20.02-20.04 A tournament organiser's strategic reserves questions, on real datasheets
  Arriving from round 2 and not in the opponent's zone before round 3, what an arrived unit may
  do this turn and what it may not until the next Charge phase, repositioned units keeping this
  turn's moves and battle-shock, and who is destroyed at the end of battle round 3.

  Scenario: 20.04, 16.01: Units in a Rhino in strategic reserves cannot start an Action; the Rhino cannot arrive in the opponent's zone in round 2
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    And the Action "Plant Beacon":
      | STARTS | your Movement phase |
    Then "Rhino" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round
    And "Intercessors" cannot start the "Plant Beacon" Action because it is not on the battlefield

  Scenario: 20.04: In battle round 3 the Rhino may arrive in the opponent's zone
    Given it is player A's Movement phase in battle round 3
    And a unit "Rhino" from the datasheet "Rhino"
    And "Rhino" is in strategic reserves
    Then "Rhino" can make an ingress move into player B's deployment zone

  Scenario: 20.02, 16.01: A repositioned unit that advanced this turn and arrives still made an advance move: no Action
    Given it is player A's Movement phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made an advance move this phase
    And "Intercessors" is in strategic reserves
    And "Intercessors" is a repositioned unit
    When "Intercessors" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Intercessors" cannot start the "Plant Beacon" Action because it made an advance move this turn

  Scenario: 20.04, 16.01: A non-repositioned unit arriving may start an Action
    Given it is player A's Movement phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    When "Intercessors" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Intercessors" can start the "Plant Beacon" Action

  Scenario: 20.02, 20.04: A repositioned unit still in reserves at the end of round 3 survives; a reserve that never arrived does not
    Given it is player B's Shooting phase in battle round 3
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And a unit "Terminators" from the datasheet "Terminator Squad"
    And "Intercessors" is in strategic reserves
    And "Intercessors" is a repositioned unit
    And "Terminators" is in strategic reserves
    When the game advances to the start of battle round 4
    Then "Intercessors" is not destroyed
    And "Terminators" is destroyed

  Scenario: 20.04, 11.01: An arrived unit may declare a charge in that turn's Charge phase
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    When "Intercessors" makes an ingress move
    And the game advances to player A's Charge phase
    Then "Intercessors" is eligible to declare a charge

  Scenario: 20.02: A repositioned unit battle-shocked when removed is still battle-shocked after its ingress
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is battle-shocked
    And "Intercessors" is in strategic reserves
    And "Intercessors" is a repositioned unit
    When "Intercessors" makes an ingress move
    Then "Intercessors" is battle-shocked

  Scenario: 20.04: A unit that arrived earlier and went back to reserves survives the end of round 3
    Given it is player B's Shooting phase in battle round 3
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made an ingress move earlier in the battle
    And "Intercessors" is in strategic reserves
    When the game advances to the start of battle round 4
    Then "Intercessors" is not destroyed

  Scenario: 20.04: Passengers of a Rhino that started on the battlefield are not destroyed at the end of round 3
    Given it is player B's Shooting phase in battle round 3
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is embarked within "Rhino"
    When the game advances to the start of battle round 4
    Then "Intercessors" is not destroyed
    And "Intercessors" is embarked within "Rhino"

  Scenario: 20.04: A reserve unit at the end of round 2 is not destroyed yet
    Given it is player B's Shooting phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    When the game advances to the start of battle round 3
    Then "Intercessors" is not destroyed
    And "Intercessors" is in strategic reserves

  Scenario: 20.04, 18.02: A unit that arrived this turn cannot embark; next turn it can
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    When "Intercessors" makes an ingress move
    Then "Intercessors" cannot embark within "Rhino", for exactly these reasons:
      | it has not made a normal, advance or fall-back move this phase |
      | it was set up on the battlefield this turn |
    When the game advances to the start of battle round 3
    And the game advances to player A's Movement phase
    And "Intercessors" makes a normal move and embarks within "Rhino"
    Then "Intercessors" is embarked within "Rhino"

  Scenario: 15.07, 18.03: A Rhino that arrived by Rapid Ingress in the opponent's turn: its passengers cannot disembark then
    Given it is player B's Movement phase in battle round 2
    And player A has 1 CP
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Rhino"
    Then "Intercessors" is not in strategic reserves
    And "Intercessors" cannot make a disembark move because it is not its player's Movement phase

  Scenario: 15.07, 18.04:  and in its own Movement phase they disembark Tactically if the Rhino has not moved
    Given it is player B's Movement phase in battle round 2
    And player A has 1 CP
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Rhino"
    And the game advances to the start of battle round 3
    And the game advances to player A's Movement phase
    And "Intercessors" makes a disembark move
    Then "Intercessors" disembarked using Tactical Disembark

  Scenario: 20.04, 21.02, 09.02: An arrived unit cannot surge in the same phase
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    When "Intercessors" makes an ingress move
    Then "Intercessors" cannot make a surge move, for exactly these reasons:
      | it has moved this phase |
      | it has already been selected to move this phase |
      | it made an ingress move and the next Charge phase has not started |

  Scenario: 15.07, 20.04, 21.02: A unit that arrived by Rapid Ingress cannot surge in the opponent's Shooting phase: their Charge phase has not started
    Given it is player B's Movement phase in battle round 2
    And player A has 1 CP
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Intercessors"
    And the game advances to player B's Shooting phase
    Then "Intercessors" cannot make a surge move because it made an ingress move and the next Charge phase has not started

  Scenario: 20.03, 20.04: a rule lets a unit arrive in round 1, but not in the opponent's deployment zone
    Given it is player A's Movement phase in battle round 1
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    And a rule lets "Intercessors" arrive in the first battle round
    Then "Intercessors" can make an ingress move
    And "Intercessors" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 20.01, 18.02: a unit in strategic reserves is not eligible to shoot and cannot embark
    Given it is player A's Shooting phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" is in strategic reserves
    Then "Intercessors" is not eligible to shoot because it is not on the battlefield
    And "Intercessors" cannot embark within "Rhino" because it has not made a normal, advance or fall-back move this phase

  Scenario: 18.04.01, 20.04: after the Rhino's ingress its passengers disembark rapidly; the Rhino makes no other move, the passengers no ingress
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Rhino" is in strategic reserves
    And "Intercessors" is embarked within "Rhino"
    When "Rhino" makes an ingress move
    And "Intercessors" makes a disembark move
    Then "Intercessors" disembarked using Rapid Disembark
    And "Rhino" cannot make a normal move because it made an ingress move and the next Charge phase has not started
    And "Intercessors" cannot make an ingress move because it is not in strategic reserves
