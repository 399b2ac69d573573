Feature: Players' questions settled by the Core Rules, across sections
  A held-out pass written from the contract and the 11e Core Rules, acting as a rules writer
  settling questions players ask at tournaments: Actions across the opponent's turn (16.01: only
  a move other than pile-in and consolidation, or leaving the battlefield, stops one), arrivals
  from reserves (20.04), Heroic Intervention in the order of fighting (12.04, 15.11), and the
  Battle-shock step (01.07, 08.03, 15.04).

  Scenario: 01.07: Insane Bravery cannot target a unit already battle-shocked when it rolls to recover
    Given a unit "Squad"
    And it is player A's Command phase in battle round 2
    And "Squad" is battle-shocked
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 3
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And player A has 2 CP

  Scenario: 16.01: a pile-in move does not stop a unit completing its Action
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold Fast" Action
    And the game advances to player B's Fight phase
    And "Squad" becomes engaged
    And "Squad" makes a pile-in move
    And the game advances to the end of player B's turn
    Then "Squad" completes the "Hold Fast" Action

  Scenario: 16.01: a surge move in the opponent's turn stops a unit completing its Action
    Given a unit "Squad"
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold Fast" Action
    And the game advances to player B's Movement phase
    And "Squad" makes a surge move
    And the game advances to the end of player B's turn
    Then "Squad" does not complete the "Hold Fast" Action

  Scenario: 16.01: being charged does not stop a unit performing its Action
    Given a unit "Squad"
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase              |
      | COMPLETES | the end of your opponent's turn  |
    And it is player A's Shooting phase
    When "Squad" starts the "Hold Fast" Action
    And the game advances to player B's Charge phase
    And "Squad" becomes engaged
    Then "Squad" is performing the "Hold Fast" Action

  Scenario: 20.04: a unit that made an ingress move in its Movement phase can declare a charge in its Charge phase
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    And the game advances to player A's Charge phase
    Then "Reserve" is eligible to declare a charge
    And "Reserve" can make a charge move

  Scenario: 15.07 and 15.11: a unit that arrived by Rapid Ingress can Heroically Intervene in the same opponent's turn
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then "Reserve" is not in strategic reserves
    When the game advances to the end of player B's Charge phase
    Then player A can use the "Heroic Intervention" stratagem on "Reserve"

  Scenario: 09.07: a unit that chooses Desperate Escape while not battle-shocked rolls and can become battle-shocked
    Given a unit "Squad"
    And "Squad" is engaged
    And the Action "Hold Fast":
      | STARTS    | your Movement phase |
    And it is player A's Movement phase
    And the battle-shock roll for "Squad" will be 4
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" cannot start the "Hold Fast" Action, for exactly these reasons:
      | it is battle-shocked                  |
      | its OC is 0 or -                      |
      | it made a fall-back move this turn    |

  Scenario: 15.11: Heroic Intervention's charge gives Fights First in the opponent's Fight phase
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Squad"
    And the game advances to player B's Fight phase
    Then "Squad" has Fights First
    And "Squad" is eligible to fight

  Scenario: 16.01: an Action completing at the start of the next Command phase completes before that phase's battle-shock roll
    Given a unit "Squad"
    And "Squad" has 2 models left
    And the Action "Hold Fast":
      | STARTS    | your Shooting phase                   |
      | COMPLETES | the start of your next Command phase  |
    And it is player A's Shooting phase in battle round 1
    And the battle-shock roll for "Squad" will be 2
    When "Squad" starts the "Hold Fast" Action
    And player A's Command phase is resolved
    Then "Squad" completes the "Hold Fast" Action
    And "Squad" is battle-shocked

  Scenario: 12.04: the charger fights first, then the unit that Heroically Intervened, then the rest
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Boyz  | B      | yes     | yes                |
      | Squad | A      | yes     | yes                |
      | Guard | A      | yes     | no                 |
    And "Boyz" is engaged with "Squad"
    And "Guard" is engaged with "Boyz"
    And it is the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |
    And "Guard" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight
    When "Squad" fights
    Then the Fight step is resolving remaining combats
    And the units that can be selected to fight next are:
      | Guard |

  Scenario: 16.01: an Action whose COMPLETES needs control does not complete when the objective is contested to a tie
    Given the units:
      | unit  | player | OC | models |
      | Squad | A      | 1  | 2      |
      | Boyz  | B      | 2  | 1      |
    And the ruin is an objective
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And the Action "Plant Banner":
      | STARTS    | your Shooting phase                                          |
      | UNITS     | one unit that is within range of an objective                |
      | COMPLETES | the end of your turn if you control that objective           |
    And it is player A's Shooting phase
    When "Squad" starts the "Plant Banner" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Plant Banner" Action
