"""What happens to units: moves (09, 11, 12, 23), charges, engagement, shooting, battle-shock
rolls outside the Command phase, leaving the battlefield; and the questions each one answers
first (may it move, shoot, declare a charge?).

An event states what happened. One the rules did not allow at that moment cannot have
happened: it raises :class:`~ruleslawyer.core.errors.ImpossibleEvent`, never changes the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from . import actions as act
from . import reserves as rs
from .battle_shock_rolls import battle_shock_effects, reroll_battle_shock
from .clock import Phase
from .command import (
    BATTLE_SHOCK_FAIL,
    LEADERSHIP_ROLL,
    ROLL_MODIFIER,
    BattleShockRoll,
    passes,
)
from .context import Context, Said
from .eligibility import Check, Verdict, charge_checks, shoot_checks, shooter_on_battlefield
from .errors import ImpossibleEvent, RulesInputError
from .fight import Fight
from .fight_order import FightOrder
from .history import AbilityFired, Moved
from .keywords import MONSTER, VEHICLE
from .mortal_wounds import MortalWounds
from .move_areas import ended_within
from .moves import (
    DESPERATE_ROLL,
    MOVE_TYPES,
    ORDERED_RETREAT,
    REMAIN_STATIONARY,
    FallBackMode,
    MoveAsk,
    fall_back_mode,
    move_checks,
)
from .performing import Performing
from .predicates import Question
from .references import Reason, clause
from .rule_events import Event, Happening
from .transports import Mode
from .triggers import OUT_OF_PHASE, Ability
from .unit_rolls import (
    AUTO_ROLL,
    HAZARD_ROLLS,
    REROLLED,
    ROLL_CLAUSES,
    UnitRoll,
    dice_key,
    last_made,
    result_of,
)
from .units import MoveKind, Unit

PHASE_LOCKED_ABILITY = clause("07.02.01", "Out of Phase Rules", "phase-locked ability timing")
ENGAGEMENT = clause("03.04", "Engagement", "engaged while an enemy is in engagement range")
ROLL_OUTSIDE_STEP = clause("01.07", "Battle-shock Rolls", "a roll some rule demands, any time")
INTO_THE_FRAY = clause("15.11", "Heroic Intervention", "Into the Fray: a charge roll above 6 is 6")


def _impossible(unit: str, what: str, reasons: tuple[Reason, ...]) -> ImpossibleEvent:
    sections: dict[str, list[str]] = {}  # one reason may rest on two clauses (23.04, 23.02)
    for r in reasons:
        sections.setdefault(r.text, []).append(r.rule.section)
    said = "; ".join(f"{text} ({', '.join(dict.fromkeys(s))})" for text, s in sections.items())
    return ImpossibleEvent(
        f'"{unit}" cannot have {what}: {said}', unit=unit, reasons=reasons, word=unit
    )


class MovesContext(Context, Protocol):
    """The context, the abilities set up, the parts a move reaches, and the rolls given."""

    @property
    def abilities(self) -> list[Ability]: ...

    @property
    def fight(self) -> Fight: ...

    @property
    def fight_order(self) -> FightOrder: ...

    @property
    def performer(self) -> Performing: ...

    def roll(self, unit: Unit, occasion: Said) -> int: ...

    def given_roll(self, unit: Unit) -> int | None: ...

    @property
    def dice(self) -> dict[str, tuple[int, ...]]: ...

    def suffer(self, record: MortalWounds) -> None: ...

    def area_within(self, inner: str, outer: str) -> bool | None: ...


def every_model_monster_or_vehicle(unit: Unit) -> bool:
    """06.03: a failed hazard roll is 3 mortal wounds only if each model in the unit is a
    MONSTER or VEHICLE model; of an attached unit, each part with models left must be one, by
    its own keywords (19.03), so a CHARACTER leader on foot keeps it at 1."""
    alive = [p for p in unit.part_facts if p.models > 0]
    if alive:
        return all(MONSTER in p.keywords or VEHICLE in p.keywords for p in alive)
    return unit.has(MONSTER) or unit.has(VEHICLE)


class Moves:
    """The part of the game that holds what happens to units: moves, charges, engagement,
    shooting, battle-shock rolls outside the step, leaving the battlefield; and the questions
    each one answers first."""

    def __init__(self, game: MovesContext) -> None:
        self.game = game
        # A charge a rule or stratagem resolves (``resolve_charge``): whether Into the Fray caps
        # its roll (15.11), and whether a step states its charge move (positions, 19.6).
        self.fray_cap = False
        self.charge_move_stated = False

    # -- eligibility -------------------------------------------------------------------------------
    def eligible_to_shoot(self, unit_name: str) -> Verdict:
        ruling = self.game.ruled(Question.SHOOT, self.game.unit(unit_name))
        unit = ruling.unit(self.game.unit(unit_name))
        return self.game.verdict(ruling.rows(shoot_checks(unit, self.game.now)))

    def eligible_to_charge(self, unit_name: str) -> Verdict:
        return self.game.verdict(self._charge_checks(self.game.unit(unit_name)))

    def _charge_checks(self, stored: Unit) -> Sequence[Check]:
        """11.02's checks, as the effects in force on declaring a charge rule them."""
        ruling = self.game.ruled(Question.CHARGE, stored)
        return ruling.rows(charge_checks(ruling.unit(stored), self.game.now))

    def can_move(
        self,
        unit_name: str,
        kind: MoveKind,
        *,
        mode: Mode | None = None,
        into: str | None = None,
        part_of: MoveKind | None = None,
    ) -> Verdict:
        """Whether the unit could make a ``kind`` move now (its row's ELIGIBLE IF, the locks
        of its earlier moves, and 23.02)."""
        ruling = self.game.ruled(Question.MOVE, self.game.unit(unit_name), kind.value)
        unit = ruling.unit(self.game.unit(unit_name))
        declared = unit.declared_charge_this_phase(self.game.now.phase_key)
        charge = (
            self._charge_checks(self.game.unit(unit_name))
            if kind is MoveKind.CHARGE and not declared
            else ()
        )
        fight = kind is MoveKind.CONSOLIDATION and self.game.fight.eligible_to_fight(unit)
        # the TRANSPORT as the rules in force make it count (18.04 reads its moves, 18.3 item 6)
        stored = self.game.units.get(unit.embarked_in) if unit.embarked_in else None
        transport = self.game.ruled(None, stored).unit(stored) if stored is not None else None
        ask = MoveAsk(
            unit,
            self.game.now,
            transport,
            fight,
            tuple(charge),
            mode,
            into,
            part_of,
            self.game.area_within,
        )
        checks, exceptions = move_checks(kind, ask)
        if kind is MoveKind.CONSOLIDATION:
            checks = (*checks, *self.game.fight_order.consolidation_checks())
        for rule, applies in exceptions:
            self.game.weigh(rule, applies)
        verdict = self.game.verdict(ruling.rows(checks))
        if not verdict.yes and kind in MOVE_TYPES:
            self.game.weigh(MOVE_TYPES[kind].after, False)  # the move cannot end: nothing follows
        return verdict

    # -- moves -------------------------------------------------------------------------------------
    def move(
        self,
        unit_name: str,
        kind: MoveKind,
        *,
        desperate: bool = False,
        ends_engaged: bool | None = None,
        mode: Mode | None = None,
        into: str | None = None,
        part_of: MoveKind | None = None,
    ) -> Unit:
        """The unit made a ``kind`` move now; a move it was not eligible to make is an error.

        ``desperate``: a fall-back move using Desperate Escape; ``ends_engaged``: how a move
        whose row leaves its engagement open ended (None: unchanged), or for a move that ends
        unengaged, that the step says it ended engaged; ``mode``, ``into``, ``part_of``: as for
        :meth:`can_move`.
        """
        unit = self.game.unit(unit_name)
        move_type = MOVE_TYPES.get(kind)
        if kind is not MoveKind.FORCED and kind is not MoveKind.EMERGENCY_DISEMBARK:
            verdict = self.can_move(unit_name, kind, mode=mode, into=into, part_of=part_of)
            if not verdict.yes:
                raise _impossible(
                    unit_name, f"made {kind.article} {kind.value} move", verdict.reasons
                )
            if kind is MoveKind.CHARGE and not unit.declared_charge_this_phase(
                self.game.now.phase_key
            ):
                unit = self.declare_charge(unit_name)
        if kind is MoveKind.ADVANCE:
            self.make_roll(unit_name, "advance")  # the advance roll, before moving (09.06)
        # 09.07 reads battle-shock as the rules in force count it (18.3 item 6)
        fb_mode = None
        if kind is MoveKind.FALL_BACK:
            fb_mode = fall_back_mode(self.game.ruled(None, unit).unit(unit), desperate)
        if fb_mode is not None:  # the mode is selected before moving (09.07)
            self.game.say(f"{unit_name} falls back using {fb_mode.value}")
            if fb_mode is FallBackMode.DESPERATE_ESCAPE:
                self.hazard_rolls(unit_name, "a Desperate Escape (09.07)", desperate=True)
        self.game.acted()
        self.game.happened(Event(Happening.MAKES_MOVE, unit.name, unit.player, kind))
        unit = self.game.unit(unit.name)  # as a rule that triggered on the move left it
        now = self.game.now
        unit = self.game.set_unit(unit, **unit.moves_with(kind, now.turn_key, now.phase_key))
        self.game.history.append(Moved(self.game.now, unit_name, kind))
        self.game.weigh(REMAIN_STATIONARY, False)
        self._break_actions(unit_name, kind)
        if move_type is not None:
            if move_type.sets_up:
                unit = self.game.set_unit(
                    unit,
                    on_battlefield=True,
                    in_reserves=False,
                    embarked_in=None,
                    embarked_in_phase=None,
                    set_up_turn=self.game.now.turn_key,
                )
            engaged = move_type.ends_engaged
            if engaged is None or (ends_engaged is not None and move_type.may_end_engaged):
                engaged = unit.engaged if ends_engaged is None else ends_engaged
            self.game.note(Reason(f"{unit_name} ends its {kind.value} move", move_type.after))
            unit = self.game.set_unit(
                unit, engaged=engaged, engaged_only_aircraft=unit.engaged_only_aircraft and engaged
            )
        if fb_mode is not None:
            self._fall_back_mode(unit, fb_mode)
        self.game.happened(Event(Happening.ENDS_MOVE, unit.name, unit.player, kind))
        return self.game.unit(unit.name)

    # -- ingress (20.04) ----------------------------------------------------------------------
    def ingress(self, unit_name: str, into: str | None = None) -> None:
        """20.04: set up on the battlefield from strategic reserves (within ``into``)."""
        unit = self.game.unit(unit_name)
        self.game.weigh(rs.REPOSITIONED, unit.repositioned)
        unit = self.move(unit_name, MoveKind.INGRESS, into=into)
        if into is not None:
            self.game.set_unit(unit, **ended_within(unit.wholly_within, frozenset({into.strip()})))

    def _break_actions(self, unit_name: str, kind: MoveKind) -> None:
        performing = self.game.performer.performing(unit_name)
        move_type = MOVE_TYPES.get(kind)
        exempt = move_type is not None and not move_type.fails_action
        if performing:
            self.game.weigh(act.MOVE_EXEMPT, exempt)
            self.game.weigh(act.FAILS_ON_MOVE, not exempt)
        if exempt:
            if performing:
                self.game.note(
                    Reason(
                        f"{kind.article} {kind.value} move does not break an Action",
                        act.MOVE_EXEMPT,
                    )
                )
            return
        self.game.performer.fail_actions(
            unit_name, Reason(f"it made {kind.article} {kind.value} move", act.FAILS_ON_MOVE)
        )

    def _fall_back_mode(self, unit: Unit, mode: FallBackMode) -> None:
        ordered = self.game.weigh(ORDERED_RETREAT, mode is FallBackMode.ORDERED_RETREAT)
        shocked = self.game.ruled(None, unit).unit(unit).battle_shocked  # as counted (18.3 item 6)
        if ordered or not self.game.weigh(DESPERATE_ROLL, not shocked):
            return
        self.battle_shock_roll(
            unit.name,
            Reason("it made a Desperate Escape and is not battle-shocked", DESPERATE_ROLL),
        )

    def remain_stationary(self, unit_name: str) -> None:
        """09.04: no model moves and nothing a move triggers happens; an Action goes on. It was
        selected to move (09.02): the phase and turn are recorded (18.04, 18.2 `<state>`)."""
        now, unit = self.game.now, self.game.unit(unit_name)
        self.game.acted()
        self.game.set_unit(unit, stationary_phase=now.phase_key, stationary_turn=now.turn_key)
        if self.game.performer.performing(unit_name):
            self.game.weigh(act.FAILS_ON_MOVE, False)
        self.game.note(Reason(f"{unit_name} remains stationary: no move", REMAIN_STATIONARY))

    def declare_charge(self, unit_name: str) -> Unit:
        verdict = self.eligible_to_charge(unit_name)
        if not verdict.yes:
            raise _impossible(unit_name, "declared a charge", verdict.reasons)
        unit = self.game.unit(unit_name)
        self.game.spend_restricted(
            unit_name, unit.player, lambda: self.eligible_to_charge(unit_name).yes
        )
        self.game.acted()
        self.game.say(f"{unit_name} declares a charge")
        self.game.set_unit(unit, charges_declared=(*unit.charges_declared, self.game.now.phase_key))
        self.game.happened(Event(Happening.DECLARES_CHARGE, unit.name, unit.player))
        self.make_roll(unit_name, "charge")  # the charge roll follows the declaration (11.02)
        return self.game.unit(unit.name)

    def resolve_charge(self, unit_name: str, into_the_fray: bool = False) -> None:
        """A rule or stratagem makes the unit resolve a charge (11.02-11.04): the charge in
        full, its charge move included (app FAQ data 912; contract 18.4), so the unit ends
        engaged and is a Fights First unit to the end of the turn (11.04; 15.11 as 20.1 reads
        it). With Into the Fray (15.11) a charge roll above 6 after modifiers is 6. Where the
        scenario states the charge move itself (end positions, 19.6), only the charge is
        declared here and the step makes the move."""
        self.fray_cap = into_the_fray
        try:
            self.declare_charge(unit_name)
        finally:
            self.fray_cap = False
        if not self.charge_move_stated:
            self.move(unit_name, MoveKind.CHARGE)

    def hazard_rolls(self, unit_name: str, why: str, desperate: bool = False) -> None:
        """06.03: a hazard roll for each model of the unit, from the results given, modified;
        each that fails (1-2) is 1 mortal wound, 3 if each model is a MONSTER or VEHICLE.
        They succeed automatically, not rolled, for a rule that says so (a Desperate Escape's
        too, for `pass Desperate Escape tests automatically`: app FAQ data 912). With no result
        given, losses are stated (§9). Keywords as counted (18.3 item 6; interpretation 137)."""
        game = self.game
        unit = game.unit(unit_name)
        ruling = game.ruled(None, unit)
        auto = bool(ruling.changes("auto:hazard")) or (
            desperate and bool(ruling.changes("auto:desperate-escape"))
        )
        given = next(
            (d for n in (unit.name, *unit.parts) if (d := game.dice.get(dice_key("hazard", n)))),
            (),
        )
        if not auto and not given:
            return
        if game.weigh(AUTO_ROLL, auto):
            said = f"{unit.name}'s hazard rolls for {why} succeed automatically: not rolled"
            game.note(Reason(said, AUTO_ROLL))
            game.history.append(UnitRoll(game.now, unit.name, "hazard", (), False, 0, None))
            return
        if len(given) != unit.models:
            raise RulesInputError(
                f'"{unit_name}" makes a hazard roll for each model for {why}: {unit.models} '
                f"results, not {len(given)} (06.03)",
                word=unit_name,
            )
        modifier = sum(int(str(e.value)) for e in ruling.changes("roll:hazard"))
        results = [result_of("hazard", die, modifier) for die in given]
        for die, result in zip(given, results, strict=True):  # asked by `the last hazard roll`
            game.history.append(
                UnitRoll(game.now, unit.name, "hazard", (die,), False, modifier, result)
            )
        fails = sum(1 for result in results if result <= 2)
        each = 3 if every_model_monster_or_vehicle(ruling.unit(unit)) else 1
        game.weigh(HAZARD_ROLLS, fails > 0)
        game.note(
            Reason(
                f"{unit.name}'s hazard rolls for {why}: {', '.join(map(str, given))}, modified "
                f"by {modifier:+d}: {fails} failed, {fails * each} mortal wounds",
                HAZARD_ROLLS,
            )
        )
        if fails:
            game.suffer(MortalWounds(game.now, "hazard rolls", unit.name, fails * each))

    def roll_would_be(self, unit_name: str, roll: str) -> int | None:
        """The result the unit's charge or advance roll would have now, from the results given,
        re-rolled, modified and capped as make_roll makes it, without making it: a question
        about a move weighs the distance the move would have (03.01, 09.06). None when no
        result is given or a rule makes the roll succeed automatically."""
        game = self.game
        unit = game.unit(unit_name)
        ruling = game.ruled(None, unit)
        given = next(
            (d for n in (unit.name, *unit.parts) if (d := game.dice.get(dice_key(roll, n)))), ()
        )
        if ruling.changes(f"auto:{roll}") or not given:
            return None
        rerolled = bool(ruling.changes(f"reroll:{roll}")) and len(given) > 1
        modifier = sum(int(str(e.value)) for e in ruling.changes(f"roll:{roll}"))
        return result_of(roll, given[1] if rerolled else given[0], modifier)

    def charge_distance(self, unit_name: str) -> int | None:
        """11.04: a charge move's maximum distance is the charge roll as made, re-rolled,
        modified and capped (18.3 item 4; 19.6): the unit's last charge roll this phase (a
        declared charge, Heroic Intervention's with Into the Fray's cap), else the roll it
        would make now. None: no result given, or the roll succeeded automatically."""
        game = self.game
        name = game.unit(unit_name).name
        made = [
            r
            for r in game.history.of(UnitRoll)
            if r.unit == name and r.roll == "charge" and r.moment.phase_key == game.now.phase_key
        ]
        if made:
            return made[-1].result
        return self.roll_would_be(unit_name, "charge")

    def make_roll(self, unit_name: str, roll: str) -> UnitRoll | None:
        """The unit's charge or advance roll now, from the results given (core/unit_rolls.py):
        re-rolled, modified and capped as the rules in force say; None when no result was
        given and no rule makes it succeed automatically (the move is stated, §9)."""
        game = self.game
        unit = game.unit(unit_name)
        ruling = game.ruled(None, unit)
        clause_ = ROLL_CLAUSES[roll]
        auto = bool(ruling.changes(f"auto:{roll}"))
        given = next(
            (d for n in (unit.name, *unit.parts) if (d := game.dice.get(dice_key(roll, n)))), ()
        )
        if not auto and not given:
            return None  # no roll the core can resolve: the move is stated (§9)
        if game.weigh(AUTO_ROLL, auto):
            done = UnitRoll(game.now, unit.name, roll, (), False, 0, None)
            game.history.append(done)
            game.note(
                Reason(f"{unit.name}'s {roll} roll succeeds automatically: not rolled", AUTO_ROLL)
            )
            return done
        rerolled = game.weigh(REROLLED, bool(ruling.changes(f"reroll:{roll}")) and len(given) > 1)
        base = given[1] if rerolled else given[0]
        modifier = sum(int(str(e.value)) for e in ruling.changes(f"roll:{roll}"))
        result = result_of(roll, base, modifier)
        if roll == "charge" and self.fray_cap and game.weigh(INTO_THE_FRAY, result > 6):
            result = 6  # 15.11 Into the Fray: above 6 after modifiers, it is 6
        game.weigh(clause_, True)
        fray = roll == "charge" and self.fray_cap
        used = given[: 2 if rerolled else 1]
        done = UnitRoll(game.now, unit.name, roll, used, rerolled, modifier, result, fray)
        game.history.append(done)
        again = f", re-rolled to {base}" if rerolled else ""
        game.note(
            Reason(
                f"{unit.name}'s {roll} roll: {given[0]}{again}, modified by {modifier:+d}: "
                f"{result}",
                clause_,
            )
        )
        return done

    def reroll(self, unit_name: str, roll: str) -> UnitRoll | None:
        """15.02 Command Re-roll on the charge or advance roll the unit made this phase: re-rolled
        in full, before modifiers, taking the next result given, then modified and capped as it
        was (contract 18.3 item 4, 18.4). None: no such roll made, or no next result given (the
        roll stands, and the trace says so). A roll already re-rolled is never re-rolled
        (REROLL_ONCE: the stratagem is refused first)."""
        game = self.game
        unit = game.unit(unit_name)
        made = last_made(game.history.of(UnitRoll), unit.name, roll, game.now)
        if made is None or made.automatic or made.rerolled:
            return None
        given = next(
            (d for n in (unit.name, *unit.parts) if (d := game.dice.get(dice_key(roll, n)))), ()
        )
        if len(given) <= len(made.used):
            game.note(Reason(f"{unit.name}'s {roll} roll is re-rolled; no re-roll given", REROLLED))
            return None
        base = given[len(made.used)]
        result = result_of(roll, base, made.modifier)
        if made.fray and game.weigh(INTO_THE_FRAY, result > 6):
            result = 6  # 15.11 Into the Fray: above 6 after modifiers, it is 6
        game.weigh(REROLLED, True)
        used = given[: len(made.used) + 1]
        done = UnitRoll(game.now, unit.name, roll, used, True, made.modifier, result, made.fray)
        game.history.append(done)
        game.note(
            Reason(
                f"{unit.name}'s {roll} roll {made.used[-1]} is re-rolled: {base}, modified by "
                f"{made.modifier:+d}: {result}",
                REROLLED,
            )
        )
        return done

    def become_engaged(self, unit_name: str, engaged: bool = True) -> None:
        unit = self.game.unit(unit_name)
        if engaged and not unit.on_battlefield:
            reason = Reason("it is not on the battlefield", ENGAGEMENT)
            raise _impossible(unit_name, "become engaged", (reason,))
        self.game.weigh(ENGAGEMENT, engaged)
        self.game.acted()
        self.game.set_unit(unit, engaged=engaged, engaged_only_aircraft=False)

    # -- other events ------------------------------------------------------------------------------
    def leave_battlefield(self, unit_name: str, destroyed: bool = False) -> None:
        unit = self.game.unit(unit_name)
        changes: dict[str, object] = {
            "on_battlefield": False,
            "engaged": False,
            "engaged_only_aircraft": False,
        }
        if destroyed:
            # A destroyed unit has no models left: it is below half-strength (Rules Appendix);
            # it is removed from play (Rules Appendix, Destroyed), so it is embarked within no
            # TRANSPORT either
            changes.update(destroyed=True, models=0, wounds_left=0, embarked_in=None)
        self.game.acted()
        self.game.performer.settle()  # a stated start is weighed while the unit is still there
        self.game.set_unit(unit, **changes)
        what = "it was destroyed" if destroyed else "it left the battlefield"
        self.game.performer.fail_actions(unit_name, Reason(what, act.FAILS_OFF_BATTLEFIELD))

    def become_battle_shocked(self, unit_name: str) -> None:
        self.game.set_unit(self.game.unit(unit_name), battle_shocked=True)

    def battle_shock_roll(self, unit_name: str, why: Reason | None = None) -> BattleShockRoll:
        """A battle-shock roll some rule demands now, outside the Battle-shock step: a fail
        battle-shocks the unit (01.07); a pass does not end battle-shock (that is 08.03's)."""
        unit = self.game.unit(unit_name)
        if unit.destroyed:
            reason = Reason("it is destroyed", ROLL_OUTSIDE_STEP)
            raise _impossible(unit_name, "made a battle-shock roll", (reason,))
        why = why or Reason("a rule demands it outside the Battle-shock step", ROLL_OUTSIDE_STEP)
        self.game.weigh(ROLL_OUTSIDE_STEP, True)
        self.game.acted()
        self.game.happened(Event(Happening.BATTLE_SHOCK_ROLL, unit.name, unit.player))  # before
        unit = self.game.unit(unit.name)
        now = self.game.now
        ruling = self.game.ruled(None, unit)
        unit = ruling.unit(unit)  # Ld and the roll's modifiers as the rules in force make them
        modifier = unit.battle_shock_modifier
        auto = battle_shock_effects(ruling, "auto")
        if auto:  # succeeds automatically: not rolled, but made and passed (18.3 item 4)
            total, ok = self.game.given_roll(unit) or 0, True
        else:
            total = self.game.roll(unit, lambda: f"({why.text}) at {now.describe()}")
            total = reroll_battle_shock(self.game, self.game.dice, unit, ruling, total)
            self.game.weigh(ROLL_MODIFIER, modifier != 0)
            ok = self.game.weigh(LEADERSHIP_ROLL, passes(total + modifier, unit.leadership))
        self.game.weigh(BATTLE_SHOCK_FAIL, not ok)
        done = BattleShockRoll(
            unit.name, unit.player, self.game.now, total, unit.ld, ok, why, auto, modifier
        )
        self.game.history.append(done)
        self.game.note(Reason(f"{unit.name} makes a battle-shock roll: {why.text}", why.rule))
        verdict = "pass" if ok else "fail"
        # put into words only when asked (the walk's roll is read only where it matters)
        self.game.say(lambda: f"{done.unit} rolls {done.result} against Ld {done.ld}+: {verdict}")
        if not ok:  # the unit as stated: an effect is never copied into it (contract 18)
            self.game.set_unit(self.game.unit(unit.name), battle_shocked=True)
            self.game.note(Reason(f"{unit.name} is battle-shocked", BATTLE_SHOCK_FAIL))
        return done

    def shoot(self, unit_name: str, out_of_phase: bool = False) -> None:
        """The unit is selected to shoot now (``out_of_phase``: by a rule like Fire Overwatch)."""
        unit = shooter_on_battlefield(self.game.unit(unit_name))
        self.game.acted()
        self.game.happened(Event(Happening.SELECTED_TO_SHOOT, unit.name, unit.player))
        unit = self.game.unit(unit_name)
        self.game.set_unit(unit, shot_in=(*unit.shot_in, self.game.now.phase_key))
        self._shot_abilities(unit, out_of_phase)
        self.game.happened(Event(Happening.HAS_SHOT, unit.name, unit.player))

    def _shot_abilities(self, unit: Unit, out_of_phase: bool) -> None:
        """The abilities of §3 that trigger after the unit has shot (07.02.01)."""
        unit_name = unit.name
        for ability in self.game.abilities:
            if ability.unit != unit_name:
                continue
            if out_of_phase:
                self.game.weigh(OUT_OF_PHASE, ability.when.phase_locked)
            if ability.when.phase_locked:
                if out_of_phase:
                    self.game.note(
                        Reason(
                            f"{ability.name} is phase-locked and does not trigger out of phase",
                            OUT_OF_PHASE,
                        )
                    )
                    continue
                in_own_phase = (
                    self.game.now.phase is Phase.SHOOTING and self.game.now.player == unit.player
                )
                if not self.game.weigh(PHASE_LOCKED_ABILITY, in_own_phase):
                    self.game.note(
                        Reason(
                            f"{ability.name} triggers only in its own Shooting phase",
                            PHASE_LOCKED_ABILITY,
                        )
                    )
                    continue
            self.game.history.append(AbilityFired(self.game.now, ability.name))
            self.game.note(Reason(f"{ability.name} triggers", PHASE_LOCKED_ABILITY))
