Feature: Held out: each claim of docs/datasheets.md, asked as a player would
  A held-out pass over docs/datasheets.md (contract §11, §14; Core Rules 01.06, 02.02, 02.05,
  02.06, 18.01, 18.02, 19.01-19.04 and the Rules Appendix's starting strength and
  half-strength): each phrase the page lists and each reading it gives, where it applies and
  where it does not. Answers were decided from the rules text before running.

  Scenario: A Captain leading 10 Intercessors starts at 11: with 5 Intercessors left it is neither at nor below half-strength
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 5 models left
    Then "Intercessors" has a starting strength of 11
    And "Intercessors" is not at half-strength
    And "Intercessors" is not below half-strength

  Scenario: A Captain leading 10 Intercessors: with 4 Intercessors left, 5 of 11 is below half-strength, never at it
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 4 models left
    Then "Captain" is below half-strength
    And "Captain" is not at half-strength

  Scenario: A datasheet unit for player B with a chosen unit size starts at that size
    Given a unit "Boyz" from the datasheet "Boyz" with 20 models for player B
    Then "Boyz" has a starting strength of 20
    And "Boyz" has the keyword ORKS

  Scenario: A datasheet unit's smallest unit size is its starting strength
    Given a unit "Intercessors" from the datasheet "Intercessor Squad" for player B
    Then "Intercessors" has a starting strength of 5
    And "Intercessors" has the keyword ADEPTUS ASTARTES
    And "Intercessors" does not have the keyword CHARACTER

  Scenario: A name is matched without its diacritics: Kharn the Betrayer finds the datasheet
    Given a unit "Kharn" from the datasheet "Kharn the Betrayer"
    Then "Kharn" has the keyword CHARACTER
    And "Kharn" has a starting strength of 1

  Scenario: A later Given OC and a later keyword add to and override the datasheet's values
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves"
    And "Wolves" has OC 1
    And "Wolves" has the keyword INFANTRY
    And "Wolves" does not have the keyword BEASTS
    Then "Wolves" has OC 1
    And "Wolves" has the keyword INFANTRY
    And "Wolves" does not have the keyword BEASTS
    And "Wolves" has Ld 8+

  Scenario: Gretchin stated at Ld 8+ (the Runtherd gone) fail a roll of 7
    Given a unit "Grots" from the datasheet "Gretchin"
    And "Grots" has 5 models left
    And "Grots" has Ld 8+
    And the battle-shock roll for "Grots" will be 7
    When player A's Command phase is resolved
    Then "Grots" is battle-shocked

  Scenario: A Rhino from its datasheet holds 12 models: 10 Intercessors may embark
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models
    And it is player A's Movement phase
    And "Intercessors" made a normal move this phase
    Then "Rhino" has the keyword TRANSPORT
    And "Intercessors" can embark within "Rhino"

  Scenario: A Rhino from its datasheet cannot take a unit given the keyword JUMP PACK (02.05, 18.02)
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Jumpers" for player A
    And "Jumpers" has the keyword JUMP PACK
    And it is player A's Movement phase
    And "Jumpers" made a normal move this phase
    Then "Jumpers" has the keyword JUMP PACK
    And "Jumpers" cannot embark within "Rhino" because the TRANSPORT cannot take it

  Scenario: A datasheet's JUMP PACK taken away by a Given: the Rhino may take the unit (02.05, 18.02)
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Jumpers" from the datasheet "Assault Intercessors with Jump Packs"
    And "Jumpers" does not have the keyword JUMP PACK
    And it is player A's Movement phase
    And "Jumpers" made a normal move this phase
    Then "Jumpers" does not have the keyword JUMP PACK
    And "Jumpers" can embark within "Rhino"

  Scenario: A fact stated of the leader is the whole attached unit's: the bodyguard's name is battle-shocked too
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Captain" is battle-shocked
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Intercessors" is battle-shocked
    And "Intercessors" cannot start the "Deploy Device" Action because it is battle-shocked

  Scenario: The leader gone, its name still names the bodyguard left, which no longer has CHARACTER
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Captain" has 0 models left
    Then "Captain" does not have the keyword CHARACTER
    And "Intercessors" is not at or below half-strength

  Scenario: A Given OC about a part is that part's: the attached unit's level of control adds each part's OC
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Captain" has OC 3
    And "Intercessors" is within the ruin
    When the game advances to the end of the phase
    Then player A's level of control over the ruin is 13
