Feature: Held out: the changes to earlier sections and the alternative phrasings of §18
  A held-out pass written from the list of changes at the head of the round 4 contract and from
  every "also:" form of §18: each change shown to hold (and, where it changes a meaning, the old
  reading shown not to), phrasings of §1-17 the changes leave alone used verbatim, and each
  alternative phrasing of §18 used once, with its answer decided from the Core Rules text.

  Scenario: §3 rolls: a battle-shock roll given after a When step is the roll of the next Command phase, and the next Command phase asks only about itself
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    When the game advances to the start of player A's turn
    Given the battle-shock roll for "Squad" will be 9
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is not battle-shocked
    When player B's Command phase is resolved
    Then "Squad" does not make a battle-shock roll
    And "Squad" makes 1 battle-shock roll

  Scenario: §3 columns: a unit stated to have made a charge move this turn has Fights First (11.04)
    Given the units:
      | unit  | player | made a charge move | engaged |
      | Squad | A      | yes                | yes     |
      | Boyz  | B      | no                 | yes     |
    And it is the Fight step of player A's Fight phase
    Then "Squad" has Fights First
    And "Boyz" does not have Fights First
    And the Fight step is resolving Fights First combats
    And "Squad" need not be the next unit player A selects to fight

  Scenario: §3 columns: the Fights First column and the selected to fight column decide who selects next (12.04)
    Given the units:
      | unit    | player | engaged | Fights First | selected to fight |
      | Raiders | B      | yes     | yes          | yes               |
      | Squad   | A      | yes     | no           | no                |
      | Boyz    | B      | yes     | no           | no                |
    And it is the Fight step of player A's Fight phase
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Squad |

  Scenario: §3 columns: a Fights First column of no is no source of Fights First, and the player whose turn it is selects first
    Given the units:
      | unit    | player | engaged | Fights First |
      | Raiders | B      | yes     | no           |
      | Squad   | A      | yes     | no           |
    And it is the Fight step of player B's Fight phase
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And "Raiders" can be selected to fight next
    And "Squad" cannot be selected to fight next

  Scenario: §3 areas: the old UNITS wording for an objective other than the home objective means §15's form
    Given the ruin is an objective
    And the bunker is player A's home objective
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" is within the ruin
    And "Guards" is within the bunker
    And it is player A's Shooting phase
    And the Action "Raise Banner":
      | UNITS | any unit that is within range of an objective that is not within range of your home objective |
    Then "Squad" can start the "Raise Banner" Action
    And "Guards" cannot start the "Raise Banner" Action

  Scenario: §4 moments: advancing to the end of player B's turn in the first battle round fires the end-of-opponent's-turn rule of player A, not A's own
    Given player B takes the first turn
    And a unit "Squad"
    And player A has a rule "Watch" that triggers at the end of your opponent's turn
    And player A has a rule "Dusk" that triggers at the end of your turn
    When the game advances to the end of player B's turn
    Then "Watch" triggers 1 time
    And "Dusk" does not trigger

  Scenario: §4 moments: advancing to the Fight step of player A's Fight phase starts the step with the player whose turn it is
    Given the units:
      | unit  | player | engaged |
      | Squad | A      | yes     |
      | Boyz  | B      | yes     |
    And it is player A's Charge phase
    When the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving remaining combats
    And the Fight step has not ended
    And player A selects the next unit to fight

  Scenario: §5 reasons: a rule that forbids a charge is its own reason, and its CONDITION not holding leaves the unit eligible
    Given a unit "Squad"
    And a unit "Guards"
    And "Guards" is battle-shocked
    And a mission rule "Minefield":
      | CONDITION | it is battle-shocked      |
      | EFFECT    | forbids it to declare a charge |
    And it is player A's Charge phase
    Then "Guards" is not eligible to declare a charge because "Minefield" forbids it
    And "Squad" is eligible to declare a charge

  Scenario: §5 reasons: an Action's RESTRICTIONS row forbids it while exactly that many markers are on the battlefield
    Given the ruin is a terrain area
    And a unit "Squad"
    And player A has 2 operation markers within the ruin
    And it is player A's Shooting phase
    And the Action "Place Beacon":
      | RESTRICTIONS | not while exactly 2 operation markers are on the battlefield |
    Then "Squad" cannot start the "Place Beacon" Action because the Action's restrictions forbid it

  Scenario: §9 reasons: the number-free twin of the charge distance reason
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is too far from every enemy unit to declare a charge
    And it is player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it is too far from every enemy unit to declare a charge

  Scenario: §9 reasons: the number-free twin that says the unit is close enough leaves it eligible
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is close enough to an enemy unit to declare a charge
    And it is player A's Charge phase
    Then "Squad" is eligible to declare a charge

  Scenario: §9 destroyed: a unit destroyed by a named attacker leaves the engagement, and its enemy is no longer engaged
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is player A's Fight phase
    When "Boyz" is destroyed by "Squad"
    Then "Boyz" is destroyed
    And "Squad" is not engaged

  Scenario: §10 names: Grenades is Explosives, so once used this phase neither name may be used again
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And player A has 3 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 1, 1, 1, 1, 1
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then "Foe" suffered 1 mortal wound this phase
    And player A cannot use the "Explosives" stratagem on "Squad"

  Scenario: §11 parts: a wargear's characteristic is its bearer's, not its bodyguard's
    Given a unit "Captain"
    And a unit "Squad"
    And "Captain" is leading "Squad"
    And "Captain" has the wargear "Banner" that adds 1 to its OC
    Then "Captain" has OC 3
    And "Squad" has OC 2

  Scenario: §18.1: a wargear declared as a table with TARGET its unit reaches the bodyguard too
    Given a unit "Captain"
    And a unit "Squad"
    And "Captain" is leading "Squad"
    And "Captain" has the wargear "Standard":
      | TARGET | its unit          |
      | EFFECT | adds 1 to its OC |
    Then "Captain" has OC 3
    And "Squad" has OC 3

  Scenario: §18.1: a wargear declared as a table with no TARGET row changes its bearer only
    Given a unit "Captain"
    And a unit "Squad"
    And "Captain" is leading "Squad"
    And "Captain" has the wargear "Pennant":
      | EFFECT | adds 1 to its OC |
    Then "Captain" has OC 3
    And "Squad" has OC 2

  Scenario: §18.1: an aura named with its source reaches the unit stated within its range, and only that one
    Given a unit "Captain"
    And a unit "Squad"
    And a unit "Guards"
    And "Captain" has an ability "Rally Cry":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rally Cry" of "Captain"
    Then "Squad" has OC 3
    And "Guards" has OC 2
    And "Rally Cry" is in force for "Squad"
    And "Rally Cry" is not in force for "Guards"

  Scenario: §18.1: a rule applied this turn with a duration to the end of the turn is in force now, and not in the next turn
    Given a unit "Squad"
    And player A has a rule "Inspire":
      | WHEN   | the start of your Command phase |
      | TARGET | one friendly unit               |
      | EFFECT | adds 1 to its OC                |
      | DURATION | until the end of the turn     |
    And it is player A's Movement phase
    And "Inspire" was applied to "Squad" this turn
    Then "Squad" has OC 3
    When the game advances to player B's Command phase
    Then "Squad" has OC 2
    And "Inspire" is not in force for "Squad"

  Scenario: §18.4: Heroic Intervention with Into the Fray costs 2CP, so 1CP is not enough
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player B's Charge phase
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 2
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into the Fray because player A does not have enough CP

  Scenario: §18.4: a stratagem never used has its effect not resolved, and one used has it resolved
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And player A has 2 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 5, 6, 1, 2, 3
    Then the effect of the "Explosives" stratagem is not resolved
    When player A uses the "Explosives" stratagem on "Squad" against "Foe"
    Then the effect of the "Explosives" stratagem is resolved
    And "Foe" suffered 3 mortal wounds this phase

  Scenario: §18.5: a player rule is in force for its owner and not for the opponent
    Given a unit "Squad"
    And player A has a rule "Doctrine" that reduces the CP cost of your stratagems by 1
    Then "Doctrine" is in force for player A
    And "Doctrine" is not in force for player B

  Scenario: §18.5: the cost of a stratagem on a unit, bounded, is reduced on the unit whose ability names it and not on another
    Given a unit "Squad"
    And a unit "Guards"
    And "Squad" has an ability "Covering Fire" that reduces the CP cost of the "Fire Overwatch" stratagem when it targets it by 1
    And it is player B's Movement phase
    Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is at most 0
    And the CP cost of the "Fire Overwatch" stratagem for player A on "Guards" is at least 1

  Scenario: §18.5: the cost with Into the Fray, bounded, counts the +1CP as original cost (app FAQ data 912)
    Given a unit "Squad"
    And player A has a rule "Doctrine" that reduces the CP cost of the "Heroic Intervention" stratagem by 1
    And it is player B's Charge phase
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is at most 1
    And the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is at least 1

  Scenario: §18.5: a rule whose CONDITION does not hold did not change that verdict
    Given a unit "Squad"
    And "Squad" has an ability "Stubborn":
      | CONDITION | it is battle-shocked |
      | EFFECT    | adds 1 to its OC     |
    Then "Squad" has OC 2
    And "Stubborn" did not change that verdict

  Scenario: §18.5: battle-shock rolls do not succeed automatically without a rule, and do with one
    Given a unit "Squad"
    And a unit "Guards"
    And "Guards" has an ability "Fearless" that makes its battle-shock rolls succeed automatically
    Then the battle-shock rolls for "Squad" do not succeed automatically
    And the battle-shock rolls for "Guards" succeed automatically

  Scenario: §18.5: wounds left of a single-model unit after its W is raised
    Given a unit "Champion"
    And "Champion" has a starting strength of 1
    And "Champion" has W 5
    And "Champion" has 3 wounds left
    Then "Champion" has 3 wounds left
    And "Champion" has 1 model left

  Scenario: §18.5: without Counteroffensive a unit need not be the next unit its player selects
    Given the units:
      | unit  | player | engaged |
      | Squad | A      | yes     |
      | Guard | A      | yes     |
      | Boyz  | B      | yes     |
    And it is the Fight step of player A's Fight phase
    Then "Squad" need not be the next unit player A selects to fight
    And "Guard" can be selected to fight next

  Scenario: §18.5: a rule that gives cover within an area gives it to the unit within that area only
    Given a unit "Squad"
    And a unit "Guards"
    And "Squad" is within the woods
    And player A has a rule "Camouflage":
      | CONDITION | it is within the woods       |
      | EFFECT    | gives it the benefit of cover |
    Then "Squad" has the benefit of cover
    And "Guards" does not have the benefit of cover

  Scenario: §18.4: Epic Challenge gives the leader's melee weapons [PRECISION] and not the bodyguard's
    Given a unit "Captain"
    And "Captain" has the keyword CHARACTER
    And a unit "Squad"
    And "Captain" is leading "Squad"
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And player A has 1 CP
    And it is the Fight step of player A's Fight phase
    When "Squad" is selected to fight
    And player A uses the "Epic Challenge" stratagem on "Squad"
    Then "Captain"'s melee weapons have [PRECISION]
    And "Squad"'s melee weapons do not have [PRECISION]

  Scenario: §18.5: a rule that makes a unit count as battle-shocked while engaged does not make an unengaged one count so
    Given a unit "Squad"
    And a unit "Guards"
    And "Squad" is engaged
    And a mission rule "Terror":
      | CONDITION | it is engaged                        |
      | EFFECT    | makes it count as battle-shocked |
    Then "Squad" counts as battle-shocked
    And "Guards" does not count as battle-shocked

  Scenario: §18.1 conditions: "within range of an objective you control" holds only on the controlled one
    Given the ruin is an objective
    And the hill is an objective
    And player A controls the ruin
    And player B controls the hill
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" is within the ruin
    And "Guards" is within the hill
    And player A has a rule "Hold Fast":
      | CONDITION | it is within range of an objective you control |
      | EFFECT    | adds 1 to its OC                               |
    Then "Squad" has OC 3
    And "Guards" has OC 2

  Scenario: §18.1 conditions: "within range of an objective" holds on any objective, controlled or not
    Given the ruin is an objective
    And a unit "Squad"
    And a unit "Guards"
    And "Squad" is within the ruin
    And player A has a rule "Forward":
      | CONDITION | it is within range of an objective |
      | EFFECT    | adds 1 to its OC                   |
    Then "Squad" has OC 3
    And "Guards" has OC 2

  Scenario: §18.1 conditions: "controlling an objective" needs its player to control it (14.02)
    Given the ruin is an objective
    And a unit "Squad"
    And a unit "Boyz" for player B
    And "Squad" is within the ruin
    And "Boyz" is within the ruin
    And player B controls the ruin
    And "Squad" has an ability "Planted":
      | CONDITION | it is controlling an objective |
      | EFFECT    | adds 1 to its OC               |
    Then "Squad" has OC 2
    And "Planted" is not in force for "Squad"

  Scenario: §18.1 conditions: a secured objective for the player is reported, and the other objective is not secured
    Given the ruin is an objective
    And the hill is an objective
    And a unit "Squad"
    And "Squad" is within the ruin
    And player A controls the ruin
    And "Squad" has an ability "Dig In":
      | WHEN   | the end of your Command phase         |
      | EFFECT | secures each objective it is controlling |
    And it is player A's Command phase
    When the game advances to the end of the phase
    Then player A has secured the ruin
    And player A has not secured the hill

  Scenario: §18.7: a drawn rule pinned to a duration never lets a battle-shocked unit start an Action other than by lifting that bar
    Given a unit "Squad"
    And any rule "Drawn" for "Squad" that adds one bar on starting Actions, until the end of the phase
    And "Squad" is battle-shocked
    And it is player A's Shooting phase
    And the Action "Task":
      | STARTS | your Shooting phase |
    Then "Squad" cannot start the "Task" Action
