Feature: Stratagem limits and CP as tournament questions (15.01, 15.02, 01.07)
  The same stratagem twice in a phase, one unit targeted twice in a phase (Heroic Intervention
  and Command Re-roll included), what a refused use costs, and how the limits reset.

  Scenario: 15.01: the same stratagem on a second unit in the same phase is refused, and allowed in the next phase
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Orders":
      | CP   | 1         |
      | WHEN | any phase |
    When player A uses the "Orders" stratagem on "Squad"
    Then player A cannot use the "Orders" stratagem on "Guards" because it was already used this phase
    When the game advances to player A's Charge phase
    Then player A can use the "Orders" stratagem on "Guards"

  Scenario: 15.01: a second stratagem on the same unit in the same phase is refused, on another unit allowed
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Orders":
      | WHEN | any phase |
    And the stratagem "Drills":
      | WHEN | any phase |
    When player A uses the "Orders" stratagem on "Squad"
    Then player A cannot use the "Drills" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    And player A can use the "Drills" stratagem on "Guards"

  Scenario: 15.01: two different stratagems on two units in one phase, and the CP adds up
    Given a unit "Squad"
    And a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A used the "Fire Overwatch" stratagem
    And player A used the "Rapid Ingress" stratagem
    And player A has 0 CP

  Scenario: 15.01: Fire Overwatch and Heroic Intervention on one unit in two phases of the opponent's turn
    Given a unit "Squad"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    When player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A used the "Heroic Intervention" stratagem
    And player A has 0 CP

  Scenario: 15.01: Rapid Ingress then Fire Overwatch on the same unit in one phase is refused
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Guards"
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then player A cannot use the "Fire Overwatch" stratagem on "Reserve" because the unit was already targeted by a stratagem this phase
    And player A can use the "Fire Overwatch" stratagem on "Guards"

  Scenario: 15.08: Fire Overwatch on two units in one phase: the second is refused
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A cannot use the "Fire Overwatch" stratagem on "Guards" because it was already used this phase

  Scenario: 15.01: a Command Re-roll of the Heroic Intervention charge roll targets the unit a second time
    Given a unit "Squad"
    And player A has 3 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the charge roll for "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: Tank Shock after a Command Re-roll of the same unit's charge roll is refused
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And player A has 3 CP
    And it is player A's Charge phase in battle round 2
    When "Tank" declares a charge
    And player A uses the "Command Re-roll" stratagem on the charge roll for "Tank"
    And "Tank" makes a charge move
    Then player A cannot use the "Tank Shock" stratagem on "Tank" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: Counteroffensive then Epic Challenge on the same CHARACTER unit in one phase is refused
    Given a unit "Captain"
    And "Captain" has the keywords INFANTRY, CHARACTER
    And "Captain" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 5 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Captain"
    And "Captain" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the unit was already targeted by a stratagem this phase

  Scenario: 15.12: Counteroffensive once per phase
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 4 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A has 2 CP
    And player A cannot use the "Counteroffensive" stratagem on "Guards" because it was already used this phase

  Scenario: 15.01: Command Re-roll once per phase, even for another unit's roll
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 2 CP
    And it is player A's Charge phase in battle round 2
    When player A uses the "Command Re-roll" stratagem on the charge roll for "Squad"
    Then player A cannot use the "Command Re-roll" stratagem on the charge roll for "Guards" because it was already used this phase

  Scenario: 15.02: Command Re-roll re-rolls a charge roll but never a battle-shock roll
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Charge phase in battle round 2
    Then player A can use the "Command Re-roll" stratagem on the charge roll for "Squad"
    And player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  Scenario: 15.02: Command Re-roll is for a friendly unit's roll only
    Given a unit "Squad"
    And player B has 1 CP
    And it is player A's Charge phase in battle round 2
    Then player B cannot use the "Command Re-roll" stratagem on the charge roll for "Squad" because it is not a unit the stratagem can target

  Scenario: 15.01: spending CP, and the last CP is enough
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Orders":
      | WHEN | any phase |
    And the stratagem "Drills":
      | WHEN | any phase |
    When player A uses the "Orders" stratagem on "Squad"
    Then player A used the "Orders" stratagem
    And player A has 0 CP
    And player A cannot use the "Drills" stratagem on "Guards" because player A does not have enough CP

  Scenario: 15.01: a refused use spends no CP
    Given a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A did not use the "Fire Overwatch" stratagem
    And player A has 2 CP

  Scenario: 15.01: a stratagem that costs 0CP can be used with 0CP
    Given a unit "Squad"
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Free Orders":
      | CP | 0 |
    When player A uses the "Free Orders" stratagem on "Squad"
    Then player A used the "Free Orders" stratagem
    And player A has 0 CP

  Scenario: 15.01: with the default 0 CP a 1CP stratagem cannot be used
    Given a unit "Squad"
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A did not use the "Fire Overwatch" stratagem
    And player A cannot use the "Fire Overwatch" stratagem on "Squad", for exactly these reasons:
      | player A does not have enough CP |

  Scenario: 15.12 and 15.11: Counteroffensive costs 2CP and Heroic Intervention with Into the Fray 2CP
    Given a unit "Squad"
    Then the CP cost of the "Counteroffensive" stratagem for player A is 2
    And the CP cost of the "Heroic Intervention" stratagem for player A is 1
    And the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 2

  Scenario: 15.11: Heroic Intervention with Into the Fray spends 2CP
    Given a unit "Squad"
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray
    Then player A used the "Heroic Intervention" stratagem
    And player A has 0 CP

  Scenario: 15.12: Counteroffensive with 1CP is refused for CP alone
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 1 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad", for exactly these reasons:
      | player A does not have enough CP |

  Scenario: 15.01: a use earlier in the battle does not count for once per phase
    Given a unit "Squad"
    And player A has 1 CP
    And player A used the "Fire Overwatch" stratagem earlier in the battle
    And it is player B's Movement phase in battle round 3
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.01 RESTRICTIONS: once per battle counts a use in an earlier round
    Given a unit "Squad"
    And player A has 5 CP
    And the stratagem "Last Stand":
      | WHEN         | your Shooting phase |
      | RESTRICTIONS | once per battle     |
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Last Stand" stratagem on "Squad"
    And the game advances to player A's Shooting phase
    Then player A cannot use the "Last Stand" stratagem on "Squad" because its restrictions forbid it

  Scenario: 15.01 RESTRICTIONS: not in the first battle round, from the second on
    Given a unit "Squad"
    And player A has 5 CP
    And the stratagem "Late Orders":
      | WHEN         | your Shooting phase         |
      | RESTRICTIONS | not in the first battle round |
    And it is player A's Shooting phase in battle round 1
    Then player A cannot use the "Late Orders" stratagem on "Squad" because its restrictions forbid it
    When the game advances to player A's Shooting phase
    Then player A can use the "Late Orders" stratagem on "Squad"

  Scenario: 01.07: a player cannot target their own battle-shocked unit; the opponent can
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And player A has 1 CP
    And player B has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Orders":
      | WHEN   | any phase         |
      | TARGET | one friendly unit |
    And the stratagem "Curse":
      | WHEN   | any phase      |
      | TARGET | one enemy unit |
    Then player A cannot use the "Orders" stratagem on "Squad" because the unit is battle-shocked
    And player B can use the "Curse" stratagem on "Squad"

  Scenario: 15.01: a friendly-target stratagem cannot target an enemy unit
    Given a unit "Foe" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Orders":
      | TARGET | one friendly unit |
    Then player A cannot use the "Orders" stratagem on "Foe" because it is not a unit the stratagem can target

  Scenario: 15.01: an enemy-target stratagem cannot target a friendly unit
    Given a unit "Squad"
    And a unit "Foe" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Mark Target":
      | TARGET | one enemy INFANTRY unit |
    Then player A can use the "Mark Target" stratagem on "Foe"
    And player A cannot use the "Mark Target" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.01: TARGET with unengaged, two keywords and an exclusion
    Given a unit "Squad"
    And a unit "Knight"
    And "Knight" has the keywords VEHICLE, TITANIC
    And a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And a unit "Beast"
    And "Beast" has the keywords MONSTER
    And "Beast" is engaged
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the stratagem "Armour Up":
      | TARGET | one friendly unengaged VEHICLE or MONSTER unit (excluding TITANIC units) |
    Then player A can use the "Armour Up" stratagem on "Tank"
    And player A cannot use the "Armour Up" stratagem on "Knight" because it is not a unit the stratagem can target
    And player A cannot use the "Armour Up" stratagem on "Beast" because it is not a unit the stratagem can target
    And player A cannot use the "Armour Up" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.01: WHEN either player's Fight phase
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Blades":
      | WHEN | either player's Fight phase |
    And it is player B's Fight phase in battle round 2
    Then player A can use the "Blades" stratagem on "Squad"
    When the game advances to player A's Shooting phase
    Then player A cannot use the "Blades" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.01: WHEN the end of your opponent's Charge phase
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Counter Drill":
      | WHEN | the end of your opponent's Charge phase |
    And it is player B's Charge phase in battle round 2
    Then player A cannot use the "Counter Drill" stratagem on "Squad" because the stratagem cannot be used now
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Counter Drill" stratagem on "Squad"

  Scenario: 15.01: a stated use of Tank Shock on a unit this phase is a use of Crushing Impact
    Given a unit "Tank"
    And "Tank" has the keywords VEHICLE
    And player A has 2 CP
    And it is player A's Charge phase in battle round 2
    And player A used the "Tank Shock" stratagem on "Tank" this phase
    Then player A used the "Crushing Impact" stratagem
    And player A cannot use the "Command Re-roll" stratagem on the charge roll for "Tank" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: a unit targeted by a stratagem in one phase can be targeted again in the next
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Drills":
      | WHEN | any phase |
    And it is player A's Movement phase in battle round 2
    And "Squad" was targeted by a stratagem this phase
    Then player A cannot use the "Drills" stratagem on "Squad" because the unit was already targeted by a stratagem this phase
    When the game advances to player A's Shooting phase
    Then player A can use the "Drills" stratagem on "Squad"
