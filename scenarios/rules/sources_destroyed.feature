Feature: 18.3 item 10 and 19.04: a rule is in force only while its source can use it
  A unit's rule stops when its last model is destroyed (Rules Appendix, Destroyed); in an
  attached unit, a leader's rule stops with the last leader model and a bodyguard's with the
  last bodyguard model (19.04), while the rest of the unit fights on. `is in force` and every
  verdict read it alike.

  Background:
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase

  Scenario: a unit's own ability is not in force once the unit is destroyed
    Given "Squad" has an ability "Mob" that adds 1 to its OC
    Then "Mob" is in force for "Squad"
    When "Squad" is destroyed
    Then "Mob" is not in force for "Squad"

  Scenario: a leader ability stays in force until the last leader model is destroyed
    Given "Captain" is leading "Squad"
    And "Captain" has a leader ability "Rites" that adds 1 to its OC
    When 4 models of "Captain" are destroyed
    Then "Rites" is in force for "Squad"
    And "Squad" has OC 3
    When 1 model of "Captain" is destroyed
    Then "Rites" is not in force for "Squad"
    And "Squad" has OC 2

  Scenario: a leader ability is not in force once the whole attached unit is destroyed
    Given "Captain" is leading "Squad"
    And "Captain" has a leader ability "Rites" that adds 1 to its OC
    When "Squad" is destroyed
    Then "Rites" is not in force for "Squad"

  Scenario: a bodyguard's ability stops with the last bodyguard model
    Given "Captain" is leading "Squad"
    And "Squad" has an ability "Drilled" that improves its Ld by 1
    Then "Captain" has Ld 5+
    When 5 models of "Squad" are destroyed
    Then "Drilled" is not in force for "Captain"
    And "Captain" has Ld 6+

  Scenario: a leader keeps its own rules after its bodyguard is destroyed
    Given "Captain" is leading "Squad"
    And "Captain" has an ability "Commander":
      | CONDITION | this model is leading a unit |
      | EFFECT    | improves its Ld by 1         |
    And "Captain" has a leader ability "Rites" that adds 1 to its OC
    When 5 models of "Squad" are destroyed
    Then "Squad" has 0 models left
    And "Captain" has Ld 5+
    And "Rites" is in force for "Captain"

  Scenario: a destroyed unit's ability triggered by the clock does not resolve
    Given "Squad" has an ability "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then player A has 1 CP

  Scenario: the same ability of a unit still standing resolves
    Given "Squad" has an ability "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player B's Fight phase in battle round 1
    When "Captain" is destroyed
    And player A's Command phase is resolved
    Then player A has 2 CP

  Scenario: a destroyed unit's rule for each friendly unit gives nothing at its trigger
    Given "Squad" has an ability "Rally":
      | WHEN   | the start of your Command phase |
      | TARGET | each friendly unit              |
      | EFFECT | adds 1 to its OC                |
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And the game advances to player A's Command phase
    Then "Captain" has OC 2

  Scenario: a leader ability triggered by the clock stops with the last leader model
    Given "Captain" is leading "Squad"
    And "Captain" has a leader ability "Rites":
      | WHEN   | the start of your Command phase |
      | EFFECT | adds 1 to its OC                |
    And it is player B's Fight phase in battle round 1
    When 5 models of "Captain" are destroyed
    And the game advances to player A's Command phase
    Then "Squad" has OC 2

  Scenario: a bodyguard's ability triggered by the clock still resolves after the leader falls
    Given "Captain" is leading "Squad"
    And "Squad" has an ability "Drill":
      | WHEN   | the start of your Command phase |
      | EFFECT | adds 1 to its OC                |
    And it is player B's Fight phase in battle round 1
    When 5 models of "Captain" are destroyed
    And the game advances to player A's Command phase
    Then "Squad" has OC 3

  Scenario: an effect resolved before its source was destroyed lasts its duration
    Given a unit "Guard" for player A
    And "Squad" has an ability "Rally":
      | WHEN   | the start of your Command phase             |
      | TARGET | each friendly unit                          |
      | EFFECT | until the end of the turn, adds 1 to its OC |
    And it is battle round 2
    When the game advances to player A's Movement phase
    And "Squad" is destroyed
    Then "Guard" has OC 3
    When the game advances to player B's Command phase
    Then "Guard" has OC 2

  Scenario: a leader ability triggered by an event stops with the last leader model
    Given "Captain" is leading "Squad"
    And "Captain" has a leader ability "Onward":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When 5 models of "Captain" are destroyed
    And "Squad" makes a normal move
    Then "Squad" has OC 2

  Scenario: the same leader ability resolves while a leader model stands
    Given "Captain" is leading "Squad"
    And "Captain" has a leader ability "Onward":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When 4 models of "Captain" are destroyed
    And "Squad" makes a normal move
    Then "Squad" has OC 3

  Scenario: a destroyed unit's rule does not trigger; a standing unit's does
    Given "Squad" has an ability "Tithe":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And "Captain" has an ability "Levy":
      | WHEN   | the start of your Command phase |
      | EFFECT | you gain 1 CP                   |
    And it is player B's Fight phase in battle round 1
    When "Squad" is destroyed
    And player A's Command phase is resolved
    Then "Tithe" does not trigger
    And "Levy" triggers 1 time

  Scenario: a leader's rule triggered by the opponent's stratagem stops with the last leader model
    Given a unit "Warboss" for player B
    And a unit "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Warboss" has a starting strength of 1
    And "Warboss" has a leader ability "Jammer":
      | WHEN   | each time your opponent uses a stratagem     |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player A has 3 CP
    When 1 model of "Warboss" is destroyed
    And player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 2 CP

  Scenario: the same leader's rule raises the cost while its leader stands
    Given a unit "Warboss" for player B
    And a unit "Boyz" for player B
    And "Warboss" is leading "Boyz"
    And "Warboss" has a starting strength of 1
    And "Warboss" has a leader ability "Jammer":
      | WHEN   | each time your opponent uses a stratagem     |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    And the stratagem "Strike Orders":
      | CP | 1 |
    And player A has 3 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 1 CP
