Feature: 12.04 Fights First across turns, parts and steps
  A charge move's Fights First ends with the turn; an attached unit is a Fights First unit once
  the part without it is gone; the stratagems of the Fight phase outside their step.

  Background:
    Given player A has 3 CP
    And player B has 3 CP
    And a unit "Vanguard" for player A
    And a unit "Hunters" for player B
    And a unit "Wardens" for player A
    And a unit "Raiders" for player B

  Scenario: 11.04: a charge move's Fights First ends with the turn
    Given it is player A's Charge phase in battle round 2
    When "Vanguard" makes a charge move
    Then "Vanguard" has Fights First
    When the game advances to the start of player B's turn
    Then "Vanguard" does not have Fights First

  Scenario: 15.03: Epic Challenge never in the Pile In step
    Given "Hunters" has the keyword CHARACTER
    And "Hunters" is engaged
    And it is the Pile In step of player A's Fight phase in battle round 2
    Then player B cannot use the "Epic Challenge" stratagem on "Hunters" because the stratagem cannot be used now

  Scenario: 24.13: an attached unit becomes a Fights First unit mid-step once its part without the ability is destroyed
    Given a unit "Captain" for player A
    And "Captain" has a starting strength of 1
    And a unit "Guards" for player A
    And "Captain" is leading "Guards"
    And "Guards" is engaged
    And "Hunters" is engaged
    And "Guards" has the Fights First ability
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Guards" does not have Fights First
    And the Fight step is resolving remaining combats
    When "Guards" is selected to fight
    And 1 model of "Captain" is destroyed
    Then "Guards" has Fights First
    And "Guards" cannot be selected to fight next

  Scenario: 15.12: Counteroffensive after a remaining-combats fight returns the sequence to Fights First combats, its unit first
    Given "Vanguard" is engaged
    And "Hunters" is engaged
    And "Raiders" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Hunters"
    Then "Hunters" must be the next unit player B selects to fight
    And the Fight step is resolving Fights First combats
    And "Raiders" cannot be selected to fight next, for exactly these reasons:
      | "Hunters" must be selected to fight first |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 12.04: the units table with Fights First for both players: turn player first
    Given the units:
      | unit    | player | engaged | Fights First |
      | Scouts  | A      | yes     | yes          |
      | Brutes  | B      | yes     | yes          |
    And it is the Fight step of player B's Fight phase in battle round 2
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Brutes |
