Feature: 18.4: a detachment stratagem declared in a scenario, its effect modelled
  A stratagem declared with `Given the stratagem "<name>":` whose EFFECT row says sentences of
  the effect vocabulary is modelled: here a 1CP Movement phase stratagem that lets an INFANTRY
  unit start an Action this turn although it made an advance move (16.01, 09.06). The lift
  removes that one refusal; every other reason still weighs.

  Background:
    Given a unit "Squad"
    And "Squad" has the keyword INFANTRY
    And it is player A's Movement phase in battle round 2
    And the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And the stratagem "Onward Duty":
      | CP     | 1                                                                                              |
      | WHEN   | your Movement phase                                                                            |
      | TARGET | one friendly INFANTRY unit                                                                     |
      | EFFECT | until the end of the turn, lets it start Actions even though it made an advance move this turn |
    And player A has 1 CP

  Scenario: 18.4: the stratagem lets a unit that advanced start an Action this turn
    When "Squad" makes an advance move
    And player A uses the "Onward Duty" stratagem on "Squad"
    And the game advances to player A's Shooting phase
    Then "Squad" can start the "Plant Beacon" Action
    And player A has 0 CP

  Scenario: 16.01: without the stratagem the advance move bars the Action
    When "Squad" makes an advance move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Plant Beacon" Action because it made an advance move this turn

  Scenario: 18.3 item 1: the lift removes only the refusal it names
    Given "Squad" has OC 0
    When "Squad" makes an advance move
    And player A uses the "Onward Duty" stratagem on "Squad"
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | its OC is 0 or - |

  Scenario: 18.4: a stratagem with no target that secures an objective secures it for its user
    Given the ruin is an objective
    And the stratagem "Claim It":
      | CP     | 0                        |
      | TARGET | none                     |
      | EFFECT | secures the ruin for you |
    When player A uses the "Claim It" stratagem
    Then player A has secured the ruin
    And player B has not secured the ruin

  Scenario: 14.03, 18.4: a stratagem that secures what its target controls, used where it controls nothing
    Given the ruin is an objective
    And the stratagem "Hold It":
      | CP     | 0                                        |
      | TARGET | one friendly unit                        |
      | EFFECT | secures each objective it is controlling |
    When player A uses the "Hold It" stratagem on "Squad"
    Then player A has not secured the ruin
