Feature: 07.02.01 Out-of-phase rules and phase-locked abilities
  A unit shooting through an out-of-phase rule, such as Fire Overwatch in the opponent's
  Movement phase, cannot use an ability tied to a named phase. The engine fires a
  phase-locked "in your Shooting phase" ability only when the unit shoots normally in its
  own player's Shooting phase, and an unlocked "each time" ability whenever the unit shoots.

  Scenario Outline: Which abilities fire for which kind of shot
    Given it is player <player>'s <phase> phase
    And a unit "Hellblasters"
    And "Hellblasters" has an ability "Focused Fire" that triggers <when>
    When "Hellblasters" <shot>
    Then "Focused Fire" <result>

    Examples:
      | player | phase    | when                                            | shot                                 | result             |
      | A      | Shooting | in your Shooting phase, after this unit has shot | shoots                              | triggers           |
      | B      | Movement | in your Shooting phase, after this unit has shot | shoots using an out-of-phase rule   | does not trigger   |
      | B      | Shooting | in your Shooting phase, after this unit has shot | shoots                              | does not trigger   |
      | A      | Shooting | in your Shooting phase, after this unit has shot | shoots using an out-of-phase rule   | does not trigger   |
      | A      | Shooting | each time this unit has shot                     | shoots                              | triggers           |
      | B      | Movement | each time this unit has shot                     | shoots using an out-of-phase rule   | triggers           |

  Scenario: 07.02.01: the Fire Overwatch example, at the end of the opponent's Movement phase
    Given it is player B's Movement phase
    And a unit "Hellblasters"
    And "Hellblasters" has an ability "Focused Fire" that triggers in your Shooting phase, after this unit has shot
    And "Hellblasters" has an ability "Steady Aim" that triggers each time this unit has shot
    When the game advances to the end of the phase
    And "Hellblasters" shoots using an out-of-phase rule
    Then "Focused Fire" does not trigger
    And "Steady Aim" triggers

  Scenario: 07.02.01: after shooting out of phase, the unit uses its ability in its own Shooting phase
    Given it is player B's Movement phase
    And a unit "Hellblasters"
    And "Hellblasters" has an ability "Focused Fire" that triggers in your Shooting phase, after this unit has shot
    When "Hellblasters" shoots using an out-of-phase rule
    And the game advances to player A's Shooting phase
    Then "Hellblasters" is eligible to shoot
    When "Hellblasters" shoots
    Then "Focused Fire" triggers

  Scenario: One unit shooting leaves the abilities of another unit alone
    Given it is player A's Shooting phase
    And a unit "Intercessors"
    And "Intercessors" has an ability "Bolter Drill" that triggers each time this unit has shot
    And a unit "Hellblasters"
    And "Hellblasters" has an ability "Steady Aim" that triggers each time this unit has shot
    When "Hellblasters" shoots
    Then "Steady Aim" triggers
    And "Bolter Drill" does not trigger

  Scenario: In the opponent's Shooting phase a locked ability stays silent and the next one still fires
    Given it is player B's Shooting phase
    And a unit "Hellblasters"
    And "Hellblasters" has an ability "Focused Fire" that triggers in your Shooting phase, after this unit has shot
    And "Hellblasters" has an ability "Steady Aim" that triggers each time this unit has shot
    When "Hellblasters" shoots
    Then "Focused Fire" does not trigger
    And "Steady Aim" triggers
