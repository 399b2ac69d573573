Feature: Held out: rules that change rules on real datasheets, rosters and attached units
  §18 with §11. A rule declared for a unit of a published datasheet or a roster, a leader
  ability that reaches the unit it leads (and stops with its last leader model), enhancements
  and wargear on one part, army rules that stay with their own player's units, keywords of the
  data (faction, multi-word, a part's own) as TARGET, CONDITION and UNITS, and the questions
  of 18.5 about such units.

  Scenario: 18.1, 19.04: a roster Captain's leader ability reaches the squad he leads, not the squads he does not
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Movement phase
    And "Captain" has a leader ability "Rites of Battle" that adds 1 to its OC
    Then "Intercessor Squad" has OC 3
    And "Captain" has OC 2
    And "Intercessor Squad 3" has OC 2
    And "Rites of Battle" is in force for "Intercessor Squad"
    And "Rites of Battle" is not in force for "Intercessor Squad 2"

  Scenario: 18.1, 19.04: a roster's support Lieutenant lifts the advance bar on charging for his squad only
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player A's Movement phase
    And "Lieutenant" has a leader ability "Tactical Precision" that lets it declare a charge even though it made an advance move this turn
    When "Intercessor Squad 2" makes an advance move
    And "Intercessor Squad 3" makes an advance move
    And the game advances to player A's Charge phase
    Then "Lieutenant" is eligible to declare a charge
    And "Intercessor Squad 3" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.1, 19.03: a detachment rule for each friendly BATTLELINE unit reaches the roster's led squads and not the enemy's Boyz
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player A's Movement phase
    And player A has a rule "Combat Doctrine":
      | TARGET | each friendly BATTLELINE unit |
      | EFFECT | adds 1 to its OC              |
    Then "Intercessor Squad 3" has OC 3
    And "Lieutenant" has OC 2
    And "Redemptor Dreadnought" has OC 4
    And "Fenrisian Wolves" has OC 0
    And "Boyz 2" has OC 2
    And "Combat Doctrine" is not in force for "Boyz 2"
    And "Combat Doctrine" is in force for "Captain"

  Scenario: 01.03, 18.1: in a mirror match a rule for each friendly ADEPTUS ASTARTES unit leaves the opponent's Space Marines alone
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Movement phase
    And player A has a rule "Chapter Tactics":
      | TARGET | each friendly ADEPTUS ASTARTES unit |
      | EFFECT | improves its Ld by 1                |
    Then "Intercessor Squad 3" has Ld 5+
    And "Redemptor Dreadnought" has Ld 5+
    And "Intercessor Squad 6" has Ld 6+
    And "Redemptor Dreadnought 2" has Ld 6+
    And "Chapter Tactics" is not in force for "Captain 2"

  Scenario: 01.03, 18.1: in the same mirror match a rule for each enemy ADEPTUS ASTARTES unit touches only the opponent's
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Movement phase
    And player A has a rule "Dread Reputation":
      | TARGET | each enemy ADEPTUS ASTARTES unit |
      | EFFECT | worsens its Ld by 1              |
    Then "Intercessor Squad 6" has Ld 7+
    And "Captain 2" has Ld 7+
    And "Intercessor Squad 3" has Ld 6+
    And "Dread Reputation" is in force for "Intercessor Squad 4"
    And "Dread Reputation" is not in force for "Intercessor Squad"

  Scenario: 18.1: a player rule with no TARGET row reaches each friendly unit, and no enemy one
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player B's Movement phase
    And player B has a rule "Waaagh Energy" that adds 1 to its OC
    Then "Boyz 2" has OC 3
    And "Warboss" has OC 2
    And "Waaagh Energy" changed that verdict
    And "Intercessor Squad 3" has OC 2
    And no rule changed that verdict

  Scenario: 18.1: a mission rule, unlike a player's, reaches both rosters
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player A's Movement phase
    And a mission rule "Fog of War" that adds 1 to its OC
    Then "Boyz 2" has OC 3
    And "Intercessor Squad 3" has OC 3
    And "Fog of War" is in force for "Gretchin"

  Scenario: 18.1: a TARGET naming the multi-word faction keyword ASTRA MILITARUM reaches Shock Troops, not Intercessors
    Given a unit "Cadians" from the datasheet "Cadian Shock Troops" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Born Soldiers":
      | TARGET | each friendly ASTRA MILITARUM unit |
      | EFFECT | adds 1 to its OC                   |
    Then "Cadians" has OC 3
    And "Squad" has OC 2
    And "Born Soldiers" is not in force for "Squad"

  Scenario: 19.03: a bodyguard's multi-word keyword brings its Commissar under a rule, a Commissar leading nothing stays out
    Given a unit "Commissar" from the datasheet "Commissar" for player A
    And a unit "Cadians" from the datasheet "Cadian Shock Troops" for player A
    And a unit "Commissar 2" from the datasheet "Commissar" for player A
    And "Commissar" is leading "Cadians"
    And it is player A's Movement phase
    And player A has a rule "Shock Drill":
      | TARGET | each friendly CADIAN SHOCK TROOPS unit |
      | EFFECT | improves its Ld by 1                   |
    Then "Commissar" has Ld 5+
    And "Cadians" has Ld 6+
    And "Commissar 2" has Ld 6+

  Scenario: 19.03, 19.04: the Cadians gone, the Commissar no longer has CADIAN SHOCK TROOPS and leaves the rule
    Given a unit "Commissar" from the datasheet "Commissar" for player A
    And a unit "Cadians" from the datasheet "Cadian Shock Troops" for player A
    And "Commissar" is leading "Cadians"
    And it is player A's Movement phase
    And player A has a rule "Shock Drill":
      | TARGET | each friendly CADIAN SHOCK TROOPS unit |
      | EFFECT | improves its Ld by 1                   |
    When 10 models of "Cadians" are destroyed
    Then "Commissar" does not have the keyword CADIAN SHOCK TROOPS
    And "Commissar" has Ld 6+
    And "Shock Drill" is not in force for "Commissar"

  Scenario: 18.1 CONDITION: it has the keyword NECRON WARRIORS holds for an Overlord leading Warriors
    Given a unit "Overlord" from the datasheet "Overlord" for player A
    And a unit "Warriors" from the datasheet "Necron Warriors" for player A
    And a unit "Plasmancer" from the datasheet "Plasmancer" for player A
    And "Overlord" is leading "Warriors"
    And it is player A's Movement phase
    And player A has a rule "Reanimation Protocols":
      | CONDITION | it has the keyword NECRON WARRIORS |
      | EFFECT    | adds 1 to its OC                   |
    Then "Overlord" has OC 2
    And "Warriors" has OC 3
    And "Plasmancer" has OC 1

  Scenario: 16.01: an Action for one JUMP PACK unit takes Stormboyz and refuses Boyz
    Given a unit "Stormboyz" from the datasheet "Stormboyz" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And it is player A's Shooting phase
    And the Action "Sky Strike":
      | UNITS | one JUMP PACK unit |
    Then "Stormboyz" can start the "Sky Strike" Action
    And "Boyz" cannot start the "Sky Strike" Action because it is not a unit the Action allows

  Scenario: 18.3 item 6: Boyz led by a Warboss whose leader ability makes them count as JUMP PACK may start it
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Shooting phase
    And "Warboss" has a leader ability "Rokkit Packs" that makes it count as having the keyword JUMP PACK
    And the Action "Sky Strike":
      | UNITS | one JUMP PACK unit |
    Then "Boyz" can start the "Sky Strike" Action
    And "Boyz" has the keyword JUMP PACK

  Scenario: 16.01: an Action for one ORKS or NECRONS unit takes both factions and refuses the Space Marines
    Given a unit "Boyz" from the datasheet "Boyz" for player A
    And a unit "Warriors" from the datasheet "Necron Warriors" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Shooting phase
    And the Action "Salvage":
      | UNITS | one ORKS or NECRONS unit |
    Then "Boyz" can start the "Salvage" Action
    And "Warriors" can start the "Salvage" Action
    And "Squad" cannot start the "Salvage" Action because it is not a unit the Action allows

  Scenario: 18.3 item 6, 14.02: a Warboss's leader ability makes his battle-shocked Boyz count as not battle-shocked
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Boyz" is battle-shocked
    And "Warboss" has a leader ability "Da Boss Is Watchin" that makes it count as not battle-shocked
    Then "Boyz" has OC 2
    And "Warboss" has OC 1
    And "Boyz" does not count as battle-shocked

  Scenario: 19.04: the Warboss slain, his Boyz count as battle-shocked again and their OC is -
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Boyz" is battle-shocked
    And "Warboss" has a leader ability "Da Boss Is Watchin" that makes it count as not battle-shocked
    When 1 model of "Warboss" is destroyed
    Then "Boyz" has OC -
    And "Boyz" counts as battle-shocked
    And "Da Boss Is Watchin" is not in force for "Boyz"

  Scenario: 11, 19.04: a Captain stated gone from the start gives his squad nothing
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And "Captain" has 0 models left
    And it is player A's Movement phase
    And "Captain" has a leader ability "Rites of Battle" that adds 1 to its OC
    Then "Intercessor Squad" has OC 2
    And "Rites of Battle" is not in force for "Intercessor Squad"

  Scenario: 19.04: a roster's support Plasmancer keeps his leader ability going after the Overlord falls
    Given player A's army from the roster "rosters/necrons_two_leaders_gw_app.txt"
    And it is player A's Movement phase
    And "Plasmancer" has a leader ability "Galvanic Field" that adds 1 to its OC
    When 1 model of "Overlord" is destroyed
    Then "Necron Warriors" has OC 3
    And "Plasmancer" has OC 2
    And "Galvanic Field" is in force for "Necron Warriors"
    And "Necron Warriors 2" has OC 2

  Scenario: 19.04: the Plasmancer falls too, and his leader ability ends
    Given player A's army from the roster "rosters/necrons_two_leaders_gw_app.txt"
    And it is player A's Movement phase
    And "Plasmancer" has a leader ability "Galvanic Field" that adds 1 to its OC
    When 1 model of "Overlord" is destroyed
    And 1 model of "Plasmancer" is destroyed
    Then "Necron Warriors" has OC 2
    And "Galvanic Field" is not in force for "Necron Warriors"

  Scenario: 18.3 items 3 and 11: the leader abilities of a leader and a support unit add up on one bodyguard
    Given player A's army from the roster "rosters/necrons_two_leaders_gw_app.txt"
    And it is player A's Movement phase
    And "Overlord" has a leader ability "My Will Be Done" that adds 1 to its OC
    And "Plasmancer" has a leader ability "Galvanic Field" that adds 1 to its OC
    Then "Necron Warriors" has OC 4
    And "Overlord" has OC 3
    And "Necron Warriors 2" has OC 2

  Scenario: 19.04: wargear on the bodyguard part changes that part only
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Squad" has the wargear "Auspex Array" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Captain" has OC 1

  Scenario: 18.1 CONDITION: an enhancement for its unit while this model is leading a unit improves both parts
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an enhancement "Rites of War":
      | TARGET    | its unit                     |
      | CONDITION | this model is leading a unit |
      | EFFECT    | improves its Ld by 1         |
    Then "Squad" has Ld 5+
    And "Captain" has Ld 5+
    And "Rites of War" is in force for "Squad"

  Scenario: 18.1 CONDITION: the same enhancement on a Captain who leads no unit is not in force
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Captain" has an enhancement "Rites of War":
      | TARGET    | its unit                     |
      | CONDITION | this model is leading a unit |
      | EFFECT    | improves its Ld by 1         |
    Then "Captain" has Ld 6+
    And "Squad" has Ld 6+
    And "Rites of War" is not in force for "Captain"

  Scenario: 19.03, 19.04: a Warboss's enhancement that makes him count as not ORKS leaves his Boyz an ORKS unit
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Warboss" has an enhancement "Stolen Cloak" that makes it count as not having the keyword ORKS
    And player A has a rule "Waaagh Energy":
      | TARGET | each friendly ORKS unit |
      | EFFECT | adds 1 to its OC        |
    Then "Boyz" has the keyword ORKS
    And "Boyz" has OC 3
    And "Warboss" has OC 2

  Scenario: 18.3 item 6: a leader ability that makes the whole attached unit count as not ORKS takes it out of the rule
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Warboss" has a leader ability "Stolen Colours" that makes it count as not having the keyword ORKS
    And player A has a rule "Waaagh Energy":
      | TARGET | each friendly ORKS unit |
      | EFFECT | adds 1 to its OC        |
    Then "Boyz" does not have the keyword ORKS
    And "Boyz" has OC 2
    And "Waaagh Energy" is not in force for "Warboss"

  Scenario: 18.1 CONDITION: a roster's Boyz with one model lost are below starting strength and take the rule
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And "Boyz" has 9 models left
    And it is player B's Movement phase
    And player B has a rule "Grim Resolve":
      | CONDITION | it is below starting strength |
      | EFFECT    | improves its Ld by 1          |
    Then "Warboss" has Ld 5+
    And "Boyz" has Ld 6+
    And "Boyz 2" has Ld 7+

  Scenario: 18.1 CONDITION: the same Boyz at full strength do not
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player B's Movement phase
    And player B has a rule "Grim Resolve":
      | CONDITION | it is below starting strength |
      | EFFECT    | improves its Ld by 1          |
    Then "Warboss" has Ld 6+
    And "Grim Resolve" is not in force for "Boyz"

  Scenario: Rules Appendix, 18.1: a roster Captain with two of his five Intercessors left is exactly at half-strength
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And "Intercessor Squad" has 2 models left
    And it is player A's Movement phase
    And player A has a rule "Last Stand":
      | CONDITION | it is at or below half-strength |
      | EFFECT    | adds 1 to its OC                |
    Then "Captain" has OC 2
    And "Intercessor Squad" has OC 3
    And "Intercessor Squad 3" has OC 2

  Scenario: Rules Appendix, 18.1: with three Intercessors left the attached unit is above half and the rule does not apply
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And "Intercessor Squad" has 3 models left
    And it is player A's Movement phase
    And player A has a rule "Last Stand":
      | CONDITION | it is at or below half-strength |
      | EFFECT    | adds 1 to its OC                |
    Then "Captain" has OC 1
    And "Last Stand" is not in force for "Intercessor Squad"

  Scenario Outline: 18.1 CONDITION: a detachment rule from battle round 3 on, first and last rounds included
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase in battle round <round>
    And player A has a rule "Rising Tide":
      | CONDITION | it is battle round 3 or later |
      | EFFECT    | adds 1 to its OC              |
    Then "Squad" has OC <oc>

    Examples:
      | round | oc |
      | 1     | 2  |
      | 2     | 2  |
      | 3     | 3  |
      | 5     | 3  |

  Scenario: 18.1 CONDITION: it is your opponent's turn holds for player A's units in player B's turn
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player B's Movement phase
    And player A has a rule "Stubborn Defence":
      | CONDITION | it is your opponent's turn |
      | EFFECT    | improves its Ld by 1       |
    Then "Squad" has Ld 5+
    And "Boyz" has Ld 7+

  Scenario: 18.1 CONDITION: the same rule in player A's own turn does nothing
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And player A has a rule "Stubborn Defence":
      | CONDITION | it is your opponent's turn |
      | EFFECT    | improves its Ld by 1       |
    Then "Squad" has Ld 6+
    And "Stubborn Defence" is not in force for "Squad"

  Scenario: 18.1, 01.06: a Warboss's leader ability each time his unit makes a battle-shock roll lets a 5 pass
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And "Boyz" has 3 models left
    And it is player A's Command phase
    And "Warboss" has a leader ability "Get Back In There":
      | WHEN   | each time this unit makes a battle-shock roll |
      | EFFECT | adds 2 to its battle-shock rolls              |
    And the battle-shock roll for "Boyz" will be 5
    When player A's Command phase is resolved
    Then "Boyz" is not battle-shocked
    And the last battle-shock roll for "Boyz" was 7

  Scenario: 19.04, 01.06: the Warboss gone, the same 5 fails against the Boyz' own 7+
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And "Boyz" has 3 models left
    And "Warboss" has 0 models left
    And it is player A's Command phase
    And "Warboss" has a leader ability "Get Back In There":
      | WHEN   | each time this unit makes a battle-shock roll |
      | EFFECT | adds 2 to its battle-shock rolls              |
    And the battle-shock roll for "Boyz" will be 5
    When player A's Command phase is resolved
    Then "Boyz" is battle-shocked
    And the last battle-shock roll for "Boyz" was 5

  Scenario: 18.5: a leader ability's battle-shock modifier is asked of the attached unit, and is 0 for a lone mob
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player B's Command phase
    And "Warboss" has a leader ability "Bellow" that adds 1 to its battle-shock rolls
    Then the battle-shock roll for "Boyz" is modified by +1
    And the battle-shock roll for "Warboss" is modified by +1
    And the battle-shock roll for "Boyz 2" is modified by 0

  Scenario: 18.5, 19.04: the leader slain, the same modifier is 0
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player B's Command phase
    And "Warboss" has a leader ability "Bellow" that adds 1 to its battle-shock rolls
    When 1 model of "Warboss" is destroyed
    Then the battle-shock roll for "Boyz" is modified by 0
    And "Warboss" has 0 models left
    And "Boyz" has 10 models left

  Scenario: 18.5, 15.01: a leader ability cheapens stratagems that target his attached unit, by either name
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 2" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Shooting phase
    And player A has 2 CP
    And "Captain" has a leader ability "Tactical Acumen" that reduces the CP cost of stratagems that target it by 1
    And the stratagem "Armour of Contempt":
      | CP     | 1                   |
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit   |
    Then the CP cost of the "Armour of Contempt" stratagem for player A on "Squad" is 0
    And the CP cost of the "Armour of Contempt" stratagem for player A on "Captain" is 0
    And the CP cost of the "Armour of Contempt" stratagem for player A on "Squad 2" is 1

  Scenario: 18.5: a detachment rule's player effect is in force for its player only
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/orks_newrecruit.json"
    And it is player A's Shooting phase
    And player A has a rule "Tactical Flexibility" that reduces the CP cost of the "Command Re-roll" stratagem by 1
    Then "Tactical Flexibility" is in force for player A
    And "Tactical Flexibility" is not in force for player B
    And the CP cost of the "Command Re-roll" stratagem for player A is 0
    And the CP cost of the "Command Re-roll" stratagem for player B is 1

  Scenario: 18.1: an enemy Warboss's ability for each enemy CHARACTER unit reaches the led squad, not the lone one or his own mob
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 2" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Warboss" has an ability "Headhunter":
      | TARGET | each enemy CHARACTER unit |
      | EFFECT | worsens its Ld by 1       |
    Then "Squad" has Ld 7+
    And "Captain" has Ld 7+
    And "Squad 2" has Ld 6+
    And "Warboss" has Ld 6+

  Scenario: 22.01, 18.1: an enemy aura reaches the attached unit named by its bodyguard in both parts
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 2" from the datasheet "Intercessor Squad" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Warboss" has an ability "Menacing Presence":
      | TARGET | each enemy unit within range of it |
      | EFFECT | subtracts 1 from its OC            |
    And "Squad" is within range of "Menacing Presence"
    Then "Captain" has OC 0
    And "Squad" has OC 1
    And "Squad 2" has OC 2
    And "Menacing Presence" is in force for "Captain"

  Scenario: 19.03: the Intercessors wiped out, the Captain alone is no BATTLELINE unit for the detachment rule
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Movement phase
    And player A has a rule "Combat Doctrine":
      | TARGET | each friendly BATTLELINE unit |
      | EFFECT | adds 1 to its OC              |
    When 5 models of "Intercessor Squad" are destroyed
    Then "Captain" does not have the keyword BATTLELINE
    And "Captain" has OC 1
    And "Combat Doctrine" is not in force for "Captain"

  Scenario: 18.1: one friendly BATTLELINE unit chosen by the roster's name of the Lieutenant's squad takes both parts
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Command phase
    And player A has a rule "Focused Command":
      | WHEN   | the start of your Movement phase          |
      | TARGET | one friendly BATTLELINE unit              |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player A will use "Focused Command" on "Intercessor Squad 2"
    When the game advances to player A's Movement phase
    Then "Intercessor Squad 2" has OC 3
    And "Lieutenant" has OC 2
    And "Intercessor Squad 3" has OC 2
    And "Intercessor Squad" has OC 2

  Scenario: 18.3 item 10: the chosen squad keeps the effect in the Charge phase of the same turn
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Command phase
    And player A has a rule "Focused Command":
      | WHEN   | the start of your Movement phase          |
      | TARGET | one friendly BATTLELINE unit              |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And player A will use "Focused Command" on "Intercessor Squad 3"
    When the game advances to player A's Charge phase
    Then "Intercessor Squad 3" has OC 3
    And "Intercessor Squad 2" has OC 2

  Scenario: 19.03: an enhancement that makes the Captain count as having FLY gives his attached unit FLY
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an enhancement "Jump Harness" that makes it count as having the keyword FLY
    Then "Squad" has the keyword FLY

  Scenario: 22.01: a Captain's aura reaches his own attached unit unstated and another squad only when stated in range
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 2" from the datasheet "Intercessor Squad" for player A
    And a unit "Squad 3" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Captain" has an ability "Aura of Command":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad 2" is within range of "Aura of Command"
    Then "Squad" has OC 3
    And "Captain" has OC 2
    And "Squad 2" has OC 3
    And "Squad 3" has OC 2

  Scenario: 18.1 CONDITION: a support Lieutenant's enhancement while this model is leading a unit
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Movement phase
    And "Lieutenant" has an enhancement "Tactical Mastery":
      | CONDITION | this model is leading a unit |
      | EFFECT    | adds 1 to its OC             |
    Then "Lieutenant" has OC 2
    And "Intercessor Squad 2" has OC 2

  Scenario: 01.05, 18.3 item 4: a detachment rule makes BATTLELINE units' battle-shock rolls succeed, so only the Gretchin roll
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And "Boyz" has 3 models left
    And "Gretchin" has 4 models left
    And it is player B's Command phase
    And player B has a rule "Mob Up":
      | CONDITION | it has the keyword BATTLELINE                |
      | EFFECT    | makes its battle-shock rolls succeed automatically |
    And the battle-shock roll for "Gretchin" will be 2
    When player B's Command phase is resolved
    Then "Boyz" is not battle-shocked
    And the last battle-shock roll for "Boyz" succeeded automatically
    And "Gretchin" is battle-shocked
    And the last battle-shock roll for "Gretchin" was 2

  Scenario: Rules Appendix, 18.1: the Warboss gone and five Boyz left of eleven is below half-strength
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And "Warboss" has 0 models left
    And "Boyz" has 5 models left
    And it is player B's Movement phase
    And player B has a rule "Desperate Mob":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    Then "Boyz" has OC 3
    And "Boyz 2" has OC 2

  Scenario: Rules Appendix, 18.1: the Warboss standing with five Boyz is six of eleven, not below half
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And "Boyz" has 5 models left
    And it is player B's Movement phase
    And player B has a rule "Desperate Mob":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    Then "Boyz" has OC 2
    And "Desperate Mob" is not in force for "Warboss"

  Scenario: 18.5: a Warboss's leader ability lifting the battle-shock bar changed the Action verdict of his Boyz
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Shooting phase
    And the Action "Raid":
      | UNITS | one MOB unit |
    And "Boyz" is battle-shocked
    And "Warboss" has a leader ability "Da Boss Is Watchin" that lets it start Actions even though it is battle-shocked
    Then "Boyz" can start the "Raid" Action
    And "Da Boss Is Watchin" changed that verdict

  Scenario: 18.5: the Warboss slain, the Boyz are refused for exactly their battle-shock and its OC
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Shooting phase
    And the Action "Raid":
      | UNITS | one MOB unit |
    And "Boyz" is battle-shocked
    And "Warboss" has a leader ability "Da Boss Is Watchin" that lets it start Actions even though it is battle-shocked
    When 1 model of "Warboss" is destroyed
    Then "Boyz" cannot start the "Raid" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |
    And "Da Boss Is Watchin" did not change that verdict
