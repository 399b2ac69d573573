Feature: 15.05-15.12 Core stratagems whose TARGET or effect is decided by positions
  In a positioned scenario the core measures what a core stratagem's TARGET asks (unengaged,
  Heroic Intervention's 12" in three dimensions, from any model of the unit, after the moves
  of the phase) and where Rapid Ingress sets its unit up (20.04, 24.09); the distances contract
  §19.1 does not weigh (snap shooting's 24", Explosives' 8") stay as stated. Crushing Impact's
  enemy unit must be one the charging unit is engaged with (interpretation 96). Bases are 1"
  across: centres d" apart are d - 1" apart.

  Background:
    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And a unit "Boyz" for player B
    And "Boyz" has 25.4mm bases
    And player A has 3 CP

  Scenario: 15.11: an enemy 12" away horizontally but 3" above is not within 12"
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 23 | 10 | 3      |
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11: an enemy exactly 12" away, 7.2" across and 9.6" up, is within 12"
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 18.2 | 10 | 9.6  |
    When the game advances to the end of player B's Charge phase
    Then the distance between "Squad" and "Boyz" is exactly 12"
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: one model of the unit within 12" is enough
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11.5 | 10 |
      | Boyz  | 1     | 24.5 | 10 |
    When the game advances to the end of player B's Charge phase
    Then model 1 of "Squad" is more than 12" from "Boyz"
    And model 2 of "Squad" is within 12" of "Boyz"
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11, 19.01: the leader within 12" makes the attached unit a target
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit    | x    | y  |
      | Squad   | 10   | 10 |
      | Captain | 12   | 10 |
      | Boyz    | 25   | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: a unit engaged by position cannot be its target
    Given it is player B's Charge phase in battle round 2
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Grots | 13 | 10 |
      | Boyz  | 20 | 10 |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is engaged with "Grots"
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.11, 03.04: an enemy 2" across but 5.001" above does not engage, so the unit is a target
    Given it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  | height |
      | Squad | 10 | 10 | 0      |
      | Boyz  | 13 | 10 | 5.001  |
    When the game advances to the end of player B's Charge phase
    Then "Squad" is not engaged
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.11: a VEHICLE that is not a CHARACTER or WALKER cannot be its target, whatever the distance
    Given a unit "Rhino" for player A
    And "Rhino" has the keyword VEHICLE
    And "Rhino" has 25.4mm bases
    And it is player B's Charge phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Rhino | 10 | 10 |
      | Boyz  | 15 | 10 |
    When the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Rhino" because it is not a unit the stratagem can target

  Scenario: 15.11: the distance is measured at the end of the phase, after the enemy's charge move
    Given a unit "Guards" for player A
    And "Guards" has 25.4mm bases
    And it is player B's Charge phase in battle round 2
    And the charge roll for "Boyz" will be 12
    And the positions:
      | unit   | x  | y  |
      | Squad  | 10 | 10 |
      | Guards | 22 | 18 |
      | Boyz   | 30 | 10 |
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad"
    When "Boyz" declares a charge
    And "Boyz" makes a charge move against "Guards" to (21, 16.5)
    And the game advances to the end of player B's Charge phase
    Then "Squad" is within 12" of "Boyz"
    And player A can use the "Heroic Intervention" stratagem on "Squad"

  Scenario: 15.08: a unit exactly 2" from an enemy is engaged, so not a Fire Overwatch target
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.08: 2.001" away the unit is unengaged and a target
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x     | y  |
      | Squad | 10    | 10 |
      | Boyz  | 13.001 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.09: snap shooting's 24" is not weighed: an enemy 30" away is taken as stated
    Given it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 41 | 10 |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad" against "Boyz"
    Then player A used the "Fire Overwatch" stratagem

  Scenario: 15.07, 20.04: 0.001" clear of the opponent's deployment zone in round 2 is allowed
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And player B's deployment zone is the rectangle from (0, 0) to (10, 44)
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 5  | 5  |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (10.501, 43.5)
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is not in strategic reserves

  Scenario: 15.07, 20.04: in round 3 the opponent's deployment zone is open
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And player B's deployment zone is the rectangle from (0, 0) to (10, 44)
    And it is player B's Movement phase in battle round 3
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 5  | 5  |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (5.5, 43.5)
    Then player A used the "Rapid Ingress" stratagem

  Scenario: 15.07, 24.09: a Deep Strike unit may be set up in the opponent's zone in round 2
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has the Deep Strike ability
    And "Reserve" has 1 model left
    And player B's deployment zone is the rectangle from (0, 0) to (10, 44)
    And it is player B's Movement phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 50 | 5  |
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve" to (5, 22)
    Then player A used the "Rapid Ingress" stratagem
    And "Reserve" is within player B's deployment zone

  Scenario: 15.07: not in the first battle round, wherever the unit would arrive
    Given a unit "Reserve" for player A
    And "Reserve" has 25.4mm bases
    And "Reserve" is in strategic reserves
    And "Reserve" has 1 model left
    And it is player B's Movement phase in battle round 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Boyz  | 40 | 10 |
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve"

  Scenario: 15.05: Explosives' 8" is not weighed: an enemy 20" away takes the dice
    Given "Squad" has the keyword GRENADES
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 1, 1, 1, 1
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 31 | 10 |
    When player A uses the "Grenades" stratagem on "Squad" against "Boyz"
    Then "Boyz" suffered 2 mortal wounds this phase

  Scenario: 15.05: a GRENADES unit engaged by position cannot be its target
    Given "Squad" has the keyword GRENADES
    And it is player A's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.05: Grenades cannot select an enemy unit that is engaged: the use is made, nothing resolves
    Given "Squad" has the keyword GRENADES
    And a unit "Guards" for player A
    And "Guards" has 25.4mm bases
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 1, 1, 1, 1
    And the positions:
      | unit   | x  | y  |
      | Squad  | 10 | 10 |
      | Guards | 20 | 20 |
      | Boyz   | 21.5 | 20 |
    When player A uses the "Grenades" stratagem on "Squad" against "Boyz"
    Then player A used the "Grenades" stratagem
    And "Boyz" suffered 0 mortal wounds this phase

  Scenario: 15.06: a VEHICLE whose charge move ends engaged can Tank Shock the unit it engaged
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
    And "Tank" makes a charge move against "Boyz" to (15.5, 10)
    And player A uses the "Tank Shock" stratagem on "Tank" against "Boyz"
    Then player A used the "Tank Shock" stratagem
    And "Boyz" suffered 2 mortal wounds this phase
    And "Tank" suffered 1 mortal wound this phase

  Scenario: 15.06: Tank Shock against an enemy unit the VEHICLE is not engaged with
    Given a unit "Tank" for player A
    And "Tank" has the keyword VEHICLE
    And "Tank" has 25.4mm bases
    And a unit "Grots" for player B
    And "Grots" has 25.4mm bases
    And it is player A's Charge phase in battle round 2
    And the charge roll for "Tank" will be 8
    And the dice for "Tank Shock" will be 5, 6, 1, 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 40 |
      | Tank  | 10 | 10 |
      | Boyz  | 17 | 10 |
      | Grots | 10 | 30 |
    When "Tank" declares a charge
    And "Tank" makes a charge move against "Boyz" to (15.5, 10)
    And player A uses the "Tank Shock" stratagem on "Tank" against "Grots"
    Then "Grots" suffered 0 mortal wounds this phase

  Scenario: 15.12: a unit a charge left engaged by position can be Counteroffensive's target
    Given a unit "Marines" for player A
    And "Marines" has 25.4mm bases
    And player B has 3 CP
    And it is player B's Charge phase in battle round 2
    And the charge roll for "Boyz" will be 8
    And the positions:
      | unit    | x  | y  |
      | Squad   | 10 | 10 |
      | Marines | 20 | 14.001 |
      | Boyz    | 17 | 10 |
    When "Boyz" declares a charge
    And "Boyz" makes a charge move against "Squad" to (12, 10)
    Then "Squad" is engaged with "Boyz"
    And "Marines" is not engaged
    When the game advances to the Fight step of player B's Fight phase
    And "Boyz" fights
    Then player A can use the "Counteroffensive" stratagem on "Squad"
    And player A cannot use the "Counteroffensive" stratagem on "Marines"

  Scenario: 15.10: an engaged SMOKE unit can still be Smokescreen's target
    Given "Squad" has the keyword SMOKE
    And it is player B's Shooting phase in battle round 2
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 12 | 10 |
    When player A uses the "Smokescreen" stratagem on "Squad"
    Then player A used the "Smokescreen" stratagem
    And "Squad" has the benefit of cover

  Scenario: 15.06: with engagement pairs stated, Tank Shock selects only a unit the VEHICLE is engaged with
    Given a unit "Tank" for player A
    And "Tank" has the keyword VEHICLE
    And a unit "Grots" for player B
    And "Tank" is engaged with "Boyz"
    And "Tank" made a charge move this turn
    And it is player A's Charge phase in battle round 2
    And the dice for "Tank Shock" will be 5, 6, 1, 2
    When player A uses the "Tank Shock" stratagem on "Tank" against "Grots"
    Then player A used the "Tank Shock" stratagem
    And "Grots" suffered 0 mortal wounds this phase

  Scenario: 15.06: with engagement pairs stated, Tank Shock against the unit engaged resolves
    Given a unit "Tank" for player A
    And "Tank" has the keyword VEHICLE
    And "Tank" is engaged with "Boyz"
    And "Tank" made a charge move this turn
    And it is player A's Charge phase in battle round 2
    And the dice for "Tank Shock" will be 5, 6, 1, 2
    When player A uses the "Tank Shock" stratagem on "Tank" against "Boyz"
    Then "Boyz" suffered 2 mortal wounds this phase
