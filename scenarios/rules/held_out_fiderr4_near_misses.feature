Feature: 18.8 held out (fiderr4): phrasings close to bad input are not refused
  The errors of 18.8 are for what the contract refuses; these lines sit next to them and are
  read as written. A reason of another question is an error (tests/plugin/
  test_heldout_fiderr4_inputs.py); the rules it points at are here: battle-shock bars no charge
  (11.02), an advance bars no shooting (10.02). A description line may start with a word like
  then a keyword, as the next one does, and stays prose (interpretation 102):
  then the scenarios below are read as written

  Background:
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B

  Scenario: 11.02: a battle-shocked unit is still eligible to declare a charge
    Given "Squad" is battle-shocked
    And "Squad" is close enough to an enemy unit to declare a charge
    And it is player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 11.02: a battle-shocked unit that is engaged is barred by being engaged alone
    Given "Squad" is battle-shocked
    And "Squad" is engaged
    And it is player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged |

  Scenario: 10.02: a unit that made an advance move is still eligible to shoot
    Given it is player A's Shooting phase
    And "Squad" made an advance move this turn
    Then "Squad" is eligible to shoot

  Scenario: 10.02: a unit that fell back is refused shooting for that reason, written with a full stop
    Given it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn.

  Scenario: 18.2: Ld is improved, the form the Ld error offers
    Given "Squad" has Ld 7
    And "Squad" has an ability "Grit" that improves its Ld by 1
    Then "Squad" has Ld 6

  Scenario: 18.2: Ld is worsened
    Given "Squad" has Ld 7
    And "Squad" has an ability "Dread" that worsens its Ld by 1
    Then "Squad" has Ld 8

  Scenario: 18.1: a row's name in any case, and its value with a trailing full stop
    Given "Squad" has an ability "Grit":
      | Effect | adds 1 to its OC. |
    Then "Squad" has OC 3

  Scenario: 18.1: a WHEN with a leading the in capitals and a trailing full stop
    Given player A has a rule "Levy":
      | when   | The start of your Command phase. |
      | effect | you gain 1 CP                    |
    And player A has 0 CP
    And it is player B's Fight phase
    When the game advances to player A's Command phase
    # at the start of the phase: the Command step's 1CP (08.02) comes after it
    Then player A has 1 CP

  Scenario: 18.1: two effects in one EFFECT row, joined with a semicolon
    Given "Squad" has an ability "Grit":
      | EFFECT | adds 1 to its OC; improves its Ld by 1 |
    And "Squad" has Ld 7
    Then "Squad" has OC 3
    And "Squad" has Ld 6

  Scenario: 18.1: the same ability on two units is two rules, not one declared twice
    Given a unit "Guard" for player A
    And "Squad" has an ability "Grit" that adds 1 to its OC
    And "Guard" has an ability "Grit" that adds 2 to its OC
    Then "Squad" has OC 3
    And "Guard" has OC 4

  Scenario: 18.1: the same rule name for each player is a rule of each, not one declared twice
    Given player A has a rule "Grit" that adds 1 to its OC
    And player B has a rule "Grit" that adds 2 to its OC
    Then "Squad" has OC 3
    And "Boyz" has OC 4

  Scenario: 18.1: a mission rule acting on each unit needs no owner
    Given a mission rule "Fog" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Boyz" has OC 3

  Scenario: 18.2: a one-shot effect with a trigger is not refused
    Given "Squad" has an ability "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And player A has 0 CP
    And it is player B's Fight phase
    When the game advances to player A's Command phase
    # at the start of the phase: the Command step's 1CP (08.02) comes after it
    Then player A has 1 CP

  Scenario: 18.2: a one-line effect with a duration after a comma
    Given it is player A's Movement phase
    And "Squad" has an ability "Surge" that adds 1 to its OC, until the end of the turn
    Then "Squad" has OC 3

  Scenario: 18.5: changed that verdict follows the question it is about
    Given "Squad" has an ability "Grit" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Grit" changed that verdict

  Scenario: 18.5: no rule changed a verdict no rule touches
    Given "Squad" has an ability "Grit" that adds 1 to its OC
    Then "Boyz" has OC 2
    And no rule changed that verdict

  Scenario Outline: An Outline's placeholders in a quoted name and in a rule row (<oc>)
    Given a unit "<unit>" for player A
    And "<unit>" has an ability "Grit":
      | EFFECT | adds <n> to its OC |
    Then "<unit>" has OC <oc>

    Examples:
      | unit  | n | oc |
      | Guard | 1 | 3  |
      | Guard | 3 | 5  |
