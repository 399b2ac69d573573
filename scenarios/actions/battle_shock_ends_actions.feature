Feature: 18.9: battle-shock ends an Action in progress, and what still counts
  A unit that becomes battle-shocked stops performing its Action and does not complete it, even
  if it recovers; the start still counts. Only a lift of `it is battle-shocked` for starting or
  performing Actions keeps it going (app FAQ data 912).

  Background:
    Given the Action "Survey":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of your turn |
    And it is player A's Movement phase
    And a unit "Scouts" for player A

  Scenario: 18.9: a unit that becomes battle-shocked and recovers does not complete
    When "Scouts" starts the "Survey" Action
    And "Scouts" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Scouts" does not complete the "Survey" Action
    And the effect of "Survey" is not resolved

  Scenario: 18.9: the stopped start still counts for another action this turn
    When "Scouts" starts the "Survey" Action
    And "Scouts" becomes battle-shocked
    Then "Scouts" cannot start the "Survey" Action because it started another action this turn

  Scenario: 18.9: a player rule that lets it perform Actions keeps it going to completion
    Given player A has a rule "Discipline" that lets it perform Actions even though it is battle-shocked
    When "Scouts" starts the "Survey" Action
    And "Scouts" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Scouts" completes the "Survey" Action

  Scenario: 18.9: a lift of another reason does not keep the Action going
    Given "Scouts" has an ability "Bold" that lets it declare a charge even though it made an advance move this turn
    When "Scouts" starts the "Survey" Action
    And "Scouts" becomes battle-shocked
    Then "Scouts" is not performing the "Survey" Action

  Scenario: 18.9: a stated start and battle-shock with a leader ability that lifts it
    Given a unit "Captain" for player A
    And "Captain" is leading "Scouts"
    And "Captain" has a leader ability "Steady" that lets it start Actions even though it is battle-shocked
    And "Scouts" started the "Survey" Action this turn
    And "Scouts" is battle-shocked
    Then "Scouts" is performing the "Survey" Action
