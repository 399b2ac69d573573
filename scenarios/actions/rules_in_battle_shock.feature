Feature: 18.9 and app FAQ data 912: rules that let a battle-shocked unit act
  Becoming battle-shocked ends every Action a unit is performing (01.07, 16.01), unless a rule
  in force lets it start or perform Actions even though it is battle-shocked: a rule that lets
  a battle-shocked unit start Actions also lets it carry on one it started (app FAQ data 912).

  Background:
    Given the Action "Hold Position":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase
    And a unit "Intercessors"

  Scenario: Without such a rule, becoming battle-shocked ends the Action
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" becomes battle-shocked
    Then "Intercessors" is not performing the "Hold Position" Action

  Scenario: app FAQ data 912: a rule to start Actions while battle-shocked lets it carry on
    Given "Intercessors" has an ability "Unbreakable" that lets it start Actions even though it is battle-shocked
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" becomes battle-shocked
    Then "Intercessors" is performing the "Hold Position" Action
    When the game advances to the end of the turn
    Then "Intercessors" completes the "Hold Position" Action

  Scenario: 18.3 item 1: a rule to perform Actions while battle-shocked lets it carry on, not start
    Given "Intercessors" has an ability "Grim Resolve" that lets it perform Actions even though it is battle-shocked
    And a unit "Veterans"
    And "Veterans" is battle-shocked
    And "Veterans" has an ability "Grim Resolve" that lets it perform Actions even though it is battle-shocked
    When "Intercessors" starts the "Hold Position" Action
    And "Intercessors" becomes battle-shocked
    Then "Intercessors" is performing the "Hold Position" Action
    And "Veterans" cannot start the "Hold Position" Action

  Scenario: 18.1: a rule that holds until the end of the phase stops lifting after it
    Given "Intercessors" has an ability "Rally" that lets it start Actions even though it is battle-shocked, until the end of the phase
    And "Intercessors" is battle-shocked
    Then "Intercessors" can start the "Hold Position" Action
    And "Rally" is in force for "Intercessors"
    When the game advances to player A's Fight phase
    Then "Rally" is not in force for "Intercessors"
