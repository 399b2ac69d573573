Feature: 12.04, 24.13, 15.12 and 18.3 items 1, 2 and 7: rules that change rules, in the order of fighting
  Rules of §18 met in the Fight step (20.1): a leader ability's Fights First ends with the leader's
  last model; a rule whose TARGET is `this model` gives the ability to its part only, so the
  attached unit is a Fights First unit once every part with models left has it; `forbids it to
  fight` bars a selection with its own reason; a lift of the advance bar on charging leads to a
  charge move's Fights First; a `while` duration that begins to hold mid-step sends the sequence
  back to Resolve Fights First Combats; Counteroffensive on an attached unit, stated as used, or
  unpaid after a raised cost; a 12.08 selection of an attached unit and Epic Challenge on it.

  Scenario: a leader's Fights First ability stops when the leader's last model is destroyed mid-step
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Guards" has 5 models left
    And "Captain" has 1 model left
    And "Captain" is leading "Guards"
    And "Captain" has a leader ability "Vanguard Oath" that gives it Fights First
    And "Assault" is engaged with "Guards"
    And a unit "Wardens" for player A
    And a unit "Grots" for player B
    And "Wardens" is engaged with "Grots"
    Then "Guards" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    When 1 model of "Captain" is destroyed
    Then "Guards" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: the leader's Fights First holds while only bodyguard models are lost
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Guards" has 5 models left
    And "Captain" is leading "Guards"
    And "Captain" has a leader ability "Vanguard Oath" that gives it Fights First
    And "Assault" is engaged with "Guards"
    When 4 models of "Guards" are destroyed
    Then "Guards" has Fights First
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guards |

  Scenario: an enhancement whose TARGET is its unit makes the attached unit a Fights First unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Captain" has an enhancement "Blade of Swiftness":
      | TARGET | its unit                |
      | EFFECT | gives it Fights First   |
    And "Assault" is engaged with "Guards"
    Then "Guards" has Fights First

  Scenario: an enhancement on this model alone does not make the attached unit a Fights First unit
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Captain" has an enhancement "Blade of Swiftness" that gives it Fights First
    And "Assault" is engaged with "Guards"
    Then "Guards" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: Counteroffensive on an attached unit makes both parts Fights First and must be next
    Given player B has 4 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Vanguard" for player A
    And a unit "Wardens" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And a unit "Grots" for player B
    And "Vanguard" is engaged with "Guards"
    And "Wardens" is engaged with "Grots"
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Guards"
    Then "Guards" has Fights First
    And "Guards" must be the next unit player B selects to fight
    And "Grots" cannot be selected to fight next because "Guards" must be selected to fight first

  Scenario: the Counteroffensive unit destroyed before it is selected frees its player's choice
    Given player B has 4 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    And "Boyz" is destroyed
    Then "Boyz" need not be the next unit player B selects to fight
    And player B selects the next unit to fight
    And "Grots" can be selected to fight next

  Scenario: a rule that forbids a unit to fight bars its selection
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And player A has a rule "Stasis Field":
      | TARGET | each enemy unit     |
      | EFFECT | forbids it to fight |
    When "Vanguard" fights
    Then "Boyz" cannot be selected to fight next because "Stasis Field" forbids it
    And player A selects the next unit to fight

  Scenario: a lift of the advance bar on charging lets the unit charge and fight first
    Given it is player A's Charge phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" made an advance move this turn
    And "Assault" has an ability "Fury" that lets it declare a charge even though it made an advance move this turn
    When "Assault" declares a charge
    And "Assault" makes a charge move
    Then "Assault" has Fights First
    When the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Assault |

  Scenario: without the lift the advanced unit cannot declare the charge
    Given it is player A's Charge phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" made an advance move this turn
    Then "Assault" is not eligible to declare a charge because it made an advance move this turn

  Scenario: a Fights First effect until the end of the phase from the Charge phase is gone in the Fight step
    Given it is player A's Charge phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Ambush":
      | WHEN   | each time this unit makes a surge move |
      | EFFECT | gives it Fights First                  |
    And "Ambush" was applied to "Boyz" this phase
    Then "Boyz" has Fights First
    When the game advances to the Fight step of player A's Fight phase
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight
  Scenario: a Fights First ability while below half-strength switches on mid-step and sends the sequence back
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has a starting strength of 10
    And "Boyz" has 6 models left
    And "Boyz" has an ability "Frenzy" that gives it Fights First, while it is below half-strength
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    When "Vanguard" is selected to fight
    And 2 models of "Boyz" are destroyed
    And "Vanguard" resolves its attacks
    Then "Boyz" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight

  Scenario: at exactly half-strength the same ability gives nothing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And "Boyz" has a starting strength of 10
    And "Boyz" has 6 models left
    And "Boyz" has an ability "Frenzy" that gives it Fights First, while it is below half-strength
    When "Vanguard" is selected to fight
    And 1 model of "Boyz" is destroyed
    And "Vanguard" resolves its attacks
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: a mission rule from battle round 3 gives every unit Fights First, and the turn's player selects first
    Given it is the Fight step of player A's Fight phase in battle round 3
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And a mission rule "Blood Frenzy":
      | CONDITION | it is battle round 3 or later |
      | EFFECT    | gives it Fights First         |
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    When "Vanguard" fights
    Then player B selects the next unit to fight
    And the Fight step is resolving Fights First combats

  Scenario: the same mission rule in battle round 2 gives nothing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
    And a mission rule "Blood Frenzy":
      | CONDITION | it is battle round 3 or later |
      | EFFECT    | gives it Fights First         |
    Then the Fight step is resolving remaining combats
    And "Boyz" does not have Fights First

  Scenario: a Counteroffensive its player cannot pay after a raised cost has no effect on the order
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Wardens  | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And player B has 2 CP
    And player A has a rule "Disruption":
      | WHEN   | each time your opponent uses a stratagem  |
      | EFFECT | increases the CP cost of that stratagem by 1 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Boyz"
    Then the effect of the "Counteroffensive" stratagem is not resolved
    And player B has 2 CP
    And "Boyz" does not have Fights First
    And "Boyz" need not be the next unit player B selects to fight
    And "Grots" can be selected to fight next
  Scenario: a Counteroffensive stated as used this phase puts its Fights First and its obligation in force
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Vanguard" has been selected to fight this phase
    And player B used the "Counteroffensive" stratagem on "Boyz" this phase
    Then "Boyz" has Fights First
    And "Boyz" must be the next unit player B selects to fight
    And player B selects the next unit to fight
    And "Grots" cannot be selected to fight next because "Boyz" must be selected to fight first

  Scenario: once the countering unit has fought, the obligation is spent but its Fights First lasts the phase
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And "Vanguard" has been selected to fight this phase
    And player B used the "Counteroffensive" stratagem on "Boyz" this phase
    When "Boyz" fights
    Then "Boyz" has Fights First
    And "Boyz" need not be the next unit player B selects to fight
    When the game advances to the end of player A's turn
    Then "Boyz" does not have Fights First
  Scenario: a lift of the engagement bar makes an unengaged unit selectable to fight
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Snipers  | A      | no      | no                 |
      | Boyz     | B      | yes     | no                 |
      | Vanguard | A      | yes     | no                 |
    And "Snipers" has an ability "Bayonet Drill" that lets it fight even though it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    Then the units that can be selected to fight next are:
      | Snipers  |
      | Vanguard |

  Scenario: an unengaged unit without the lift cannot be selected
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Snipers  | A      | no      | no                 |
      | Boyz     | B      | yes     | no                 |
      | Vanguard | A      | yes     | no                 |
    Then "Snipers" cannot be selected to fight next because it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn

  Scenario: a player whose only eligible unit is far from every enemy unit may pass, even with the lift
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Snipers  | A      | no      | no                 |
      | Boyz     | B      | yes     | no                 |
      | Vanguard | A      | yes     | no                 |
    And "Snipers" has an ability "Bayonet Drill" that lets it fight even though it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn
    And "Snipers" is far enough from every enemy unit for its player to pass
    And "Vanguard" has been selected to fight this phase
    And "Boyz" has been selected to fight this phase
    Then player A can pass
    When player A passes
    Then the Fight step has ended
  Scenario: a 12.08 selection of an attached unit comes before the other consolidations
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Assault" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Assault" makes a consolidation move that ends engaged with "Guards"
    Then "Guards" can be selected to fight next
    And "Wardens" cannot make a consolidation move because "Guards" must be selected to fight first

  Scenario: Epic Challenge on the attached unit selected by 12.08 gives its CHARACTER's weapons PRECISION
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And player B has 2 CP
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And "Captain" has the keyword CHARACTER
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Assault" has been selected to fight this phase
    When "Assault" makes a consolidation move that ends engaged with "Guards"
    And "Guards" is selected to fight
    And player B uses the "Epic Challenge" stratagem on "Guards"
    Then "Captain"'s melee weapons have [PRECISION]
    And "Guards"'s melee weapons do not have [PRECISION]

  Scenario: advancing past the Fight step selects the countering unit first
    Given player B has 4 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    When "Vanguard" fights
    And player B uses the "Counteroffensive" stratagem on "Grots"
    And the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Grots    |
      | Boyz     |

  Scenario: a unit that is forbidden to fight is left out when the step is advanced past
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit     | player | engaged | made a charge move |
      | Vanguard | A      | yes     | no                 |
      | Boyz     | B      | yes     | no                 |
      | Grots    | B      | yes     | no                 |
    And player A has a rule "Stasis Field":
      | TARGET    | each enemy unit                    |
      | CONDITION | it has the keyword GRETCHIN        |
      | EFFECT    | forbids it to fight                |
    And "Grots" has the keyword GRETCHIN
    When "Vanguard" fights
    And the game advances to the Consolidate step of player A's Fight phase
    Then the units were selected to fight in this order:
      | Vanguard |
      | Boyz     |
