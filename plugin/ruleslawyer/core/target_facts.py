"""A would-be stratagem target's facts (15.01), derived from the declarations that read them.

Every target is asked its player and keywords (what the TARGET row names) and whether it is
battle-shocked (15.01); each TARGET need declared in the predicate registry (question
``TARGET``, core/stratagems.py) states the facts it reads and how each is read from the game and
the unit (a :class:`~ruleslawyer.core.predicates.Reading`). The facts of a would-be target are
those, and only those the needs its TARGET names read: each asked the first time a rule reads
it (or, ``at_once``, when they are gathered), so a new need reading a new fact is one
declaration. The exhaustive walk of a property (properties/tracking.py) sees that a refusal for
one reason rests only on the facts that reason reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, cast

from .clock import Moment
from .predicates import Predicate, Question, Reading, declared
from .units import Unit

if TYPE_CHECKING:
    from .events import Moves
    from .fight import Fight


class TargetGame(Protocol):
    """What a reader may ask of the game beyond the unit: the eligibilities a TARGET names."""

    @property
    def moves(self) -> Moves: ...  # eligible to shoot, to charge

    @property
    def fight(self) -> Fight: ...  # eligible to fight


@dataclass(frozen=True)
class TargetAsk:
    """What a reader reads: the game, the would-be target and the moment of use."""

    game: TargetGame
    unit: Unit
    now: Moment


def reading(fact: str, read: Callable[[TargetAsk], object], *, at_once: bool = False) -> Reading:
    """How the fact ``fact`` of a would-be target is read (``at_once``: see ``Reading``)."""
    return Reading(fact, read, at_once)


# What every target is asked, whatever its TARGET needs: whose it is and its keywords (the
# TARGET row's side and keywords) and whether it is battle-shocked (15.01).
PLAYER = reading("player", lambda a: a.unit.player)
KEYWORDS = reading("keywords", lambda a: a.unit.keywords)
BATTLE_SHOCKED = reading("battle_shocked", lambda a: a.unit.battle_shocked)
EVERY_TARGET: tuple[Reading, ...] = (PLAYER, KEYWORDS, BATTLE_SHOCKED)


def need_declared(words: str) -> Predicate[TargetFacts]:
    """The TARGET need declared with ``words`` (a ``Need``, or words declared at run time)."""
    for predicate in declared(Question.TARGET):
        if predicate.words == words:
            return predicate
    raise LookupError(f"no rule decides the target condition {words!r}")


def readings_of(needs: Iterable[str]) -> dict[str, Reading]:
    """The facts a target of these needs is asked, by name: every target's, then each need's
    in the order declared. One fact read two ways is an error, never a silent choice."""
    found, wanted = {r.fact: r for r in EVERY_TARGET}, set(needs)
    for predicate in declared(Question.TARGET):
        if predicate.words not in wanted:
            continue
        for read in predicate.readings:
            if found.setdefault(read.fact, read) is not read:
                raise ValueError(
                    f"the fact {read.fact!r} of a would-be target is read two ways "
                    f"(the target condition {predicate.words!r} declares another reader)"
                )
    return found


def fact_names() -> tuple[str, ...]:
    """Every fact a would-be target may be asked (every target's and each declared need's)."""
    return tuple(readings_of(p.words for p in declared(Question.TARGET)))


def facts_of(ask: TargetAsk, needs: Iterable[str]) -> TargetFacts:
    """The facts of ``ask.unit`` as a would-be target of a TARGET naming ``needs``."""
    readings = readings_of(needs)
    asks: dict[str, Callable[[], object]] = {}
    for name, read in readings.items():
        # at once: asked now, as the TARGET names it (its clauses weighed in this order)
        asks[name] = _known(read.read(ask)) if read.at_once else _asked(read, ask)
    return TargetFacts.asking(asks)


def _known(value: object) -> Callable[[], object]:
    return lambda: value


def _asked(read: Reading, ask: TargetAsk) -> Callable[[], object]:
    return lambda: read.read(ask)


class TargetFacts:
    """What the game knows of a would-be target at the moment of use: each fact asked once, the
    first time a rule reads it (``TargetFacts(player=..., ...)``: facts already known)."""

    def __init__(self, **known: object) -> None:
        object.__setattr__(self, "_asks", {})
        object.__setattr__(self, "_known", dict(known))

    @classmethod
    def asking(cls, asks: Mapping[str, Callable[[], object]]) -> TargetFacts:
        """Facts each asked by its question the first time it is read."""
        facts = cls()
        object.__setattr__(facts, "_asks", dict(asks))
        return facts

    def fact(self, name: str) -> Any:
        """The fact ``name`` (asked now if not yet known)."""
        known: dict[str, object] = object.__getattribute__(self, "_known")
        if name not in known:
            asks: dict[str, Callable[[], object]] = object.__getattribute__(self, "_asks")
            if name not in asks:
                raise AttributeError(
                    f"a would-be target is not asked {name!r}: no target condition its TARGET "
                    f"names reads it (it is asked {', '.join(sorted({*known, *asks}))})"
                )
            known[name] = asks[name]()
        return known[name]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return self.fact(name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a would-be target's facts are not changed once gathered")

    # Every target's facts, typed; each handed on as read (a watched fact stays watched: the
    # walk of a property records which keywords a rule asks about, not the whole set).
    @property
    def player(self) -> str:
        return cast(str, self.fact("player"))

    @property
    def keywords(self) -> frozenset[str]:
        return cast(frozenset[str], self.fact("keywords"))

    @property
    def battle_shocked(self) -> bool:
        return cast(bool, self.fact("battle_shocked"))

    def meets(self, need: str) -> bool:
        """Whether the unit meets ``need``, as its declaration decides it (none: an error)."""
        return need_declared(need).test(self)

    def replace(self, **changes: object) -> TargetFacts:
        """These facts, all asked, with ``changes``."""
        asks: dict[str, Callable[[], object]] = object.__getattribute__(self, "_asks")
        known = {name: self.fact(name) for name in asks}
        known.update(object.__getattribute__(self, "_known"))
        return TargetFacts(**{**known, **changes})
