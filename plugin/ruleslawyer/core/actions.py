"""Actions: their five parts parsed from the rows a rule prints, and who may start one.

Seed 000 (Actions) / 16.01 Performing Actions.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property, partial
from typing import Any

from . import keywords as kw
from .action_effects import check_tags
from .action_units import UNITS_ROW, AreaWithin, UnitsSpec, Where, own_area
from .aliases import parse_enum
from .clock import Moment
from .errors import RulesInputError, closest
from .mission_rows import (
    MISSION_LIMIT_FORMS,
    Condition,
    split_condition,
    split_limits,
)
from .move_rows import bars
from .moves import ADVANCED as ADVANCED
from .moves import FELL_BACK as FELL_BACK
from .moves import R_ADVANCED as R_ADVANCED
from .moves import R_FELL_BACK as R_FELL_BACK
from .moves import Forbids, locks
from .numbers import whole
from .predicates import (
    Ask,
    Predicate,
    Question,
    declare,
    declared,
    name_row_reasons,
    normal_words,
    reason_named,
    words,
)
from .references import Reason, RuleRef, clause
from .rows import row_text
from .starts import Starts, closest_form
from .units import Unit

__all__ = ["UNITS_ROW", "AreaWithin", "UnitsSpec", "Where", "own_area"]

# 16.01: the bars on starting an Action.
OFF_BATTLEFIELD = clause("16.01", "Starting an Action", "not on the battlefield")
AIRCRAFT = clause("16.01", "Starting an Action", kw.AIRCRAFT)
FORTIFICATION = clause("16.01", "Starting an Action", kw.FORTIFICATION)
BATTLE_SHOCKED = clause("16.01", "Starting an Action", "battle-shocked")
NO_OC = clause("16.01", "Starting an Action", "OC 0 or '-'")
ENGAGED = clause("16.01", "Starting an Action", "engaged unless TITANIC")
ANOTHER_ACTION = clause("16.01", "Starting an Action", "one action per turn")
SHOT = clause("10.04-10.07", "After Shooting (and 15.09)", "no action after shooting")
# The Action's own rows.
STARTS_ROW = clause("16.00", "How Actions are written", "STARTS")
USE_LIMIT_ROW = clause("16.00", "How Actions are written", "USE LIMIT")
RESTRICTIONS_ROW = clause("16.01", "Starting an Action", "RESTRICTIONS")
# The cost of acting, completion and failure.
ACTION_NO_SHOOT = clause("16.01", "The cost of acting", "not eligible to shoot unless TITANIC")
ACTION_NO_CHARGE = clause("16.01", "The cost of acting", "not eligible to declare a charge")
FAILS_ON_MOVE = clause("16.01", "Completing an Action", "fails on a move")
MOVE_EXEMPT = clause("16.01", "Completing an Action", "pile-in and consolidation exempt")
FAILS_OFF_BATTLEFIELD = clause("16.01", "Completing an Action", "fails on leaving the battlefield")
COMPLETES_AT = clause("16.01", "Completing an Action", "completes at COMPLETES, effect then")
SHOCKED_NO_COMPLETE = clause("01.07", "Battle-shock Rolls", "battle-shocked cannot complete")
# 01.07 with 16.01 as the app's Core Rules FAQ (rules data 912) reads them: a unit that becomes
# battle-shocked stops performing every Action it started, at once (contract 18.9).
SHOCK_ENDS_ACTION = clause(
    "01.07", "Battle-shock Rolls", "becoming battle-shocked ends an Action in progress"
)


def _normal(value: str) -> str:
    """Row values are case-insensitive; a leading 'the' and a trailing full stop are optional."""
    text = row_text(value).lower()
    return text[4:] if text.startswith("the ") else text


# The USE LIMIT rows written in words ("<n> times per battle" is the form for any other n).
USE_LIMIT_FORMS: tuple[str, ...] = (
    "no limit",
    "once per turn",
    "once per battle round",
    "once per battle",
)


class Per(enum.Enum):
    TURN = "turn"
    BATTLE_ROUND = "battle round"
    BATTLE = "battle"


@dataclass(frozen=True)
class UseLimit:
    times: int | None  # None: no limit
    per: Per
    text: str
    per_objective: bool = False  # `once per objective` (per battle) / `... per turn`
    per_terrain: bool = False  # `once per terrain area` (contract §15 as changed in round 4)
    also: tuple[UseLimit, ...] = ()  # further limits joined by `and`, each holding

    @classmethod
    def parse(cls, value: str) -> UseLimit:
        parts = [cls._one(part, value) for part in split_limits(_normal(value))] or [
            cls._one("", value)
        ]
        first, *rest = parts
        return replace(first, text=value.strip(), also=tuple(rest))

    @classmethod
    def _one(cls, text: str, value: str) -> UseLimit:
        text = text[4:] if text.startswith("the ") else text
        if text in ("no limit", "none", "unlimited"):
            return cls(None, Per.BATTLE, value.strip())
        m = re.fullmatch(
            r"(?P<n>once|twice|[0-9]+ times?) per (?P<obj>(?:objective|terrain area)(?: per )?)?"
            r"(?P<per>turn|battle round|battle)?",
            text,
        )
        dangling = (m["obj"] or "").endswith(" ") and m["per"] is None if m else False
        if m is None or (m["per"] is None and not m["obj"]) or dangling:
            raise RulesInputError(
                f"USE LIMIT {value!r} is not a limit; write 'once per turn', 'once per battle "
                "round', 'once per battle', '<n> times per battle', '<n> times per turn', "
                "'once per objective', 'once per objective per turn', 'once per terrain area' or "
                "'no limit'",
                word=value,
                suggestion=closest(text, (*USE_LIMIT_FORMS, *MISSION_LIMIT_FORMS)),
            )
        n = {"once": 1, "twice": 2}.get(m["n"]) or whole(m["n"].split()[0], "USE LIMIT")
        if n < 1:
            raise RulesInputError(f"USE LIMIT {value!r} must allow at least one use", word=value)
        per = Per(m["per"]) if m["per"] else Per.BATTLE
        terrain = (m["obj"] or "").startswith("terrain area")
        return cls(
            n, per, value.strip(), per_objective=bool(m["obj"]) and not terrain, per_terrain=terrain
        )

    @cached_property
    def parts(self) -> tuple[UseLimit, ...]:
        """Each limit on its own (made once: a row is frozen, and asked per example)."""
        return (replace(self, also=()), *self.also)


class Completes(enum.Enum):
    END_OF_PHASE = "end of the phase"
    END_OF_TURN = "end of the turn"
    END_OF_YOUR_TURN = "end of your turn"
    END_OF_OPPONENTS_TURN = "end of your opponent's turn"
    END_OF_BATTLE_ROUND = "end of the battle round"
    START_OF_NEXT_COMMAND = "start of your next command phase"
    IMMEDIATELY = "immediately"  # on starting (contract §15); 16.01's locks still hold

    @classmethod
    def parse(cls, value: str) -> Completes:
        return parse_enum(
            cls,
            _normal(value),
            aliases=COMPLETES_ALIASES,
            message=f"COMPLETES {value!r} is not a moment an Action can complete; write one of "
            + ", ".join(repr(form) for form in COMPLETES_FORMS),
            word=value,
            suggest=lambda text: closest_form(text, COMPLETES_FORMS),
        )


# Shorter names of the COMPLETES moments.
COMPLETES_ALIASES: dict[str, Completes] = {
    "end of phase": Completes.END_OF_PHASE,
    "end of turn": Completes.END_OF_TURN,
    "end of battle round": Completes.END_OF_BATTLE_ROUND,
}


@dataclass(frozen=True)
class ActionDef:
    """An Action's five parts (docs/language.md#actions)."""

    name: str
    starts: Starts
    units: UnitsSpec
    use_limit: UseLimit
    completes: Completes
    effect: str
    condition: Condition | None = None  # COMPLETES `... if <condition>` (contract §15)
    # RESTRICTIONS `not while exactly <n> operation marker(s) are on the battlefield`: the n
    # (contract round 4, change to §15); None: `none`.
    not_while_markers: int | None = None
    # A card's own EFFECT for its holder's units, where two cards print one Action with
    # different effects (Sensor Sweep: Extract Relic's removes the opponent's markers, Locate
    # and Deny's the holder's own): (player, EFFECT) pairs; other units use ``effect``.
    effect_by_player: tuple[tuple[str, str], ...] = ()
    # The mission cards that give it (data ids; 16.01 UNITS, "which friendly units"; contract
    # 20.2, a card gives its holder its Actions): a unit may perform it while its player holds
    # one of them. None: every player's (`Given the mission Action`, `Given the mission`, a
    # declared Action).
    cards: tuple[str, ...] | None = None

    def effect_for(self, player: str) -> str:
        """The EFFECT row a unit of ``player`` resolves."""
        return dict(self.effect_by_player).get(player, self.effect)

    @classmethod
    def from_rows(cls, name: str, rows: dict[str, str]) -> ActionDef:
        """Build from STARTS/UNITS/USE LIMIT/COMPLETES/EFFECT rows; missing rows take defaults."""
        known = {"STARTS", "UNITS", "USE LIMIT", "COMPLETES", "EFFECT", "RESTRICTIONS"}
        values = dict(DEFAULT_ROWS)
        for key, value in rows.items():
            label = row_label(key)
            if label not in known:
                raise RulesInputError(
                    f"the Action {name!r} has an unknown row {key!r}; rows are "
                    "STARTS, UNITS, USE LIMIT, COMPLETES, EFFECT and RESTRICTIONS",
                    word=key,
                    suggestion=closest(label, sorted(known)),
                )
            values[label] = value
        at, condition = split_condition(values["COMPLETES"])
        check_tags(values["EFFECT"])
        return cls(
            name=name,
            starts=Starts.parse(values["STARTS"]),
            units=UnitsSpec.parse(values["UNITS"]),
            use_limit=UseLimit.parse(values["USE LIMIT"]),
            completes=Completes.parse(at),
            effect=values["EFFECT"].strip(),
            condition=condition,
            not_while_markers=parse_restrictions(values["RESTRICTIONS"]),
        )

    @property
    def needs_objective(self) -> bool:
        """Whether a row speaks of "that objective" (the one the Action is started on)."""
        return (
            any(c.objective is not None for c in self.units.clauses)
            or any(p.per_objective for p in self.use_limit.parts)
            or (self.condition is not None and self.condition.needs_objective)
        )

    def rows(self) -> dict[str, str]:
        return {
            "STARTS": self.starts.text,
            "UNITS": self.units.text,
            "USE LIMIT": self.use_limit.text,
            "COMPLETES": _completes_text(self.completes)
            + (f" if {self.condition.value}" if self.condition else ""),
            "EFFECT": self.effect,
        } | (
            {}
            if self.not_while_markers is None
            else {"RESTRICTIONS": restrictions_text(self.not_while_markers)}
        )


def row_label(key: str) -> str:
    """A row's name as the rules print it: upper case, single spaces (``use_limit`` too)."""
    return " ".join(key.replace("_", " ").split()).upper()


def _completes_text(kind: Completes) -> str:
    """A COMPLETES row as the contract writes it."""
    text: str = kind.value
    if kind is Completes.IMMEDIATELY:
        return text
    return "the " + text.replace("command", "Command")


# The moments of §3 and §9 (the property draws take these; §15's forms are listed apart).
COMPLETES_FORMS: tuple[str, ...] = tuple(
    _completes_text(kind) for kind in Completes if kind is not Completes.IMMEDIATELY
)

DEFAULT_ROWS: dict[str, str] = {
    "STARTS": "your Shooting phase",
    "UNITS": "any unit",
    "USE LIMIT": "no limit",
    "COMPLETES": "the end of the turn",
    "EFFECT": "its effect",
    "RESTRICTIONS": "none",
}


def parse_restrictions(text: str) -> int | None:
    """An Action's RESTRICTIONS row: `none`, or `not while exactly <n> operation marker(s) are
    on the battlefield` (the Action's player's own markers)."""
    low = " ".join(text.strip().rstrip(".").split()).lower()
    if low in ("", "none"):
        return None
    m = re.fullmatch(
        r"not while exactly ([0-9]+) operation markers? (?:is|are) on the battlefield", low
    )
    if m is None:
        raise RulesInputError(
            f"RESTRICTIONS {text!r} is not a restriction the core reads; write 'none' or 'not "
            "while exactly 1 operation marker is on the battlefield'",
            word=text,
            suggestion="'none'",
        )
    return int(m[1])


def restrictions_text(n: int | None) -> str:
    if n is None:
        return "none"
    noun = "operation marker is" if n == 1 else "operation markers are"
    return f"not while exactly {n} {noun} on the battlefield"


# The reason phrases (docs/language.md#starting-actions), each tied to one clause.
R_OFF = Reason("it is not on the battlefield", OFF_BATTLEFIELD)
R_AIRCRAFT = Reason("it is an AIRCRAFT unit", AIRCRAFT)
R_FORTIFICATION = Reason("it is a FORTIFICATION unit", FORTIFICATION)
R_SHOCKED = Reason("it is battle-shocked", BATTLE_SHOCKED)
R_OC = Reason("its OC is 0 or -", NO_OC)
R_ENGAGED = Reason("it is engaged", ENGAGED)
R_ANOTHER = Reason("it started another action this turn", ANOTHER_ACTION)
R_SHOT = Reason("it shot this phase", SHOT)
R_NOT_NOW = Reason("the Action does not start now", STARTS_ROW)
R_NOT_ALLOWED = Reason("it is not a unit the Action allows", UNITS_ROW)
R_LIMIT = Reason("the Action's use limit is reached", USE_LIMIT_ROW)
R_RESTRICTED = Reason("the Action's restrictions forbid it", RESTRICTIONS_ROW)
# An Action started on an enemy unit (contract §15 as changed in round 4, `on "<enemy>"`): that
# unit must be on the battlefield and not already carry the tag the Action's EFFECT gives it.
R_TARGET = Reason("its target is not an enemy unit the Action allows", UNITS_ROW)
# The reasons of the Action's own rows (its STARTS, UNITS and USE LIMIT), weighed apart from the
# start bars (core/performing.py).
_ROW_REASONS: tuple[Reason, ...] = (R_NOT_NOW, R_NOT_ALLOWED, R_LIMIT, R_RESTRICTED, R_TARGET)
# A lift may name them (contract 18.2, `start Actions`; 18.3 item 1).
name_row_reasons(Question.START_ACTION, _ROW_REASONS)


def _locked(reason: Reason) -> Callable[[Ask], bool]:
    """The lock of the move table whose reason is ``reason`` (09.06, 09.07): the table is read
    as it is when asked (the last lock with that reason, as ``dict(lock_checks(...))`` keeps)."""

    def test(ask: Ask) -> bool:
        kind, lock = [(k, lock) for k, lock in locks(Forbids.ACTION) if lock.reason == reason][-1]
        return bars(partial(lock.holds, kind, ask.unit, ask.now))

    return test


def _bar(reason: Reason, test: Callable[[Ask], bool], *reads: str) -> Predicate[Ask]:
    return declare(Question.START_ACTION, reason, test, reads=reads)


# The bars on starting an Action, declared (core/predicates.py): each reason with the test that
# says it applies and the unit facts it reads. (16.01, with the move table's locks for moves and
# 10.04-10.07 / 15.09 for shooting.) A bar's test may read the Action asked about (``ask.action``).
START_BARS: tuple[Predicate[Ask], ...] = (
    _bar(R_OFF, lambda a: not a.unit.on_battlefield, "on_battlefield"),
    _bar(R_AIRCRAFT, lambda a: a.unit.has(kw.AIRCRAFT), "keywords"),
    _bar(R_FORTIFICATION, lambda a: a.unit.has(kw.FORTIFICATION), "keywords"),
    _bar(R_SHOCKED, lambda a: a.unit.battle_shocked, "battle_shocked"),
    # With several model profiles, the bar applies only when no model has an OC above 0.
    _bar(
        R_OC, lambda a: all(oc in (None, 0) for oc in a.unit.modified_ocs), "oc", "battle_shocked"
    ),
    _bar(R_ENGAGED, lambda a: a.unit.engaged and not a.unit.has(kw.TITANIC), "engaged", "keywords"),
    *(_bar(lock.reason, _locked(lock.reason), "moves") for _, lock in locks(Forbids.ACTION)),
    _bar(R_ANOTHER, lambda a: a.unit.started_action_this_turn(a.now.turn_key), "started"),
    _bar(R_SHOT, lambda a: a.unit.shot_this_phase(a.now.phase_key)),
)

# The bars as rows: each reason with its test (what the property layer asks and a test may
# replace; the declarations above are where a bar is added).
BARS: tuple[tuple[Reason, Callable[[Ask], bool]], ...] = tuple(
    (p.reason, p.test) for p in START_BARS
)
# Every reason a refusal to start an Action may give: the start bars, then the Action's rows.
REASONS: tuple[Reason, ...] = (*(p.reason for p in START_BARS), *_ROW_REASONS)


# Every clause weighed when a unit asks to start an Action.
START_CLAUSES: tuple[RuleRef, ...] = tuple(
    dict.fromkeys([*(reason.rule for reason, _ in BARS), STARTS_ROW, UNITS_ROW, USE_LIMIT_ROW])
)


def unit_bars(unit: Unit, now: Moment, action: ActionDef | None = None) -> list[Reason]:
    """The bars that apply to ``unit`` now (asking to start ``action``, if named)."""
    ask = Ask(unit, now, action)
    return [reason for reason, applies in BARS if applies(ask)]


def weighed_bars(
    unit: Unit,
    now: Moment,
    weigh: Callable[[RuleRef, bool], bool],
    action: ActionDef | None = None,
) -> list[tuple[Reason, Callable[[], bool]]]:
    """The bars as rows of an answer (core/parts.py): each reason with its test, weighed."""
    ask = Ask(unit, now, action)
    return [(r, partial(_weigh, weigh, r, applies, ask)) for r, applies in BARS]


def _weigh(
    weigh: Callable[[RuleRef, bool], bool],
    reason: Reason,
    applies: Callable[[Ask], bool],
    ask: Ask,
) -> bool:
    return weigh(reason.rule, applies(ask))


def bars_at_its_start(unit: Unit, now: Moment) -> list[Reason]:
    """The bars that would have kept ``unit`` from starting the Action it is performing now,
    having started it earlier this turn: the start bars, asked of the unit as it was then.

    What may have changed since the start is set back to what allowed it: a battle-shock roll
    or an enemy's charge may have come after the start, and the Action itself is the one it
    started. The rest held at the start: keywords and characteristics do not change, and
    leaving the battlefield or a move (pile-in and consolidation aside) fails the Action, so a
    move this turn came before the start.
    """
    return unit_bars(as_at_its_start(unit), now)


def as_at_its_start(unit: Unit) -> Unit:
    """The unit as it was when it started the Action it performs (``bars_at_its_start``)."""
    return unit.but(battle_shocked=False, engaged=False, actions_started=(), shot_in=())


def reason_for(phrase: str) -> Reason:
    """The reason a reason phrase names (a start bar of the registry, or one of the Action's
    own rows): looked up once per phrase while the registry's predicates stay the same (a
    property's Then step asks it once per example)."""
    registry = declared(Question.START_ACTION)
    kept = _REASON_FOR.get(phrase)
    if kept is not None and kept[0] is registry:
        return kept[1]
    found = _reason_for(phrase)
    _REASON_FOR[phrase] = (registry, found)
    return found


# ``reason_for``'s answers, by phrase, each with the registry's predicates it was found among.
_REASON_FOR: dict[str, tuple[tuple[Predicate[Any], ...], Reason]] = {}


def _reason_for(phrase: str) -> Reason:
    key = normal_words(phrase)
    for reason in _ROW_REASONS:
        if reason.text.replace("'", "") == key.replace("'", ""):
            return reason
    try:
        return reason_named(phrase, Question.START_ACTION)
    except RulesInputError as error:
        known = tuple(
            dict.fromkeys((*words(Question.START_ACTION), *(r.text for r in _ROW_REASONS)))
        )
        raise RulesInputError(
            f"unknown reason {phrase!r} to start an Action; reasons are: " + "; ".join(known),
            word=phrase,
            suggestion=closest(key, known, cutoff=0.3),
        ) from error
