Feature: 18.4, 18.5, 19, 20.1 Held-out: stratagems and player rules whose CONDITION reads control measured from positions
  A held-out pass on the seams between stratagem effects (18.4), a player rule whose CONDITION is
  control (18.1), control measured in space (19.5, 14.02) and the order of fighting (20.1, 15.12),
  decided from 15.01, 15.12, 12.04 and 14.02 before running. Every base is 1" across; objective 1
  is a 40mm marker at (30, 22), so a base centred at x = 870.9mm on y = 22 is exactly 3" from it.

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Grots" has 25.4mm bases
    And objective 1 is an objective marker at (30, 22)

  Scenario: 15.12, 20.1: after the squad fights, Counteroffensive on the grots makes them the next unit player B must select, ahead of the boyz
    Given player B has 2 CP
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 30 |
      | Boyz  | 23 | 30 |
      | Grots | 20 | 33 |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player A selects the next unit to fight
    When "Squad" fights
    Then player B can use the "Counteroffensive" stratagem on "Grots"
    When player B uses the "Counteroffensive" stratagem on "Grots"
    Then "Grots" has Fights First
    And "Grots" must be the next unit player B selects to fight
    And "Boyz" need not be the next unit player B selects to fight
    And "Boyz" cannot be selected to fight next because "Grots" must be selected to fight first
    And "Grots" can be selected to fight next

  Scenario: 15.12: before any enemy unit has fought in the step, Counteroffensive cannot be used now
    Given player B has 2 CP
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 30 |
      | Boyz  | 23 | 30 |
      | Grots | 20 | 33 |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then player B cannot use the "Counteroffensive" stratagem on "Grots" because the stratagem cannot be used now

  Scenario: 15.12, 18.3 item 7: once the grots are selected, the obligation is met and the boyz can follow
    Given player B has 2 CP
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 30 |
      | Boyz  | 23 | 30 |
      | Grots | 20 | 33 |
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Squad" fights
    And player B uses the "Counteroffensive" stratagem on "Grots"
    And "Grots" fights
    Then "Grots" need not be the next unit player B selects to fight
    And "Boyz" can be selected to fight next

  Scenario: 15.01, 18.1: a player rule reducing stratagem costs while its player controls the marker is in force when the squad holds it at exactly 3"
    Given player A has a rule "Command Node":
      | CONDITION | you control objective 1                  |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 50      | 40 |
      | Grots | 50      | 4  |
    And it is player A's Shooting phase in battle round 2
    Then player A controls objective 1
    And "Command Node" is in force for player A
    And the CP cost of the "Counteroffensive" stratagem for player A is 1
    And "Command Node" changed that verdict

  Scenario: 15.01, 18.1: 0.1mm farther nobody controls the marker, the rule is not in force and the cost is as printed
    Given player A has a rule "Command Node":
      | CONDITION | you control objective 1                  |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And the positions:
      | unit  | x     | y  |
      | Squad | 871mm | 22 |
      | Boyz  | 50    | 40 |
      | Grots | 50    | 4  |
    And it is player A's Shooting phase in battle round 2
    Then no player controls objective 1
    And "Command Node" is not in force for player A
    And the CP cost of the "Counteroffensive" stratagem for player A is 2
    And no rule changed that verdict

  Scenario: 14.02, 18.1: a squad that moves onto the marker controls it only from the end of the phase, so the player rule waits for it
    Given player A has a rule "Command Node":
      | CONDITION | you control objective 1                  |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And the positions:
      | unit  | x  | y  |
      | Squad | 40 | 22 |
      | Boyz  | 50 | 40 |
      | Grots | 50 | 4  |
    And it is player A's Movement phase in battle round 2
    When "Squad" makes a normal move to (34, 22)
    Then "Squad" is within range of objective 1
    And "Command Node" is not in force for player A
    When the game advances to the end of the phase
    Then player A controls objective 1
    And "Command Node" is in force for player A

  Scenario: 18.4, 14.02: a stratagem that adds OC, used this phase, counts at once in the level the scenario starts with
    Given the stratagem "Stand Firm":
      | CP     | 1                                          |
      | WHEN   | any phase                                  |
      | TARGET | one friendly unit                          |
      | EFFECT | Until the end of the turn, adds 2 to its OC |
    And "Squad" has OC 1
    And "Boyz" has OC 2
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 26      | 22 |
      | Grots | 50      | 4  |
    And it is player A's Shooting phase in battle round 2
    And player A used the "Stand Firm" stratagem on "Squad" this phase
    Then player A's level of control over objective 1 is 3
    And player A controls objective 1

  Scenario: 14.03, 18.2, 19.6: a squad that secures the marker and then walks off still holds it, and its card scores at the end of the turn
    Given the stratagem "Plant the Banner":
      | CP     | 1                                     |
      | WHEN   | any phase                             |
      | TARGET | one friendly unit                     |
      | EFFECT | secures each objective it is controlling |
    And player A has 1 CP
    And player A has the primary mission "Hold the Line":
      | scores at            | if                       | VP |
      | the end of your turn | you control objective 1  | 5  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 50      | 40 |
      | Grots | 50      | 4  |
    And it is player A's Movement phase in battle round 2
    Then "Squad" is controlling objective 1
    When player A uses the "Plant the Banner" stratagem on "Squad"
    Then player A has secured objective 1
    When "Squad" makes a normal move to (40, 22)
    And the game advances to the end of the turn
    Then "Squad" is not within range of objective 1
    And player A controls objective 1
    And player A scores 5 VP for "Hold the Line"

  Scenario: 14.02, 19.6: without securing it, the squad that walks off leaves the marker to nobody and the card scores nothing
    Given player A has the primary mission "Hold the Line":
      | scores at            | if                       | VP |
      | the end of your turn | you control objective 1  | 5  |
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 50      | 40 |
      | Grots | 50      | 4  |
    And it is player A's Movement phase in battle round 2
    Then player A has not secured objective 1
    When "Squad" makes a normal move to (40, 22)
    And the game advances to the end of the turn
    Then no player controls objective 1
    And player A scores no VP for "Hold the Line"

  Scenario: 14.03: a secured marker is lost at the end of a phase when the enemy's level is higher, measured from the boyz in range
    Given the stratagem "Plant the Banner":
      | CP     | 1                                     |
      | WHEN   | any phase                             |
      | TARGET | one friendly unit                     |
      | EFFECT | secures each objective it is controlling |
    And player A has 1 CP
    And the positions:
      | unit  | x       | y  |
      | Squad | 870.9mm | 22 |
      | Boyz  | 20      | 22 |
      | Grots | 50      | 4  |
    And it is player A's Movement phase in battle round 2
    When player A uses the "Plant the Banner" stratagem on "Squad"
    And "Squad" makes a normal move to (40, 22)
    And the game advances to player B's Movement phase
    When "Boyz" makes a normal move to (26, 22)
    And the game advances to the end of the phase
    Then player B controls objective 1
    And player A has not secured objective 1
