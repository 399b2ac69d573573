Feature: 18.2 and 18.3 item 7: rules that give Fights First, and counts-as effects
  `gives it Fights First` gives the ability to every model of its TARGET for as long as the
  rule is in force (24.13). `makes it count as ...` changes the fact for every clause that
  reads it (18.3 item 6).

  Background:
    Given a unit "Squad"
    And it is player A's Fight phase

  Scenario: 24.13: an ability gives Fights First
    Given "Squad" has an ability "Swift Blades" that gives it Fights First
    Then "Squad" has Fights First

  Scenario: 24.13: an enemy's ability gives this unit nothing
    Given a unit "Boyz" for player B
    And "Boyz" has an ability "Swift Blades" that gives it Fights First
    Then "Squad" does not have Fights First
    And "Boyz" has Fights First

  Scenario: 18.1: a leader ability reaches the unit it leads
    Given a unit "Captain"
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Martial Mastery" that gives it Fights First
    Then "Squad" has Fights First
    And "Martial Mastery" is in force for "Squad"

  Scenario: 18.1: Fights First until the end of the phase ends with the phase
    Given "Squad" has an ability "Surge" that gives it Fights First, until the end of the phase
    When the game advances to player B's Fight phase
    Then "Squad" does not have Fights First

  Scenario: 18.3 item 6: counting as having a keyword is what has the keyword reports
    Given "Squad" has an ability "Jump Packs" that makes it count as having the keyword FLY
    And "Squad" has an enhancement "Cloak" that makes it count as not having the keyword INFANTRY
    Then "Squad" has the keyword FLY
    And "Squad" does not have the keyword INFANTRY

  Scenario: 18.3 item 6: a unit that counts as not battle-shocked has its OC back
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    Then "Squad" has OC 2

  Scenario: 18.1: a leader ability stated as a rule table, with a CONDITION
    Given a unit "Captain"
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Martial Mastery":
      | TARGET    | the unit it is leading |
      | CONDITION | it is engaged          |
      | EFFECT    | gives it Fights First  |
    And "Squad" is engaged
    Then "Squad" has Fights First

  Scenario: 18.1: the same leader ability while its CONDITION does not hold
    Given a unit "Captain"
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Martial Mastery":
      | CONDITION | it is engaged         |
      | EFFECT    | gives it Fights First |
    Then "Squad" does not have Fights First

  Scenario: 18.1: an enhancement and wargear act on their bearer
    Given a unit "Captain"
    And "Captain" has an enhancement "Blade of Valour":
      | EFFECT | gives it Fights First |
    And "Captain" has the wargear "Storm Shield" that adds 1 to its W
    Then "Captain" has Fights First
    And "Captain" has W 3
    And "Squad" does not have Fights First
    And "Squad" has W 2

  Scenario: 18.1: a mission rule stated as a rule table acts on each unit its CONDITION admits
    Given a unit "Tank" for player B
    And "Tank" has the keyword VEHICLE
    And a mission rule "Ambush Ground":
      | CONDITION | it has the keyword VEHICLE |
      | EFFECT    | gives it Fights First      |
    Then "Tank" has Fights First
    And "Squad" does not have Fights First

  Scenario: 12.04, 15.12: a rule that makes a unit the next its player must select to fight
    Given it is the Fight step of player A's Fight phase
    And a unit "Guard"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And "Guard" is engaged
    And "Boyz" is engaged
    And "Guard" has an ability "Vanguard Duty" that makes it the next unit you must select to fight
    Then "Squad" cannot be selected to fight next
    And "Guard" can be selected to fight next

  Scenario: 12.04: without that rule either unit may be selected
    Given it is the Fight step of player A's Fight phase
    And a unit "Guard"
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And "Guard" is engaged
    And "Boyz" is engaged
    Then "Squad" can be selected to fight next
    And "Guard" can be selected to fight next

  Scenario: 24.01: an ability that gives melee weapons an ability is recorded while in force
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Duellist" that gives the melee weapons of one CHARACTER model in it [PRECISION]
    Then "Captain"'s melee weapons have [PRECISION]

  Scenario: 24.01: melee weapons an ability does not name have nothing recorded
    Given "Squad" has an ability "Blades" that gives its melee weapons [LETHAL HITS]
    Then "Squad"'s melee weapons have [LETHAL HITS]
    And "Squad"'s melee weapons do not have [DEVASTATING WOUNDS]
