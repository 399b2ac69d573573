Feature: app FAQ data 912 and 931: rules that let a unit embark, and abilities of embarked units
  A rule that lets a unit embark in a turn it disembarked (an ability like Aerialists) lifts
  18.02's bar "it was set up on the battlefield this turn": a core bar is lifted the same
  whether its clause says "unless otherwise stated" or not (18.3 item 1). An embarked unit
  keeps its abilities (app FAQ data 931).

  Background:
    Given a unit "Squad"
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And it is player A's Movement phase

  Scenario: app FAQ data 912: an ability like Aerialists lifts 18.02's bar
    Given "Squad" made a normal move this phase
    And "Squad" was set up on the battlefield this turn
    And "Squad" has an ability "Aerialists" that lets it embark even though it was set up on the battlefield this turn
    Then "Squad" can embark within "Rhino"
    And "Aerialists" changed that verdict
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"

  Scenario: 18.02: without such a rule the unit set up this turn cannot embark
    Given "Squad" made a normal move this phase
    And "Squad" was set up on the battlefield this turn
    Then "Squad" cannot embark within "Rhino" because it was set up on the battlefield this turn

  Scenario: app FAQ data 931: an embarked unit keeps its abilities
    Given "Squad" has an ability "Stubborn" that adds 1 to its OC
    When "Squad" makes a normal move and embarks within "Rhino"
    Then "Squad" is embarked within "Rhino"
    And "Stubborn" is in force for "Squad"
    And "Squad" has OC 3
