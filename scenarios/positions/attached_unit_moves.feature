Feature: 19.01, 03.01: an attached unit's move keeps its leader's models as models of the unit
  An attached unit is one unit (19.01). A move's table that moves the bodyguard's models leaves
  the leader's where they stand: a model of the unit cannot end on them (03.01), as it cannot end
  on another unit's model, and the unit's engagement after the move is measured from every part.

  Background:
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has M 6"
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And the positions:
      | unit    | model | x    | y  |
      | Squad   | 1     | 10   | 10 |
      | Captain | C     | 11.5 | 10 |
      | Boyz    | 1     | 40   | 10 |

  Scenario: 03.01: a bodyguard model cannot end its move on its own leader's model
    Then "Squad" cannot make a normal move to:
      | model | x    | y  |
      | 1     | 11.5 | 10 |

  Scenario: 03.01: the same model may end its move beside the leader
    Then "Squad" can make a normal move to:
      | model | x    | y  |
      | 1     | 12.5 | 10 |
