Feature: §20.2, 02.02, 15.05 and 18.9: what a card counts of destroyed models and completed Actions
  A destroyed model counts with its W and keywords as modified when it is destroyed (02.02, 18.3
  items 3 and 6); Grenades (Explosives) destroy a unit for a card only with its last model; an
  Action that battle-shock stopped (18.9) is no completion, unless a lift keeps it going while
  its source (a leader) is alive (18.3 item 10).

  Scenario: Bring It Down counts a model whose W a rule raised to 10
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Dreads" for player B
    And "Dreads" has W 9
    And "Dreads" has 2 models left
    And player B has a rule "Reinforced Plating" that adds 1 to its W
    Then "Dreads" has W 10
    When "Dreads" is destroyed
    And the game advances to the end of the turn
    Then player A scores 8 VP for "Bring It Down"

  Scenario: Bring It Down does not count a model whose W a rule lowered to 9
    Given player A has the secondary mission "Bring It Down" as a Fixed mission
    And it is player B's Shooting phase in battle round 2
    And a unit "Dreads" for player B
    And "Dreads" has W 10
    And "Dreads" has 2 models left
    And player A has a rule "Armourbane":
      | TARGET | each enemy unit           |
      | EFFECT | subtracts 1 from its W    |
    When "Dreads" is destroyed
    And the game advances to the end of the turn
    Then player A scores no VP for "Bring It Down"

  Scenario: a unit that counts as having the keyword CHARACTER counts for an assassination card
    Given player A has the secondary mission "Headhunt":
      | scores at            | if                                                  | VP |
      | the end of your turn | 1 or more enemy CHARACTER models were destroyed this turn | 4  |
    And it is player A's Shooting phase in battle round 2
    And a unit "Champion" for player B
    And "Champion" has 1 model left
    And a mission rule "Marked":
      | CONDITION | it is battle round 2 or later |
      | EFFECT    | makes it count as having the keyword CHARACTER |
    Then "Champion" has the keyword CHARACTER
    When "Champion" is destroyed
    And the game advances to the end of the turn
    Then player A scores 4 VP for "Headhunt"
  Scenario: Grenades that destroy the last models of an enemy unit count for a card's destroyed units
    Given player A has the secondary mission "Cull":
      | scores at            | if                                         | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 3  |
    And the units:
      | unit  | player | keywords           | W |
      | Squad | A      | INFANTRY, GRENADES | 2 |
      | Foe   | B      | INFANTRY           | 1 |
    And "Foe" has 2 models left
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 5, 6, 1, 1, 1
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    And the game advances to the end of the turn
    Then "Foe" has 0 models left
    And player A scores 3 VP for "Cull"

  Scenario: Grenades that leave one model alive destroy no unit for the card
    Given player A has the secondary mission "Cull":
      | scores at            | if                                         | VP |
      | the end of your turn | 1 or more enemy units were destroyed this turn | 3  |
    And the units:
      | unit  | player | keywords           | W |
      | Squad | A      | INFANTRY, GRENADES | 2 |
      | Foe   | B      | INFANTRY           | 1 |
    And "Foe" has 3 models left
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 5, 1, 1, 1, 1
    When player A uses the "Grenades" stratagem on "Squad" against "Foe"
    And the game advances to the end of the turn
    Then "Foe" has 1 model left
    And player A scores no VP for "Cull"

  Scenario: an Action stopped by battle-shock scores nothing for the card that counts completions
    Given player A has the secondary mission "Sweep":
      | scores at            | if                                                 | VP |
      | the end of your turn | 1 or more "Survey" Actions were completed by your units this turn | 2  |
    And the Action "Survey":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Squad" for player A
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Survey" Action
    And player A scores no VP for "Sweep"

  Scenario: a leader ability that lets the unit perform Actions while battle-shocked keeps the card's completion
    Given player A has the secondary mission "Sweep":
      | scores at            | if                                                 | VP |
      | the end of your turn | 1 or more "Survey" Actions were completed by your units this turn | 2  |
    And the Action "Survey":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Captain" for player A
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Iron Will" that lets it perform Actions even though it is battle-shocked
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action
    And "Squad" becomes battle-shocked
    And the game advances to the end of the turn
    Then "Squad" completes the "Survey" Action
    And player A scores 2 VP for "Sweep"

  Scenario: the leader killed before the Action completes takes its lift with it
    Given player A has the secondary mission "Sweep":
      | scores at            | if                                                 | VP |
      | the end of your turn | 1 or more "Survey" Actions were completed by your units this turn | 2  |
    And the Action "Survey":
      | STARTS    | your Shooting phase  |
      | COMPLETES | the end of your turn |
    And a unit "Captain" for player A
    And "Captain" has 1 model left
    And a unit "Squad" for player A
    And "Captain" is leading "Squad"
    And "Captain" has a leader ability "Iron Will" that lets it perform Actions even though it is battle-shocked
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Survey" Action
    And "Squad" becomes battle-shocked
    Then "Squad" is performing the "Survey" Action
    When 1 model of "Captain" is destroyed
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Survey" Action
    And player A scores no VP for "Sweep"
