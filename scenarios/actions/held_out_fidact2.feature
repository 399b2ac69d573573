Feature: 16.01, 18.9 Held-out pass on Actions: starting, performing, completing, failing
  Questions a careful player asks about who may start an Action, what stops it, when it
  completes and how often it can be used. Each boundary is checked both ways.

  Scenario: A TITANIC unit that is engaged can still start an Action
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Knight"
    And "Knight" does not have the keyword INFANTRY
    And "Knight" has the keywords VEHICLE and TITANIC
    And "Knight" is engaged
    And it is player A's Shooting phase
    Then "Knight" can start the "Sweep" Action
    And "Knight" is not refused the "Sweep" Action because it is engaged

  Scenario: An engaged INFANTRY unit is refused for being engaged and nothing else
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" is engaged
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is engaged |

  Scenario: A battle-shocked unit is refused for battle-shock and for its OC
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" is battle-shocked
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or - |

  Scenario: A unit with OC 0 is refused for its OC alone
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" has OC 0
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: A unit with OC 1 is not refused for its OC
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" has OC 1
    And it is player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: A unit with OC - is refused for its OC
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" has OC -
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action because its OC is 0 or -

  Scenario: A unit that made a normal move this turn can still start an Action
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" made a normal move this turn
    And it is player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: A unit that advanced and is also off the battlefield is refused for both
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" made an advance move this turn
    And "Squad" is off the battlefield
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action because it is not on the battlefield
    And "Squad" cannot start the "Sweep" Action because it made an advance move this turn

  Scenario: A unit that fell back this turn cannot start an Action in the Shooting phase
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" made a fall-back move this turn
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: A unit that advanced in the last turn may start an Action in this one
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" makes an advance move
    And the game advances to the start of battle round 2
    And the game advances to player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: A unit that shot this phase cannot start an Action this phase
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" shoots
    Then "Squad" cannot start the "Sweep" Action because it shot this phase

  Scenario: Shooting in the Shooting phase does not bar an Action that starts in the Charge phase
    Given the Action "Plant":
      | STARTS | your Charge phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" shoots
    And the game advances to player A's Charge phase
    Then "Squad" can start the "Plant" Action

  Scenario: A second Action in the same turn is refused
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And the Action "Plant":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    Then "Squad" cannot start the "Plant" Action, for exactly these reasons:
      | it started another action this turn |

  Scenario: Starting the same Action again in the turn counts as another action
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    Then "Squad" cannot start the "Sweep" Action because it started another action this turn

  Scenario: A unit that started an Action last turn may start one in the opponent's turn
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And the Action "Hold":
      | STARTS | your opponent's Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to player B's Shooting phase
    Then "Squad" can start the "Hold" Action

  Scenario: An Action for the opponent's Shooting phase does not start in your own
    Given the Action "Hold":
      | STARTS | your opponent's Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | the Action does not start now |

  Scenario: An Action for the Shooting phase starts in either player's Shooting phase
    Given the Action "Any Time":
      | STARTS | the Shooting phase |
    And a unit "Squad"
    And it is player B's Shooting phase
    Then "Squad" can start the "Any Time" Action

  Scenario: An Action for your Shooting phase does not start in your Movement phase
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Movement phase
    Then "Squad" cannot start the "Sweep" Action because the Action does not start now

  Scenario: An Action for the start of your Movement phase does not start in the Shooting phase after it
    Given the Action "Early":
      | STARTS | the start of your Movement phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Early" Action because the Action does not start now

  Scenario: An Action for the end of your Movement phase does not start inside the phase
    Given the Action "Late":
      | STARTS | the end of your Movement phase |
    And a unit "Squad"
    And it is player A's Movement phase
    Then "Squad" cannot start the "Late" Action because the Action does not start now

  Scenario: A player B unit cannot start an Action for its Shooting phase in player A's
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Raiders" for player B
    And it is player A's Shooting phase
    Then "Raiders" cannot start the "Sweep" Action because the Action does not start now

  Scenario: A unit without the named keyword is not one the Action allows
    Given the Action "Plant":
      | UNITS | one VEHICLE or MONSTER unit |
    And a unit "Squad"
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Plant" Action, for exactly these reasons:
      | it is not a unit the Action allows |

  Scenario: A unit with the second of two named keywords is allowed
    Given the Action "Plant":
      | UNITS | one VEHICLE or MONSTER unit |
    And a unit "Beast"
    And "Beast" has the keyword MONSTER
    And it is player A's Shooting phase
    Then "Beast" can start the "Plant" Action

  Scenario: A unit within the named area that must not be within another is allowed
    Given the Action "Plant":
      | UNITS | one INFANTRY unit that is within a terrain area that is not within your deployment zone |
    And a unit "Squad"
    And "Squad" is within the terrain area
    And it is player A's Shooting phase
    Then "Squad" can start the "Plant" Action

  Scenario: A unit not within the named area is not one the Action allows
    Given the Action "Plant":
      | UNITS | one INFANTRY unit that is within a terrain area |
    And a unit "Squad"
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Plant" Action because it is not a unit the Action allows

  Scenario: Once per turn: a second unit of the same player is refused in that turn
    Given the Action "Sweep":
      | USE LIMIT | once per turn |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    Then "Scouts" cannot start the "Sweep" Action, for exactly these reasons:
      | the Action's use limit is reached |

  Scenario: Once per turn: the opponent's unit is counted separately
    Given the Action "Any Time":
      | STARTS    | the Shooting phase |
      | USE LIMIT | once per turn      |
    And a unit "Squad"
    And a unit "Raiders" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Any Time" Action
    Then "Raiders" is not refused the "Any Time" Action because the Action's use limit is reached

  Scenario: Once per turn: the limit is free again in the next turn
    Given the Action "Any Time":
      | STARTS    | the Shooting phase |
      | USE LIMIT | once per turn      |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Any Time" Action
    And the game advances to player B's Shooting phase
    Then "Scouts" can start the "Any Time" Action

  Scenario: Once per battle round: still used in the opponent's turn of the same round
    Given the Action "Any Time":
      | STARTS    | the Shooting phase     |
      | USE LIMIT | once per battle round  |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Any Time" Action
    And the game advances to player B's Shooting phase
    Then "Scouts" cannot start the "Any Time" Action because the Action's use limit is reached

  Scenario: Once per battle round: free again in the next battle round
    Given the Action "Sweep":
      | USE LIMIT | once per battle round |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the start of battle round 2
    And the game advances to player A's Shooting phase
    Then "Scouts" can start the "Sweep" Action

  Scenario: Twice per battle: an Action that failed still counts
    Given the Action "Sweep":
      | USE LIMIT | 2 times per battle |
    And a unit "Squad"
    And a unit "Scouts"
    And a unit "Guards"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And "Squad" is destroyed
    And "Scouts" starts the "Sweep" Action
    Then "Squad" does not complete the "Sweep" Action
    And "Guards" cannot start the "Sweep" Action because the Action's use limit is reached

  Scenario: Once per battle: still used in battle round 5
    Given the Action "Sweep":
      | USE LIMIT | once per battle |
    And a unit "Squad"
    And a unit "Scouts"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the start of battle round 5
    And the game advances to player A's Shooting phase
    Then "Scouts" cannot start the "Sweep" Action because the Action's use limit is reached

  Scenario: A unit that started an Action is not eligible to shoot for the rest of the turn
    Given the Action "Plant":
      | STARTS    | your Movement phase  |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Plant" Action
    And the game advances to player A's Shooting phase
    Then "Squad" completes the "Plant" Action
    And "Squad" is not eligible to shoot
    And "Squad" is not eligible to declare a charge

  Scenario: A TITANIC unit that started an Action may still shoot but not charge
    Given the Action "Sweep":
      | STARTS | your Movement phase |
    And a unit "Knight"
    And "Knight" has the keyword TITANIC
    And it is player A's Movement phase
    When "Knight" starts the "Sweep" Action
    And the game advances to player A's Shooting phase
    Then "Knight" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Knight" is not eligible to declare a charge

  Scenario: The locks from an Action end with the turn
    Given the Action "Sweep":
      | STARTS | your Movement phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the start of battle round 2
    And the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot

  Scenario: The end of your turn: an Action started in the opponent's turn runs on into yours
    Given the Action "Hold":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And a unit "Squad"
    And it is player B's Shooting phase
    When "Squad" starts the "Hold" Action
    And the game advances to the end of the turn
    Then "Squad" is performing the "Hold" Action
    When the game advances to the start of battle round 2
    And the game advances to the end of player A's Fight phase
    Then "Squad" is performing the "Hold" Action

  Scenario: The end of your turn: completes at the end of the unit's own next turn
    Given the Action "Hold":
      | STARTS    | your opponent's Shooting phase |
      | COMPLETES | the end of your turn           |
    And a unit "Squad"
    And it is player B's Shooting phase
    When "Squad" starts the "Hold" Action
    And the game advances to the start of battle round 3
    Then "Squad" completes the "Hold" Action
    And the effect of "Hold" is resolved 1 times

  Scenario: The end of the battle round: still performing at the end of its own turn
    Given the Action "Long":
      | COMPLETES | the end of the battle round |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And the game advances to the end of the turn
    Then "Squad" is performing the "Long" Action
    And "Squad" does not complete the "Long" Action

  Scenario: The end of the battle round: a move in the opponent's turn fails it
    Given the Action "Long":
      | COMPLETES | the end of the battle round |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And the game advances to player B's Movement phase
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Long" Action
    And the effect of "Long" is not resolved

  Scenario: The end of the battle round: completes in the last battle round
    Given the Action "Long":
      | COMPLETES | the end of the battle round |
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 5
    When "Squad" starts the "Long" Action
    And the game advances to the end of the battle round
    Then "Squad" completes the "Long" Action

  Scenario: The start of your next Command phase: completes there, not at the end of the round
    Given the Action "Long":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And the game advances to the end of the battle round
    Then "Squad" is performing the "Long" Action
    When the game advances to player A's Command phase
    Then "Squad" completes the "Long" Action

  Scenario: Pile-in and consolidation moves do not fail an engaged TITANIC unit's Action
    Given the Action "Stomp":
      | STARTS    | your Fight phase    |
      | COMPLETES | the end of the turn |
    And a unit "Knight"
    And "Knight" has the keyword TITANIC
    And "Knight" is engaged
    And it is player A's Fight phase
    When "Knight" starts the "Stomp" Action
    And "Knight" makes a pile-in move
    And "Knight" makes a consolidation move
    And the game advances to the end of the turn
    Then "Knight" completes the "Stomp" Action
    And the effect of "Stomp" is resolved 1 times

  Scenario: Leaving the battlefield fails an Action
    Given the Action "Sweep":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And "Squad" leaves the battlefield
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sweep" Action
    And "Squad" is not performing the "Sweep" Action

  Scenario: Becoming battle-shocked ends the Action even after recovering
    Given the Action "Long":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is not performing the "Long" Action
    When the game advances to player A's Command phase
    Then "Squad" does not complete the "Long" Action
    And the effect of "Long" is not resolved

  Scenario: An Action completing at the start of your next Command phase completes before that phase's battle-shock test
    Given the Action "Long":
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 2
    And it is player A's Shooting phase
    When "Squad" starts the "Long" Action
    And player A's Command phase is resolved
    Then "Squad" completes the "Long" Action
    And "Squad" is battle-shocked

  Scenario: A battle-shocked start still counts against another action that turn
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And the Action "Plant":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And "Squad" becomes battle-shocked
    Then "Squad" cannot start the "Plant" Action because it started another action this turn
    And "Squad" is not eligible to shoot

  Scenario: The end of the phase: an Action started in the Movement phase completes before shooting
    Given the Action "Plant":
      | STARTS    | your Movement phase  |
      | COMPLETES | the end of the phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Plant" Action
    Then "Squad" is performing the "Plant" Action
    When the game advances to the end of the phase
    Then "Squad" completes the "Plant" Action
    And "Squad" is not performing the "Plant" Action

  Scenario: A refused start is not performing and never completes
    Given the Action "Sweep":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" is engaged
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" cannot start the "Sweep" Action because it is engaged
    And "Squad" does not complete the "Sweep" Action
    And the effect of "Sweep" is not resolved

  Scenario: An Action completes in the first battle round's first turn at its end
    Given the Action "Sweep":
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 1
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action
    And the effect of "Sweep" is resolved 1 times

  Scenario: A normal move made after starting the Action in the same phase fails it
    Given the Action "Plant":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of the turn |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" starts the "Plant" Action
    And "Squad" makes a normal move
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Plant" Action
    And the effect of "Plant" is not resolved
