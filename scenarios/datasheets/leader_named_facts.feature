Feature: 19.01 What a Given states of either name is the attached unit's
  An attached unit is one unit for every rule (19.01), and either name refers to the whole of it
  (contract §11, §14) except in the per-part phrases (models left, OC, Ld, W, abilities). So a
  move, an embarkation, strategic reserves, a set-up or a disembark grant stated of the leader's
  name is the bodyguard's too, in any order of Givens.

  Background:
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"

  Scenario: 18.02: a normal move stated of the leader lets the attached unit embark
    Given it is player A's Movement phase in battle round 2
    And "Captain" made a normal move this phase
    Then "Intercessors" can embark within "Rhino"
    And "Captain" can embark within "Rhino"

  Scenario: 18.02: without the Captain leading, his move is not the squad's
    Given it is player A's Movement phase in battle round 2
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And "Lieutenant" made a normal move this phase
    Then "Lieutenant" can embark within "Rhino"
    And "Intercessors" cannot embark within "Rhino", for exactly these reasons:
      | it has not made a normal, advance or fall-back move this phase |

  Scenario: 18.02: a set-up stated of the leader bars the attached unit from embarking
    Given it is player A's Movement phase in battle round 2
    And "Captain" was set up on the battlefield this turn
    And "Intercessors" made a normal move this phase
    Then "Intercessors" cannot embark within "Rhino", for exactly these reasons:
      | it was set up on the battlefield this turn |

  Scenario: 18.02: a TRANSPORT that cannot take the leader cannot take the attached unit
    Given it is player A's Movement phase in battle round 2
    And "Rhino" cannot take "Captain"
    And "Intercessors" made a normal move this phase
    Then "Intercessors" cannot embark within "Rhino" because the TRANSPORT cannot take it

  Scenario: 20.01: the leader stated embarked: the whole unit is inside, and in reserves with the Rhino
    Given it is player A's Movement phase in battle round 2
    And "Rhino" is in strategic reserves
    And "Captain" is embarked within "Rhino"
    Then "Intercessors" is embarked within "Rhino"
    And "Intercessors" is in strategic reserves
    And "Intercessors" cannot make an ingress move because it is embarked within a TRANSPORT in strategic reserves

  Scenario: 20.04: the leader stated in strategic reserves: the attached unit arrives under either name
    Given it is player A's Movement phase in battle round 2
    And "Captain" is in strategic reserves
    Then "Intercessors" is in strategic reserves
    When "Intercessors" makes an ingress move
    Then "Captain" is not in strategic reserves
    And "Captain" cannot make a normal move because it made an ingress move and the next Charge phase has not started

  Scenario: 20.04: an ingress move stated of the leader earlier in the battle spares the unit at the end of round 3
    Given it is player B's Shooting phase in battle round 3
    And "Intercessors" is in strategic reserves
    And "Captain" made an ingress move earlier in the battle
    When the game advances to the start of battle round 4
    Then "Intercessors" is not destroyed

  Scenario: 20.03: a rule that lets the leader arrive in the first battle round lets the attached unit
    Given it is player A's Movement phase in battle round 1
    And "Intercessors" is in strategic reserves
    And a rule lets "Captain" arrive in the first battle round
    Then "Intercessors" can make an ingress move

  Scenario: 18.06: a rule that lets the leader make an Assault Disembark lets the attached unit
    Given it is player A's Movement phase in battle round 2
    And "Intercessors" is embarked within "Rhino"
    And "Rhino" made a normal move this phase
    And a rule lets "Captain" make an Assault Disembark
    Then "Intercessors" can make a disembark move using Assault Disembark

  Scenario: 24.09: the Deep Strike ability stated of the leader's name is every model's
    Given it is player A's Movement phase in battle round 2
    And "Intercessors" is in strategic reserves
    And "Captain" has the Deep Strike ability
    Then "Intercessors" can make an ingress move into player B's deployment zone

  Scenario: 24.09: a unit the Captain does not lead gains nothing from his Deep Strike
    Given it is player A's Movement phase in battle round 2
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And "Lieutenant" has the Deep Strike ability
    And "Intercessors" is in strategic reserves
    Then "Intercessors" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 11.02: stated of the leader's name, the attached unit is not within 12" of any enemy unit
    Given it is player A's Charge phase in battle round 2
    And "Captain" is not within 12" of any enemy unit
    Then "Intercessors" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: 23.02: engaged only with AIRCRAFT, stated of the leader's name, the attached unit may make a normal move but no surge
    Given it is player A's Movement phase in battle round 2
    And "Captain" is engaged only with AIRCRAFT units
    Then "Intercessors" can make a normal move
    And "Intercessors" cannot make a surge move because it is engaged
