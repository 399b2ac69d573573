Feature: 14.02, 19.9 A drawn attached datasheet unit controls an objective as one unit
  A Captain leading Intercessors (datasheets) drawn near a marker: either name draws the whole
  attached unit (19.01), and each part adds its own OC of its models in range (14.02).

  Background:
    Given the beacon is an objective marker at (30, 22)
    And it is player A's Command phase in battle round 2
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Intercessors" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Intercessors"
    And a unit "Warboss" from the datasheet "Warboss" for player B

  Scenario: 14.02 an attached unit drawn within 3" of the marker is within range of it and its player controls it
    Given any position for "Intercessors" within 3" of the beacon
    And any position for "Warboss" more than 12" from the beacon
    And positions are drawn on a 1" grid
    Then "Intercessors" is within range of the beacon
    And player A controls the beacon

  Scenario: 14.02 an attached unit drawn more than 3" from the marker adds no control
    Given any position for "Captain" more than 3" from the beacon
    And any position for "Warboss" more than 12" from the beacon
    And positions are drawn on a 1" grid
    Then player A's level of control over the beacon is 0
    And no player controls the beacon

  Scenario: 03.03 mixed bases: a drawn attached datasheet unit stands in coherency
    Given any position for "Intercessors" within 2" of "Warboss"
    And the positions:
      | unit    | x  | y  |
      | Warboss | 40 | 30 |
    Then "Intercessors" is in coherency
    And "Intercessors" is engaged with "Warboss"

  Scenario: 19.04 a drawn attached unit whose leader is gone places the bodyguard alone
    Given "Captain" has 0 models left
    And any position for "Intercessors" within 3" of the beacon
    And any position for "Warboss" more than 12" from the beacon
    And positions are drawn on a 1" grid
    Then "Intercessors" has 5 models left
    And player A controls the beacon
