Feature: 16.01 How an Action completes or fails
  An Action pays off only at its COMPLETES moment. Moving in any way other than piling in
  or consolidating, being forced to move, being destroyed or leaving the battlefield ends it
  with no effect; so does being battle-shocked when the moment comes (01.07). The engine
  lets a unit that became battle-shocked and recovered before that moment complete it.

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

  Scenario Outline: 01.07 and 08.03: recovering before the COMPLETES moment saves the Action
    The engine lets the Action survive becoming battle-shocked; what matters is the
    unit's state when the Action would complete.

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
    And "Intercessors" <result> the "Rally Point" Action

    Examples:
      | roll | shocked                 | result            |
      | 9    | is not battle-shocked   | completes         |
      | 4    | is battle-shocked       | does not complete |

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
