Feature: Missions and objectives
  Published answers about objective control, secured objectives, VP and the mission Actions of
  Chapter Approved 2026-27, each checked against the rules core (14.01-14.03, 01.07, 02.02,
  07.02, 08.05, 16.01). Mission Actions come from the wh40kdc mission data (CC BY 4.0).

  @faq
  Scenario: Can a battle-shocked unit control an objective?
    No. While battle-shocked, every model's OC is '-' (01.07), and a model with OC '-' cannot
    control objectives (02.02): the unit adds nothing to its player's level of control and is
    never controlling the objective.

    Given the ruin is an objective
    And any unit "Squad"
    And any moment
    And it is player A's Movement phase
    And "Squad" belongs to player A
    And "Squad" is within the ruin
    And "Squad" is battle-shocked
    When the game advances to the end of player A's Movement phase
    Then player A's level of control over the ruin is 0
    And "Squad" is not controlling the ruin

  @faq
  Scenario: Does moving onto an objective in the Movement phase count before the end of that phase?
    No. Control is determined at the end of each phase and turn (14.02). A unit that moves onto
    an objective is within range at once, but its player controls the objective only from the
    end of the phase.

    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    When "Squad" makes a normal move that ends within the ruin
    Then "Squad" is within range of the ruin
    And no player controls the ruin
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin

  @faq
  Scenario: Who controls an objective when both players have the same OC within range?
    Nobody, unless one player has secured it (14.02, 14.03). A secured objective stays with the
    player who secured it until the opponent's level of control is higher at the end of a phase.

    Given the ruin is an objective
    And the hill is an objective
    And player A has secured the hill
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is within the hill
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And "Boyz" is within the hill
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And player A controls the hill

  @faq
  Scenario: When is the VP of a mission Action scored?
    On completion. For the Actions that complete at the end of your turn if the
    unit controls the objective, that is the End of Turn step, judged on the control determined
    at the end of the Fight phase; for those that complete immediately, when the unit starts it.

    Given the mission Action "Secure Asset":
      | EFFECT | score 5 VP |
    And the mission Action "Surveil":
      | EFFECT | score 2 VP |
    And the ruin is an objective
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Scouts" for player A
    When "Squad" starts the "Secure Asset" Action on the ruin
    And "Scouts" starts the "Surveil" Action
    Then player A has 2 VP
    When the game advances to the end of player A's Fight phase
    Then player A has 2 VP
    When the game advances to the end of the turn
    Then "Squad" completes the "Secure Asset" Action
    And player A has 7 VP

  @faq
  Scenario: Does a consolidation move onto an objective make an Action fail?
    No. Pile-in and consolidation moves are the two moves that do not break an Action (16.01),
    so a unit may consolidate onto the objective and still complete an Action that asks it to
    control that objective at the end of the turn.

    Given the Action "Hold":
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And the ruin is an objective
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    When "Squad" starts the "Hold" Action on the ruin
    And "Squad" becomes engaged
    And the game advances to player A's Fight phase
    And "Squad" makes a consolidation move that ends within the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold" Action
