Feature: Held out: each mission Action of Chapter Approved 2026-27, row by row, through its card
  A held-out pass over the published mission Actions (contract §5, §14, §15, §19.8, §20.2; Core
  Rules 16.01). Each Action is named as a player meets it: through the mission card that
  carries it. For each row (who may start it, when, the units it needs, the use limit, what
  completes it, what it places or scores) one scenario where the row applies and one where it
  does not. The ruin is an objective, the hill a central objective, the bunker player A's home
  objective and the keep player B's home objective.

  Background:
    Given the ruin is an objective
    And the hill is a central objective
    And the bunker is player A's home objective
    And the keep is player B's home objective
    And a unit "Squad" for player A
    And a unit "Scouts" for player A

  # Booby Trap (Death Trap)

  Scenario: Death Trap's Booby Trap: a terrain area outside the deployment zone traps it and pays 2 VP
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the wood is not within player A's deployment zone
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When "Squad" starts the "Booby Trap" Action
    Then "Squad" completes the "Booby Trap" Action
    And the wood is trapped by player A
    And player A has an operation marker within the wood
    When the game advances to the end of the turn
    Then player A scores 2 VP for "Death Trap"

  Scenario: Death Trap's Booby Trap: a terrain area within the unit's own deployment zone is refused
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the wood is within player A's deployment zone
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    Then "Squad" cannot start the "Booby Trap" Action because it is not a unit the Action allows

  Scenario: Death Trap's Booby Trap: an objective inside the deployment zone is allowed by the objective clause, and pays the objective bonus
    Given player A has the primary mission "Death Trap"
    And the ruin is within player A's deployment zone
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Booby Trap" Action on the ruin
    Then "Squad" completes the "Booby Trap" Action
    And the ruin is trapped by player A
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Death Trap"

  Scenario: Death Trap's Booby Trap: the home objective inside the deployment zone meets neither clause
    Given player A has the primary mission "Death Trap"
    And the bunker is within player A's deployment zone
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the bunker
    Then "Squad" cannot start the "Booby Trap" Action on the bunker because it is not a unit the Action allows

  Scenario: Death Trap's Booby Trap: a home objective stated outside the deployment zone is still a terrain area outside it
    Given player A has the primary mission "Death Trap"
    And the bunker is not within player A's deployment zone
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the bunker
    Then "Squad" can start the "Booby Trap" Action on the bunker

  Scenario: Death Trap's Booby Trap: the same terrain area is refused in a later battle round
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the wood is not within player A's deployment zone
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    And "Scouts" is within the wood
    When "Squad" starts the "Booby Trap" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Scouts" cannot start the "Booby Trap" Action because the Action's use limit is reached

  Scenario: Death Trap's Booby Trap does not start in the opponent's Shooting phase
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the wood is not within player A's deployment zone
    And it is player B's Shooting phase in battle round 2
    And "Squad" is within the wood
    Then "Squad" cannot start the "Booby Trap" Action because the Action does not start now

  # Decoy (Smoke and Mirrors)

  Scenario: Smoke and Mirrors' Decoy is not an Action of the opponent's units
    Given player A has the primary mission "Smoke and Mirrors"
    And a unit "Raiders" for player B
    And it is player B's Shooting phase in battle round 2
    And "Raiders" is within the ruin
    Then "Raiders" cannot start the "Decoy" Action on the ruin because it is not a unit the Action allows

  Scenario: Smoke and Mirrors' Decoy is an Action of the holder's units
    Given player B has the primary mission "Smoke and Mirrors"
    And a unit "Raiders" for player B
    And it is player B's Shooting phase in battle round 2
    And "Raiders" is within the ruin
    Then "Raiders" can start the "Decoy" Action on the ruin

  Scenario: The mission Smoke and Mirrors loads Decoy for both players
    Given the mission "Smoke and Mirrors"
    And a unit "Raiders" for player B
    And it is player B's Shooting phase in battle round 2
    And "Raiders" is within the ruin
    Then "Raiders" can start the "Decoy" Action on the ruin

  Scenario: Smoke and Mirrors' Decoy in the first battle round on the opponent's home objective pays both awards
    Given player A has the primary mission "Smoke and Mirrors"
    And the keep is within player B's territory
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the keep
    When "Squad" starts the "Decoy" Action on the keep
    And the game advances to the end of the turn
    Then "Squad" completes the "Decoy" Action
    And the keep is decoyed by player A
    And player A scores 4 VP for "Smoke and Mirrors"

  Scenario: Smoke and Mirrors' Decoy: a start that failed still uses the objective's one Decoy
    Given player A has the primary mission "Smoke and Mirrors"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    When "Squad" starts the "Decoy" Action on the ruin
    And "Squad" is forced to move by an enemy rule
    Then "Squad" is not performing the "Decoy" Action
    And the ruin is not decoyed by player A
    And "Scouts" cannot start the "Decoy" Action on the ruin because the Action's use limit is reached

  # Extract Intelligence (Gather Intel)

  Scenario: Gather Intel's Extract Intelligence in battle round 2 places a marker and pays 7 VP
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Extract Intelligence" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Extract Intelligence" Action
    And player A has an operation marker within the ruin
    And player A scores 7 VP for "Gather Intel"

  Scenario: Gather Intel's Extract Intelligence does not start in the first battle round
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Extract Intelligence" Action on the ruin because the Action does not start now

  Scenario: Gather Intel's Extract Intelligence has no limit per turn: two objectives pay twice
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 3
    And "Squad" is within the ruin
    And "Scouts" is within the keep
    When "Squad" starts the "Extract Intelligence" Action on the ruin
    And "Scouts" starts the "Extract Intelligence" Action on the keep
    And the game advances to the end of the turn
    Then player A has 2 operation markers on the battlefield
    And player A scores 14 VP for "Gather Intel"

  Scenario: Gather Intel's Extract Intelligence: a second unit on the same objective is refused before any marker stands
    Given player A has the primary mission "Gather Intel"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    When "Squad" starts the "Extract Intelligence" Action on the ruin
    Then player A has no operation marker within the ruin
    And "Scouts" cannot start the "Extract Intelligence" Action on the ruin because the Action's use limit is reached

  # Maintain Control (Vital Link)

  Scenario: Vital Link's Maintain Control places a marker on the central objective, which pays at once
    Given player A has the primary mission "Vital Link"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    When "Squad" starts the "Maintain Control" Action on the hill
    And the game advances to the end of the turn
    Then "Squad" completes the "Maintain Control" Action
    And player A has an operation marker within the hill
    And player A scores 3 VP for "Vital Link"

  Scenario: Vital Link's Maintain Control is refused on an expansion objective
    Given player A has the primary mission "Vital Link"
    And the field is an expansion objective
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the field
    Then "Squad" cannot start the "Maintain Control" Action on the field because it is not a unit the Action allows

  Scenario: Vital Link's Maintain Control is once per turn
    Given player A has the primary mission "Vital Link"
    And the tower is a central objective
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    And "Scouts" is within the tower
    When "Squad" starts the "Maintain Control" Action on the hill
    Then "Scouts" cannot start the "Maintain Control" Action on the tower because the Action's use limit is reached

  Scenario: Vital Link's Maintain Control that does not complete places no marker
    Given player A has the primary mission "Vital Link"
    And a unit "Boyz" for player B
    And "Boyz" has OC 5
    And "Boyz" is within the hill
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    When "Squad" starts the "Maintain Control" Action on the hill
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Maintain Control" Action
    And player A has no operation marker within the hill
    And player A scores no VP for "Vital Link"

  # Plunder (secondary)

  Scenario: Plunder: a terrain area outside the unit's territory is plundered at once and pays 5 VP
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 1
    And "Squad" is within the wood
    When "Squad" starts the "Plunder" Action
    Then "Squad" completes the "Plunder" Action
    And the wood is plundered by player A
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"

  Scenario: Plunder: a terrain area within the unit's own territory is refused
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is within player A's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    Then "Squad" cannot start the "Plunder" Action because it is not a unit the Action allows

  Scenario: Plunder is refused to a unit that advanced this turn
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    And "Squad" made an advance move this turn
    Then "Squad" cannot start the "Plunder" Action, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: Plunder in the last battle round's last turn still pays
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is not within player A's territory
    And player B takes the first turn
    And it is player A's Shooting phase in battle round 5
    And "Squad" is within the wood
    When "Squad" starts the "Plunder" Action
    And the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"

  # Cleanse (secondary)

  Scenario: Cleanse on two objectives in one turn pays only the higher tier
    Given player A has the secondary mission "Cleanse"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the keep
    When "Squad" starts the "Cleanse" Action on the ruin
    And "Scouts" starts the "Cleanse" Action on the keep
    And the game advances to the end of the turn
    Then "Squad" completes the "Cleanse" Action
    And "Scouts" completes the "Cleanse" Action
    And player A scores 5 VP for "Cleanse"

  Scenario: Cleanse: a second unit on the same objective in the same turn is refused
    Given player A has the secondary mission "Cleanse"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    When "Squad" starts the "Cleanse" Action on the ruin
    Then "Scouts" cannot start the "Cleanse" Action on the ruin because the Action's use limit is reached

  Scenario: Cleanse is refused to a unit that plundered this turn
    Given player A has the secondary mission "Cleanse"
    And player A has the secondary mission "Plunder"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And the ruin is not within player A's territory
    When "Squad" starts the "Plunder" Action on the ruin
    Then "Squad" cannot start the "Cleanse" Action on the ruin, for exactly these reasons:
      | it started another action this turn |

  Scenario: Cleanse completes for a unit that is controlling the objective its player holds with another unit's help
    Given player A has the secondary mission "Cleanse"
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Boyz" is within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    When "Squad" starts the "Cleanse" Action on the ruin
    And the game advances to the end of the turn
    Then player A controls the ruin
    And "Squad" completes the "Cleanse" Action
    And player A scores 2 VP for "Cleanse"

  Scenario: Cleanse does not complete when the enemy's level of control is higher
    Given player A has the secondary mission "Cleanse"
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And "Boyz" is within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Cleanse" Action on the ruin
    And the game advances to the end of the turn
    Then player B controls the ruin
    And "Squad" does not complete the "Cleanse" Action
    And player A scores no VP for "Cleanse"

  # Sabotage

  Scenario: Sabotage's saboteur on an objective in the opponent's territory pays the bonus too
    Given player A has the primary mission "Sabotage"
    And the ruin is within player B's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Sabotage" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Sabotage" Action
    And player A scores 5 VP for "Sabotage"

  Scenario: Sabotage's saboteur on an objective outside the opponent's territory pays no bonus
    Given player A has the primary mission "Sabotage"
    And the ruin is not within player B's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Sabotage" Action on the ruin
    And the game advances to the end of the turn
    Then player A scores 3 VP for "Sabotage"

  Scenario: Sabotage has no limit per turn: two saboteurs on two objectives
    Given player A has the primary mission "Sabotage"
    And the ruin is not within player B's territory
    And the keep is not within player B's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the keep
    When "Squad" starts the "Sabotage" Action on the ruin
    And "Scouts" starts the "Sabotage" Action on the keep
    And the game advances to the end of the turn
    Then player A scores 6 VP for "Sabotage"

  Scenario: Sabotage can be started by an engaged TITANIC unit
    Given player A has the primary mission "Sabotage"
    And it is player A's Shooting phase in battle round 2
    And "Squad" has the keyword TITANIC
    And "Squad" is engaged
    And "Squad" is within the ruin
    Then "Squad" can start the "Sabotage" Action on the ruin

  # Secure Asset

  Scenario: Secure Asset on the opponent's home objective completes and pays 4 VP
    Given player A has the primary mission "Secure Asset"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the keep
    When "Squad" starts the "Secure Asset" Action on the keep
    And the game advances to the end of the turn
    Then "Squad" completes the "Secure Asset" Action
    And player A scores 4 VP for "Secure Asset"

  Scenario: Secure Asset does not start in the opponent's Shooting phase
    Given player A has the primary mission "Secure Asset"
    And it is player B's Shooting phase in battle round 2
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Secure Asset" Action on the ruin because the Action does not start now

  # Sensor Sweep (Locate and Deny, Extract Relic)

  Scenario: Locate and Deny's Sensor Sweep leaves one marker with a friendly unit alone in its terrain area, which pays 4 VP
    Given player A has the primary mission "Locate and Deny"
    And the wood is a terrain area
    And player A has 2 operation markers within the wood
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    And "Scouts" is within the wood
    When "Squad" starts the "Sensor Sweep" Action on the hill
    And the game advances to the end of the turn
    Then "Squad" completes the "Sensor Sweep" Action
    And player A has 1 operation marker on the battlefield
    And player A scores 4 VP for "Locate and Deny"

  Scenario: Locate and Deny's Sensor Sweep is refused on an objective that is not central
    Given player A has the primary mission "Locate and Deny"
    And player A has 2 operation markers within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    Then "Squad" cannot start the "Sensor Sweep" Action on the ruin because it is not a unit the Action allows

  Scenario: Locate and Deny's Sensor Sweep is not an Action of the opponent's units
    Given player A has the primary mission "Locate and Deny"
    And player A has 2 operation markers within the ruin
    And a unit "Raiders" for player B
    And it is player B's Shooting phase in battle round 2
    And "Raiders" is within the hill
    Then "Raiders" cannot start the "Sensor Sweep" Action on the hill because it is not a unit the Action allows

  Scenario: Extract Relic's Sensor Sweep is once per turn
    Given player A has the primary mission "Extract Relic"
    And the tower is a central objective
    And player B has 3 operation markers within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    And "Scouts" is within the tower
    When "Squad" starts the "Sensor Sweep" Action on the hill
    Then "Scouts" cannot start the "Sensor Sweep" Action on the tower because the Action's use limit is reached

  # Surveil (Surveil the Foe)

  Scenario: Surveil the Foe's Surveil in the first battle round tags the target and pays 4 VP
    Given player A has the primary mission "Surveil the Foe"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 1
    When "Squad" starts the "Surveil" Action on "Boyz"
    Then "Squad" completes the "Surveil" Action
    And "Boyz" is surveilled by player A
    When the game advances to the end of the turn
    Then player A scores 4 VP for "Surveil the Foe"

  Scenario: Surveil the Foe's Surveil cannot target an enemy unit in strategic reserves
    Given player A has the primary mission "Surveil the Foe"
    And a unit "Boyz" for player B
    And "Boyz" is in strategic reserves
    And it is player A's Shooting phase in battle round 2
    Then "Squad" cannot start the "Surveil" Action on "Boyz" because its target is not an enemy unit the Action allows

  Scenario: Surveil the Foe's Surveil has no limit: two units surveil two enemy units in one turn
    Given player A has the primary mission "Surveil the Foe"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Surveil" Action on "Boyz"
    And "Scouts" starts the "Surveil" Action on "Grots"
    Then "Boyz" is surveilled by player A
    And "Grots" is surveilled by player A

  Scenario: Surveil the Foe's Surveil is refused to a unit that started another Action this turn
    Given player A has the primary mission "Surveil the Foe"
    And a unit "Boyz" for player B
    And a unit "Grots" for player B
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "Surveil" Action on "Boyz"
    Then "Squad" cannot start the "Surveil" Action on "Grots", for exactly these reasons:
      | it started another action this turn |

  # Triangulate (Triangulation)

  Scenario: Triangulation's Triangulate in the last battle round triangulates the objective and pays 3 VP
    Given player A has the primary mission "Triangulation"
    And it is player A's Shooting phase in battle round 5
    And "Squad" is within the ruin
    When "Squad" starts the "Triangulate" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "Triangulate" Action
    And the ruin is triangulated by player A
    And player A has an operation marker within the ruin
    And player A scores 3 VP for "Triangulation"

  Scenario: Triangulation's Triangulate may be started again on an objective already triangulated
    Given player A has the primary mission "Triangulation"
    And the ruin is triangulated by player A
    And it is player A's Shooting phase in battle round 3
    And "Squad" is within the ruin
    Then "Squad" can start the "Triangulate" Action on the ruin

  Scenario: Triangulation's Triangulate is once per turn
    Given player A has the primary mission "Triangulation"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the keep
    When "Squad" starts the "Triangulate" Action on the ruin
    Then "Scouts" cannot start the "Triangulate" Action on the keep because the Action's use limit is reached

  Scenario: Triangulation's Triangulate is refused on the unit's own home objective
    Given player A has the primary mission "Triangulation"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the bunker
    Then "Squad" cannot start the "Triangulate" Action on the bunker because it is not a unit the Action allows

  # Vanguard Operation

  Scenario: Vanguard Operation in a terrain area of the opponent's territory with no enemy there pays 4 VP
    Given player A has the primary mission "Vanguard Operation"
    And the wood is a terrain area
    And the wood is within player B's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When "Squad" starts the "Vanguard Operation" Action
    And the game advances to the end of the turn
    Then "Squad" completes the "Vanguard Operation" Action
    And player A scores 4 VP for "Vanguard Operation"

  Scenario: Vanguard Operation with an enemy unit in the terrain area at the end of the turn pays nothing
    Given player A has the primary mission "Vanguard Operation"
    And the wood is a terrain area
    And the wood is within player B's territory
    And a unit "Boyz" for player B
    And "Boyz" is within the wood
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When "Squad" starts the "Vanguard Operation" Action
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard Operation" Action
    And player A scores no VP for "Vanguard Operation"

  Scenario: Vanguard Operation is once per turn
    Given player A has the primary mission "Vanguard Operation"
    And the wood is a terrain area
    And the copse is a terrain area
    And the wood is within player B's territory
    And the copse is within player B's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    And "Scouts" is within the copse
    When "Squad" starts the "Vanguard Operation" Action
    Then "Scouts" cannot start the "Vanguard Operation" Action because the Action's use limit is reached

  # Booby Trap's untrapped terrain area (contract §20.2: `that is not <tag>`, of an area too)

  Scenario: Death Trap's Booby Trap is refused in a terrain area the player has already trapped
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the wood is not within player A's deployment zone
    And the wood is trapped by player A
    And it is player A's Shooting phase in battle round 3
    And "Squad" is within the wood
    Then "Squad" cannot start the "Booby Trap" Action because it is not a unit the Action allows

  Scenario: Death Trap's Booby Trap in an untrapped terrain area beside a trapped one is allowed
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the copse is a terrain area
    And the wood is not within player A's deployment zone
    And the copse is not within player A's deployment zone
    And the copse is trapped by player A
    And it is player A's Shooting phase in battle round 3
    And "Squad" is within the wood
    Then "Squad" can start the "Booby Trap" Action

  Scenario: Death Trap's Booby Trap: a terrain area trapped only by the opponent is not weighed
    Given player A has the primary mission "Death Trap"
    And the wood is a terrain area
    And the wood is not within player A's deployment zone
    And the wood is trapped by player B
    And it is player A's Shooting phase in battle round 3
    And "Squad" is within the wood
    Then "Squad" can start the "Booby Trap" Action

  Scenario: A declared row: within a terrain area that is not trapped reads the tag, not an area of that name
    Given the mission Action "Booby Trap":
      | UNITS | one unit that is within a terrain area that is not trapped |
    And the wood is a terrain area
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    Then "Squad" can start the "Booby Trap" Action

  Scenario: A declared row: within a terrain area that is not trapped refuses a trapped one
    Given the mission Action "Booby Trap":
      | UNITS | one unit that is within a terrain area that is not trapped |
    And the wood is a terrain area
    And the wood is trapped by player A
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    Then "Squad" cannot start the "Booby Trap" Action because it is not a unit the Action allows

  # A card drawn or discarded (contract §20.2: a card is active from its draw until discarded)

  Scenario: Plunder drawn in the Shooting phase gives its Action at once
    Given the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When player A draws "Plunder"
    And "Squad" starts the "Plunder" Action
    Then "Squad" completes the "Plunder" Action
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Plunder"

  Scenario: Plunder discarded takes its Action away
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When player A discards "Plunder"
    Then "Squad" cannot start the "Plunder" Action because it is not a unit the Action allows

  # When control is judged for a COMPLETES condition (contract §15: the determination before the end step)

  Scenario: Secure Asset does not complete when an enemy unit surged onto the objective in the Fight phase
    Given player A has the primary mission "Secure Asset"
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Secure Asset" Action on the ruin
    And the game advances to player A's Fight phase
    And "Boyz" makes a surge move into the ruin
    And the game advances to the end of the turn
    Then player B controls the ruin
    And "Squad" does not complete the "Secure Asset" Action
    And player A scores no VP for "Secure Asset"

  Scenario: Secure Asset completes when the enemy's surge onto the objective leaves the holder's level higher
    Given player A has the primary mission "Secure Asset"
    And a unit "Boyz" for player B
    And "Boyz" has OC 3
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Scouts" is within the ruin
    When "Squad" starts the "Secure Asset" Action on the ruin
    And the game advances to player A's Fight phase
    And "Boyz" makes a surge move into the ruin
    And the game advances to the end of the turn
    Then player A controls the ruin
    And "Squad" completes the "Secure Asset" Action
    And player A scores 4 VP for "Secure Asset"

  # More rows meeting the Core Rules

  Scenario: Vanguard Operation completes when the enemy unit that surged into the terrain area was destroyed before the end of the turn
    Given player A has the primary mission "Vanguard Operation"
    And the wood is a terrain area
    And the wood is within player B's territory
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When "Squad" starts the "Vanguard Operation" Action
    And the game advances to player A's Fight phase
    And "Boyz" makes a surge move into the wood
    And "Boyz" is destroyed
    And the game advances to the end of the turn
    Then "Squad" completes the "Vanguard Operation" Action
    And player A scores 6 VP for "Vanguard Operation"

  Scenario: Vanguard Operation does not complete when an enemy unit surged into the terrain area and stays
    Given player A has the primary mission "Vanguard Operation"
    And the wood is a terrain area
    And the wood is within player B's territory
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When "Squad" starts the "Vanguard Operation" Action
    And the game advances to player A's Fight phase
    And "Boyz" makes a surge move into the wood
    And the game advances to the end of the turn
    Then "Squad" does not complete the "Vanguard Operation" Action
    And player A scores no VP for "Vanguard Operation"

  Scenario: Sabotage may be started by a unit that made a normal move this turn
    Given player A has the primary mission "Sabotage"
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    And "Squad" made a normal move this turn
    Then "Squad" can start the "Sabotage" Action on the ruin

  Scenario: Locate and Deny's Sensor Sweep cannot start while one of the holder's markers is left
    Given player A has the primary mission "Locate and Deny"
    And player A has an operation marker within the ruin
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the hill
    Then "Squad" cannot start the "Sensor Sweep" Action on the hill, for exactly these reasons:
      | the Action's restrictions forbid it |

  Scenario: A unit performing Decoy is not eligible to declare a charge that turn
    Given player A has the primary mission "Smoke and Mirrors"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the ruin
    When "Squad" starts the "Decoy" Action on the ruin
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it started an Action this turn
    And "Squad" is performing the "Decoy" Action
