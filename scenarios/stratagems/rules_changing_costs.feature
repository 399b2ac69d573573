Feature: 15.01 and 18.3 items 8 and 9: abilities and player rules that change stratagem costs and limits
  A rule declared with the Givens of rules that change rules may also change what a stratagem
  costs or lift a 15.01 limit, with the same sentences a stratagem's EFFECT row uses. A player
  rule acts for its player; an ability that speaks of "stratagems that target it" changes the
  cost of uses on its unit.

  Background:
    Given a unit "Squad"
    And a unit "Guards"
    And the stratagem "Strike Orders":
      | CP | 2 |
    And it is player A's Shooting phase in battle round 2

  Scenario: 15.01: a player rule that names a stratagem makes it cheaper for its player only
    Given player A has a rule "Tactical Doctrine" that reduces the CP cost of the "Strike Orders" stratagem by 1
    And player A has 1 CP
    Then the CP cost of the "Strike Orders" stratagem for player A is 1
    And the CP cost of the "Strike Orders" stratagem for player B is 2
    And player A can use the "Strike Orders" stratagem on "Squad"

  Scenario: 18.2: an ability that makes stratagems targeting its unit cheaper changes uses on that unit only
    Given "Squad" has an ability "Honoured Veterans" that reduces the CP cost of stratagems that target it by 1
    Then the CP cost of the "Strike Orders" stratagem for player A on "Squad" is 1
    And the CP cost of the "Strike Orders" stratagem for player A on "Guards" is 2

  Scenario: URU v1.1: a player rule that lets "your stratagems" be reused in a phase lifts nothing
    Given player A has a rule "Loose Doctrine" that lets you use your stratagems even though it was already used this phase
    And player A has 5 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A cannot use the "Strike Orders" stratagem on "Guards" because it was already used this phase

  Scenario: URU v1.1: a player rule that names the stratagem lets it be reused in a phase
    Given player A has a rule "Strict Doctrine" that lets you use the "Strike Orders" stratagem even though it was already used this phase
    And player A has 5 CP
    When player A uses the "Strike Orders" stratagem on "Squad"
    Then player A can use the "Strike Orders" stratagem on "Guards"
