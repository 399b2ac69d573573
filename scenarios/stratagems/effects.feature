Feature: 18.4: a declared stratagem's EFFECT row in the words of 18.2 is modelled
  The EFFECT row of a declared stratagem may be effect sentences: a lift of a bar, an added bar,
  Fights First, a CP cost change, a 15.01 limit lifted, CP gained. Stated without a duration, an
  effect lasts until the end of the phase it was used in (18.3 item 10). Text outside the
  vocabulary stays traced only, as before.

  Background:
    Given a unit "Squad"
    And a unit "Raiders" for player B
    And "Squad" is within 12" of an enemy unit
    And player A has 3 CP

  Scenario: 18.2: a stratagem lifts a bar on its target until the end of the turn
    Given the stratagem "Unstoppable Advance":
      | WHEN   | your Movement phase                                                                                      |
      | EFFECT | until the end of the turn, lets it declare a charge even though it made an advance move this turn |
    And it is player A's Movement phase in battle round 2
    And "Squad" made an advance move this turn
    When player A uses the "Unstoppable Advance" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And the effect of the "Unstoppable Advance" stratagem is resolved

  Scenario: 18.3 item 10: stated without a duration, the lift ends with the phase
    Given the stratagem "Brief Advance":
      | WHEN   | your Movement phase                                                   |
      | EFFECT | lets it declare a charge even though it made an advance move this turn |
    And it is player A's Movement phase in battle round 2
    And "Squad" made an advance move this turn
    When player A uses the "Brief Advance" stratagem on "Squad"
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made an advance move this turn

  Scenario: 18.2: a stratagem used on an enemy unit forbids it to shoot
    Given the stratagem "Suppression":
      | TARGET | one enemy unit                                    |
      | EFFECT | until the end of the turn, forbids it to shoot   |
    And it is player A's Movement phase in battle round 2
    When player A uses the "Suppression" stratagem on "Raiders"
    Then "Raiders" is not eligible to shoot
    And "Squad" is eligible to shoot

  Scenario: 18.4: a use stated this phase puts its Fights First in force
    Given the stratagem "Rapid Riposte":
      | WHEN   | your opponent's Fight phase |
      | EFFECT | gives it Fights First       |
    And it is player B's Fight phase in battle round 2
    And player A used the "Rapid Riposte" stratagem on "Squad" this phase
    Then "Squad" has Fights First
    And "Raiders" does not have Fights First

  Scenario: 18.4: text outside the vocabulary stays traced only
    Given the stratagem "Old Text":
      | EFFECT | Until the attacking unit has finished making its attacks, improve the save |
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Old Text" stratagem on "Squad"
    Then player A used the "Old Text" stratagem
    And the effect of the "Old Text" stratagem is traced only

  Scenario: 18.4: an effect in the vocabulary resolves when the stratagem is used
    Given the stratagem "Supply Drop":
      | TARGET | none          |
      | EFFECT | you gain 1 CP |
    And it is player A's Shooting phase in battle round 2
    Then the effect of the "Supply Drop" stratagem is not resolved
    When player A uses the "Supply Drop" stratagem
    Then the effect of the "Supply Drop" stratagem is resolved
    And player A has 3 CP
    And player A gained 1 CP from rules
