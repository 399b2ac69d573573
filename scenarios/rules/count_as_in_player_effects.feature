Feature: A player effect's CONDITION and while read the unit as the rules in force make it count (18.3 item 6)

  Background:
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has an ability "Guise" that makes it count as not battle-shocked
    And the stratagem "First":
      | CP | 2 |
    And it is player A's Movement phase in battle round 2

  Scenario: 18.3 item 6: a triggered rule's while reads the unit as it counts
    Given "Squad" has an ability "Thrift":
      | WHEN     | the start of your Shooting phase                          |
      | EFFECT   | reduces the CP cost of your stratagems by 1               |
      | DURATION | until the end of the turn, while it is not battle-shocked |
    When the game advances to player A's Shooting phase
    Then the CP cost of the "First" stratagem for player A is 1

  Scenario: 18.3 item 6: a triggered rule's while that the count-as makes fail
    Given "Squad" has an ability "Thrift":
      | WHEN     | the start of your Shooting phase                      |
      | EFFECT   | reduces the CP cost of your stratagems by 1           |
      | DURATION | until the end of the turn, while it is battle-shocked |
    When the game advances to player A's Shooting phase
    Then the CP cost of the "First" stratagem for player A is 2

  Scenario: 18.3 item 6: a player rule always in force reads its CONDITION of its units as they count
    Given player A has a rule "Thrift":
      | CONDITION | it is not battle-shocked                    |
      | EFFECT    | reduces the CP cost of your stratagems by 1 |
    Then the CP cost of the "First" stratagem for player A is 1
