Feature: Held out: round 4's changes to §1-17, each item of the list used verbatim
  A held-out pass written by a rules writer who knows round 3's language and reads the list of
  "Changes to earlier sections" at the head of the round 4 contract: each changed or added phrase
  used as the new text gives it, the old form beside it where the change says it keeps working,
  and one scenario on each side where a change alters a meaning. Phrases of §1-17 the list does
  not mention are mixed with round 4's datasheet units and declared rules. Answers are decided
  from the Core Rules text.

  Scenario: §1: rule names are case-sensitive, so "Dusk" and "DUSK" are two rules
    Given a unit "Squad"
    And player A has a rule "Dusk" that triggers at the end of your turn
    And player A has a rule "DUSK" that triggers at the start of your turn
    When the game advances to the start of player A's turn
    Then "DUSK" triggers 1 time
    And "Dusk" does not trigger

  Scenario: §1 and 18.1: an unnamed "a rule" modifier changes a datasheet unit's battle-shock roll
    # Intercessors: Ld 6+; 6 - 1 = 5 fails (08.03.01, 01.07)
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 10 models
    And "Squad" has 4 models left
    And a rule modifies battle-shock rolls for "Squad" by -1
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And the battle-shock roll for "Squad" is modified by -1
    And "Squad" is battle-shocked

  Scenario: §2: with no rule declared, the same roll of 6 passes a datasheet unit's Ld 6+
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 10 models
    And "Squad" has 4 models left
    And the battle-shock roll for "Squad" will be 6
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And the battle-shock roll for "Squad" is modified by 0
    And "Squad" is not battle-shocked

  Scenario: §2 and 20.1: a unit that made no charge move has Fights First from a declared ability
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | no                 |
      | Boyz  | B      | yes     | no                 |
    And "Boyz" has an ability "Headlong" that gives it Fights First
    And it is the Fight step of player A's Fight phase
    Then "Boyz" has Fights First
    And "Squad" does not have Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: §2 and 20.1: no Fights First source at all: neither a charge move nor a rule, so the player whose turn it is selects
    Given the units:
      | unit  | player | engaged | made a charge move |
      | Squad | A      | yes     | no                 |
      | Boyz  | B      | yes     | no                 |
    And it is the Fight step of player B's Fight phase
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: §11 and 24.13: the Fights First ability of the leader part alone does not make the attached unit a Fights First unit
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Captain" has the Fights First ability
    And it is the Fight step of player B's Fight phase
    Then "Squad" does not have Fights First
    And the Fight step is resolving remaining combats

  Scenario: §11 and 24.13: the Fights First ability on both parts makes the attached unit a Fights First unit
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Captain" has the Fights First ability
    And "Squad" has the Fights First ability
    And it is the Fight step of player B's Fight phase
    Then "Squad" has Fights First
    And the Fight step is resolving Fights First combats
    And player A selects the next unit to fight

  Scenario: §3 rolls: a charge roll given after a When step is the roll of the charge declared next
    Given a unit "Squad"
    And a unit "Boyz" for player B
    When the game advances to player A's Charge phase
    Given the charge roll for "Squad" will be 7
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 7

  Scenario: §3 rolls: the advance and battle-shock forms of one template in one scenario
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 10 models
    And "Squad" has 6 models left
    And the battle-shock roll for "Squad" will be 2
    And the advance roll for "Squad" will be 4
    When player A's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" is not battle-shocked
    When the game advances to player A's Movement phase
    And "Squad" makes an advance move
    Then the last advance roll for "Squad" was 4

  Scenario: §3 areas: an objective's range is stated by being within it, and asked with "within range of"
    Given the ruin is an objective
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Shooting phase
    Then "Squad" is within range of the ruin
    And player A controls the ruin

  Scenario: §3 columns: selected to fight rows count in table order: player B selected last, so player A selects next
    Given the units:
      | unit     | player | engaged | selected to fight |
      | Vanguard | A      | yes     | yes               |
      | Raiders  | B      | yes     | yes               |
      | Squad    | A      | yes     | no                |
      | Boyz     | B      | yes     | no                |
    And it is the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next
    And "Boyz" cannot be selected to fight next

  Scenario: §3 columns: in player B's turn, rows in B-then-A order: player A selected last, so player B selects next
    Given the units:
      | unit     | player | engaged | selected to fight |
      | Raiders  | B      | yes     | yes               |
      | Vanguard | A      | yes     | yes               |
      | Squad    | A      | yes     | no                |
      | Boyz     | B      | yes     | no                |
    And it is the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    And "Boyz" can be selected to fight next
    And "Squad" cannot be selected to fight next

  Scenario: §3 columns: missing columns take the defaults: a Fights First column alone leaves the units unengaged and no one eligible to fight
    Given the units:
      | unit  | player | Fights First |
      | Squad | A      | yes          |
      | Boyz  | B      | no           |
    And it is the Fight step of player A's Fight phase
    Then "Squad" has Fights First
    And "Squad" is not engaged
    And no unit can be selected to fight next

  Scenario: §3: an ability with a WHEN and no EFFECT triggers and changes nothing of a datasheet unit
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 5 models
    And "Squad" has an ability "Watchful" that triggers in your Shooting phase, after this unit has shot
    And it is player A's Shooting phase
    When "Squad" shoots
    Then "Watchful" triggers 1 time
    And "Squad" has OC 2
    And "Squad" has Ld 6

  Scenario: §3 and §15: an Action's EFFECT row takes a tag effect: the objective its unit is within becomes tagged
    Given the ruin is an objective
    And the bunker is an objective
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Shooting phase
    And the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective |
      | COMPLETES | the end of your turn                          |
      | EFFECT    | that objective becomes decoyed                |
    When "Squad" starts the "Sabotage" Action
    And the game advances to the end of player A's turn
    Then "Squad" completes the "Sabotage" Action
    And the ruin is decoyed by player A
    And the bunker is not decoyed by player A

  Scenario: §15: an Action stated as started is tied to the objective its unit is within, and completes on it
    Given the ruin is an objective
    And the bunker is an objective
    And a unit "Squad"
    And "Squad" is within the ruin
    And it is player A's Shooting phase
    And the Action "Sabotage":
      | UNITS     | one unit that is within range of an objective |
      | COMPLETES | the end of your turn                          |
      | EFFECT    | that objective becomes decoyed                |
    And "Squad" started the "Sabotage" Action this turn
    When the game advances to the end of player A's turn
    Then "Squad" completes the "Sabotage" Action
    And the ruin is decoyed by player A
    And the bunker is not decoyed by player A

  Scenario: §4: advancing past the Fight step selects the Fights First unit first, then the other
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is engaged with "Warboss"
    And "Warboss" has an ability "Waaagh Speed" that gives it Fights First
    And it is player A's Charge phase in battle round 2
    When the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Warboss |
      | Captain |

  Scenario: §4: the end of player A's turn is reached before player B's turn begins
    Given a unit "Squad"
    And player A has a rule "Dusk" that triggers at the end of your turn
    And player B has a rule "Dawn" that triggers at the start of your turn
    When the game advances to the end of player A's turn
    Then "Dusk" triggers 1 time
    And "Dawn" does not trigger

  Scenario: §5 and §9: a lifted bar is not a reason; only the distance twin remains
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" has an ability "Feint" that lets it declare a charge even though it made a fall-back move this turn
    And it is player A's Charge phase
    And "Squad" made a fall-back move this turn
    And "Squad" is too far from every enemy unit to declare a charge
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is too far from every enemy unit to declare a charge |

  Scenario: §5 and §9: without the lift both reasons stand, the old distance wording beside the new
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" made a fall-back move this turn
    And "Squad" is not within 12" of any enemy unit
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a fall-back move this turn |
      | it is not within 12" of any enemy unit |

  Scenario: §6: any unit draws no Fights First ability now: in player A's Shooting phase no drawn unit has Fights First
    Given any unit "Vanguard"
    And "Vanguard" belongs to player A
    And it is player A's Shooting phase
    Then "Vanguard" does not have Fights First

  Scenario: §9: a unit destroyed by a named attacker leaves only its own engagement pair
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" is engaged with "Grots"
    And it is player A's Fight phase
    When "Boyz" is destroyed by "Squad"
    Then "Boyz" is destroyed
    And "Squad" is engaged
    And "Squad" is engaged with "Grots"

  Scenario: §10: once Crushing Impact is used this phase, "Tank Shock" is the same stratagem and is refused
    Given the units:
      | unit     | player | keywords | starting strength | W  |
      | Predator | A      | VEHICLE  | 1                 | 11 |
      | Hammer   | A      | VEHICLE  | 1                 | 11 |
      | Foe      | B      | INFANTRY | 5                 | 2  |
    And player A has 3 CP
    And it is player A's Charge phase
    And player A used the "Crushing Impact" stratagem this phase
    And "Hammer" declared a charge this phase
    When "Hammer" makes a charge move
    Then player A cannot use the "Tank Shock" stratagem on "Hammer" because it was already used this phase

  Scenario: §10: a Smokescreen stated as used this phase gives cover until the end of the phase, and not after
    Given the units:
      | unit   | player | keywords      |
      | Squad  | A      | INFANTRY, SMOKE |
      | Others | A      | INFANTRY      |
    And it is player B's Shooting phase
    And player A used the "Smokescreen" stratagem on "Squad" this phase
    Then "Squad" has the benefit of cover
    And "Others" does not have the benefit of cover
    When the game advances to player B's Charge phase
    Then "Squad" does not have the benefit of cover

  Scenario: §11: an enhancement's characteristic change is its bearer part's, not the bodyguard's
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Captain" is leading "Squad"
    And "Captain" has an enhancement "Iron Halo" that adds 1 to its OC
    Then "Captain" has OC 2
    And "Squad" has OC 2
    And "Iron Halo" is in force for "Captain"

  Scenario: §14: a Rhino's capacity of 12 from the data takes exactly 12 models
    Given a unit "Rhino" from the datasheet "Rhino" for player A
    And a unit "First" from the datasheet "Intercessor Squad" with 10 models for player A
    And a unit "Second" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Second" has 2 models left
    And "First" is embarked within "Rhino"
    And it is player A's Movement phase
    And "Second" made a normal move this phase
    Then "Second" can embark within "Rhino"

  Scenario: §14: one model more than a Rhino's capacity from the data does not fit
    Given a unit "Rhino" from the datasheet "Rhino" for player A
    And a unit "First" from the datasheet "Intercessor Squad" with 10 models for player A
    And a unit "Second" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Second" has 3 models left
    And "First" is embarked within "Rhino"
    And it is player A's Movement phase
    And "Second" made a normal move this phase
    Then "Second" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: §14: with no capacity stated and none in the data, capacity is not weighed
    Given the units:
      | unit   | keywords           | starting strength |
      | Truck  | VEHICLE, TRANSPORT | 1                 |
      | First  | INFANTRY           | 20                |
      | Second | INFANTRY           | 20                |
    And "First" is embarked within "Truck"
    And it is player A's Movement phase
    And "Second" made a normal move this phase
    Then "Second" can embark within "Truck"

  Scenario: §15: RESTRICTIONS none lets a unit start whatever the markers on the battlefield
    Given the ruin is a terrain area
    And a unit "Squad"
    And player A has 2 operation markers within the ruin
    And it is player A's Shooting phase
    And the Action "Place Beacon":
      | RESTRICTIONS | none |
    Then "Squad" can start the "Place Beacon" Action

  Scenario: §15: RESTRICTIONS counts exactly: 1 marker on the battlefield is not exactly 2
    Given the ruin is a terrain area
    And a unit "Squad"
    And player A has 1 operation marker within the ruin
    And it is player A's Shooting phase
    And the Action "Place Beacon":
      | RESTRICTIONS | not while exactly 2 operation markers are on the battlefield |
    Then "Squad" can start the "Place Beacon" Action

  Scenario: §15: USE LIMIT once per terrain area refuses a second start in the same terrain area and allows one in another
    Given the ruin is a terrain area
    And the woods is a terrain area
    And a unit "Squad"
    And a unit "Guards"
    And a unit "Scouts"
    And "Squad" is within the ruin
    And "Guards" is within the ruin
    And "Scouts" is within the woods
    And it is player A's Shooting phase
    And the Action "Search":
      | UNITS     | one unit that is within a terrain area |
      | USE LIMIT | once per terrain area                  |
    When "Squad" starts the "Search" Action
    Then "Guards" cannot start the "Search" Action because the Action's use limit is reached
    And "Scouts" can start the "Search" Action

  Scenario: §15: `a terrain area` matches an objective that is not an objective marker, and not a marker
    Given the ruin is an objective
    And the beacon is an objective marker
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" is within the ruin
    And "Guards" is within the beacon
    And it is player A's Shooting phase
    And the Action "Search":
      | UNITS | one unit that is within a terrain area |
    Then "Squad" can start the "Search" Action
    And "Guards" cannot start the "Search" Action

  Scenario: §14: an attached unit counts both parts' models against a Rhino's capacity from the data: 11 fit in 12
    Given a unit "Rhino" from the datasheet "Rhino" for player A
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" with 10 models for player A
    And "Captain" is leading "Squad"
    And it is player A's Movement phase
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: §14: the same attached unit with 2 models already embarked makes 13, beyond the Rhino's 12
    Given a unit "Rhino" from the datasheet "Rhino" for player A
    And a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Squad" from the datasheet "Intercessor Squad" with 10 models for player A
    And "Captain" is leading "Squad"
    And a unit "Pair" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Pair" has 2 models left
    And "Pair" is embarked within "Rhino"
    And it is player A's Movement phase
    And "Squad" made a normal move this phase
    Then "Captain" cannot embark within "Rhino" because it does not fit in its TRANSPORT

  Scenario: §14 and 20.04: a datasheet unit in strategic reserves that made an ingress move earlier in the battle survives the end of battle round 3
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And a unit "Other" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Squad" is in strategic reserves
    And "Other" is in strategic reserves
    And "Squad" made an ingress move earlier in the battle
    And "Other" made no ingress move earlier in the battle
    And it is battle round 3
    When the game advances to the end of battle round 3
    Then "Squad" is not destroyed
    And "Other" is destroyed

  Scenario: §15: at the end of the Movement phase a rule whose CONDITION reads control sees the control that step determines
    Given the ruin is an objective
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Squad" is within the ruin
    And no player controls the ruin
    And player A has 0 CP
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Forward Base":
      | WHEN      | the end of your Movement phase    |
      | CONDITION | it is controlling an objective    |
      | EFFECT    | you gain 1 CP                     |
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
    And player A has 1 CP

  Scenario: §15: the same rule on a unit with OC 0 controls nothing and gains nothing
    Given the ruin is an objective
    And a unit "Squad" from the datasheet "Intercessor Squad" with 5 models for player A
    And "Squad" has OC 0
    And "Squad" is within the ruin
    And no player controls the ruin
    And player A has 0 CP
    And it is player A's Movement phase in battle round 2
    And "Squad" has an ability "Forward Base":
      | WHEN      | the end of your Movement phase    |
      | CONDITION | it is controlling an objective    |
      | EFFECT    | you gain 1 CP                     |
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
    And player A has 0 CP

  Scenario: §4: with player B first, advancing to the end of player A's turn consults both missions, B's at the end of B's turn
    Given player B takes the first turn
    And the ruin is an objective
    And the crater is an objective
    And a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is within the ruin
    And "Boyz" is within the crater
    And player A has the secondary mission "Hold":
      | scores at            | if                                 | VP |
      | the end of your turn | you control 1 or more objectives   | 3  |
    And player B has the secondary mission "Hold":
      | scores at            | if                                 | VP |
      | the end of your turn | you control 1 or more objectives   | 3  |
    When the game advances to the end of player A's turn
    Then player A scores 3 VP for "Hold" in battle round 1
    And player B scores 3 VP for "Hold" in battle round 1

  Scenario: §4: the end of player B's turn when player A goes first does not reach the end of player A's next turn
    Given the ruin is an objective
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And player A has the secondary mission "Hold":
      | scores at            | if                                 | VP |
      | the end of your turn | you control 1 or more objectives   | 3  |
    When the game advances to the end of player B's turn
    Then player A scores 3 VP for "Hold" in battle round 1
    And player A scores no VP for "Hold" in battle round 2

  Scenario: §10: Epic Challenge is judged against the Fight step: in the Pile In step no CHARACTER unit has been selected
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is engaged with "Warboss"
    And player A has 2 CP
    And it is the Pile In step of player A's Fight phase
    Then player A cannot use the "Epic Challenge" stratagem on "Captain" because the stratagem cannot be used now

  Scenario: §10: Epic Challenge just after the Captain is selected in the Fight step gives its melee weapons [PRECISION]
    Given a unit "Captain" from the datasheet "Captain" for player A
    And a unit "Warboss" from the datasheet "Warboss" for player B
    And "Captain" is engaged with "Warboss"
    And player A has 2 CP
    And it is the Fight step of player A's Fight phase
    When "Captain" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Captain"
    Then player A has 1 CP
    And "Captain"'s melee weapons have [PRECISION]
