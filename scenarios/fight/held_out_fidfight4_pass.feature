Feature: Held-out questions on the order of fighting: passing at exact distances, stated sequences and drawn selections
  A tournament organiser's questions on passing (Rules Appendix, "Eligible to fight, but unable
  to fight") with distances stated and measured (19.5), on a stated next selection (20.1), and
  claims over every situation the Given steps leave open. Each answer is read from 12.04, 11.04,
  24.13 and the Rules Appendix of the Core Rules.

  Scenario: Rules Appendix, passing: positioned, one charged unit far and one exactly 5" away: no pass until the close one has fought
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And a unit "Wardens" for player A
    And "Wardens" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And "Squad" made a charge move this turn
    And "Wardens" made a charge move this turn
    # Wardens: 5" plus two 16mm radii = 159mm between centres; Squad: 10" from Boyz
    And the positions:
      | unit    | x     | y     |
      | Boyz    | 413mm | 254mm |
      | Wardens | 254mm | 254mm |
      | Squad   | 413mm | 30    |
    Then "Wardens" is not engaged
    And player A cannot pass because "Wardens" is eligible to fight and within 5" of an enemy unit
    And player A cannot pass because "Wardens" is eligible to fight and close enough to an enemy unit to fight
    When "Wardens" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step has ended
    And "Squad" cannot be selected to fight next because the Fight step has ended

  Scenario: Rules Appendix, passing: positioned, a hair over 5" away lets the player pass, and the opponent's engaged unit fights in remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" has a starting strength of 1
    And a unit "Boyz" for player B
    And "Boyz" has a starting strength of 1
    And a unit "Guards" for player A
    And "Guards" has a starting strength of 1
    And a unit "Grots" for player B
    And "Grots" has a starting strength of 1
    And "Squad" made a charge move this turn
    And "Guards" has been selected to fight this phase
    And player A selects the next unit to fight
    # centres 6.26" apart less two 0.63" radii: 5.0003"; Guards and Grots in base contact
    And the positions:
      | unit   | x     | y  |
      | Squad  | 10    | 10 |
      | Boyz   | 16.26 | 10 |
      | Guards | 40    | 30 |
      | Grots  | 41.26 | 30 |
    Then "Grots" is engaged with "Guards"
    And the Fight step is resolving Fights First combats
    And player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: Rules Appendix, passing: a player whose only eligible unit is far passes twice around the opponent's fights, then the step ends
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit   | player | engaged | Fights First |
      | Squad  | A      | no      | yes          |
      | Guards | B      | yes     | yes          |
      | Boyz   | B      | yes     | no           |
    And "Squad" made a charge move this turn
    And "Squad" is not within 5" of any enemy unit
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guards |
    When "Guards" fights
    Then player A selects the next unit to fight
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When player A passes
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Guards |
      | Boyz   |

  Scenario: Rules Appendix, passing: both players pass in succession and the step ends with units of both left unselected
    Given it is the Fight step of player B's Fight phase in battle round 3
    And the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | no      | yes                |
    And "Squad" is far enough from every enemy unit for its player to pass
    And "Boyz" is not within 5" of any enemy unit
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And player B can pass
    When player B passes
    Then the Fight step has not ended
    And player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then the Fight step has ended
    And "Squad" cannot be selected to fight next because the Fight step has ended
    When the game advances to the Consolidate step of player B's Fight phase
    Then "Boyz" can make a consolidation move

  Scenario: Rules Appendix, passing: the passer's opponent selects but does not pass: the step goes on
    Given it is the Fight step of player B's Fight phase in battle round 3
    And the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | no      | yes                |
      | Boyz  | B      | no      | yes                |
    And "Boyz" is not within 5" of any enemy unit
    When player B passes
    Then player A selects the next unit to fight
    And player A cannot pass because "Squad" is eligible to fight and within 5" of an enemy unit
    When "Squad" fights
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And player B can pass

  Scenario: Rules Appendix, passing: one eligible unit stated far and one unstated: the unstated one keeps its player from passing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Squad   | A      | no      | yes                |
      | Wardens | A      | no      | yes                |
      | Boyz    | B      | yes     | no                 |
    And "Squad" is not within 5" of any enemy unit
    Then player A cannot pass because "Wardens" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix, passing: both eligible units stated far: the player may pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Squad   | A      | no      | yes                |
      | Wardens | A      | no      | yes                |
      | Boyz    | B      | yes     | no                 |
    And "Squad" is not within 5" of any enemy unit
    And "Wardens" is far enough from every enemy unit for its player to pass
    Then player A can pass
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 15.12: after Counteroffensive the countering unit must be next, the other need not be, and its player cannot pass
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Boyz     | B      | yes     |
      | Grots    | B      | yes     |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then "Boyz" must be the next unit player B selects to fight
    And "Grots" need not be the next unit player B selects to fight
    And "Grots" cannot be selected to fight next because "Boyz" must be selected to fight first
    And player B cannot pass because "Boyz" is eligible to fight and within 5" of an enemy unit

  Scenario: 15.12: without Counteroffensive neither unit must be next and either can be selected
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged |
      | Vanguard | A      | yes     |
      | Boyz     | B      | yes     |
      | Grots    | B      | yes     |
    When "Vanguard" fights
    Then "Boyz" need not be the next unit player B selects to fight
    And "Grots" need not be the next unit player B selects to fight
    And the units that can be selected to fight next are:
      | Boyz  |
      | Grots |

  Scenario: 20.1 stated sequence: the opponent stated to select with no Fights First unit selects in remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Squad | A      | yes     |
      | Boyz  | B      | yes     |
    And player B selects the next unit to fight
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight

  Scenario: 20.1 stated sequence: the opponent stated to select, with a Fights First unit of the turn's player eligible, hands it back
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged | Fights First |
      | Squad | A      | yes     | yes          |
      | Boyz  | B      | yes     | no           |
    And player B selects the next unit to fight
    Then the Fight step is resolving Fights First combats
    And "Boyz" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 12.04 history: a selection 12.04 could not have made is refused, naming it
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit  | player | engaged |
      | Squad | A      | yes     |
      | Boyz  | B      | yes     |
    Then "Boyz" cannot be selected to fight next because player A selects the next unit to fight
    When "Squad" fights
    Then "Squad" cannot be selected to fight next because it has already been selected to fight this phase
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.04 and 11.04, any moment: a charging unit of the player whose turn it is, with no enemy Fights First unit, is selected first
    Given any moment
    And it is the Fight step of player B's Fight phase
    And a unit "Vanguard" for player B
    And any unit "Hunters"
    And "Hunters" belongs to player A
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" made a charge move this turn
    And "Hunters" does not have Fights First
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Vanguard |

  Scenario: 12.04, any moment: once both engaged units have fought, however they were drawn, no unit can be selected next
    Given any moment
    And it is the Fight step of player A's Fight phase
    And a unit "Vanguard" for player A
    And any unit "Hunters"
    And "Hunters" belongs to player B
    And "Vanguard" is engaged with "Hunters"
    And "Vanguard" has been selected to fight this phase
    And "Hunters" has been selected to fight this phase
    Then no unit can be selected to fight next
    And the Fight step has ended

  Scenario: 12.04, any unit: a unit that has fought can never be selected again this phase, whoever is to select
    Given any unit "Hunters"
    And "Hunters" belongs to player B
    And it is the Fight step of player A's Fight phase
    And a unit "Vanguard" for player A
    And "Vanguard" is engaged with "Hunters"
    And "Hunters" has been selected to fight this phase
    Then "Hunters" cannot be selected to fight next
    And player B cannot pass
