"""An answer made of parts: the items of a table whose test holds, each test asked once and in
order (the reasons that bar a unit from starting an Action, one per bar).

Outside the exhaustive walk the answer is a plain tuple. While the walk runs, it puts its own
``answer`` in (properties/tracking.py, properties/partial_values.py): every test is still
asked, in the same order, so that what the game weighs and records is the same, but what each
test read is kept apart, and the question asked of the answer decides which of those reads
count: whether it holds one item reads that item's test alone; whether it is empty, when it is
not, the first test that held.

An impossible-state check (``check_row``) is asked row by row the same way: each row in order,
in and out of the walk, but while the walk runs a row's reads count only when it finds a problem.

A unit's own part of a Battle-shock step (``own_part``) is the same: the step is resolved in full,
in and out of the walk, but while the walk runs what the part read counts only when its outcome
is asked of (the unit's battle-shock, its battle-shock rolls: ``shown``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Any, TypeVar, cast

T = TypeVar("T")
Test = Callable[[], bool]


def eager(rows: Sequence[tuple[Any, Test]]) -> tuple[Any, ...]:
    """The items whose test holds, in order."""
    return tuple(item for item, test in rows if test())


# The walk swaps this for its own while it runs (never otherwise).
ANSWER: Callable[[Sequence[tuple[Any, Test]]], Sequence[Any]] = eager


def _decide(unit: str, alone: bool, decide: Callable[[], None]) -> None:
    decide()


def _asked(unit: str | None) -> None:
    """Outside the walk, asking is no one's business."""


# The walk swaps these for its own while it runs (never otherwise): what a unit's own part of a
# step read counts only when what it decided is asked (properties/tracking.py).
OWN: Callable[[str, bool, Callable[[], None]], None] = _decide
ASKED: Callable[[str | None], None] = _asked


def own_part(unit: str, alone: bool, decide: Callable[[], None]) -> None:
    """``decide`` a unit's own part of a Battle-shock step (whether it rolls, and what the roll
    does). When ``alone`` (nothing but the unit's battle-shock and its battle-shock rolls can
    change with it), what it decided shows only there: the unit's battle-shock read later, or
    its rolls asked for (``shown``). Outside the walk: ``decide()``."""
    OWN(unit, alone, decide)


def shown(unit: str | None) -> None:
    """The battle-shock rolls of ``unit`` (None: of every unit) are asked for."""
    ASKED(unit)


def _whole(row: Callable[[], T]) -> T:
    return row()


# The walk swaps this for its own while it runs (never otherwise): each impossible-state row
# asked on its own, so that a check's reads count only from a row that found a problem
# (properties/tracking.py ``Tracker.ask``).
ROW: Callable[[Callable[[], Any]], Any] = _whole


def check_row(row: Callable[[], list[T]]) -> list[T]:
    """What one row of an impossible-state check finds (``unit_states.impossibilities``,
    ``move_timing.impossibilities_now``, asked from anywhere). Outside the walk: ``row()``."""
    return cast(list[T], ROW(row))


def check_rows(rows: Iterable[Callable[..., list[T]]], *args: Any) -> list[T]:
    """What each of ``rows`` finds of ``args``, in order: ``check_row`` of each row asked of
    them. Outside the walk the rows are called as they are (no closure, no frame per row)."""
    if ROW is _whole:
        return [problem for row in rows for problem in row(*args)]
    return [problem for row in rows for problem in check_row(partial(row, *args))]


def answer(rows: Iterable[tuple[T | None, Test]]) -> tuple[T, ...]:
    """The items of ``rows`` whose test holds, in order, each test asked once. An item of None
    is never in the answer: its row only weighs (its test returns False)."""
    return cast(tuple[T, ...], ANSWER(tuple(rows)))


__all__ = [
    "ANSWER",
    "ASKED",
    "OWN",
    "ROW",
    "Test",
    "answer",
    "check_row",
    "check_rows",
    "eager",
    "own_part",
    "shown",
]
