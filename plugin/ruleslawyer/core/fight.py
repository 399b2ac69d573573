"""The Fight phase (12): its steps, who is eligible to fight (12.04), the fight types (12.05,
12.06) and Fights First (24.13, 11.04).

The core does not resolve attacks: selecting a unit to fight records that it was selected,
and which fight types it could choose from. Engagement is a fact the scenario states; what
the Fight step asks of it is the engagement at the step's start, which the clock records when
the step begins (before then, a unit's engagement now stands for it).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from .aliases import parse_enum
from .clock import Moment, Phase, Point
from .context import Context
from .effects import fights_first_effects
from .eligibility import Check, Verdict
from .errors import ImpossibleEvent
from .fight_reasons import S_OFF
from .moves import OVERRUN_PILE_IN
from .predicates import Predicate, Question, declare
from .references import Reason, clause
from .rule_events import Event, Happening
from .units import MoveKind, Unit

ELIGIBLE_TO_FIGHT = clause("12.04", "Fight", "eligible if engaged or charged this turn")
FIGHT_IN_PHASE = clause("12.04", "Fight", "units fight in the Fight phase")
SELECTED_ONCE = clause("12.04", "Fight", "not if already selected to fight this phase")
STEP_START_ENGAGEMENT = clause(
    "12.04", "Fight", "engaged at the start of the Fight step stays eligible"
)
TYPE_ON_SELECTION = clause("12.04", "Fight", "a fight type it is eligible to make, when selected")
NORMAL_FIGHT = clause("12.05", "Normal Fight", "eligible if engaged")
OVERRUN_FIGHT = clause("12.06", "Overrun Fight", "eligible if unengaged, or was at step start")
FIGHTS_FIRST = clause("24.13", "Fights First", "a unit a rule gives Fights First")
CHARGE_FIGHTS_FIRST = clause("11.04", "Charge Move", "Fights First until the end of the turn")

# The §14 reasons a unit is not eligible to fight.
F_NOT_FIGHT = Reason("it is not the Fight phase", FIGHT_IN_PHASE)
F_SELECTED = Reason("it has already been selected to fight this phase", SELECTED_ONCE)
F_NOT_ENGAGED = Reason(
    "it is not engaged, was not engaged at the start of the Fight step and made no charge move "
    "this turn",
    ELIGIBLE_TO_FIGHT,
)
# Rules Appendix, Destroyed (contract §20.1: eligible to fight is 12.04's rule, and the unit must
# also be on the battlefield): a destroyed unit, an embarked one or one in reserves is not
# eligible to fight, whatever it was before; the order of fighting's reason, one clause.
F_OFF = S_OFF
FIGHT_REASONS: tuple[Reason, ...] = (F_NOT_FIGHT, F_SELECTED, F_NOT_ENGAGED, F_OFF)

# Why a fight type cannot be made (a unit must first be eligible to fight).
T_NOT_ELIGIBLE = Reason("it is not eligible to fight", TYPE_ON_SELECTION)
T_NOT_ENGAGED = Reason("it is not engaged", NORMAL_FIGHT)
T_ENGAGED_THROUGHOUT = Reason(
    "it is engaged and was engaged at the start of the Fight step", OVERRUN_FIGHT
)
FIGHT_TYPE_REASONS: tuple[Reason, ...] = (T_NOT_ELIGIBLE, T_NOT_ENGAGED, T_ENGAGED_THROUGHOUT)


class FightType(enum.Enum):
    NORMAL = "normal"
    OVERRUN = "overrun"

    @classmethod
    def parse(cls, word: str) -> FightType:
        return parse_enum(
            cls, word, message=f"unknown fight type {word!r}; fight types are normal and overrun"
        )


STEP_BEGUN = frozenset({Point.FIGHT_STEP, Point.CONSOLIDATE, Point.FIGHT_END})
_STARTED_IN_STEP = (Point.FIGHT_STEP, Point.CONSOLIDATE)  # a game that starts there: begun


def engaged_at_step_start(unit: Unit, now: Moment, at_start: Unit | None = None) -> bool:
    """Its engagement at the start of this phase's Fight step (as stated, else as the unit was
    when the step began, ``at_start``); before the step, now."""
    if now.phase is not Phase.FIGHT:
        return False
    if now.point not in STEP_BEGUN:
        return unit.engaged  # the step has no start yet
    recorded = unit.engaged_at_step_start(now.phase_key)
    if recorded is not None:
        return recorded
    return (at_start or unit).engaged


@dataclass(frozen=True)
class FightAsk:
    """What eligibility to fight reads: the unit, the moment, and the unit as it was at the
    start of the Fight step (None: as it is)."""

    unit: Unit
    now: Moment
    at_start: Unit | None = None


def _not_engaged(ask: FightAsk) -> bool:
    # Both read, whatever the unit's engagement (what the walk counts is the same either way).
    charged = ask.unit.moved_this_turn(MoveKind.CHARGE, ask.now.turn_key)
    at_step = engaged_at_step_start(ask.unit, ask.now, ask.at_start)
    return not (ask.unit.engaged or at_step or charged)


def _fight(reason: Reason, test: Callable[[FightAsk], bool], *reads: str) -> Predicate[FightAsk]:
    return declare(Question.FIGHT, reason, test, reads=reads)


# 12.04, declared (core/predicates.py).
FIGHT_BARS: tuple[Predicate[FightAsk], ...] = (
    _fight(F_NOT_FIGHT, lambda a: a.now.phase is not Phase.FIGHT),
    _fight(F_SELECTED, lambda a: a.unit.selected_to_fight_this_phase(a.now.phase_key),
           "selected_to_fight"),
    _fight(F_NOT_ENGAGED, _not_engaged, "engaged", "engaged_at_fight_step", "moves"),
    _fight(F_OFF, lambda a: not a.unit.stands, "on_battlefield"),
)  # fmt: skip


def fight_checks(unit: Unit, now: Moment, at_start: Unit | None = None) -> tuple[Check, ...]:
    """12.04: in the Fight phase, not yet selected to fight this phase, and engaged, engaged at
    the start of the Fight step, or made a charge move this turn (each test asked now)."""
    ask = FightAsk(unit, now, at_start)
    return tuple((p.reason, p.test(ask)) for p in FIGHT_BARS)


def fight_type_checks(
    kind: FightType, unit: Unit, now: Moment, eligible: bool, at_start: Unit | None = None
) -> tuple[Check, ...]:
    """12.05 (engaged) and 12.06 (unengaged, or unengaged at the step's start and engaged
    since); neither for a unit not eligible to fight (12.04: a type is chosen on selection)."""
    not_eligible = (T_NOT_ELIGIBLE, not eligible)
    if kind is FightType.NORMAL:
        return (not_eligible, (T_NOT_ENGAGED, not unit.engaged))
    throughout = unit.engaged and engaged_at_step_start(unit, now, at_start)
    return (not_eligible, (T_ENGAGED_THROUGHOUT, throughout))


def was_eligible_this_phase(
    unit: Unit, now: Moment, engaged_in_phase: bool, at_start: Unit | None = None
) -> bool:
    """12.08 asks whether the unit was eligible to fight this phase: engaged at some point of
    it (at the start of its Fight step included), selected to fight in it, or made a charge
    move this turn."""
    if now.phase is not Phase.FIGHT:
        return False
    charged = unit.moved_this_turn(MoveKind.CHARGE, now.turn_key)
    selected = unit.selected_to_fight_this_phase(now.phase_key)
    at_step = engaged_at_step_start(unit, now, at_start)
    return engaged_in_phase or at_step or charged or selected


def every_part_fights_first(unit: Unit, ruled_parts: Iterable[str] = ()) -> bool:
    """24.13: an attached unit whose every part with models left has the Fights First ability
    (``has the Fights First ability``, naming the part, or a rule in force whose TARGET is
    `this model` of that part: ``ruled_parts``, 18.3 item 7, 19.04) is a Fights First unit."""
    having = {*unit.fights_first_parts, *ruled_parts}
    if not unit.parts or not having:
        return False
    alive = [p.name for p in unit.part_facts if p.models > 0] or list(unit.parts)
    return all(part in having for part in alive)


class Fight:
    """The part of the game that holds the Fight phase: the Fight step's questions, the
    selection of a unit to fight, and the units as they were at points of each Fight phase.

    The units are kept as they were, and asked whether they were engaged only when a question
    needs it: a property's exhaustive walk then branches on a unit's engagement only where an
    answer reads it (docs/architecture.md, "What the walk counts as a read")."""

    def __init__(self, game: Context) -> None:
        self.game = game
        # Each unit as it was at each change in a Fight phase (12.04: engaged at some point of
        # it), and every unit as it was when the phase's Fight step began, by phase. Lists, not
        # dicts: asked by equality, never by hash (properties/rounds.py).
        # Each change is kept under the key of the phase it happened in, whatever the phase, and
        # asked for with a Fight phase's key only: a change in another phase is never found, and
        # which phase it is is not asked when a unit changes (a property's drawn moment is read
        # only where an answer needs it, properties/moments.py).
        self.seen: list[tuple[tuple[int, str, str], Unit]] = []
        self.step_began: list[tuple[tuple[int, str, str], dict[str, Unit]]] = []
        # The game's start and its units: a Fight step begun then, if it stands in one (asked
        # only when a unit's state at the start of the step is).
        self.start: tuple[Moment, dict[str, Unit]] | None = None

    def track(self, unit: Unit) -> None:
        """A unit changed: in a Fight phase, it was so at a point of it."""
        self.seen.append((self.game.now.phase_key, unit))

    def engaged_in_phase(self, unit_name: str, phase_key: tuple[int, str, str]) -> bool:
        """Whether the unit was engaged at a point of that Fight phase that it changed at."""
        return any(u.engaged for k, u in self.seen if u.name == unit_name and k == phase_key)

    def at_step_start(self, unit_name: str) -> Unit | None:
        """The unit as it was when this phase's Fight step began, if it began with the unit."""
        key = self.game.now.phase_key
        for began, units in self._step_starts():
            if began == key:
                return units.get(unit_name)
        return None

    def _step_starts(self) -> Iterator[tuple[tuple[int, str, str], dict[str, Unit]]]:
        """Each Fight step begun, and the units when it began, in order: the one the game
        started in first (if it started inside a begun Fight step)."""
        if self.start is not None and self.start[0].point in _STARTED_IN_STEP:
            yield self.start[0].phase_key, self.start[1]
        yield from self.step_began

    def started(self) -> None:
        """The game starts: if inside a begun Fight step, the units now are as it began."""
        self.start = (self.game.now, dict(self.game.units))

    def eligible_to_fight(self, unit: Unit) -> bool:
        """12.04, as far as consolidating asks: eligible to fight at some point of this Fight
        phase (a unit whose enemies were all destroyed still was)."""
        now = self.game.now
        if now.phase is not Phase.FIGHT:
            return False
        engaged = unit.engaged or self.engaged_in_phase(unit.name, now.phase_key)
        at_start = self.at_step_start(unit.name)
        eligible = was_eligible_this_phase(unit, now, engaged, at_start)
        return self.game.weigh(ELIGIBLE_TO_FIGHT, eligible)

    def stamp_fight_step(self) -> None:
        """The Fight step begins: each unit's engagement now is its engagement at its start,
        unless the scenario stated that engagement (12.04; ``engaged_at_step_start``)."""
        self.step_began.append((self.game.now.phase_key, dict(self.game.units)))

    def eligibility_to_fight(self, unit_name: str) -> Verdict:
        unit = self.game.unit(unit_name)
        at_start = self.at_step_start(unit_name)
        if self.game.now.phase is Phase.FIGHT and self.game.now.point in STEP_BEGUN:
            kept = not unit.engaged and engaged_at_step_start(unit, self.game.now, at_start)
            self.game.weigh(STEP_START_ENGAGEMENT, kept)
        ruling = self.game.ruled(Question.FIGHT, unit)
        checks = fight_checks(ruling.unit(unit), self.game.now, at_start)
        return self.game.verdict(ruling.rows(checks))

    def can_fight(self, unit_name: str, kind: FightType) -> Verdict:
        eligible = self.eligibility_to_fight(unit_name).yes
        unit = self.game.unit(unit_name)
        at_start = self.at_step_start(unit_name)
        return self.game.verdict(fight_type_checks(kind, unit, self.game.now, eligible, at_start))

    def fights_first(self, unit_name: str) -> tuple[bool, tuple[Reason, ...]]:
        """Fights First (24.13): a rule's, a charge move's until the end of the turn (11.04), or
        a stratagem effect's in force (Counteroffensive's until the end of the phase, 15.12)."""
        unit = self.game.unit(unit_name)
        charged = unit.moved_this_turn(MoveKind.CHARGE, self.game.now.turn_key)
        effects = fights_first_effects(self.game.ruled(None, unit))
        # 18.3 item 7 (19.04): a rule whose TARGET is `this model` gives the ability to its
        # part of an attached unit only; the unit is a Fights First unit once every part is.
        by_part = tuple(e for e in effects if e.part and unit.parts)
        effects = tuple(e for e in effects if e not in by_part)
        parts = every_part_fights_first(unit, (e.part for e in by_part))
        if parts and by_part:
            effects = (*effects, *by_part)
        ruled = self.game.weigh(FIGHTS_FIRST, unit.fights_first or parts)
        by_charge = self.game.weigh(CHARGE_FIGHTS_FIRST, charged)
        why = (
            Reason("a rule gives it Fights First", FIGHTS_FIRST)
            if ruled
            else Reason("no rule gives it Fights First", FIGHTS_FIRST),
            Reason("it made a charge move this turn", CHARGE_FIGHTS_FIRST)
            if by_charge
            else Reason("it made no charge move this turn", CHARGE_FIGHTS_FIRST),
            *(
                Reason(f"{e.source} gives it Fights First until the end of the phase", e.rule)
                for e in effects
                if e.rule is not None and self.game.weigh(e.rule, True)
            ),
        )
        return ruled or by_charge or bool(effects), why

    def select_to_fight(self, unit_name: str) -> None:
        """The unit is selected to fight now; its attacks are not resolved. A unit that is
        unengaged can only make an overrun fight, which lets it pile in once more (12.03)."""
        verdict = self.eligibility_to_fight(unit_name)
        if not verdict.yes:
            said = "; ".join(f"{r.text} ({r.rule.section})" for r in verdict.reasons)
            raise ImpossibleEvent(
                f'"{unit_name}" cannot have been selected to fight: {said}',
                unit=unit_name,
                reasons=verdict.reasons,
                word=unit_name,
            )
        unit = self.game.unit(unit_name)
        self.game.spend_restricted(
            unit_name, unit.player, lambda: self.eligibility_to_fight(unit_name).yes
        )
        self.game.acted()
        key = self.game.now.phase_key
        changes: dict[str, object] = {"selected_to_fight": (*unit.selected_to_fight, key)}
        if self.game.weigh(OVERRUN_PILE_IN, not unit.engaged):
            changes["overrun_selected"] = (*unit.overrun_selected, key)
        self.game.set_unit(unit, **changes)
        self.game.say(f"{unit_name} is selected to fight")
        self.game.happened(Event(Happening.SELECTED_TO_FIGHT, unit.name, unit.player))
