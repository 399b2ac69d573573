Feature: Held out: rules that change rules on real attached units, part by part
  §18 with §11, continued. A count-as on one part of an attached unit (an enhancement, TARGET
  this model) against one on the whole unit (19.03, 19.04); multi-word keywords of the data in
  stratagem TARGETs and auras; a leader ability that carries a player effect; one friendly unit
  chosen for a rule; and the same-named ability on two datasheet units (18.1, 18.3 item 11).

  Scenario: 19.03, 15.03: a Warboss's enhancement that makes him count as not CHARACTER leaves his Boyz no CHARACTER unit
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Warboss" has an enhancement "Humble Git" that makes it count as not having the keyword CHARACTER
    And "Boyz" is engaged
    And player A has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" is selected to fight
    Then "Boyz" does not have the keyword CHARACTER
    And player A cannot use the "Epic Challenge" stratagem on "Boyz" because it is not a unit the stratagem can target

  Scenario: 19.03: the same enhancement on a Painboy leaves the Warboss's CHARACTER to the attached unit
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Painboy" from the datasheet "Painboy"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Painboy" is leading "Boyz"
    And "Painboy" has an enhancement "Humble Git" that makes it count as not having the keyword CHARACTER
    And it is player A's Movement phase
    Then "Boyz" has the keyword CHARACTER
    And "Painboy" has the keyword CHARACTER

  Scenario: 19.03: the Warboss slain, the Painboy's enhancement leaves the unit without CHARACTER
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Painboy" from the datasheet "Painboy"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Painboy" is leading "Boyz"
    And "Painboy" has an enhancement "Humble Git" that makes it count as not having the keyword CHARACTER
    And it is player A's Movement phase
    When 1 model of "Warboss" is destroyed
    Then "Boyz" does not have the keyword CHARACTER

  Scenario: 19.03: a bodyguard's wargear that makes it count as having JUMP PACK gives the attached unit JUMP PACK
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And it is player A's Shooting phase
    And "Boyz" has the wargear "Rokkit Belts" that makes it count as having the keyword JUMP PACK
    And the Action "Sky Strike":
      | UNITS | one JUMP PACK unit |
    Then "Warboss" has the keyword JUMP PACK
    And "Warboss" can start the "Sky Strike" Action

  Scenario: 19.04, 18.3 item 6: the Boyz slain, the wargear's JUMP PACK goes with them
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And it is player A's Shooting phase
    And "Boyz" has the wargear "Rokkit Belts" that makes it count as having the keyword JUMP PACK
    And the Action "Sky Strike":
      | UNITS | one JUMP PACK unit |
    When 10 models of "Boyz" are destroyed
    Then "Warboss" does not have the keyword JUMP PACK
    And "Warboss" cannot start the "Sky Strike" Action because it is not a unit the Action allows

  Scenario: 06.03, 19.04: a bodyguard's ability that makes the whole attached unit count as MONSTER makes a failed hazard roll 3 mortal wounds
    Given a unit "Captain" from the datasheet "Captain in Terminator Armour"
    And a unit "Squad" from the datasheet "Terminator Squad"
    And "Captain" is leading "Squad"
    And "Squad" has an ability "Titanic Bulk" that makes it count as having the keyword MONSTER
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase
    And the hazard rolls for "Squad" will be 1, 3, 3, 3, 3, 3
    When "Squad" makes a fall-back move
    Then "Squad" suffered 3 mortal wounds this phase

  Scenario: 06.03, 19.04: the same count-as on the Captain alone leaves a failed hazard roll at 1 mortal wound
    Given a unit "Captain" from the datasheet "Captain in Terminator Armour"
    And a unit "Squad" from the datasheet "Terminator Squad"
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Titanic Bulk" that makes it count as having the keyword MONSTER
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Movement phase
    And the hazard rolls for "Squad" will be 1, 3, 3, 3, 3, 3
    When "Squad" makes a fall-back move
    Then "Squad" suffered 1 mortal wound this phase
    And "Squad" has the keyword MONSTER

  Scenario: 18.4: a stratagem for one friendly ADEPTUS ASTARTES unit takes Intercessors and refuses Boyz
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And it is player A's Shooting phase
    And player A has 2 CP
    And the stratagem "Honour the Chapter":
      | CP     | 1                                   |
      | WHEN   | your Shooting phase                 |
      | TARGET | one friendly ADEPTUS ASTARTES unit  |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    Then player A can use the "Honour the Chapter" stratagem on "Squad"
    And player A cannot use the "Honour the Chapter" stratagem on "Boyz" because it is not a unit the stratagem can target

  Scenario: 18.4: the stratagem used on the Intercessors adds to their OC for the turn
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Shooting phase
    And player A has 2 CP
    And the stratagem "Honour the Chapter":
      | CP     | 1                                   |
      | WHEN   | your Shooting phase                 |
      | TARGET | one friendly ADEPTUS ASTARTES unit  |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    When player A uses the "Honour the Chapter" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" has OC 3
    And "Honour the Chapter" changed that verdict

  Scenario: 22.01: an aura for each friendly JUMP PACK unit within range reaches Stormboyz in range, not Boyz in range
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Stormboyz" from the datasheet "Stormboyz" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And it is player A's Movement phase
    And "Warboss" has an ability "Sky Boss":
      | TARGET | each friendly JUMP PACK unit within range of it |
      | EFFECT | adds 1 to its OC                                |
    And "Stormboyz" is within range of "Sky Boss"
    And "Boyz" is within range of "Sky Boss"
    Then "Stormboyz" has OC 2
    And "Boyz" has OC 2
    And "Sky Boss" is not in force for "Boyz"

  Scenario: 18.1: a Captain's leader ability that cheapens Command Re-roll is in force for his player while he leads
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Shooting phase
    And "Captain" has a leader ability "Master Tactician" that reduces the CP cost of the "Command Re-roll" stratagem by 1
    Then the CP cost of the "Command Re-roll" stratagem for player A is 0
    And "Master Tactician" is in force for player A
    And the CP cost of the "Command Re-roll" stratagem for player B is 1

  Scenario: 18.3 item 10: the Captain slain, his leader ability's player effect ends
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Shooting phase
    And "Captain" has a leader ability "Master Tactician" that reduces the CP cost of the "Command Re-roll" stratagem by 1
    When 1 model of "Captain" is destroyed
    Then the CP cost of the "Command Re-roll" stratagem for player A is 1
    And "Master Tactician" is not in force for player A

  Scenario: 18.1, 19.04: a leader ability triggered after the bodyguard is gone still reaches the leader
    Given a unit "Overlord" from the datasheet "Overlord" for player A
    And a unit "Warriors" from the datasheet "Necron Warriors" for player A
    And "Overlord" is leading "Warriors"
    And "Warriors" has 0 models left
    And it is player A's Movement phase
    And "Overlord" has a leader ability "Command Protocols":
      | WHEN   | the start of your Shooting phase            |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    When the game advances to player A's Charge phase
    Then "Overlord" has OC 2
    And "Command Protocols" changed that verdict

  Scenario: 18.3 item 11: the same aura on two Warbosses counts once for a squad in range of both
    Given a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Warboss 2" from the datasheet "Warboss" for player B
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 2" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Warboss" has an ability "Menace":
      | TARGET | each enemy unit within range of it |
      | EFFECT | subtracts 1 from its OC            |
    And "Warboss 2" has an ability "Menace":
      | TARGET | each enemy unit within range of it |
      | EFFECT | subtracts 1 from its OC            |
    And "Squad" is within range of "Menace" of "Warboss"
    And "Squad" is within range of "Menace" of "Warboss 2"
    And "Squad 2" is within range of "Menace" of "Warboss 2"
    Then "Squad" has OC 1
    And "Squad 2" has OC 1

  Scenario: 18.1: the second Warboss slain, only the first one's aura is left, still counting once
    Given a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Warboss 2" from the datasheet "Warboss" for player B
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 2" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Warboss" has an ability "Menace":
      | TARGET | each enemy unit within range of it |
      | EFFECT | subtracts 1 from its OC            |
    And "Warboss 2" has an ability "Menace":
      | TARGET | each enemy unit within range of it |
      | EFFECT | subtracts 1 from its OC            |
    And "Squad" is within range of "Menace" of "Warboss"
    And "Squad 2" is within range of "Menace" of "Warboss 2"
    When "Warboss 2" is destroyed
    Then "Squad" has OC 1
    And "Squad 2" has OC 2

  Scenario: 18.5: per-part W as an enhancement changes it, asked of each part
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an enhancement "Artificer Armour" that adds 1 to its W
    Then "Captain" has W 6
    And "Squad" has W 2
    And "Artificer Armour" is in force for "Captain"

  Scenario: 18.1: a player rule for one friendly unit, used on that player's own mob, leaves the enemy squad alone
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player B's Command phase
    And player B has a rule "Mob Rule":
      | WHEN   | the start of your Movement phase            |
      | TARGET | one friendly unit                           |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player B will use "Mob Rule" on "Boyz"
    When the game advances to player B's Movement phase
    Then "Boyz" has OC 3
    And "Squad" has OC 2
    And "Mob Rule" is not in force for "Squad"

  Scenario: 18.1: one friendly MOB unit chosen by the name of the Warboss leading the mob
    Given a unit "Warboss" from the datasheet "Warboss" for player B
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And it is player B's Command phase
    And player B has a rule "Mob Rule":
      | WHEN   | the start of your Movement phase            |
      | TARGET | one friendly MOB unit                       |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player B will use "Mob Rule" on "Warboss"
    When the game advances to player B's Movement phase
    Then "Warboss" has OC 2
    And "Boyz" has OC 3

  Scenario: 06.03: a Redemptor Dreadnought's failed hazard roll is 3 mortal wounds
    Given a unit "Redemptor" from the datasheet "Redemptor Dreadnought"
    And "Redemptor" is engaged
    And "Redemptor" is battle-shocked
    And it is player A's Movement phase
    And the hazard rolls for "Redemptor" will be 2
    When "Redemptor" makes a fall-back move
    Then "Redemptor" suffered 3 mortal wounds this phase

  Scenario: 06.03, 18.3 item 6: the same Dreadnought counting as not VEHICLE suffers 1 mortal wound
    Given a unit "Redemptor" from the datasheet "Redemptor Dreadnought"
    And "Redemptor" has an ability "Stripped Down" that makes it count as not having the keyword VEHICLE
    And "Redemptor" is engaged
    And "Redemptor" is battle-shocked
    And it is player A's Movement phase
    And the hazard rolls for "Redemptor" will be 2
    When "Redemptor" makes a fall-back move
    Then "Redemptor" suffered 1 mortal wound this phase
    And "Redemptor" does not have the keyword VEHICLE

  Scenario: 19.04, 11.02: a Captain's enhancement lifting the advance bar on charging does not carry his Intercessors
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an enhancement "Headlong Charge" that lets it declare a charge even though it made an advance move this turn
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn
    And "Headlong Charge" is in force for "Captain"

  Scenario: 19.04, 11.02: the same enhancement on a Captain leading no unit lets him charge after advancing
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player A's Movement phase
    And "Captain" has an enhancement "Headlong Charge" that lets it declare a charge even though it made an advance move this turn
    When "Captain" makes an advance move
    And the game advances to player A's Charge phase
    Then "Captain" is eligible to declare a charge

  Scenario: 19.04, 11.02: the enhancement on the Captain and wargear with the same lift on the squad cover every model
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an enhancement "Headlong Charge" that lets it declare a charge even though it made an advance move this turn
    And "Squad" has the wargear "Assault Drills" that lets it declare a charge even though it made an advance move this turn
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 19.04, 11.02: the Intercessors gone, the Captain's enhancement lifts the bar for every model left
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Captain" is leading "Squad"
    And "Squad" has 0 models left
    And it is player A's Movement phase
    And "Captain" has an enhancement "Headlong Charge" that lets it declare a charge even though it made an advance move this turn
    When "Captain" makes an advance move
    And the game advances to player A's Charge phase
    Then "Captain" is eligible to declare a charge

  Scenario: 19.04, 11.02: a leader ability with the same lift reaches every model of the attached unit
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has a leader ability "Headlong Charge" that lets it declare a charge even though it made an advance move this turn
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 6: Boyz that count as having ADEPTUS ASTARTES join a rule for each friendly ADEPTUS ASTARTES unit
    Given a unit "Boyz" from the datasheet "Boyz" for player A
    And a unit "Nobz" from the datasheet "Nobz" for player A
    And it is player A's Movement phase
    And "Boyz" has an ability "Stolen Heraldry" that makes it count as having the keyword ADEPTUS ASTARTES
    And player A has a rule "Chapter Tactics":
      | TARGET | each friendly ADEPTUS ASTARTES unit |
      | EFFECT | adds 1 to its OC                    |
    Then "Boyz" has the keyword ADEPTUS ASTARTES
    And "Boyz" has OC 3
    And "Chapter Tactics" is not in force for "Nobz"
