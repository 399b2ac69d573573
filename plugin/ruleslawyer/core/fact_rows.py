"""What a row of the unit field table (``unit_fields.py``) is: a unit fact's kind, bounds and
draw domain, and the descriptor that reads the fact from a draft's stated values."""

from __future__ import annotations

import enum
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Generic, Literal, TypeVar, cast, overload

from . import reading
from .rules_numbers import Written

T = TypeVar("T")


class Kind(enum.Enum):
    """What kind of value a fact takes: the board, the units table and the draws read it."""

    PLAYER = "player"
    KEYWORDS = "keyword list"
    WHOLE = "whole number"
    WHOLE_OR_DASH = "whole number or '-'"
    FLAG = "true or false"
    AREAS = "area names"
    MOVES = "moves made"
    ACTIONS = "Actions started"
    UNIT = "a unit's name"
    NAMES = "names"


@dataclass(frozen=True)
class Bounds:
    """The values a unit may have: whole numbers from ``low`` to ``high`` (None: no top).

    Relations between facts (models left at most the starting strength) are the core's
    impossible states (``unit_states.impossibilities``), checked once the whole unit is known."""

    low: int
    high: int | None = None


@dataclass(frozen=True)
class Span:
    """Whole numbers from ``low`` to ``high``, ``toward`` first, then upward: a draw shrinks to
    ``toward``. Each bound is a number, or the name of a fact whose value it takes; ``floor``
    names a fact that, when a Given pins it, raises ``low`` to its value."""

    low: int | str
    high: int | str
    toward: int | str
    floor: str | None = None

    def fixed(self) -> tuple[int, int, int]:
        """``(toward, low, high)`` of a span whose bounds name no other fact."""
        toward, low, high = self.toward, self.low, self.high
        if not (isinstance(toward, int) and isinstance(low, int) and isinstance(high, int)):
            raise TypeError(f"{self} takes a bound from another fact")
        return toward, low, high

    def values(
        self, value_of: Callable[[str], int], pinned: Callable[[str], bool]
    ) -> tuple[int, ...]:
        low = _number(self.low, value_of)
        if self.floor is not None and pinned(self.floor):
            low = max(low, value_of(self.floor))
        return _span(low, _number(self.high, value_of), _number(self.toward, value_of))


@lru_cache(maxsize=1024)
def _span(low: int, high: int, toward: int) -> tuple[int, ...]:
    """The numbers from ``low`` to ``high``, ``toward`` first: made once per span."""
    rest = tuple(n for n in range(low, high + 1) if n != toward)
    return (toward, *rest) if low <= toward <= high else rest


@dataclass(frozen=True)
class Choices:
    """An explicit list of values, simplest first (the default first, as a rule)."""

    values: tuple[object, ...]


@dataclass(frozen=True)
class KeywordSets:
    """Keyword lists from the keyword pool (``keywords.READ_BY_RULES`` plus what a scenario
    names), the default list first, with up to ``extra`` keywords more."""

    extra: int = 4


@dataclass(frozen=True)
class AreaSets:
    """Sets of the area pool's areas (what a scenario names), the empty set first."""


@dataclass(frozen=True)
class ActionsStarted:
    """No Action, or one Action of the scenario that the unit can be performing now."""


@dataclass(frozen=True)
class Transports:
    """Not embarked (None) first, or embarked within a friendly TRANSPORT that the scenario
    sets up (18.01): the transport pool is the scenario's other units, as the area pool is its
    areas. ``any unit`` invents no unit for it to be embarked within."""


Domain = Span | Choices | KeywordSets | AreaSets | ActionsStarted | Transports


class PublicDraw(enum.Enum):
    """How the public strategy ``ruleslawyer.strategies.units()`` draws a row."""

    DOMAIN = "from its draw domain"  # beside the facts drawn before it, in the table's order
    NONE = "not at all"  # drawn elsewhere (an Action started), or a fact no unit alone holds


def _number(bound: int | str, value_of: Callable[[str], int]) -> int:
    return bound if isinstance(bound, int) else value_of(bound)


class HasFacts:
    """What a row reads and writes: a mapping of a fact's name to its stated or drawn value."""

    facts: dict[str, object]


@dataclass(frozen=True, eq=False)
class UnitField(Generic[T]):
    """One unit fact. As a class attribute of :class:`UnitFacts` it reads that fact."""

    kind: Kind
    default: T
    section: str  # the rule section that reads (or defines) the fact
    called: str  # how messages, docs and the units table name it
    phrases: tuple[str, ...] = ()  # the Given templates that state it
    # A true-or-false fact: the Given templates (of ``phrases``) that state it true and false.
    # From these the step library registers a Given for each value that no step of its own
    # states (steps/unit_facts.py), and a counterexample states the value drawn.
    says: tuple[str, str] | None = None
    draw: Domain | None = None  # None: the property search never draws it
    only_when: tuple[str, object] | None = None  # drawn only when that fact has that value
    pinned_by: str | None = None  # the ``stated`` entry that stops its draw (None: its name)
    adds_to_given: bool = False  # a draw adds to what a Given states, never stopped by it
    bounds: Bounds | None = None  # a whole number's legal values
    written_plus: bool = False  # a dice result, also written "6+"
    default_from: str | None = None  # unstated, it takes this fact's value ...
    negated: bool = False  # ... or its opposite
    default_said: str | None = None  # how docs say a default that is not a plain value
    board_key: str | None = None  # its key on a board; None: the board does not state it
    board_text: str = ""  # what the board's schema says of it
    board_twin: str | None = None  # a number-free other key for a key that carries one (19.1)
    written: Written | None = None  # the rules number its phrases and key spell (19.1)
    column: bool = False  # a column of `Given the units:`
    datasheet: bool = False  # a datasheet states it (02.02, 02.05, 02.06)
    per_profile: bool = False  # each model profile has its own value (the draft's lds, ocs)
    this_turn: bool = False  # stamped with this turn or phase when the game stores it
    stored_as: str | None = None  # a fact of this turn: the Unit field holding its stamps
    stamp: Literal["turn", "phase"] = "turn"  # ... stamped with this turn's or phase's key
    # The Unit fields made from it: scenario/concrete.py makes each field from the rows that
    # name it here, and properties/fact_keys.py maps a read of the field to those rows. None:
    # the field ``stored_as`` names, else the field of its own name (none: ``Unit.more``).
    feeds: tuple[str, ...] | None = None
    # How a counterexample states it (scenario/unit_givens.py): the name of a renderer of that
    # module's own, or None: its ``says`` phrases, when the value is not its default.
    said_by: str | None = None
    public_draw: PublicDraw = PublicDraw.DOMAIN  # how ruleslawyer.strategies.units() draws it
    name: str = field(default="", init=False)

    @property
    def fed(self) -> tuple[str, ...]:
        """The Unit fields made from this row (``feeds``, or its default)."""
        if self.feeds is not None:
            return self.feeds
        return (self.stored_as or self.name,)

    def __set_name__(self, owner: type, name: str) -> None:
        object.__setattr__(self, "name", name)

    @overload
    def __get__(self, obj: None, owner: type[Any]) -> UnitField[T]: ...
    @overload
    def __get__(self, obj: HasFacts, owner: type[Any]) -> T: ...
    def __get__(self, obj: HasFacts | None, owner: type[Any]) -> UnitField[T] | T:
        if obj is None:
            return self
        if self.name in obj.facts:
            return cast(T, obj.facts[self.name])
        return self.default_of(obj)

    def __set__(self, obj: HasFacts, value: T) -> None:
        obj.facts[self.name] = value

    def default_of(self, obj: HasFacts) -> T:
        """The value of this fact when nothing states it, beside the other facts of ``obj``."""
        if self.default_from is None:
            return self.default
        other: object = getattr(obj, self.default_from)
        return cast(T, (not other) if self.negated else other)

    @reading.options
    def values(
        self, value_of: Callable[[str], object], pinned: Callable[[str], bool] = lambda _: False
    ) -> tuple[T, ...]:
        """Every value of an enumerable draw domain (a :class:`Span` or :class:`Choices`),
        simplest first, beside the other facts (``value_of``) and those a Given pinned.
        Keyword, area and Action domains depend on the scenario's pools: no fixed values."""
        if isinstance(self.draw, Span):
            numbers = self.draw.values(lambda name: int(cast(int, value_of(name))), pinned)
            return cast(tuple[T, ...], numbers)
        return self.choices()

    def saying(self, value: object) -> str | None:
        """The Given template that states ``value`` of a true-or-false fact (None: none)."""
        if self.says is None:
            return None
        return self.says[0] if value else self.says[1]

    @reading.options
    def drawn_beside(self, obj: HasFacts) -> bool:
        """Whether the property search draws this fact beside the others of ``obj`` (its
        ``only_when`` fact has that value, or it has none)."""
        if self.only_when is None:
            return True
        fact, value = self.only_when
        return bool(getattr(obj, fact) == value)

    def pinned(self, stated: Container[str]) -> bool:
        """Whether what a Given stated leaves nothing of this fact to draw."""
        return not self.adds_to_given and (self.pinned_by or self.name) in stated

    def choices(self) -> tuple[T, ...]:
        """The values of a :class:`Choices` domain, simplest first."""
        if not isinstance(self.draw, Choices):
            raise TypeError(f"the {self.name} row does not draw from a list of values")
        return cast(tuple[T, ...], self.draw.values)

    def span(self) -> Span:
        if not isinstance(self.draw, Span):
            raise TypeError(f"the {self.name} row does not draw whole numbers")
        return self.draw

    @property
    def said_default(self) -> str:
        """The default as docs and the board's schema say it."""
        if self.default_said is not None:
            return self.default_said
        value: object = self.default
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, frozenset):
            return f"[{', '.join(sorted(value))}]"
        return "-" if value is None else str(value)
