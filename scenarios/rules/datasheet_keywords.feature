Feature: 18.3 item 6 on real datasheets: keywords counted as had or not had, TARGET and CONDITION
  A datasheet's keywords, with those a rule makes a unit count as having or not having, decide
  every TARGET row that names a keyword and every CONDITION `it has the keyword`, for as long as
  the count-as is in force (18.3 item 6); an attached unit has every keyword of its parts (19.03).

  Scenario: counting as having FLY, Intercessors report the keyword; Assault Intercessors lose it
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Jumpers" from the datasheet "Assault Intercessors with Jump Packs" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Grav Chutes" that makes it count as having the keyword FLY
    And "Jumpers" has an ability "Grounded" that makes it count as not having the keyword FLY
    Then "Squad" has the keyword FLY
    And "Jumpers" does not have the keyword FLY
    And "Jumpers" has the keyword JUMP PACK

  Scenario: a detachment rule for each friendly BATTLELINE unit reaches Intercessors, not the Captain
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And player A has a rule "Line Holders":
      | TARGET | each friendly BATTLELINE unit |
      | EFFECT | adds 1 to its OC              |
    Then "Squad" has OC 3
    And "Captain" has OC 1
    And "Line Holders" is in force for "Squad"
    And "Line Holders" is not in force for "Captain"

  Scenario: attached to a BATTLELINE squad, the Captain's unit has BATTLELINE and takes the rule in both parts
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Captain" from the datasheet "Captain" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And player A has a rule "Line Holders":
      | TARGET | each friendly BATTLELINE unit |
      | EFFECT | adds 1 to its OC              |
    Then "Captain" has the keyword BATTLELINE
    And "Squad" has OC 3
    And "Captain" has OC 2

  Scenario: a unit that counts as not BATTLELINE leaves the rule's TARGET
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Line Holders":
      | TARGET | each friendly BATTLELINE unit |
      | EFFECT | adds 1 to its OC              |
    And player B has a rule "Disrupted":
      | TARGET | each enemy unit                                         |
      | EFFECT | makes it count as not having the keyword BATTLELINE |
    Then "Squad" does not have the keyword BATTLELINE
    And "Squad" has OC 2

  Scenario: an ORKS rule does not reach Space Marines; an enemy rule on each enemy INFANTRY unit does
    Given a unit "Boyz" from the datasheet "Boyz" for player B
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Waaagh Banner":
      | TARGET | each friendly ORKS unit |
      | EFFECT | adds 1 to its OC        |
    And player B has a rule "Intimidate":
      | TARGET | each enemy INFANTRY unit |
      | EFFECT | subtracts 1 from its OC  |
    Then "Boyz" has OC 3
    And "Squad" has OC 1

  Scenario: a condition on the keyword CHARACTER holds for an attached unit through its leader
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Captain" from the datasheet "Captain" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And player A has a rule "Heroes":
      | CONDITION | it has the keyword CHARACTER |
      | EFFECT    | improves its Ld by 1         |
    Then "Squad" has Ld 5+
    And "Captain" has Ld 5+

  Scenario: the same condition fails for a lone Intercessor Squad
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Heroes":
      | CONDITION | it has the keyword CHARACTER |
      | EFFECT    | improves its Ld by 1         |
    Then "Squad" has Ld 6+
    And "Heroes" is not in force for "Squad"

  Scenario: a Thunderhawk that counts as not AIRCRAFT may start an Action
    Given a unit "Thunderhawk" from the datasheet "Thunderhawk Gunship" for player A
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    And "Thunderhawk" has OC 1
    And "Thunderhawk" has an ability "Hover" that makes it count as not having the keyword AIRCRAFT
    Then "Thunderhawk" can start the "Deploy Device" Action

  Scenario: a Knight Paladin that counts as not TITANIC is barred by being engaged
    Given a unit "Knight" from the datasheet "Knight Paladin" for player A
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    And "Knight" is engaged
    And player B has a rule "Hobble":
      | TARGET | each enemy unit                                   |
      | EFFECT | makes it count as not having the keyword TITANIC |
    Then "Knight" cannot start the "Deploy Device" Action, for exactly these reasons:
      | it is engaged |

  Scenario: 18.3 item 6: a triggered rule's CONDITION reads a keyword the unit counts as having
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Command phase
    And "Wolves" has an ability "Two Legs" that makes it count as having the keyword INFANTRY
    And player A has a rule "Forward":
      | WHEN      | the end of your Command phase               |
      | TARGET    | each friendly unit                          |
      | CONDITION | it has the keyword INFANTRY                 |
      | EFFECT    | until the end of the turn, adds 1 to its OC |
    When the game advances to player A's Movement phase
    Then "Wolves" has OC 1

  Scenario: 18.3 item 6: the same triggered rule leaves Wolves that count as nothing else at OC 0
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Command phase
    And player A has a rule "Forward":
      | WHEN      | the end of your Command phase               |
      | TARGET    | each friendly unit                          |
      | CONDITION | it has the keyword INFANTRY                 |
      | EFFECT    | until the end of the turn, adds 1 to its OC |
    When the game advances to player A's Movement phase
    Then "Wolves" has OC 0
