Feature: 15.01 Stratagems declared with their rows: CP, WHEN, TARGET, RESTRICTIONS, EFFECT
  A stratagem a Codex or mission prints is declared with a two-column table; rows left out
  take the defaults: CP 1, WHEN any phase, TARGET one friendly unit, RESTRICTIONS none.

  Background:
    Given a unit "Squad"
    And "Squad" has the keywords INFANTRY, BATTLELINE
    And a unit "Raiders" for player B
    And player A has 2 CP
    And it is player A's Shooting phase in battle round 2

  Scenario: 15.01: the default rows: 1CP, any phase, one friendly unit
    Given the stratagem "Armour of Contempt":
    And it is player B's Fight phase
    When player A uses the "Armour of Contempt" stratagem on "Squad"
    Then player A used the "Armour of Contempt" stratagem
    And player A has 1 CP
    And player A cannot use the "Armour of Contempt" stratagem on "Raiders" because it is not a unit the stratagem can target

  Scenario: 15.01: WHEN your Shooting phase
    Given the stratagem "Storm of Fire":
      | WHEN | your Shooting phase |
    And it is player A's Movement phase
    Then player A cannot use the "Storm of Fire" stratagem on "Squad" because the stratagem cannot be used now
    When the game advances to player A's Shooting phase
    Then player A can use the "Storm of Fire" stratagem on "Squad"

  Scenario: 15.01: WHEN either player's Fight phase
    Given the stratagem "Counter-blow":
      | WHEN | either player's Fight phase |
    And it is player B's Fight phase
    Then player A can use the "Counter-blow" stratagem on "Squad"

  Scenario: 15.01: TARGET one enemy unit, with a keyword and excluding another
    Given the stratagem "Mark the Prey":
      | CP     | 2                                            |
      | TARGET | one enemy INFANTRY or MONSTER unit (excluding TITANIC units) |
    And "Raiders" has the keywords MONSTER, TITANIC
    And a unit "Hunters" for player B
    Then player A cannot use the "Mark the Prey" stratagem on "Raiders" because it is not a unit the stratagem can target
    And player A can use the "Mark the Prey" stratagem on "Hunters"
    And player A cannot use the "Mark the Prey" stratagem on "Squad" because it is not a unit the stratagem can target

  Scenario: 01.07: the opponent's stratagem can target a battle-shocked unit
    Given the stratagem "Mark the Prey":
      | TARGET | one enemy unit |
    And "Raiders" is battle-shocked
    Then player A can use the "Mark the Prey" stratagem on "Raiders"

  Scenario: 15.01: TARGET one friendly unengaged BATTLELINE unit
    Given the stratagem "Hold Fast":
      | TARGET | one friendly unengaged BATTLELINE unit |
    And a unit "Guard"
    And "Guard" has the keywords INFANTRY, BATTLELINE
    And "Guard" is engaged
    Then player A can use the "Hold Fast" stratagem on "Squad"
    And player A cannot use the "Hold Fast" stratagem on "Guard" because it is not a unit the stratagem can target

  Scenario: 15.01: RESTRICTIONS once per battle, counted per player
    Given the stratagem "Last Stand":
      | RESTRICTIONS | once per battle |
    And player B used the "Last Stand" stratagem earlier in the battle
    And player B has 2 CP
    Then player A can use the "Last Stand" stratagem on "Squad"
    And player B cannot use the "Last Stand" stratagem on "Raiders" because its restrictions forbid it

  Scenario Outline: 15.01: RESTRICTIONS not in the first battle round
    Given the stratagem "Deep Strike Beacon":
      | RESTRICTIONS | not in the first battle round |
    And it is player A's Movement phase in battle round <round>
    Then player A <verdict> use the "Deep Strike Beacon" stratagem on "Squad"

    Examples:
      | round | verdict |
      | 1     | cannot  |
      | 2     | can     |

  Scenario: 15.01: a 0CP stratagem used with no CP leaves no CP
    Given the stratagem "Rally":
      | CP | 0 |
    And player A has 0 CP
    When player A uses the "Rally" stratagem on "Squad"
    Then player A used the "Rally" stratagem
    And player A has 0 CP
