Feature: 18.1: a one-line rule may end with any duration, `while <condition>` included
  In the one-line phrases `<effect>` may end with `, <duration>`, and a `<duration>` may be
  `while <condition>` alone or an `until ...` followed by `, while <condition>` (18.1).

  Scenario: 18.1: a one-line rule while it is engaged acts only on an engaged unit
    Given a unit "Squad" for player A
    And a unit "Calm" for player A
    And "Squad" is engaged
    And "Squad" has an ability "Fury" that adds 1 to its OC, while it is engaged
    And "Calm" has an ability "Fury" that adds 1 to its OC, while it is engaged
    And it is player A's Fight phase
    Then "Squad" has OC 3
    And "Calm" has OC 2
    And "Fury" is not in force for "Calm"

  Scenario: 18.1: a one-line rule until the end of the phase, while engaged, ends with the phase
    Given a unit "Squad" for player A
    And "Squad" is engaged
    And "Squad" has an ability "Fury" that adds 1 to its OC, until the end of the phase, while it is engaged
    And it is player A's Fight phase
    Then "Fury" is in force for "Squad"
    And "Squad" has OC 3
    When the game advances to player B's Movement phase
    Then "Squad" has OC 2

  Scenario: 18.1: a one-line player rule while it is battle round 2 or later
    Given a unit "Squad" for player A
    And player A has a rule "Late" that reduces the CP cost of your stratagems by 1, while it is battle round 2 or later
    And it is player A's Command phase
    Then "Late" is not in force for player A
    And the CP cost of the "Insane Bravery" stratagem for player A is 1
