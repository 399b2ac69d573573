Feature: 18.2 one-shot effects of a declared rule: CP gained, battle-shock
  A one-shot effect happens when its rule resolves (it needs a WHEN): `you gain <n> CP` gives
  CP that are not Core CP to the rule's owner (08.02; in event play at most 1 such CP a battle
  round, Event Companion); `makes it battle-shocked`, `ends its battle-shock` and `makes it take
  a battle-shock roll` act on each unit of its TARGET then (01.07).

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    And player A has 0 CP

  Scenario: you gain 1 CP each time this unit has shot
    Given "Squad" has an ability "Spoils":
      | WHEN   | each time this unit has shot |
      | EFFECT | you gain 1 CP                |
    When "Squad" shoots
    Then player A has 1 CP
    And "Spoils" changed that verdict

  Scenario: Event Companion: at most 1 CP a battle round from such rules
    Given the battle is played under the Event Companion
    And "Squad" has an ability "Spoils":
      | WHEN   | each time this unit has shot |
      | EFFECT | you gain 2 CP                |
    When "Squad" shoots
    Then player A has 1 CP

  Scenario: makes it battle-shocked, at the end of the phase
    Given a mission rule "Terror":
      | WHEN   | the end of the Shooting phase |
      | TARGET | each unit                     |
      | EFFECT | makes it battle-shocked       |
    When the game advances to the end of player A's Shooting phase
    Then "Squad" is battle-shocked
    And "Boyz" is battle-shocked

  Scenario: ends its battle-shock
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Rally":
      | WHEN   | the end of your Shooting phase |
      | EFFECT | ends its battle-shock          |
    When the game advances to the end of player A's Shooting phase
    Then "Squad" is not battle-shocked

  Scenario: makes it take a battle-shock roll: a fail battle-shocks it
    Given "Boyz" has Ld 7+
    And the battle-shock roll for "Boyz" will be 5
    And player A has a rule "Dread":
      | WHEN   | the end of your Shooting phase |
      | TARGET | each enemy unit                |
      | EFFECT | makes it take a battle-shock roll |
    When the game advances to the end of player A's Shooting phase
    Then "Boyz" is battle-shocked
