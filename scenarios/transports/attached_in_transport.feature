Feature: 18.03-18.05, 19.01 An attached unit inside a datasheet Rhino
  A Captain leading Intercessors embarks, disembarks and gets out of a destroyed Rhino as one
  unit: either name answers for the whole.

  Background:
    Given a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Intercessors" is embarked within "Rhino"

  Scenario: Either name of the attached unit is embarked
    Given it is player A's Movement phase in battle round 2
    Then "Captain" is embarked within "Rhino"
    And "Intercessors" is embarked within "Rhino"

  Scenario: The Rhino destroyed in the opponent's Shooting phase: the whole attached unit gets out, battle-shocked
    Given it is player B's Shooting phase in battle round 2
    When "Rhino" is destroyed
    Then "Captain" made an emergency disembark move
    And "Captain" is battle-shocked
    And "Intercessors" is battle-shocked
    And "Captain" is not embarked
    And "Captain" has OC -

  Scenario: Losses from the emergency disembark: with 3 Intercessors lost it is at half-strength
    Given it is player B's Shooting phase in battle round 2
    And "Intercessors" has 2 models left
    When "Rhino" is destroyed
    Then "Captain" is at half-strength
    And "Intercessors" made an emergency disembark move

  Scenario: The emergency disembark does not last past the end of the turn: the next turn it may charge
    Given it is player B's Shooting phase in battle round 2
    And the battle-shock roll for "Intercessors" will be 9
    When "Rhino" is destroyed
    And the game advances to player A's Charge phase
    Then "Captain" is eligible to declare a charge

  Scenario: Tactical Disembark from a stationary Rhino, then an advance: no further move this phase
    Given it is player A's Movement phase in battle round 2
    And "Rhino" remained stationary this phase
    When "Captain" makes a disembark move followed by an advance move
    Then "Intercessors" disembarked using Tactical Disembark
    And "Captain" cannot make a normal move because it has already been selected to move this phase
    And "Captain" is not embarked

  Scenario: Rapid Disembark after the Rhino's normal move: no charge this turn, but it may shoot
    Given it is player A's Movement phase in battle round 2
    And "Rhino" made a normal move this phase
    When "Intercessors" makes a disembark move
    And the game advances to player A's Charge phase
    Then "Captain" disembarked using Rapid Disembark
    And "Captain" is not eligible to declare a charge because it made a Rapid, Combat or emergency disembark this turn

  Scenario: The Captain alone, his bodyguard gone, is not destroyed (19.02)
    Given it is player A's Movement phase in battle round 2
    And "Intercessors" has 0 models left
    Then "Captain" is not destroyed
    And "Captain" is below half-strength
    And "Captain" is embarked within "Rhino"
