Feature: The battle round
  Common questions about how a battle round runs: who goes first, what a turn is made of,
  whose turn a trigger fires in, what out-of-phase rules may not do, and the order of rules
  at the end of a turn or a round. Answers are ours; the steps are the claims they make.

  @faq
  Scenario Outline: Does the same player take the first turn in every battle round?
    Yes. The mission names the player who goes first, and that player opens every battle
    round of the battle, not only the first; the other player always goes second.

    Given player <first> takes the first turn
    And player <first> has a rule "Opening Move" that triggers at the start of your turn
    And player <second> has a rule "Reply" that triggers at the start of your turn
    When battle round 3 is played
    Then player <first> takes the first turn in every battle round
    And the rules resolve in this order:
      | Opening Move |
      | Reply        |
      | Opening Move |
      | Reply        |
      | Opening Move |
      | Reply        |

    Examples:
      | first | second |
      | A     | B      |
      | B     | A      |

  @faq
  Scenario Outline: Does the player who went second in one battle round go first in the next?
    No. Whatever point of the battle the game is at, the next battle round still opens with
    the turn of the player the mission named.

    Given player <first> takes the first turn
    And the mission lasts 6 battle rounds
    And any moment
    And it is battle round <round>
    When the game advances to the end of the battle round
    And the game advances to player <first>'s Command phase
    Then it is player <first>'s Command phase in battle round <next>

    Examples:
      | first | round | next |
      | A     | 1     | 2    |
      | B     | 1     | 2    |
      | A     | 4     | 5    |
      | B     | 5     | 6    |

  @faq
  Scenario Outline: What parts does a player's turn have, and in what order?
    Seven: the Start of Turn step, then the Command, Movement, Shooting, Charge and Fight
    phases, then the End of Turn step. Both players' turns have the same seven parts, in the
    same order.

    Given player <first> takes the first turn
    Then the turn sequence of player <player> is:
      | Start of Turn  |
      | Command phase  |
      | Movement phase |
      | Shooting phase |
      | Charge phase   |
      | Fight phase    |
      | End of Turn    |

    Examples:
      | first | player |
      | A     | A      |
      | A     | B      |
      | B     | A      |
      | B     | B      |

  @faq
  Scenario Outline: Does a rule that triggers "at the end of the Movement phase" trigger in both players' turns?
    Yes. A rule that speaks of "the" phase rather than "your" or "your opponent's" phase
    triggers in that phase of both players' turns: so a model that heals at the end of the
    Movement phase heals after its own Movement phase and after its opponent's.

    Given player <owner> has a rule "Regeneration" that triggers at the end of the Movement phase
    When battle round 1 is played
    Then "Regeneration" triggers 2 times
    And "Regeneration" triggers in player A's turn
    And "Regeneration" triggers in player B's turn

    Examples:
      | owner |
      | A     |
      | B     |

  @faq
  Scenario Outline: From any point of the battle, does a "the Movement phase" rule wait for its owner's turn?
    No. Wherever the game stands, the next end of a Movement phase fires the rule, whoever's
    Movement phase it is.

    Given any moment
    And it is battle round 1
    And player <owner> has a rule "Regeneration" that triggers at the end of the Movement phase
    When the game advances to the end of player <other>'s Movement phase
    Then "Regeneration" triggers in player <other>'s turn

    Examples:
      | owner | other |
      | A     | B     |
      | B     | A     |

  @faq
  Scenario Outline: Does a rule for "your" phase or "your opponent's" phase trigger in both turns?
    No. "Your" phase means only the owner's, and "your opponent's" phase only the other
    player's; each triggers once in a battle round.

    Given player A has a rule "Signal" that triggers at <trigger>
    When battle round 1 is played
    Then "Signal" triggers 1 time
    And "Signal" triggers in player <player>'s turn

    Examples:
      | trigger                                       | player |
      | the end of your Movement phase                | A      |
      | the start of your Shooting phase              | A      |
      | the end of your opponent's Movement phase     | B      |
      | the start of your opponent's Command phase    | B      |

  @faq
  Scenario: Does a rule that triggers at the start of the battle round trigger in every battle round?
    Yes. A start-of-round or end-of-round rule fires in every battle round, and a start-of-turn
    rule at the start of every turn, both players' turns included.

    Given a mission rule "Reinforcements" that triggers at the start of the battle round
    And a mission rule "Take Stock" that triggers at the end of the battle round
    And player A has a rule "Muster" that triggers at the start of the turn
    When battle round 5 is played
    Then "Reinforcements" triggers 5 times
    And "Take Stock" triggers 5 times
    And "Muster" triggers 10 times
    And the battle ends after battle round 5

  @faq
  Scenario: Does the mission decide how many battle rounds the battle lasts?
    Yes. The battle ends after the last battle round the mission sets; five is the usual
    length.

    Given the mission lasts 4 battle rounds
    Then the battle ends after battle round 4

  @faq
  Scenario: At the end of a turn, are mission rules resolved before other rules?
    No. In the End of Turn step, rules that are not mission rules resolve first; then the
    players check their mission. This holds at the end of every turn, wherever the game
    stands now.

    Given any moment
    And a mission rule "Take and Hold" that triggers at the end of the turn
    And player B has a rule "Loot" that triggers at the end of the turn
    When the game advances to the end of the turn
    Then the rules resolve in this order:
      | Loot          |
      | Take and Hold |

  @faq
  Scenario: At the end of a battle round, are mission rules resolved before other rules?
    No. As at the end of a turn, other rules go first and mission rules last; and the last
    turn's End of Turn step is over before the end of the battle round begins.

    Given any moment
    And a mission rule "Round Score" that triggers at the end of the battle round
    And player A has a rule "Round Tidy" that triggers at the end of the battle round
    When the game advances to the end of the battle round
    Then the rules resolve in this order:
      | Round Tidy  |
      | Round Score |

  @faq
  Scenario: Can a unit shooting with Fire Overwatch use an ability that works "in your Shooting phase"?
    No. A unit shooting out of phase cannot use rules locked to a named phase, so that
    ability does not trigger; an ability that is not tied to a phase still does.

    Given any moment
    And any unit "Hellblasters"
    And "Hellblasters" has an ability "Focused Fire" that triggers in your Shooting phase, after this unit has shot
    And "Hellblasters" has an ability "Steady Aim" that triggers each time this unit has shot
    When "Hellblasters" shoots using an out-of-phase rule
    Then "Focused Fire" does not trigger
    And "Steady Aim" triggers

  @faq
  Scenario Outline: Does an "in your Shooting phase" ability still work when the unit shoots normally in its own Shooting phase?
    Yes. The phase lock only keeps the ability to the phase it names; shooting there in the
    usual way triggers it.

    Given any moment
    And it is player <player>'s Shooting phase
    And any unit "Hellblasters"
    And "Hellblasters" belongs to player <player>
    And "Hellblasters" has an ability "Focused Fire" that triggers in your Shooting phase, after this unit has shot
    When "Hellblasters" shoots
    Then "Focused Fire" triggers

    Examples:
      | player |
      | A      |
      | B      |
