Feature: Transports, reserves and surge moves: questions and answers
  Published answers about embarking and disembarking, arriving from strategic reserves and
  surge moves, each checked against the rules core (16.01, 18, 20, 21.02, 23.02).

  @faq
  Scenario: Can a unit that disembarked start an Action this turn?
    Yes, after a Rapid Disembark or a Tactical Disembark followed by a normal move: neither
    mode bars it (18.04, 18.04.01). Not after a Tactical Disembark followed by an advance move
    (09.06), nor after a Combat Disembark, which leaves it battle-shocked (18.04, 01.07).

    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    And "Rhino" made a normal move this phase
    When "Squad" makes a disembark move
    And the game advances to player A's Shooting phase
    Then "Squad" disembarked using Rapid Disembark
    And "Squad" can start the "Plant Beacon" Action

  @faq
  Scenario: Does a surge move make an Action fail?
    Yes. Only pile-in and consolidation moves leave an Action going (16.01); a surge is a move
    like any other, so an Action the unit is performing does not complete.

    Given the Action "Hold the Line":
      | STARTS    | your Shooting phase             |
      | COMPLETES | the end of your opponent's turn |
    And a unit "Hounds"
    And it is player A's Shooting phase in battle round 2
    When "Hounds" starts the "Hold the Line" Action
    And the game advances to player B's Shooting phase
    And "Hounds" makes a surge move
    And the game advances to the end of the turn
    Then "Hounds" does not complete the "Hold the Line" Action

  @faq
  Scenario: Can reserves arrive in the first battle round?
    No, unless a rule says so: units arrive from strategic reserves from the second battle
    round onwards (20.03).

    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 1
    Then "Reserve" cannot make an ingress move because it is the first battle round

  @faq
  Scenario: Can a unit that arrived from reserves this turn start an Action?
    Yes. An ingress move is neither an advance nor a fall-back move, and the unit is set up
    unengaged (20.04), so nothing of 16.01 bars it; a repositioned unit keeps this turn's
    advance or fall-back (20.02).

    Given the Action "Plant Beacon":
      | STARTS | your Shooting phase |
    And a unit "Reserve"
    And "Reserve" is in strategic reserves
    And it is player A's Movement phase in battle round 2
    When "Reserve" makes an ingress move
    And the game advances to player A's Shooting phase
    Then "Reserve" can start the "Plant Beacon" Action

  @faq
  Scenario: Can a battle-shocked unit make a surge move?
    No. A surge move needs a unit that is not battle-shocked, unengaged and that has not moved
    this phase (21.02).

    Given a unit "Hounds"
    And "Hounds" is battle-shocked
    And it is player B's Shooting phase in battle round 2
    Then "Hounds" cannot make a surge move, for exactly these reasons:
      | it is battle-shocked |

  @faq
  Scenario: What happens to units embarked in a destroyed transport?
    Each first makes an emergency disembark move (18.03, 18.05): it is set up on the
    battlefield, becomes battle-shocked and cannot declare a charge this turn. Models that
    cannot be placed are destroyed; state those losses with a models-left step.

    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player A's Movement phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is battle-shocked
    And "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn
