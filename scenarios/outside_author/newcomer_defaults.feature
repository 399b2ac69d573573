Feature: Short scenarios that lean on the defaults of §2 and round 4
  An Action's rows, the mission's length, the 12" charge distance, models left in any order,
  arrival in battle round 1 and an embarked unit's TRANSPORT, each left unsaid and then stated.

  Scenario: An Action with no rows starts in its player's Shooting phase, not the opponent's
    Given the Action "Survey":
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    Then "Squad" can start the "Survey" Action
    When the game advances to player B's Shooting phase
    Then "Squad" cannot start the "Survey" Action because the Action does not start now

  Scenario: An Action with no rows completes at the end of the turn and resolves its effect
    Given the Action "Survey":
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Survey" Action
    And the effect of "Survey" is resolved

  Scenario: With no use limit, two units start the same Action in one turn
    Given the Action "Survey":
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action
    Then "Scouts" can start the "Survey" Action
    And "Squad" cannot start the "Survey" Action because it started another action this turn

  Scenario: The mission lasts 5 battle rounds by default
    Then the battle ends after battle round 5

  Scenario: A stated mission length moves the end
    Given the mission lasts 4 battle rounds
    Then the battle ends after battle round 4

  Scenario: A default unit is within 12" of an enemy, so it may declare a charge
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    Then "Squad" is eligible to declare a charge

  Scenario: Stated too far, it may not
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase in battle round 2
    And "Squad" is not within 12" of any enemy unit
    Then "Squad" is not eligible to declare a charge

  Scenario: Positioned exactly 12" away, a unit may declare a charge
    # 12" plus two 16mm radii between centres: 304.8mm + 32mm
    Given a unit "Squad"
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x       | y  |
      | Squad | 254mm   | 10 |
      | Boyz  | 590.8mm | 10 |
    Then "Squad" is eligible to declare a charge

  Scenario: Positioned a hair over 12" away, it may not
    Given a unit "Squad"
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x       | y  |
      | Squad | 254mm   | 10 |
      | Boyz  | 590.9mm | 10 |
    Then "Squad" is not eligible to declare a charge

  Scenario: The order of Givens does not change models left: strength stated after models left
    Given a unit "Squad"
    And "Squad" has 4 models left
    And "Squad" has a starting strength of 10
    Then "Squad" is below half-strength

  Scenario: A single model's wounds left follow its W whatever the order
    Given a unit "Hero"
    And "Hero" has W 6
    And "Hero" has a starting strength of 1
    Then "Hero" is not at or below half-strength
    And "Hero" has 6 wounds left

  Scenario: A reserve unit cannot arrive in battle round 1 by default
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move into player B's deployment zone because it is the first battle round

  Scenario: A rule lets it arrive in battle round 1
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a rule lets "Reserve" arrive in the first battle round
    And it is player A's Movement phase in battle round 1
    Then "Reserve" can make an ingress move into player A's deployment zone

  Scenario: An embarked unit's TRANSPORT has not moved: a disembark then a normal move is allowed
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a disembark move followed by a normal move
    Then "Squad" is not embarked
