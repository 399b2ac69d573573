"""The battle round of a moment the exhaustive walk drew, read only where its value matters.

Every step of the game compares moments and their turn and phase keys, and all of them hold
the battle round; most of those comparisons are between moments made from the one drawn moment
(this turn's key against a unit's stamp of this turn, the end of this phase against now), and
their answer is the same whatever the round is. A :class:`Round` is the walk's battle round:
it compares with another round made from the same draw (the same, plus or minus whole rounds)
by their difference alone, and with a number that every round drawn answers alike for (round 1
or later, say), a read of nothing; everything else that depends on its value (another
comparison with a number, a hash, a conversion to a number or a string, truth, indexing) is a
read of the drawn round, and the walk then branches on it (properties/tracking.py). Other
arithmetic raises. It is no ``int`` subclass on purpose: C code reads an ``int``'s value past
any method of ours, and a ``Round`` it does not know raises instead of answering.

Hypothesis's draw never makes one: its moments hold numbers.
"""

from __future__ import annotations

import numbers
import operator
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

from ruleslawyer.core import Moment
from ruleslawyer.properties import tracking
from ruleslawyer.properties.choose import Choose
from ruleslawyer.properties.compared import LazyNumber

# The drawn round's fact, as the walk's tracker keys it (no unit's name holds a quote).
KEY = ('"moment"', "battle_round")
POINT = ('"moment"', "point")  # its point in the round (properties/moments.py)
_KEYS = frozenset({KEY})
_ORDER = (operator.lt, operator.le, operator.gt, operator.ge)  # monotone in the round
_ALIKE = 10  # the most rounds Round.alike asks an answer of before it reads the round
T = TypeVar("T")


def record(keys: frozenset[tuple[str, str]] = _KEYS) -> None:
    """A read of the drawn round (or of the drawn moment's other ``keys``), by the case running
    (none once the walk is over)."""
    tracker = tracking.current()
    if tracker is not None:
        tracker.read(keys, tracker.reads)


def drawn(choose: Choose, candidates: Sequence[Moment]) -> tuple[Moment, int, int]:
    """The walk's draw of a moment (its replays' too, ``neighbours.AgainAsWalked``): its point
    in the round, a fact of its own (properties/moments.py), then its battle round, another;
    with the lowest and highest round offered at that point."""
    places: dict[int, Moment] = {}
    for moment in candidates:  # the first moment of each point, in the candidates' order
        places.setdefault(moment.index, moment)
    place = choose.fact(*POINT, list(places.values()))  # a fact: read lazily (moments.py)
    options = [m for m in candidates if m.index == place.index]
    rounds = [m.battle_round for m in options]
    return choose.fact(*KEY, options), min(rounds), max(rounds)


class Round(LazyNumber):
    """A battle round drawn by the walk: ``value``, made from the draw ``origin``, which offered
    the values ``low`` to ``high`` (shifted alike by whole rounds added or taken away)."""

    __slots__ = ("_high", "_low", "_origin", "_value")

    def __init__(self, value: int, origin: object, low: int, high: int) -> None:
        self._value, self._origin, self._low, self._high = value, origin, low, high

    def read(self) -> int:
        """The value: a read of the drawn round."""
        record()
        return self._value

    def alike(self, ask: Callable[[int], T]) -> T:
        """``ask`` of the value, read only when some value offered answers otherwise (at most
        :data:`_ALIKE` values asked; a wider range is read)."""
        if self._high - self._low < _ALIKE:
            answers = [ask(value) for value in range(self._low, self._high + 1)]
            if all(answer == answers[0] for answer in answers):
                return answers[0]
        return ask(self.read())

    def _compare(self, other: object, op: Callable[[Any, Any], bool]) -> bool:
        if isinstance(other, Round) and other._origin is self._origin:
            return bool(op(self._value, other._value))  # by their difference: the same for any draw
        if isinstance(other, Round):
            return bool(op(self.read(), other.read()))
        if isinstance(other, numbers.Number) and not isinstance(other, int):
            return bool(op(self.read(), other))  # 3.0 equals round 3
        if not isinstance(other, int):  # no number: as an int would, whatever the value
            return NotImplemented  # type: ignore[no-any-return]
        low, high = self._low, self._high
        if op in _ORDER and op(low, other) == op(high, other):
            return bool(op(self._value, other))  # the same for every value drawn: no read
        if op not in _ORDER and (low == high or not low <= other <= high):
            return bool(op(self._value, other))
        return bool(op(self.read(), other))

    def __add__(self, other: object) -> Round:
        if type(other) is not int:
            return NotImplemented
        return Round(self._value + other, self._origin, self._low + other, self._high + other)

    __radd__ = __add__

    def __sub__(self, other: object) -> Any:
        if isinstance(other, Round) and other._origin is self._origin:
            return self._value - other._value
        if type(other) is not int:
            return NotImplemented
        return self + -other


def unread(battle_round: object) -> int:
    """The value of a round, drawn or a number, read of nothing: for what asks every round the
    draw offered alike (properties/moments.py, ``options_at``)."""
    return battle_round._value if isinstance(battle_round, Round) else cast(int, battle_round)


# A round whose value nobody knows, in the key of a cache (properties/sure_fit.py; the moment
# that holds it, ``moments.unknown``, is hashed without it): any use reads the drawn round, and
# a row that reads it refuses nothing. No comparison is decided without a read.
UNKNOWN = Round(1, KEY, -(2**31), 2**31)

__all__ = ["KEY", "UNKNOWN", "Round", "record"]
