Feature: 18.3 on real datasheets: UNITS rows, Ld sets, a rule's bar beside a lift, parts' Ld
  A keyword counted as had opens an Action's UNITS row (18.3 item 6); a set Ld comes before an
  improvement (item 3); a lift of a core reason never lifts a rule's bar (item 2); an
  enhancement's Ld on the bearer's part counts for the attached unit's leadership roll (01.06).

  Scenario: an Action for INFANTRY units refuses Wolves until they count as INFANTRY
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Shooting phase
    And the Action "Sweep":
      | UNITS | one INFANTRY unit |
    And "Wolves" has OC 1
    Then "Wolves" cannot start the "Sweep" Action because it is not a unit the Action allows

  Scenario: the same Wolves counting as INFANTRY may start it
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player A
    And it is player A's Shooting phase
    And the Action "Sweep":
      | UNITS | one INFANTRY unit |
    And "Wolves" has OC 1
    And "Wolves" has an ability "Two Legs" that makes it count as having the keyword INFANTRY
    Then "Wolves" can start the "Sweep" Action

  Scenario: a set Ld then an improvement: set first
    Given a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Zeal" that improves its Ld by 1
    And player A has a rule "Stern" that sets its Ld to 8+
    Then "Squad" has Ld 7+

  Scenario: a rule forbids Stormboyz to make a normal move; the lift of another reason does not lift it
    Given a unit "Stormboyz" from the datasheet "Stormboyz" for player A
    And it is player A's Movement phase
    And "Stormboyz" is engaged
    And player B has a rule "Snare":
      | TARGET | each enemy FLY unit                  |
      | EFFECT | forbids it to make a normal move      |
    And "Stormboyz" has an ability "Slippery" that lets it make a normal move even though it is engaged
    Then "Stormboyz" cannot make a normal move, for exactly these reasons:
      | "Snare" forbids it |

  Scenario: a rule on each friendly ORKS unit with a CONDITION on MOB reaches the Boyz, not the Gretchin
    Given a unit "Boyz" from the datasheet "Boyz" for player A
    And a unit "Grots" from the datasheet "Gretchin" for player A
    And it is player A's Movement phase
    And player A has a rule "Green Tide":
      | TARGET    | each friendly ORKS unit   |
      | CONDITION | it has the keyword MOB    |
      | EFFECT    | adds 1 to its OC          |
    Then "Boyz" has OC 3
    And "Grots" has OC 1

  Scenario: an attached Captain's enhancement that improves Ld helps the battle-shock roll of the whole unit
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Iron Halo" that improves its Ld by 1
    And "Squad" has 2 models left
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
