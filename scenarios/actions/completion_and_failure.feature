Feature: 16.01 How an Action completes or fails
  An Action pays off only at its COMPLETES moment. Moving in any way other than piling in
  or consolidating, being forced to move, being destroyed or leaving the battlefield ends it
  with no effect. So does becoming battle-shocked (01.07, 16.01; the app's Core Rules FAQ,
  rules data 912): the Action ends at once, and recovering before its COMPLETES moment does
  not bring it back.

  Background:
    Given the Action "Hold Position":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
      | EFFECT    | gain the objective  |
    And it is player A's Shooting phase
    And a unit "Intercessors"

  Scenario: 16.01: left undisturbed, the Action completes and its effect is resolved
    When "Intercessors" starts the "Hold Position" Action
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Hold Position" Action
    And the effect of "Hold Position" is resolved

  Scenario: 16.01: nothing is resolved before the COMPLETES moment
    When "Intercessors" starts the "Hold Position" Action
    And the game advances to the end of player A's Fight phase
    Then "Intercessors" is performing the "Hold Position" Action
    And the effect of "Hold Position" is not resolved

  Scenario Outline: 16.01: a normal or an advance move breaks the Action
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" makes <move> move
    And the game advances to the end of the turn
    Then "Intercessors" does not complete the "Hold Position" Action
    And the effect of "Hold Position" is not resolved

    Examples:
      | move       |
      | a normal   |
      | an advance |

  Scenario Outline: 16.01: once an enemy engages the unit, every move but pile-in and consolidation breaks the Action
    An enemy unit's Heroic Intervention (15.11) in player A's Charge phase leaves the unit
    engaged in player A's Fight phase: it may fall back (a rule may allow it then), pile in
    or consolidate.

    When "Intercessors" starts the "Hold Position" Action
    And the game advances to player A's Fight phase
    And "Intercessors" becomes engaged
    And "Intercessors" makes a <move> move
    And the game advances to the end of the turn
    Then "Intercessors" <result> the "Hold Position" Action
    And the effect of "Hold Position" <effect>

    Examples:
      | move          | result            | effect          |
      | fall-back     | does not complete | is not resolved |
      | pile-in       | completes         | is resolved     |
      | consolidation | completes         | is resolved     |

  Scenario: 16.01: a charge move declared before the Action started breaks it
    A unit that started an Action cannot declare a charge that turn (16.01), but one that
    declared a charge first may still start an Action whose STARTS allows it; its charge
    move then breaks the Action.

    Given the Action "Plant Banner":
      | STARTS | your Charge phase |
    And it is player A's Charge phase
    When "Intercessors" declares a charge
    And "Intercessors" starts the "Plant Banner" Action
    And "Intercessors" makes a charge move
    And the game advances to the end of the turn
    Then "Intercessors" does not complete the "Plant Banner" Action
    And "Intercessors" is engaged

  Scenario Outline: 16.01: being moved, destroyed or removed ends the Action without effect
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" <event>
    And the game advances to the end of the turn
    Then "Intercessors" does not complete the "Hold Position" Action
    And the effect of "Hold Position" is not resolved

    Examples:
      | event                               |
      | is forced to move by an enemy rule  |
      | is destroyed                        |
      | leaves the battlefield              |

  Scenario: 16.01: a normal move made before the Action started does not break it
    Given "Intercessors" made a normal move this turn
    When "Intercessors" starts the "Hold Position" Action
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Hold Position" Action

  Scenario: 16.01: piling in and consolidating in the same Fight phase still leave the Action intact
    When "Intercessors" starts the "Hold Position" Action
    And the game advances to player A's Fight phase
    And "Intercessors" becomes engaged
    And "Intercessors" makes a pile-in move
    And "Intercessors" makes a consolidation move
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Hold Position" Action
    And the effect of "Hold Position" is resolved

  Scenario: 16.01: another unit's move does not touch this unit's Action
    Given a unit "Assault Squad"
    When "Intercessors" starts the "Hold Position" Action
    And "Assault Squad" makes a charge move
    And "Assault Squad" is destroyed
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Hold Position" Action

  Scenario: 16.01: two units completing the same Action resolve its effect twice
    Given a unit "Veterans"
    When "Intercessors" starts the "Hold Position" Action
    And "Veterans" starts the "Hold Position" Action
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Hold Position" Action
    And "Veterans" completes the "Hold Position" Action
    And the effect of "Hold Position" is resolved 2 times

  Scenario: 01.07: a unit battle-shocked at the COMPLETES moment does not complete
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Intercessors" does not complete the "Hold Position" Action
    And the effect of "Hold Position" is not resolved

  Scenario: 01.07 and 16.01: becoming battle-shocked ends the Action at once
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" becomes battle-shocked
    Then "Intercessors" is not performing the "Hold Position" Action
    And "Intercessors" does not complete the "Hold Position" Action

  Scenario: 01.07: a unit that stays unshocked keeps performing the Action
    Given a unit "Veterans"
    When "Intercessors" starts the "Hold Position" Action
    And "Veterans" becomes battle-shocked
    Then "Intercessors" is performing the "Hold Position" Action

  Scenario Outline: 01.07 and 08.03: recovering before the COMPLETES moment does not save the Action
    A failed roll ends the Action there and then; a unit that recovers in a later
    Battle-shock step is no longer battle-shocked, but the Action it was performing is over.

    Given the Action "Rally Point":
      | STARTS    | your Command phase  |
      | COMPLETES | the end of the turn |
    And it is player A's Command phase
    And the battle-shock roll for "Intercessors" will be <roll>
    When "Intercessors" starts the "Rally Point" Action
    And "Intercessors" becomes battle-shocked
    And player A's Command phase is resolved
    And the game advances to the end of the turn
    Then "Intercessors" makes a battle-shock roll
    And "Intercessors" <shocked>
    And "Intercessors" does not complete the "Rally Point" Action
    And the effect of "Rally Point" is not resolved

    Examples:
      | roll | shocked                 |
      | 9    | is not battle-shocked   |
      | 4    | is battle-shocked       |

  Scenario: 01.07 and 08.03: a failed battle-shock roll in the Battle-shock step ends the Action
    Given the Action "Rally Point":
      | STARTS    | your Command phase  |
      | COMPLETES | the end of the turn |
    And it is player A's Command phase
    And "Intercessors" has 2 models left
    And the battle-shock roll for "Intercessors" will be 3
    When "Intercessors" starts the "Rally Point" Action
    And player A's Command phase is resolved
    Then "Intercessors" is battle-shocked
    And "Intercessors" is not performing the "Rally Point" Action
    And "Intercessors" cannot start the "Hold Position" Action because it started another action this turn

  Scenario: 08.03: a passed battle-shock roll leaves the Action under way
    Given the Action "Rally Point":
      | STARTS    | your Command phase  |
      | COMPLETES | the end of the turn |
    And it is player A's Command phase
    And "Intercessors" has 2 models left
    And the battle-shock roll for "Intercessors" will be 9
    When "Intercessors" starts the "Rally Point" Action
    And player A's Command phase is resolved
    Then "Intercessors" is not battle-shocked
    And "Intercessors" is performing the "Rally Point" Action

  Scenario: 18.9: an Action stated as started by a unit stated battle-shocked is not being performed
    It started, then became battle-shocked: the start still counts for 16.01's locks.

    Given "Intercessors" started the "Hold Position" Action this turn
    And "Intercessors" is battle-shocked
    Then "Intercessors" is not performing the "Hold Position" Action
    And "Intercessors" is not eligible to declare a charge

  Scenario: 18.9: a unit stated battle-shocked beside a stated start does not get it back by recovering
    Given the Action "Rally Point":
      | STARTS    | your Command phase  |
      | COMPLETES | the end of the turn |
    And it is player A's Command phase
    And "Intercessors" started the "Rally Point" Action this turn
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 9
    When player A's Command phase is resolved
    And the game advances to the end of the turn
    Then "Intercessors" is not battle-shocked
    And "Intercessors" does not complete the "Rally Point" Action

  Scenario: 18.9: an Action stated as started by a unit that is not battle-shocked is under way
    Given "Intercessors" started the "Hold Position" Action this turn
    Then "Intercessors" is performing the "Hold Position" Action

  Scenario: 16.01: a move after the Action completed changes nothing
    Given the Action "Quick Scan":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of the phase |
    When "Intercessors" starts the "Quick Scan" Action
    And the game advances to player A's Fight phase
    And "Intercessors" is forced to move by an enemy rule
    And "Intercessors" becomes battle-shocked
    Then "Intercessors" completes the "Quick Scan" Action
    And the effect of "Quick Scan" is resolved
