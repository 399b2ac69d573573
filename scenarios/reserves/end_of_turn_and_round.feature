Feature: 23.02, 20.04 What the End of Turn step and the end of battle round 3 do to reserves
  In the End of Turn step of the opponent's turn, first among the rules other than mission rules,
  each AIRCRAFT unit on the battlefield goes into strategic reserves as a repositioned unit. At
  the end of battle round 3 (07.03 step 1, before mission rules), each unit in strategic reserves
  that never made an ingress move is destroyed, except units embarked within a TRANSPORT that
  made one and repositioned units.

  Scenario: 23.02: after the opponent's turn, an AIRCRAFT unit is no longer eligible to shoot
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE, FLY
    And it is player B's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then "Jet" is in strategic reserves
    And "Jet" is not eligible to shoot because it is not on the battlefield

  Scenario: 23.02: in its own turn's End of Turn step an AIRCRAFT unit stays
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then "Jet" is not in strategic reserves

  Scenario: 23.02: the AIRCRAFT unit arrives again by an ingress move in its own turn
    Given a unit "Jet"
    And "Jet" has the keywords AIRCRAFT, VEHICLE
    And it is player B's Fight phase in battle round 2
    When the game advances to player A's Movement phase
    And "Jet" makes an ingress move
    Then "Jet" is not in strategic reserves
    And "Jet" is eligible to shoot

  Scenario: 20.04: reserves that never arrived are destroyed at the end of battle round 3
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Reserve" is destroyed

  Scenario: 20.04: not before the end of battle round 3
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is battle round 2
    When the game advances to the end of battle round 2
    Then "Reserve" is not destroyed
    And "Reserve" is in strategic reserves

  Scenario: 20.04: a unit that made an ingress move earlier in the battle is not destroyed
    Given a unit "Jet"
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is in strategic reserves
    And "Jet" made an ingress move earlier in the battle
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Jet" is not destroyed

  Scenario: 20.04: a repositioned unit is not destroyed
    Given a unit "Jumpers"
    And "Jumpers" is a repositioned unit
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Jumpers" is not destroyed
    And "Jumpers" is in strategic reserves

  Scenario: 20.04: units embarked within a TRANSPORT in reserves share its fate
    Given a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Rhino" is in strategic reserves
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Rhino" is destroyed
    And "Squad" is destroyed
