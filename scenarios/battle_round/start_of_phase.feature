Feature: The start of a phase lasts until something is done in it
  A rule for "the start of" a phase (an Action's STARTS, a stratagem's WHEN such as
  Smokescreen's, 15.10) can be used while that phase has just begun. Once anything is done in
  the phase (a unit shoots, moves, declares a charge, starts an Action during the phase, ...),
  its start is over.

  Background:
    Given a unit "Smoke" for player B
    And "Smoke" has the keyword SMOKE
    And a unit "Gunners"
    And player B has 2 CP
    And it is player A's Shooting phase

  Scenario: 15.10: Smokescreen can be used at the start of the opponent's Shooting phase
    Then player B can use the "Smokescreen" stratagem on "Smoke"

  Scenario: 15.10: once an enemy unit has shot, it is no longer the start of the Shooting phase
    When "Gunners" shoots
    Then player B cannot use the "Smokescreen" stratagem on "Smoke" because the stratagem cannot be used now

  Scenario: 15.10: a refused Smokescreen after shooting spends nothing
    When "Gunners" shoots
    And player B uses the "Smokescreen" stratagem on "Smoke"
    Then player B did not use the "Smokescreen" stratagem
    And player B has 2 CP

  Scenario: 16.00: an Action that starts at the start of the phase cannot start once a unit has moved
    Given it is player A's Movement phase
    And the Action "Dawn":
      | STARTS | the start of your Movement phase |
    And a unit "Runners"
    When "Runners" makes a normal move
    Then "Gunners" cannot start the "Dawn" Action because the Action does not start now

  Scenario: 16.00: an Action that starts at the start of the phase can start before anything is done
    Given it is player A's Movement phase
    And the Action "Dawn":
      | STARTS | the start of your Movement phase |
    Then "Gunners" can start the "Dawn" Action

  Scenario: 16.00: starting one start-of-phase Action leaves the phase at its start
    Given it is player A's Movement phase
    And the Action "Dawn":
      | STARTS | the start of your Movement phase |
    And a unit "Runners"
    When "Runners" starts the "Dawn" Action
    Then "Gunners" can start the "Dawn" Action

  Scenario: 15.10: after a shot, Smokescreen is refused for exactly its timing
    When "Gunners" shoots
    Then player B cannot use the "Smokescreen" stratagem on "Smoke", for exactly these reasons:
      | the stratagem cannot be used now |
