Feature: Army rosters from the GW app and NewRecruit
  A roster's units keep the roster's names (a repeated name gets " 2", " 3"), belong to the
  player, and its leader attachments form attached units.

  Scenario: A GW app export: the Attached Unit blocks say which squad each leader leads
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    Then "Captain" has the keyword BATTLELINE
    And "Intercessor Squad" has a starting strength of 6
    And "Lieutenant" has a starting strength of 6
    And "Intercessor Squad 2" has the keyword CHARACTER
    And "Intercessor Squad 3" has a starting strength of 5
    And "Intercessor Squad 3" does not have the keyword CHARACTER
    And "Fenrisian Wolves" has OC 0

  Scenario: A squad of the roster, at half-strength with its leader
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And "Intercessor Squad 2" has 2 models left
    Then "Lieutenant" is at half-strength
    And "Intercessor Squad" is not at or below half-strength

  Scenario: A NewRecruit export of an Ork army, for player B
    Given player B's army from the roster "rosters/orks_newrecruit.json"
    And "Boyz" has 5 models left
    And the battle-shock roll for "Warboss" will be 6
    And the battle-shock roll for "Boyz 2" will be 6
    And "Boyz 2" has 5 models left
    When player B's Command phase is resolved
    Then "Boyz" has a starting strength of 11
    And "Boyz 2" has a starting strength of 10
    And "Boyz" is not battle-shocked
    And "Boyz 2" is battle-shocked
    And "Gretchin" has a starting strength of 11

  Scenario: Two armies, one roster each; a name already taken is numbered on
    Given player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And player B's army from the roster "rosters/orks_newrecruit.json"
    And a unit "Wolves" from the datasheet "Fenrisian Wolves" for player B
    And player A's army from the roster "rosters/ultramarines_gw_app.txt"
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Intercessor Squad 4" has a starting strength of 6
    And "Lieutenant 2" has a starting strength of 6
    And "Captain" can start the "Deploy Device" Action
    And "Boyz" cannot start the "Deploy Device" Action because the Action does not start now

  Scenario: A ListForge text export: each pair says which squad its leader leads
    Given player A's army from the roster "rosters/ultramarines_listforge.txt"
    Then "Intercessor Squad" has a starting strength of 5
    And "Intercessor Squad" does not have the keyword CHARACTER
    And "Captain" has a starting strength of 6
    And "Intercessor Squad 2" has the keyword CHARACTER
    And "Lieutenant" has a starting strength of 6
    And "Intercessor Squad 3" has a starting strength of 6
