Feature: 11.02, 15.01, 15.11, 16.01 Lifts, forbids and durations meet the older bars
  A lift removes exactly the refusal it names while it is in force; every other reason still
  weighs (contract 18.3 item 1). A forbid adds its own reason. A triggered rule that states no
  duration lasts to the end of the phase it resolved in (18.3 item 10).

  Scenario: 11.02, 16.01: a lift of the advance bar to charge leaves the Action bar standing
    Given a unit "Squad"
    And a unit "Foe" for player B
    And "Squad" has an ability "Assault" that lets it declare a charge even though it made an advance move this turn
    And "Squad" made an advance move this turn
    And it is player A's Charge phase in battle round 2
    And "Squad" started the "Hold" Action this turn
    And the Action "Hold":
      | STARTS    | your Movement phase |
      | COMPLETES | the end of the turn |
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it started an Action this turn |

  Scenario: 16.01: a forbid on starting Actions is its own reason beside battle-shock
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" has an ability "Dazed" that forbids it to start Actions
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Hold" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or - |
      | "Dazed" forbids it |

  Scenario: 15.11: Heroic Intervention declares a charge, so a unit that advanced this turn cannot be its target
    Given a unit "Squad" for player B
    And a unit "Foe"
    And "Squad" made an advance move this turn
    And player B has 2 CP
    And it is player A's Charge phase in battle round 2
    When the game advances to the end of player A's Charge phase
    Then player B cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 15.01: a cost reduction triggered at the start of a phase lasts to its end
    Given a unit "Squad"
    And player A has a rule "Cheap":
      | WHEN   | the start of your Shooting phase |
      | EFFECT | reduces the CP cost of your stratagems by 1 |
    And player A has 0 CP
    And the stratagem "Push":
      | CP   | 1 |
      | WHEN | your Shooting phase |
    And it is player A's Movement phase in battle round 2
    When the game advances to player A's Shooting phase
    Then player A can use the "Push" stratagem on "Squad"
    When the game advances to player A's Charge phase
    Then the CP cost of the "Push" stratagem for player A is 1
