Feature: 10.02, 09.06 and 09.07: shooting, advancing and falling back against Actions
  A unit may be selected to shoot once per phase, and having shot it cannot start an Action
  until that phase ends. Advancing costs the charge and the Action for the rest of the turn;
  falling back costs the shooting as well. All of these locks lift when the turn ends.

  Background:
    Given the Action "Secure Site":
      | STARTS | your Shooting phase |
    And the Action "Storm Site":
      | STARTS | your Charge phase |
    And a unit "Intercessors"

  Scenario: 10.02: a unit on the battlefield that has not shot is eligible to shoot
    Given it is player A's Shooting phase
    Then "Intercessors" is eligible to shoot
    And "Intercessors" is eligible to declare a charge

  Scenario: 10.02: a unit off the battlefield is not eligible to shoot
    Given it is player A's Shooting phase
    And "Intercessors" is off the battlefield
    Then "Intercessors" is not eligible to shoot

  Scenario: 10.02: a unit that has shot is not eligible to shoot again that phase
    Given it is player A's Shooting phase
    When "Intercessors" shoots
    Then "Intercessors" is not eligible to shoot
    And "Intercessors" is eligible to declare a charge

  Scenario: 10.02: in the next Shooting phase the unit is eligible to shoot again
    Given it is player A's Shooting phase
    When "Intercessors" shoots
    And the game advances to player A's Shooting phase
    Then "Intercessors" is eligible to shoot

  Scenario: 10.04-10.07: a unit that shot this phase cannot start an Action
    Given it is player A's Shooting phase
    When "Intercessors" shoots
    Then "Intercessors" cannot start the "Secure Site" Action, for exactly these reasons:
      | it shot this phase |

  Scenario: 10.04-10.07: another unit's shooting does not bar this one
    Given it is player A's Shooting phase
    And a unit "Hellblasters"
    When "Hellblasters" shoots
    Then "Intercessors" can start the "Secure Site" Action
    And "Intercessors" is not refused the "Secure Site" Action because it shot this phase

  Scenario: 10.04-10.07: the bar from shooting lasts only until the end of the phase
    Given it is player A's Shooting phase
    When "Intercessors" shoots
    And the game advances to player A's Charge phase
    Then "Intercessors" can start the "Storm Site" Action
    And "Intercessors" is not refused the "Storm Site" Action because it shot this phase

  Scenario Outline: 09.06 and 09.07: what each kind of move costs for the rest of the turn
    Given it is player A's Movement phase
    And "Intercessors" is <engaged>
    When "Intercessors" makes a <move> move
    And the game advances to player A's Shooting phase
    Then "Intercessors" <shooting>
    And "Intercessors" <charging>
    And "Intercessors" <acting> the "Secure Site" Action

    Examples:
      | engaged     | move      | shooting                | charging                            | acting       |
      | not engaged | normal    | is eligible to shoot     | is eligible to declare a charge     | can start    |
      | not engaged | advance   | is eligible to shoot     | is not eligible to declare a charge | cannot start |
      | engaged     | fall-back | is not eligible to shoot | is not eligible to declare a charge | cannot start |

  Scenario: 09.06: an advance move is the reason the Action is refused
    Given it is player A's Charge phase
    And "Intercessors" made an advance move this turn
    Then "Intercessors" is not eligible to declare a charge
    And "Intercessors" cannot start the "Storm Site" Action, for exactly these reasons:
      | it made an advance move this turn |

  Scenario: 09.07: a fall-back move is the reason the Action is refused, and the shooting is lost
    Given it is player A's Shooting phase
    And "Intercessors" made a fall-back move this turn
    Then "Intercessors" is not eligible to shoot
    And "Intercessors" is not eligible to declare a charge
    And "Intercessors" cannot start the "Secure Site" Action because it made a fall-back move this turn

  Scenario: 09.06: TITANIC does not excuse an advance move
    Given it is player A's Shooting phase
    And "Intercessors" has the keyword TITANIC
    And "Intercessors" made an advance move this turn
    Then "Intercessors" cannot start the "Secure Site" Action because it made an advance move this turn

  Scenario: 09.07: the fall-back locks lift when the turn ends
    Given it is player A's Movement phase
    And "Intercessors" is engaged
    When "Intercessors" makes a fall-back move
    And the game advances to player A's Shooting phase
    Then "Intercessors" is not eligible to shoot
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
    And "Intercessors" is eligible to shoot
    And "Intercessors" can start the "Secure Site" Action
    When the game advances to player A's Charge phase
    Then "Intercessors" is eligible to declare a charge

  Scenario: A unit off the battlefield is not eligible to declare a charge
    Given a unit "Reserves"
    And "Reserves" is off the battlefield
    And it is player A's Charge phase
    Then "Reserves" is not eligible to declare a charge
