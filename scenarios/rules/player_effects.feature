Feature: 18.1 and 18.2: a player's rule with TARGET you, and a CP cost change for that use
  A player effect (a CP cost, a 15.01 limit) acts for the rule's owner whatever its TARGET; a
  rule table may say so with TARGET `you`. `for that use` is a duration of CP cost changes only:
  the change is spent by the first use it covers (18.3 item 8).

  Background:
    Given a unit "Squad"
    And a unit "Guards"
    And the stratagem "Strike Orders":
      | CP | 2 |
    And it is player A's Shooting phase in battle round 2
    And player A has 5 CP

  Scenario: a cost change for that use is spent by the first use
    Given player A has a rule "Quick Orders":
      | TARGET | you                                                      |
      | EFFECT | reduces the CP cost of your stratagems by 1, for that use |
    Then the CP cost of the "Strike Orders" stratagem for player A is 1
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A has 4 CP
    And "Quick Orders" changed that verdict
    And the CP cost of the "Strike Orders" stratagem for player A is 2

  Scenario: a cost change with no duration lasts while the rule is in force
    Given player A has a rule "Standing Orders":
      | TARGET | you                                         |
      | EFFECT | reduces the CP cost of your stratagems by 1 |
    When player A uses the "Strike Orders" stratagem on "Squad"
    And the game advances to player A's Fight phase
    Then the CP cost of the "Strike Orders" stratagem for player A is 1
