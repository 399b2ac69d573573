Feature: 16.01, 18.3, 18.9 Held-out pass: Actions while rules that change rules are in force
  A tournament organiser's questions about Actions (contract §3-§5, §15, 18.9; Core Rules 16.01)
  when rules of round 4 lift or add bars, change OC, make a unit count as something, or end in
  the middle of an Action; and about COMPLETES moments across battle rounds 1 to 5. Each answer
  was decided from the rules text before the scenario was run.

  Background:
    Given a unit "Squad" for player A
    And the Action "Sweep":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |

  # Lifts (18.3 item 1)

  Scenario: A lift of the advance bar lets a unit that advanced start, and it completes
    Given "Squad" has an ability "Fleet Hands" that lets it start Actions even though it made an advance move this turn
    And "Squad" made an advance move this turn
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  Scenario: A lift of the advance bar does not lift the fall-back bar
    Given "Squad" has an ability "Fleet Hands" that lets it start Actions even though it made an advance move this turn
    And "Squad" made a fall-back move this turn
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: A lift of the engagement bar leaves a battle-shocked engaged unit refused for battle-shock
    Given player A has a rule "Hold Fast" that lets it start Actions even though it is engaged
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |
    And "Squad" is not refused the "Sweep" Action because it is engaged

  Scenario: A lift of the engagement bar in the opponent's rules does not reach the player's units
    Given a unit "Raiders" for player B
    And player B has a rule "Their Trick" that lets it start Actions even though it is engaged
    And "Squad" is engaged
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action because it is engaged

  # Bars added by rules, and their durations (18.2, 18.3 item 10)

  Scenario: A bar that lasts until the end of the phase refuses a start in that phase
    Given the Action "Dig In":
      | STARTS | your Movement phase |
    And "Squad" has an ability "Pinned" that forbids it to start Actions, until the end of the phase
    And it is player A's Movement phase
    And "Pinned" was applied to "Squad" this phase
    Then "Squad" cannot start the "Dig In" Action because "Pinned" forbids it

  Scenario: A bar that lasted until the end of the Movement phase is gone in the Shooting phase
    Given "Squad" has an ability "Pinned" that forbids it to start Actions, until the end of the phase
    And it is player A's Movement phase
    And "Pinned" was applied to "Squad" this phase
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: A bar added after the Action started does not stop the Action in progress
    Given player B has a rule "Suppress":
      | WHEN     | the end of the Shooting phase |
      | TARGET   | each enemy unit               |
      | EFFECT   | forbids it to start Actions   |
      | DURATION | until the end of the turn     |
    And a unit "Raiders" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  # Characteristic modifiers (02.02, 16.01 judged on the modified OC)

  Scenario: An OC of 0 raised by a rule to 1 no longer bars the start
    Given "Squad" has OC 0
    And "Squad" has an ability "Stubborn" that adds 1 to its OC
    And it is player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: An OC of 2 lowered by a rule to 0 bars the start
    Given a unit "Raiders" for player B
    And player B has a rule "Dread":
      | TARGET | each enemy unit         |
      | EFFECT | subtracts 2 from its OC |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action because its OC is 0 or -

  Scenario: An OC set to - by a rule bars the start, and the unit is not battle-shocked
    Given "Squad" has an ability "Drained" that sets its OC to -
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | its OC is 0 or - |
    And "Squad" is not battle-shocked

  # Counts as (18.2)

  Scenario: A unit that counts as having the keyword TITANIC may start while engaged
    Given "Squad" has an ability "Colossus" that makes it count as having the keyword TITANIC
    And "Squad" is engaged
    And it is player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: A unit that counts as having the keyword AIRCRAFT is refused as an AIRCRAFT unit
    Given "Squad" has an ability "Skyborne" that makes it count as having the keyword AIRCRAFT
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is an AIRCRAFT unit |

  Scenario: A unit that counts as not having the keyword INFANTRY is not one an INFANTRY Action allows
    Given the Action "Patrol":
      | UNITS | one INFANTRY unit |
    And "Squad" has an ability "Mounted" that makes it count as not having the keyword INFANTRY
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Patrol" Action, for exactly these reasons:
      | it is not a unit the Action allows |

  Scenario: A unit that counts as having made an advance move is refused for it
    Given "Squad" has an ability "Rushed" that makes it count as having made an advance move this turn
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action because it made an advance move this turn

  Scenario: A unit that counts as within the ruin is one the Action allows there
    Given the Action "Hold the Ruin":
      | UNITS | one unit that is within the ruin |
    And "Squad" has an ability "Infiltrated" that makes it count as within the ruin
    And it is player A's Shooting phase
    Then "Squad" can start the "Hold the Ruin" Action

  Scenario: Without the count-as rule the same unit is not within the ruin
    Given the Action "Hold the Ruin":
      | UNITS | one unit that is within the ruin |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Hold the Ruin" Action because it is not a unit the Action allows

  # OC modifiers and the objective an Action needs (14.02, §15)

  Scenario: An OC bonus for the whole turn wins the objective the Action needs
    Given the ruin is an objective
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And the Action "Hold the Ruin":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And "Squad" has an ability "Banner" that adds 2 to its OC, until the end of the turn
    And it is player A's Shooting phase in battle round 2
    And "Banner" was applied to "Squad" this turn
    When "Squad" starts the "Hold the Ruin" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Hold the Ruin" Action

  Scenario: An OC bonus that ends with the Shooting phase is gone when the turn ends
    Given the ruin is an objective
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And the Action "Hold the Ruin":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And "Squad" has an ability "Banner" that adds 2 to its OC, until the end of the phase
    And it is player A's Shooting phase in battle round 2
    And "Banner" was applied to "Squad" this phase
    When "Squad" starts the "Hold the Ruin" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Ruin" Action

  # Battle-shock by a rule during an Action (18.9)

  Scenario: A rule that makes the unit battle-shocked at the end of the Shooting phase ends its Action
    Given a mission rule "Terror":
      | WHEN   | the end of the Shooting phase |
      | EFFECT | makes it battle-shocked       |
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" is battle-shocked
    And "Squad" does not complete the "Sweep" Action
    And the effect of "Sweep" is not resolved

  Scenario: The same battle-shock does not end an Action the unit may perform while battle-shocked
    Given a mission rule "Terror":
      | WHEN   | the end of the Shooting phase |
      | EFFECT | makes it battle-shocked       |
    And "Squad" has an ability "Fanatic" that lets it perform Actions even though it is battle-shocked
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" is battle-shocked
    And "Squad" completes the "Sweep" Action

  Scenario: A rule that ends battle-shock at the start of the Shooting phase lets the unit start there
    Given player A has a rule "Rally":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | ends its battle-shock            |
    And "Squad" is battle-shocked
    And it is player A's Movement phase
    When the game advances to player A's Shooting phase
    Then "Squad" is not battle-shocked
    And "Squad" can start the "Sweep" Action

  Scenario: A unit that becomes battle-shocked after completing an immediate Action keeps its effect
    Given the Action "Flare":
      | COMPLETES | immediately |
      | EFFECT    | you gain 1 CP |
    And it is player A's Shooting phase
    When "Squad" starts the "Flare" Action
    And "Squad" becomes battle-shocked
    Then "Squad" completes the "Flare" Action
    And player A has 1 CP

  Scenario: A one-shot EFFECT of an Action that never completes gains nothing
    Given the Action "Signal":
      | EFFECT | you gain 1 CP |
    And it is player A's Shooting phase
    When "Squad" starts the "Signal" Action
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Signal" Action
    And player A has 0 CP

  # COMPLETES across battle rounds 1 to 5 (§3, 07, 08)

  Scenario: The start of your next Command phase never comes for an Action started in the last round
    Given the Action "Vigil":
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase in battle round 5
    When "Squad" starts the "Vigil" Action
    And battle round 5 is played
    Then "Squad" does not complete the "Vigil" Action
    And the battle ends after battle round 5

  Scenario: The start of your next Command phase in battle round 4 comes in battle round 5
    Given the Action "Vigil":
      | COMPLETES | the start of your next Command phase |
    And it is player A's Shooting phase in battle round 4
    When "Squad" starts the "Vigil" Action
    And the game advances to player A's Command phase
    Then "Squad" completes the "Vigil" Action
    And it is player A's Command phase in battle round 5

  Scenario: The end of your turn, started in the opponent's last turn of the battle, never comes
    Given a unit "Raiders" for player B
    And the Action "Ambush":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And "Squad" has an ability "Ever Ready" that lets it start Actions even though the Action does not start now
    And it is player B's Shooting phase in battle round 5
    When "Squad" starts the "Ambush" Action
    And battle round 5 is played
    Then "Squad" does not complete the "Ambush" Action

  Scenario: The end of your turn, started in the second player's own turn in battle round 5, completes
    Given the Action "Ambush":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And "Squad" belongs to player B
    And it is player B's Shooting phase in battle round 5
    When "Squad" starts the "Ambush" Action
    And battle round 5 is played
    Then "Squad" completes the "Ambush" Action

  Scenario: Without a lift of STARTS the same unit cannot start in the opponent's Shooting phase
    Given a unit "Raiders" for player B
    And the Action "Ambush":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And it is player B's Shooting phase in battle round 5
    Then "Squad" cannot start the "Ambush" Action, for exactly these reasons:
      | the Action does not start now |

  Scenario: The end of the battle round, started by the second player in battle round 1, completes then
    Given the Action "Watch":
      | COMPLETES | the end of the battle round |
    And "Squad" belongs to player B
    And it is player B's Shooting phase in battle round 1
    When "Squad" starts the "Watch" Action
    And the game advances to the end of the battle round
    Then "Squad" completes the "Watch" Action

  Scenario: The end of the battle round, started by the first player, is failed by a move in the opponent's turn
    Given the Action "Watch":
      | COMPLETES | the end of the battle round |
    And it is player A's Shooting phase in battle round 3
    When "Squad" starts the "Watch" Action
    And the game advances to player B's Movement phase
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Watch" Action

  Scenario: Once per battle used in battle round 1 is still used in battle round 5
    Given the Action "Relic":
      | USE LIMIT | once per battle |
    And a unit "Guard" for player A
    And it is player A's Shooting phase in battle round 1
    When "Squad" starts the "Relic" Action
    And the game advances to player A's Shooting phase
    And the game advances to player A's Shooting phase
    And the game advances to player A's Shooting phase
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 5
    And "Guard" cannot start the "Relic" Action, for exactly these reasons:
      | the Action's use limit is reached |

  Scenario: An Action completed in battle round 2 leaves the unit free to start it again in battle round 3
    Given the Action "Ambush":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn  |
    And "Squad" belongs to player B
    And it is player B's Shooting phase in battle round 2
    When "Squad" starts the "Ambush" Action
    And the game advances to player B's Shooting phase
    Then it is player B's Shooting phase in battle round 3
    And "Squad" completes the "Ambush" Action
    And "Squad" can start the "Ambush" Action

  # The Action's unit shooting, charging and counting as having moved (16.01 Completing an Action)

  Scenario: A lift of the Action's shooting lock lets the unit shoot, and shooting does not fail the Action
    Given "Squad" has an ability "Covering Fire" that lets it shoot even though it started an Action this turn
    And the Action "Survey":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of the turn |
    And it is player A's Movement phase
    When "Squad" starts the "Survey" Action
    And the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    When "Squad" shoots
    And the game advances to the end of the turn
    Then "Squad" completes the "Survey" Action

  Scenario: A lift of the Action's charge lock lets the unit charge, and its charge move fails the Action
    Given "Squad" has an ability "Headlong" that lets it declare a charge even though it started an Action this turn
    And a unit "Boyz" for player B
    And "Squad" is within 12" of an enemy unit
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    When "Squad" makes a charge move
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sweep" Action

  Scenario: Counting as having made a normal move is not making a move: the Action still completes
    Given a mission rule "Confusion":
      | WHEN     | the end of the Shooting phase                      |
      | EFFECT   | makes it count as having made a normal move this turn |
      | DURATION | until the end of the turn                          |
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  Scenario: A lift of starting while battle-shocked also keeps the unit performing when it becomes battle-shocked
    Given "Squad" has an ability "Zeal" that lets it start Actions even though it is battle-shocked
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is performing the "Sweep" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  Scenario: A lift of starting while battle-shocked that ended with the Shooting phase does not cover battle-shock in the Fight phase
    Given "Squad" has an ability "Zeal" that lets it start Actions even though it is battle-shocked, until the end of the phase
    And it is player A's Shooting phase
    And "Zeal" was applied to "Squad" this phase
    When "Squad" starts the "Sweep" Action
    And the game advances to player A's Fight phase
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sweep" Action

  # A count-as battle-shocked is read by 01.07 and 18.9 (18.3 item 6; interpretation 127)

  Scenario: A unit that comes to count as battle-shocked mid-Action does not complete it
    Given a mission rule "Terror":
      | WHEN     | the end of the Shooting phase    |
      | EFFECT   | makes it count as battle-shocked |
      | DURATION | until the end of the turn        |
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sweep" Action
    And the effect of "Sweep" is not resolved

  Scenario: Counting as battle-shocked does not end an Action the unit may perform while battle-shocked
    Given a mission rule "Terror":
      | WHEN     | the end of the Shooting phase    |
      | EFFECT   | makes it count as battle-shocked |
      | DURATION | until the end of the turn        |
    And "Squad" has an ability "Fanatic" that lets it perform Actions even though it is battle-shocked
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  Scenario: A battle-shocked unit that counts as not battle-shocked starts an Action and completes it
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Calm" that makes it count as not battle-shocked
    And it is player A's Shooting phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  Scenario: When counting as not battle-shocked ends with the phase, the still battle-shocked unit stops performing
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Calm" that makes it count as not battle-shocked, until the end of the phase
    And it is player A's Shooting phase
    And "Calm" was applied to "Squad" this phase
    When "Squad" starts the "Sweep" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Sweep" Action

  Scenario: A battle-shocked unit that counts as not battle-shocked is refused for nothing
    Given "Squad" is battle-shocked
    And "Squad" has an ability "Calm" that makes it count as not battle-shocked
    And it is player A's Shooting phase
    Then "Squad" can start the "Sweep" Action

  Scenario: A unit that counts as battle-shocked is refused for battle-shock and for its OC
    Given "Squad" has an ability "Fear" that makes it count as battle-shocked
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Sweep" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: An OC set to 0 after the start leaves the objective uncontrolled, so the Action does not complete
    Given the ruin is an objective
    And "Squad" is within the ruin
    And the Action "Hold the Ruin":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And a mission rule "Curse":
      | WHEN     | the end of the Shooting phase |
      | EFFECT   | sets its OC to 0              |
      | DURATION | until the end of the turn     |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Hold the Ruin" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Ruin" Action

  Scenario: Once per battle round: a start in the opponent's turn through a lift of STARTS uses the round's one
    Given the Action "Watch":
      | USE LIMIT | once per battle round |
    And a unit "Raiders" for player B
    And "Squad" has an ability "Ever Ready" that lets it start Actions even though the Action does not start now
    And it is player B's Shooting phase in battle round 2
    When "Squad" starts the "Watch" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Squad" can start the "Watch" Action

  Scenario: Once per battle round: the player's own turn after a start in the same round is refused
    Given the Action "Watch":
      | USE LIMIT | once per battle round |
    And a unit "Raiders" for player B
    And "Squad" has an ability "Ever Ready" that lets it start Actions even though the Action does not start now
    And player B takes the first turn
    And it is player B's Shooting phase in battle round 2
    When "Squad" starts the "Watch" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Squad" cannot start the "Watch" Action, for exactly these reasons:
      | the Action's use limit is reached |

  Scenario: A stated start by a unit that counts as battle-shocked is not performing
    Given "Squad" has an ability "Fear" that makes it count as battle-shocked
    And it is player A's Shooting phase
    And "Squad" started the "Sweep" Action this turn
    Then "Squad" is not performing the "Sweep" Action

  Scenario: A stated start by a battle-shocked unit that counts as not battle-shocked is performing, and completes
    Given "Squad" has an ability "Calm" that makes it count as not battle-shocked
    And "Squad" is battle-shocked
    And it is player A's Shooting phase
    And "Squad" started the "Sweep" Action this turn
    Then "Squad" is performing the "Sweep" Action
    When the game advances to the end of the turn
    Then "Squad" completes the "Sweep" Action

  Scenario: A unit that comes to count as not within the terrain objective does not control it when the turn ends
    Given the ruin is an objective
    And "Squad" is within the ruin
    And the Action "Hold the Ruin":
      | UNITS     | one unit that is within range of an objective                   |
      | COMPLETES | the end of your turn if that unit is controlling that objective |
    And a mission rule "Fog":
      | WHEN     | the end of the Shooting phase         |
      | EFFECT   | makes it count as not within the ruin |
      | DURATION | until the end of the turn             |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Hold the Ruin" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Hold the Ruin" Action

  # COMPLETES `if no enemy unit is within that terrain area` reads the counted fact (18.3 item 6)

  Scenario: An enemy unit in the wood that counts as not within it does not stop the Action completing
    Given a unit "Boyz" for player B
    And the wood is a terrain area
    And "Squad" is within the wood
    And "Boyz" is within the wood
    And the Action "Scout":
      | UNITS     | one unit that is within a terrain area                            |
      | COMPLETES | the end of your turn if no enemy unit is within that terrain area |
    And player B has a rule "Hidden" that makes it count as not within the wood
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Scout" Action on the wood
    And the game advances to the end of the turn
    Then "Squad" completes the "Scout" Action

  Scenario: An enemy unit outside the wood that counts as within it stops the Action completing
    Given a unit "Boyz" for player B
    And the wood is a terrain area
    And "Squad" is within the wood
    And the Action "Scout":
      | UNITS     | one unit that is within a terrain area                            |
      | COMPLETES | the end of your turn if no enemy unit is within that terrain area |
    And player B has a rule "Lurking" that makes it count as within the wood
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Scout" Action on the wood
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Scout" Action

  Scenario: With no rule, an enemy unit outside the wood leaves the Action to complete
    Given a unit "Boyz" for player B
    And the wood is a terrain area
    And "Squad" is within the wood
    And the Action "Scout":
      | UNITS     | one unit that is within a terrain area                            |
      | COMPLETES | the end of your turn if no enemy unit is within that terrain area |
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Scout" Action on the wood
    And the game advances to the end of the turn
    Then "Squad" completes the "Scout" Action
