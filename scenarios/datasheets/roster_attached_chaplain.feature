Feature: 19 and 11 A roster's attached unit of a Chaplain and ten Intercessors
  The roster's Attached Unit block forms one unit of 11 models (19.01); the per-part facts
  (OC, Ld, W) concern the part so named; its transports and M come from the data.

  Scenario: A roster's attached unit of 10 plus a Chaplain starts at 11; its Ld uses every Ld in it
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    Then "Intercessor Squad" has a starting strength of 11
    And "Chaplain" has a starting strength of 11
    And "Intercessor Squad" has the keyword CHARACTER
    And "Chaplain" has the keyword BATTLELINE
    And "Captain" has a starting strength of 1
    And "Captain" does not have the keyword BATTLELINE
    And "Terminator Squad" has a starting strength of 5
    And "Terminator Squad" has the keyword TERMINATOR

  Scenario: the roster's Chaplain part: OC, Ld and W of the part so named
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    Then "Chaplain" has Ld 5+
    And "Intercessor Squad" has Ld 6+
    And "Chaplain" has W 4
    And "Intercessor Squad" has W 2
    And "Chaplain" has OC 1
    And "Intercessor Squad" has OC 2

  Scenario: A roster's attached unit at half-strength counts both parts
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    And "Intercessor Squad" has 5 models left
    Then "Chaplain" is not below half-strength
    And "Intercessor Squad" is not at or below half-strength

  Scenario: A roster's attached unit below half-strength
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    And "Intercessor Squad" has 4 models left
    Then "Chaplain" is below half-strength

  Scenario: the leader gone, the bodyguard remains and is below half of 11
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    And "Chaplain" has 0 models left
    And "Intercessor Squad" has 5 models left
    Then "Intercessor Squad" is below half-strength

  Scenario: A roster's transport takes its capacity from the data
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    And it is player A's Movement phase
    When "Terminator Squad" makes a normal move
    Then "Terminator Squad" can embark within "Impulsor"

  Scenario: A roster's attached unit of 11 does not fit in a 7-model transport
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    And it is player A's Movement phase
    When "Intercessor Squad" makes a normal move
    Then "Intercessor Squad" cannot embark within "Impulsor" because it does not fit in its TRANSPORT

  Scenario: A roster unit takes M from the data
    Given player A's army from the roster "rosters/ultramarines_chaplain_gw_app.txt"
    Then "Terminator Squad" has M 5"
    And "Captain" has M 6"

