Feature: Held-out questions on the order of fighting: Fights First on both sides, events between fights and stratagem limits
  A tournament organiser's questions on the order of fighting (contract 20.1) where both players
  have Fights First units from rules, charges or Heroic Intervention, where a unit is destroyed
  between its selection and its attacks, where the game advances past a step that has not ended,
  and where 15.01's limits meet Epic Challenge and Counteroffensive. Each answer is read from
  11.04, 12.04, 12.08, 15.01, 15.03, 15.11, 15.12, 24.13 and the Rules Appendix.

  Scenario: 12.04 and 18.1: both players have Fights First units from rules: they alternate, then the other player starts the remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | keywords |
      | Vanguard | A      | yes     | INFANTRY |
      | Wardens  | A      | yes     | INFANTRY |
      | Boyz     | B      | yes     | INFANTRY |
      | Grots    | B      | yes     | MOUNTED  |
    And player A has a rule "Shock Drills":
      | TARGET | each friendly unit    |
      | EFFECT | gives it Fights First |
    And player B has a rule "Ambush Doctrine":
      | TARGET    | each friendly INFANTRY unit |
      | CONDITION | it is your opponent's turn  |
      | EFFECT    | gives it Fights First       |
    Then "Boyz" has Fights First
    And "Grots" does not have Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When "Vanguard" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When "Wardens" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Grots" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Vanguard |
      | Boyz     |
      | Wardens  |
      | Grots    |

  Scenario: 18.1 CONDITION: the same rules in player B's turn: only player A's units have Fights First
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | keywords |
      | Vanguard | A      | yes     | INFANTRY |
      | Boyz     | B      | yes     | INFANTRY |
    And player A has a rule "Shock Drills":
      | TARGET | each friendly unit    |
      | EFFECT | gives it Fights First |
    And player B has a rule "Ambush Doctrine":
      | TARGET    | each friendly INFANTRY unit |
      | CONDITION | it is your opponent's turn  |
      | EFFECT    | gives it Fights First       |
    Then "Boyz" does not have Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 11.04 and 15.11: a charger and a Heroic Intervention: the player whose turn it is selects first among the Fights First units
    Given player A has 1 CP
    And a unit "Wardens" for player A
    And a unit "Raiders" for player B
    And it is player B's Charge phase in battle round 2
    And "Wardens" is not engaged
    And "Raiders" made a charge move this turn
    When the game advances to the end of player B's Charge phase
    And player A uses the "Heroic Intervention" stratagem on "Wardens"
    And the game advances to the Fight step of player B's Fight phase
    Then "Wardens" has Fights First
    And "Raiders" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And "Wardens" cannot be selected to fight next because player B selects the next unit to fight
    When "Raiders" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04: the fighting unit destroyed before its attacks are resolved: its opponent still selects next
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Wardens  | A      | yes     |
      | Boyz     | B      | yes     |
    When "Vanguard" is selected to fight
    And "Vanguard" is destroyed
    And "Vanguard" resolves its attacks
    Then player B selects the next unit to fight
    And "Vanguard" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight          |
      | it is not on the battlefield                     |
      | it has already been selected to fight this phase |

  Scenario: Rules Appendix, Destroyed: one of the opponent's two units destroyed in a fight: the opponent selects the other
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Wardens  | A      | yes     |
      | Boyz     | B      | yes     |
      | Grots    | B      | yes     |
    When "Vanguard" is selected to fight
    And "Boyz" is destroyed
    And "Vanguard" resolves its attacks
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |
    And "Boyz" cannot be selected to fight next because it is not on the battlefield

  Scenario: Rules Appendix, Destroyed: a unit with its last model but one left after the fight is still selected
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Boyz     | B      | yes     |
    When "Vanguard" is selected to fight
    And "Boyz" has 1 model left
    And "Vanguard" resolves its attacks
    Then player B selects the next unit to fight
    And "Boyz" can be selected to fight next
    And "Boyz" has 1 model left

  Scenario: Rules Appendix, Destroyed: a fight stated to leave the unit 0 models destroys it: it is not on the battlefield
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Wardens  | A      | yes     |
      | Boyz     | B      | yes     |
    When "Vanguard" is selected to fight
    And "Boyz" has 0 models left
    And "Vanguard" resolves its attacks
    Then "Boyz" cannot be selected to fight next because it is not on the battlefield
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 20.1 advancing: owed 12.08 selections are made first when the game leaves the Consolidate step
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Lurkers" for player B
    And "Vanguard" has been selected to fight this phase
    When "Vanguard" makes a consolidation move that ends engaged with "Lurkers"
    And the game advances to the end of the phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Lurkers  |

  Scenario: 20.1 advancing: Fights First units of both players, then the remaining combats, in the one order 12.04 allows
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Vanguard | A      | yes     | yes                | no           |
      | Wardens  | A      | yes     | no                 | no           |
      | Boyz     | B      | yes     | no                 | yes          |
      | Grots    | B      | yes     | no                 | no           |
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Boyz     |
      | Wardens  |
      | Grots    |

  Scenario: 15.01 and 15.03: Epic Challenge used in the Fight step cannot be used again in the same phase's Consolidate step
    Given player B has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | keywords  |
      | Vanguard | A      | yes     | INFANTRY  |
      | Nobz     | B      | yes     | CHARACTER |
      | Warboss  | B      | no      | CHARACTER |
    When "Vanguard" fights
    And "Nobz" is selected to fight
    And player B uses the "Epic Challenge" stratagem on "Nobz"
    And "Nobz" resolves its attacks
    And the game advances to the Consolidate step of player A's Fight phase
    And "Vanguard" makes a consolidation move that ends engaged with "Warboss"
    And "Warboss" is selected to fight
    Then player B cannot use the "Epic Challenge" stratagem on "Warboss" because it was already used this phase

  Scenario: 15.01 and 15.03: Epic Challenge not used earlier in the phase can be used on the unit selected in the Consolidate step
    Given player B has 3 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | keywords  |
      | Vanguard | A      | yes     | INFANTRY  |
      | Nobz     | B      | yes     | CHARACTER |
      | Warboss  | B      | no      | CHARACTER |
    When "Vanguard" fights
    And "Nobz" fights
    And the game advances to the Consolidate step of player A's Fight phase
    And "Vanguard" makes a consolidation move that ends engaged with "Warboss"
    And "Warboss" is selected to fight
    Then player B can use the "Epic Challenge" stratagem on "Warboss"

  Scenario: 15.01, 15.12 and 15.03: the countering CHARACTER unit was targeted by a stratagem this phase, so Epic Challenge cannot target it
    Given player B has 4 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | keywords  |
      | Vanguard | A      | yes     | INFANTRY  |
      | Wardens  | A      | yes     | INFANTRY  |
      | Warboss  | B      | yes     | CHARACTER |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Warboss"
    And "Warboss" is selected to fight
    Then player B cannot use the "Epic Challenge" stratagem on "Warboss" because the unit was already targeted by a stratagem this phase

  Scenario: 15.12 and 12.04: Counteroffensive in the opponent's Fights First combats the selection that had passed to the turn player comes back to the countering unit
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | yes                |
      | Wardens  | A      | yes     | yes                |
      | Boyz     | B      | yes     | no                 |
    When "Vanguard" fights
    Then player A selects the next unit to fight
    And "Boyz" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |
    When player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Boyz" has Fights First
    And "Boyz" must be the next unit player B selects to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04, first battle round: the player going second charged; their unit opens the Fights First combats of their turn
    Given it is the Fight step of player B's Fight phase in battle round 1
    And the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | no                 |
      | Boyz  | B      | yes     | yes                |
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    When "Boyz" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    When "Squad" fights
    Then the Fight step has ended

  Scenario: Rules Appendix FAQ, does not apply: a unit engaged and then unengaged during the step that made a charge move stays eligible
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | made a charge move | Fights First |
      | Squad | A      | no      | yes                | no           |
      | Boyz  | B      | yes     | no                 | yes          |
      | Grots | A      | yes     | no                 | no           |
    Then player B selects the next unit to fight
    When "Boyz" is selected to fight
    And "Squad" becomes engaged
    And "Squad" is no longer engaged
    And "Boyz" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: Rules Appendix FAQ, applies: the same unit with no charge move is skipped, and the remaining combats open
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | made a charge move | Fights First |
      | Squad | A      | no      | no                 | yes          |
      | Boyz  | B      | yes     | no                 | yes          |
      | Grots | A      | yes     | no                 | no           |
    Then player B selects the next unit to fight
    When "Boyz" is selected to fight
    And "Squad" becomes engaged
    And "Squad" is no longer engaged
    And "Boyz" resolves its attacks
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |
    And "Squad" cannot be selected to fight next
