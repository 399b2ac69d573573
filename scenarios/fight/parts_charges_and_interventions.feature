Feature: 24.13, 11.04 and 15.11: Fights First of attached units, charges and Heroic Intervention
  An attached unit is a Fights First unit while every model in it has the ability (24.13): a
  charge move gives it to every model to the end of the turn (11.04), so a charge makes an
  attached unit with one Fights First part a Fights First unit; the part without the ability
  losing its last model does too. Heroic Intervention resolves a charge (15.11): its Fights
  First lasts to the end of that turn only.

  Scenario: 11.04: a charge makes an attached unit with one Fights First part a Fights First unit
    Given a unit "Captain" for player A
    And a unit "Guards" for player A
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    And a unit "Boyz" for player B
    And "Boyz" has Fights First
    And "Guards" is engaged
    And "Boyz" is engaged
    And "Guards" made a charge move this turn
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Guards" has Fights First
    And player A selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: 24.13: without the charge the attached unit waits for the opponent's Fights First unit
    Given a unit "Captain" for player A
    And a unit "Guards" for player A
    And "Captain" is leading "Guards"
    And "Captain" has the Fights First ability
    And a unit "Boyz" for player B
    And "Boyz" has Fights First
    And "Guards" is engaged
    And "Boyz" is engaged
    And it is the Fight step of player A's Fight phase in battle round 2
    Then "Guards" does not have Fights First
    And player B selects the next unit to fight
    And "Guards" cannot be selected to fight next because player B selects the next unit to fight

  Scenario: 24.13: an attached unit whose bodyguard part has the ability becomes a Fights First unit when its leader falls
    Given a unit "Captain" for player A
    And a unit "Guards" for player A
    And "Captain" is leading "Guards"
    And "Guards" has the Fights First ability
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Guards" is engaged
    And "Boyz" is engaged
    And "Grots" is engaged
    And it is the Fight step of player B's Fight phase in battle round 2
    Then the Fight step is resolving remaining combats
    When "Boyz" is selected to fight
    And 5 models of "Captain" are destroyed
    And "Boyz" resolves its attacks
    Then "Guards" has Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight

  Scenario: 15.11: Heroic Intervention's Fights First does not reach the intervening player's own next turn
    Given it is player A's Charge phase in battle round 2
    And player B has 1 CP
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | no                 |
      | Guard   | B      | no      | no                 |
      | Boyz    | B      | yes     | no                 |
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard"
    And the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guard |
    When the game advances to the start of player B's turn
    Then "Guard" does not have Fights First
