Feature: Held-out pass: declared stratagems (18.4) and stratagem targets that stop being valid
  A detachment stratagem with its own CP, WHEN, TARGET, RESTRICTIONS and EFFECT rows, each row
  applying and not; targets destroyed before the use; effects with and without a duration.
  Answers decided from the Core Rules text (15.01) and the contract (§10, 18.3, 18.4).

  Background:
    Given the stratagem "Armour Drill":
      | CP           | 2                             |
      | WHEN         | your Shooting phase           |
      | TARGET       | one friendly INFANTRY unit    |
      | RESTRICTIONS | once per battle               |
      | EFFECT       | gives it the benefit of cover |
    And a unit "Squad"
    And "Squad" has the keyword INFANTRY
    And a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And "Tank" does not have the keyword INFANTRY
    And a unit "Raiders" for player B

  Scenario: 18.4 and 15.01: a 2CP detachment stratagem with 1 CP is refused
    Given player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Armour Drill" stratagem on "Squad" because player A does not have enough CP

  Scenario: 18.4: used on its INFANTRY target the effect is modelled and 2CP are spent
    Given player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Armour Drill" stratagem on "Squad"
    Then player A used the "Armour Drill" stratagem
    And player A has 1 CP
    And "Squad" has the benefit of cover
    And "Tank" does not have the benefit of cover
    And the effect of the "Armour Drill" stratagem is resolved

  Scenario: 18.4: its TARGET row refuses a unit without the keyword
    Given player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Armour Drill" stratagem on "Tank" because it is not a unit the stratagem can target

  Scenario: 18.4: its WHEN row refuses the opponent's Shooting phase
    Given player A has 3 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Armour Drill" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 18.4: once per battle: a use in an earlier battle round bars it in the last
    Given player A has 3 CP
    And it is player A's Shooting phase in battle round 1
    When player A uses the "Armour Drill" stratagem on "Squad"
    And the game advances to the start of battle round 5
    And the game advances to player A's Shooting phase
    Then player A cannot use the "Armour Drill" stratagem on "Squad" because its restrictions forbid it

  Scenario: 18.4: a refused use does not count for once per battle
    Given player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Armour Drill" stratagem on "Squad"
    Then player A did not use the "Armour Drill" stratagem
    And "Squad" does not have the benefit of cover
    When the game advances to the start of battle round 3
    And the game advances to player A's Shooting phase
    Then player A has 3 CP
    And player A can use the "Armour Drill" stratagem on "Squad"

  Scenario: 18.3 item 10: stated without a duration, its cover ends with the phase
    Given player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Armour Drill" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" does not have the benefit of cover

  Scenario: 18.4: with a duration of the turn, the cover lasts into the Charge phase and not the opponent's turn
    Given the stratagem "Long Smoke":
      | WHEN   | your Shooting phase                                     |
      | EFFECT | until the end of the turn, gives it the benefit of cover |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Long Smoke" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" has the benefit of cover
    When the game advances to player B's Command phase
    Then "Squad" does not have the benefit of cover

  Scenario: 18.4 and 15.01: a use stated this phase counts for the one-stratagem-per-unit limit
    Given player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    And player A used the "Armour Drill" stratagem on "Squad" this phase
    Then "Squad" has the benefit of cover
    And player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: a 0CP stratagem is still once per phase
    Given the stratagem "Free Drill":
      | CP | 0 |
    And player A has 0 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Free Drill" stratagem on "Squad"
    Then player A used the "Free Drill" stratagem
    And player A cannot use the "Free Drill" stratagem on "Tank" because it was already used this phase

  Scenario: 15.01: a 0CP stratagem in the next phase is allowed again
    Given the stratagem "Free Drill":
      | CP | 0 |
    And player A has 0 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Free Drill" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then player A can use the "Free Drill" stratagem on "Tank"

  Scenario: 18.4: TARGET with unengaged and an exclusion, each way
    Given the stratagem "Hold Fast":
      | TARGET | one friendly unengaged unit (excluding VEHICLE units) |
    And a unit "Guards"
    And "Guards" is engaged
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A can use the "Hold Fast" stratagem on "Squad"
    And player A cannot use the "Hold Fast" stratagem on "Tank" because it is not a unit the stratagem can target
    And player A cannot use the "Hold Fast" stratagem on "Guards" because it is not a unit the stratagem can target

  Scenario: 18.4: a stratagem for either player's Fight phase used by both players in one phase
    Given the stratagem "Brace":
      | WHEN | either player's Fight phase |
    And player A has 1 CP
    And player B has 1 CP
    And it is player B's Fight phase in battle round 2
    When player A uses the "Brace" stratagem on "Squad"
    Then player A used the "Brace" stratagem
    And player B can use the "Brace" stratagem on "Raiders"

  Scenario: 18.4: a stratagem on an enemy unit: your own units are not its target
    Given the stratagem "Mark Target":
      | TARGET | one enemy INFANTRY unit |
    And "Raiders" has the keyword INFANTRY
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A can use the "Mark Target" stratagem on "Raiders"
    And player A cannot use the "Mark Target" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 18.4: you gain 1 CP: a 1CP stratagem that refunds itself
    Given the stratagem "Resupply":
      | EFFECT | you gain 1 CP |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Resupply" stratagem on "Squad"
    Then player A used the "Resupply" stratagem
    And player A has 1 CP

  Scenario: 15.01: a destroyed unit cannot be the target of a stratagem
    Given player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then player A cannot use the "Armour Drill" stratagem on "Squad"

  Scenario: 15.01 and 01.07: your battle-shocked INFANTRY unit is refused, for that reason
    Given "Squad" is battle-shocked
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Armour Drill" stratagem on "Squad" because the unit is battle-shocked

  Scenario: 15.01, 15.12 and 01.07: every reason at once for Counteroffensive in your own Fight phase
    Given a unit "Guards"
    And "Guards" is battle-shocked
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A cannot use the "Counteroffensive" stratagem on "Guards", for exactly these reasons:
      | player A does not have enough CP                 |
      | the stratagem cannot be used now                 |
      | it is not a unit the stratagem can target        |
      | the unit is battle-shocked                       |

  Scenario: 15.01: a unit stated as targeted earlier in the phase cannot fire overwatch at its end
    Given player A has 3 CP
    And it is player B's Movement phase in battle round 2
    And "Squad" was targeted by a stratagem this phase
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    And player A can use the "Fire Overwatch" stratagem on "Tank"

  Scenario: 15.11 and 15.01: Heroic Intervention on a leader's name targets its whole attached unit
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Guard"
    And "Captain" is leading "Guard"
    And "Guard" is within 12" of an enemy unit
    And player A has 3 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Captain"
    Then player A used the "Heroic Intervention" stratagem
    And player A cannot use the "Command Re-roll" stratagem on the charge roll for "Guard" because the unit was already targeted by a stratagem this phase

  Scenario: 15.11: with Into the Fray a charge roll of 11 becomes 6 and 2CP are spent
    Given "Squad" is within 12" of an enemy unit
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    And the charge roll for "Squad" will be 11
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    Then player A used the "Heroic Intervention" stratagem
    And player A has 0 CP
    And the last charge roll for "Squad" was 6
