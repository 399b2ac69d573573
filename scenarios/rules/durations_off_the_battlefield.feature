Feature: 18.3 item 10: durations across embarking, disembarking and strategic reserves
  An effect on a unit persists while the unit is embarked or in strategic reserves, and after it
  is set up again, for the rest of its duration (20.02, app 01.02.02); a CONDITION that reads
  `it is on the battlefield` does not hold while it is off it.

  Scenario: 18.3 item 10: an effect until the end of the turn persists after its unit embarks
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
    And "Squad" has an ability "Zeal":
      | WHEN     | each time this unit makes a normal move |
      | EFFECT   | adds 1 to its OC                         |
      | DURATION | until the end of the turn                |
    And it is player A's Movement phase
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    And "Zeal" is in force for "Squad"

  Scenario: 18.3 item 10: an effect that expires while its unit is embarked is not in force after
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
    And "Squad" has an ability "Zeal":
      | WHEN     | each time this unit makes a normal move |
      | EFFECT   | adds 1 to its OC                         |
      | DURATION | until the end of the phase               |
    And it is player A's Movement phase
    When "Squad" makes a normal move and embarks within "Rhino"
    And the game advances to player A's Shooting phase
    Then "Zeal" is not in force for "Squad"

  Scenario: 18.3 item 10: a rule while it is on the battlefield is not in force while embarked
    Given the units:
      | unit  | keywords           | starting strength |
      | Rhino | VEHICLE, TRANSPORT | 1                 |
      | Squad | INFANTRY           | 5                 |
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Stand":
      | CONDITION | it is on the battlefield |
      | EFFECT    | adds 1 to its OC         |
    And it is player A's Movement phase
    Then "Stand" is not in force for "Squad"

  Scenario: 18.3 item 10: the same rule comes into force when the unit disembarks
    Given the units:
      | unit  | keywords           | starting strength | OC |
      | Rhino | VEHICLE, TRANSPORT | 1                 | 0  |
      | Squad | INFANTRY           | 5                 | 2  |
    And "Squad" is embarked within "Rhino"
    And "Squad" has an ability "Stand":
      | CONDITION | it is on the battlefield |
      | EFFECT    | adds 1 to its OC         |
    And it is player A's Movement phase
    When "Squad" makes a disembark move
    Then "Stand" is in force for "Squad"
    And "Squad" has OC 3

  Scenario: 18.3 item 10: an effect applied in reserves persists after the ingress move
    Given a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And "Reserve" has an ability "Rite":
      | WHEN     | the start of your Movement phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the end of the turn        |
    And it is player A's Movement phase in battle round 2
    And "Rite" was applied to "Reserve" this phase
    When "Reserve" makes an ingress move
    Then "Rite" is in force for "Reserve"
    And "Rite" changed that verdict

  Scenario: 18.3 item 10: an effect applied in reserves ends at its end step even if the unit is still in reserves
    Given a unit "Reserve" for player A
    And "Reserve" is in strategic reserves
    And "Reserve" has an ability "Rite":
      | WHEN     | the start of your Movement phase |
      | EFFECT   | adds 1 to its OC                 |
      | DURATION | until the end of the turn        |
    And it is player A's Movement phase in battle round 2
    And "Rite" was applied to "Reserve" this phase
    When the game advances to player B's Movement phase
    Then "Rite" is not in force for "Reserve"
