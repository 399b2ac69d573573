Feature: 11, 15, 19 held out (fiddata4): stratagems, wounds and destruction of real attached units
  A Warboss (CHARACTER, Ld 6+) or a Painboy (a support unit, Ld 7+) with ten Boyz (Ld 7+), a
  Captain (W 5) with five Intercessors, and single-model datasheets whose half-strength counts
  wounds: Skorpekh Lord W 7, Captain in Terminator Armour W 6 (Rules Appendix).

  Scenario: 15.03, 19.03: Epic Challenge can target the Boyz while their Warboss lends them CHARACTER
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Boyz" is engaged
    And player A has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Boyz"

  Scenario: 15.03, 19.04: with the Warboss gone, Epic Challenge cannot target the Boyz
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Warboss" has 0 models left
    And "Boyz" is engaged
    And player A has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" is selected to fight
    Then player A cannot use the "Epic Challenge" stratagem on "Boyz" because it is not a unit the stratagem can target

  Scenario: 15.01, 19.01: a stratagem on the Boyz has targeted the Warboss too: no second stratagem this phase
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is leading "Boyz"
    And "Boyz" is engaged
    And player A has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Boyz"
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Warboss" because the unit was already targeted by a stratagem this phase

  Scenario: 15.01: a Warboss who leads no one is another unit: Command Re-roll on him is allowed
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Warboss" is engaged
    And "Boyz" is engaged
    And "Boyz" has the keyword CHARACTER
    And player A has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    When "Boyz" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Boyz"
    Then player A can use the "Command Re-roll" stratagem on the hit roll for "Warboss"

  Scenario: 15.04, 19.01: Insane Bravery named on the Painboy spares the whole attached unit
    Given a unit "Painboy" from the datasheet "Painboy"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Painboy" is leading "Boyz"
    And "Boyz" has 4 models left
    And player A has 2 CP
    And it is battle round 2
    And the battle-shock roll for "Boyz" will be 2
    And player A will use the "Insane Bravery" stratagem on "Painboy" in the Battle-shock step
    Then "Boyz" is below half-strength
    When player A's Command phase is resolved
    Then "Boyz" is not battle-shocked
    And player A used the "Insane Bravery" stratagem

  Scenario: Rules Appendix: a Painboy and five Boyz are 6 of 11, above half: no roll, nothing to be brave about
    Given a unit "Painboy" from the datasheet "Painboy"
    And a unit "Boyz" from the datasheet "Boyz"
    And "Painboy" is leading "Boyz"
    And "Boyz" has 5 models left
    And the battle-shock roll for "Boyz" will be 2
    Then "Painboy" is not at or below half-strength
    When player A's Command phase is resolved
    Then "Boyz" does not make a battle-shock roll
    And "Boyz" is not battle-shocked

  Scenario: Rules Appendix: a Warboss with twenty Boyz starts at 21; ten Boyz and the Warboss are above half
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz" with 20 models
    And "Warboss" is leading "Boyz"
    And "Boyz" has 10 models left
    Then "Warboss" has a starting strength of 21
    And "Warboss" is not at or below half-strength

  Scenario: Rules Appendix: nine Boyz and the Warboss are 10 of 21, below half-strength
    Given a unit "Warboss" from the datasheet "Warboss"
    And a unit "Boyz" from the datasheet "Boyz" with 20 models
    And "Warboss" is leading "Boyz"
    And "Boyz" has 9 models left
    Then "Boyz" is below half-strength

  Scenario: Rules Appendix: a lone Skorpekh Lord (W 7) with 4 wounds left is not at or below half-strength
    Given a unit "Lord" from the datasheet "Skorpekh Lord"
    And "Lord" has 4 wounds left
    Then "Lord" has W 7
    And "Lord" is not at or below half-strength

  Scenario: Rules Appendix: with 3 wounds left of 7 he is below half-strength and rolls for battle-shock
    Given a unit "Lord" from the datasheet "Skorpekh Lord"
    And "Lord" has 3 wounds left
    And the battle-shock roll for "Lord" will be 5
    Then "Lord" is below half-strength
    When player A's Command phase is resolved
    Then "Lord" makes 1 battle-shock roll
    And "Lord" is battle-shocked

  Scenario: Rules Appendix: a lone Captain in Terminator Armour (W 6) with 3 wounds left is at half-strength
    Given a unit "Captain" from the datasheet "Captain in Terminator Armour"
    And "Captain" has 3 wounds left
    Then "Captain" is at half-strength

  Scenario: Rules Appendix: a wounded Captain leading Intercessors counts models, not wounds: 4 of 6 is above half
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Captain" has 1 wound left
    And "Intercessors" has 3 models left
    Then "Intercessors" is not at or below half-strength

  Scenario: 19.02: the last Intercessor destroyed does not trigger the attached unit's "is destroyed" rule
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 1 model left
    And player A has 0 CP
    And it is player A's Movement phase in battle round 2
    And "Captain" has an ability "Avenge Me":
      | WHEN   | each time this unit is destroyed |
      | EFFECT | you gain 1 CP                    |
    When 1 model of "Intercessors" is destroyed
    Then "Intercessors" has 0 models left
    And "Captain" is not destroyed
    And player A has 0 CP

  Scenario: 19.02: the last model that started the battle in it destroyed, the "is destroyed" rule triggers
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 0 models left
    And player A has 0 CP
    And it is player A's Movement phase in battle round 2
    And "Captain" has an ability "Avenge Me":
      | WHEN   | each time this unit is destroyed |
      | EFFECT | you gain 1 CP                    |
    When 1 model of "Captain" is destroyed
    Then "Intercessors" is destroyed
    And player A has 1 CP

  Scenario: 19.04: a leader whose bodyguard is gone still benefits from its own "while leading a unit" ability
    Given a unit "Overlord" from the datasheet "Overlord"
    And a unit "Warriors" from the datasheet "Necron Warriors"
    And "Overlord" is leading "Warriors"
    And "Overlord" has an ability "My Will Be Done":
      | CONDITION | this model is leading a unit      |
      | EFFECT    | adds 1 to its battle-shock rolls  |
    And "Warriors" has 0 models left
    And the battle-shock roll for "Overlord" will be 5
    Then "Overlord" is below half-strength
    When player A's Command phase is resolved
    Then "Overlord" makes 1 battle-shock roll
    And "Overlord" is not battle-shocked

  Scenario: 19.04: the same Overlord not leading a unit does not benefit
    Given a unit "Overlord" from the datasheet "Overlord"
    And "Overlord" has an ability "My Will Be Done":
      | CONDITION | this model is leading a unit      |
      | EFFECT    | adds 1 to its battle-shock rolls  |
    And "Overlord" has 2 wounds left
    And the battle-shock roll for "Overlord" will be 5
    Then "Overlord" is below half-strength
    When player A's Command phase is resolved
    Then "Overlord" is battle-shocked
