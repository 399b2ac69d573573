Feature: 18.1-18.3 Rules that lift or add a bar on starting Actions
  An ability, a player's rule or a mission rule declared with an effect of the vocabulary
  changes what the core decides while it is in force: a lift removes the one refusal it names
  (18.3 item 1), an added bar is the reason "<rule>" forbids it (18.3 item 2).

  Background:
    Given the Action "Recover Relic":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And a unit "Intercessors"

  Scenario: 18.3 item 1: a lift of battle-shock lets a battle-shocked unit start an Action
    Given "Intercessors" is battle-shocked
    And "Intercessors" has an ability "Steadfast" that lets it start Actions even though it is battle-shocked
    Then "Intercessors" can start the "Recover Relic" Action
    And "Steadfast" is in force for "Intercessors"

  Scenario: 18.3 item 1: a lift lifts only the refusal it names
    Given "Intercessors" is battle-shocked
    And "Intercessors" is engaged
    And "Intercessors" has an ability "Steadfast" that lets it start Actions even though it is battle-shocked
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it is engaged |

  Scenario: 18.3 item 1: the lift does not give back an OC that was 0 before battle-shock
    Given "Intercessors" is battle-shocked
    And "Intercessors" has OC 0
    And "Intercessors" has an ability "Steadfast" that lets it start Actions even though it is battle-shocked
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: A rule of another unit lifts nothing for this one
    Given "Intercessors" is battle-shocked
    And a unit "Scouts"
    And "Scouts" has an ability "Steadfast" that lets it start Actions even though it is battle-shocked
    Then "Intercessors" cannot start the "Recover Relic" Action
    And "Steadfast" is not in force for "Intercessors"

  Scenario: 18.1: a rule while a condition holds is not in force once it does not
    Given "Intercessors" is battle-shocked
    And "Intercessors" has an ability "Last Stand":
      | CONDITION | it is engaged |
      | EFFECT    | lets it start Actions even though it is battle-shocked |
    Then "Intercessors" cannot start the "Recover Relic" Action
    And "Last Stand" is not in force for "Intercessors"

  Scenario: 18.3 item 2: a mission rule that forbids adds its own reason
    Given a mission rule "Dense Fog" that forbids it to start Actions
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | "Dense Fog" forbids it |

  Scenario: 18.3 item 2: a lift of a core reason never lifts a rule's bar
    Given a mission rule "Dense Fog" that forbids it to start Actions
    And "Intercessors" is battle-shocked
    And "Intercessors" has an ability "Steadfast" that lets it start Actions even though it is battle-shocked
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | "Dense Fog" forbids it |

  Scenario: 18.3 item 2: a lift that names the rule lifts its bar
    Given a mission rule "Dense Fog" that forbids it to start Actions
    And player A has a rule "Auspex Sweep" that lets it start Actions even though "Dense Fog" forbids it
    Then "Intercessors" can start the "Recover Relic" Action

  Scenario: A player's rule reaches each friendly unit, not the enemy's
    Given a unit "Boyz" for player B
    And "Boyz" is battle-shocked
    And "Intercessors" is battle-shocked
    And player A has a rule "Oath" that lets it start Actions even though it is battle-shocked
    Then "Intercessors" can start the "Recover Relic" Action
    And "Oath" is not in force for "Boyz"

  Scenario: 18.5: the rule that lifted the bar changed that verdict; another did not
    Given "Intercessors" is battle-shocked
    And "Intercessors" has an ability "Steadfast" that lets it start Actions even though it is battle-shocked
    And player A has a rule "Oath" that adds 1 to its OC
    Then "Intercessors" can start the "Recover Relic" Action
    And "Steadfast" changed that verdict
    And "Oath" did not change that verdict

  Scenario: 18.5: with no rule in force to change it, no rule changed the verdict
    Given "Intercessors" is engaged
    And player A has a rule "Oath" that adds 1 to its OC
    Then "Intercessors" cannot start the "Recover Relic" Action
    And no rule changed that verdict

  Scenario: 18.3 item 6: a unit that counts as not having advanced may start the Action
    Given "Intercessors" made an advance move this turn
    And "Intercessors" has an ability "Fleet" that makes it count as not having made an advance move this turn
    Then "Intercessors" can start the "Recover Relic" Action
    And "Intercessors" does not count as having made an advance move this turn

  Scenario: 18.2: a count-as move may be written "fall back" as a step writes it
    Given "Intercessors" made a fall-back move this turn
    And "Intercessors" has an ability "Steady" that makes it count as not having made a fall back move this turn
    Then "Intercessors" can start the "Recover Relic" Action
    And "Intercessors" does not count as having made a fall-back move this turn

  Scenario: 16.01: without it, the advance bars the Action
    Given "Intercessors" made an advance move this turn
    Then "Intercessors" cannot start the "Recover Relic" Action because it made an advance move this turn
    And "Intercessors" counts as having made an advance move this turn

  Scenario: 18.1: a rule until the end of your turn lasts through the turn, not into the next
    Given "Intercessors" is battle-shocked
    And "Intercessors" has an ability "Rally":
      | EFFECT   | lets it start Actions even though it is battle-shocked |
      | DURATION | until the end of your turn                             |
    Then "Rally" is in force for "Intercessors"
    When the game advances to the end of the turn
    Then "Rally" is in force for "Intercessors"
    When the game advances to player B's Command phase
    Then "Rally" is not in force for "Intercessors"
