Feature: 18.2 and 18.3 item 3: rules that modify OC, as control reads it
  A characteristic as modified is what every clause reads: sets first, then additions and
  subtractions (02.02; app 02.02.01); '-' is never modified and a battle-shocked unit's OC
  is '-' whatever adds to it (01.07); OC is never below 0.

  Background:
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin

  Scenario: An ability that adds 1 to OC breaks a tie
    Given "Squad" has an ability "Objective Secured" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player A's level of control over the ruin is 15
    And "Squad" has OC 3

  Scenario: Without the ability the tie stands
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And "Squad" has OC 2

  Scenario: 01.07: a battle-shocked unit's OC stays '-' whatever adds to it
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Objective Secured" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then player B controls the ruin
    And "Squad" has OC -

  Scenario: 18.3 item 3: a set comes before an addition, and OC is never below 0
    Given "Boyz" has an ability "Mob Rule" that sets its OC to 1
    And player B has a rule "Waaagh" that adds 1 to its OC
    And a mission rule "Mud" that subtracts 3 from its OC
    Then "Boyz" has OC 0
    And "Squad" has OC 0

  Scenario: 18.3 item 3: a set to 0 takes no other modifier
    Given "Squad" has an ability "Pinned" that sets its OC to 0
    And player A has a rule "Oath" that adds 2 to its OC
    Then "Squad" has OC 0

  Scenario: 18.1: a player's rule for each friendly INFANTRY unit skips the others
    Given "Boyz" has the keyword VEHICLE
    And "Boyz" does not have the keyword INFANTRY
    And player B has a rule "Ladz" that adds 1 to its OC
    And player A has a rule "Drill":
      | TARGET | each friendly INFANTRY unit |
      | EFFECT | adds 2 to its OC            |
    Then "Squad" has OC 4
    And "Boyz" has OC 3
    And "Drill" is in force for "Squad"
    And "Drill" is not in force for "Boyz"
