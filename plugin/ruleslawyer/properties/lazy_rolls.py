"""A battle-shock roll the exhaustive walk draws, branched on only as far as the game asks.

The game asks of a roll mostly whether it reaches a Leadership value (``command.passes``): two
answers, where the roll has eleven totals. A :class:`Total` is the walk's roll: compared with a
number, it answers at once when every total still open answers alike, and otherwise the walk
branches on the answer (a choice of two, the answer of the likeliest open total first), each
branch keeping the totals that answer so. Anything else that needs its number (a hash, a
conversion to a number or a string, truth, indexing) branches on the totals still open, as the
walk did on every total before. So a claim that asks only whether a roll passes costs two cases
per Leadership value, not eleven; and each total left open answers every question the case
asked alike, so the case stands for all of them: a counterexample states the likeliest.

Once a case is over (:meth:`Roll.settle`), a read takes the likeliest open total and branches on
nothing: the report of a failed case writes the totals it rolled. Other arithmetic than adding
a whole number raises, as :class:`~ruleslawyer.properties.rounds.Round` does, and for the same
reason it is no ``int`` subclass. Hypothesis's draw never makes one: its rolls are numbers.
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from ruleslawyer.properties.compared import LazyNumber

Compare = Callable[[Any, Any], bool]
T = TypeVar("T")
ANSWER = "roll answer"  # the label of a choice of a roll's answer (bounds.py skips it)


class Labelled(Protocol):
    """The walk's choices (``exhaustive.Replay``)."""

    def labelled(self, label: tuple[str, ...], options: Sequence[T]) -> T: ...

    def roll_asked(self, unit: str) -> None: ...


class Roll:
    """One drawn roll: the totals still open, likeliest first, until its number is read."""

    __slots__ = ("_choose", "label", "open", "totals", "value")

    def __init__(self, choose: Labelled, label: tuple[str, ...], totals: Sequence[int]) -> None:
        self._choose, self.label, self.totals = choose, label, tuple(totals)
        self.open: tuple[int, ...] = self.totals
        self.value: int | None = None

    def ask(self, answer: Callable[[int], bool]) -> bool:
        """``answer`` of the roll: branched on only when the open totals answer differently."""
        if self.value is not None:
            return answer(self.value)
        self._choose.roll_asked(self.label[1])  # what narrowed it counts (tracking.own_part)
        first = answer(self.open[0])
        if all(answer(total) == first for total in self.open):
            return first
        said = self._choose.labelled((ANSWER, *self.label[1:]), (first, not first))
        self.open = tuple(total for total in self.open if answer(total) == said)
        return said

    def read(self) -> int:
        """The number: branched on among the totals still open."""
        if self.value is None:
            self._choose.roll_asked(self.label[1])
            self.value = self._choose.labelled(self.label, self.open)
        return self.value

    def settle(self) -> None:
        """The case is over: a later read takes the likeliest open total, branching on nothing
        (every open total answered what the case asked alike)."""
        if self.value is None:
            self.value = self.open[0]


class Total(LazyNumber):
    """The roll ``roll`` plus ``offset`` (a rule's modifier): what the game holds."""

    __slots__ = ("_offset", "_roll")

    def __init__(self, roll: Roll, offset: int = 0) -> None:
        self._roll, self._offset = roll, offset

    def _compare(self, other: object, op: Compare) -> bool:
        if isinstance(other, Total):
            return bool(op(int(self), int(other)))
        if isinstance(other, numbers.Number) and not isinstance(other, int):
            return bool(op(int(self), other))
        if not isinstance(other, int):  # no number: as an int would, whatever the total
            return NotImplemented  # type: ignore[no-any-return]
        offset = self._offset
        return self._roll.ask(lambda total: bool(op(total + offset, other)))

    def __add__(self, other: object) -> Total:
        if type(other) is not int:
            return NotImplemented
        return Total(self._roll, self._offset + other)

    __radd__ = __add__

    def __sub__(self, other: object) -> Total:
        if type(other) is not int:
            return NotImplemented
        return self + -other

    def read(self) -> int:
        """The number: branched on among the totals still open."""
        return self._roll.read() + self._offset


__all__ = ["ANSWER", "Roll", "Total"]
