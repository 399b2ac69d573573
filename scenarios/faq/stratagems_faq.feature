Feature: Stratagems
  The questions players ask most about stratagems in the Command phase and around it: CP,
  the limits of a phase, battle-shocked targets and the interplay of the core stratagems with
  battle-shock, shooting, charges and Actions. Answers are ours; the steps are their claims.

  @faq
  Scenario: Can Insane Bravery save a unit that is already battle-shocked?
    No. Its controlling player cannot target a battle-shocked unit with stratagems (01.07), and
    Insane Bravery targets a friendly unit, so it cannot be used on it: the unit rolls as usual,
    and only a pass ends its battle-shock.

    Given any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And any moment
    And player A has 3 CP
    Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the unit is battle-shocked

  @faq
  Scenario: Does an attempt to use Insane Bravery on a battle-shocked unit cost CP?
    No. The target is selected before the CP are spent (15.01), and a battle-shocked unit
    cannot be selected by its own player (01.07): the stratagem is not used and no CP is spent.

    Given any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" is battle-shocked
    And any battle-shock roll for "Squad"
    And it is battle round 2
    And player A has 1 CP
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then player A did not use the "Insane Bravery" stratagem
    And "Squad" makes a battle-shock roll
    And player A has 2 CP

  @faq
  Scenario: Does Insane Bravery mean the unit makes no battle-shock roll?
    No. It is used just before the roll and makes that roll automatically successful (15.04):
    the roll is still made, so it is the unit's one roll of the step (08.03.01).

    Given a unit "Squad"
    And "Squad" has 1 model left
    And the battle-shock roll for "Squad" will be 2
    And it is battle round 2
    And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock step
    When player A's Command phase is resolved
    Then "Squad" makes 1 battle-shock roll
    And "Squad" is not battle-shocked
    And player A used the "Insane Bravery" stratagem

  @faq
  Scenario: Can Command Re-roll re-roll a battle-shock roll?
    No. Command Re-roll lists the rolls it can re-roll (15.02): advance, charge, damage,
    hazard, hit, save and wound rolls and the number of attacks. A battle-shock roll is not
    among them.

    Given any unit "Squad"
    And "Squad" belongs to player A
    And any moment
    And player A has 3 CP
    Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll for "Squad" because that roll cannot be re-rolled with it

  @faq
  Scenario: Can a unit that fired overwatch then start an Action in that phase?
    No. Fire Overwatch makes the unit shoot using snap shooting (15.08, 15.09), and after
    shooting, until the end of the phase, the unit is not eligible to start an Action.

    Given the Action "Hold the Line":
      | STARTS | the end of your opponent's Movement phase |
    And a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And "Squad" cannot start the "Hold the Line" Action because it shot this phase

  @faq
  Scenario: Can one stratagem be used twice in a phase?
    No. Each player can use the same stratagem at most once in a phase (15.01), whatever the
    target. The other player's use of it does not count against you.

    Given any unit "Squad"
    And "Squad" belongs to player A
    And any moment
    And player A has 3 CP
    And player A used the "Command Re-roll" stratagem this phase
    Then player A cannot use the "Command Re-roll" stratagem on the hit roll for "Squad" because it was already used this phase

  @faq
  Scenario: Can my opponent's stratagem target my battle-shocked unit?
    Yes. 01.07 bars only the unit's controlling player from targeting it; a stratagem of the
    opponent that targets an enemy unit can select it.

    Given the stratagem "Mark the Prey":
      | TARGET | one enemy unit |
    And any unit "Raiders"
    And "Raiders" belongs to player B
    And "Raiders" is battle-shocked
    And it is player A's Shooting phase
    And player A has 1 CP
    Then player A can use the "Mark the Prey" stratagem on "Raiders"

  @faq
  Scenario: Can a TITANIC unit fire overwatch?
    No. Fire Overwatch's TARGET excludes TITANIC units (15.08), at any moment.

    Given any unit "Knight"
    And "Knight" belongs to player A
    And "Knight" has the keyword TITANIC
    And any moment
    And player A has 3 CP
    Then player A cannot use the "Fire Overwatch" stratagem on "Knight" because it is not a unit the stratagem can target

  @faq
  Scenario: Can a unit performing an Action fire overwatch?
    Yes. It is not eligible to shoot for the rest of the turn it started the Action in (16.01),
    but snap shooting is open to whatever unit the rule allowing it names (15.09), and Fire
    Overwatch names one unengaged unit that is not TITANIC. Shooting is not a move, so the
    Action goes on.

    Given the Action "Hold the Line":
      | STARTS    | your opponent's Movement phase |
      | COMPLETES | the end of the turn            |
    And a unit "Squad"
    And player A has 1 CP
    And it is player B's Movement phase in battle round 2
    And "Squad" started the "Hold the Line" Action this turn
    When the game advances to the end of player B's Movement phase
    And player A uses the "Fire Overwatch" stratagem on "Squad"
    Then player A used the "Fire Overwatch" stratagem
    And "Squad" is performing the "Hold the Line" Action

  @faq
  Scenario: Can a unit that started an Action this turn use Explosives?
    No, unless it is TITANIC. Explosives needs a unit that is eligible to shoot (15.05), and a
    unit that started an Action this turn is not (16.01).

    Given the Action "Plant Charges":
      | STARTS | your Movement phase |
    And a unit "Squad"
    And "Squad" has the keywords INFANTRY, GRENADES
    And "Squad" started the "Plant Charges" Action this turn
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    Then player A cannot use the "Explosives" stratagem on "Squad" because it is not a unit the stratagem can target

  @faq
  Scenario: Can Rapid Ingress bring a unit in during the first battle round?
    No. Its restrictions forbid it in the first battle round (15.07).

    Given a unit "Reserve"
    And "Reserve" is in strategic reserves
    And player A has 1 CP
    And it is player B's Movement phase in battle round 1
    When the game advances to the end of player B's Movement phase
    Then player A cannot use the "Rapid Ingress" stratagem on "Reserve" because its restrictions forbid it

  @faq
  Scenario: Can a unit performing an Action make a Heroic Intervention?
    No, not in the turn it started the Action. Heroic Intervention resolves a charge (15.11),
    so the unit must be eligible to declare one, and a unit that started an Action this turn
    is not (16.01, 11.02), TITANIC or not.

    Given the Action "Guard the Relic":
      | STARTS | your opponent's Charge phase |
    And a unit "Squad"
    And player A has 1 CP
    And it is player B's Charge phase in battle round 2
    And "Squad" started the "Guard the Relic" Action this turn
    When the game advances to the end of player B's Charge phase
    Then "Squad" is not eligible to declare a charge because it started an Action this turn
    And player A cannot use the "Heroic Intervention" stratagem on "Squad" because it is not a unit the stratagem can target

  @faq
  Scenario: Into the Fray costs 1CP more: can a rule that raises stratagem costs make it more than 2CP?
    No, not with a 1CP Heroic Intervention. The extra 1CP for Into the Fray is part of the
    stratagem's own cost (app FAQ), and the cost as modified is never more than 1CP above that
    own cost, so a rule raising it by 2CP makes it 3CP. Without Into the Fray, the same rule
    makes it 2CP.

    Given a unit "Squad"
    And player A has 5 CP
    And the stratagem "Harsh Orders":
      | CP     | 0                                                                                            |
      | TARGET | none                                                                                         |
      | EFFECT | until the end of the turn, increases the CP cost of the "Heroic Intervention" stratagem by 2 |
    And it is player B's Charge phase in battle round 2
    When the game advances to the end of player B's Charge phase
    And player A uses the "Harsh Orders" stratagem
    Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player A is 3
    And the CP cost of the "Heroic Intervention" stratagem for player A is 2

  @faq
  Scenario: A rule makes "your stratagems" cost 0CP. Is a 2CP stratagem free?
    No. Under the Universal Rules Updates v1.1, a rule that sets the cost of stratagems it does
    not name to 0CP makes each of them 1CP cheaper instead: the 2CP stratagem costs 1CP. A rule
    that names the stratagem does set it to 0CP.

    Given a unit "Squad"
    And the stratagem "Strike Orders":
      | CP | 2 |
    And the stratagem "Free Orders":
      | CP     | 0                                                                   |
      | TARGET | none                                                                |
      | EFFECT | until the end of the turn, sets the CP cost of your stratagems to 0 |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Free Orders" stratagem
    Then the CP cost of the "Strike Orders" stratagem for player A is 1
    And player A can use the "Strike Orders" stratagem on "Squad"

  @faq
  Scenario: A rule lets me use my stratagems again this phase without naming one. Can I use the same stratagem twice?
    No. Under the Universal Rules Updates v1.1, a rule that lets a player reuse a stratagem in a
    phase works only for the stratagem it names.

    Given a unit "Squad"
    And a unit "Guards"
    And the stratagem "Strike Orders":
      | TARGET | one friendly unit |
    And the stratagem "Loose Flexibility":
      | CP     | 0                                                                        |
      | TARGET | none                                                                     |
      | EFFECT | lets you use your stratagems even though it was already used this phase |
    And player A has 3 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Strike Orders" stratagem on "Squad"
    And player A uses the "Loose Flexibility" stratagem
    Then player A cannot use the "Strike Orders" stratagem on "Guards" because it was already used this phase

  @faq
  Scenario: In event play, how many CP can rules other than Gain Core CP give me in a battle round?
    At most 1CP per battle round (Event Companion); CP over that are not gained.

    Given the battle is played under the Event Companion
    And the stratagem "Supply Drop":
      | CP     | 0             |
      | TARGET | none          |
      | EFFECT | you gain 2 CP |
    And player A has 1 CP
    And it is player A's Shooting phase in battle round 2
    When player A uses the "Supply Drop" stratagem
    Then player A has 2 CP
    And player A gained 1 CP from rules
