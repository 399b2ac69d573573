"""The small context every part of the game is given: the clock, the units, the history, and
the means to weigh a clause and say what happened. A part (``fight.py``'s :class:`Fight`,
``missions.py``'s :class:`Missions`) owns its own state and reaches the rest of the game
only through this; the :class:`~ruleslawyer.core.game.Game` is the one object that provides
it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from .clock import Moment
from .effects import Effect, Ruling
from .eligibility import Check, Verdict
from .history import History
from .predicates import Question
from .references import Reason, RuleRef
from .rule_events import Event
from .units import Unit

# Words, or what makes them when they are shown: a moment's words read its battle round, which
# the exhaustive walk counts only where its value matters (properties/rounds.py).
Said = str | Callable[[], str]


def said(text: Said) -> str:
    return text if isinstance(text, str) else text()


class Lines:
    """Several lines of the trace at one moment, made only when the trace is shown: the
    reasons a start was refused, whose listing reads every bar where whether it was refused
    reads only the first that held (core/parts.py)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Iterable[str]]) -> None:
        self.make = make


Noted = Said | Lines  # one entry of the game's trace


class Context(Protocol):
    """What a part of the game may read and do outside its own state."""

    @property
    def now(self) -> Moment: ...

    @property
    def units(self) -> dict[str, Unit]: ...

    @property
    def history(self) -> History: ...

    @property
    def first_player(self) -> str: ...

    def unit(self, name: str) -> Unit: ...

    def set_unit(self, unit: Unit, **changes: object) -> Unit: ...

    def weigh(self, rule: RuleRef, applies: bool) -> bool: ...

    def verdict(self, checks: Iterable[Check]) -> Verdict: ...

    def ruled(self, question: Question | None, unit: Unit, move: str = "") -> Ruling: ...

    def note(self, reason: Reason, moment: Moment | None = None) -> None: ...

    def say(self, text: Said) -> None: ...

    def say_lines(self, lines: Callable[[], Iterable[str]]) -> None: ...

    def acted(self) -> None: ...

    def happened(self, event: Event) -> None: ...

    def restricted_out(self, effect: Effect) -> bool: ...

    def spend_restricted(
        self, unit_name: str | None, player: str, allowed: Callable[[], bool]
    ) -> None: ...
