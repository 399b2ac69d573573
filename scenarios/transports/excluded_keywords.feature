Feature: 18.02 A datasheet TRANSPORT cannot take the keywords its data excludes
  A unit embarks only if it is eligible to embark within that TRANSPORT as its datasheet says
  (18.02). Where the wh40kdc data lists keywords a TRANSPORT cannot take (a Rhino, an Impulsor, a
  Trukk: JUMP PACK), a unit with one of them cannot embark; an attached unit has every part's
  keywords (19.03). A TRANSPORT whose data lists none takes them.

  Scenario: 18.02: a Rhino cannot take Assault Intercessors with Jump Packs
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Jumpers" from the datasheet "Assault Intercessors with Jump Packs"
    And "Jumpers" made a normal move this phase
    Then "Jumpers" cannot embark within "Rhino", for exactly these reasons:
      | the TRANSPORT cannot take it |

  Scenario: 18.02, 19.03: a Captain with Jump Pack leading a squad bars the whole unit from a Rhino
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Captain" from the datasheet "Captain with Jump Pack"
    And a unit "Jumpers" from the datasheet "Assault Intercessors with Jump Packs"
    And "Captain" is leading "Jumpers"
    And "Jumpers" made a normal move this phase
    Then "Captain" cannot embark within "Rhino" because the TRANSPORT cannot take it

  Scenario: 18.02: a Land Raider, whose data excludes no keyword, takes Assault Intercessors with Jump Packs
    Given it is player A's Movement phase in battle round 2
    And a unit "Land Raider" from the datasheet "Land Raider"
    And a unit "Jumpers" from the datasheet "Assault Intercessors with Jump Packs"
    And "Jumpers" made a normal move this phase
    Then "Jumpers" can embark within "Land Raider"

  Scenario: 18.02: a Rhino takes Intercessors, who have no JUMP PACK
    Given it is player A's Movement phase in battle round 2
    And a unit "Rhino" from the datasheet "Rhino"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Intercessors" made a normal move this phase
    Then "Intercessors" can embark within "Rhino"

  Scenario: 18.02: a plain TRANSPORT excludes nothing
    Given it is player A's Movement phase in battle round 2
    And a unit "Carrier"
    And "Carrier" has the keywords TRANSPORT, VEHICLE
    And a unit "Jumpers" from the datasheet "Assault Intercessors with Jump Packs"
    And "Jumpers" made a normal move this phase
    Then "Jumpers" can embark within "Carrier"
