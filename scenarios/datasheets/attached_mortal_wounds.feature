Feature: 06.02 on real attached units: the bodyguard's models before the CHARACTER leader
  A Captain from his datasheet is a CHARACTER and his Intercessors are not, so mortal wounds
  leave no choice: they go to the Intercessors first, and the Captain only takes what is left
  over (06.02, 19.03, contract 18.3 item 5). The order of the Givens does not matter.

  Scenario: 06.02: four mortal wounds on a Captain leading Intercessors destroy two Intercessors
    Given a unit "Captain" from the datasheet "Captain" for player B
    And a unit "Guard" from the datasheet "Intercessor Squad" for player B
    And "Captain" is leading "Guard"
    And a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 4, 4, 4, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Guard" has 3 models left
    And "Captain" has 1 model left

  Scenario: 06.02: the CHARACTER keyword stated after the attachment still marks the leader's part
    Given a unit "Captain" for player B
    And a unit "Guard" for player B
    And "Captain" is leading "Guard"
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And "Captain" has W 5
    And "Guard" has a starting strength of 2
    And "Guard" has W 2
    And a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 4, 4, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Guard" has 1 model left
    And "Captain" has 1 model left

  Scenario: 06.02: an attached unit's wounded bodyguard model is the one the next mortal wound finishes
    Given a unit "Captain" for player B
    And a unit "Guard" for player B
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Guard"
    And a unit "Grenadiers"
    And "Grenadiers" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    And the dice for "Explosives" will be 4, 1, 1, 1, 1, 1
    When player A uses the "Explosives" stratagem on "Grenadiers" against "Captain"
    Then "Guard" has 5 models left
    When the game advances to player B's Movement phase
    And "Captain" becomes battle-shocked
    And "Captain" becomes engaged
    Given the hazard rolls for "Captain" will be 1, 3, 3, 3, 3, 3
    When "Captain" makes a fall-back move
    Then "Guard" has 4 models left
    And "Captain" has 1 model left

  Scenario: 18.5: a wounded Captain stated of his part keeps his wounds left in the attached unit
    Given a unit "Captain" from the datasheet "Captain" for player B
    And a unit "Guard" from the datasheet "Intercessor Squad" for player B
    And "Captain" is leading "Guard"
    And "Captain" has 2 wounds left
    Then "Captain" has 2 wounds left
    And "Guard" has 2 wounds left

  Scenario: 06.02: mortal wounds left over after the last Intercessor finish a Captain stated wounded
    Given a unit "Captain" from the datasheet "Captain" for player B
    And a unit "Guard" from the datasheet "Intercessor Squad" for player B
    And "Captain" is leading "Guard"
    And "Guard" has 1 model left
    And "Captain" has 2 wounds left
    And a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 4, 4, 4, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Guard" is destroyed

  Scenario: 06.02: the same mortal wounds leave an unwounded Captain standing
    Given a unit "Captain" from the datasheet "Captain" for player B
    And a unit "Guard" from the datasheet "Intercessor Squad" for player B
    And "Captain" is leading "Guard"
    And "Guard" has 1 model left
    And a unit "Squad"
    And "Squad" has the keyword GRENADES
    And player A has 1 CP
    And it is player A's Shooting phase
    And the dice for "Explosives" will be 4, 4, 4, 4, 1, 1
    When player A uses the "Explosives" stratagem on "Squad" against "Captain"
    Then "Captain" has 3 wounds left
    And "Captain" has 1 model left
