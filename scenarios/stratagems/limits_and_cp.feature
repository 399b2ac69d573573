Feature: 15.01 limits lifted by a stratagem's effect, and CP gained from rules (18.3 items 9 and 13)
  A rule may let a player use a stratagem again in a phase, or past its restrictions, but only a
  rule that names the stratagem does so (URU v1.1); a rule may let a unit be targeted by a second
  stratagem in a phase without naming any (15.01: "unless otherwise stated"). CP that a rule gives
  are not Core CP (08.02); in event play a player gains at most 1 such CP per battle round (Event
  Companion).

  Background:
    Given a unit "Squad"
    And a unit "Guards"
    And it is player A's Shooting phase in battle round 2
    And player A has 5 CP
    And the stratagem "Strike Orders":
      | TARGET | one friendly unit |

  Scenario: URU v1.1: a rule that names the stratagem lets it be used again this phase
    Given the stratagem "Tactical Flexibility":
      | CP     | 0                                                                                               |
      | TARGET | none                                                                                            |
      | EFFECT | lets you use the "Strike Orders" stratagem even though it was already used this phase |
    When player A uses the "Strike Orders" stratagem on "Squad"
    And player A uses the "Tactical Flexibility" stratagem
    Then player A can use the "Strike Orders" stratagem on "Guards"

  Scenario: URU v1.1: a rule that names no stratagem lifts nothing, and the refusal stands
    Given the stratagem "Loose Flexibility":
      | CP     | 0                                                                            |
      | TARGET | none                                                                         |
      | EFFECT | lets you use your stratagems even though it was already used this phase |
    When player A uses the "Strike Orders" stratagem on "Squad"
    And player A uses the "Loose Flexibility" stratagem
    Then player A cannot use the "Strike Orders" stratagem on "Guards" because it was already used this phase

  Scenario: 15.01: without such a rule the same stratagem is refused a second time in the phase
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A cannot use the "Strike Orders" stratagem on "Guards" because it was already used this phase

  Scenario: 15.01: a rule lets a unit be targeted by a second stratagem this phase without naming one
    Given the stratagem "Focused Command":
      | CP     | 0                                                                                                                    |
      | EFFECT | lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase |
    And the stratagem "Second Orders":
      | TARGET | one friendly unit |
    When player A uses the "Focused Command" stratagem on "Squad"
    Then player A can use the "Second Orders" stratagem on "Squad"

  Scenario: 15.01: the lift is for its target only: another unit targeted this phase is refused
    Given the stratagem "Focused Command":
      | CP     | 0                                                                                                                    |
      | EFFECT | lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase |
    And the stratagem "Second Orders":
      | TARGET | one friendly unit |
    And "Guards" was targeted by a stratagem this phase
    When player A uses the "Focused Command" stratagem on "Squad"
    Then player A cannot use the "Second Orders" stratagem on "Guards" because the unit was already targeted by a stratagem this phase

  Scenario: URU v1.1: a rule that names the stratagem lifts its restrictions
    Given the stratagem "Last Stand":
      | RESTRICTIONS | once per battle |
    And the stratagem "Heroic Resolve":
      | CP     | 0                                                                                   |
      | TARGET | none                                                                                |
      | EFFECT | lets you use the "Last Stand" stratagem even though its restrictions forbid it |
    And player A used the "Last Stand" stratagem earlier in the battle
    Then player A cannot use the "Last Stand" stratagem on "Squad" because its restrictions forbid it
    When player A uses the "Heroic Resolve" stratagem
    Then player A can use the "Last Stand" stratagem on "Squad"

  Scenario: 08.02: a stratagem's effect gives CP that are not Core CP
    Given the stratagem "Supply Drop":
      | CP     | 1               |
      | TARGET | none            |
      | EFFECT | you gain 2 CP   |
    When player A uses the "Supply Drop" stratagem
    Then player A has 6 CP
    And player A gained 2 CP from rules

  Scenario: Event Companion: in event play at most 1CP per battle round comes from rules
    Given the battle is played under the Event Companion
    And the stratagem "Supply Drop":
      | CP     | 0               |
      | TARGET | none            |
      | EFFECT | you gain 2 CP   |
    When player A uses the "Supply Drop" stratagem
    Then player A has 6 CP
    And player A gained 1 CP from rules

  Scenario: Event Companion: the cap is per battle round
    Given the battle is played under the Event Companion
    And the stratagem "Supply Drop":
      | CP     | 0               |
      | TARGET | none            |
      | EFFECT | you gain 1 CP   |
    When player A uses the "Supply Drop" stratagem
    And the game advances to player B's Shooting phase
    And player A uses the "Supply Drop" stratagem
    Then player A gained 1 CP from rules
    When the game advances to the start of battle round 3
    And the game advances to player A's Shooting phase
    And player A uses the "Supply Drop" stratagem
    Then player A gained 2 CP from rules
