Feature: Held-out fidelity pass (fidmoves4): moves in the Movement phase and the bars they leave
  Distances are stated, never measured. Each verdict was decided from 09.04-09.07, 10.02, 11.02,
  16.01, 21.02, 23.02 and 18.3 before the scenario was run.

  Background:
    Given a unit "Squad"

  Scenario: 09.05: a normal move leaves the unit free to shoot and to declare a charge
    Given it is player A's Shooting phase
    And "Squad" made a normal move this turn
    Then "Squad" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario Outline: 09.06 and 09.07: the <move> bar on Actions ends with the turn it was made in
    Given the Action "Recover Relic":
      | STARTS | the Shooting phase |
    And it is player A's Shooting phase
    And "Squad" made <an> <move> move this turn
    Then "Squad" cannot start the "Recover Relic" Action, for exactly these reasons:
      | it made <an> <move> move this turn |
    When the game advances to player B's Shooting phase
    Then "Squad" can start the "Recover Relic" Action

    Examples:
      | an | move      |
      | an | advance   |
      | a  | fall-back |

  Scenario: 09.07: one fall-back move bars shooting, the charge and Actions, each for that reason alone
    Given the Action "Plant Beacon":
      | STARTS | your Charge phase |
    And it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | it made a fall-back move this turn |
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a fall-back move this turn |
    And "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: 09.07 and 11.02: a unit that fell back and is far from every enemy is barred twice
    Given it is player A's Charge phase
    And "Squad" made a fall-back move this turn
    And "Squad" is not within 12" of any enemy unit
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a fall-back move this turn  |
      | it is not within 12" of any enemy unit |

  Scenario: 09.04: an engaged unit that remains stationary stays engaged, may shoot, may not charge, and fights
    Given it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" remains stationary
    Then "Squad" is engaged
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged |
    When the game advances to player A's Fight phase
    Then "Squad" is eligible to fight
    And "Squad" can make a pile-in move

  Scenario: 09.07 and 12.04: falling back out of a combat means the unit does not fight this turn
    Given it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged
    When the game advances to player A's Fight phase
    Then "Squad" is not eligible to fight because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And "Squad" cannot make a pile-in move because it is not engaged

  Scenario: 09.07 and 12.04: a unit that fell back and was engaged again in the Charge phase fights
    Given it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    And the game advances to player A's Charge phase
    And "Squad" becomes engaged
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is engaged                      |
      | it made a fall-back move this turn |
    When the game advances to player A's Fight phase
    Then "Squad" is eligible to fight
    And "Squad" can make a normal fight
    And "Squad" can make a pile-in move

  Scenario: 09.07 and 01.07: a Desperate Escape that fails its battle-shock roll adds the battle-shock bars on Actions, not on the charge
    Given the Action "Plant Beacon":
      | STARTS | your Charge phase |
    And it is player A's Movement phase
    And "Squad" is engaged
    And the battle-shock roll for "Squad" will be 3
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" is battle-shocked
    And "Squad" makes 1 battle-shock roll
    When the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a fall-back move this turn |
    And "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it is battle-shocked               |
      | its OC is 0 or -                   |
      | it made a fall-back move this turn |

  Scenario: 09.07: the last model of a battle-shocked unit falls back by Desperate Escape without a battle-shock roll
    Given "Squad" has 1 model left
    And "Squad" is battle-shocked
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged
    And "Squad" is battle-shocked
    And "Squad" makes 0 battle-shock rolls
    And "Squad" is below half-strength

  Scenario: 09.07 and 18.3 item 4: passing Desperate Escape tests automatically does not spare the battle-shock roll
    Given "Squad" is engaged
    And "Squad" has an ability "Slippery" that makes it pass Desperate Escape tests automatically
    And the battle-shock roll for "Squad" will be 2
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" is not below starting strength

  Scenario: 09.05 and 16.01: an engaged TITANIC unit cannot make a normal move but may fall back or start an Action
    Given the Action "Plant Beacon":
      | STARTS | your Movement phase |
    And it is player A's Movement phase
    And "Squad" has the keyword TITANIC
    And "Squad" is engaged
    Then "Squad" cannot make a normal move, for exactly these reasons:
      | it is engaged |
    And "Squad" cannot make an advance move because it is engaged
    And "Squad" can make a fall-back move
    And "Squad" can start the "Plant Beacon" Action

  Scenario: 16.01: the TITANIC exception is for being engaged only, not for having fallen back
    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" has the keyword TITANIC
    And "Squad" made a fall-back move this turn
    Then "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it made a fall-back move this turn |

  Scenario: 21.03: being able to FLY does not let an engaged unit make a normal or an advance move
    Given "Squad" has the keyword FLY
    And "Squad" is engaged
    Then "Squad" cannot make a normal move, for exactly these reasons:
      | it is engaged |
    And "Squad" cannot make an advance move, for exactly these reasons:
      | it is engaged |
    And "Squad" can make a fall-back move

  Scenario: 23.02: engaged only with AIRCRAFT units, a unit is still engaged for a fall-back, a surge and an Action
    Given the Action "Plant Beacon":
      | STARTS | the Shooting phase |
    And it is player B's Shooting phase
    And "Squad" is engaged only with AIRCRAFT units
    Then "Squad" is engaged
    And "Squad" can make a fall-back move
    And "Squad" can make an advance move
    And "Squad" cannot make a surge move, for exactly these reasons:
      | it is engaged |
    And "Squad" cannot start the "Plant Beacon" Action, for exactly these reasons:
      | it is engaged |

  Scenario: 18.3 item 1: a lift of the fall-back bar on charging leaves its bars on shooting and Actions
    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    And "Squad" has an ability "Hit and Run" that lets it declare a charge even though it made a fall-back move this turn
    Then "Squad" is not eligible to shoot, for exactly these reasons:
      | it made a fall-back move this turn |
    And "Squad" cannot start the "Plant Beacon" Action because it made a fall-back move this turn
    When the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: 18.3 item 6: counting as not having advanced lifts both of the advance bars
    Given the Action "Plant Beacon":
      | STARTS | your Charge phase |
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Fleet of Foot" that makes it count as not having made an advance move this turn
    Then "Squad" is eligible to declare a charge
    And "Squad" can start the "Plant Beacon" Action

  Scenario: 18.3 item 1: lifting the advance bar for Actions does not lift it for the charge
    Given the Action "Plant Beacon":
      | STARTS | your Charge phase |
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And player A has a rule "Swift Sappers" that lets it start Actions even though it made an advance move this turn
    Then "Squad" can start the "Plant Beacon" Action
    And "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 18.2: a rule that forbids one move type bars that move type
    Given it is player A's Movement phase
    And a mission rule "Quagmire" that forbids it to make an advance move
    Then "Squad" cannot make an advance move, for exactly these reasons:
      | "Quagmire" forbids it |

  Scenario: 18.2: a rule that forbids advancing leaves the normal move open
    Given it is player A's Movement phase
    And a mission rule "Quagmire" that forbids it to make an advance move
    Then "Squad" can make a normal move

  Scenario: 18.2: a lift of the engagement bar on a normal move lets it make one, ending unengaged
    Given it is player A's Movement phase
    And "Squad" is engaged
    And "Squad" has an ability "Disengage" that lets it make a normal move even though it is engaged
    Then "Squad" can make a normal move
    When "Squad" makes a normal move
    Then "Squad" is not engaged
    When the game advances to player A's Shooting phase
    Then "Squad" is eligible to shoot

  Scenario: 18.2: a lift of the engagement bar on a normal move does not reach the advance move
    Given it is player A's Movement phase
    And "Squad" is engaged
    And "Squad" has an ability "Disengage" that lets it make a normal move even though it is engaged
    Then "Squad" cannot make an advance move, for exactly these reasons:
      | it is engaged |

  Scenario: 18.2 and 18.4: a stratagem's lift of one move type's bar reaches that move type only
    Given a unit "Raiders" for player B
    And player A has 1 CP
    And the stratagem "Break Contact":
      | WHEN   | your Movement phase                                     |
      | EFFECT | lets it make an advance move even though it is engaged |
    And it is player A's Movement phase in battle round 2
    And "Squad" is engaged
    When player A uses the "Break Contact" stratagem on "Squad"
    Then "Squad" can make an advance move
    And "Squad" cannot make a normal move, for exactly these reasons:
      | it is engaged |

  Scenario: 18.2 and 18.4: a stratagem that forbids one move type leaves the others open
    Given a unit "Raiders" for player B
    And player B has 1 CP
    And the stratagem "Tangle Foot":
      | WHEN   | your opponent's Movement phase   |
      | TARGET | one enemy unit                   |
      | EFFECT | forbids it to make a normal move |
    And it is player A's Movement phase in battle round 2
    When player B uses the "Tangle Foot" stratagem on "Squad"
    Then "Squad" cannot make a normal move, for exactly these reasons:
      | "Tangle Foot" forbids it |
    And "Squad" can make an advance move

  Scenario: 09.06 and 12.03: an advance move does not stop the unit fighting once engaged
    Given it is player A's Fight phase
    And "Squad" made an advance move this turn
    And "Squad" is engaged
    Then "Squad" can make a pile-in move
    And "Squad" is eligible to fight

  Scenario: 09.07: a destroyed unit can make no fall-back move
    Given "Squad" is engaged
    When "Squad" is destroyed
    Then "Squad" cannot make a fall-back move because it is not engaged
    And "Squad" cannot make a normal move because it is not on the battlefield

  Scenario: 09.06 and 16.01: in an area that qualifies, the advance is still the one bar to the Action
    Given the Action "Raise Banner":
      | STARTS | your Shooting phase                                          |
      | UNITS  | any unit that is within a ruin that is not within your deployment zone |
    And it is player A's Shooting phase
    And "Squad" is within a ruin
    And the ruin is not within player A's deployment zone
    And "Squad" made an advance move this turn
    Then "Squad" cannot start the "Raise Banner" Action, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 09.07 and 18.3 item 6: a battle-shocked unit that counts as not battle-shocked may fall back by Ordered Retreat
    Given "Squad" is battle-shocked
    And "Squad" is engaged
    And "Squad" has an ability "Iron Discipline" that makes it count as not battle-shocked
    And the hazard rolls for "Squad" will be 1, 1, 1, 1, 1
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is not engaged
    And "Squad" is not below starting strength

  Scenario: 09.07: without the rule, the battle-shocked unit must use Desperate Escape and takes its hazard rolls
    Given "Squad" is battle-shocked
    And "Squad" is engaged
    And the hazard rolls for "Squad" will be 1, 1, 1, 1, 1
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is below starting strength

  Scenario: 09.07 and 18.3 item 6: counted as not battle-shocked, a Desperate Escape by choice demands the battle-shock roll
    Given "Squad" is battle-shocked
    And "Squad" is engaged
    And "Squad" has an ability "Iron Discipline" that makes it count as not battle-shocked
    And the battle-shock roll for "Squad" will be 9
    When "Squad" makes a fall-back move using Desperate Escape
    Then "Squad" makes 1 battle-shock roll

  Scenario: 09.07 and 18.3 item 6: a unit that counts as battle-shocked must use Desperate Escape, and makes no battle-shock roll for it
    Given "Squad" is engaged
    And "Squad" has an ability "Dread Aura" that makes it count as battle-shocked
    And the hazard rolls for "Squad" will be 1, 2, 6, 6, 6
    When "Squad" makes a fall-back move
    Then "Squad" makes 0 battle-shock rolls
    And "Squad" is not engaged
    And "Squad" is below starting strength
