Feature: 18.1: a player effect is in force only while its rule's CONDITION holds
  A rule WHEN `always` is in force only while its CONDITION holds (18.1), and that holds for
  a sentence that acts for the player (a CP cost, a 15.01 limit) as for one on a unit. A unit's
  rule reads its CONDITION of that unit; a player's rule reads it of the player's units (the
  forms about the turn and the battle round read only whose unit it is; docs/interpretations.md).

  Scenario: 18.1: a cost change while it is battle round 2 or later does not act in battle round 1
    Given a unit "Squad" for player A
    And player A has a rule "Late Doctrine":
      | CONDITION | it is battle round 2 or later               |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And it is player A's Command phase
    Then the CP cost of the "Insane Bravery" stratagem for player A is 1
    And "Late Doctrine" is not in force for player A

  Scenario: 18.1: the same cost change acts from battle round 2
    Given a unit "Squad" for player A
    And player A has a rule "Late Doctrine":
      | CONDITION | it is battle round 2 or later               |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And it is player A's Command phase in battle round 2
    Then the CP cost of the "Insane Bravery" stratagem for player A is 0
    And "Late Doctrine" is in force for player A
    And "Late Doctrine" changed that verdict

  Scenario: 18.1: a cost change on your turn does not act in your opponent's turn
    Given a unit "Squad" for player A
    And player A has a rule "Own Ground":
      | CONDITION | it is your turn                             |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And it is player B's Command phase
    Then "Own Ground" is not in force for player A
    And the CP cost of the "Insane Bravery" stratagem for player A is 1

  Scenario: 18.1: a unit's rule reads its CONDITION of that unit, not of another of its player's
    Given a unit "Squad" for player A
    And a unit "Other" for player A
    And "Other" is battle-shocked
    And "Squad" has an ability "Desperate Measures":
      | CONDITION | it is battle-shocked                        |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And it is player A's Command phase
    Then the CP cost of the "Insane Bravery" stratagem for player A is 1

  Scenario: 18.1: the same rule acts while its unit is battle-shocked
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Desperate Measures":
      | CONDITION | it is battle-shocked                        |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    And it is player A's Command phase
    Then the CP cost of the "Insane Bravery" stratagem for player A is 0
    And "Desperate Measures" changed that verdict

  Scenario: 18.1 and 15.01: a 15.01 limit lift on your opponent's turn lifts nothing in yours
    Given a unit "Squad" for player A
    And player A has a rule "Again":
      | CONDITION | it is your opponent's turn                                                              |
      | EFFECT    | lets you use the "Insane Bravery" stratagem even though it was already used this phase |
    And it is player A's Command phase
    Then "Again" is not in force for player A
