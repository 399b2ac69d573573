Feature: Published datasheets
  Each answer is checked against datasheets drawn from the whole 11th-edition catalogue.

  @faq
  Scenario: Can any AIRCRAFT datasheet start an Action?
    No. An AIRCRAFT unit is never eligible to start an Action (16.01), whatever its datasheet.

    Given any moment
    And any datasheet unit "Flyer" with the keyword AIRCRAFT
    And any Action "Task"
    Then "Flyer" cannot start the "Task" Action because it is an AIRCRAFT unit

  @faq
  Scenario: Can any FORTIFICATION datasheet start an Action?
    No. A FORTIFICATION unit is never eligible to start an Action (16.01), whatever its
    datasheet.

    Given any moment
    And any datasheet unit "Bastion" with the keyword FORTIFICATION
    And any Action "Task"
    Then "Bastion" cannot start the "Task" Action because it is a FORTIFICATION unit

  @faq
  Scenario: Can a battle-shocked unit of any datasheet start an Action?
    No. A battle-shocked unit is not eligible to start an Action (01.07, 16.01).

    Given any moment
    And any datasheet unit "Squad"
    And any Action "Task"
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Task" Action because it is battle-shocked
