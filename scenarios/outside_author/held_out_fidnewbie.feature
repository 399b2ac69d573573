@newbie
Feature: A newcomer's first Action scenarios, from the README and §1-§5 of the contract
  Written by someone who read only the README, docs/getting-started.md and the contract: the
  README's example grown with And and But, a Background, Outlines, tags and comments. Every
  answer is decided from 16.01 (Starting and Completing an Action) and 01.07.

  Background:
    # The README's Action, written the way the rules print an Action's rows.
    Given the Action "Secure Site":
      | STARTS    | Your Shooting phase. |
      | UNITS     | One INFANTRY unit.   |
      | USE LIMIT | Once per turn.       |
      | COMPLETES | End of the turn.     |
    And a unit "Intercessors"

  Scenario: The README's engaged unit is refused for being engaged, and for nothing else
    Given it is player A's Shooting phase
    And "Intercessors" is engaged
    Then "Intercessors" cannot start the "Secure Site" Action because it is engaged
    But "Intercessors" is not refused the "Secure Site" Action because it is battle-shocked
    And "Intercessors" cannot start the "Secure Site" Action, for exactly these reasons:
      | it is engaged |

  Scenario: An engaged TITANIC unit may still start an Action
    Given it is player A's Shooting phase
    And "Intercessors" is engaged
    And "Intercessors" has the keyword TITANIC
    Then "Intercessors" can start the "Secure Site" Action
    And "Intercessors" is not refused the "Secure Site" Action because it is engaged

  @bars
  Scenario Outline: Each bar of 16.01 refuses the Action with its own reason (<fact>)
    Given it is player A's Shooting phase
    And "Intercessors" <fact>
    Then "Intercessors" cannot start the "Secure Site" Action because <reason>

    Examples:
      | fact                                  | reason                               |
      | is battle-shocked                     | it is battle-shocked                 |
      | is off the battlefield                | it is not on the battlefield         |
      | has OC 0                              | its OC is 0 or -                     |
      | has OC -                              | its OC is 0 or -                     |
      | made an advance move this turn        | it made an advance move this turn    |
      | made a fall-back move this turn       | it made a fall-back move this turn   |
      | has the keyword AIRCRAFT              | it is an AIRCRAFT unit               |
      | has the keyword FORTIFICATION         | it is a FORTIFICATION unit           |
      | does not have the keyword INFANTRY    | it is not a unit the Action allows   |
      | started the "Secure Site" Action this turn | it started another action this turn |

  Scenario Outline: The facts next to each bar do not refuse the Action (<fact>)
    Given it is player A's Shooting phase
    And "Intercessors" <fact>
    Then "Intercessors" can start the "Secure Site" Action

    Examples:
      | fact                          |
      | is not battle-shocked         |
      | is on the battlefield         |
      | has OC 1                      |
      | is not engaged                |
      | made a normal move this turn  |
      | made no move this turn        |
      | has started no Action this turn |
      | has Ld 9+                     |
      | has 1 model left              |

  Scenario: A battle-shocked unit is refused twice, since its OC becomes '-' (01.07)
    Given it is player A's Shooting phase
    And "Intercessors" is battle-shocked
    Then "Intercessors" cannot start the "Secure Site" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: Every reason at once, in the wrong phase
    Given it is player A's Movement phase
    And "Intercessors" is battle-shocked
    And "Intercessors" is engaged
    Then "Intercessors" cannot start the "Secure Site" Action, for exactly these reasons:
      | it is battle-shocked          |
      | its OC is 0 or -              |
      | it is engaged                 |
      | the Action does not start now |

  Scenario: "Your Shooting phase" is the unit's own player's, not the opponent's
    Given it is player B's Shooting phase
    Then "Intercessors" cannot start the "Secure Site" Action because the Action does not start now

  Scenario: A player B unit starts it in player B's Shooting phase
    Given a unit "Boyz" for player B
    And it is player B's Shooting phase
    Then "Boyz" can start the "Secure Site" Action
    But "Intercessors" cannot start the "Secure Site" Action because the Action does not start now

  Scenario: Starting it twice counts as another action, and the use limit is reached
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    Then "Intercessors" is performing the "Secure Site" Action
    And "Intercessors" cannot start the "Secure Site" Action, for exactly these reasons:
      | it started another action this turn |
      | the Action's use limit is reached   |

  Scenario: Once per turn is counted per player: the other player's unit starts it in its turn
    Given a unit "Scouts"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    Then "Scouts" cannot start the "Secure Site" Action because the Action's use limit is reached
    When the game advances to player B's Shooting phase
    Then "Boyz" can start the "Secure Site" Action

  Scenario: Once per turn comes back in the player's next turn
    Given a unit "Scouts"
    And it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Scouts" can start the "Secure Site" Action
    And "Intercessors" can start the "Secure Site" Action

  Scenario: A started Action completes at the end of the turn and its effect resolves once
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Secure Site" Action
    And the effect of "Secure Site" is resolved 1 time

  Scenario: Not yet complete at the end of the Shooting phase
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And the game advances to the end of the phase
    Then "Intercessors" is performing the "Secure Site" Action
    And the effect of "Secure Site" is not resolved

  Scenario: A unit that leaves the battlefield does not complete its Action
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And "Intercessors" leaves the battlefield
    And the game advances to the end of the turn
    Then "Intercessors" does not complete the "Secure Site" Action
    And the effect of "Secure Site" is not resolved

  Scenario: A unit that becomes battle-shocked does not complete its Action (01.07)
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And "Intercessors" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Intercessors" does not complete the "Secure Site" Action

  Scenario: Another unit's battle-shock does not stop this unit completing
    Given a unit "Scouts"
    And it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And "Scouts" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Secure Site" Action

  Scenario: A pile-in move does not stop an Action completing
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And the game advances to player A's Fight phase
    And "Intercessors" becomes engaged
    And "Intercessors" makes a pile-in move
    And the game advances to the end of the turn
    Then "Intercessors" completes the "Secure Site" Action

  Scenario: A unit that started an Action may not shoot or charge until the end of the turn
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    Then "Intercessors" is not eligible to shoot
    When the game advances to player A's Charge phase
    Then "Intercessors" is not eligible to declare a charge

  Scenario: A TITANIC unit that started an Action may still shoot, but not charge
    Given "Intercessors" has the keyword TITANIC
    And it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    Then "Intercessors" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Intercessors" is not eligible to declare a charge

  Scenario: In its next turn the unit may shoot again
    Given it is player A's Shooting phase
    When "Intercessors" starts the "Secure Site" Action
    And the game advances to player A's Shooting phase
    Then "Intercessors" is eligible to shoot

  Scenario: A unit that shot is refused an Action this phase, but not one in a later phase
    Given the Action "Patrol":
      | STARTS | your Charge phase |
    And it is player A's Shooting phase
    When "Intercessors" shoots
    Then "Intercessors" cannot start the "Secure Site" Action because it shot this phase
    When the game advances to player A's Charge phase
    Then "Intercessors" can start the "Patrol" Action
    And "Intercessors" is not refused the "Patrol" Action because it shot this phase

  Scenario: In the last battle round the Action still completes at the end of the turn
    Given the mission lasts 3 battle rounds
    And a unit "Boyz" for player B
    And it is player B's Shooting phase in battle round 3
    When "Boyz" starts the "Secure Site" Action
    And the game advances to the end of the turn
    Then "Boyz" completes the "Secure Site" Action
    And the battle ends after battle round 3

  Scenario: Phase names ignore case
    Given it is player A's shooting phase
    Then "Intercessors" can start the "Secure Site" Action
    And it is player A's SHOOTING phase in battle round 1
