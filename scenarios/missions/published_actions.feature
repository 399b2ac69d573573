Feature: The published mission Actions of Chapter Approved 2026-27, started, refused, completed, failed
  Each mission Action is loaded by its name from the wh40kdc mission data, with the project's
  own rows for what the data leaves to the card's text (COMPLETES, UNITS filters, per-objective
  limits). The ruin is a central objective and a terrain area; it is battle round 2.

  Background:
    Given the ruin is a central objective
    And the bunker is player A's home objective
    And it is player A's Shooting phase in battle round 2
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And "Squad" is within a terrain area

  Scenario Outline: "<action>" is started and completes at its COMPLETES moment
    Given the mission Action "<action>"
    When "Squad" starts the "<action>" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" completes the "<action>" Action
    And the effect of "<action>" is resolved

    Examples:
      | action               |
      | Booby Trap           |
      | Cleanse              |
      | Decoy                |
      | Extract Intelligence |
      | Maintain Control     |
      | Plunder              |
      | Sabotage             |
      | Secure Asset         |
      | Sensor Sweep         |
      | Surveil              |
      | Triangulate          |
      | Vanguard Operation   |

  Scenario Outline: "<action>" is refused to a battle-shocked unit
    Given the mission Action "<action>"
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "<action>" Action on the ruin because it is battle-shocked

    Examples:
      | action               |
      | Booby Trap           |
      | Cleanse              |
      | Decoy                |
      | Extract Intelligence |
      | Maintain Control     |
      | Plunder              |
      | Sabotage             |
      | Secure Asset         |
      | Sensor Sweep         |
      | Surveil              |
      | Triangulate          |
      | Vanguard Operation   |

  Scenario Outline: "<action>" fails when the unit is moved
    Given the mission Action "<action>"
    And it is player A's Shooting phase in battle round 2
    When "Squad" starts the "<action>" Action on the ruin
    And "Squad" is forced to move by an enemy rule
    And the game advances to the end of the turn
    Then "Squad" does not complete the "<action>" Action

    Examples:
      | action               |
      | Cleanse              |
      | Decoy                |
      | Extract Intelligence |
      | Maintain Control     |
      | Sabotage             |
      | Secure Asset         |
      | Sensor Sweep         |
      | Triangulate          |
      | Vanguard Operation   |

  Scenario Outline: "<action>" does not complete when the enemy holds the objective
    Given the mission Action "<action>"
    And a unit "Boyz" for player B
    And "Boyz" has OC 5
    And "Boyz" is within the ruin
    And "Boyz" is within a terrain area
    When "Squad" starts the "<action>" Action on the ruin
    And the game advances to the end of the turn
    Then "Squad" does not complete the "<action>" Action

    Examples:
      | action               |
      | Cleanse              |
      | Decoy                |
      | Extract Intelligence |
      | Maintain Control     |
      | Sabotage             |
      | Secure Asset         |
      | Sensor Sweep         |
      | Triangulate          |
      | Vanguard Operation   |

  Scenario Outline: "<action>" completes immediately, even with the enemy on the objective
    Given the mission Action "<action>"
    And a unit "Boyz" for player B
    And "Boyz" has OC 5
    And "Boyz" is within the ruin
    When "Squad" starts the "<action>" Action on the ruin
    Then "Squad" completes the "<action>" Action

    Examples:
      | action     |
      | Booby Trap |
      | Plunder    |
      | Surveil    |

  Scenario Outline: "<action>" starts only from the second battle round
    Given the mission Action "<action>"
    And it is player A's Shooting phase in battle round 1
    Then "Squad" cannot start the "<action>" Action because the Action does not start now

    Examples:
      | action               |
      | Extract Intelligence |
      | Triangulate          |

  Scenario Outline: "<action>" is refused on your home objective
    Given the mission Action "<action>"
    And "Squad" is within the bunker
    Then "Squad" cannot start the "<action>" Action on the bunker because it is not a unit the Action allows

    Examples:
      | action               |
      | Cleanse              |
      | Decoy                |
      | Extract Intelligence |
      | Sabotage             |
      | Secure Asset         |
      | Triangulate          |

  Scenario: A mission loads its primary card's Actions
    Given the mission "Smoke and Mirrors"
    When "Squad" starts the "Decoy" Action
    Then "Squad" is performing the "Decoy" Action

  Scenario: A row stated in the scenario replaces the loaded one
    Given the mission Action "Secure Asset":
      | COMPLETES | immediately |
    When "Squad" starts the "Secure Asset" Action
    Then "Squad" completes the "Secure Asset" Action
