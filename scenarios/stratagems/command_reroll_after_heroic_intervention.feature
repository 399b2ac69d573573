Feature: 15.01, 15.02 and 15.11: Command Re-roll after Heroic Intervention with Into the Fray
  A unit Heroic Intervention targeted was targeted by a stratagem this phase, so Command Re-roll
  cannot target it then (15.01); where a rule lifts that limit, the re-rolled charge roll is
  still capped at 6 by Into the Fray (15.11; contract 18.4).

  Background:
    Given the units:
      | unit  | player | keywords | starting strength |
      | Squad | A      | INFANTRY | 5                 |
      | Foe   | B      | INFANTRY | 5                 |
    And player A has 4 CP
    And it is player B's Charge phase
    And the charge rolls for "Squad" will be 3, then 10

  Scenario: 15.01: the unit Heroic Intervention targeted cannot take Command Re-roll in that phase
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Foe"
    Then the last charge roll for "Squad" was 3
    And player A cannot use the "Command Re-roll" stratagem on the charge roll for "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: with that limit lifted, the re-rolled charge roll keeps Into the Fray's cap
    Given player A has a rule "Relentless" that lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray against "Foe"
    And player A uses the "Command Re-roll" stratagem on the charge roll for "Squad"
    Then player A used the "Command Re-roll" stratagem
    And the last charge roll for "Squad" was 6
