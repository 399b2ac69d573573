Feature: 18.1 and 18.3 on real datasheets: leader abilities, lifts and bars
  A leader ability reaches the unit it leads while it leads one and its leader models live
  (19.01, 19.04); a TARGET's keyword is read as the unit has it now, so a slain leader's
  CHARACTER keyword leaves the attached unit (Rules Appendix, Destroyed; 19.03). Lifts and
  bars act on the reasons their `<do>` names (18.3 items 1 and 2).

  Scenario: a Warboss's leader ability reaches his Boyz only while he leads them
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Warboss" has a leader ability "Might is Right" that adds 1 to its OC
    Then "Boyz" has OC 3
    And "Warboss" has OC 2
    And "Might is Right" is in force for "Boyz"

  Scenario: the same leader ability on a Warboss leading nothing is not in force
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And it is player A's Movement phase
    And "Warboss" has a leader ability "Might is Right" that adds 1 to its OC
    Then "Warboss" has OC 1
    And "Might is Right" is not in force for "Warboss"

  Scenario: a leader ability ends with the last leader model; the Boyz keep their own OC
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Movement phase
    And "Warboss" has a leader ability "Might is Right" that adds 1 to its OC
    When 1 model of "Warboss" is destroyed
    Then "Boyz" has OC 2
    And "Might is Right" is not in force for "Boyz"

  Scenario: with the Captain slain, his unit is no CHARACTER unit and leaves a CHARACTER TARGET
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And player A has a rule "Heroic Presence":
      | TARGET | each friendly CHARACTER unit |
      | EFFECT | adds 1 to its OC             |
    Then "Squad" has OC 3
    When 1 model of "Captain" is destroyed
    Then "Squad" does not have the keyword CHARACTER
    And "Squad" has OC 2

  Scenario: an ability lifts the advance bar on charging for an Intercessor Squad
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player A's Movement phase
    And "Squad" has an ability "Assault Doctrine" that lets it declare a charge even though it made an advance move this turn
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: without the lift the same advanced squad cannot charge
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player A's Movement phase
    When "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: an enemy rule on each enemy MOB unit forbids Boyz to declare a charge this turn
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player B's Movement phase
    And player A has a rule "Suppressing Fire":
      | TARGET | each enemy MOB unit                                  |
      | EFFECT | until the end of the turn, forbids it to declare a charge |
    When the game advances to player B's Charge phase
    Then "Boyz" is not eligible to declare a charge because "Suppressing Fire" forbids it

  Scenario: a Warboss's leader ability lifts the battle-shock bar on Actions for his Boyz, not for other Orks
    Given a unit "Warboss" from the datasheet "Warboss" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player A
    And a unit "Nobz" from the datasheet "Nobz" for player A
    And "Warboss" is leading "Boyz"
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    And "Boyz" is battle-shocked
    And "Nobz" is battle-shocked
    And "Warboss" has a leader ability "Da Boss Is Watchin" that lets it start Actions even though it is battle-shocked
    Then "Boyz" can start the "Deploy Device" Action
    And "Nobz" cannot start the "Deploy Device" Action because it is battle-shocked

  Scenario: a rule lets a battle-shocked Intercessor Squad be targeted by its player's stratagems
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Shooting phase
    And player A has 2 CP
    And "Squad" is battle-shocked
    And "Squad" has an ability "Unshakeable" that lets you target it with your stratagems even though the unit is battle-shocked
    And the stratagem "Covering Fire":
      | CP     | 1                  |
      | WHEN   | your Shooting phase |
      | TARGET | one friendly unit       |
    Then player A can use the "Covering Fire" stratagem on "Squad"

  Scenario: a stratagem whose TARGET names INFANTRY refuses Fenrisian Wolves, which lack the keyword
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Shooting phase
    And player A has 2 CP
    And the stratagem "Dig In":
      | CP     | 1                                |
      | WHEN   | your Shooting phase              |
      | TARGET | one friendly INFANTRY unit       |
    Then player A cannot use the "Dig In" stratagem on "Wolves" because it is not a unit the stratagem can target

  Scenario: the same Wolves counting as INFANTRY can be its target
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Shooting phase
    And player A has 2 CP
    And "Wolves" has an ability "Two Legs" that makes it count as having the keyword INFANTRY
    And the stratagem "Dig In":
      | CP     | 1                                |
      | WHEN   | your Shooting phase              |
      | TARGET | one friendly INFANTRY unit       |
    Then player A can use the "Dig In" stratagem on "Wolves"

  Scenario: the same MOB bar leaves Nobz, which are not MOB, free to declare a charge
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Nobz" from the datasheet "Nobz" for player B
    And it is player B's Movement phase
    And player A has a rule "Suppressing Fire":
      | TARGET | each enemy MOB unit                                       |
      | EFFECT | until the end of the turn, forbids it to declare a charge |
    When the game advances to player B's Charge phase
    Then "Nobz" is eligible to declare a charge
    And "Suppressing Fire" is not in force for "Nobz"

  Scenario: a Boyz mob that counts as not MOB escapes the same bar
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And a unit "Boyz" from the datasheet "Boyz" for player B
    And it is player B's Movement phase
    And player A has a rule "Suppressing Fire":
      | TARGET | each enemy MOB unit                                       |
      | EFFECT | until the end of the turn, forbids it to declare a charge |
    And "Boyz" has an ability "Scattered" that makes it count as not having the keyword MOB
    When the game advances to player B's Charge phase
    Then "Boyz" is eligible to declare a charge
