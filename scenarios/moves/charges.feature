Feature: 11.02 Declaring a charge, with 09.06, 09.07, 16.01 and 23.04
  A unit is eligible to declare a charge if it is on the battlefield, unless it is not within
  12" of any enemy unit, is engaged (TITANIC units too: the 16.01 exception is for Actions
  only), made an advance or fall-back move this turn, started an Action this turn, is an
  AIRCRAFT unit (23.04), or already declared a charge this phase.

  Background:
    Given a unit "Squad"
    And it is player A's Charge phase

  Scenario: 11.02: a unit on the battlefield, within 12" of an enemy unit and unengaged may declare a charge
    Then "Squad" is eligible to declare a charge

  Scenario Outline: 11.02: one reason alone bars the charge
    Given "Squad" <fact>
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | <reason> |

    Examples:
      | fact                                      | reason                                      |
      | is off the battlefield                    | it is not on the battlefield                |
      | is in strategic reserves                  | it is not on the battlefield                |
      | is not within 12" of any enemy unit       | it is not within 12" of any enemy unit      |
      | is engaged                                | it is engaged                               |
      | is engaged only with AIRCRAFT units       | it is engaged                               |
      | made an advance move this turn            | it made an advance move this turn           |
      | made a fall-back move this turn           | it made a fall-back move this turn          |
      | has the keyword AIRCRAFT                  | it is an AIRCRAFT unit                      |
      | declared a charge this phase              | it has already declared a charge this phase |

  Scenario: 16.01: a unit that started an Action this turn may not declare a charge
    Given the Action "Task":
      | STARTS | your Charge phase |
    When "Squad" starts the "Task" Action
    Then "Squad" is not eligible to declare a charge because it started an Action this turn

  Scenario: 11.02: an engaged TITANIC unit may not declare a charge
    Given "Squad" has the keyword TITANIC
    And "Squad" is engaged
    Then "Squad" is not eligible to declare a charge because it is engaged

  Scenario: 11.02 (19.1): the charge distance's number-free twins state the same fact and reason
    Given "Squad" is too far from every enemy unit to declare a charge
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge
    And "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit
    And "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is too far from every enemy unit to declare a charge |

  Scenario: 11.02 (19.1): close enough to an enemy unit to declare a charge is the default, stated
    Given "Squad" is close enough to an enemy unit to declare a charge
    Then "Squad" is eligible to declare a charge

  Scenario: 11.02: every reason at once
    Given "Squad" is engaged
    And "Squad" made an advance move this turn
    And "Squad" has the keyword AIRCRAFT
    And "Squad" is not within 12" of any enemy unit
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is not within 12" of any enemy unit |
      | it is engaged                          |
      | it made an advance move this turn      |
      | it is an AIRCRAFT unit                 |

  Scenario: 11.02: declaring a charge once a phase
    When "Squad" declares a charge
    Then "Squad" is not eligible to declare a charge because it has already declared a charge this phase
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 11.02: a unit in strategic reserves is off the battlefield and cannot move either
    Given "Squad" is in strategic reserves
    Then "Squad" cannot make a normal move because it is not on the battlefield
    And "Squad" is not eligible to shoot because it is not on the battlefield

  Scenario: 11.02: a unit makes one charge move for its charge
    When "Squad" declares a charge
    Then "Squad" can make a charge move
    When "Squad" makes a charge move
    Then "Squad" is engaged
    And "Squad" cannot make a charge move, for exactly these reasons:
      | it has already made a charge move this phase |

  Scenario: 11.02: a charge move in an earlier turn does not bar this turn's
    When "Squad" makes a charge move
    And "Squad" is no longer engaged
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Squad" can make a charge move
