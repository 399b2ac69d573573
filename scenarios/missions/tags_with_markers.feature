Feature: §20.2 A tag placed together with an operation marker goes when that marker is removed
  The Event Companion's rule, as the contract states it: an Action's EFFECT that tags an area and
  places an operation marker there links the two; removing the marker (by an EFFECT, by Surveil
  the Foe's marker rule, or by the removal step) takes the tag too. A tag stated with a Given was
  placed with no marker and stays.

  Background:
    Given the ruin is an objective
    And the hill is an objective

  Scenario: A decoy's tag goes when the marker placed with it is removed
    Given the mission Action "Decoy"
    And it is player A's Shooting phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    When "Squad" starts the "Decoy" Action on the ruin
    And the game advances to the end of the turn
    Then the ruin is decoyed by player A
    When player A's operation marker within the ruin is removed
    Then the ruin is not decoyed by player A
    And player A has 0 operation markers on the battlefield

  Scenario: A stated tag stays when a stated marker there is removed
    Given the ruin is decoyed by player A
    And player A has an operation marker within the ruin
    And it is player A's Shooting phase
    When player A's operation marker within the ruin is removed
    Then the ruin is decoyed by player A

  Scenario: Surveil the Foe's marker rule takes the opponent's decoy with the marker
    Given player A has the primary mission "Smoke and Mirrors"
    And player B has the primary mission "Surveil the Foe"
    And the mission Action "Decoy"
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Scouts" for player B
    When "Squad" starts the "Decoy" Action on the ruin
    And the game advances to player B's Movement phase
    And "Scouts" makes a normal move into the ruin
    Then player A has no operation marker within the ruin
    And the ruin is not decoyed by player A
