Feature: 12.01-12.09 The steps of the Fight phase on the clock
  A Fight phase has five steps: Start of Fight Phase (12.01), Pile In (12.02), Fight (12.04),
  Consolidate (12.07) and End of Fight Phase (12.09). `Given it is player A's Fight phase`
  stands at its start; a scenario can stand in any of the other steps.

  Background:
    Given a unit "Squad"

  Scenario: 12.02: in the Pile In step it is still player A's Fight phase
    Given it is the Pile In step of player A's Fight phase
    Then it is player A's Fight phase in battle round 1

  Scenario: 12.07: in the Consolidate step, a unit engaged at the start of the Fight step may consolidate
    Given it is the Consolidate step of player B's Fight phase
    And it is battle round 2
    And "Squad" was engaged at the start of the Fight step
    Then it is player B's Fight phase in battle round 2
    And "Squad" can make a consolidation move

  Scenario: 12.08: in the Consolidate step, a unit never engaged this phase may not consolidate
    Given it is the Consolidate step of player A's Fight phase
    Then "Squad" cannot make a consolidation move because it is not eligible to fight

  Scenario: 12.09: a rule triggered at the end of the Fight phase resolves after its steps
    Given player A has a rule "Afterwards" that triggers at the end of your Fight phase
    And it is the Fight step of player A's Fight phase
    When the game advances to the end of the phase
    Then "Afterwards" triggers 1 time
