Feature: 19.01 Leaders lead the bodyguards their datasheet lists, as the data names them
  The data lists some bodyguards by a word that names their datasheet ("Terminator Squad"), which
  that datasheet does not carry as a keyword; such a word admits the datasheet it names.

  Scenario: A Captain in Terminator Armour leads a Terminator Squad, and it starts at 6 models
    Given a unit "Captain" from the datasheet "Captain in Terminator Armour"
    And a unit "Terminators" from the datasheet "Terminator Squad"
    And "Captain" is leading "Terminators"
    Then "Terminators" has a starting strength of 6
    And "Terminators" has the keyword CAPTAIN
    And "Captain" has the keyword TERMINATOR

  Scenario: Marneus Calgar in Armour of Antilochus leads Eradicators, one of the squads his list names
    Given a unit "Calgar" from the datasheet "Marneus Calgar in Armour of Antilochus"
    And a unit "Eradicators" from the datasheet "Eradicator Squad"
    And "Calgar" is leading "Eradicators"
    Then "Eradicators" has a starting strength of 4
    And "Eradicators" has the keyword GRAVIS

  Scenario: Terminators led by their Captain, still in strategic reserves at the end of round 3, are destroyed whole
    Given it is player A's Movement phase in battle round 3
    And a unit "Captain" from the datasheet "Captain in Terminator Armour"
    And a unit "Terminators" from the datasheet "Terminator Squad"
    And "Captain" is leading "Terminators"
    And "Terminators" is in strategic reserves
    When the game advances to the start of battle round 4
    Then "Captain" is destroyed
    And "Terminators" is destroyed
