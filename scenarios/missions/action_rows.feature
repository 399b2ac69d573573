Feature: 16.01 The row forms of mission Actions
  Mission Actions name objectives: UNITS within range of an objective (one you control, a
  central one, not your home objective, clauses joined by "or that is"), USE LIMIT per
  objective, COMPLETES immediately or at the end of your turn if a condition holds, STARTS from
  a battle round onwards. "That objective" is the one the Action is started on, else the only
  one in range.

  Background:
    Given the ruin is an objective
    And the bunker is player A's home objective
    And the crossroads is a central objective
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A

  Scenario: Within range of an objective that is not your home objective
    Given the Action "Sabotage":
      | UNITS | one unit that is within range of an objective that is not your home objective |
    And "Squad" is within the bunker
    Then "Squad" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: The same row allows a unit on another objective
    Given the Action "Sabotage":
      | UNITS | one unit that is within range of an objective that is not your home objective |
    And "Squad" is within the ruin
    Then "Squad" can start the "Sabotage" Action on the ruin
    And "Squad" can start the "Sabotage" Action

  Scenario: The earlier contract's row: not within range of your home objective refuses a unit on its home objective
    Given the Action "Sabotage":
      | UNITS | any unit that is within range of an objective that is not within range of your home objective |
    And "Squad" is within the bunker
    Then "Squad" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: The earlier contract's row allows a unit on another objective
    Given the Action "Sabotage":
      | UNITS | any unit that is within range of an objective that is not within range of your home objective |
    And "Squad" is within the ruin
    Then "Squad" can start the "Sabotage" Action on the ruin

  Scenario: An area that is no objective form keeps its area meaning beside the objective forms
    Given the Action "Sweep":
      | UNITS | any unit that is within the crater that is not within your deployment zone |
    And "Squad" is within the crater
    And the crater is not within player A's deployment zone
    Then "Squad" can start the "Sweep" Action

  Scenario: Within range of a central objective, or within a terrain area
    Given the Action "Sweep":
      | UNITS | one unit that is within range of a central objective or that is within a terrain area |
    And "Squad" is within a terrain area
    Then "Squad" can start the "Sweep" Action

  Scenario: Within range of a central objective, the clause alone
    Given the Action "Sweep":
      | UNITS | one unit that is within range of a central objective |
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Sweep" Action on the ruin because it is not a unit the Action allows
    And "Squad" cannot start the "Sweep" Action on the ruin
    And "Squad" cannot start the "Sweep" Action on the ruin, for exactly these reasons:
      | it is not a unit the Action allows |

  Scenario: Within range of an objective you control asks the last determination
    Given the Action "Hold Fast":
      | UNITS | one friendly unit that is within range of an objective you control |
    And "Squad" is within the ruin
    And player B controls the ruin
    Then "Squad" cannot start the "Hold Fast" Action because it is not a unit the Action allows

  Scenario: Within range of an objective you control, controlled
    Given the Action "Hold Fast":
      | UNITS | one friendly unit that is within range of an objective you control |
    And "Squad" is within the ruin
    Then "Squad" can start the "Hold Fast" Action

  Scenario: Once per objective counts each objective apart
    Given the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective |
      | USE LIMIT | once per objective                            |
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    And a unit "Scouts" for player A
    And "Scouts" is within the crossroads
    When "Squad" starts the "Sabotage" Action on the ruin
    Then "Guard" cannot start the "Sabotage" Action on the ruin because the Action's use limit is reached
    And "Scouts" can start the "Sabotage" Action on the crossroads

  Scenario: Two limits joined by "and" both hold
    Given the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective |
      | USE LIMIT | once per turn and once per objective          |
    And "Squad" is within the ruin
    And a unit "Scouts" for player A
    And "Scouts" is within the crossroads
    When "Squad" starts the "Sabotage" Action
    Then "Scouts" cannot start the "Sabotage" Action because the Action's use limit is reached

  Scenario: "That objective" must be named when the unit is in range of two
    Given the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And "Squad" is within the ruin
    And "Squad" is within the crossroads
    Then "Squad" can start the "Sabotage" Action on the crossroads
    And "Squad" can start the "Sabotage" Action

  Scenario: COMPLETES immediately resolves the effect on starting
    Given the Action "Surveil":
      | COMPLETES | immediately |
    When "Squad" starts the "Surveil" Action
    Then "Squad" completes the "Surveil" Action
    And the effect of "Surveil" is resolved
    And "Squad" is not eligible to declare a charge

  Scenario Outline: COMPLETES at the end of your turn if the unit is controlling that objective
    Given the Action "Secure":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
      | EFFECT    | score 5 VP                                                      |
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" has <boyz> models left
    And "Boyz" is within the ruin
    When "Squad" starts the "Secure" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" <outcome> the "Secure" Action
    And player A has <vp> VP

    Examples:
      | boyz | outcome              | vp |
      | 1    | completes            | 5  |
      | 5    | does not complete    | 0  |

  Scenario: COMPLETES if you control that objective
    Given the Action "Secure":
      | UNITS     | one unit that is within range of an objective       |
      | COMPLETES | the end of your turn if you control that objective  |
    And "Squad" is within the ruin
    When "Squad" starts the "Secure" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Secure" Action

  Scenario: COMPLETES if you control that objective, not controlled
    Given the Action "Secure":
      | UNITS     | one unit that is within range of an objective       |
      | COMPLETES | the end of your turn if you control that objective  |
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    When "Squad" starts the "Secure" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Secure" Action

  Scenario: COMPLETES if no enemy unit is within that terrain area
    Given the Action "Vanguard":
      | UNITS     | one unit that is within a terrain area                                |
      | COMPLETES | the end of your turn if no enemy unit is within that terrain area     |
    And "Squad" is within a terrain area
    And a unit "Boyz" for player B
    And "Boyz" is within a terrain area
    When "Squad" starts the "Vanguard" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard" Action

  Scenario Outline: STARTS from the second battle round onwards
    Given the Action "Triangulate":
      | STARTS | your Shooting phase, from the second battle round onwards |
    And it is player A's Shooting phase in battle round <round>
    Then "Squad" <can> start the "Triangulate" Action

    Examples:
      | round | can    |
      | 1     | cannot |
      | 2     | can    |
      | 3     | can    |

  Scenario: A unit within range of no objective is not one the row allows
    Given the Action "Sabotage":
      | UNITS | one unit that is within range of an objective |
    And "Squad" is within a terrain area
    Then "Squad" is not within range of the ruin
    And "Squad" cannot start the "Sabotage" Action because it is not a unit the Action allows

  Scenario: Asked without "on", every objective in range is weighed, the last one included
    Given the Action "Sweep":
      | UNITS | one unit that is within range of a central objective |
    And "Squad" is within the bunker
    And "Squad" is within the crossroads
    Then "Squad" can start the "Sweep" Action
    And "Squad" cannot start the "Sweep" Action on the bunker because it is not a unit the Action allows

  Scenario: Once per objective, asked without "on", reads the only objective in range
    Given the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective |
      | USE LIMIT | no limit and once per objective               |
    And "Squad" is within the ruin
    And a unit "Guard" for player A
    And "Guard" is within the ruin
    When "Squad" starts the "Sabotage" Action
    Then "Guard" cannot start the "Sabotage" Action because the Action's use limit is reached

  Scenario: An Action stated as started is on the objective its unit is within
    A stated start reads "that objective" as a performed start does (16.01, contract 15): the
    unit consolidates without breaking the Action, is still there, and its player controls
    the objective at the end of the turn.

    Given the Action "Cleanse":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
      | EFFECT    | score 5 VP                                                      |
    And it is the Consolidate step of player A's Fight phase
    And "Squad" is within the ruin
    And "Squad" is engaged
    And "Squad" started the "Cleanse" Action this turn
    When "Squad" makes a consolidation move
    And the game advances to the end of the turn
    Then "Squad" completes the "Cleanse" Action
    And player A has 5 VP

  Scenario: An Action stated as started by a unit within range of no objective is on none
    Given the Action "Cleanse":
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And "Squad" started the "Cleanse" Action this turn
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Cleanse" Action
