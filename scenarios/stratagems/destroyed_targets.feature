Feature: Rules Appendix (Destroyed): a destroyed unit cannot be a stratagem's target
  Unless a rule says otherwise, a destroyed unit cannot be targeted by rules; a stratagem's TARGET
  is one, whoever uses it and whatever else its TARGET row asks. The refusal is "it is not a unit
  the stratagem can target", naming the Rules Appendix. Nor can a destroyed unit be the enemy unit
  an effect selects: named `against` it, nothing is inflicted. A part of an attached unit
  destroyed leaves the rest a unit that can be targeted.

  Scenario: Rules Appendix: a destroyed unit cannot be the target of Fire Overwatch; a living one can
    Given a unit "Squad"
    And a unit "Guards"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When "Squad" is destroyed
    And the game advances to the end of player B's Movement phase
    Then player A cannot use the "Fire Overwatch" stratagem on "Squad" because it is not a unit the stratagem can target
    And player A can use the "Fire Overwatch" stratagem on "Guards"

  Scenario: Rules Appendix: a destroyed SMOKE unit cannot be the target of Smokescreen
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When "Smokers" is destroyed
    And the game advances to player B's Shooting phase
    Then player A cannot use the "Smokescreen" stratagem on "Smokers" because it is not a unit the stratagem can target

  Scenario: Rules Appendix: another SMOKE unit destroyed does not bar Smokescreen on a living one
    Given a unit "Smokers"
    And "Smokers" has the keyword SMOKE
    And a unit "Other"
    And "Other" has the keyword SMOKE
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When "Other" is destroyed
    And the game advances to player B's Shooting phase
    Then player A can use the "Smokescreen" stratagem on "Smokers"

  Scenario: Rules Appendix and 15.11: a destroyed unit cannot be the target of Heroic Intervention
    Given a unit "Squad"
    And player A has 2 CP
    And it is player B's Charge phase in battle round 2
    When "Squad" is destroyed
    And the game advances to the end of player B's Charge phase
    Then player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: Rules Appendix and 15.05: a destroyed unit cannot be the target of Grenades
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then player A cannot use the "Grenades" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: Rules Appendix: a destroyed unit cannot be the target of a declared stratagem
    Given the stratagem "Rally":
      | WHEN   | your Shooting phase |
      | EFFECT | its effect          |
    And a unit "Squad"
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2
    When "Squad" is destroyed
    Then player A cannot use the "Rally" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: Rules Appendix: nor of an enemy player's stratagem, for that one reason
    Given the stratagem "Mark Target":
      | WHEN   | your Shooting phase |
      | TARGET | one enemy unit      |
    And a unit "Squad"
    And a unit "Raiders" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When "Raiders" is destroyed
    Then player A cannot use the "Mark Target" stratagem on "Raiders", for exactly these reasons:
      | it is not a unit the stratagem can target |

  Scenario: Rules Appendix and 15.12: a unit destroyed after the enemy fought cannot be the target of Counteroffensive
    Given a unit "Squad"
    And "Squad" is engaged
    And a unit "Raiders" for player B
    And "Raiders" is engaged
    And player A has 2 CP
    And it is the Fight step of player B's Fight phase
    When "Raiders" fights
    And "Squad" is destroyed
    Then player A cannot use the "Counteroffensive" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: Rules Appendix: the bodyguard of a destroyed leader is not destroyed, and can be targeted
    Given a unit "Captain"
    And "Captain" has the keywords INFANTRY, CHARACTER
    And a unit "Squad"
    And "Captain" has 1 model left
    And a unit "Raiders" for player B
    And "Captain" is leading "Squad"
    And player A has 2 CP
    And it is player B's Movement phase in battle round 2
    When 1 model of "Captain" is destroyed by "Raiders"
    And the game advances to the end of player B's Movement phase
    Then player A can use the "Fire Overwatch" stratagem on "Squad"

  Scenario: Rules Appendix and 15.05: Grenades named against a destroyed enemy unit inflicts nothing
    Given a unit "Squad"
    And "Squad" has the keyword GRENADES
    And a unit "Foe" for player B
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Grenades" will be 4, 4, 4, 4, 4, 4
    When "Foe" is destroyed
    And player A uses the "Grenades" stratagem on "Squad" against "Foe"
    Then "Foe" suffered 0 mortal wounds this phase
