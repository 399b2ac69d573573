Feature: Held-out players' questions about distances: charges, arrivals, objectives and consolidation
  A held-out pass written as a tournament organiser settling the tape-measure questions players
  ask at the table, each decided from the 11e Core Rules before it was run: a charge target
  farther than the roll though engagement range is nearer; arriving exactly 8" from the enemy;
  a base touching the enemy's deployment zone before the third round; an objective marker held
  at exactly 3" by part of a unit; and a consolidation with nothing left to consolidate towards.
  Every base is 1" across (25.4mm), so two models whose centres are d apart on one level are
  d - 1 apart.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases

  Scenario: 11.04: "they are 7 inches away, I rolled a 6 and only need 5 to be engaged": the target is beyond the charge
    # 11.04 selects as charge targets only enemy units within 12" and within the maximum
    # distance, the charge roll; ending engaged would take 5" of movement, but the target is 7"
    # away.
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 6
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
    When "Squad" declares a charge
    Then "Squad" cannot make a charge move against "Boyz" to (15, 10) because a charge target is beyond the maximum distance of the charge

  Scenario: 11.04: the same charge with a roll of exactly 7 reaches the target 7 inches away
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 7
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 18 | 10 |
    When "Squad" declares a charge
    Then "Squad" can make a charge move against "Boyz" to (15, 10)
    When "Squad" makes a charge move against "Boyz" to (15, 10)
    Then "Squad" is engaged with "Boyz"
    And "Squad" has Fights First

  Scenario: 24.09, 20.04: a Deep Strike exactly 8 inches from the enemy is too close; 8.001 inches is not
    # Arrival must be more than 8" horizontally from every enemy unit; exactly 8" is not more.
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" has a starting strength of 1
    And "Reserve" is in strategic reserves
    And "Reserve" has the Deep Strike ability
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit | x  | y  |
      | Squad | 5 | 5  |
      | Boyz | 30 | 22 |
    Then "Reserve" cannot make an ingress move to (39, 22) because a model would be set up too close to an enemy unit
    And "Reserve" can make an ingress move to (39.001, 22)

  Scenario: 20.04: before the third round a base that only touches the enemy deployment zone is in it
    # Before the third battle round no model can be set up within the opponent's deployment
    # zone; touching its boundary is being within it (19.4 reading of 01.04).
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" has a starting strength of 1
    And "Reserve" is in strategic reserves
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And it is player A's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 5  |
      | Boyz  | 50 | 10 |
    Then "Reserve" cannot make an ingress move to (3, 31.5) because it cannot be set up within its opponent's deployment zone before the third battle round
    And "Reserve" can make an ingress move to (3, 31.499)

  Scenario: 20.04: from the third round the same set-up touching the enemy deployment zone is allowed
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" has a starting strength of 1
    And "Reserve" is in strategic reserves
    And player B's deployment zone is the rectangle from (0, 32) to (60, 44)
    And it is player A's Movement phase in battle round 3
    And the positions:
      | unit  | x  | y  |
      | Squad | 30 | 5  |
      | Boyz  | 50 | 10 |
    Then "Reserve" can make an ingress move to (3, 31.5)
    When "Reserve" makes an ingress move to (3, 31.5)
    Then "Reserve" is within player B's deployment zone

  Scenario: 14.02, Rules Appendix: two models exactly 3 inches from a marker tie a single enemy model, so nobody controls it
    # Only the models in range count: 2 of Squad's 3 models at OC 1 against one Boyz model at
    # OC 2. The marker's edge is 20mm from its centre; a base edge 3" (76.2mm) from it puts the
    # base centre 108.9mm from the marker's centre.
    Given "Squad" has OC 1
    And "Boyz" has OC 2
    And the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x       | y       |
      | Squad | 1     | 870.9mm | 22      |
      | Squad | 2     | 762mm   | 667.7mm |
      | Squad | 3     | 36      | 28      |
      | Boyz  | 1     | 653.1mm | 22      |
    When the game advances to the end of the phase
    Then "Squad" is within range of the beacon
    And player A's level of control over the beacon is 2
    And player B's level of control over the beacon is 2
    And no player controls the beacon

  Scenario: 14.02, Rules Appendix: a thousandth of an inch farther and one model drops out of range, and the enemy takes the marker
    Given "Squad" has OC 1
    And "Boyz" has OC 2
    And the beacon is an objective marker at (30, 22)
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | model | x         | y       |
      | Squad | 1     | 870.9254mm | 22     |
      | Squad | 2     | 762mm     | 667.7mm |
      | Squad | 3     | 36        | 28      |
      | Boyz  | 1     | 653.1mm   | 22      |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 1
    And player B controls the beacon
    And "Boyz" is controlling the beacon
    And "Squad" is not controlling the beacon

  Scenario: 12.08: a unit that wiped out its foe with nothing within 3 inches has no consolidation to make
    # Consolidation modes, in order: engaged (Ongoing), an enemy within 3" (Engaging), an
    # objective within 3" (Objective); with none, the unit cannot consolidate.
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
    When "Squad" fights
    And "Boyz" is destroyed
    And the game advances to the Consolidate step of player A's Fight phase
    Then "Squad" cannot make a consolidation move because no consolidation mode applies to it

  Scenario: 12.08: the same unit with an objective marker 3 inches away consolidates onto it
    Given the beacon is an objective marker at (30, 22)
    And it is the Fight step of player A's Fight phase in battle round 2
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 36.287  | 22 |
    When "Squad" fights
    And "Boyz" is destroyed
    And the game advances to the Consolidate step of player A's Fight phase
    Then "Squad" can make a consolidation move onto the beacon to (33.5, 22)
    When "Squad" makes a consolidation move onto the beacon to (33.5, 22)
    Then "Squad" is within range of the beacon

  Scenario: 15.11: Heroic Intervention reaches a unit exactly 12 inches from the enemy but not 12.001 inches
    Given a unit "Guard" for player A
    And "Guard" has 25.4mm bases
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x      | y  |
      | Squad | 10     | 10 |
      | Guard | 36.001 | 10 |
      | Boyz  | 23     | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    And player A cannot use the "Heroic Intervention" stratagem on "Guard" because it is not a unit the stratagem can target
