"""The moment the exhaustive walk drew, its point in the round read only where it matters.

``any moment`` is drawn as its point in the round (whose turn, the phase, the step: a fact of
its own, keyed :data:`KEY`) and its battle round (properties/rounds.py). A :class:`Drawn` moment
is the walk's: anything that tells its point (``index``, ``player``, ``point``, ``phase``,
``describe``, ``successors``, an order or equality with another moment, a hash, a copy) is a
read of the point fact, and the walk branches on it (properties/tracking.py). Its turn's and
phase's keys, which every unit's facts are stamped with, hold :class:`Part`s: a stamp of this
turn against this turn's key gives the same answer whatever the point, a read of nothing.

What a case does not read, the walk does not branch on: a case that never asks whose turn it
is or which phase, only compares the keys its own units were stamped with against the keys of
now, gives the same verdict at every point the draw offered (docs/architecture.md, "The drawn
moment, read lazily"). Hypothesis's draw never makes one: its moments are plain.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar, cast

from ruleslawyer.core import Moment
from ruleslawyer.core.clock import Phase, Point
from ruleslawyer.properties import rounds, tracking
from ruleslawyer.properties.answers import kept
from ruleslawyer.properties.compared import ComparedBy, ReadWhenUsed

T = TypeVar("T")

# The drawn point's fact, as the walk's tracker keys it (no unit's name holds a quote).
KEY = ('"moment"', "point")
Key = tuple[str, str]
_KEYS = frozenset({KEY})


class Part(ReadWhenUsed):
    """A part of a drawn moment's turn or phase key (whose turn, the phase's word): equal to
    itself without a read; anything else that depends on its value reads the point. Not a
    ``str`` on purpose: C code reads a string's value past any method of ours."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def read(self) -> str:
        """The value: a read of the drawn point."""
        rounds.record(_KEYS)  # a read of the drawn point
        return self._value

    def _compare(self, other: object, op: Callable[[Any, Any], bool]) -> bool:
        if other is self:  # this draw's own part: the same answer for every point
            return bool(op(self._value, self._value))
        if isinstance(other, Part):
            return bool(op(self.read(), other.read()))
        if not isinstance(other, str):
            return NotImplemented  # type: ignore[no-any-return]
        return bool(op(self.read(), other))

    def __bool__(self) -> bool:
        return True  # a player's name or a phase's word: never empty, whatever the point


class _Index:
    """``Drawn.index``: a read of the point."""

    def __get__(self, obj: Drawn | None, owner: type[Any]) -> Any:
        if obj is None:
            return self
        rounds.record(_KEYS)
        return obj.__dict__["_at"].index


class Drawn(ComparedBy, Moment):
    """A moment the walk drew (:func:`drawn`): its point read only where it is asked. Made only
    by :func:`drawn`; ``Drawn(...)``, as ``dataclasses.replace`` calls it, makes a plain
    moment."""

    index = cast(int, _Index())

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        return Moment(*args, **kwargs)  # a moment made from a drawn one, its point read

    def _plain(self) -> Moment:
        rounds.record(_KEYS)
        return cast(Moment, self.__dict__["_at"])

    @property
    def player(self) -> str | None:
        return self._plain().player

    @property
    def point(self) -> Point:
        return self._plain().point

    @property
    def phase(self) -> Phase | None:
        return self._plain().phase

    @property
    def turn_key(self) -> tuple[int, str]:
        return (self.battle_round, self.__dict__["_whose"])

    @property
    def phase_key(self) -> tuple[int, str, str]:
        return (self.battle_round, self.__dict__["_whose"], self.__dict__["_word"])

    def options_at(
        self, options: Callable[[Moment], tuple[T, ...]], key: Hashable
    ) -> tuple[T, ...]:
        """``options(now)``: a choice's options built from this moment, also asked of every
        moment the draw offered (plain moments); where the answers differ between points of one
        round, the point counts as read to build them (when that choice's fact is read,
        properties/tracking.py); between rounds at one point, the round. Reads inside it
        (impossible-state rows, which count only when a case is discarded) would otherwise be
        lost: a value left out here but offered at another point would never be met. ``key``
        says what ``options`` asks beside the moment (what it is kept by). ``options`` is asked
        of plain moments alone: of the drawn one's values, read of nothing (its one caller:
        ``domains.moves_by_now``)."""
        found = options(_values(self))
        offered: tuple[Moment, ...] | None = self.__dict__.get("_offered")
        tracker = tracking.current()
        if offered is None or tracker is None:
            return found
        known = _VARIES.get((id(offered), key))
        if known is None or known[0] is not offered:
            if len(_VARIES) >= _VARIES_MAX:
                _VARIES.clear()
            known = _VARIES[(id(offered), key)] = (offered, *_varies(offered, options))
        if known[1]:
            tracker.read(known[1], tracker.domain_reads)
        every = known[2]
        return Offered(found, every) if set(every) != set(found) else found

    def _compare(self, other: object, op: Callable[[Any, Any], bool]) -> bool:
        if other is self:
            return bool(op(0, 0))
        if not isinstance(other, Moment):
            return NotImplemented  # type: ignore[no-any-return]
        theirs = other._plain() if isinstance(other, Drawn) else other
        mine = self._plain()
        return bool(
            op(
                (mine.battle_round, mine.index, mine.first_player),
                (theirs.battle_round, theirs.index, theirs.first_player),
            )
        )

    def __hash__(self) -> int:
        return hash(self._plain())

    def __repr__(self) -> str:
        return repr(self._plain())

    def __reduce_ex__(self, protocol: Any) -> tuple[type[Moment], tuple[int, int, str]]:
        plain = self._plain()  # a copy or a pickle holds a plain moment
        return (Moment, (plain.battle_round, plain.index, plain.first_player))


def _made(plain: Moment, battle_round: int, kind: type[Drawn] = Drawn) -> Drawn:
    """A drawn moment at ``plain``'s point, in ``battle_round``, with parts of its own."""
    moment = object.__new__(kind)
    object.__setattr__(moment, "battle_round", battle_round)
    object.__setattr__(moment, "first_player", plain.first_player)
    at = moment.__dict__["_at"] = Moment(battle_round, plain.index, plain.first_player)
    moment.__dict__["_whose"] = Part(at.turn_key[1])  # neither reads the round
    moment.__dict__["_word"] = Part(at.phase_key[2])
    return moment


def drawn(moment: Moment, offered: Sequence[Moment]) -> Drawn:
    """``moment`` as the walk's: its point read only where asked. Its battle round is as
    drawn (a :class:`~.rounds.Round`); ``offered`` are every moment the draw offered."""
    made = _made(moment, moment.battle_round)
    made.__dict__["_offered"] = _one_of(tuple(offered))
    return made


def _one_of(offered: tuple[Moment, ...]) -> tuple[Moment, ...]:
    """The one tuple of moments equal to ``offered``: every case of a walk draws its moment
    from a list made anew, and :meth:`Drawn.options_at` keeps what it found by the tuple's
    identity (hashing it at each ask would cost more). Kept by a fresh tuple, every case asked
    the options of every moment offered again: about a tenth of the walk's time (cProfile)
    (docs/performance.md, "The walk cheaper per case")."""
    known = _OFFERED.get(offered)
    if known is not None:
        return known
    if len(_OFFERED) >= _VARIES_MAX:
        _OFFERED.clear()
    _OFFERED[offered] = offered
    return offered


class Offered(tuple[Any, ...]):
    """A choice's options built at the drawn moment's current values, which also knows the
    options of every moment the draw offered (``every``): a proof's bounds name those
    (properties/bounds.py), since a case that never reads the point holds at every one of
    them, not only at the point the walk happened to leave unread."""

    every: tuple[Any, ...]

    def __new__(cls, found: tuple[Any, ...], every: tuple[Any, ...]) -> Offered:
        made = super().__new__(cls, found)
        made.every = every
        return made

    def __getnewargs__(self) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        return (tuple(self), self.every)  # a copy or a pickle keeps every moment's options


def _values(now: Drawn) -> Moment:
    """The drawn moment's values as a plain moment (its round a number), read of nothing."""
    plain = now.__dict__.get("_values")
    if plain is None:
        at: Moment = now.__dict__["_at"]
        value = rounds.unread(at.battle_round)
        plain = now.__dict__["_values"] = Moment(value, at.index, at.first_player)
    return cast(Moment, plain)


def _varies(
    offered: tuple[Moment, ...], options: Callable[[Moment], tuple[T, ...]]
) -> tuple[frozenset[Key], tuple[T, ...]]:
    """The drawn facts (the point, the round) between whose values ``options`` differ, and
    every option any moment offered gives, in order."""
    first_of_round: dict[int, object] = {}
    first_at_point: dict[int, object] = {}
    point = battle_round = False
    every: dict[T, None] = {}
    for moment in offered:
        answer = options(moment)
        point = point or first_of_round.setdefault(moment.battle_round, answer) != answer
        battle_round = battle_round or first_at_point.setdefault(moment.index, answer) != answer
        every.update(dict.fromkeys(answer))
    keys = frozenset({*((KEY,) if point else ()), *((rounds.KEY,) if battle_round else ())})
    return keys, tuple(every)


# What Drawn.options_at found varies, by the moments offered (held: their id is not reused)
# and key.
_Varies = tuple[tuple[Moment, ...], frozenset[Key], tuple[Any, ...]]
_VARIES: dict[tuple[int, Hashable], _Varies] = kept({})
_VARIES_MAX = 4096
# The moments offered, each tuple by its value: one tuple for every draw of a walk (``_one_of``).
_OFFERED: dict[tuple[Moment, ...], tuple[Moment, ...]] = kept({})


class _Unknown(Drawn):
    """A drawn moment whose point nobody knows: a cache's key, hashed and compared with another
    such moment without a read (properties/sure_fit.py: a row that reads the point, as any use
    of it but those does, refuses nothing, so the answer is the same at every point)."""

    def __hash__(self) -> int:
        return hash((KEY, self.first_player))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _Unknown):
            return other.first_player == self.first_player and (
                other.battle_round is self.battle_round
            )
        return self._compare(other, operator.eq)

    def __ne__(self, other: object) -> bool:
        return not self == other


def unknown(moment: Drawn, battle_round: int) -> Moment:
    """``moment`` with its point unknown and its round ``battle_round`` (the walk's unknown
    round): a cache's key (properties/sure_fit.py); made once a drawn moment."""
    made = moment.__dict__.get("_unknown")
    if made is None or made.battle_round is not battle_round:
        made = moment.__dict__["_unknown"] = _made(moment.__dict__["_at"], battle_round, _Unknown)
    return cast(Moment, made)


def unrecorded(moment: Moment) -> Moment:
    """``moment`` as a plain one, with no read: for what only says it (the scenario's pins,
    read by no step of a case once the draw is made: ``ScenarioState.start_moment`` gives the
    drawn moment itself)."""
    return cast(Moment, moment.__dict__["_at"]) if isinstance(moment, Drawn) else moment


__all__ = ["KEY", "Drawn", "Part", "drawn", "unknown", "unrecorded"]
