Feature: 18.3: rules that combine, at their boundaries
  Characteristic sets and modifiers together (item 3), counts as (item 6), CONDITIONs read at
  their boundary (18.1), re-rolls and roll modifiers that add up (item 4), and durations that end
  at the step they name (item 10).

  Scenario: '-' beats 0: a set to 0 and a set to '-'
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Zero" that sets its OC to 0
    And player A has a rule "Dash" that sets its OC to -
    Then "Squad" has OC -

  Scenario: a set to 0 takes no addition from another rule
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And a mission rule "Bog" that sets its OC to 0
    And "Squad" has an ability "Mob" that adds 2 to its OC
    Then "Squad" has OC 0

  Scenario: a mission rule acts for each player's units
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Movement phase
    And a mission rule "Rally" that adds 1 to its OC
    Then "Squad" has OC 3
    And "Boyz" has OC 3

  Scenario: a unit that counts as not battle-shocked has its OC back
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" is battle-shocked
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    Then "Squad" has OC 2
    And "Squad" does not count as battle-shocked

  Scenario: a battle-shocked unit's OC stays '-' with a lift of its Action bar
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" is battle-shocked
    And "Squad" has an ability "Stubborn" that lets it start Actions even though it is battle-shocked
    And "Squad" has an ability "Mob" that adds 1 to its OC
    Then "Squad" has OC -

  Scenario: Ld improved and worsened cancel out
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has Ld 7+
    And "Squad" has an ability "Banner" that improves its Ld by 2
    And player B has a rule "Terror":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 2 |
    Then "Squad" has Ld 7+

  Scenario: an enemy player rule worsens only the opponent's units
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Movement phase
    And player B has a rule "Terror":
      | TARGET | each enemy unit      |
      | EFFECT | worsens its Ld by 1  |
    Then "Squad" has Ld 7+
    And "Boyz" has Ld 6+

  Scenario: a CONDITION on the battle round: not before it
    Given a unit "Squad" for player A
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Late Surge":
      | CONDITION | it is battle round 3 or later |
      | EFFECT    | adds 1 to its OC              |
    Then "Squad" has OC 2
    And "Late Surge" is not in force for "Squad"

  Scenario: a CONDITION on the battle round: exactly at it
    Given a unit "Squad" for player A
    And it is player A's Movement phase in battle round 3
    And "Squad" has an ability "Late Surge":
      | CONDITION | it is battle round 3 or later |
      | EFFECT    | adds 1 to its OC              |
    Then "Squad" has OC 3
    And "Late Surge" changed that verdict

  Scenario: a CONDITION on whose turn it is
    Given a unit "Squad" for player A
    And it is player B's Movement phase
    And "Squad" has an ability "Ambushers":
      | CONDITION | it is your opponent's turn |
      | EFFECT    | adds 1 to its OC           |
    And "Squad" has an ability "Raiders":
      | CONDITION | it is your turn  |
      | EFFECT    | adds 2 to its OC |
    Then "Squad" has OC 3
    And "Raiders" is not in force for "Squad"

  Scenario: below starting strength: not at starting strength
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has a starting strength of 5
    And "Squad" has 5 models left
    And "Squad" has an ability "Vengeful":
      | CONDITION | it is below starting strength |
      | EFFECT    | adds 1 to its OC              |
    Then "Squad" has OC 2

  Scenario: two rules that let you re-roll still re-roll once
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" has an ability "Furious Charge" that lets you re-roll its charge rolls
    And player A has a rule "Zeal" that lets you re-roll its charge rolls
    And the charge rolls for "Squad" will be 3, then 4
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 4

  Scenario: modifiers to a battle-shock roll add up to nothing
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has an ability "Brave" that adds 1 to its battle-shock rolls
    And player B has a rule "Dread":
      | TARGET | each enemy unit                        |
      | EFFECT | subtracts 1 from its battle-shock rolls |
    Then the battle-shock roll for "Squad" is modified by 0

  Scenario: a leadership modifier reaches battle-shock rolls
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has an ability "Steady" that adds 1 to its leadership rolls
    Then the battle-shock roll for "Squad" is modified by +1

  Scenario: a triggered effect with no duration ends with the phase it resolved in
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Surge":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | adds 1 to its OC                        |
    When "Squad" makes a normal move
    Then "Squad" has OC 3
    When the game advances to player A's Shooting phase
    Then "Squad" has OC 2

  Scenario: until the end of your opponent's next turn: still in force in that turn
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Dig In":
      | WHEN     | each time this unit makes a normal move   |
      | EFFECT   | adds 1 to its OC                          |
      | DURATION | until the end of your opponent's next turn |
    When "Squad" makes a normal move
    And the game advances to player B's Fight phase
    Then "Squad" has OC 3
    When the game advances to player A's Command phase
    Then "Squad" has OC 2

  Scenario: until the start of your next Command phase ends before the Battle-shock step
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Courage":
      | WHEN     | each time this unit makes a normal move          |
      | EFFECT   | adds 2 to its battle-shock rolls                 |
      | DURATION | until the start of your next Command phase       |
    When "Squad" makes a normal move
    And the game advances to player B's Shooting phase
    Then the battle-shock roll for "Squad" is modified by +2
    When the game advances to player A's Command phase
    Then the battle-shock roll for "Squad" is modified by 0

  Scenario: of two opposite count-as the later wins
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Cursed" that makes it count as battle-shocked
    And "Squad" has an ability "Rally":
      | WHEN   | each time this unit makes a normal move       |
      | EFFECT | makes it count as not battle-shocked          |
    Then "Squad" has OC -
    When "Squad" makes a normal move
    Then "Squad" has OC 2
    And "Squad" does not count as battle-shocked

  Scenario: of two sets of OC the later wins
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Anchor" that sets its OC to 4
    And "Squad" has an ability "Scatter":
      | WHEN   | each time this unit makes a normal move |
      | EFFECT | sets its OC to 1                        |
    Then "Squad" has OC 4
    When "Squad" makes a normal move
    Then "Squad" has OC 1

  Scenario: a duration while a condition holds
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Grip":
      | WHEN     | each time this unit makes a normal move   |
      | EFFECT   | adds 1 to its OC                          |
      | DURATION | until the end of the turn, while it is engaged |
    When "Squad" makes a normal move
    Then "Squad" has OC 2

  Scenario: automatic battle-shock pass in the Battle-shock step
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" succeeded automatically

  Scenario: a re-roll then a modifier on a battle-shock roll
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And "Squad" has Ld 7+
    And "Squad" has an ability "Defiant" that lets you re-roll its battle-shock rolls
    And player A has a rule "Oaths" that adds 1 to its battle-shock rolls
    And the battle-shock rolls for "Squad" will be 3, then 6
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And the last battle-shock roll for "Squad" was 7

  Scenario: a leader ability while it leads no unit
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" has a leader ability "Rites" that adds 1 to its OC
    Then "Rites" is not in force for "Squad"
    And "Rites" is not in force for "Captain"
    And "Captain" has OC 2

  Scenario: an aura and another rule add up
    Given a unit "Ancient" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Ancient" has an ability "Standard":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Standard"
    And player A has a rule "Doctrine" that adds 1 to its OC
    Then "Squad" has OC 4
    # 22.01: the bearer is always within range of its own aura
    And "Ancient" has OC 4

  Scenario: until the end of the battle round outlasts the turn
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Vow":
      | WHEN     | each time this unit makes a normal move |
      | EFFECT   | adds 1 to its OC                        |
      | DURATION | until the end of the battle round       |
    When "Squad" makes a normal move
    And the game advances to player B's Movement phase
    Then "Squad" has OC 3
    When the game advances to player A's Movement phase
    Then "Squad" has OC 2

  Scenario: a mission rule with a battle round condition for both players
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player B's Movement phase in battle round 2
    And a mission rule "Fatigue":
      | CONDITION | it is battle round 2 or later |
      | EFFECT    | subtracts 1 from its OC       |
    Then "Squad" has OC 1
    And "Boyz" has OC 1

  Scenario: a rule that forbids a charge, lifted by a rule that names it only for the lift's TARGET
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And it is player A's Charge phase
    And "Squad" is within 12" of an enemy unit
    And "Guards" is within 12" of an enemy unit
    And a mission rule "Minefield" that forbids it to declare a charge
    And "Squad" has an ability "Sappers" that lets it declare a charge even though "Minefield" forbids it
    Then "Squad" is eligible to declare a charge
    And "Guards" is not eligible to declare a charge because "Minefield" forbids it

  Scenario: a CONDITION read when a triggered rule triggers
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Cornered":
      | WHEN      | each time this unit makes a normal move |
      | CONDITION | it is engaged                           |
      | EFFECT    | adds 1 to its OC                        |
    When "Squad" makes a normal move
    Then "Squad" has OC 2
