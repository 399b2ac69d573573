"""A drawn unit's strength, drawn by the walk as the class half-strength reads before its
numbers (Rules Appendix: half-strength, below starting strength).

Whether a unit is at or below half-strength, or below its starting strength, asks two numbers
at once: the models it has left against its starting strength, or for a single model its wounds
left against its W. Drawn as numbers, that is some 210 pairs of models (and 300 of wounds) a
claim about a Battle-shock step branches on, where the core's answers tell apart eight. A class
is those answers (:func:`classify` asks the core, for the numbers and for the unit with nothing
left; no rule is restated here). So the walk draws the class first (:func:`narrow`, one choice
tied to its own fact), then the numbers among the values of that class; a read of the numbers
by ``units.strength`` or ``units.below_starting_strength``, of a unit that still holds the
numbers drawn (or that holds its whole drawn and has nothing left, a destroyed unit), is a read
of the class alone (``properties/tracking.py``), and any other read is a read of the numbers
and of the class. The numbers are then branched on only where something other than
half-strength asks them (objective control, an attached unit's sums, the strength of a unit
that lost models).

What this takes on trust, written in docs/architecture.md: that those two functions read no
fact of a unit but its numbers, and of a unit of several models not its W nor wounds left (of
one model, not its models): :func:`_needed`, checked of the core by
``tests/properties/test_strength_classes.py``. A rule changed inside them for one pair of
numbers makes a class of its own, and the walk meets it (``test_walk_mutants.py``).

Hypothesis's draw never draws a class: it draws the numbers, as the table says.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, TypeVar, cast

from ruleslawyer.core import Strength, Unit, reading, units
from ruleslawyer.core.fact_rows import HasFacts, UnitField
from ruleslawyer.core.references import RuleRef
from ruleslawyer.core.unit_fields import BY_NAME, UnitFacts
from ruleslawyer.properties.answers import cached
from ruleslawyer.scenario.state import UnitDraft

T = TypeVar("T")
ROW = "strength class"  # the class's fact, as the walk's tracker keys it: (unit, ROW)
# The rows the class is made from, in the order the drawer draws them (the table's).
ROWS: tuple[UnitField[int], ...] = (
    UnitFacts.starting_strength,
    UnitFacts.models,
    UnitFacts.w,
    UnitFacts.wounds_left,
)
NAMES = frozenset(row.name for row in ROWS)
# What the core answers of a unit's strength: half-strength, the clause it cites, and whether
# the unit is below its starting strength; a class holds those of the numbers drawn, and of the
# unit with nothing left.
Answer = tuple[Strength, RuleRef, bool]
Class = tuple[Answer, Answer]
Values = tuple[tuple[str, int], ...]  # the rows assigned so far, in ROWS order


class Chooser(Protocol):
    """The walk's choices (``exhaustive.Replay``, ``neighbours.AgainAsWalked``)."""

    fitted: bool  # False: the walk's way of drawing (``Choose.fitted``)
    classes: dict[str, tuple[Class, Any]]  # by unit: the class drawn, and the draft

    def fact(self, unit: str, row: str, options: tuple[T, ...]) -> T: ...

    def offered(self, label: tuple[str, ...], options: tuple[object, ...]) -> None: ...


def classify(values: Mapping[str, int]) -> Class:
    """The class of a unit holding these numbers: what the core's half-strength and below
    starting strength answer of it (with the clause half-strength cites), and of it with nothing
    left (a destroyed unit). Asked of the core, never restated: a rule changed for one pair of
    numbers makes a class of its own."""
    unit = Unit(_PROBE, **values)  # type: ignore[arg-type]
    return _answers(unit), _answers(reading.copy(unit, models=0, wounds_left=0))


def _answers(unit: Unit) -> Answer:
    state, why = units.strength(unit)  # looked up as called: a rule changed is the one asked
    return state, why.rule, units.below_starting_strength(unit)[0]


_PROBE = '"strength class"'  # no unit's name holds a quote: its reads are nobody's


def _needed(row: UnitField[int], values: Mapping[str, int]) -> bool:
    """Whether the class still depends on ``row``: the core judges a unit of several models by
    its models, one model by its wounds (Rules Appendix; ``test_strength_classes`` checks that
    the other numbers change none of its answers)."""
    several = values.get("starting_strength", 1) != 1
    if row is UnitFacts.wounds_left:
        return values.get("starting_strength") == 1
    return not (several and row is UnitFacts.w)


def _leaves(assigned: Values, stated: frozenset[str]) -> list[tuple[dict[str, int], Class]]:
    """Every completion of ``assigned`` (each row the class reads drawn from its own domain
    beside the others, simplest first), with its class."""
    values = dict(assigned)
    for row in ROWS:
        if row.name in values or not _needed(row, values):
            continue
        return [
            leaf
            for value in row.values(values.__getitem__, stated.__contains__)
            for leaf in _leaves((*assigned, (row.name, value)), stated)
        ]
    return [(values, classify(values))]


@cached(maxsize=64)
def _completions(pins: Values, stated: frozenset[str]) -> list[tuple[dict[str, int], Class]]:
    return _leaves(pins, stated)


@cached(maxsize=8192)
def classes(assigned: Values, stated: frozenset[str], pins: Values = ()) -> tuple[Class, ...]:
    """Every class some completion of the stated numbers ``pins`` with ``assigned`` falls in,
    in the order of the simplest completion of each: the first is the class of the defaults."""
    found: dict[Class, None] = {}
    for values, each in _completions(pins, stated):
        if all(values.get(name, value) == value for name, value in assigned):
            found.setdefault(each)
    return tuple(found)


@reading.options
def narrow(
    drawing: object, draft: UnitDraft, row: UnitField[Any], options: tuple[T, ...]
) -> tuple[T, ...]:
    """The options of ``row`` within the unit's class, drawn first when the walk meets the first
    of its rows (by the walk's chooser and its replays', not ``fitted``; any other's options are
    left as they are)."""
    if getattr(drawing, "fitted", True) or row.name not in NAMES:
        return options
    choose = cast(Chooser, drawing)
    stated = frozenset(n for n in NAMES if n in draft.stated)
    pins = _assigned(draft, None)
    if draft.name not in choose.classes:
        offered = classes((), stated, pins)
        if not offered:  # no numbers the rows draw fit those stated: the draw discards
            return ()
        drawn = choose.fact(draft.name, ROW, offered) if len(offered) > 1 else offered[0]
        choose.classes[draft.name] = (drawn, draft)
    choose.offered(("fact", draft.name, row.name), _every(row, draft, stated, options))
    wanted = choose.classes[draft.name][0]
    kept = _within(wanted, row.name, _assigned(draft, row.name), stated, pins, options)
    return cast(tuple[T, ...], kept)


def _every(
    row: UnitField[Any], draft: UnitDraft, stated: frozenset[str], options: tuple[T, ...]
) -> tuple[object, ...]:
    """The bounds: every value of ``row`` the class's draw ranges over, whatever the class
    (models left: for every starting strength, unless it is stated; wounds left: for every W)."""
    bound = _BOUND.get(row.name)
    if bound is None or bound in draft.stated:
        return options
    pinned = dict(_assigned(draft, None))  # a stated number may bound the partner's values
    values: set[int] = set()
    for each in BY_NAME[bound].values(pinned.__getitem__, stated.__contains__):
        values.update(row.values({**pinned, bound: each}.__getitem__, stated.__contains__))
    return tuple(sorted(values))


@cached(maxsize=8192)
def _within(
    wanted: Class, row: str, assigned: Values, stated: frozenset[str], pins: Values, options: Any
) -> tuple[object, ...]:
    """The ``options`` of ``row`` some completion of which falls in class ``wanted``."""
    return tuple(v for v in options if wanted in classes((*assigned, (row, v)), stated, pins))


@reading.options
def _assigned(draft: UnitDraft, drawing: str | None) -> Values:
    """The numbers ``drawing``'s options within a class depend on: the stated ones, and the
    drawn one its domain is bounded by (models: the starting strength; wounds left: W). Which
    of one model or several the unit is, is the class's own."""
    out: list[tuple[str, int]] = []
    for row in ROWS:
        if row.name in draft.stated or row.name == _BOUND.get(drawing or ""):
            out.append((row.name, int(getattr(draft, row.name))))
    return tuple(out)


_BOUND = {"models": "starting_strength", "wounds_left": "w"}


def key(unit: str) -> frozenset[tuple[str, str]]:
    """The class's fact of ``unit``, as the walk's tracker keys it."""
    return frozenset({(unit, ROW)})


_get = object.__getattribute__


def reads(
    unit: object, drawn: tuple[Class, Any], whole: bool, keys: frozenset[tuple[str, str]]
) -> frozenset[tuple[str, str]]:
    """What a read of a number of ``unit``'s strength reads, its class ``drawn`` (with its
    draft), by an answer about its strength as a whole when ``whole`` (core/reading.py
    ``whole_strength``): the class alone, when that answer is asked of a unit that still holds
    the numbers drawn (or its whole drawn, and nothing left); else ``keys`` (the numbers') and
    the class."""
    name, draft = _get(unit, "name"), drawn[1]
    if whole and (
        all(_get(unit, row.name) == _held(draft, row) for row in ROWS)
        or (all(_get(unit, row.name) == _held(draft, row) for row in _WHOLE) and _gone(unit))
    ):
        return key(name)
    return keys | key(name)


_WHOLE = (UnitFacts.starting_strength, UnitFacts.w)  # which of one model or several, its whole


def _gone(unit: object) -> bool:
    """Nothing left (a destroyed unit): what the core answers of it is the class's too."""
    return bool(_get(unit, "models") == 0 and _get(unit, "wounds_left") == 0)


def _held(draft: HasFacts, row: UnitField[Any]) -> object:
    """What ``draft`` holds of ``row``, read past the walk's hooks (no read of anything)."""
    if row.name in draft.facts:
        return draft.facts[row.name]
    return _held(draft, BY_NAME[row.default_from]) if row.default_from else row.default


__all__ = [
    "NAMES",
    "ROW",
    "ROWS",
    "Class",
    "classes",
    "classify",
    "key",
    "narrow",
    "reads",
]
