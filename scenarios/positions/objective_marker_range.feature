Feature: Rules Appendix objective marker range, at its boundaries
  A model is within range of a 40mm marker within 3" horizontally and 5" vertically of it:
  30" + 20mm + 3" + 12.7mm (a 1" base's half) is 870.9mm. Bases are 1" across.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And the beacon is an objective marker at (30, 22)

  Scenario: Rules Appendix: 3" horizontally from the marker's edge, exactly, is within range
    Given the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 50      | 40 |
    Then "Squad" is within range of the beacon

  Scenario: Rules Appendix: 0.001" more is out of range
    Given the positions:
      | unit  | x          | y  |
      | Squad | 870.9254mm | 22 |
      | Boyz  | 50         | 40 |
    Then "Squad" is not within range of the beacon

  Scenario: Rules Appendix: 5" directly above the marker is within range; 5.001" is not
    Given a unit "Scouts" for player A
    And "Scouts" has 25.4mm bases
    And the positions:
      | unit   | x  | y  | height |
      | Squad  | 30 | 22 | 5      |
      | Scouts | 31 | 22 | 5.001  |
      | Boyz   | 50 | 40 | 0      |
    Then "Squad" is within range of the beacon
    And "Scouts" is not within range of the beacon
