Feature: 11.04, 15.11, 18.3 item 4 and the Rules Appendix's pass, measured (§19, §20.1)
  A positioned charge move weighs the charge roll as made: re-rolled, modified and capped (a
  modifier that lets the charge reach 8.74" with a roll of 8; Into the Fray's cap of 6); a
  Heroic Intervention charge makes its unit a Fights First unit in the attacker's Fight step; a
  player cannot pass while an eligible unit of theirs is exactly 5" from an enemy unit, and can
  when it is a hair more.

  Scenario: an eligible unit exactly 5" from an enemy unit stops its player from passing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Assault" made a charge move this turn
    And "Assault" is at (254mm, 254mm)
    And "Boyz" is at (254mm, 413mm)
    Then player A cannot pass because "Assault" is eligible to fight and within 5" of an enemy unit

  Scenario: the same unit a hair more than 5" away lets its player pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Assault" made a charge move this turn
    And "Assault" is at (254mm, 254mm)
    And "Boyz" is at (254mm, 413.1mm)
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: a charge roll modifier lets the charge reach a target beyond the unmodified roll
    Given it is player A's Charge phase in battle round 2
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Assault" is at (254mm, 254mm)
    And "Boyz" is at (254mm, 508mm)
    And "Assault" has an ability "Headlong" that adds 1 to its charge rolls
    And the charge roll for "Assault" will be 8
    When "Assault" declares a charge
    Then the last charge roll for "Assault" was 9
    And "Assault" can make a charge move against "Boyz" to (254mm, 476mm)

  Scenario: without the modifier the charge roll falls short of the target
    Given it is player A's Charge phase in battle round 2
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Assault" is at (254mm, 254mm)
    And "Boyz" is at (254mm, 508mm)
    And the charge roll for "Assault" will be 8
    When "Assault" declares a charge
    Then "Assault" cannot make a charge move against "Boyz" to (254mm, 476mm) because a charge target is beyond the maximum distance of the charge

  Scenario: Into the Fray caps a modified Heroic Intervention charge roll at 6
    Given it is player A's Charge phase in battle round 2
    And player B has 4 CP
    And a unit "Assault" for player A
    And a unit "Guards" for player B
    And "Guards" has an ability "Headlong" that adds 1 to its charge rolls
    And the charge roll for "Guards" will be 6
    When "Assault" declares a charge
    And "Assault" makes a charge move
    And the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guards" with Into the Fray
    Then the last charge roll for "Guards" was 6

  Scenario: a Heroic Intervention charge makes the defender a Fights First unit in the attacker's Fight step
    Given it is player A's Charge phase in battle round 2
    And player B has 4 CP
    And a unit "Assault" for player A
    And a unit "Guards" for player B
    When "Assault" declares a charge
    And "Assault" makes a charge move
    And the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guards"
    And the game advances to the Fight step of player A's Fight phase
    Then "Guards" has Fights First
    And player A selects the next unit to fight
    When "Assault" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: a re-rolled charge roll is the charge's maximum distance
    Given it is player A's Charge phase in battle round 2
    And a unit "Assault" for player A
    And "Assault" has 1 model left
    And a unit "Boyz" for player B
    And "Boyz" has 1 model left
    And "Assault" is at (254mm, 254mm)
    And "Boyz" is at (254mm, 508mm)
    And "Assault" has an ability "Zeal" that lets you re-roll its charge rolls
    And the charge rolls for "Assault" will be 3, then 9
    When "Assault" declares a charge
    Then the last charge roll for "Assault" was 9
    And "Assault" can make a charge move against "Boyz" to (254mm, 476mm)
