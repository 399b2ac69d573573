Feature: Stratagems on a board: declared rows and each player's uses (15.01)
  A board declares stratagems like Actions and states what each player has used: this phase
  (on a unit or not) and earlier in the battle.

  Background:
    Given the board "boards/overwatch_line.yaml"

  Scenario: 15.01: a unit targeted this phase, on the board, cannot be targeted again
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Heavy Squad" because the unit was already targeted by a stratagem this phase
    And player A can use the "Fire Overwatch" stratagem on "Line Squad"
    And player A cannot use the "Fire Overwatch" stratagem on "Knight" because it is not a unit the stratagem can target

  Scenario: 15.01: a board's use earlier in the battle counts for once per battle
    Then player A used the "Insane Bravery" stratagem
    And player A did not use the "Fire Overwatch" stratagem

  Scenario: 15.01: a stratagem declared on the board is used with its rows
    When the game advances to the end of player B's Movement phase
    And player A uses the "Hold Fast" stratagem on "Line Squad"
    Then player A used the "Hold Fast" stratagem
    And player A has 1 CP
    And player A cannot use the "Hold Fast" stratagem on "Knight", for exactly these reasons:
      | it is not a unit the stratagem can target |
      | it was already used this phase            |
      | its restrictions forbid it                |
