"""The values of a drawn fact the exhaustive walk may leave out: those that make a unit
impossible, or barred from the start of the Action it performs, whatever its other facts.

Hypothesis's draw leaves out a value that makes the default unit (beside a few facts already
drawn) impossible (``asking.fitting``): fewer examples are rejected. That rests on the core's
rows reading nothing else, which a changed core need not respect: a row that lets the value
through beside one rare fact would never meet it. So the walk asks each row of the same
question of a probe unit whose every fact is watched (properties/tracking.py), and leaves a
value out only when a row that found a problem read nothing but the fact drawn and the facts
beside it: that row finds the same problem whatever the unit's other facts. A value some row
refuses only after reading another fact is offered, and a case that meets it is discarded as
impossible, row by row, as any other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache, partial
from typing import Any, TypeVar, cast

from ruleslawyer.core import Moment, MoveKind, move_timing, unit_states
from ruleslawyer.core import actions as core_actions
from ruleslawyer.core.actions import as_at_its_start
from ruleslawyer.core.predicates import Ask
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties import moments, rounds, tracking
from ruleslawyer.properties.answers import ANSWERS, cached
from ruleslawyer.properties.asking import Fixed
from ruleslawyer.properties.partial_values import KEYWORD, Watched
from ruleslawyer.properties.tracking import Key

T = TypeVar("T")
PROBE = '"probe"'  # no unit's name holds a quote


def sure_fits(
    field: str, values: tuple[T, ...], fixed: Fixed, now: Moment, acting: bool
) -> tuple[T, ...]:
    """``values`` less those that a row refuses having read only ``field`` and the ``fixed``
    facts (``acting``: the start bars of a unit performing an Action now are rows too)."""
    ANSWERS.fresh_for("sure_fits", *_rows())  # a changed core: ask it anew
    # The moment matters to the bars and to when moves were made: a key of the cache then. The
    # walk's drawn round is keyed as unknown: a row that reads it refuses nothing here.
    # So is its drawn point: a row that reads it refuses nothing (properties/moments.py). Only
    # the walk's drawn moment holds a drawn round: a moment the scenario states holds a number.
    at = now if acting or field == "moves" else None
    if isinstance(at, moments.Drawn):
        at = moments.unknown(at, cast(int, rounds.UNKNOWN))
    return _sure_fits(field, values, fixed, at, acting)


def _rows() -> tuple[Any, Any, Any]:
    """The rows the answers are asked of: the impossible-state rows and the start bars."""
    return (unit_states.IMPOSSIBLE, move_timing.IMPOSSIBLE_NOW, core_actions.BARS)


@cached(maxsize=4096)
def _sure_fits(
    field: str, values: tuple[T, ...], fixed: Fixed, now: Moment | None, acting: bool
) -> tuple[T, ...]:
    base = replace(_PROBE_UNIT, **dict(fixed))
    beside = _keys(tuple(name for name, _ in fixed))
    fit = []
    for value in values:
        if field == "keywords":  # one keyword, read as that keyword alone
            unit = replace(base, keywords=cast(Any, Watched(PROBE, {str(value)})))
            allowed = beside | {(PROBE, KEYWORD + str(value))}
        elif field == "moves" and now is not None:
            moves = tuple((kind, now.turn_key) for kind in cast(tuple[MoveKind], value))
            unit, allowed = replace(base, moves=moves), beside | _keys(("moves",))
        else:
            unit, allowed = replace(base, **{field: cast(Any, value)}), beside | _keys((field,))
        if not _refused(unit, now, acting, allowed):
            fit.append(value)
    return tuple(fit)


_PROBE_UNIT = tracking.watched(replace(DEFAULT_UNIT, name=PROBE))  # its every read recorded


class _Probe(tracking.Tracker):
    """A tracker for which every fact of the probe is drawn: each read counts."""

    def read(self, keys: frozenset[Key], into: set[Key]) -> bool:
        (self.bucket if self.bucket is not None else into).update(keys)
        return False  # never done: every read is seen

    def news(self, keys: frozenset[Key], done: set[Key], field: Key) -> bool:
        return True


def _refused(unit: Any, now: Moment | None, acting: bool, allowed: frozenset[Key]) -> bool:
    """Whether a row finds a problem with ``unit`` having read only ``allowed`` facts (the
    rows of now, and the bars, asked only with the moment)."""
    impossible, impossible_now, bars = _rows()  # the rows the answer is cached for
    rows: list[Callable[[], object]] = [partial(row, unit) for row in impossible]
    if now is not None:
        rows += [partial(row, unit, now) for row in impossible_now]
    if now is not None and acting:
        rows += [partial(applies, Ask(as_at_its_start(unit), now)) for _, applies in bars]
    probe = _Probe(frozenset({PROBE}))
    with tracking.case(probe):
        for row in rows:
            found, reads = probe.apart(row)
            if found and reads <= allowed:
                return True
    return False


@lru_cache(maxsize=256)
def _keys(names: tuple[str, ...]) -> frozenset[Key]:
    """The facts the rows drawn as ``names`` are made from, of the probe."""
    return frozenset(
        (PROBE, row) for name in names for row in tracking.ROW_DEPS.get(name, frozenset({name}))
    )
