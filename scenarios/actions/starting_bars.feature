Feature: 16.01 Which units may start an Action
  Seven conditions keep a unit from starting an Action. Each scenario below shows one
  condition biting, and a neighbouring case where it does not. The Action here has the
  default rows, so it can be started at any point of its owner's Shooting phase.

  Background:
    Given the Action "Recover Relic":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And a unit "Intercessors"

  Scenario: 16.01: a unit that nothing holds back can start the Action
    Given "Intercessors" is on the battlefield
    And "Intercessors" is not battle-shocked
    And "Intercessors" is not engaged
    And "Intercessors" made no move this turn
    And "Intercessors" has started no Action this turn
    Then "Intercessors" can start the "Recover Relic" Action

  Scenario: 16.01: a unit off the battlefield cannot start the Action
    Given "Intercessors" is off the battlefield
    Then "Intercessors" cannot start the "Recover Relic" Action because it is not on the battlefield

  Scenario Outline: 16.01: AIRCRAFT and FORTIFICATION units are barred by keyword
    Given "Intercessors" does not have the keyword INFANTRY
    And "Intercessors" has the keyword <keyword>
    Then "Intercessors" cannot start the "Recover Relic" Action because <reason>

    Examples:
      | keyword       | reason                       |
      | AIRCRAFT      | it is an AIRCRAFT unit       |
      | FORTIFICATION | it is a FORTIFICATION unit   |

  Scenario: 16.01: a flying transport that is not an AIRCRAFT is not barred by keyword
    Given "Intercessors" does not have the keyword INFANTRY
    And "Intercessors" has the keywords VEHICLE, FLY and TRANSPORT
    Then "Intercessors" can start the "Recover Relic" Action
    And "Intercessors" is not refused the "Recover Relic" Action because it is an AIRCRAFT unit
    And "Intercessors" is not refused the "Recover Relic" Action because it is a FORTIFICATION unit

  Scenario: 16.01 and 01.07: a battle-shocked unit is refused twice over, its OC being '-'
    Given "Intercessors" is battle-shocked
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario Outline: 16.01: a unit whose OC is 0 or '-' cannot start the Action
    Given "Intercessors" has OC <OC>
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | its OC is 0 or - |

    Examples:
      | OC |
      | 0  |
      | -  |

  Scenario: 16.01: an OC of 1 is enough to start the Action
    Given "Intercessors" has OC 1
    Then "Intercessors" can start the "Recover Relic" Action
    And "Intercessors" is not refused the "Recover Relic" Action because its OC is 0 or -

  Scenario: 16.01: an engaged unit cannot start the Action
    Given "Intercessors" is engaged
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it is engaged |

  Scenario: 16.01: an engaged TITANIC unit can still start the Action
    Given the units:
      | unit           | keywords                 | OC |
      | Knight Paladin | VEHICLE, WALKER, TITANIC | 10 |
    And "Knight Paladin" is engaged
    Then "Knight Paladin" can start the "Recover Relic" Action

  Scenario: 16.01: the TITANIC exception covers engagement only, not battle-shock
    Given a unit "Knight Warden"
    And "Knight Warden" has the keyword TITANIC
    And "Knight Warden" is engaged
    And "Knight Warden" is battle-shocked
    Then "Knight Warden" cannot start the "Recover Relic" Action because it is battle-shocked
    And "Knight Warden" is not refused the "Recover Relic" Action because it is engaged

  Scenario: 16.01 and 09.06: a unit that advanced this turn cannot start the Action
    Given "Intercessors" made an advance move this turn
    Then "Intercessors" cannot start the "Recover Relic" Action because it made an advance move this turn

  Scenario: 16.01 and 09.07: a unit that fell back this turn cannot start the Action
    Given "Intercessors" made a fall-back move this turn
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: 16.01: a plain normal move this turn does not stop the Action
    Given "Intercessors" made a normal move this turn
    Then "Intercessors" can start the "Recover Relic" Action
    And "Intercessors" is not refused the "Recover Relic" Action because it made an advance move this turn
    And "Intercessors" is not refused the "Recover Relic" Action because it made a fall-back move this turn

  Scenario: 16.01: a unit that already began another Action this turn is refused
    Given the Action "Raise Banner":
      | STARTS | your Shooting phase |
    And "Intercessors" started the "Raise Banner" Action this turn
    Then "Intercessors" cannot start the "Recover Relic" Action because it started another action this turn

  Scenario: 16.01: starting the same Action a second time in one turn counts as another Action
    When "Intercessors" starts the "Recover Relic" Action
    And "Intercessors" starts the "Recover Relic" Action
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it started another action this turn |

  Scenario: 16.01: an Action begun in an earlier turn does not count against this turn
    Given the Action "Raise Banner":
      | STARTS    | your Shooting phase   |
      | COMPLETES | the end of the phase  |
    When "Intercessors" starts the "Raise Banner" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Intercessors" can start the "Recover Relic" Action
    And "Intercessors" is not refused the "Recover Relic" Action because it started another action this turn

  Scenario: 16.01: several bars at once are all reported
    Given "Intercessors" has the keyword AIRCRAFT
    And "Intercessors" has OC 0
    And "Intercessors" made a fall-back move this turn
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it is an AIRCRAFT unit             |
      | its OC is 0 or -                   |
      | it made a fall-back move this turn |

  Scenario: 16.01: a refused attempt is recorded and costs the unit nothing
    Given "Intercessors" has OC 0
    When "Intercessors" starts the "Recover Relic" Action
    Then "Intercessors" cannot start the "Recover Relic" Action because its OC is 0 or -
    And "Intercessors" is eligible to shoot
    And "Intercessors" is eligible to declare a charge

  Scenario: 16.01: a unit that left the battlefield is refused for that alone, no longer engaged
    Given "Intercessors" is engaged
    When "Intercessors" leaves the battlefield
    Then "Intercessors" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it is not on the battlefield |
