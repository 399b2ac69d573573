Feature: 11, 19 held out (fiddata4): real armies with attached units asked about every part of the contract
  Units from the published datasheets, led by one or two leaders, asked about their keywords,
  OC, Ld, starting strength and half-strength (19.01-19.04, Rules Appendix), battle-shock
  (08.03), Actions (16), stratagems that target them (15) and rules declared on a part (18.1,
  19.04). Characteristics come from the data: Cadian Command Squad 5 models Ld 7+; Cadian
  Shock Troops 10 models Ld 7+; Commissar Ld 6+; Overlord and Plasmancer Ld 6+; Necron
  Warriors Ld 7+ OC 2; Skorpekh Lord OC 2; Neurotyrant MONSTER; Captain in Gravis Armour
  EXPLOSIVES; Aggressor Squad neither EXPLOSIVES nor GRENADES.

  Scenario: 19.01, Rules Appendix: a five-model Command Squad leading ten Shock Troops starts at 15
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    Then "Shock Troops" has a starting strength of 15
    And "Command" has a starting strength of 15
    And "Shock Troops" has the keyword OFFICER
    And "Command" has the keyword BATTLELINE
    And "Shock Troops" has Ld 7+

  Scenario: Rules Appendix: 8 of 15 is neither at nor below half-strength, so no battle-shock roll
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Shock Troops" has 3 models left
    Then "Command" is not at or below half-strength
    When player A's Command phase is resolved
    Then "Shock Troops" does not make a battle-shock roll

  Scenario: Rules Appendix: 7 of 15 is below half-strength, and the attached unit makes one roll
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Shock Troops" has 2 models left
    And the battle-shock roll for "Command" will be 6
    Then "Command" is below half-strength
    When player A's Command phase is resolved
    Then "Command" makes 1 battle-shock roll
    And "Shock Troops" is battle-shocked

  Scenario: 11: "has <n> models left" of the leader counts the Command Squad's own models
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Command" has 2 models left
    And "Shock Troops" has 5 models left
    Then "Shock Troops" is below half-strength
    And "Shock Troops" has a starting strength of 15

  Scenario: 19.03, 19.04: the whole Command Squad gone, ten Shock Troops of 15 are not at half-strength
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Command" has 0 models left
    Then "Shock Troops" is not at or below half-strength
    And "Shock Troops" does not have the keyword OFFICER
    And "Shock Troops" does not have the keyword CHARACTER
    And "Shock Troops" has the keyword BATTLELINE
    And "Shock Troops" has a starting strength of 15

  Scenario: 01.06: a Commissar's Ld 6+ lets his Shock Troops pass on a 6
    Given a unit "Commissar" from the datasheet "Commissar"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Commissar" is leading "Shock Troops"
    And "Shock Troops" has 4 models left
    And the battle-shock roll for "Shock Troops" will be 6
    Then "Commissar" is below half-strength
    When player A's Command phase is resolved
    Then "Shock Troops" makes 1 battle-shock roll
    And "Shock Troops" is not battle-shocked

  Scenario: 19.04, 01.06: with the Commissar gone, the same 6 fails against the Shock Troops' 7+
    Given a unit "Commissar" from the datasheet "Commissar"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Commissar" is leading "Shock Troops"
    And "Commissar" has 0 models left
    And "Shock Troops" has 5 models left
    And the battle-shock roll for "Shock Troops" will be 6
    Then "Shock Troops" is below half-strength
    When player A's Command phase is resolved
    Then "Shock Troops" is battle-shocked

  Scenario: Rules Appendix: the Commissar gone, 6 Shock Troops of 11 are above half and roll nothing
    Given a unit "Commissar" from the datasheet "Commissar"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Commissar" is leading "Shock Troops"
    And "Commissar" has 0 models left
    And "Shock Troops" has 6 models left
    Then "Shock Troops" is not at or below half-strength
    When player A's Command phase is resolved
    Then "Shock Troops" does not make a battle-shock roll

  Scenario: 19.01, 19.03: an Overlord and a Plasmancer both lead ten Necron Warriors: 12 models, every keyword
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Plasmancer" from the datasheet "Plasmancer"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Plasmancer" is leading "Warriors"
    Then "Warriors" has a starting strength of 12
    And "Plasmancer" has a starting strength of 12
    And "Warriors" has the keyword NOBLE
    And "Warriors" has the keyword CRYPTEK
    And "Overlord" has the keyword CRYPTEK
    And "Overlord" has OC 1
    And "Warriors" has OC 2

  Scenario: Rules Appendix: four Warriors lost and both characters standing is 8 of 12, above half
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Plasmancer" from the datasheet "Plasmancer"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Plasmancer" is leading "Warriors"
    And "Warriors" has 6 models left
    Then "Warriors" is not at or below half-strength

  Scenario: Rules Appendix: both characters gone and six Warriors left is exactly half of 12
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Plasmancer" from the datasheet "Plasmancer"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Plasmancer" is leading "Warriors"
    And "Overlord" has 0 models left
    And "Plasmancer" has 0 models left
    And "Warriors" has 6 models left
    Then "Warriors" is at half-strength
    And "Warriors" does not have the keyword NOBLE
    And "Warriors" does not have the keyword CRYPTEK
    And "Warriors" does not have the keyword CHARACTER

  Scenario: 19.04: the Overlord gone, the Plasmancer's keywords and Ld 6+ still count
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Plasmancer" from the datasheet "Plasmancer"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Plasmancer" is leading "Warriors"
    And "Overlord" has 0 models left
    And "Warriors" has 4 models left
    And the battle-shock roll for "Warriors" will be 6
    Then "Warriors" does not have the keyword NOBLE
    And "Warriors" has the keyword CRYPTEK
    And "Warriors" is below half-strength
    When player A's Command phase is resolved
    Then "Warriors" makes 1 battle-shock roll
    And "Warriors" is not battle-shocked

  Scenario: 19.04: the last character gone, the Warriors' own 7+ decides: a 6 fails
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Plasmancer" from the datasheet "Plasmancer"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Plasmancer" is leading "Warriors"
    And "Overlord" has 0 models left
    And "Plasmancer" has 0 models left
    And "Warriors" has 5 models left
    And the battle-shock roll for "Warriors" will be 6
    When player A's Command phase is resolved
    Then "Warriors" is battle-shocked

  Scenario: Rules Appendix: a Skorpekh Lord leading three Destroyers with one Destroyer left is at half-strength
    Given a unit "Lord" from the datasheet "Skorpekh Lord"
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers"
    And "Lord" is leading "Destroyers"
    And "Destroyers" has 1 model left
    And the battle-shock roll for "Lord" will be 6
    Then "Lord" has a starting strength of 4
    And "Lord" is at half-strength
    And "Lord" has OC 2
    When player A's Command phase is resolved
    Then "Destroyers" makes 1 battle-shock roll
    And "Destroyers" is not battle-shocked

  Scenario: 11: "with 6 models" on the bodyguard: the Lord and three of six Destroyers are 4 of 7, above half
    Given a unit "Lord" from the datasheet "Skorpekh Lord"
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" with 6 models
    And "Lord" is leading "Destroyers"
    And "Destroyers" has 3 models left
    Then "Lord" has a starting strength of 7
    And "Destroyers" is not at or below half-strength

  Scenario: Rules Appendix: the Skorpekh Lord alone of 7 is below half-strength, whatever his wounds
    Given a unit "Lord" from the datasheet "Skorpekh Lord"
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers" with 6 models
    And "Lord" is leading "Destroyers"
    And "Destroyers" has 0 models left
    Then "Lord" is below half-strength
    And "Lord" has a starting strength of 7
    And "Lord" does not have the keyword SKORPEKH DESTROYERS
    And "Lord" has the keyword SKORPEKH LORD

  Scenario: 19.03, 15.06: a Neurotyrant makes his Zoanthropes a MONSTER unit that Tank Shock can target
    Given a unit "Neurotyrant" from the datasheet "Neurotyrant"
    And a unit "Zoanthropes" from the datasheet "Zoanthropes"
    And "Neurotyrant" is leading "Zoanthropes"
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    When "Zoanthropes" makes a charge move
    Then "Zoanthropes" has the keyword MONSTER
    And player A can use the "Tank Shock" stratagem on "Zoanthropes"

  Scenario: 19.03, 15.06: with the Neurotyrant gone, the Zoanthropes are no MONSTER and Tank Shock is refused
    Given a unit "Neurotyrant" from the datasheet "Neurotyrant"
    And a unit "Zoanthropes" from the datasheet "Zoanthropes"
    And "Neurotyrant" is leading "Zoanthropes"
    And "Neurotyrant" has 0 models left
    And player A has 1 CP
    And it is player A's Charge phase in battle round 2
    When "Zoanthropes" makes a charge move
    Then "Zoanthropes" does not have the keyword MONSTER
    And player A cannot use the "Tank Shock" stratagem on "Zoanthropes" because it is not a unit the stratagem can target

  Scenario: 19.03, 15.05: a Captain in Gravis Armour lends his Aggressors EXPLOSIVES for the Explosives stratagem
    Given a unit "Captain" from the datasheet "Captain in Gravis Armour"
    And a unit "Aggressors" from the datasheet "Aggressor Squad"
    And "Captain" is leading "Aggressors"
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A can use the "Explosives" stratagem on "Aggressors"
    And player A can use the "Grenades" stratagem on "Captain"

  Scenario: 15.05: the same Aggressor Squad without a leader is not a unit Explosives can target
    Given a unit "Aggressors" from the datasheet "Aggressor Squad"
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then "Aggressors" does not have the keyword EXPLOSIVES
    And player A cannot use the "Explosives" stratagem on "Aggressors" because it is not a unit the stratagem can target

  Scenario: 19.04, 15.05: the Captain in Gravis Armour gone, his Aggressors lose the stratagem
    Given a unit "Captain" from the datasheet "Captain in Gravis Armour"
    And a unit "Aggressors" from the datasheet "Aggressor Squad"
    And "Captain" is leading "Aggressors"
    And "Captain" has 0 models left
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Aggressors" because it is not a unit the stratagem can target

  Scenario: 16, 19.03: an Action for CHARACTER units only can be started by the bodyguard's name
    Given a unit "Commissar" from the datasheet "Commissar"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Commissar" is leading "Shock Troops"
    And it is player A's Shooting phase
    And the Action "Raise Banner":
      | UNITS | one CHARACTER unit |
    When "Shock Troops" starts the "Raise Banner" Action
    Then "Commissar" is performing the "Raise Banner" Action

  Scenario: 16, 19.04: the Commissar gone, his Shock Troops are not a unit a CHARACTER-only Action allows
    Given a unit "Commissar" from the datasheet "Commissar"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Commissar" is leading "Shock Troops"
    And "Commissar" has 0 models left
    And it is player A's Shooting phase
    And the Action "Raise Banner":
      | UNITS | one CHARACTER unit |
    Then "Shock Troops" cannot start the "Raise Banner" Action because it is not a unit the Action allows

  Scenario: 16, 01.07: a battle-shocked Skorpekh Lord's attached unit has OC - in both parts and cannot start an Action
    Given a unit "Lord" from the datasheet "Skorpekh Lord"
    And a unit "Destroyers" from the datasheet "Skorpekh Destroyers"
    And "Lord" is leading "Destroyers"
    And "Destroyers" is battle-shocked
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Lord" cannot start the "Deploy Device" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: 18.1, 19.04: a Command Squad's leader ability adds 1 to the attached unit's battle-shock rolls
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Command" has a leader ability "Voice of Command" that adds 1 to its battle-shock rolls
    And "Shock Troops" has 2 models left
    And the battle-shock roll for "Shock Troops" will be 6
    When player A's Command phase is resolved
    Then "Shock Troops" makes 1 battle-shock roll
    And "Shock Troops" is not battle-shocked

  Scenario: 18.1, 19.04: the Command Squad's last model gone, its leader ability no longer helps
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Command" has a leader ability "Voice of Command" that adds 1 to its battle-shock rolls
    And "Command" has 0 models left
    And "Shock Troops" has 7 models left
    And the battle-shock roll for "Shock Troops" will be 6
    Then "Shock Troops" is below half-strength
    When player A's Command phase is resolved
    Then "Shock Troops" is battle-shocked

  Scenario: 18.1, 19.04: a bodyguard's ability helps the whole attached unit while one Shock Trooper stands
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Shock Troops" has an ability "Hold the Line" that adds 1 to its battle-shock rolls
    And "Shock Troops" has 1 model left
    And "Command" has 5 models left
    And the battle-shock roll for "Command" will be 6
    When player A's Command phase is resolved
    Then "Command" is not battle-shocked

  Scenario: 18.1, 19.04: the last Shock Trooper gone, the bodyguard's ability no longer helps the Command Squad
    Given a unit "Command" from the datasheet "Cadian Command Squad"
    And a unit "Shock Troops" from the datasheet "Cadian Shock Troops"
    And "Command" is leading "Shock Troops"
    And "Shock Troops" has an ability "Hold the Line" that adds 1 to its battle-shock rolls
    And "Shock Troops" has 0 models left
    And "Command" has 5 models left
    And the battle-shock roll for "Command" will be 6
    Then "Command" is below half-strength
    When player A's Command phase is resolved
    Then "Command" is battle-shocked

  Scenario: 18.1, 19.04: an enhancement on the Overlord raises his own OC, not the Warriors'
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Overlord" has an enhancement "Phylactery" that adds 1 to its OC
    Then "Overlord" has OC 2
    And "Warriors" has OC 2

  Scenario: 11, 19.01: a roster's Attached Unit block with a leader and a support unit forms one unit of 12
    Given player A's army from the roster "rosters/necrons_two_leaders_gw_app.txt"
    Then "Necron Warriors" has a starting strength of 12
    And "Overlord" has a starting strength of 12
    And "Plasmancer" has the keyword NOBLE
    And "Necron Warriors 2" has a starting strength of 10
    And "Necron Warriors 2" does not have the keyword CHARACTER

  Scenario: 11, 08.03: the roster's attached unit at exactly half makes its roll; the other squad's 6 fails
    Given player A's army from the roster "rosters/necrons_two_leaders_gw_app.txt"
    And "Necron Warriors" has 4 models left
    And "Necron Warriors 2" has 5 models left
    And the battle-shock roll for "Necron Warriors" will be 6
    And the battle-shock roll for "Necron Warriors 2" will be 6
    Then "Overlord" is at half-strength
    When player A's Command phase is resolved
    Then "Necron Warriors" is not battle-shocked
    And "Necron Warriors 2" is battle-shocked

  Scenario: 19.03 over the catalogue: any BATTLELINE datasheet led by a CHARACTER has the keyword CHARACTER
    Given any datasheet unit "Squad" with the keyword BATTLELINE
    And a unit "Hero" for player A
    And "Squad" belongs to player A
    And "Hero" has the keyword CHARACTER
    And "Hero" is leading "Squad"
    Then "Squad" has the keyword CHARACTER
    And "Squad" has the keyword BATTLELINE

  Scenario: 19.04 over the catalogue: any datasheet's bodyguard keeps its own keyword when its leader is gone
    Given any datasheet unit "Squad" with the keyword INFANTRY
    And "Squad" does not have the keyword CHARACTER
    And a unit "Hero" for player A
    And "Squad" belongs to player A
    And "Hero" has the keyword CHARACTER
    And "Hero" is leading "Squad"
    And "Hero" has 0 models left
    Then "Squad" does not have the keyword CHARACTER
    And "Squad" has the keyword INFANTRY
