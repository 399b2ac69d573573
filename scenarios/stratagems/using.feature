Feature: 15.01 Using stratagems: the target, the CP, the effect, and the limits of a phase
  Each player can use the same stratagem at most once per phase and cannot target one unit
  with two stratagems in one phase; a stratagem costs CP and cannot be used without enough.

  Background:
    Given it is player B's Movement phase
    And a unit "Squad"
    And a unit "Raiders"
    And "Raiders" belongs to player B

  Scenario: 15.01: using a stratagem spends its CP
    Given player A has 2 CP
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And player A has 1 CP

  Scenario: 15.01: without enough CP, the stratagem cannot be used and nothing is spent
    Given player A has 0 CP
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A did not use the "Fire Overwatch" stratagem
    And player A cannot use the "Fire Overwatch" stratagem on "Squad" because player A does not have enough CP
    And player A has 0 CP

  Scenario: 15.01: a stratagem that costs 0CP needs no CP
    Given the stratagem "Free Orders":
      | CP | 0 |
    And player A has 0 CP
    Then player A can use the "Free Orders" stratagem on "Squad"

  Scenario: 15.01: the same stratagem cannot be used twice in one phase
    Given player A has 3 CP
    And a unit "Veterans"
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A cannot use the "Fire Overwatch" stratagem on "Veterans" because it was already used this phase
    And player A has 2 CP

  Scenario: 15.01: a stratagem used in an earlier phase does not bar it in this one
    Given player A has 3 CP
    And it is player B's Shooting phase
    And player A used the "Command Re-roll" stratagem earlier in the battle
    Then player A can use the "Command Re-roll" stratagem on the hit roll for "Squad"

  Scenario: 15.01: a stated use this phase bars the same stratagem
    Given player A has 3 CP
    And player A used the "Command Re-roll" stratagem this phase
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because it was already used this phase

  Scenario: 15.01: one unit cannot be the target of two stratagems in one phase
    Given player A has 3 CP
    And player A used the "Command Re-roll" stratagem on "Squad" this phase
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: a unit targeted by another player's stratagem can still be targeted
    Given player A has 3 CP
    And player B has 3 CP
    And player B used the "Command Re-roll" stratagem on "Squad" this phase
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.01: a unit targeted earlier in this phase cannot be targeted again
    Given player A has 3 CP
    And it is player A's Shooting phase
    And "Squad" was targeted by a stratagem this phase
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: a refusal names every reason that applies
    Given player A has 0 CP
    And it is player A's Shooting phase
    And "Squad" is engaged
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad", for exactly these reasons:
      | the stratagem cannot be used now          |
      | it is not a unit the stratagem can target |
      | player A does not have enough CP          |

  Scenario: 15.01: a stratagem with no target is used on no unit
    Given the stratagem "Orbital Strike":
      | TARGET | none |
    And player A has 1 CP
    When player A uses the "Orbital Strike" stratagem
    Then player A used the "Orbital Strike" stratagem
    And player A has 0 CP
