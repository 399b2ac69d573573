Feature: Stratagems across whole turns (15.04, 15.07, 15.08, 01.07)
  A held-out pass: CP gained in both Command phases and spent in the opponent's turn, a unit that
  failed its battle-shock roll unable to be a stratagem's target in the opponent's turn, Rapid
  Ingress refused in the first battle round and allowed in the second, Insane Bravery once per battle.

  Scenario: 01.07: a battle-shocked unit cannot be Fire Overwatch's target in the opponent's turn; no CP is spent
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
    And a unit "Boyz" for player B
    And player A has 0 CP
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
    When the game advances to the end of player B's Movement phase
    Then player A has 2 CP
    And player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit is battle-shocked
    When player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A did not use the "Fire Overwatch" stratagem
    And player A has 2 CP

  Scenario: 15.08: Fire Overwatch in the opponent's Movement phase costs 1CP from the CP both Command phases gave
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 0 CP
    When the game advances to the end of player B's Movement phase
    Then player A has 2 CP
    When player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And player A has 1 CP
    When the game advances to the end of player A's Command phase
    Then player A has 2 CP

  Scenario: 15.07: Rapid Ingress is refused in the first battle round and allowed at the same moment of the second
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 3 CP
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it
    When the game advances to the end of player B's Movement phase
    Then it is player B's Movement phase in battle round 2
    And player A can use the "Rapid Ingress" stratagem on "Reserve"
    When player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then "Reserve" is not in strategic reserves
    And "Reserve" cannot make a normal move

  Scenario: 15.04: Insane Bravery passes the roll, paid from the CP gained in the same Command phase
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
    And player A has 1 CP
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A used the "Insane Bravery" stratagem
    And "Squad" is not battle-shocked
    And player A has 1 CP

  Scenario: 15.04: Insane Bravery used in round 1 is refused in round 2
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
    And player A has 5 CP
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 3
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A has 5 CP
    When the game advances to player A's Command phase
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because its restrictions forbid it
