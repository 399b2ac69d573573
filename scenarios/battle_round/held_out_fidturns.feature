Feature: Held out: whole battles played across phases, turns and rounds (07, 08, 15, 16, 20, 23.02)
  A held-out pass written from the contract (§4, §14) and the Core Rules: long sequences that
  advance the clock with its When steps and mix in moves, Actions, reserves arriving, battle-shock
  and CP gained and spent. It checks what the first battle round forbids, what the second
  player's turn sees, what carries over from one turn or round to the next and what resets, and
  what happens at the last battle round and the end of the battle.

  Scenario: 07.02 and 08.02: with player B first, player A's first Command phase follows B's whole turn and both players have gained 2CP
    Given player B takes the first turn
    And a unit "Squad"
    And a unit "Boyz" for player B
    When the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 1
    And player A has 2 CP
    And player B has 2 CP
    And player B takes the first turn in every battle round

  Scenario: 08.02: resolving player B's Command phase from the start of the battle plays player A's whole turn first
    Given a unit "Squad"
    And player A has a rule "Dusk" that triggers at the end of your turn
    When player B's Command phase is resolved
    Then it is player B's Command phase in battle round 1
    And "Dusk" triggers 1 time
    And player A has 2 CP
    And player B has 2 CP

  Scenario: 07.01 and 07.02.02: two battle rounds played fire each player's start-of-turn rule twice, in that player's turns only
    Given a unit "Squad"
    And player B has a rule "Waaagh" that triggers at the start of your turn
    And a mission rule "Round Over" that triggers at the end of the battle round
    When battle round 2 is played
    Then "Waaagh" triggers 2 times
    And "Waaagh" triggers in player B's turn
    And "Round Over" triggers 2 times
    And player A has 4 CP
    And player B has 4 CP

  Scenario: 07.01: advancing to the start of battle round 3 from round 1 resolves round 2 whole and none of round 3's Command phases
    Given a unit "Squad"
    And it is player B's Fight phase in battle round 1
    And player A has 0 CP
    And player B has 0 CP
    And a mission rule "Dawn" that triggers at the start of the battle round
    When the game advances to the start of battle round 3
    Then "Dawn" triggers 2 times
    And player A has 2 CP
    And player B has 2 CP

  Scenario: 07.02: at the start of player B's turn, player A's Command phase rule has fired and player B's has not
    Given a unit "Squad"
    And player A has a rule "A Orders" that triggers at the start of your Command phase
    And player B has a rule "B Orders" that triggers at the start of your Command phase
    And player B has a rule "B Muster" that triggers at the start of your turn
    When the game advances to the start of player B's turn
    Then "A Orders" triggers 1 time
    And "B Muster" triggers 1 time
    And "B Orders" does not trigger

  Scenario: 07.02.02: in the last battle round each player's rule for the opponent's turn fires once, in the other player's turn
    Given a unit "Squad"
    And player A has a rule "A Watch" that triggers at the end of your opponent's turn
    And player B has a rule "B Watch" that triggers at the end of your opponent's turn
    And it is player A's Fight phase in battle round 5
    When the game advances to the end of player A's turn
    Then "B Watch" triggers 1 time
    And "A Watch" does not trigger
    When the game advances to the end of the battle round
    Then "A Watch" triggers 1 time
    And "B Watch" triggers 1 time
    And the battle ends after battle round 5

  Scenario: 07.03: in a three-round mission the end-of-battle-round rule fires three times
    Given the mission lasts 3 battle rounds
    And a unit "Squad"
    And a mission rule "Round Over" that triggers at the end of the battle round
    When battle round 3 is played
    Then "Round Over" triggers 3 times
    And the battle ends after battle round 3

  Scenario: 15.01 and 08.02: CP spent on Fire Overwatch in the opponent's turn are gone, and the next Command phases refill them
    Given a unit "Squad"
    And a unit "Other"
    And a unit "Boyz" for player B
    And player A has 1 CP
    And it is player A's Command phase in battle round 2
    When player A's Command phase is resolved
    Then player A has 2 CP
    When the game advances to the end of player B's Movement phase
    Then player A has 3 CP
    When player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And player A has 2 CP
    And player A cannot use the "Fire Overwatch" stratagem on "Other" because it was already used this phase
    When the game advances to the end of player A's Command phase
    Then it is player A's Command phase in battle round 3
    And player A has 3 CP

  Scenario: 15.01: a stratagem used in one opponent's Movement phase can be used again in the next one
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 3 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of the phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    And the game advances to the end of player B's Movement phase
    Then it is player B's Movement phase in battle round 3
    And player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 15.04: Insane Bravery, used in battle round 2, is not used again in battle round 3: the unit fails and no CP is spent
    Given the units:
      | unit  | player | starting strength | models | Ld |
      | Squad | A      | 10                | 4      | 7  |
    And player A has 1 CP
    And the battle-shock roll for "Squad" will be 3
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And player A used the "Insane Bravery" stratagem
    And player A has 1 CP
    When player A's Command phase is resolved
    Then it is player A's Command phase in battle round 3
    And "Squad" makes 2 battle-shock rolls
    And "Squad" is battle-shocked
    And player A has 3 CP

  Scenario: 15.07: Rapid Ingress is refused at the end of the opponent's Movement phase in round 1 and allowed in round 2
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Boyz" for player B
    And player A has 2 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of the phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it
    When the game advances to the end of player B's Movement phase
    Then it is player B's Movement phase in battle round 2
    And player A can use the "Rapid Ingress" stratagem on "Reserve"
    When player A uses the "Rapid Ingress" stratagem on "Reserve"
    Then "Reserve" is not in strategic reserves
    And player A has 3 CP

  Scenario: 01.07 and 15.01: a unit battle-shocked in the opponent's turn cannot be the target of its own player's stratagem until it recovers
    Given a unit "Squad"
    And a unit "Boyz" for player B
    And player A has 2 CP
    And it is player B's Command phase in battle round 1
    When "Squad" becomes battle-shocked
    And the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because the unit is battle-shocked
    Given the battle-shock roll for "Squad" will be 8
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    When the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: 08.03: the second player's unit at half-strength rolls only in its own Command phase, once in each battle round
    Given the units:
      | unit | player | starting strength | models | Ld |
      | Boyz | B      | 10                | 5      | 7  |
    And the battle-shock roll for "Boyz" will be 9
    When player A's Command phase is resolved
    Then "Boyz" does not make a battle-shock roll
    When player B's Command phase is resolved
    Then "Boyz" makes a battle-shock roll
    And "Boyz" is not battle-shocked
    When battle round 2 is played
    Then "Boyz" makes 2 battle-shock rolls

  Scenario: 08.03 and 16.01: a unit battle-shocked in the opponent's turn that fails again stays shut out of Actions in its own turn
    Given the Action "Task":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player B's Shooting phase in battle round 1
    When "Squad" becomes battle-shocked
    Given the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
    And "Squad" is battle-shocked
    And "Squad" has OC -
    When the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Task" Action, for exactly these reasons:
      | it is battle-shocked |
      | its OC is 0 or -     |

  Scenario: 16.00 USE LIMIT: two times per battle is counted per player, across battle rounds
    Given the Action "Signal":
      | STARTS    | your Shooting phase |
      | USE LIMIT | 2 times per battle  |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Signal" Action
    And the game advances to player A's Shooting phase
    And "Squad" starts the "Signal" Action
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 3
    And "Squad" cannot start the "Signal" Action because the Action's use limit is reached
    When the game advances to player B's Shooting phase
    Then "Boyz" can start the "Signal" Action

  Scenario: 16.00 STARTS: an Action from the second battle round onwards is refused to both players in round 1
    Given the Action "Survey":
      | STARTS | your Shooting phase, from the second battle round onwards |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase in battle round 1
    Then "Squad" cannot start the "Survey" Action because the Action does not start now
    When the game advances to player B's Shooting phase
    Then "Boyz" cannot start the "Survey" Action because the Action does not start now
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Squad" can start the "Survey" Action

  Scenario: 16.01: an Action completing at the end of the battle round, started by the first player, outlasts the opponent's turn and scores then
    Given the Action "Beacon":
      | STARTS    | your Shooting phase      |
      | COMPLETES | the end of the battle round |
      | EFFECT    | score 2 VP               |
    And a unit "Squad"
    And a unit "Boyz" for player B
    And it is player A's Shooting phase
    When "Squad" starts the "Beacon" Action
    And the game advances to the end of player A's turn
    Then "Squad" is performing the "Beacon" Action
    And player A has 0 VP
    When the game advances to the end of player B's Fight phase
    Then "Squad" is performing the "Beacon" Action
    When the game advances to the end of the battle round
    Then "Squad" completes the "Beacon" Action
    And player A has 2 VP
    And player B has 0 VP

  Scenario: 16.01: the second player's Action completing at the end of the battle round completes right after that player's turn
    Given the Action "Beacon":
      | STARTS    | your Shooting phase         |
      | COMPLETES | the end of the battle round |
      | EFFECT    | score 2 VP                  |
    And a unit "Boyz" for player B
    And it is player B's Shooting phase in battle round 2
    When "Boyz" starts the "Beacon" Action
    And the game advances to the end of the battle round
    Then "Boyz" completes the "Beacon" Action
    And player B has 2 VP

  Scenario: 07.03 and 16.01: an Action waiting for the start of the next Command phase never completes when started in the last battle round
    Given the Action "Vigil":
      | STARTS    | your Shooting phase                  |
      | COMPLETES | the start of your next Command phase |
    And a unit "Squad"
    And it is player A's Shooting phase in battle round 5
    When "Squad" starts the "Vigil" Action
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Vigil" Action
    And the effect of "Vigil" is not resolved
    And the battle ends after battle round 5

  Scenario: 16.01: the lock of an Action started this turn lifts in the unit's next turn, after the Action completed in the opponent's turn
    Given the Action "Hold":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And the Action "Task":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Shooting phase
    When "Squad" starts the "Hold" Action
    Then "Squad" cannot start the "Task" Action because it started another action this turn
    When the game advances to the end of player B's turn
    Then "Squad" completes the "Hold" Action
    When the game advances to player A's Shooting phase
    Then "Squad" can start the "Task" Action
    And "Squad" is eligible to shoot

  Scenario: 09.06 and 16.01: an advance bars Actions for that turn only
    Given the Action "Task":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And it is player A's Movement phase
    When "Squad" makes an advance move
    And the game advances to player A's Shooting phase
    Then "Squad" cannot start the "Task" Action because it made an advance move this turn
    When the game advances to player A's Movement phase
    And "Squad" makes a normal move
    And the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Squad" can start the "Task" Action

  Scenario: 20.03: the second player's reserves cannot arrive in its round 1 Movement phase but can in round 2
    Given player B takes the first turn
    And a unit "Reserve" for player B
    And "Reserve" is in strategic reserves
    And it is player B's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move because it is the first battle round
    When the game advances to player B's Movement phase
    Then it is player B's Movement phase in battle round 2
    And "Reserve" can make an ingress move
    When "Reserve" makes an ingress move
    Then "Reserve" is not in strategic reserves

  Scenario: 18.02 and 20.04: a unit that arrived in round 2 cannot embark that turn, and embarks after a normal move in round 3
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    Then "Reserve" cannot embark within "Rhino" because it was set up on the battlefield this turn
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 3
    When "Reserve" makes a normal move and embarks within "Rhino"
    Then "Reserve" is embarked within "Rhino"

  Scenario: 20.04: the opponent's deployment zone is closed to an ingress in round 2 and open in round 3
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    Then "Reserve" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 3
    And "Reserve" can make an ingress move into player B's deployment zone

  Scenario: 24.09: a Deep Strike unit arriving in round 2 may be set up within the opponent's deployment zone
    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And "Reserve" has the Deep Strike ability
    And it is player A's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move because it is the first battle round
    When the game advances to player A's Movement phase
    Then "Reserve" can make an ingress move into player B's deployment zone

  Scenario: 20.04: with player B first, player B's reserves survive battle round 3's last turn and are destroyed at the end of the round
    Given player B takes the first turn
    And a unit "Reserve" for player B
    And "Reserve" is in strategic reserves
    And a unit "Late" for player B
    And "Late" is in strategic reserves
    And it is player B's Movement phase in battle round 3
    When "Late" makes an ingress move
    And the game advances to the end of player A's turn
    Then "Reserve" is not destroyed
    When the game advances to the end of the battle round
    Then "Reserve" is destroyed
    And "Late" is not destroyed

  Scenario: 20.04: in a two-round mission, reserves that never arrived are not destroyed, for the battle ends before round 3 does
    Given the mission lasts 2 battle rounds
    And a unit "Reserve"
    And "Reserve" is in strategic reserves
    When battle round 2 is played
    Then "Reserve" is not destroyed
    And "Reserve" is in strategic reserves
    And the battle ends after battle round 2

  Scenario: 23.02 and 20.04: an AIRCRAFT unit that left at the end of the opponent's turn in round 3 is a repositioned unit and survives the end of that round
    Given a unit "Jet"
    And "Jet" has the keyword AIRCRAFT
    And it is player A's Fight phase in battle round 3
    When the game advances to the end of player A's turn
    Then "Jet" is not in strategic reserves
    When the game advances to the end of player B's turn
    Then "Jet" is in strategic reserves
    When the game advances to the end of the battle round
    Then "Jet" is not destroyed
    When the game advances to player A's Movement phase
    Then "Jet" can make an ingress move

  Scenario: 07.03 and 16.01: the second player's Action completing at the end of the opponent's turn never completes when started in the last battle round
    Given the Action "Hold":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And a unit "Boyz" for player B
    And it is player B's Shooting phase in battle round 5
    When "Boyz" starts the "Hold" Action
    And the game advances to the end of the battle round
    Then "Boyz" does not complete the "Hold" Action
    And the effect of "Hold" is not resolved

  Scenario: 23.02 and 20.04: with player B first, player A's AIRCRAFT leaves at the end of B's turn, arrives in A's turn of the same round, and leaves again
    Given player B takes the first turn
    And a unit "Jet"
    And "Jet" has the keyword AIRCRAFT
    And it is battle round 2
    When the game advances to the end of player B's turn
    Then "Jet" is in strategic reserves
    When the game advances to player A's Movement phase
    Then it is player A's Movement phase in battle round 2
    And "Jet" can make an ingress move
    When "Jet" makes an ingress move
    Then "Jet" is not in strategic reserves
    When the game advances to the end of player A's turn
    Then "Jet" is not in strategic reserves
    When the game advances to the end of player B's turn
    Then "Jet" is in strategic reserves
    When the game advances to the end of battle round 3
    Then "Jet" is not destroyed
