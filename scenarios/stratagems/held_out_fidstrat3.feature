Feature: Held-out pass on core stratagems at the table (15.01-15.12, 18.4, 19)
  Combinations a player meets: one stratagem per unit per phase counted per player, the same
  stratagem by both players, attached units, CP gained and spent across phases, each stratagem's
  WHEN at the wrong moment, targets that stop being valid, measured distances, and declared
  stratagems with their own rows. Answers decided from the Core Rules text.

  Scenario: 15.01: the opponent's stratagem on your unit does not count against your own
    Given the stratagem "Suppression":
      | TARGET | one enemy unit |
      | EFFECT | its effect     |
    And a unit "Squad"
    And a unit "Raiders" for player B
    And player A has 1 CP
    And player B has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player B uses the "Suppression" stratagem on "Squad"
    Then player B used the "Suppression" stratagem
    And player A can use the "Command Re-roll" stratagem on the hit roll for "Squad"

  Scenario: 15.01: a leader and its bodyguard are one unit for the one-stratagem limit
    Given the stratagem "Shield":
      | EFFECT | its effect |
    And a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Guard"
    And "Captain" is leading "Guard"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Shield" stratagem on "Guard"
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Captain" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: the unit-limit is per phase: the same unit may be targeted again in the next phase
    Given the stratagem "Shield":
      | EFFECT | its effect |
    And a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Shield" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then player A can use the "Command Re-roll" stratagem on the charge roll for "Squad"

  Scenario: 15.01: both players use Epic Challenge in the same Fight phase
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And a unit "Warboss" for player B
    And "Warboss" has the keyword CHARACTER
    And "Warboss" is engaged
    And player A has 1 CP
    And player B has 1 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    And "Captain" resolves its attacks
    And "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"

  Scenario: 15.01: one player's second Epic Challenge in a Fight phase is refused
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is engaged
    And a unit "Chaplain"
    And "Chaplain" has the keyword CHARACTER
    And "Chaplain" is engaged
    And player A has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    And "Captain" resolves its attacks
    And "Chaplain" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Chaplain" because it was already used this phase

  Scenario: 15.01 and 08.02: the CP both players gain in the Command phase pays for Fire Overwatch that turn
    Given a unit "Squad"
    And a unit "Raiders" for player B
    And player B has 0 CP
    And it is player A's Command phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player B has 1 CP
    And player B can use the "Fire Overwatch" stratagem on "Raiders"

  Scenario: 15.01: spent CP is gone: after Fire Overwatch no CP is left for Heroic Intervention
    Given a unit "Squad"
    And a unit "Raiders" for player B
    And "Raiders" is within 12" of an enemy unit
    And player B has 1 CP
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    And player B uses the "Fire Overwatch" stratagem on "Raiders"
    And the game advances to the end of player A's Charge phase
    Then player B has 0 CP
    And player B cannot use the "Heroic Intervention" stratagem on "Raiders" because player B does not have enough CP

  Scenario: 15.12: Counteroffensive costs 2CP: with 1 CP it is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 1 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because player A does not have enough CP

  Scenario: 15.12: with exactly 2 CP Counteroffensive is used, its effect resolved, and no CP left
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    And player A uses the "Counteroffensive" stratagem on "Squad"
    Then player A used the "Counteroffensive" stratagem
    And player A has 0 CP
    And "Squad" has Fights First
    And the effect of the "Counteroffensive" stratagem is resolved

  Scenario: 15.12: Counteroffensive in your own Fight phase is refused
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And a unit "Hunters"
    And "Hunters" is engaged
    And player A has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Hunters" fights
    And "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.12: a unit that is not eligible to fight is not its target
    Given a unit "Squad"
    And a unit "Guards"
    And "Guards" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    When "Raiders" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A can use the "Counteroffensive" stratagem on "Guards"

  Scenario: 15.11: Heroic Intervention at the end of your own Charge phase is refused
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.11: Heroic Intervention in the opponent's Movement phase is refused
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.11: a VEHICLE WALKER can intervene
    Given a unit "Dreadnought"
    And "Dreadnought" has the keywords VEHICLE, WALKER
    And "Dreadnought" is within 12" of an enemy unit
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Dreadnought"

  Scenario: 15.11 and 15.01: with 1 CP the plain use is allowed but Into the Fray is not
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP

  Scenario: 15.11: Heroic Intervention in the last battle round
    Given a unit "Squad"
    And "Squad" is within 12" of an enemy unit
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player B's Charge phase in battle round 5
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.08: Fire Overwatch at the end of your own Movement phase is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.08: a TITANIC unit cannot fire overwatch, a MONSTER can
    Given a unit "Knight"
    And "Knight" has the keyword TITANIC
    And a unit "Beast"
    And "Beast" has the keyword MONSTER
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Knight" because it is not a unit the stratagem can target
    And player A can use the "Fire Overwatch" stratagem on "Beast"

  Scenario: 15.08: Fire Overwatch used: its snap shooting is resolved and 1CP spent
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And the effect of the "Fire Overwatch" stratagem is resolved
    And player A has 0 CP

  Scenario: 15.07: Rapid Ingress at the end of your own Movement phase is refused
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because the stratagem cannot be used now

  Scenario: 15.07: Rapid Ingress in the last battle round is allowed
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 5
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Reserve"

  Scenario: 15.07: Rapid Ingress on a unit already on the battlefield is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Explosives from a unit that made an advance move this turn is refused
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And "Squad" made an advance move this turn
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: six 4+ rolls are six mortal wounds
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 5, 6, 4, 5, 6
    When player A uses the "Grenades" stratagem on "Squad" against "Raiders"
    Then player A used the "Explosives" stratagem
    And "Raiders" suffered 6 mortal wounds this phase

  Scenario: 15.06: Crushing Impact is refused for a VEHICLE that made no charge move
    Given a unit "Tank"
    And "Tank" has the keyword VEHICLE
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    Then player A cannot use the "Crushing Impact" stratagem on "Tank"

  Scenario: 15.10: Smokescreen in your own Shooting phase is refused
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because the stratagem cannot be used now

  Scenario: 15.10: Smokescreen on a unit without SMOKE is refused
    Given a unit "Squad"
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    Then player A cannot use the "Smokescreen" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.10: Smokescreen in the first battle round gives cover for that phase
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 1
    When player A uses the "Smokescreen" stratagem on "Smokers"
    Then "Smokers" has the benefit of cover
    And player A has 0 CP

  Scenario: 15.11: the only enemy within 12" is destroyed before the end of the phase, so no target
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
      | Grots | 50 | 40 |
    When "Boyz" is destroyed
    And the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: a friendly unit within 12" does not count, only an enemy one
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Guards"
    And "Guards" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit   | x  | y  |
      | Squad  | 10 | 10 |
      | Guards | 15 | 10 |
      | Boyz   | 50 | 40 |
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A cannot use the "Heroic Intervention" stratagem on "Guards" because it is not a unit the stratagem can target

  Scenario: 15.07, 20.04: a base touching the 6" line from the edge is wholly within 6"
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Reserve"
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 10 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (30, 38.5)
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is not in strategic reserves

  Scenario: 15.07, 20.04: the set-up a Rapid Ingress would use: 0.001" past the 6" line is not wholly within 6"
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Reserve"
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has a starting strength of 1
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 50 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Reserve"
    When the game advances to player A's Movement phase
    Then "Reserve" cannot make an ingress move to (30, 38.499) because the unit would not be wholly within the set-up distance of a battlefield edge
    And "Reserve" can make an ingress move to (30, 38.5)

  Scenario: 15.07, 20.04: the set-up a Rapid Ingress would use: exactly 8" from an enemy unit is not more than 8"
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Reserve"
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has a starting strength of 1
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 30 | 34 |
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Reserve"
    When the game advances to player A's Movement phase
    Then "Reserve" cannot make an ingress move to (30, 43) because a model would be set up too close to an enemy unit

  Scenario: 15.07, 20.04: 8.001" from every enemy unit the set-up is allowed
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Reserve"
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y      |
      | Squad | 10 | 10     |
      | Boyz  | 30 | 33.999 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (30, 43)
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is not in strategic reserves

  Scenario: 15.12: by position, the engaged unit can take Counteroffensive and the distant one cannot
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Guards"
    And "Guards" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase in battle round 2
    And the positions:
      | unit   | x  | y  |
      | Squad  | 10 | 10 |
      | Boyz   | 12 | 10 |
      | Guards | 40 | 30 |
    When "Boyz" fights
    Then player A cannot use the "Counteroffensive" stratagem on "Guards" because it is not a unit the stratagem can target
    And player A can use the "Counteroffensive" stratagem on "Squad"

  Scenario: 15.08: Fire Overwatch for a unit 2.001" clear of the enemy after the enemy's move
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 30 | 10 |
    When "Boyz" makes a normal move to (13.001, 10)
    And the game advances to the end of player B's Movement phase
    Then "Squad" is not engaged
    And player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.02: Command Re-roll is only for a roll made for a friendly unit
    Given a unit "Squad"
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 1
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Raiders" because it is not a unit the stratagem can target
    And player A can use the "Command Re-roll" stratagem on the hit roll for "Squad"

  Scenario: 15.08 and 23.02: only TITANIC is excluded: an AIRCRAFT unit can fire overwatch
    Given a unit "Jet"
    And "Jet" has the keywords VEHICLE, AIRCRAFT
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Jet"

  Scenario: 15.07, 20.04 and 15.11: a unit brought in by Rapid Ingress can intervene at the end of the Charge phase
    Given a unit "Squad"
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And a unit "Reserve"
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 30 | 28 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (30, 38.5)
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Reserve"
