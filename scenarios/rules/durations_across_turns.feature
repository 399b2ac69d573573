Feature: Rule durations across whole turns (18.3 item 10, 18.9)
  A held-out pass: a lift that ends with the phase it resolved in versus one that lasts the turn, a
  penalty "until the end of your opponent's next turn" resolved in either player's turn, and a lift
  that keeps a battle-shocked unit performing an Action only while it lasts.

  Scenario: 18.3 item 10: a lift until the end of the Movement phase has expired by the Charge phase
    Given a unit "Squad"
    And player A has a rule "Onward":
      | WHEN   | the start of your Movement phase                                                            |
      | EFFECT | Until the end of the phase, lets it declare a charge even though it made an advance move this turn |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.3 item 10: a lift until the end of the turn lasts into the Charge phase
    Given a unit "Squad"
    And player A has a rule "Onward":
      | WHEN   | the start of your Movement phase                                                              |
      | EFFECT | Until the end of the turn, lets it declare a charge even though it made an advance move this turn |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" makes an advance move
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 10: a penalty resolved in your turn until the end of your opponent's next turn bites in that turn only
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 10     | 7  |
      | Boyz  | B      | 10                | 5      | 7  |
    And player A has a rule "Terror":
      | WHEN   | the end of your Fight phase                                                         |
      | TARGET | each enemy unit                                                                      |
      | EFFECT | Until the end of your opponent's next turn, subtracts 1 from its battle-shock rolls |
      | RESTRICTIONS | once per battle |
    And it is player A's Fight phase in battle round 1
    And the battle-shock roll for "Boyz" will be 7
    When the game advances to the end of player B's Command phase
    Then "Boyz" makes a battle-shock roll
    And "Boyz" is battle-shocked
    Given the battle-shock roll for "Boyz" will be 7
    When the game advances to the end of player B's Command phase
    Then it is player B's Command phase in battle round 2
    And "Boyz" is not battle-shocked

  Scenario: 18.3 item 10: the same penalty resolved in the opponent's turn lasts to the end of their next turn
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 10     | 7  |
      | Boyz  | B      | 10                | 5      | 7  |
    And player A has a rule "Dread":
      | WHEN         | the end of your opponent's Movement phase                                         |
      | TARGET       | each enemy unit                                                                    |
      | EFFECT       | Until the end of your opponent's next turn, subtracts 1 from its battle-shock rolls |
      | RESTRICTIONS | once per battle                                                                    |
    And it is player B's Movement phase in battle round 1
    And the battle-shock roll for "Boyz" will be 7
    When the game advances to the end of player B's Command phase
    Then it is player B's Command phase in battle round 2
    And "Boyz" makes a battle-shock roll
    And "Boyz" is battle-shocked

  Scenario: 18.3 item 10: a bonus until the end of the Command phase applies in that phase's Battle-shock step
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 5      | 7  |
    And player A has a rule "Steady":
      | WHEN   | the start of your Command phase                               |
      | EFFECT | Until the end of the phase, adds 1 to its battle-shock rolls |
    And the battle-shock roll for "Squad" will be 6
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked

  Scenario: 18.9: a lift to perform Actions while battle-shocked that ends with the Charge phase ends the Action there
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And player A has a rule "Grit":
      | WHEN   | the start of your Charge phase                                                         |
      | EFFECT | Until the end of the phase, lets it perform Actions even though it is battle-shocked |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Task" Action
    And the game advances to player A's Charge phase
    And "Squad" becomes battle-shocked
    Then "Squad" is performing the "Task" Action
    When the game advances to player A's Fight phase
    Then "Squad" is not performing the "Task" Action
    When the game advances to the end of the turn
    Then "Squad" does not complete the "Task" Action

  Scenario: 18.9: the same lift until the end of the turn carries the Action to its completion
    Given the Action "Task":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad"
    And player A has a rule "Grit":
      | WHEN   | the start of your Charge phase                                                        |
      | EFFECT | Until the end of the turn, lets it perform Actions even though it is battle-shocked |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Task" Action
    And the game advances to player A's Charge phase
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" completes the "Task" Action
