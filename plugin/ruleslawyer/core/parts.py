"""An answer made of parts: the items of a table whose test holds, each test asked once and in
order (the reasons that bar a unit from starting an Action, one per bar).

Outside the exhaustive walk the answer is a plain tuple. While the walk runs, it puts its own
``answer`` in (properties/tracking.py, properties/partial_values.py): every test is still
asked, in the same order, so that what the game weighs and records is the same, but what each
test read is kept apart, and the question asked of the answer decides which of those reads
count: whether it holds one item reads that item's test alone; whether it is empty, when it is
not, the first test that held.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar, cast

T = TypeVar("T")
Test = Callable[[], bool]


def eager(rows: Sequence[tuple[Any, Test]]) -> tuple[Any, ...]:
    """The items whose test holds, in order."""
    return tuple(item for item, test in rows if test())


# The walk swaps this for its own while it runs (never otherwise).
ANSWER: Callable[[Sequence[tuple[Any, Test]]], Sequence[Any]] = eager


def answer(rows: Iterable[tuple[T | None, Test]]) -> tuple[T, ...]:
    """The items of ``rows`` whose test holds, in order, each test asked once. An item of None
    is never in the answer: its row only weighs (its test returns False)."""
    return cast(tuple[T, ...], ANSWER(tuple(rows)))


__all__ = ["ANSWER", "Test", "answer", "eager"]
