Feature: A drawn card's Actions can be asked about as a card given at the start can (contract §20.2, §5)
  Background:
    Given a unit "Squad" for player A

  Scenario: §20.2: the effect of a drawn card's Action is asked after it completes
    Given the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When player A draws "Plunder"
    And "Squad" starts the "Plunder" Action
    Then "Squad" completes the "Plunder" Action
    And the effect of "Plunder" is resolved

  Scenario: §20.2: the effect of a card's Action given at the start is asked after it completes
    Given player A has the secondary mission "Plunder"
    And the wood is a terrain area
    And the wood is not within player A's territory
    And it is player A's Shooting phase in battle round 2
    And "Squad" is within the wood
    When "Squad" starts the "Plunder" Action
    Then "Squad" completes the "Plunder" Action
    And the effect of "Plunder" is resolved
