Feature: 03.03, 03.04, 09, 11.02, 20.04 and 19.4 Positions measured with real datasheets' bases
  Engagement range, coherency, table quarters, deployment zones, move distances, the charge
  declaration distance and the ingress set-up limits, each at its boundary and 0.1mm beyond,
  with the bases (round, oval), M and model counts the datasheets give.

  Scenario: Morvenn Vahl's 60mm base exactly 2" from a Boy's 32mm base is engaged
    # 30mm + 16mm + 50.8mm = 96.8mm between the centres
    Given a unit "Vahl" from the datasheet "Morvenn Vahl" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit | x       | y  |
      | Vahl | 254mm   | 10 |
      | Boyz | 350.8mm | 10 |
      | Boyz | 20      | 20 |
      | Boyz | 21.5    | 20 |
      | Boyz | 23      | 20 |
      | Boyz | 24.5    | 20 |
      | Boyz | 26      | 20 |
      | Boyz | 27.5    | 20 |
      | Boyz | 29      | 20 |
      | Boyz | 30.5    | 20 |
      | Boyz | 32      | 20 |
    Then "Vahl" is engaged with "Boyz"
    And "Boyz" is engaged with "Vahl"
    And the distance between "Vahl" and "Boyz" is exactly 2"

  Scenario: Morvenn Vahl 0.1mm farther is not engaged
    Given a unit "Vahl" from the datasheet "Morvenn Vahl" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y  |
      | Vahl    | 254mm   | 10 |
      | Warboss | 354.9mm | 10 |
    Then "Vahl" is not engaged with "Warboss"
    And "Vahl" is not engaged
    And "Vahl" is more than 2" from "Warboss"

  Scenario: a Captain 5" above a Warboss 2" away horizontally is engaged; 5.001" is not
    # 20mm + 20mm + 50.8mm = 90.8mm between the centres
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Lieutenant" from the datasheet "Lieutenant" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit       | x       | y  | height |
      | Warboss    | 254mm   | 10 | 0      |
      | Captain    | 344.8mm | 10 | 5      |
      | Lieutenant | 163.2mm | 10 | 5.001  |
    Then "Captain" is engaged with "Warboss"
    And "Lieutenant" is not engaged with "Warboss"

  Scenario: five Intercessors spanning exactly 9" are in coherency
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x        | y  |
      | Intercessors | 100mm    | 10 |
      | Intercessors | 165.15mm | 10 |
      | Intercessors | 230.3mm  | 10 |
      | Intercessors | 295.45mm | 10 |
      | Intercessors | 360.6mm  | 10 |
    Then "Intercessors" is in coherency
    And the distance between model 1 of "Intercessors" and model 5 of "Intercessors" is exactly 9"

  Scenario: five Intercessors spanning 0.2mm more than 9" are not in coherency
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x       | y  |
      | Intercessors | 100mm   | 10 |
      | Intercessors | 165.2mm | 10 |
      | Intercessors | 230.4mm | 10 |
      | Intercessors | 295.6mm | 10 |
      | Intercessors | 360.8mm | 10 |
    Then "Intercessors" is not in coherency

  Scenario: an Intercessor exactly 2" from its nearest squadmate keeps the squad in coherency; 0.1mm more does not
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Hellblasters" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x       | y  |
      | Intercessors | 100mm   | 10 |
      | Intercessors | 133mm   | 10 |
      | Intercessors | 166mm   | 10 |
      | Intercessors | 199mm   | 10 |
      | Intercessors | 281.8mm | 10 |
      | Hellblasters | 100mm   | 20 |
      | Hellblasters | 133mm   | 20 |
      | Hellblasters | 166mm   | 20 |
      | Hellblasters | 199mm   | 20 |
      | Hellblasters | 281.9mm | 20 |
    Then "Intercessors" is in coherency
    And "Hellblasters" is not in coherency

  Scenario: a Captain's base touching the 1mm centre line is wholly within its table quarter
    # x = 762mm - 0.5mm - 20mm
    Given a unit "Captain" from the datasheet "Captain" for player A
    And the positions:
      | unit    | x       | y  |
      | Captain | 741.5mm | 10 |
    Then "Captain" is wholly within the south-west table quarter
    And "Captain" is not within the south-east table quarter

  Scenario: a Captain's base reaching 0.1mm into the centre line is in its quarter but wholly within none
    Given a unit "Captain" from the datasheet "Captain" for player A
    And the positions:
      | unit    | x       | y  |
      | Captain | 741.6mm | 10 |
    Then "Captain" is within the south-west table quarter
    And "Captain" is not wholly within the south-west table quarter
    And "Captain" is not within the south-east table quarter

  Scenario: Intercessors straddling their zone's edge move wholly into it
    Given the deployment "Hammer and Anvil"
    And it is player A's Movement phase
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x    | y  |
      | Intercessors | 17.5 | 10 |
      | Intercessors | 17.5 | 11.5 |
      | Intercessors | 17.5 | 13 |
      | Intercessors | 16   | 10 |
      | Intercessors | 16   | 11.5 |
      | Warboss      | 50   | 30 |
    Then "Intercessors" is within player A's deployment zone
    And "Intercessors" is not wholly within player A's deployment zone
    When "Intercessors" makes a normal move by (-1, 0)
    Then "Intercessors" is wholly within player A's deployment zone

  Scenario: Intercessors (M 6") can move exactly 6" but not 6.001"
    Given it is player A's Movement phase
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x  | y  |
      | Intercessors | 10 | 10 |
      | Intercessors | 10 | 11.5 |
      | Intercessors | 10 | 13 |
      | Intercessors | 10 | 14.5 |
      | Intercessors | 10 | 16 |
      | Warboss      | 50 | 30 |
    Then "Intercessors" has M 6"
    And "Intercessors" can make a normal move by (6, 0)
    And "Intercessors" cannot make a normal move by (6.001, 0) because a model would move farther than its maximum distance

  Scenario: a normal move ending exactly 2" from a Warboss would end engaged; 0.1mm farther is allowed
    # the Intercessor ends with its centre 16mm + 20mm + 50.8mm = 86.8mm from the Warboss's
    Given it is player A's Movement phase
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x     | y  |
      | Intercessors | 10    | 10 |
      | Intercessors | 10    | 11.5 |
      | Intercessors | 10    | 13 |
      | Intercessors | 10    | 14.5 |
      | Intercessors | 10    | 16 |
      | Warboss      | 400mm | 10 |
    Then "Intercessors" cannot make a normal move by (59.2mm, 0) because it would end engaged
    And "Intercessors" can make a normal move by (59.1mm, 0)

  Scenario: Intercessors exactly 12" from the Boyz may declare a charge; 0.1mm farther they may not
    # 12" + 32mm = 336.8mm between the closest centres
    Given it is player A's Charge phase
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Sternguard" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" with 10 models for player B
    And the positions:
      | unit         | x       | y  |
      | Boyz         | 600mm   | 10 |
      | Boyz         | 600mm   | 11.5 |
      | Boyz         | 600mm   | 13 |
      | Boyz         | 600mm   | 14.5 |
      | Boyz         | 600mm   | 16 |
      | Boyz         | 640mm   | 10 |
      | Boyz         | 640mm   | 11.5 |
      | Boyz         | 640mm   | 13 |
      | Boyz         | 640mm   | 14.5 |
      | Boyz         | 640mm   | 16 |
      | Intercessors | 263.2mm | 10 |
      | Intercessors | 225mm   | 10 |
      | Intercessors | 187mm   | 10 |
      | Intercessors | 149mm   | 10 |
      | Intercessors | 111mm   | 10 |
      | Sternguard   | 263.1mm | 16 |
      | Sternguard   | 225mm   | 16 |
      | Sternguard   | 187mm   | 16 |
      | Sternguard   | 149mm   | 16 |
      | Sternguard   | 111mm   | 16 |
    Then "Intercessors" is eligible to declare a charge
    And "Sternguard" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: a Captain leading Intercessors makes the whole attached unit engaged
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit         | x       | y  |
      | Captain      | 254mm   | 10 |
      | Intercessors | 254mm   | 11.7 |
      | Intercessors | 254mm   | 13.2 |
      | Intercessors | 254mm   | 14.7 |
      | Intercessors | 254mm   | 16.2 |
      | Intercessors | 254mm   | 17.7 |
      | Warboss      | 344.8mm | 10 |
    Then "Intercessors" is engaged with "Warboss"
    And "Captain" is engaged with "Warboss"
    And "Intercessors" is in coherency

  Scenario: a Captain more than 2" from every bodyguard leaves the attached unit out of coherency
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And the positions:
      | unit         | x  | y  |
      | Captain      | 10 | 5  |
      | Intercessors | 10 | 10 |
      | Intercessors | 10 | 11.5 |
      | Intercessors | 10 | 13 |
      | Intercessors | 10 | 14.5 |
      | Intercessors | 10 | 16 |
    Then "Intercessors" is not in coherency
    And "Captain" is not in coherency

  Scenario: two enemy units equally close are both the closest
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Beastboss" from the datasheet "Beastboss" for player B
    And the positions:
      | unit      | x  | y  |
      | Captain   | 30 | 22 |
      | Warboss   | 36 | 22 |
      | Beastboss | 30 | 401.4mm |
    Then the distance between "Captain" and "Warboss" is 4.43"
    And the distance between "Captain" and "Beastboss" is 4.43"
    And the closest enemy unit to "Captain" is "Warboss"
    And the closest enemy unit to "Captain" is "Beastboss"

  Scenario: Intercessors arriving by ingress wholly within 6" of the west edge, exactly 8" from a Warboss, are too close
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Intercessors" is in strategic reserves
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y  |
      | Warboss | 375.6mm | 13 |
    And the placement "edge" for "Intercessors":
      | model | x       | y    |
      | 1     | 136.4mm | 10   |
      | 2     | 136.4mm | 11.5 |
      | 3     | 136.4mm | 13   |
      | 4     | 136.4mm | 14.5 |
      | 5     | 136.4mm | 16   |
    Then "Intercessors" cannot make an ingress move to the placement "edge" because a model would be set up too close to an enemy unit

  Scenario: the same ingress with the Warboss 0.1mm farther is allowed; 0.1mm from the edge farther is not
    Given it is player A's Movement phase in battle round 2
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Intercessors" is in strategic reserves
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y  |
      | Warboss | 375.7mm | 13 |
    And the placement "edge" for "Intercessors":
      | model | x       | y    |
      | 1     | 136.4mm | 10   |
      | 2     | 136.4mm | 11.5 |
      | 3     | 136.4mm | 13   |
      | 4     | 136.4mm | 14.5 |
      | 5     | 136.4mm | 16   |
    And the placement "deeper" for "Intercessors":
      | model | x       | y    |
      | 1     | 136.5mm | 10   |
      | 2     | 136.5mm | 11.5 |
      | 3     | 136.5mm | 13   |
      | 4     | 136.5mm | 14.5 |
      | 5     | 136.5mm | 16   |
    Then "Intercessors" can make an ingress move to the placement "edge"
    And "Intercessors" cannot make an ingress move to the placement "deeper" because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: a Rhino's hull exactly 3" from the marker's edge is within range; 0.1mm farther is not
    # 20mm + 76.2mm + 3.5" (88.9mm) = 185.1mm between the centres
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Movement phase
    And a unit "Rhino" from the datasheet "Rhino" for player A
    And "Rhino" has a hull of 7" by 4"
    And a unit "Trukk" from the datasheet "Rhino" for player B
    And "Trukk" has a hull of 7" by 4"
    And the positions:
      | unit  | x       | y  |
      | Rhino | 947.1mm | 22 |
      | Trukk | 576.8mm | 22 |
    When the game advances to the end of the phase
    Then "Rhino" is within range of the beacon
    And "Trukk" is not within range of the beacon
    And the distance between "Rhino" and the beacon is exactly 3"
    And player A controls the beacon

  Scenario: an Intercessor on a floor 5" up keeps its squad in coherency; 5.001" up it does not
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And a unit "Sternguard" from the datasheet "Intercessor Squad" for player A
    And the positions:
      | unit         | x    | y  | height |
      | Intercessors | 10   | 10 | 0      |
      | Intercessors | 11.5 | 10 | 0      |
      | Intercessors | 13   | 10 | 0      |
      | Intercessors | 14.5 | 10 | 0      |
      | Intercessors | 14.5 | 10 | 5      |
      | Sternguard   | 10   | 20 | 0      |
      | Sternguard   | 11.5 | 20 | 0      |
      | Sternguard   | 13   | 20 | 0      |
      | Sternguard   | 14.5 | 20 | 0      |
      | Sternguard   | 14.5 | 20 | 5.001  |
    Then "Intercessors" is in coherency
    And "Sternguard" is not in coherency

  Scenario: on a 44" by 30" battlefield the quarters split at (22, 15)
    Given the battlefield is 44" by 30"
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And the positions:
      | unit    | x       | y  |
      | Captain | 538.3mm | 5  |
      | Warboss | 22      | 25 |
    Then "Captain" is wholly within the south-west table quarter
    And "Warboss" is within the north-west table quarter
    And "Warboss" is within the north-east table quarter
    And "Warboss" is not wholly within the north-east table quarter
