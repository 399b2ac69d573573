Feature: 20.03, 20.04 Arriving from strategic reserves: the ingress move
  A unit in strategic reserves arrives by an ingress move, from the second battle round unless a
  rule says otherwise; not within its opponent's deployment zone before the third battle round
  (unless it has Deep Strike, 24.09). It is set up unengaged and may start an Action this turn.
  Until the start of the next Charge phase it makes no other type of move.

  Background:
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 2

  Scenario: 20.04: the unit arrives and may start an Action this turn
    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    When "Reserve" makes an ingress move
    Then "Reserve" is not in strategic reserves
    And "Reserve" is not engaged
    When the game advances to player A's Shooting phase
    Then "Reserve" can start the "Plant Beacon" Action
    And "Reserve" is eligible to shoot

  Scenario: 20.04: after an ingress move, no other move type until the next Charge phase
    When "Reserve" makes an ingress move
    Then "Reserve" cannot make a normal move, for exactly these reasons:
      | it has already been selected to move this phase                  |
      | it made an ingress move and the next Charge phase has not started |
    And "Reserve" cannot make a surge move because it made an ingress move and the next Charge phase has not started
    When the game advances to player A's Shooting phase
    Then "Reserve" cannot make a normal move, for exactly these reasons:
      | it made an ingress move and the next Charge phase has not started |
    When the game advances to player A's Charge phase
    Then "Reserve" can make a normal move

  Scenario: 20.04: after an ingress move it cannot embark either
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    When "Reserve" makes an ingress move
    Then "Reserve" cannot embark within "Rhino", for exactly these reasons:
      | it has not made a normal, advance or fall-back move this phase |
      | it was set up on the battlefield this turn                     |

  Scenario: 20.03: not in the first battle round
    Given it is player A's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move because it is the first battle round

  Scenario: 20.03: a rule may let it arrive in the first battle round
    Given it is player A's Movement phase in battle round 1
    And a rule lets "Reserve" arrive in the first battle round
    Then "Reserve" can make an ingress move

  Scenario: 20.04: only a unit in strategic reserves
    Given a unit "Squad"
    Then "Squad" cannot make an ingress move, for exactly these reasons:
      | it is not in strategic reserves |

  Scenario: 20.04: not within the opponent's deployment zone before the third battle round
    Then "Reserve" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round
    And "Reserve" can make an ingress move into player A's deployment zone

  Scenario: 20.04: nor into an area stated to lie within the opponent's deployment zone
    Given the ruin is within player B's deployment zone
    Then "Reserve" cannot make an ingress move into the ruin because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 20.04: an area stated to lie outside the opponent's deployment zone is open
    Given the ruin is not within player B's deployment zone
    And the bunker is within player A's deployment zone
    Then "Reserve" can make an ingress move into the ruin
    And "Reserve" can make an ingress move into the bunker

  Scenario: 20.04: from the third battle round, an area within the opponent's deployment zone is open
    Given it is player A's Movement phase in battle round 3
    And the ruin is within player B's deployment zone
    When "Reserve" makes an ingress move into the ruin
    Then "Reserve" is not in strategic reserves

  Scenario: 20.04: from the third battle round, the opponent's deployment zone is open
    Given it is player A's Movement phase in battle round 3
    When "Reserve" makes an ingress move into player B's deployment zone
    Then "Reserve" is not in strategic reserves

  Scenario: 24.09: with Deep Strike, the opponent's deployment zone is open earlier
    Given "Reserve" has the Deep Strike ability
    Then "Reserve" can make an ingress move into player B's deployment zone

  Scenario: 18.2: a rule that gives the Deep Strike ability opens the opponent's deployment zone too
    Given "Reserve" has an ability "Teleport Homer" that gives it the Deep Strike ability
    Then "Reserve" can make an ingress move into player B's deployment zone
    And "Teleport Homer" changed that verdict

  Scenario: 18.2: a rule that gives the Deep Strike ability only while in force
    Given player A has a rule "Teleport Homer":
      | WHEN   | the end of your Shooting phase   |
      | EFFECT | gives it the Deep Strike ability |
    Then "Reserve" cannot make an ingress move into player B's deployment zone

  Scenario: 20.04: a unit embarked within a TRANSPORT in reserves makes no ingress move of its own
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is in strategic reserves
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    Then "Squad" is in strategic reserves
    And "Squad" cannot make an ingress move because it is embarked within a TRANSPORT in strategic reserves

  Scenario: 20.02: a repositioned unit keeps this turn's advance: no Action after arriving
    Given a unit "Jumpers"
    And "Jumpers" made an advance move this turn
    And "Jumpers" is a repositioned unit
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    When "Jumpers" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Jumpers" cannot start the "Plant Beacon" Action because it made an advance move this turn

  Scenario: 20.04, 09.02: a unit that arrived makes no second ingress move, and the ingress lock spares the ingress move itself
    When "Reserve" makes an ingress move
    Then "Reserve" cannot make an ingress move, for exactly these reasons:
      | it is not in strategic reserves                  |
      | it has already been selected to move this phase |

  Scenario: 18.2: a rule that makes a unit make an ingress move brings it in when it resolves
    Given "Reserve" has an ability "Teleport Strike":
      | WHEN   | the end of your Movement phase |
      | EFFECT | makes it make an ingress move  |
    When the game advances to the end of the phase
    Then "Reserve" is not in strategic reserves

  Scenario: 18.2: before its trigger the unit is still in strategic reserves
    Given "Reserve" has an ability "Teleport Strike":
      | WHEN   | the end of your Shooting phase |
      | EFFECT | makes it make an ingress move  |
    When the game advances to the end of the phase
    Then "Reserve" is in strategic reserves
