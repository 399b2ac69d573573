Feature: 18.04 Disembark set-ups asked before they are made, with the mode named
  A query may name the disembark mode before its set-up positions (contract §19.6: `using <mode>`
  comes before `to ...`), and is answered as the move step would check that set-up: each model
  wholly within the mode's set-up distance of its TRANSPORT (3" Tactical, 6" Combat), set up
  unengaged except that a Combat Disembark may be set up engaged with enemy units its TRANSPORT
  is engaged with. Naming Combat Disembark states that a Tactical Disembark was not possible
  (§14). The Rhino's hull runs from x 26.5 to 33.5 and y 20 to 24; the Boyz, 1" from it, are
  engaged with it.

  Background:
    Given a unit "Rhino" for player A
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Rhino" has the keywords VEHICLE, TRANSPORT and FRAME
    And "Rhino" has a hull of 7" by 4"
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has a starting strength of 1
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase
    And the positions:
      | unit  | x  | y  |
      | Rhino | 30 | 22 |
      | Boyz  | 35 | 22 |

  Scenario: 18.04: a Combat Disembark may be set up engaged with its TRANSPORT's enemy; a Tactical one may not
    Then "Rhino" is engaged with "Boyz"
    And "Squad" can make a disembark move using Combat Disembark to (34.5, 24.5)
    And "Squad" can make a disembark move using Combat Disembark to:
      | model | x    | y    |
      | 1     | 34.5 | 24.5 |
    And "Squad" cannot make a disembark move using Tactical Disembark to (34.5, 24.5)
    And "Squad" cannot make a disembark move using Tactical Disembark to:
      | model | x    | y    |
      | 1     | 34.5 | 24.5 |
    And "Squad" cannot make a disembark move using Tactical Disembark to (34.5, 24.5) because a model would be set up engaged
    And "Squad" cannot make a disembark move using Tactical Disembark to (34.5, 24.5), for exactly these reasons:
      | a model would be set up engaged |

  Scenario: 18.04: a Combat Disembark sets up wholly within 6" of its TRANSPORT
    Given the placement "too far" for "Squad":
      | model | x  | y  |
      | 1     | 40 | 22 |
    Then "Squad" cannot make a disembark move using Combat Disembark to the placement "too far"
    And "Squad" cannot make a disembark move using Combat Disembark to the placement "too far" because a model would not be wholly within the set-up distance of its TRANSPORT
    And "Squad" cannot make a disembark move using Combat Disembark to the placement "too far", for exactly these reasons:
      | a model would not be wholly within the set-up distance of its TRANSPORT |
    And "Squad" can make a disembark move using Combat Disembark to (39, 22)
