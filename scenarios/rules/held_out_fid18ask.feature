Feature: 18.3 and 18.5, held out: rules that combine, asked at several moments
  A rules writer's combinations: several modifiers on one characteristic or roll (order, caps,
  floors), "cannot" against "can", the same rule from two sources, conditions that turn false
  mid-phase, and stratagem effects on attached units, each asked with 18.5's questions.

  Scenario: 18.3 item 3: a set declared after an addition is still applied first
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Mob" that adds 1 to its OC
    And a mission rule "Anchor" that sets its OC to 1
    Then "Squad" has OC 2
    And "Mob" changed that verdict
    And "Anchor" changed that verdict

  Scenario: 18.3 item 3: subtractions past 0 leave OC 0
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Drain":
      | TARGET | each enemy unit        |
      | EFFECT | subtracts 3 from its OC |
    Then "Squad" has OC 0
    And "Drain" changed that verdict

  Scenario: 18.3 item 3: the floor at 0 is applied after every modifier, not after each
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And player B has a rule "Drain":
      | TARGET | each enemy unit        |
      | EFFECT | subtracts 3 from its OC |
    And "Squad" has an ability "Mob" that adds 2 to its OC
    Then "Squad" has OC 1

  Scenario: 18.3 item 3: a set to 0 beats a set to another value whatever order they are declared in
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And a mission rule "Bog" that sets its OC to 0
    And "Squad" has an ability "Hold Fast" that sets its OC to 4
    And "Squad" has an ability "Mob" that adds 1 to its OC
    Then "Squad" has OC 0
    And "Hold Fast" did not change that verdict
    And "Mob" did not change that verdict
    And "Bog" changed that verdict

  Scenario: 18.3 item 3: two Ld improvements from two sources add up on both parts
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has Ld 7+
    And "Squad" has Ld 7+
    And "Captain" has a leader ability "Rites" that improves its Ld by 1
    And player A has a rule "Doctrine" that improves its Ld by 1
    Then "Squad" has Ld 5+
    And "Captain" has Ld 5+

  Scenario: 18.3 item 3: adding to W leaves the wounds left as they were
    Given a unit "Hero" for player A
    And "Hero" has a starting strength of 1
    And "Hero" has W 4
    And it is player A's Movement phase
    And "Hero" has an enhancement "Iron Halo" that adds 1 to its W
    Then "Hero" has W 5
    And "Hero" has 4 wounds left

  Scenario: 18.3 item 3: subtracting from W lowers the wounds left to the new W
    Given a unit "Hero" for player A
    And "Hero" has a starting strength of 1
    And "Hero" has W 4
    And it is player A's Movement phase
    And player B has a rule "Wither":
      | TARGET | each enemy unit       |
      | EFFECT | subtracts 1 from its W |
    Then "Hero" has W 3
    And "Hero" has 3 wounds left

  Scenario: 18.3 item 3: a single model at half its printed W is below half of its W as modified
    Given a unit "Hero" for player A
    And "Hero" has a starting strength of 1
    And "Hero" has W 4
    And "Hero" has 2 wounds left
    And it is player A's Movement phase
    And "Hero" has an enhancement "Iron Halo" that adds 1 to its W
    And "Hero" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    Then "Hero" has OC 3
    And "Iron Halo" is in force for "Hero"
    And "Last Stand" is in force for "Hero"

  Scenario: 18.3 item 3: the same single model without the W modifier is at half, not below
    Given a unit "Hero" for player A
    And "Hero" has a starting strength of 1
    And "Hero" has W 4
    And "Hero" has 2 wounds left
    And it is player A's Movement phase
    And "Hero" has an ability "Last Stand":
      | CONDITION | it is below half-strength |
      | EFFECT    | adds 1 to its OC          |
    Then "Hero" has OC 2
    And "Last Stand" is not in force for "Hero"

  Scenario: 18.3 item 4: a charge roll above 12 after modifiers is 12
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" has an ability "Fury" that adds 2 to its charge rolls
    And the charge roll for "Squad" will be 11
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12
    And the charge roll for "Squad" is modified by +2

  Scenario: 18.3 item 4: a charge roll below 1 after modifiers is 1
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And player B has a rule "Mire":
      | TARGET | each enemy unit                  |
      | EFFECT | subtracts 3 from its charge rolls |
    And the charge roll for "Squad" will be 2
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 1
    And the charge roll for "Squad" is modified by -3

  Scenario: 18.3 item 4: an advance roll takes no cap at 6
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has an ability "Fleet" that adds 1 to its advance rolls
    And the advance roll for "Squad" will be 6
    When "Squad" makes an advance move
    Then the last advance roll for "Squad" was 7

  Scenario: 18.3 item 4: leadership and battle-shock modifiers from two sources add up
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" has an ability "Steady" that adds 1 to its leadership rolls
    And player A has a rule "Oath" that adds 1 to its battle-shock rolls
    Then the battle-shock roll for "Squad" is modified by +2
    And the charge roll for "Squad" is modified by 0

  Scenario: 18.3 item 4: an automatic success is not rolled, whatever subtracts from the roll
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" is battle-shocked
    And "Squad" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    And a mission rule "Dread" that subtracts 3 from its battle-shock rolls
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" succeeded automatically
    And "Squad" is not battle-shocked
    And "Squad" makes a battle-shock roll

  Scenario: 18.3 item 4: the re-roll comes before the modifiers, and the modifier applies to it
    Given a unit "Squad" for player A
    And it is player A's Command phase
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And "Squad" has an ability "Zeal" that lets you re-roll its battle-shock rolls
    And player B has a rule "Dread":
      | TARGET | each enemy unit                         |
      | EFFECT | subtracts 1 from its battle-shock rolls |
    And the battle-shock rolls for "Squad" will be 7, then 8
    When player A's Command phase is resolved
    Then the last battle-shock roll for "Squad" was 7
    And "Squad" is not battle-shocked

  Scenario: 18.3 item 2: a lift of a core bar leaves a rule's bar standing
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And a mission rule "Fog" that forbids it to declare a charge
    And "Squad" has an ability "Eager" that lets it declare a charge even though it made an advance move this turn
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Fog" forbids it |
    And "Eager" changed that verdict
    And "Fog" changed that verdict

  Scenario: 18.3 item 2: the lift that names the rule wins over it
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to declare a charge
    And "Squad" has an ability "Defiant" that lets it declare a charge even though "Fog" forbids it
    Then "Squad" is eligible to declare a charge
    And "Defiant" changed that verdict
    And "Fog" did not change that verdict

  Scenario: 18.3 item 2: two rules forbid, one is lifted by name, the other still refuses
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to declare a charge
    And player B has a rule "Mire":
      | TARGET | each enemy unit                |
      | EFFECT | forbids it to declare a charge |
    And "Squad" has an ability "Defiant" that lets it declare a charge even though "Fog" forbids it
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Mire" forbids it |
    And "Squad" is not eligible to declare a charge because "Mire" forbids it

  Scenario: 18.5: of two bars, removing one leaves a plain refusal unchanged
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to declare a charge
    And player B has a rule "Mire":
      | TARGET | each enemy unit                |
      | EFFECT | forbids it to declare a charge |
    Then "Squad" is not eligible to declare a charge
    And "Fog" did not change that verdict
    And "Mire" did not change that verdict

  Scenario: 18.5: the same two bars change an exact list of reasons
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to declare a charge
    And player B has a rule "Mire":
      | TARGET | each enemy unit                |
      | EFFECT | forbids it to declare a charge |
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Fog" forbids it  |
      | "Mire" forbids it |
    And "Fog" changed that verdict

  Scenario: 18.3 item 2: a bar on one doing leaves another doing alone
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And a mission rule "Fog" that forbids it to shoot
    Then "Squad" is eligible to declare a charge
    And no rule changed that verdict
    And "Fog" is in force for "Squad"

  Scenario: 18.3 item 2: a rule that forbids fighting against an engaged unit in the Fight phase
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged
    And "Boyz" is engaged
    And it is player A's Fight phase
    And player B has a rule "Stasis":
      | TARGET | each enemy unit      |
      | EFFECT | forbids it to fight  |
    Then "Squad" is not eligible to fight because "Stasis" forbids it
    And "Boyz" is eligible to fight

  Scenario: 18.3 item 11: the same ability on two units, not an aura, is two rules that add up
    Given a unit "Squad" for player A
    And a unit "Banner Bearers" for player A
    And a unit "Standard Bearers" for player A
    And it is player A's Movement phase
    And "Banner Bearers" has an ability "Rally Banner":
      | TARGET | each friendly unit |
      | EFFECT | adds 1 to its OC   |
    And "Standard Bearers" has an ability "Rally Banner":
      | TARGET | each friendly unit |
      | EFFECT | adds 1 to its OC   |
    Then "Squad" has OC 4
    When "Banner Bearers" is destroyed
    Then "Squad" has OC 3

  Scenario: 18.3 item 11: the same ability on two units as an aura counts once where both reach
    Given a unit "Squad" for player A
    And a unit "Banner Bearers" for player A
    And a unit "Standard Bearers" for player A
    And it is player A's Movement phase
    And "Banner Bearers" has an ability "Rally Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Standard Bearers" has an ability "Rally Banner":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rally Banner" of "Banner Bearers"
    And "Squad" is within range of "Rally Banner" of "Standard Bearers"
    Then "Squad" has OC 3
    When "Banner Bearers" is destroyed
    Then "Squad" has OC 3
    When "Standard Bearers" is destroyed
    Then "Squad" has OC 2

  Scenario: 18.3 item 10 and 19.04: the same ability on leader and bodyguard, each until its part is destroyed
    Given a unit "Captain" for player A
    And a unit "Squad" for player A
    And it is player A's Movement phase
    And "Captain" is leading "Squad"
    And "Captain" has an ability "Stubborn" that adds 1 to its OC
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    Then "Squad" has OC 4
    And "Captain" has OC 4
    When 5 models of "Captain" are destroyed
    Then "Squad" has OC 3

  Scenario: 18.3 item 3: no bound is applied to Ld, however far it is improved
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And "Squad" has Ld 2+
    And "Squad" has an ability "Iron" that improves its Ld by 2
    Then "Squad" has Ld 0+

  Scenario: 18.3 items 3 and 6: an OC set to '-' stays '-' for a unit that counts as not battle-shocked
    Given a unit "Squad" for player A
    And it is player A's Movement phase
    And a mission rule "Dash" that sets its OC to -
    And "Squad" has an ability "Iron Will" that makes it count as not battle-shocked
    Then "Squad" has OC -
    And "Iron Will" did not change that verdict

  Scenario: 18.5: two rules lift the same bar: neither alone changed the verdict
    Given a unit "Squad" for player A
    And it is player A's Charge phase
    And "Squad" made a fall-back move this turn
    And "Squad" has an ability "Eager" that lets it declare a charge even though it made a fall-back move this turn
    And player A has a rule "Zeal" that lets it declare a charge even though it made a fall-back move this turn
    Then "Squad" is eligible to declare a charge
    And "Eager" did not change that verdict
    And "Zeal" did not change that verdict
    And no rule changed that verdict
