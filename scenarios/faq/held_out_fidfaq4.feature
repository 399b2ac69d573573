Feature: Rules that change rules, measured positions, the order of fighting and mission cards
  Published answers a tournament organiser gives on abilities and other rules that change
  what the Core Rules decide (18), on distances the rules core measures from placed models
  (01.04, 03.03, 03.04, 11.02, Rules Appendix), and on who selects the next unit in the Fight
  step (12.04, Rules Appendix). Each answer is checked by its steps.

  @faq
  Scenario: Does a battle-shocked unit need a rule to declare a charge?
    No. Being battle-shocked never bars a charge (11.02): a battle-shocked unit can declare a
    charge without any rule's help, and no rule changed that verdict.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is battle-shocked
    And it is player A's Charge phase
    Then "Squad" is eligible to declare a charge
    And no rule changed that verdict

  @faq
  Scenario: Does a lift of another charge bar also lift a rule that forbids charging?
    No. A lift removes only the refusal it names; a rule's own bar is lifted only by a rule that
    names it (18.3 items 1 and 2). Here the advance bar is lifted, and "Pinned" still forbids it.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And "Squad" has an ability "Pinned" that forbids it to declare a charge
    And "Squad" has an ability "Assault Doctrine" that lets it declare a charge even though it made an advance move this turn
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | "Pinned" forbids it |

  @faq
  Scenario: Can a rule that names a forbidding rule lift it?
    Yes. The rule that names the other wins (18.3 item 2): a lift written as "even though
    "Pinned" forbids it" lifts that bar, and nothing else bars this unit.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" has an ability "Pinned" that forbids it to declare a charge
    And player A has a rule "Unbound" that lets it declare a charge even though "Pinned" forbids it
    Then "Squad" is eligible to declare a charge
    And "Unbound" changed that verdict

  @faq
  Scenario Outline: In which order do OC modifiers apply?
    Sets first, then additions and subtractions (app 02.02.01, 18.3 item 3). A set to 0 takes
    no other modifier, and OC never drops below 0.

    Given a unit "Squad" for player A
    And "Squad" has an ability "Set" that sets its OC to <set>
    And "Squad" has an ability "Shift" that <change>
    Then "Squad" has OC <oc>

    Examples:
      | set | change                  | oc |
      | 1   | adds 2 to its OC        | 3  |
      | 0   | adds 2 to its OC        | 0  |
      | 1   | subtracts 3 from its OC | 0  |

  @faq
  Scenario: Does improving a unit's Leadership make the number smaller?
    Yes. Ld is a target number: improving 7+ by 1 gives 6+; with an enemy rule that worsens it
    by 2 as well, it is 8+ (18.3 item 3).

    Given a unit "Squad" for player A
    And "Squad" has Ld 7+
    And "Squad" has an ability "Steady" that improves its Ld by 1
    And player B has a rule "Dread":
      | TARGET | each enemy unit     |
      | EFFECT | worsens its Ld by 2 |
    Then "Squad" has Ld 8+

  @faq
  Scenario: Does a rule that adds to a model's Wounds heal it?
    No. Modifying W changes the characteristic, never the wounds a model has left (18.3 item 3).

    Given a unit "Dreadnought" for player A
    And "Dreadnought" has a starting strength of 1
    And "Dreadnought" has W 8
    And "Dreadnought" has 3 wounds left
    And "Dreadnought" has an ability "Armoured" that adds 2 to its W
    Then "Dreadnought" has W 10
    And "Dreadnought" has 3 wounds left

  @faq
  Scenario: Can a charge roll of 12 be pushed higher by a modifier?
    No. A modified charge roll above 12 is 12 (app 01.05.02; 18.3 item 4).

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" has an ability "Fleet" that adds 2 to its charge rolls
    And the charge roll for "Squad" will be 12
    When "Squad" declares a charge
    Then the last charge roll for "Squad" was 12

  @faq
  Scenario: Does an aura count twice when a unit is in range of two bearers of it?
    No. The same aura applies to a unit once however often it is in range of it (22.01;
    18.3 item 11): two Captains with the same banner give +1 OC, not +2.

    Given a unit "Captain" for player A
    And a unit "Lieutenant" for player A
    And a unit "Squad" for player A
    And "Captain" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Lieutenant" has an ability "Rites of Battle":
      | TARGET | each friendly unit within range of it |
      | EFFECT | adds 1 to its OC                      |
    And "Squad" is within range of "Rites of Battle" of "Captain"
    And "Squad" is within range of "Rites of Battle" of "Lieutenant"
    Then "Squad" has OC 3

  @faq
  Scenario: Can rules raise a stratagem's cost without limit?
    No. Whatever rules change it, a use costs at most 1CP more than its original cost and never
    less than 0CP (15.01; 18.3 item 8): Counteroffensive, 2CP, costs from 0CP to 3CP.

    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And up to 2 rules "Levy" for player A that change the CP cost of the "Counteroffensive" stratagem
    Then the CP cost of the "Counteroffensive" stratagem for player A is at most 3
    And the CP cost of the "Counteroffensive" stratagem for player A is at least 0

  @faq
  Scenario: Does any rule that lifts a bar on starting Actions let an engaged unit start one?
    Not unless it lifts exactly that bar: a lift removes only the refusal it names (18.3 item 1).

    Given a unit "Squad" for player A
    And "Squad" is engaged
    And the Action "Raise the Banner":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And any rule "Drawn" for "Squad" that lifts one bar on starting Actions other than "it is engaged"
    Then "Squad" cannot start the "Raise the Banner" Action because it is engaged

  @faq
  Scenario: Are two models on a 1" grid within 2" of each other always engaged?
    Yes, on the battlefield's level: engagement range is within 2" horizontally and 5"
    vertically (03.04), and within means not more than (01.04). Checked for every gap on a 1"
    grid from base contact to 2", along the axes; nothing between grid points is proven.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" within 2" of "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is engaged with "Boyz"

  @faq
  Scenario: Is a model within 2" of an enemy engaged wherever it is placed?
    Yes, at the same level: checked for drawn positions, not on a grid, so the claim is at best
    confirmed (19.9): continuous positions are never proven.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" within 2" of "Boyz"
    Then "Squad" is engaged with "Boyz"

  @faq
  Scenario Outline: Can a unit exactly 12" from an enemy declare a charge?
    Yes. Within 12" means not more than 12" (01.04, 11.02); a thousandth of an inch more and
    it is too far from every enemy unit to declare a charge.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And it is player A's Charge phase
    And the positions:
      | unit  | x   | y  |
      | Squad | 10  | 10 |
      | Boyz  | <x> | 10 |
    Then "Squad" <verdict>

    Examples:
      | x      | verdict                                                                              |
      | 23     | is eligible to declare a charge                                                      |
      | 23.001 | is not eligible to declare a charge because it is too far from every enemy unit to declare a charge |

  @faq
  Scenario Outline: Is a model on an upper floor within range of an objective marker below it?
    Only up to 5" up: objective range is 3" horizontally and 5" vertically of the marker
    (Rules Appendix).

    Given the beacon is an objective marker at (30, 22)
    And a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | x  | y  | height   |
      | Squad | 30 | 22 | <height> |
    Then "Squad" <verdict> the beacon

    Examples:
      | height | verdict                  |
      | 5      | is within range of       |
      | 5.001  | is not within range of   |

  @faq
  Scenario Outline: Is a long line of models 2" apart in coherency?
    Only while it spans no more than 9": each model must be within 2" of another and within 9"
    of every other model of the unit (03.03). Four 1" models 2" apart span 8"; a fifth
    at the end of the line makes it 11", one beside the second model keeps it in coherency.

    Given a unit "Squad" for player A
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Squad | 13 | 10 |
      | Squad | 16 | 10 |
      | Squad | 19 | 10 |
      | Squad | <x> | <y> |
    Then "Squad" <verdict>

    Examples:
      | x  | y    | verdict              |
      | 22 | 10   | is not in coherency  |
      | 13 | 12.5 | is in coherency      |

  @faq
  Scenario: Who selects first in the Fight step when no unit has Fights First?
    The player whose turn it is: the sequence starts in Resolve Fights First Combats with them,
    and with no eligible Fights First unit it moves to Resolve Remaining Combats with the same
    player to select (12.04). After their unit fights, the opponent selects.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And it is the Fight step of player B's Fight phase
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    When "Boyz" fights
    Then player A selects the next unit to fight

  @faq
  Scenario: Does the player whose turn it is select first if only the opponent has Fights First?
    No. A player with no eligible Fights First unit passes the selection to the opponent while
    one is eligible (12.04), so the opponent's Fights First unit fights first.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Squad" has Fights First
    And it is the Fight step of player B's Fight phase
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats
    And "Boyz" cannot be selected to fight next because player A selects the next unit to fight

  @faq
  Scenario: Does a rule that gives an enemy unit Fights First always take the first selection from the player whose turn it is?
    Yes, whatever its source or duration while it is in force now (12.04, 24.13): only the
    opponent then has an eligible Fights First unit. Fight-order facts are searched by
    Hypothesis only (§17 as changed in round 4), so the verdict is at best confirmed.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" is engaged with "Boyz"
    And "Boyz" does not have Fights First
    And it is the Fight step of player A's Fight phase
    And any rule "Fury" for "Squad" that gives it Fights First, until the end of the phase
    Then player A selects the next unit to fight
    And "Squad" can be selected to fight next

  @faq
  Scenario: Can a player pass while their eligible unit is close to an enemy?
    No. A player may pass only while every eligible unit of theirs is more than 5" from every
    enemy unit (Rules Appendix); one that was engaged at the start of the step and is now far
    away lets them pass.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And a unit "Wardens" for player A
    And "Squad" was engaged at the start of the Fight step
    And "Squad" is far enough from every enemy unit for its player to pass
    And "Wardens" is engaged with "Boyz"
    And it is the Fight step of player A's Fight phase
    Then player A cannot pass because "Wardens" is eligible to fight and within 5" of an enemy unit
    When "Wardens" fights
    And "Boyz" fights
    Then player A can pass

  @faq
  Scenario: Is a model drawn within 2" of an enemy model engaged at any height?
    Yes. Distances are measured in three dimensions (01.04; 19.4), so a model within 2" of
    another is also within 2" vertically of it, inside engagement range's 5" (03.04). Checked on
    a 1" grid of gaps and heights.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Squad" has 1 model left
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
    And any position for "Squad" within 2" of "Boyz"
    And any height for "Squad"
    And positions are drawn on a 1" grid
    Then "Squad" is engaged with "Boyz"

  @faq
  Scenario: Can a unit that counts as not having advanced declare a charge?
    Yes. Counting as not having made an advance move changes the fact for every rule that
    reads it (18.3 item 6), so the advance bar on charging (11.02) no longer applies.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And it is player A's Charge phase
    And "Squad" made an advance move this turn
    And player A has a rule "Swift Assault" that makes it count as not having made an advance move this turn
    Then "Squad" is eligible to declare a charge
    And "Squad" does not count as having made an advance move this turn
    And "Swift Assault" changed that verdict

  @faq
  Scenario: What happens when both players pass in the Fight step?
    A pass in Resolve Fights First Combats, when the opponent has an eligible unit but none
    with Fights First, moves the sequence to Resolve Remaining Combats with the opponent to
    select; when that player passes too, the Fight step ends (Rules Appendix; 12.04).

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has Fights First
    And "Squad" was engaged at the start of the Fight step
    And "Boyz" was engaged at the start of the Fight step
    And "Squad" is far enough from every enemy unit for its player to pass
    And "Boyz" is far enough from every enemy unit for its player to pass
    And it is the Fight step of player A's Fight phase
    Then player A selects the next unit to fight
    And the Fight step is resolving Fights First combats
    When player A passes
    Then player B selects the next unit to fight
    And the Fight step is resolving remaining combats
    When player B passes
    Then the Fight step has ended

  @faq
  Scenario: Does a rule that makes every stratagem cost 0CP make Counteroffensive free?
    No. A rule that sets the cost of a stratagem it does not name to 0CP makes it 1CP cheaper
    instead (URU v1.1; 18.3 item 8): Counteroffensive, 2CP, costs 1CP.

    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And player A has a rule "Largesse" that sets the CP cost of your stratagems to 0
    Then the CP cost of the "Counteroffensive" stratagem for player A is 1

  @faq
  Scenario: Do two rules that each raise a stratagem's cost by 1CP make it 2CP dearer?
    No. However many rules raise it, a use costs at most 1CP more than its original cost (15.01;
    18.3 item 8): Counteroffensive, 2CP, costs 3CP.

    Given a unit "Squad" for player A
    And it is player A's Fight phase
    And player B has a rule "Tax" that increases the CP cost of your opponent's stratagems by 1
    And player B has a rule "Toll" that increases the CP cost of your opponent's stratagems by 1
    Then the CP cost of the "Counteroffensive" stratagem for player A is 3

  @faq
  Scenario Outline: Does a card's "at most" limit stop it scoring once reached?
    Yes. An award's "at most" is its total over the battle (Chapter Approved 2026-27 cards;
    20.2): a card that has already scored its 10 VP scores nothing more, and one that has
    scored 5 VP still scores its next 5 VP.

    Given a unit "Squad" for player A
    And the ruin is an objective
    And "Squad" is within the ruin
    And player A has the secondary mission "Hold Fast":
      | scores at            | if                               | VP | at most |
      | the end of your turn | you control 1 or more objectives | 5  | 10 VP   |
    And player A has scored <earlier> VP for "Hold Fast"
    And it is player A's Fight phase in battle round 3
    When the game advances to the end of the turn
    Then player A scores <now> for "Hold Fast" in battle round 3

    Examples:
      | earlier | now    |
      | 10      | no VP  |
      | 5       | 5 VP   |

  @faq
  Scenario: Do two award rows of one tier both score?
    No. Of the rows sharing a tier only the highest-scoring one scores (20.2): holding two
    objectives scores 5 VP, not 3 + 5.

    Given a unit "Squad" for player A
    And the ruin is an objective
    And the crater is an objective
    And "Squad" is within the ruin
    And "Squad" is within the crater
    And player A has the primary mission "Take and Hold":
      | scores at            | if                               | VP | tier |
      | the end of your turn | you control 1 or more objectives | 3  | hold |
      | the end of your turn | you control 2 or more objectives | 5  | hold |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 5 VP for "Take and Hold"

  @faq
  Scenario: Can a primary mission score more than the per-battle-round cap in one round?
    No. VP from primary missions in one battle round stop at the cap (20.2): two awards of
    10 VP at the end of the turn score 15 VP under a 15 VP cap.

    Given a unit "Squad" for player A
    And the VP caps:
      | primary per battle round | 15 |
      | primary per battle       | 45 |
    And player A has the primary mission "Overrun":
      | scores at            | VP |
      | the end of your turn | 10 |
      | the end of your turn | 10 |
    And it is player A's Fight phase in battle round 2
    When the game advances to the end of the turn
    Then player A scores 15 VP for "Overrun"
