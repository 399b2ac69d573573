Feature: 16.01 Reading an Action's STARTS, UNITS and USE LIMIT rows
  Besides the seven general bars, every Action carries its own limits: when it can begin,
  which units it accepts and how often a player may begin it. Placing the game in a phase
  puts it just after that phase's start, so a "start of your ... phase" Action is open there.

  Scenario Outline: STARTS: the Action opens only in the phase it names
    Given the Action "Task":
      | STARTS | <starts> |
    And it is player A's <phase> phase
    And a unit "Squad"
    Then "Squad" <verdict> the "Task" Action

    Examples:
      | starts                           | phase    | verdict      |
      | your Shooting phase              | Shooting | can start    |
      | your Shooting phase              | Movement | cannot start |
      | your Movement phase              | Movement | can start    |
      | your Command phase               | Command  | can start    |
      | your Charge phase                | Charge   | can start    |
      | your Fight phase                 | Fight    | can start    |
      | your Fight phase                 | Charge   | cannot start |
      | the start of your Shooting phase | Shooting | can start    |
      | the end of your Shooting phase   | Shooting | cannot start |

  Scenario: STARTS: the wrong phase is reported as the Action not starting now
    Given the Action "Task":
      | STARTS | your Charge phase |
    And it is player A's Shooting phase
    And a unit "Squad"
    Then "Squad" cannot start the "Task" Action, for exactly these reasons:
      | the Action does not start now |

  Scenario: STARTS: an end-of-phase Action opens once the phase reaches its end
    Given the Action "Last Light":
      | STARTS | the end of your Shooting phase |
    And it is player A's Shooting phase
    And a unit "Squad"
    When the game advances to the end of the phase
    Then "Squad" can start the "Last Light" Action

  Scenario: STARTS: a start-of-phase Action has closed by the end of that phase
    Given the Action "First Light":
      | STARTS | the start of your Shooting phase |
    And it is player A's Shooting phase
    And a unit "Squad"
    When the game advances to the end of player A's Shooting phase
    Then "Squad" cannot start the "First Light" Action because the Action does not start now

  Scenario: STARTS: "your" phase is the phase of the unit's own player
    Given the Action "Task":
      | STARTS | your Shooting phase |
    And it is player B's Shooting phase
    And a unit "Intercessors"
    And a unit "Boyz" for player B
    Then "Intercessors" cannot start the "Task" Action because the Action does not start now
    And "Boyz" can start the "Task" Action

  Scenario: Row values may be written the way the rules print them
    Given the Action "Task":
      | STARTS    | Your Shooting Phase. |
      | UNITS     | Any unit.            |
      | USE LIMIT | Once per turn.       |
      | COMPLETES | End of the turn.     |
      | EFFECT    | Its effect.          |
    And it is player A's Shooting phase
    And a unit "Squad"
    When "Squad" starts the "Task" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Task" Action
    And the effect of "Task" is resolved

  Scenario Outline: UNITS: the unit must carry the keyword the Action asks for
    Given the Action "Task":
      | UNITS | <units> |
    And it is player A's Shooting phase
    And the units:
      | unit  | keywords   |
      | Squad | <keywords> |
    Then "Squad" <verdict> the "Task" Action

    Examples:
      | units                        | keywords         | verdict      |
      | any unit                     | VEHICLE, WALKER  | can start    |
      | one INFANTRY unit            | INFANTRY, GRENADES | can start  |
      | one INFANTRY unit            | VEHICLE, WALKER  | cannot start |
      | one INFANTRY or MOUNTED unit | MOUNTED, FLY     | can start    |
      | one INFANTRY or MOUNTED unit | INFANTRY         | can start    |
      | one INFANTRY or MOUNTED unit | BEAST            | cannot start |

  Scenario: UNITS: a unit of the wrong kind is refused with the Action's own reason
    Given the Action "Task":
      | UNITS | one BATTLELINE unit |
    And it is player A's Shooting phase
    And a unit "Squad"
    Then "Squad" cannot start the "Task" Action, for exactly these reasons:
      | it is not a unit the Action allows |

  Scenario: UNITS: a keyword added to the unit makes it acceptable
    Given the Action "Task":
      | UNITS | one BATTLELINE unit |
    And it is player A's Shooting phase
    And a unit "Squad"
    And "Squad" has the keywords INFANTRY and BATTLELINE
    Then "Squad" can start the "Task" Action
    And "Squad" is not refused the "Task" Action because it is not a unit the Action allows

  Scenario Outline: UNITS: an area the unit must be within
    Given the Action "Task":
      | UNITS | one INFANTRY or MOUNTED unit that is within an objective area |
    And it is player A's Shooting phase
    And a unit "Squad"
    And "Squad" is within <area>
    Then "Squad" <verdict> the "Task" Action

    Examples:
      | area                | verdict      |
      | an objective area   | can start    |
      | the Objective Area  | can start    |
      | a terrain area      | cannot start |

  Scenario Outline: UNITS: an area the unit must stay out of
    Given the Action "Task":
      | UNITS | one INFANTRY unit that is not within your deployment zone |
    And it is player A's Shooting phase
    And a unit "Squad"
    And "Squad" is within <area>
    Then "Squad" <verdict> the "Task" Action

    Examples:
      | area                 | verdict      |
      | a terrain area       | can start    |
      | your deployment zone | cannot start |

  Scenario Outline: UNITS: inside one area and outside another, both written in one row
    Given the Action "Task":
      | UNITS | one INFANTRY unit that is within a ruin that is not within your deployment zone |
    And it is player A's Shooting phase
    And a unit "Squad"
    And "Squad" is within a ruin
    And "Squad" is within <second area>
    Then "Squad" <verdict> the "Task" Action

    Examples:
      | second area          | verdict      |
      | an objective area    | can start    |
      | your deployment zone | cannot start |

  Scenario: UNITS: a unit within no area at all fails an "is within" requirement
    Given the Action "Task":
      | UNITS | one INFANTRY unit that is within a terrain area |
    And it is player A's Shooting phase
    And a unit "Squad"
    Then "Squad" cannot start the "Task" Action because it is not a unit the Action allows

  Scenario: USE LIMIT once per turn: a second unit of the same player is refused that turn
    Given the Action "Task":
      | USE LIMIT | once per turn |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    When "Squad" starts the "Task" Action
    Then "Veterans" cannot start the "Task" Action, for exactly these reasons:
      | the Action's use limit is reached |

  Scenario: USE LIMIT once per turn: the limit is counted for each player separately
    Given the Action "Task":
      | USE LIMIT | once per turn |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Boyz" for player B
    When "Squad" starts the "Task" Action
    And the game advances to player B's Shooting phase
    Then "Boyz" can start the "Task" Action

  Scenario: USE LIMIT once per turn: the next turn the Action is open again
    Given the Action "Task":
      | USE LIMIT | once per turn |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    When "Squad" starts the "Task" Action
    And the game advances to player A's Shooting phase
    Then "Veterans" can start the "Task" Action
    And "Veterans" is not refused the "Task" Action because the Action's use limit is reached

  Scenario: USE LIMIT once per turn: an Action that failed still used up the turn's start
    Given the Action "Task":
      | USE LIMIT | once per turn |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    When "Squad" starts the "Task" Action
    And "Squad" is destroyed
    Then "Veterans" cannot start the "Task" Action because the Action's use limit is reached

  Scenario: USE LIMIT once per turn: a start stated as a fact counts as a use
    Given the Action "Task":
      | USE LIMIT | once per turn |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    And "Squad" started the "Task" Action this turn
    Then "Squad" is performing the "Task" Action
    And "Veterans" cannot start the "Task" Action because the Action's use limit is reached

  Scenario: USE LIMIT once per battle round: spent for the round, open again the next round
    Given the Action "Task":
      | USE LIMIT | once per battle round |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    When "Squad" starts the "Task" Action
    Then "Veterans" cannot start the "Task" Action because the Action's use limit is reached
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Veterans" can start the "Task" Action

  Scenario: USE LIMIT once per battle: still spent in a later battle round
    Given the Action "Task":
      | USE LIMIT | once per battle |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    When "Squad" starts the "Task" Action
    And the game advances to player A's Shooting phase
    Then "Veterans" cannot start the "Task" Action because the Action's use limit is reached

  Scenario: USE LIMIT once per battle: the other player still has their own use
    Given the Action "Task":
      | USE LIMIT | once per battle |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Boyz" for player B
    When "Squad" starts the "Task" Action
    And the game advances to player B's Shooting phase
    Then "Boyz" can start the "Task" Action

  Scenario: USE LIMIT a number of times per battle: the third start is refused
    Given the Action "Task":
      | USE LIMIT | 2 times per battle |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    And a unit "Scouts"
    When "Squad" starts the "Task" Action
    And "Veterans" starts the "Task" Action
    Then "Veterans" is performing the "Task" Action
    When the game advances to player A's Shooting phase
    Then "Scouts" cannot start the "Task" Action because the Action's use limit is reached

  Scenario: USE LIMIT no limit: every eligible unit may start it in the same phase
    Given the Action "Task":
      | USE LIMIT | no limit |
    And it is player A's Shooting phase
    And a unit "Squad"
    And a unit "Veterans"
    And a unit "Scouts"
    When "Squad" starts the "Task" Action
    And "Veterans" starts the "Task" Action
    Then "Scouts" can start the "Task" Action
    And "Squad" is performing the "Task" Action
    And "Veterans" is performing the "Task" Action

  Scenario: STARTS: a board given inline, in the Movement phase, before the Action opens
    Given the board:
      """
      battle_round: 2
      turn: A
      phase: movement
      units:
        Infiltrators:
          player: A
          keywords: [INFANTRY]
          within: [a terrain area]
      actions:
        Deploy Device:
          starts: your Shooting phase
          units: one INFANTRY unit that is within a terrain area that is not within your deployment zone
          use_limit: once per turn
          completes: the end of the turn
          effect: set up one marker
      """
    Then "Infiltrators" cannot start the "Deploy Device" Action because the Action does not start now
    When the game advances to player A's Shooting phase
    Then "Infiltrators" can start the "Deploy Device" Action

  Scenario: STARTS "the Shooting phase" is either player's Shooting phase
    Interpretation (docs/interpretations.md, 15): a leading "the" names no owner.
    Given the Action "Watch":
      | STARTS | the Shooting phase |
    And a unit "Sentries" for player B
    And it is player A's Shooting phase
    Then "Sentries" can start the "Watch" Action

  Scenario: STARTS "Shooting phase" with no owner is the unit's own Shooting phase
    Interpretation (docs/interpretations.md, 15): a bare phase reads as the rules print it.
    Given the Action "Watch":
      | STARTS | Shooting phase |
    And a unit "Sentries" for player B
    And it is player A's Shooting phase
    Then "Sentries" cannot start the "Watch" Action because the Action does not start now

  Scenario: STARTS "your opponent's Shooting phase" opens only in the other player's turn
    Interpretation (docs/interpretations.md): "your opponent's" names the other player's phase.
    Given the Action "Counter-watch":
      | STARTS | your opponent's Shooting phase |
    And it is player B's Shooting phase
    And a unit "Intercessors"
    And a unit "Boyz" for player B
    Then "Intercessors" can start the "Counter-watch" Action
    And "Boyz" cannot start the "Counter-watch" Action because the Action does not start now
    When the game advances to player A's Shooting phase
    Then "Intercessors" cannot start the "Counter-watch" Action because the Action does not start now
