Feature: 18.03, 18.05 A destroyed TRANSPORT: each unit inside makes an emergency disembark move
  When a TRANSPORT on the battlefield is destroyed, each unit embarked within it first makes an
  emergency disembark move: it is set up on the battlefield, battle-shocked, and cannot declare a
  charge this turn. Models that could not be placed are stated with `has <n> models left`.

  Background:
    Given a unit "Rhino"
    And "Rhino" has the keywords TRANSPORT, VEHICLE
    And a unit "Squad"
    And "Squad" is embarked within "Rhino"
    And it is player B's Shooting phase in battle round 2

  Scenario: 18.05: the unit inside gets out, battle-shocked
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is not embarked
    And "Squad" is battle-shocked
    And "Squad" is not destroyed
    And "Rhino" is destroyed

  Scenario: 18.05: after an emergency disembark, no charge this turn
    Given it is player A's Charge phase in battle round 2
    When "Rhino" is destroyed
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it made a Rapid, Combat or emergency disembark this turn |

  Scenario: 18.05: the charge lock lasts to the end of the turn; battle-shock to a passed roll
    Given the battle-shock roll for "Squad" will be 9
    When "Rhino" is destroyed
    And the game advances to player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And "Squad" is not battle-shocked

  Scenario: 18.05: losses are stated
    Given "Squad" has 3 models left
    When "Rhino" is destroyed
    Then "Squad" is below starting strength
    And "Squad" made an emergency disembark move

  Scenario: 18.03: a unit not embarked makes no emergency disembark
    Given a unit "Scouts"
    When "Rhino" is destroyed
    Then "Scouts" is not battle-shocked
    And "Squad" made an emergency disembark move

  Scenario: 18.03: a destroyed TRANSPORT with nobody inside lets nobody out
    Given a unit "Chimera"
    And "Chimera" has the keyword TRANSPORT
    When "Chimera" is destroyed
    Then "Chimera" is destroyed
    And "Squad" is embarked within "Rhino"

  Scenario: 18.05: a TRANSPORT destroyed in its own player's Movement phase: the unit inside declares no charge in that turn's Charge phase
    Given it is player A's Movement phase in battle round 2
    When "Rhino" is destroyed
    And the game advances to player A's Charge phase
    Then "Squad" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: 18.05 (app erratum): where no other set-up is possible, the emergency disembark ends engaged
    When "Rhino" is destroyed and "Squad" makes an emergency disembark move that ends engaged
    Then "Squad" made an emergency disembark move
    And "Squad" is engaged
    And "Squad" is battle-shocked
    And "Squad" is not embarked

  Scenario: 18.05: stated no more than destroyed, the emergency disembark ends unengaged
    When "Rhino" is destroyed
    Then "Squad" made an emergency disembark move
    And "Squad" is not engaged

  Scenario: 18.05 (app erratum): only the unit named ends engaged; another inside gets out unengaged
    Given a unit "Scouts"
    And "Scouts" is embarked within "Rhino"
    When "Rhino" is destroyed and "Squad" makes an emergency disembark move that ends engaged
    Then "Squad" is engaged
    And "Scouts" is not engaged
    And "Scouts" made an emergency disembark move

  Scenario: Rules Appendix, Destroyed: a unit destroyed inside its TRANSPORT is embarked no longer
    When "Squad" is destroyed
    Then "Squad" is destroyed
    And "Squad" is not embarked

  Scenario: a unit inside its TRANSPORT that is not destroyed stays embarked
    Then "Squad" is embarked within "Rhino"
