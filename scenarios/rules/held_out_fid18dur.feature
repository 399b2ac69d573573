Feature: Held-out pass: durations at their boundaries (18.1 <duration>, 18.3 item 10)
  Each duration is tried on both sides of its end: the last moment it holds and the first moment
  it does not. A duration runs from when its rule resolved and lasts through the end step it
  names; a triggered rule that states none lasts to the end of the phase, or of the step outside
  a phase, it resolved in.

  Scenario: 18.3 item 10: until the end of the phase still holds at the end of that phase
    Given a unit "Squad"
    And player A has a rule "Rally":
      | WHEN   | the start of your Movement phase             |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC 3
    And "Rally" is in force for "Squad"

  Scenario: 18.3 item 10: until the end of the phase no longer holds at the start of the next phase
    Given a unit "Squad"
    And player A has a rule "Rally":
      | WHEN   | the start of your Movement phase             |
      | EFFECT | Until the end of the phase, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2
    And "Rally" is not in force for "Squad"

  Scenario: 18.3 item 10: until the end of the turn holds at the end of the turn and not in the opponent's turn
    Given a unit "Squad"
    And player A has a rule "Rally":
      | WHEN   | the start of your Shooting phase            |
      | EFFECT | Until the end of the turn, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to the end of the turn
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: until the end of the battle round, resolved in the first turn, lasts through the second
    Given a unit "Squad"
    And player A has a rule "Rally":
      | WHEN   | the start of your Movement phase                    |
      | EFFECT | Until the end of the battle round, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to the end of player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to the end of the battle round
    Then "Squad" has OC 3
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 3
    And "Squad" has OC 2

  Scenario: 18.3 item 10: until the end of the battle round, resolved in the second turn, does not reach the next round
    Given the units:
      | unit | player |
      | Boyz | B      |
    And player B has a rule "Waaagh":
      | WHEN   | the start of your Movement phase                    |
      | EFFECT | Until the end of the battle round, adds 1 to its OC |
    And it is player B's Command phase in battle round 2
    When the game advances to the end of player B's turn
    Then "Boyz" has OC 3
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 3
    And "Boyz" has OC 2

  Scenario: 18.3 item 10: until the end of your turn, resolved in the opponent's turn, lasts through your next turn
    Given a unit "Squad"
    And player A has a rule "Vigil":
      | WHEN   | the start of your opponent's Movement phase   |
      | EFFECT | Until the end of your turn, adds 1 to its OC |
    And it is player B's Command phase in battle round 1
    When the game advances to player B's Shooting phase
    Then "Squad" has OC 3
    When the game advances to player A's Fight phase
    Then it is player A's Fight phase in battle round 2
    And "Squad" has OC 3
    When the game advances to the end of player A's turn
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: until the end of your turn, resolved in your own turn, ends with it
    Given a unit "Squad"
    And player A has a rule "Vigil":
      | WHEN   | the start of your Movement phase             |
      | EFFECT | Until the end of your turn, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to the end of player A's turn
    Then "Squad" has OC 3
    When the game advances to player B's Movement phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: until the start of your next turn holds at the end of the opponent's turn
    Given a unit "Squad"
    And player A has a rule "Bulwark":
      | WHEN   | the start of your Fight phase                        |
      | EFFECT | Until the start of your next turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 2
    When the game advances to the end of player B's turn
    Then "Squad" has OC 3
    And "Bulwark" is in force for "Squad"

  Scenario: 18.3 item 10: until the start of your next turn has ended at the start of that turn
    Given a unit "Squad"
    And player A has a rule "Bulwark":
      | WHEN   | the start of your Fight phase                        |
      | EFFECT | Until the start of your next turn, adds 1 to its OC |
    And it is player A's Shooting phase in battle round 2
    When the game advances to the start of player A's turn
    Then "Squad" has OC 2
    And "Bulwark" is not in force for "Squad"

  Scenario: 18.3 item 10: until the start of your next turn, resolved in the opponent's turn, ends at your next turn
    Given a unit "Squad"
    And player A has a rule "Bulwark":
      | WHEN   | the start of your opponent's Shooting phase          |
      | EFFECT | Until the start of your next turn, adds 1 to its OC |
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 2
    And "Squad" has OC 2

  Scenario: 18.3 item 10: until the end of your opponent's next turn, resolved in their turn, skips the turn it resolved in
    Given a unit "Squad"
    And player A has a rule "Grudge":
      | WHEN         | the start of your opponent's Fight phase                    |
      | EFFECT       | Until the end of your opponent's next turn, adds 1 to its OC |
      | RESTRICTIONS | once per battle                                              |
    And it is player B's Shooting phase in battle round 1
    When the game advances to player A's Fight phase
    Then it is player A's Fight phase in battle round 2
    And "Squad" has OC 3
    When the game advances to the end of player B's turn
    Then "Squad" has OC 3
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 3
    And "Squad" has OC 2

  Scenario: 18.3 item 10: until the start of your next Command phase, resolved at the start of a Command phase, lasts the whole round
    Given a unit "Squad"
    And player A has a rule "Banner":
      | WHEN         | the start of your Command phase                               |
      | EFFECT       | Until the start of your next Command phase, adds 1 to its OC |
      | RESTRICTIONS | once per battle                                               |
    And it is battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has OC 3
    When the game advances to the end of player B's turn
    Then "Squad" has OC 3
    When the game advances to player A's Command phase
    Then it is player A's Command phase in battle round 3
    And "Squad" has OC 2

  Scenario: 18.3 item 10: until the end of the battle still holds in the last battle round
    Given the mission lasts 3 battle rounds
    And a unit "Squad"
    And player A has a rule "Oath":
      | WHEN         | the start of your Movement phase              |
      | EFFECT       | Until the end of the battle, adds 1 to its OC |
      | RESTRICTIONS | once per battle                               |
    And it is player A's Command phase in battle round 1
    When battle round 2 is played
    And the game advances to the end of player B's Fight phase
    Then it is player B's Fight phase in battle round 3
    And "Squad" has OC 3

  Scenario: 18.3 item 10: a triggered rule with no duration at the start of the battle round ends with that step
    Given a unit "Squad"
    And player A has a rule "Dawn":
      | WHEN   | the start of the battle round |
      | EFFECT | adds 1 to its OC              |
    And it is battle round 2
    When the game advances to player A's Command phase
    Then "Squad" has OC 2
    And "Dawn" triggers once

  Scenario: 18.3 item 10: the same rule until the end of the battle round reaches the second player's turn
    Given a unit "Squad"
    And player A has a rule "Dawn":
      | WHEN   | the start of the battle round                       |
      | EFFECT | until the end of the battle round, adds 1 to its OC |
    And it is battle round 2
    When the game advances to player B's Command phase
    Then "Squad" has OC 3

  Scenario: 18.3 item 10: a triggered rule with no duration at the end of your turn does not reach the opponent's turn
    Given a unit "Squad"
    And player A has a rule "Dusk":
      | WHEN   | the end of your turn |
      | EFFECT | adds 1 to its OC     |
    And it is player A's Fight phase in battle round 2
    When the game advances to player B's Command phase
    Then "Dusk" triggers once
    And "Squad" has OC 2

  Scenario: 18.3 item 10: a triggered rule with no duration at the end of a phase is in force at that end step
    Given a unit "Squad"
    And player A has a rule "Regroup":
      | WHEN   | the end of your Movement phase |
      | EFFECT | adds 1 to its OC               |
    And it is player A's Movement phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then "Squad" has OC 3
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2

  Scenario: 18.1: the DURATION row gives a triggered rule the duration its EFFECT does not state
    Given a unit "Squad"
    And player A has a rule "Regroup":
      | WHEN     | the end of your Movement phase |
      | EFFECT   | adds 1 to its OC               |
      | DURATION | until the end of the turn      |
    And it is player A's Movement phase in battle round 2
    When the game advances to player A's Fight phase
    Then "Squad" has OC 3
    When the game advances to player B's Movement phase
    Then "Squad" has OC 2

  Scenario: 18.3 item 10: a rule WHEN always with a duration runs from the scenario's moment to its end
    Given a unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Stubborn" that adds 1 to its OC, until the end of the turn
    When the game advances to the end of player A's turn
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2
    And "Stubborn" is not in force for "Squad"

  Scenario: 18.3 item 10: an effect until the end of the phase, while a condition holds, ends when the condition fails first
    Given a unit "Squad"
    And player A has a rule "Fervour":
      | WHEN   | the start of your Movement phase                                                  |
      | EFFECT | Until the end of the phase, while it is not battle-shocked, improves its Ld by 1 |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has Ld 5+
    When "Squad" becomes battle-shocked
    Then "Fervour" is not in force for "Squad"
    And "Squad" has Ld 6+

  Scenario: 18.1: an EFFECT led by a while duration alone holds only while its condition does
    Given a unit "Squad"
    And "Squad" has an ability "Stubborn":
      | EFFECT | While it is engaged, adds 1 to its OC |
    And it is player A's Movement phase in battle round 2
    Then "Squad" has OC 2
    And "Stubborn" is not in force for "Squad"
    When "Squad" becomes engaged
    Then "Squad" has OC 3

  Scenario: 18.3 item 10: the same effect led by until the end of the phase, while a condition holds, holds until the phase ends
    Given a unit "Squad"
    And player A has a rule "Fervour":
      | WHEN   | the start of your Movement phase                                                  |
      | EFFECT | Until the end of the phase, while it is not battle-shocked, improves its Ld by 1 |
    And it is player A's Command phase in battle round 2
    When the game advances to the end of player A's Movement phase
    Then "Squad" has Ld 5+
    When the game advances to player A's Shooting phase
    Then "Squad" has Ld 6+

  Scenario: 18.3 item 10: a while duration of a triggered rule is read each time, not only when it triggers
    Given a unit "Squad"
    And player A has a rule "Fury":
      | WHEN   | the start of your Movement phase                                   |
      | EFFECT | Until the end of the turn, while it is engaged, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    Then "Squad" has OC 2
    When "Squad" becomes engaged
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2

  Scenario: 18.1: a triggered rule's CONDITION row is read when it triggers, unlike a while duration
    Given a unit "Squad"
    And player A has a rule "Fury":
      | WHEN      | the start of your Movement phase            |
      | CONDITION | it is engaged                               |
      | EFFECT    | Until the end of the turn, adds 1 to its OC |
    And it is player A's Command phase in battle round 2
    When the game advances to player A's Movement phase
    And "Squad" becomes engaged
    Then "Squad" has OC 2
