"""The gaps and directions drawn positions take (contract §19.9): every gap a multiple of
0.001", boundaries first (0, every rules number of §19.1, every number the steps write, and each
of those plus and minus 0.001"), then every other multiple; directions along the axes and the
3-4-5 and 7-24-25 triangles, so every coordinate is an exact decimal."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import overload

from ruleslawyer.core.geometry import Point
from ruleslawyer.core.rules_numbers import NUMBERS

STEP = Fraction(1, 1000)  # every drawn gap is a multiple of 0.001" (§19.9)

AXES: tuple[Point, ...] = tuple(
    (Fraction(x), Fraction(y)) for x, y in ((1, 0), (0, 1), (-1, 0), (0, -1))
)


def _triangle(a: int, b: int, c: int) -> tuple[Point, ...]:
    found: list[Point] = []
    for x, y in ((a, b), (b, a)):
        for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
            found.append((Fraction(sx * x, c), Fraction(sy * y, c)))
    return tuple(found)


# Along the axes first (the simplest), then the 3-4-5 and the 7-24-25 triangles.
DIRECTIONS: tuple[Point, ...] = AXES + _triangle(3, 4, 5) + _triangle(7, 24, 25)


class Gaps(Sequence[Fraction]):
    """The gaps of a range, lazily: boundaries first (ascending), then every other multiple of
    ``step`` from ``low`` to ``high`` (ascending). ``first`` of them are the boundaries."""

    def __init__(
        self, low: Fraction, high: Fraction, step: Fraction, boundaries: Sequence[Fraction] = ()
    ) -> None:
        self.low, self.high, self.step = low, high, step
        self.start = -(-low // step)  # the first multiple at or above low
        self.size = max(0, int(high // step) - self.start + 1)
        self.bounds = tuple(sorted({b for b in boundaries if self._holds(b)}))
        self.first = len(self.bounds)
        self._skip = sorted(int(b // step) - self.start for b in self.bounds)

    def _holds(self, value: Fraction) -> bool:
        return self.low <= value <= self.high and value % self.step == 0

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, index: int) -> Fraction: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Fraction]: ...
    def __getitem__(self, index: int | slice) -> Fraction | Sequence[Fraction]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        if index < self.first:
            return self.bounds[index]
        rank = index - self.first  # the rank-th multiple that is not a boundary
        for skipped in self._skip:
            if skipped <= rank:
                rank += 1
            else:
                break
        return (self.start + rank) * self.step

    def __iter__(self) -> Iterator[Fraction]:
        return (self[i] for i in range(len(self)))

    def plain(self) -> Gaps:
        """The same range with no boundaries first: every multiple, ascending."""
        return Gaps(self.low, self.high, self.step)


_WRITTEN = re.compile(r'(?<![\w.])(\d+(?:\.\d+)?)"')


def written_numbers(texts: Sequence[str]) -> set[Fraction]:
    """The distances the steps write (`6"`, `12.5"`): boundaries of a drawn gap."""
    return {Fraction(found) for text in texts for found in _WRITTEN.findall(text)}


def rules_numbers() -> set[Fraction]:
    """Every distance of §19.1 the kernel weighs."""
    found: set[Fraction] = set()
    for number in NUMBERS:
        for value in (number.inches, number.vertical, number.every_other):
            if value is not None:
                found.add(Fraction(value))
    return found


def boundaries(written: set[Fraction]) -> set[Fraction]:
    """0, each rules number and each written number, and each of those plus and minus
    0.001"."""
    found: set[Fraction] = set()
    for value in {Fraction(0)} | rules_numbers() | written:  # 0.001": just out of contact
        found |= {value, value - STEP, value + STEP}
    return {v for v in found if v >= 0}
