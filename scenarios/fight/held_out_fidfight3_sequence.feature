Feature: Held-out questions on who fights when: the sequence, attached units, passing and the phase's end
  A tournament organiser's questions on the order of fighting (contract 20.1): an attached unit
  selected by either name, a unit destroyed before its turn to fight, a player with nothing left
  to select, a unit that becomes eligible or stops being eligible mid-step, who may pass, what the
  stated history means, and what is left of the order once the Fight step or the phase is over.
  Each answer is read from 12.04, 12.08, 12.09, 15.12, 24.13 and the Rules Appendix ("Eligible to
  fight, but unable to fight", "Destroyed") of the Core Rules.

  Scenario: 19.01 and 12.04: an attached unit selected by its leader's name has been selected as a whole
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Assault" is engaged with "Guards"
    And "Wardens" is engaged
    When "Assault" fights
    Then player B selects the next unit to fight
    And "Captain" can be selected to fight next
    When "Captain" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    And "Guards" cannot be selected to fight next, for exactly these reasons:
      | player A selects the next unit to fight          |
      | it has already been selected to fight this phase |

  Scenario: 19.02 and 12.04: an attached unit whose leader has fallen is still on the battlefield and fights
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" has 1 model left
    And "Guards" has 3 models left
    And "Captain" is leading "Guards"
    And "Assault" is engaged with "Guards"
    When "Assault" is selected to fight
    And 1 model of "Captain" is destroyed
    And "Assault" resolves its attacks
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Guards |

  Scenario: Rules Appendix, Destroyed: an attached unit destroyed in the enemy's fight leaves its player nothing, so the enemy selects again
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Assault" is engaged with "Guards"
    And "Wardens" is engaged
    When "Assault" is selected to fight
    And "Guards" is destroyed
    And "Assault" resolves its attacks
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |
    And "Captain" cannot be selected to fight next because it is not on the battlefield

  Scenario: 24.13: the bodyguard's Fights First ability alone does not put the attached unit first
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Guards" has the Fights First ability
    And "Assault" is engaged with "Guards"
    Then "Guards" does not have Fights First
    And the Fight step is resolving remaining combats
    And player A selects the next unit to fight

  Scenario: 24.13: with the Fights First ability in both parts, the attached unit goes first in the opponent's turn
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And "Captain" is leading "Guards"
    And "Guards" has the Fights First ability
    And "Captain" has the Fights First ability
    And "Assault" is engaged with "Guards"
    Then "Captain" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight

  Scenario: Rules Appendix, Destroyed: the opponent's last unit destroyed in a remaining combat leaves the turn's player to select on
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Boyz    | B      | yes     |
    When "Assault" is selected to fight
    And "Boyz" is destroyed
    And "Assault" resolves its attacks
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And "Wardens" can be selected to fight next
    When "Wardens" fights
    Then the Fight step has ended
    And no unit can be selected to fight next

  Scenario: Rules Appendix, Destroyed: a charger destroyed before the Fight step opens no Fights First combats
    Given the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | no      | yes                |
      | Wardens | A      | yes     | no                 |
      | Boyz    | B      | yes     | no                 |
    And it is player A's Charge phase in battle round 2
    When "Assault" is destroyed
    And the game advances to the Fight step of player A's Fight phase
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: 12.04: in the opponent's turn, a Fights First unit engaged by my own fight gives me a second selection in a row
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Hammer  | A      | no      |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
    And "Hammer" was not engaged at the start of the Fight step
    And "Hammer" has an ability "Sudden Strike" that gives it Fights First
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    When "Boyz" fights
    And "Assault" is selected to fight
    And "Hammer" becomes engaged
    And "Assault" resolves its attacks
    Then the Fight step is resolving Fights First combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Hammer |
    When "Hammer" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Grots |

  Scenario: 12.04: the same fight without the newly engaged unit: the selection goes to the opponent as usual
    Given it is the Fight step of player B's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Hammer  | A      | no      |
      | Boyz    | B      | yes     |
      | Grots   | B      | yes     |
    And "Hammer" was not engaged at the start of the Fight step
    And "Hammer" has an ability "Sudden Strike" that gives it Fights First
    When "Boyz" fights
    And "Assault" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And "Hammer" cannot be selected to fight next, for exactly these reasons:
      | player B selects the next unit to fight                                                             |
      | it is not engaged, was not engaged at the start of the Fight step and made no charge move this turn |

  Scenario: 15.12 and 18.3 item 7: the countering unit skipped under the Rules Appendix FAQ frees its player's choice
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | no      |
    And "Grots" was not engaged at the start of the Fight step
    When "Grots" becomes engaged
    And "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Grots"
    Then "Grots" must be the next unit player B selects to fight
    And "Boyz" cannot be selected to fight next because "Grots" must be selected to fight first
    When "Grots" is no longer engaged
    Then "Grots" is not eligible to fight
    And "Grots" need not be the next unit player B selects to fight
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: Rules Appendix, passing: a unit that has already fought does not keep its player from passing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Boyz" for player B
    And a unit "Hunters" for player B
    And "Assault" is engaged with "Boyz"
    And "Wardens" is engaged
    And "Hunters" is not engaged
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    When "Assault" fights
    Then player B cannot pass because "Boyz" is eligible to fight and within 5" of an enemy unit
    When "Boyz" fights
    And "Wardens" fights
    Then player B selects the next unit to fight
    And player B can pass
    When player B passes
    Then the Fight step has ended
    And "Hunters" cannot be selected to fight next because the Fight step has ended

  Scenario: Rules Appendix, passing: a unit that is not eligible to fight does not keep its player from passing
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Snipers | B      | no      |
      | Hunters | B      | no      |
    And "Snipers" was not engaged at the start of the Fight step
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is far enough from every enemy unit for its player to pass
    When "Assault" fights
    Then "Snipers" is not eligible to fight
    And player B selects the next unit to fight
    And player B can pass
    When player B passes
    Then player A selects the next unit to fight
    And "Wardens" can be selected to fight next

  Scenario: Rules Appendix, passing: each close unit is a reason the player cannot pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Boyz    | B      | yes     |
      | Grots   | B      | no      |
      | Hunters | B      | no      |
    And "Grots" was engaged at the start of the Fight step
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    When "Assault" fights
    Then player B cannot pass because "Boyz" is eligible to fight and within 5" of an enemy unit
    And player B cannot pass because "Grots" is eligible to fight and close enough to an enemy unit to fight

  Scenario: Rules Appendix, passing: a player cannot pass while it is the opponent's selection
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | no      | yes                |
      | Hunters | B      | no      | no                 |
    And "Hunters" was engaged at the start of the Fight step
    And "Assault" is not within 5" of any enemy unit
    And "Hunters" is not within 5" of any enemy unit
    Then player A selects the next unit to fight
    And player A can pass
    And player B cannot pass because player A selects the next unit to fight
    When player A passes
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight
    And player A cannot pass because player B selects the next unit to fight
    When player B passes
    Then the Fight step has ended

  Scenario: 12.04: a pass is no selection: the order lists the fights only
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Hunters | B      | no      |
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    When "Assault" fights
    And player B passes
    And "Wardens" fights
    And player B passes
    Then the Fight step has ended
    And the units were selected to fight in this order:
      | Assault |
      | Wardens |

  Scenario: 12.04: the history stated with a Given that a unit has not fought: the replay gives the opponent's Fights First unit next
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Wardens | A      | yes     | no                 |
      | Boyz    | B      | yes     | no                 |
    And "Boyz" has Fights First
    And "Assault" has been selected to fight this phase
    And "Boyz" has not been selected to fight this phase
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Boyz |

  Scenario: 12.04: the stated next selection overrides the turn: the opponent's Fights First unit fights, then the turn's player starts the remaining combats
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Assault | A      | yes     | yes          |
      | Wardens | A      | yes     | no           |
      | Boyz    | B      | yes     | yes          |
      | Grots   | B      | yes     | no           |
    And player B selects the next unit to fight
    Then the Fight step is resolving Fights First combats
    And the units that can be selected to fight next are:
      | Boyz |
    When "Boyz" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Assault |
    When "Assault" fights
    Then the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 24.13: a unit pinned without Fights First waits for the opponent's unit that has it
    Given it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Assault" does not have Fights First
    And "Boyz" has Fights First
    Then player B selects the next unit to fight
    And "Assault" cannot be selected to fight next because it is not a Fights First unit and a Fights First unit is eligible to fight

  Scenario: 12.09 and 18.3 item 10: Fights First given at the end of the opponent's Fight phase until the end of your turn reaches your own Fight step
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Bloodied Resolve":
      | WHEN     | the end of your opponent's Fight phase |
      | EFFECT   | gives it Fights First                  |
      | DURATION | until the end of your turn             |
    And it is the Fight step of player A's Fight phase in battle round 2
    When the game advances to the Fight step of player B's Fight phase
    Then "Boyz" has Fights First
    And the Fight step is resolving Fights First combats
    And player B selects the next unit to fight

  Scenario: 12.09 and 18.3 item 10: the same ability with no duration ends with the Fight phase it resolved in
    Given a unit "Assault" for player A
    And a unit "Boyz" for player B
    And "Assault" is engaged with "Boyz"
    And "Boyz" has an ability "Bloodied Resolve":
      | WHEN   | the end of your opponent's Fight phase |
      | EFFECT | gives it Fights First                  |
    And it is the Fight step of player A's Fight phase in battle round 2
    When the game advances to the Fight step of player B's Fight phase
    Then "Boyz" does not have Fights First
    And the Fight step is resolving remaining combats
    And player B selects the next unit to fight

  Scenario: 12.04: a unit that fought in the opponent's Fight phase is eligible again in the next one
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | yes     | yes                |
      | Boyz    | B      | yes     | no                 |
    When "Assault" fights
    And "Boyz" fights
    Then the Fight step has ended
    When the game advances to the Fight step of player B's Fight phase
    Then "Assault" is eligible to fight
    And "Assault" does not have Fights First
    And player B selects the next unit to fight
    When "Boyz" fights
    Then player A selects the next unit to fight
    And "Assault" can be selected to fight next

  Scenario: 12.04: after the Fight step the questions answer that it is not the Fight step, even with nothing owed
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Hunters | B      | no      |
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    When "Assault" fights
    And player B passes
    Then the Fight step has ended
    When the game advances to the Consolidate step of player A's Fight phase
    Then "Hunters" cannot be selected to fight next because it is not the Fight step
    And player B cannot pass because it is not the Fight step

  Scenario: 12.08: the opponent's units a consolidation move ends engaged with are owed selections, a Fights First one no sooner
    Given it is the Consolidate step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | Fights First |
      | Assault | A      | yes     | no           |
      | Wardens | A      | yes     | no           |
      | Lurkers | B      | no      | no           |
      | Stalker | B      | no      | yes          |
    And "Assault" has been selected to fight this phase
    And "Wardens" has been selected to fight this phase
    When "Assault" makes a consolidation move that ends engaged with "Lurkers" and "Stalker"
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Lurkers |
      | Stalker |
    When "Lurkers" fights
    Then player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Stalker |
    And "Wardens" cannot make a consolidation move because "Stalker" must be selected to fight first

  Scenario: 12.04: in the last battle round the turn's player still selects first among Fights First units
    Given it is the Fight step of player B's Fight phase in battle round 5
    And the units:
      | unit     | player | engaged | made a charge move | Fights First |
      | Chargers | B      | yes     | yes                | no           |
      | Wall     | A      | yes     | no                 | yes          |
      | Line     | A      | yes     | no                 | no           |
    Then the Fight step is resolving Fights First combats
    And player B selects the next unit to fight
    And the units that can be selected to fight next are:
      | Chargers |
    When "Chargers" fights
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wall |
    When "Wall" fights
    Then the Fight step is resolving remaining combats
    And player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Line |

  Scenario: Rules Appendix, passing: a stated next selection, and that player's only eligible unit is far: they may pass
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged |
      | Assault | A      | yes     |
      | Wardens | A      | yes     |
      | Hunters | B      | no      |
    And "Hunters" was engaged at the start of the Fight step
    And "Hunters" is not within 5" of any enemy unit
    And "Assault" has been selected to fight this phase
    And player B selects the next unit to fight
    Then player B can pass
    And player A cannot pass because player B selects the next unit to fight
    When player B passes
    Then player A selects the next unit to fight
    And the units that can be selected to fight next are:
      | Wardens |

  Scenario: Rules Appendix, passing: the opponent's only unit is skipped under the Rules Appendix FAQ, so a pass ends the step
    Given it is the Fight step of player A's Fight phase in battle round 2
    And the units:
      | unit    | player | engaged | made a charge move |
      | Assault | A      | no      | yes                |
      | Grots   | B      | no      | no                 |
    And "Grots" was not engaged at the start of the Fight step
    And "Assault" is not within 5" of any enemy unit
    When "Grots" becomes engaged
    And "Grots" is no longer engaged
    Then player A can pass
    When player A passes
    Then the Fight step has ended

  Scenario: 19.01 and 15.12: Counteroffensive named by the leader binds the attached unit under either name
    Given player B has 2 CP
    And it is the Fight step of player A's Fight phase in battle round 2
    And a unit "Assault" for player A
    And a unit "Wardens" for player A
    And a unit "Captain" for player B
    And a unit "Guards" for player B
    And a unit "Grots" for player B
    And "Captain" is leading "Guards"
    And "Assault" is engaged with "Guards"
    And "Wardens" is engaged with "Grots"
    When "Assault" fights
    And player B uses the "Counteroffensive" stratagem on "Captain"
    Then "Guards" must be the next unit player B selects to fight
    And "Captain" must be the next unit player B selects to fight
    And "Guards" has Fights First
    And "Grots" cannot be selected to fight next because "Guards" must be selected to fight first
