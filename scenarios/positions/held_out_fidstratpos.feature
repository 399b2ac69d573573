Feature: 10, 18.4, 19 Held-out: core stratagems whose targets the positions decide, at the boundary
  Heroic Intervention's 12" (15.11, 19.1) and engagement range (03.04) are measured in a
  positioned scenario; Fire Overwatch's snap-shooting range is not (18.4: only 19.1's
  distances are measured). Rapid Ingress sets its unit up wholly within 6" of an edge and more
  than 8" horizontally from every enemy unit (20.04). Bases are 1" across: centres d" apart
  are d - 1" apart, edge to edge.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player A has 3 CP

  Scenario: 15.11: an enemy exactly 12" away is within the Heroic Intervention distance
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 23 | 10 |
    When the game advances to the end of player B's Charge phase
    Then the distance between "Squad" and "Boyz" is exactly 12"
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: an enemy 12.01" away is not within the Heroic Intervention distance
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 23.01 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is more than 12" from "Boyz"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: an enemy 11.99" away is within the Heroic Intervention distance
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 22.99 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is within 12" of "Boyz"
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11, 03.04: an enemy exactly 2" away engages the unit, so it cannot intervene
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is engaged with "Boyz"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11, 03.04: an enemy 2.01" away leaves the unit unengaged and within 12"
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.01 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is not engaged with "Boyz"
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: in your own Charge phase it cannot be used now, whatever the distance
    Given it is player A's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player A's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because the stratagem cannot be used now

  Scenario: 15.11: a VEHICLE that is neither CHARACTER nor WALKER cannot intervene, though within 12"
    Given "Squad" has the keyword VEHICLE
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is within 12" of "Boyz"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: a WALKER VEHICLE within 12" can intervene
    Given "Squad" has the keywords VEHICLE and WALKER
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11, 15.01: within 12" but with 1 CP, Into the Fray costs one more than player A has
    Given player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP

  Scenario: 15.11: an enemy normal move that ends exactly 12" away brings the unit into the distance
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 40 | 10 |
    When "Boyz" makes a normal move to (23, 10)
    And the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: an enemy normal move that ends 12.01" away leaves the unit out of the distance
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    When "Boyz" makes a normal move to (23.01, 10)
    And the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11, 19.01: the bodyguard 12.01" away and the leader 12" away: the attached unit can intervene
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit    | x     | y  |
      | Squad   | 9.99  | 10 |
      | Captain | 11    | 10 |
      | Boyz    | 24    | 10 |
    When the game advances to the end of player B's Charge phase
    Then model 1 of "Squad" is more than 12" from "Boyz"
    And player A can use the "Heroic Intervention" stratagem on "Squad"
    And player A can use the "Heroic Intervention" stratagem on "Captain"

  Scenario: 15.11, 19.01: the leader engaged makes the whole attached unit engaged, so it cannot intervene
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Captain | 11.5 | 10 |
      | Boyz    | 14.5 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is engaged with "Boyz"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11, 19.04: with the leader gone, the bodyguard alone beyond 12" cannot intervene
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Captain" has 0 models left
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit    | x     | y  |
      | Squad   | 10    | 10 |
      | Boyz    | 23.01 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: the intervening charge ends engaged and the unit used it
    Given the charge roll for "Squad" will be 9
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad" to (18, 10)
    Then player A used the "Heroic Intervention" stratagem
    And player A has 2 CP
    And "Squad" is engaged with "Boyz"

  Scenario: 15.08, 03.04: an enemy exactly 2" away at the end of its Movement phase bars Fire Overwatch
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.08, 03.04: an enemy 2.01" away leaves the unit free to Fire Overwatch
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.01 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.08, 18.4: snap shooting's range is not weighed: an enemy 40" away does not bar Fire Overwatch
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 51 | 10 |
    When the game advances to the end of player B's Movement phase
    Then "Squad" is more than 24" from "Boyz"
    And player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.08: a fall-back move out of engagement frees the unit to Fire Overwatch
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
    When "Boyz" makes a fall-back move to (20, 10)
    And the game advances to the end of player B's Movement phase
    Then "Squad" is not engaged
    And player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.08: an enemy advance move that ends 2.01" away leaves the unit free to Fire Overwatch
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 30 | 10 |
    When "Boyz" makes an advance move to (13.01, 10)
    And the game advances to the end of player B's Movement phase
    Then "Squad" is not engaged
    And player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.08: a TITANIC unit cannot Fire Overwatch, however far the enemy
    Given "Squad" has the keyword TITANIC
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 30 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.08, 19.01: the bodyguard engaged bars Fire Overwatch for its leader too
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Captain | 8.5 | 10 |
      | Boyz    | 13 | 10 |
    When the game advances to the end of player B's Movement phase
    Then "Captain" is engaged with "Boyz"
    And player A cannot use the "Fire Overwatch" stratagem on "Captain" because it is not a unit the stratagem can target

  Scenario: 15.01, 15.08: Fire Overwatch already used this phase cannot be used again, unengaged or not
    Given player A used the "Fire Overwatch" stratagem on "Squad" this phase
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it was already used this phase

  Scenario: 15.07, 20.04: Rapid Ingress set up exactly 8" horizontally from the enemy is too close
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 14 | 22 |
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Rapid Ingress" stratagem on "Reserve"
    And "Reserve" cannot make an ingress move to (5, 22) because a model would be set up too close to an enemy unit

  Scenario: 15.07, 20.04: Rapid Ingress set up 8.01" horizontally from the enemy arrives
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x     | y  |
      | Squad | 40    | 40 |
      | Boyz  | 14.01 | 22 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (5, 22)
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is not in strategic reserves
    And the horizontal distance between "Reserve" and "Boyz" is exactly 8.01"

  Scenario: 15.07, 20.04: a base whose far side is exactly 6" from the edge is wholly within 6"
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (5.5, 22)
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is wholly within 6" of a battlefield edge

  Scenario: 15.07, 20.04: a base whose far side is 6.01" from the edge is not wholly within 6"
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    When the game advances to the end of player B's Movement phase
    Then "Reserve" cannot make an ingress move to (5.51, 22) because the unit would not be wholly within the set-up distance of a battlefield edge

  Scenario: 15.07: Rapid Ingress in the first battle round: its restrictions forbid it
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it

  Scenario: 15.07: a unit on the battlefield is not a Rapid Ingress target
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.07: an AIRCRAFT in strategic reserves is not a Rapid Ingress target
    Given a unit "Jet" for player A
    And "Jet" has the keyword AIRCRAFT
    And "Jet" is in strategic reserves
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 30 | 22 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Jet" because it is not a unit the stratagem can target

  Scenario: 15.12: a unit left 2.01" from the charger is not engaged, so not a Counteroffensive target
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And player B has 3 CP
    And it is player B's Charge phase in battle round 2
    And the charge roll for "Boyz" will be 8
    And the positions:
      | unit    | x     | y  |
      | Squad   | 10    | 10 |
      | Marines | 12    | 13.01 |
      | Boyz    | 17    | 10 |
    When "Boyz" declares a charge
    And "Boyz" makes a charge move against "Squad" to (12, 10)
    Then "Marines" is not engaged
    When the game advances to the Fight step of player B's Fight phase
    And "Boyz" fights
    Then player A can use the "Counteroffensive" stratagem on "Squad"
    And player A cannot use the "Counteroffensive" stratagem on "Marines" because it is not a unit the stratagem can target

  Scenario: 15.12: a unit left exactly 2" from the charger is engaged and a Counteroffensive target
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And player B has 3 CP
    And it is player B's Charge phase in battle round 2
    And the charge roll for "Boyz" will be 8
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Marines | 12 | 13 |
      | Boyz    | 17 | 10 |
    When "Boyz" declares a charge
    And "Boyz" makes a charge move against "Squad" and "Marines" to (12, 10)
    Then "Marines" is engaged with "Boyz"
    When the game advances to the Fight step of player B's Fight phase
    And "Boyz" fights
    Then player A can use the "Counteroffensive" stratagem on "Marines"

  Scenario: 15.05, 03.04: a GRENADES unit with an enemy exactly 2" away is engaged and no Grenades target
    Given "Squad" has the keyword GRENADES
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05, 03.04: a GRENADES unit with the enemy 2.01" away is unengaged and a Grenades target
    Given "Squad" has the keyword GRENADES
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 1, 1, 1, 1
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.01 | 10 |
    When player A uses the "Grenades" stratagem on "Squad" against "Boyz"
    Then player A used the "Grenades" stratagem
    And "Boyz" suffered 2 mortal wounds this phase

  Scenario: 15.06: a charge move ending exactly 2" from the enemy engages it, so Tank Shock resolves
    Given a unit "Tank" for player A
    And "Tank" has the keyword VEHICLE
    And "Tank" has 25.4mm bases
    And it is player A's Charge phase in battle round 2
    And the charge roll for "Tank" will be 8
    And the dice for "Tank Shock" will be 5, 6, 1, 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Tank  | 10 | 10 |
      | Boyz  | 17 | 10 |
    When "Tank" declares a charge
    And "Tank" makes a charge move against "Boyz" to (14, 10)
    Then "Tank" is engaged with "Boyz"
    When player A uses the "Tank Shock" stratagem on "Tank" against "Boyz"
    Then player A used the "Tank Shock" stratagem
    And "Boyz" suffered 2 mortal wounds this phase

  Scenario: 15.06: a unit that is not a VEHICLE cannot Tank Shock, engaged or not
    Given it is player A's Charge phase in battle round 2
    And the charge roll for "Squad" will be 8
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 17 | 10 |
    When "Squad" declares a charge
    And "Squad" makes a charge move against "Boyz" to (14, 10)
    Then player A cannot use the "Tank Shock" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.03, 03.04: a CHARACTER unit exactly 2" from the enemy is engaged, selected to fight, and can Epic Challenge
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" has the keyword CHARACTER
    And it is the Fight step of player A's Fight phase
    And the positions:
      | unit    | x  | y  |
      | Squad   | 40 | 40 |
      | Captain | 10 | 10 |
      | Boyz    | 13 | 10 |
    When "Captain" is selected to fight
    Then "Captain" is engaged with "Boyz"
    And player A can use the "Epic Challenge" stratagem on "Captain"

  Scenario: 15.03: an engaged unit without the CHARACTER keyword is no Epic Challenge target
    Given it is the Fight step of player A's Fight phase
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    When "Squad" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Squad" because it is not a unit the stratagem can target
