Feature: 20.1 The order of fighting, written from the contract by an outside author
  Each scenario was written from contract section 20.1, 12.04, 15.11, 15.12 and the Rules
  Appendix alone, its answer worked out by hand before it was run.

  Scenario: 20.1 The player whose turn it is selects first among Fights First units
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And "Assault Squad" can be selected to fight next
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight

  Scenario: Does the opponent get to fight first if only their unit has Fights First?
    12.04: the player whose turn it is cannot select a Fights First unit, one is eligible, so
    the other player selects.
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit         | player | engaged | Fights First |
      | Intercessors | A      | yes     | no           |
      | Wyches       | B      | yes     | yes          |
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And "Intercessors" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                     |
      | it is not a Fights First unit and a Fights First unit is eligible to fight |

  Scenario: 12.04 When no Fights First unit is left, the player who could not select goes on in Remaining Combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit         | player | engaged | Fights First |
      | Intercessors | A      | yes     | no           |
      | Wyches       | B      | yes     | yes          |
    When "Wyches" fights
    Then player A selects the next unit to fight
    And the Fight step is resolving remaining combats
    And "Intercessors" can be selected to fight next

  Scenario: 12.04 Players alternate in Remaining Combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit       | player | engaged |
      | Tactical   | A      | yes     |
      | Devastator | A      | yes     |
      | Boyz       | B      | yes     |
    When "Tactical" fights
    Then player B selects the next unit to fight
    And "Devastator" cannot be selected to fight next because player B selects the next unit to fight
    When "Boyz" fights
    Then player A selects the next unit to fight
    When "Devastator" fights
    Then the Fight step has ended

  Scenario: 12.04 A player with eligible units keeps selecting when the opponent has none left
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit       | player | engaged |
      | Tactical   | A      | yes     |
      | Devastator | A      | yes     |
      | Boyz       | B      | yes     |
    When "Tactical" fights
    And "Boyz" fights
    And "Devastator" fights
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Tactical   |
      | Boyz       |
      | Devastator |

  Scenario: 12.04 The opponent passes the selection back when it has no eligible unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit       | player | engaged |
      | Tactical   | A      | yes     |
      | Devastator | A      | yes     |
      | Grots      | B      | no      |
    When "Tactical" fights
    Then player A selects the next unit to fight
    And "Grots" cannot be selected to fight next

  Scenario: 12.04 The units that can be selected next are the selecting player's eligible units
    Given it is the Fight step of player B's Fight phase in battle round 3
    Given the units:
      | unit       | player | engaged | made a charge move |
      | Tactical   | A      | yes     | no                 |
      | Devastator | A      | no      | no                 |
      | Boyz       | B      | yes     | no                 |
      | Nobz       | B      | yes     | no                 |
    Then the units that can be selected to fight next are:
      | Boyz |
      | Nobz |

  Scenario: 12.04 A unit that became engaged during the step and is unengaged again is skipped
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged |
      | Tactical | A      | yes     |
      | Boyz     | B      | yes     |
      | Grots    | B      | no      |
    When "Tactical" is selected to fight
    And "Grots" becomes engaged
    And "Grots" is no longer engaged
    And "Tactical" resolves its attacks
    Then "Grots" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And "Boyz" can be selected to fight next

  Scenario: 20.1 A destroyed unit cannot be selected to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged |
      | Tactical | A      | yes     |
      | Boyz     | B      | yes     |
      | Nobz     | B      | yes     |
    When "Tactical" is selected to fight
    And "Boyz" is destroyed
    And "Tactical" resolves its attacks
    Then "Boyz" cannot be selected to fight next because it is not on the battlefield
    And the units that can be selected to fight next are:
      | Nobz |

  Scenario: 12.04 After a Remaining Combats fight makes a Fights First unit eligible, the sequence returns to Fights First Combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit       | player | engaged | Fights First |
      | Tactical   | A      | yes     | no           |
      | Bladeguard | A      | no      | yes          |
      | Boyz       | B      | yes     | no           |
    When "Tactical" fights
    And "Boyz" is selected to fight
    And "Bladeguard" becomes engaged
    And "Boyz" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And "Bladeguard" can be selected to fight next

  Scenario: Rules Appendix A player whose eligible units are all more than 5" from the enemy may pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged | selected to fight |
      | Tactical | A      | no      | no                |
      | Boyz     | B      | yes     | no                |
    Given "Tactical" was engaged at the start of the Fight step
    Given "Tactical" is not within 5" of any enemy unit
    Then player A selects the next unit to fight
    And player A can pass
    When player A passes
    Then player B selects the next unit to fight

  Scenario: Rules Appendix Unstated, an eligible unit is within 5" of an enemy unit and its player cannot pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged |
      | Tactical | A      | yes     |
      | Boyz     | B      | yes     |
    Then player A cannot pass because "Tactical" is eligible to fight and within 5" of an enemy unit

  Scenario: Rules Appendix The Fight step ends when a player passes and the opponent has no eligible unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged |
      | Tactical | A      | no      |
      | Grots    | B      | no      |
    Given "Tactical" was engaged at the start of the Fight step
    Given "Tactical" is not within 5" of any enemy unit
    When player A passes
    Then the Fight step has ended

  Scenario: Rules Appendix The Fight step ends when both players pass in succession
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged |
      | Tactical | A      | no      |
      | Boyz     | B      | no      |
    Given "Tactical" was engaged at the start of the Fight step
    Given "Boyz" was engaged at the start of the Fight step
    Given "Tactical" is not within 5" of any enemy unit
    Given "Boyz" is not within 5" of any enemy unit
    When player A passes
    Then the Fight step has not ended
    When player B passes
    Then the Fight step has ended

  Scenario: 15.12 Counteroffensive cannot be used before an enemy unit has resolved its attacks
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given player B has 2 CP
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
    Then player B cannot use the "Counteroffensive" stratagem on "Boyz" because the stratagem cannot be used now

  Scenario: Can Counteroffensive make my unit fight before the enemy's other charging unit?
    15.12 and 12.04: just after an enemy unit resolved its attacks, the target gets Fights First
    and must be the next unit its player selects; after that fight the opponent of the unit
    that fought (player B) selects, and Boyz is now an eligible Fights First unit.
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given player B has 2 CP
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Terminators   | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
      | Grots         | B      | yes     | no                 |
    When "Assault Squad" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then player B has 0 CP
    And "Boyz" has Fights First
    And "Boyz" must be the next unit player B selects to fight
    And player B selects the next unit to fight
    And "Terminators" cannot be selected to fight next because player B selects the next unit to fight
    And "Grots" cannot be selected to fight next, for exactly these reasons:
      | it is not a Fights First unit and a Fights First unit is eligible to fight |
      | "Boyz" must be selected to fight first                                     |

  Scenario: 12.04 Without Counteroffensive the charging player selects again after the opponent cannot
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Terminators   | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
    When "Assault Squad" fights
    Then player A selects the next unit to fight
    And "Terminators" can be selected to fight next

  Scenario: 15.12 Counteroffensive's Fights First lasts until the end of the phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
    Given player B used the "Counteroffensive" stratagem on "Boyz" this phase
    Then "Boyz" has Fights First
    When the game advances to player B's Command phase
    Then "Boyz" does not have Fights First

  Scenario: 15.12 Counteroffensive cannot target a unit that is not eligible to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given player B has 2 CP
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
      | Grots         | B      | no      | no                 |
    When "Assault Squad" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Grots" because it is not a unit the stratagem can target

  Scenario: 15.12 Counteroffensive cannot be used in its player's own Fight phase
    Given it is the Fight step of player B's Fight phase in battle round 2
    Given player B has 2 CP
    Given the units:
      | unit     | player | engaged |
      | Tactical | A      | yes     |
      | Boyz     | B      | yes     |
      | Nobz     | B      | yes     |
    When "Boyz" fights
    And "Tactical" fights
    Then player B cannot use the "Counteroffensive" stratagem on "Nobz" because the stratagem cannot be used now

  Scenario: 12.08 An enemy unit a consolidation move ends engaged with must be selected to fight before other consolidation moves
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    Given the units:
      | unit     | player | engaged | made a charge move | selected to fight |
      | Tactical | A      | no      | yes                | yes               |
      | Scouts   | A      | no      | yes                | yes               |
      | Gretchin | B      | no      | no                 | no                |
    When "Tactical" makes a consolidation move that ends engaged with "Gretchin"
    Then player B selects the next unit to fight
    And "Gretchin" can be selected to fight next
    And "Scouts" cannot make a consolidation move because "Gretchin" must be selected to fight first
    When "Gretchin" is selected to fight
    And "Gretchin" resolves its attacks
    Then "Scouts" can make a consolidation move

  Scenario: 15.03 Epic Challenge can be used just after a CHARACTER unit is selected to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given player A has 1 CP
    Given the units:
      | unit    | player | engaged | keywords            |
      | Captain | A      | yes     | INFANTRY, CHARACTER |
      | Boyz    | B      | yes     | INFANTRY            |
    When "Captain" is selected to fight
    Then player A can use the "Epic Challenge" stratagem on "Captain"
    When player A uses the "Epic Challenge" stratagem on "Captain"
    Then "Captain"'s melee weapons have [PRECISION]
    And player A has 0 CP

  Scenario: 15.03 Epic Challenge's WHEN has passed once the CHARACTER's attacks are resolved
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given player A has 1 CP
    Given the units:
      | unit    | player | engaged | keywords            |
      | Captain | A      | yes     | INFANTRY, CHARACTER |
      | Boyz    | B      | yes     | INFANTRY            |
    When "Captain" fights
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now

  Scenario: Does a unit that Heroically Intervened fight first in the next Fight phase of that turn?
    15.11: the stratagem resolves a charge, and a charge move gives Fights First to the end of
    the turn (11.04). Both units are Fights First units, so player A, whose turn it is, selects
    first.
    Given it is player A's Charge phase in battle round 2
    Given player B has 1 CP
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Guard         | B      | no      | no                 |
      | Boyz          | B      | yes     | no                 |
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard"
    Then "Guard" has Fights First
    When the game advances to the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And "Guard" cannot be selected to fight next because player A selects the next unit to fight
    When "Assault Squad" fights
    Then player B selects the next unit to fight
    And "Guard" can be selected to fight next

  Scenario: 18.4 Into the Fray costs 1CP more and caps the charge roll at 6
    Given it is player A's Charge phase in battle round 2
    Given player B has 2 CP
    Given a unit "Guard" for player B
    Given a unit "Assault Squad"
    Given the charge roll for "Guard" will be 9
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player B is 2
    When the game advances to the end of player A's Charge phase
    And player B uses the "Heroic Intervention" stratagem on "Guard" with Into the Fray
    Then the last charge roll for "Guard" was 6
    And player B has 0 CP

  Scenario: 24.13 An attached unit with a part lacking Fights First is not a Fights First unit until that part is gone
    Given a unit "Captain"
    Given a unit "Intercessors"
    Given "Captain" is leading "Intercessors"
    Given "Captain" has the Fights First ability
    Then "Intercessors" does not have Fights First
    When 5 models of "Intercessors" are destroyed
    Then "Captain" has Fights First

  Scenario: 20.1 Advancing past the Fight step makes the forced selections in order
    Given it is the Fight step of player A's Fight phase in battle round 2
    Given the units:
      | unit          | player | engaged | made a charge move |
      | Assault Squad | A      | yes     | yes                |
      | Boyz          | B      | yes     | no                 |
    When the game advances to the end of player A's Fight phase
    Then the units were selected to fight in this order:
      | Assault Squad |
      | Boyz          |

  Scenario: 20.1 The fight questions answer no outside the Fight step
    Given it is player A's Shooting phase in battle round 2
    Given a unit "Tactical"
    Then "Tactical" cannot be selected to fight next because it is not the Fight step
