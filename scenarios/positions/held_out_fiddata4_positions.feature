Feature: 11, 19.3 held out (fiddata4): attached units placed on their datasheets' bases
  Bases, M and OC from the data (§19.3): Skorpekh Lord 60mm, OC 2; Skorpekh Destroyers 50mm;
  Neurotyrant 50mm, M 6", OC 3; Zoanthropes 40mm, M 5", OC 1; Warboss 40mm; Boyz 32mm, OC 2.
  Each distance is worked from the centres: the two radii plus the gap.

  Scenario: 11.02: the Skorpekh Lord's 60mm base exactly 12" from a Warboss lets the attached unit declare a charge
    # 30mm + 20mm + 304.8mm = 354.8mm between the centres
    Given it is player A's Charge phase
    And a unit "Lord" from the datasheet "Skorpekh Lord" for player A
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" for player A
    And "Lord" is leading "Destroyers"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit       | x       | y    |
      | Lord       | 100mm   | 10   |
      | Destroyers | 30mm    | 10   |
      | Destroyers | 30mm    | 12.5 |
      | Destroyers | 30mm    | 15   |
      | Warboss    | 454.8mm | 10   |
    Then "Destroyers" is eligible to declare a charge
    And the distance between "Lord" and "Warboss" is exactly 12"

  Scenario: 11.02: the same Lord 0.1mm farther: neither part is within 12", no charge
    Given it is player A's Charge phase
    And a unit "Lord" from the datasheet "Skorpekh Lord" for player A
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" for player A
    And "Lord" is leading "Destroyers"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit       | x       | y    |
      | Lord       | 100mm   | 10   |
      | Destroyers | 30mm    | 10   |
      | Destroyers | 30mm    | 12.5 |
      | Destroyers | 30mm    | 15   |
      | Warboss    | 454.9mm | 10   |
    Then "Lord" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: 03.03: a Skorpekh Lord and three Destroyers in a line, each exactly 2" from the next, span more than 9"
    # gaps 50.8mm each; Lord to the last Destroyer: 3 x 50.8mm + 2 x 50mm = 252.4mm = 9.94"
    Given a unit "Lord" from the datasheet "Skorpekh Lord" for player A
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" for player A
    And "Lord" is leading "Destroyers"
    And the positions:
      | unit       | model | x       | y  |
      | Lord       | L     | 100mm   | 10 |
      | Destroyers | 1     | 205.8mm | 10 |
      | Destroyers | 2     | 306.6mm | 10 |
      | Destroyers | 3     | 407.4mm | 10 |
    Then "Lord" is not in coherency
    And the distance between model L of "Lord" and model 3 of "Destroyers" is 9.94"
    And the distance between model L of "Lord" and model 1 of "Destroyers" is exactly 2"

  Scenario: 03.03: the Lord and two Destroyers in line, the third beside the first, are in coherency
    Given a unit "Lord" from the datasheet "Skorpekh Lord" for player A
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" for player A
    And "Lord" is leading "Destroyers"
    And the positions:
      | unit       | model | x       | y    |
      | Lord       | L     | 100mm   | 10   |
      | Destroyers | 1     | 205.8mm | 10   |
      | Destroyers | 2     | 306.6mm | 10   |
      | Destroyers | 3     | 205.8mm | 12.5 |
    Then "Destroyers" is in coherency

  Scenario: 03.03: the end Destroyer 0.1mm farther is out of coherency
    Given a unit "Lord" from the datasheet "Skorpekh Lord" for player A
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" for player A
    And "Lord" is leading "Destroyers"
    And the positions:
      | unit       | model | x       | y    |
      | Lord       | L     | 100mm   | 10   |
      | Destroyers | 1     | 205.8mm | 10   |
      | Destroyers | 2     | 306.7mm | 10   |
      | Destroyers | 3     | 205.8mm | 12.5 |
    Then "Destroyers" is not in coherency

  Scenario: 03.04, 16: a Zoanthrope exactly 2" from a Warboss engages the Neurotyrant's attached unit: no Action
    # 20mm + 20mm + 50.8mm = 90.8mm between the centres
    Given it is player A's Shooting phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the Action "Deploy Device":
      | UNITS | any unit |
    And the positions:
      | unit        | x       | y  |
      | Neurotyrant | 100mm   | 10 |
      | Zoanthropes | 160mm   | 10 |
      | Zoanthropes | 205mm   | 10 |
      | Zoanthropes | 250mm   | 10 |
      | Warboss     | 340.8mm | 10 |
    Then "Neurotyrant" is engaged
    And "Neurotyrant" cannot start the "Deploy Device" Action because it is engaged

  Scenario: 03.04, 16: the Warboss 0.1mm farther: the attached unit is unengaged and may start the Action
    Given it is player A's Shooting phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the Action "Deploy Device":
      | UNITS | any unit |
    And the positions:
      | unit        | x       | y  |
      | Neurotyrant | 100mm   | 10 |
      | Zoanthropes | 160mm   | 10 |
      | Zoanthropes | 205mm   | 10 |
      | Zoanthropes | 250mm   | 10 |
      | Warboss     | 340.9mm | 10 |
    Then "Zoanthropes" is not engaged
    And "Zoanthropes" can start the "Deploy Device" Action

  Scenario: 14.02: the Neurotyrant's OC 3 alone in range loses to two Boyz in range
    # the beacon is a 40mm marker at (762mm, 558.8mm); in range: 20mm + 76.2mm + the base's half
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And the positions:
      | unit        | x       | y       |
      | Neurotyrant | 640.8mm | 558.8mm |
      | Zoanthropes | 540mm   | 558.8mm |
      | Zoanthropes | 495mm   | 558.8mm |
      | Zoanthropes | 450mm   | 558.8mm |
      | Boyz        | 850mm   | 558.8mm |
      | Boyz        | 850mm   | 591.8mm |
    When the game advances to the end of the phase
    Then "Neurotyrant" is within range of the beacon
    And player A's level of control over the beacon is 3
    And player B's level of control over the beacon is 4
    And player B controls the beacon

  Scenario: 14.02: a Zoanthrope exactly in range adds its OC 1: 4 against 4, nobody controls
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And the positions:
      | unit        | x       | y       |
      | Neurotyrant | 640.8mm | 558.8mm |
      | Zoanthropes | 762mm   | 442.6mm |
      | Zoanthropes | 762mm   | 400mm   |
      | Zoanthropes | 762mm   | 357mm   |
      | Boyz        | 850mm   | 558.8mm |
      | Boyz        | 850mm   | 591.8mm |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 4
    And player B's level of control over the beacon is 4
    And no player controls the beacon

  Scenario: 14.02, 01.07: a battle-shocked Neurotyrant's unit adds nothing, though both parts are in range
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And "Zoanthropes" is battle-shocked
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And the positions:
      | unit        | x       | y       |
      | Neurotyrant | 640.8mm | 558.8mm |
      | Zoanthropes | 762mm   | 442.6mm |
      | Zoanthropes | 762mm   | 400mm   |
      | Zoanthropes | 762mm   | 357mm   |
      | Boyz        | 850mm   | 558.8mm |
    When the game advances to the end of the phase
    Then player A's level of control over the beacon is 0
    And player B controls the beacon

  Scenario: Different Move Characteristics, 19.3: from the data, the Neurotyrant moves 6" and each Zoanthrope 5"
    Given it is player A's Movement phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit        | model | x  | y  |
      | Neurotyrant | N     | 10 | 10 |
      | Zoanthropes | 1     | 12 | 10 |
      | Zoanthropes | 2     | 14 | 10 |
      | Zoanthropes | 3     | 16 | 10 |
      | Warboss     | 1     | 50 | 40 |
    Then "Neurotyrant" has M 6"
    And "Zoanthropes" has M 5"
    When "Zoanthropes" makes a normal move to:
      | model | x  | y  |
      | N     | 10 | 16 |
      | 1     | 12 | 15 |
      | 2     | 14 | 15 |
      | 3     | 16 | 15 |
    Then model N of "Neurotyrant" is at (10, 16)
    And "Zoanthropes" is in coherency

  Scenario: Different Move Characteristics, 19.3: a Zoanthrope 5.001" from its start is past its own M 5"
    Given it is player A's Movement phase
    And a unit "Neurotyrant" from the datasheet "Neurotyrant" for player A
    And a unit "Zoanthropes" from the datasheet "Zoanthropes" for player A
    And "Neurotyrant" is leading "Zoanthropes"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit        | model | x  | y  |
      | Neurotyrant | N     | 10 | 10 |
      | Zoanthropes | 1     | 12 | 10 |
      | Zoanthropes | 2     | 14 | 10 |
      | Zoanthropes | 3     | 16 | 10 |
      | Warboss     | 1     | 50 | 40 |
    And the placement "too far" for "Zoanthropes":
      | model | x  | y      |
      | N     | 10 | 16     |
      | 1     | 12 | 15.001 |
      | 2     | 14 | 15     |
      | 3     | 16 | 15     |
    Then "Zoanthropes" cannot make a normal move to the placement "too far", for exactly these reasons:
      | a model would move farther than its maximum distance |
