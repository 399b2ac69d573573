Feature: 12.04 and the Rules Appendix: every reason a unit cannot be selected to fight next
  `can be selected to fight next` weighs every reason of contract §20.1's table, and `, for
  exactly these reasons:` lists them all: a unit that is not on the battlefield (Rules Appendix,
  "Destroyed") names that and also each reason of §14's eligibility table that holds (12.04),
  as `is not eligible to fight` does.

  Background:
    Given a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Wardens" for player A
    And a unit "Raiders" for player B
    And "Vanguard" is engaged
    And "Hunters" is engaged
    And "Wardens" is engaged
    And "Raiders" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2

  Scenario: Rules Appendix, Destroyed: a unit destroyed while it fights names both reasons
    When "Vanguard" is selected to fight
    And "Vanguard" is destroyed
    And "Vanguard" resolves its attacks
    Then player B selects the next unit to fight
    And "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight          |
      | it is not on the battlefield                     |
      | it has already been selected to fight this phase |

  Scenario: Rules Appendix, Destroyed: a destroyed unit that never fought and was engaged names only that
    When "Vanguard" is selected to fight
    And "Raiders" is destroyed
    And "Vanguard" resolves its attacks
    Then "Raiders" cannot be selected to fight next, for exactly these reasons:
      | it is not on the battlefield |

  Scenario: 12.04: a destroyed unit that was never engaged names 12.04's reason too
    Given "Raiders" is not engaged
    When "Vanguard" is selected to fight
    And "Raiders" is destroyed
    And "Vanguard" resolves its attacks
    Then "Raiders" is not eligible to fight, for exactly these reasons:
      | it is not on the battlefield                                                                      |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |
    And "Raiders" cannot be selected to fight next, for exactly these reasons:
      | it is not on the battlefield                                                                      |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |

  Scenario: Rules Appendix FAQ: a unit that fought after it became engaged in the step, now unengaged, names both of 12.04's reasons
    Given "Wardens" is not engaged
    When "Vanguard" is selected to fight
    And "Wardens" becomes engaged
    And "Vanguard" resolves its attacks
    And "Hunters" fights
    And "Wardens" is selected to fight
    And "Wardens" is no longer engaged
    And "Wardens" resolves its attacks
    Then "Wardens" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                                           |
      | it has already been selected to fight this phase                                                  |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |

  Scenario: 12.04: a unit that fought, engaged since the step began, names only its selection
    When "Vanguard" fights
    Then "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight          |
      | it has already been selected to fight this phase |
