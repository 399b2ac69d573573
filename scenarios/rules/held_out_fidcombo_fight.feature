Feature: 18.1, 19.5, 20.1 Held-out: a rule whose CONDITION reads a position decides who fights first
  A held-out pass on the seam between a declared rule (§18), positions (§19) and the order of
  fighting (§20.1), decided from 12.04, 24.13, 19.04 and the Rules Appendix before running. Every
  base is 1" across; the ruin is the rectangle from (10, 10) to (16, 16), so a base whose centre is
  at x = 16.5 touches its edge (a shape's boundary belongs to it) and one at x = 16.501 does not.
  Two bases whose centres are 3" apart are exactly 2" apart: engaged (03.04).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the ruin is the rectangle from (10, 10) to (16, 16)
    And objective 1 is an objective marker at (30, 22)

  Scenario: 12.04, 24.13: an ability giving Fights First within the ruin holds with the base touching the ruin's edge, so in the enemy's turn the squad selects first
    Given "Squad" has an ability "Ambush":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x    | y  |
      | Squad | 16.5 | 12 |
      | Boyz  | 19.5 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Squad" is engaged with "Boyz"
    And "Squad" has Fights First
    And player A selects the next unit to fight
    And "Ambush" changed that verdict
    And the Fight step is resolving Fights First combats
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: 12.04: 0.001" outside the ruin the ability is not in force: the player whose turn it is selects first, in Resolve Remaining Combats
    Given "Squad" has an ability "Ambush":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x      | y  |
      | Squad | 16.501 | 12 |
      | Boyz  | 19.501 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Squad" is not within the ruin
    And "Ambush" is not in force for "Squad"
    And "Squad" does not have Fights First
    And player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    And "Squad" cannot be selected to fight next because player B selects the next unit to fight

  Scenario: 12.04: with the squad a Fights First unit, the orks cannot be selected ahead of it even once it is their selection
    Given "Squad" has an ability "Ambush":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x    | y  |
      | Squad | 16.5 | 12 |
      | Boyz  | 19.5 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then the units that can be selected to fight next are:
      | Squad |
    When "Squad" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    And "Boyz" can be selected to fight next

  Scenario: 12.04, Rules Appendix: a Fights First ability read from marker range at exactly 3" lets the defender's unit fight first in the attacker's turn
    Given "Boyz" has an ability "Guardians":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | gives it Fights First             |
    And the positions:
      | unit  | x       | y  |
      | Boyz  | 870.9mm | 22 |
      | Squad | 37.2874 | 22 |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Boyz" is within range of objective 1
    And "Boyz" is engaged with "Squad"
    And "Boyz" has Fights First
    And player B selects the next unit to fight
    And "Squad" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 12.04: the same orks 0.1mm beyond range have no Fights First, and the attacker selects first
    Given "Boyz" has an ability "Guardians":
      | CONDITION | it is within range of objective 1 |
      | EFFECT    | gives it Fights First             |
    And the positions:
      | unit  | x       | y  |
      | Boyz  | 871mm   | 22 |
      | Squad | 947.2mm | 22 |
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Boyz" is not within range of objective 1
    And "Boyz" does not have Fights First
    And player A selects the next unit to fight
    And "Guardians" did not change that verdict

  Scenario: 19.04, 24.13: a leader ability giving Fights First reaches every model of the attached unit, leader included, so the unit is a Fights First unit
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Vanguard Leader":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit    | x    | y  |
      | Squad   | 16.5 | 12 |
      | Captain | 16.5 | 10 |
      | Boyz    | 19.5 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Squad" has Fights First
    And player A selects the next unit to fight

  Scenario: 19.01, 01.04: only the leader's model touches the ruin, and that puts the attached unit within it, so the leader ability is in force for all
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Vanguard Leader":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit    | x    | y  |
      | Captain | 16.5 | 12 |
      | Squad   | 18   | 14 |
      | Boyz    | 21   | 14 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Squad" is within the ruin
    And "Captain" is within the ruin
    And "Vanguard Leader" is in force for "Squad"
    And "Squad" has Fights First
    And player A selects the next unit to fight

  Scenario: 24.13, 19.04: an enhancement giving Fights First reaches its bearer only, so the attached unit is not a Fights First unit
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Blade of Valour":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit    | x    | y  |
      | Squad   | 16.5 | 12 |
      | Captain | 16.5 | 10 |
      | Boyz    | 19.5 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Blade of Valour" is in force for "Captain"
    And "Squad" does not have Fights First
    And player B selects the next unit to fight

  Scenario: 20.1: once the bodyguard's last model is destroyed, the enhanced leader alone makes a Fights First unit
    Given a unit "Captain" for player A
    And "Captain" has 25.4mm bases
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Blade of Valour":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit    | x    | y  |
      | Squad   | 18   | 12 |
      | Captain | 16.5 | 10 |
      | Boyz    | 19.5 | 10 |
    And it is the Fight step of player B's Fight phase in battle round 2
    When 1 model of "Squad" is destroyed
    Then "Captain" has Fights First
    And player A selects the next unit to fight

  Scenario: 18.1, 20.1: a CONDITION of battle round 2 or later gives nothing in the first battle round
    Given "Squad" has an ability "Veteran Fury":
      | CONDITION | it is battle round 2 or later |
      | EFFECT    | gives it Fights First         |
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 30 |
      | Boyz  | 23 | 30 |
    And it is the Fight step of player B's Fight phase in battle round 1
    Then "Veteran Fury" is not in force for "Squad"
    And player B selects the next unit to fight

  Scenario: 18.1, 20.1: the same CONDITION holds in battle round 2
    Given "Squad" has an ability "Veteran Fury":
      | CONDITION | it is battle round 2 or later |
      | EFFECT    | gives it Fights First         |
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 30 |
      | Boyz  | 23 | 30 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Veteran Fury" is in force for "Squad"
    And player A selects the next unit to fight

  Scenario: 18.1, 19.5: a CONDITION "it is engaged" reads the positions: exactly 2" apart it holds
    Given "Squad" has an ability "Close Quarters":
      | CONDITION | it is engaged         |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x  | y  |
      | Squad | 20 | 30 |
      | Boyz  | 23 | 30 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Close Quarters" is in force for "Squad"
    And player A selects the next unit to fight

  Scenario: Rules Appendix, 20.1: 2.001" apart nobody is engaged, so nobody is eligible to fight and the step has ended
    Given "Squad" has an ability "Close Quarters":
      | CONDITION | it is engaged         |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x     | y  |
      | Squad | 20    | 30 |
      | Boyz  | 23.001 | 30 |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then "Close Quarters" is not in force for "Squad"
    And "Squad" cannot be selected to fight next
    And no unit can be selected to fight next

  Scenario: 20.1 (History), 18.1: a stated selection of the squad first in the enemy's turn replays through its ability's Fights First
    Given "Squad" has an ability "Ambush":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x    | y  |
      | Squad | 16.5 | 12 |
      | Boyz  | 19.5 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    And "Squad" has been selected to fight this phase
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    And "Boyz" can be selected to fight next

  Scenario: 20.1 (History): outside the ruin the ability gives nothing, and the history in which the boyz fought first replays
    Given "Squad" has an ability "Ambush":
      | CONDITION | it is within the ruin |
      | EFFECT    | gives it Fights First |
    And the positions:
      | unit  | x      | y  |
      | Squad | 16.501 | 12 |
      | Boyz  | 19.501 | 12 |
    And it is the Fight step of player B's Fight phase in battle round 2
    And "Boyz" has been selected to fight this phase
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next
