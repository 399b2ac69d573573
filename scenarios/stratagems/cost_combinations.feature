Feature: 15.01 and 18.3 items 8, 9 and 13: costs, limits and CP gained, combined
  An increase and a reduction together, a set then a reduction, the 15.01 one-stratagem-per-unit
  limit lifted without a name, CP gained from rules under the Event Companion, and a rule's own
  bar lifted by a rule that names it (item 2).

  Background:
    Given a unit "Squad" for player A
    And a unit "Guards" for player A
    And the stratagem "Strike Orders":
      | CP | 1 |
    And it is player A's Shooting phase in battle round 2

  Scenario: an increase and a reduction cancel
    Given player B has a rule "Jamming" that increases the CP cost of your opponent's stratagems by 1
    And player A has a rule "Doctrine" that reduces the CP cost of the "Strike Orders" stratagem by 1
    Then the CP cost of the "Strike Orders" stratagem for player A is 1

  Scenario: a 1CP stratagem set to 0 without naming it costs 0
    Given player A has a rule "Mastery" that sets the CP cost of your stratagems to 0
    Then the CP cost of the "Strike Orders" stratagem for player A is 0

  Scenario: a set to 2 then a reduction of 1 that names it
    Given player A has a rule "Burden" that sets the CP cost of the "Strike Orders" stratagem to 2
    And player A has a rule "Doctrine" that reduces the CP cost of the "Strike Orders" stratagem by 1
    Then the CP cost of the "Strike Orders" stratagem for player A is 1

  Scenario: a lift of the one-stratagem-per-unit limit needs no name
    Given "Squad" has an ability "Favoured" that lets you target it with a stratagem even though the unit was already targeted by a stratagem this phase
    And the stratagem "Other Orders":
      | CP | 1 |
    And player A has 5 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A can use the "Other Orders" stratagem on "Squad"

  Scenario: without that lift the second stratagem on the unit is refused
    Given the stratagem "Other Orders":
      | CP | 1 |
    And player A has 5 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A cannot use the "Other Orders" stratagem on "Squad" because the unit was already targeted by a stratagem this phase

  Scenario: Event Companion: two rules gain CP in one battle round, 1 is gained
    Given the battle is played under the Event Companion
    And player A has 0 CP
    And "Squad" has an ability "Scavengers":
      | WHEN   | each time this unit has shot |
      | EFFECT | you gain 1 CP                |
    And "Guards" has an ability "Looters":
      | WHEN   | each time this unit has shot |
      | EFFECT | you gain 1 CP                |
    When "Squad" shoots
    And "Guards" shoots
    Then player A has 1 CP

  Scenario: a cost change on stratagems that target it does not reach another unit
    Given "Squad" has an ability "Veterans" that increases the CP cost of stratagems that target it by 1
    And player A has 1 CP
    Then player A cannot use the "Strike Orders" stratagem on "Squad" because player A does not have enough CP
    And player A can use the "Strike Orders" stratagem on "Guards"

  Scenario: an ability forbids shooting; a lift naming it wins
    Given "Squad" has an ability "Pinned" that forbids it to shoot
    And player A has a rule "Rally" that lets it shoot even though "Pinned" forbids it
    Then "Squad" is eligible to shoot
