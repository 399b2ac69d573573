Feature: Claims about every datasheet in the catalogue
  `any datasheet unit` draws from every 11th-edition datasheet that wh40kdc ships, simplest
  first, so a counterexample names the simplest datasheet that breaks the claim.

  @faq
  Scenario: Can every TITANIC datasheet start an Action while engaged, when nothing else bars it?
    Yes. Being engaged does not bar a TITANIC unit from starting an Action (16.01); every
    TITANIC datasheet that is not an AIRCRAFT has a model with an OC above 0.

    Given it is player A's Shooting phase
    And any datasheet unit "Titan" with the keyword TITANIC
    And "Titan" does not have the keyword AIRCRAFT
    And "Titan" belongs to player A
    And "Titan" is engaged
    And "Titan" is not battle-shocked
    And "Titan" made no move this turn
    And "Titan" has started no Action this turn
    And the Action "Task":
      | STARTS    | your Shooting phase |
      | UNITS     | any unit            |
      | USE LIMIT | no limit            |
    Then "Titan" can start the "Task" Action

  @faq
  Scenario: Can any AIRCRAFT or FORTIFICATION datasheet start an Action?
    No. AIRCRAFT and FORTIFICATION units are never eligible to start an Action (16.01),
    whatever their datasheet.

    Given any moment
    And any datasheet unit "Unit" with the keyword AIRCRAFT or FORTIFICATION
    And any Action "Task"
    Then "Unit" cannot start the "Task" Action
