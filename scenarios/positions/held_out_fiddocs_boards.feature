Feature: Held out: the board examples printed in docs/boards.md
  The doc's board snippets, verbatim, each loaded and asked what the doc says of it (contract
  §8, §19.11; Core Rules 16.01, 14.01-14.02, 15.01).

  Scenario: The doc's Background board: the worked example loads and Infiltrators may plant the device
    Given the board "../actions/boards/deploy_device.yaml"
    Then "Infiltrators" can start the "Deploy Device" Action
    And "Scouts" cannot start the "Deploy Device" Action because it is not a unit the Action allows

  Scenario: The doc's inline board: Infiltrators within a terrain area in the Movement phase of battle round 2
    Given the board:
      """
      battle_round: 2
      turn: A
      phase: movement
      units:
        Infiltrators: {keywords: [INFANTRY], within: [a terrain area]}
      """
    Then it is player A's Movement phase in battle round 2
    And "Infiltrators" can make a normal move
    And "Infiltrators" is within a terrain area

  Scenario: The doc's schema example board loads as the doc annotates it
    Given the board "boards/fiddocs_schema_example.yaml"
    Then it is player A's Shooting phase in battle round 2
    And player A has 2 CP
    And player B has 1 CP
    And "Infiltrators" has OC 2
    And "Infiltrators" has Ld 6+
    And "Infiltrators" can start the "Deploy Device" Action

  Scenario: The doc's schema example: the unit the board leaves in its deployment zone may not plant
    Given the board "boards/fiddocs_schema_example.yaml"
    And "Infiltrators" is within your deployment zone
    Then "Infiltrators" cannot start the "Deploy Device" Action because it is not a unit the Action allows

  Scenario: The doc's positions example: the squad's first model's base touches the ruin's edge, so it is within it (01.04)
    Given the board "boards/fiddocs_positions_example.yaml"
    Then "Squad" is within the ruin
    And "Squad" is not wholly within the ruin
    And model 1 of "Squad" is within the ruin
    And model sgt of "Squad" is not within the ruin
    And "Squad" is not engaged
    And "Boyz" is not within the crater

  Scenario: The doc's used-stratagems example: Fire Overwatch used this phase cannot be used again
    Given the board "boards/fiddocs_players_example.yaml"
    And it is player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Intercessors"
    And player A has 2 CP
