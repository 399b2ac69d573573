Feature: 18.3 items 6, 10 and 11 on real datasheets: durations, triggered TARGETs, auras, parts
  A count-as that ends takes the unit out of a TARGET that named its keyword; a triggered rule
  selects its TARGET's units by their keywords as counted when it resolves; an aura's TARGET
  keyword reads the same; a part's rule ends with that part's last model (19.04), and a leader
  keeps its own "while this model is leading a unit" rule after its bodyguard is slain.

  Scenario: a count-as that ends with the phase takes the Captain back out of a BATTLELINE rule
    Given a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And player A has a rule "Line Holders":
      | TARGET | each friendly BATTLELINE unit |
      | EFFECT | adds 1 to its OC              |
    And "Captain" has an ability "Drill":
      | DURATION | until the end of the phase                        |
      | EFFECT   | makes it count as having the keyword BATTLELINE |
    Then "Captain" has OC 2
    When the game advances to player A's Shooting phase
    Then "Captain" does not have the keyword BATTLELINE
    And "Captain" has OC 1

  Scenario: a triggered rule on each friendly INFANTRY unit reads keywords as counted when it resolves
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Command phase
    And "Wolves" has an ability "Two Legs" that makes it count as having the keyword INFANTRY
    And player A has a rule "Forward":
      | WHEN   | the end of your Command phase       |
      | TARGET | each friendly INFANTRY unit         |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    When the game advances to player A's Movement phase
    Then "Wolves" has OC 1
    And "Squad" has OC 3

  Scenario: a Captain keeps his own "while this model is leading a unit" rule after his squad is slain
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an ability "Rites of Battle":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 1 to its OC             |
    Then "Captain" has OC 2
    When 5 models of "Squad" are destroyed
    Then "Captain" has OC 2

  Scenario: the same ability on a Captain who leads no unit is not in force
    Given a unit "Captain" from the datasheet "Captain" for player A
    And it is player A's Movement phase
    And "Captain" has an ability "Rites of Battle":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 1 to its OC             |
    Then "Captain" has OC 1

  Scenario: a bodyguard's ability ends with the last bodyguard model; the Captain keeps his OC
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Squad" has an ability "Objective Secured" that adds 1 to its OC
    Then "Captain" has OC 2
    When 5 models of "Squad" are destroyed
    Then "Captain" has OC 1
    And "Objective Secured" is not in force for "Captain"

  Scenario: an aura on each friendly ORKS unit within range reaches Boyz in range, not Gretchin out of it
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And a unit "Grots" from the datasheet "Gretchin" for player A
    And it is player A's Movement phase
    And "Warboss" has an ability "Bellow":
      | TARGET | each friendly ORKS unit within range of it |
      | EFFECT | improves its Ld by 1                       |
    And "Boyz" is within range of "Bellow"
    Then "Boyz" has Ld 6+
    And "Grots" has Ld 7+
    And "Warboss" has Ld 5+

  Scenario: the same aura with a Boyz mob that counts as not ORKS
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And it is player A's Movement phase
    And "Warboss" has an ability "Bellow":
      | TARGET | each friendly ORKS unit within range of it |
      | EFFECT | improves its Ld by 1                       |
    And "Boyz" is within range of "Bellow"
    And player B has a rule "Confusion":
      | TARGET | each enemy unit                                |
      | EFFECT | makes it count as not having the keyword ORKS |
    Then "Boyz" has Ld 7+

  Scenario: an enhancement with TARGET its unit adds to both parts; ended by the bearer's death
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Warboss" has an enhancement "Da Biggest":
      | TARGET | its unit         |
      | EFFECT | adds 2 to its OC |
    Then "Boyz" has OC 4
    And "Warboss" has OC 3
    When 1 model of "Warboss" is destroyed
    Then "Boyz" has OC 2

  Scenario: a lift of falling back for shooting on Intercessors, refused for Boyz
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And it is player A's Movement phase
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Squad" has an ability "Tactical Withdrawal" that lets it shoot even though it made a fall-back move this turn
    When "Squad" makes a fall-back move
    And "Boyz" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    And "Boyz" is not eligible to shoot because it made a fall-back move this turn
