"""How a property example chooses among options: each choice a digit of wide numbers Hypothesis
draws, so that an example takes one or two of Hypothesis's draws whatever it chooses. The
exhaustive walk's chooser (exhaustive.py) and the replays' (neighbours.py) are its kin."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from hypothesis.errors import UnsatisfiedAssumption
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer.core import Moment
from ruleslawyer.properties.asking import Fixed, fit

T = TypeVar("T")


def assume(condition: object) -> None:
    """Rejects an impossible combination, as ``hypothesis.assume`` does inside a Hypothesis
    draw, and also in the exhaustive walk's cases (properties/exhaustive.py), which run outside
    one."""
    if not condition:
        raise UnsatisfiedAssumption


def mixed(number: int) -> int:
    """A bijection of ``[0, 2**64)`` keeping 0 at 0 (splitmix64's finaliser): even digits."""
    number = ((number ^ (number >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    number = ((number ^ (number >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return number ^ (number >> 31)


class Choose:
    """Draws one of a tuple of options, the first being the simplest. Choices share
    Hypothesis's choices: each takes its option as a digit of a number made of 64-bit numbers
    drawn and :func:`mixed` (Hypothesis draws wide numbers mostly small), lowest digit first; a
    new one is drawn, above what is left, when a choice needs more room. A Hypothesis choice
    costs as much whatever its range, so an example takes one or two. Zero gives every choice
    its simplest option, but a lower number need not give simpler digits: a shrunk example is
    simplified choice by choice after (``search.simplified``).

    ``ConjectureData.draw_integer`` is Hypothesis's choice interface, not its public API: this
    class is the property layer's one use of it."""

    # Hypothesis's way of drawing (``asking.draws_fitted``), where the walk's choosers say
    # False (``exhaustive.Replay``): some facts among fitting values only, a keyword list in one
    # choice (one choice is cheaper), a fact fitted beside drawn facts too (``draw._FIT_BESIDE``),
    # a unit's numbers as numbers, never by their strength class.
    fitted, base = True, 2**64

    def __init__(self, data: ConjectureData) -> None:
        self.data = data
        self._pool, self._room = 0, 1  # what is left of the numbers drawn, and its range
        self.taken: list[int] = []  # the option taken at each call, of how many
        self.sizes: list[int] = []

    def __call__(self, options: Sequence[T]) -> T:
        size = len(options)
        if not size:  # as assume(options): some twenty choices an example, each a call less
            raise UnsatisfiedAssumption
        pool, room = self._pool, self._room
        while size > room:  # what is left of the number, and a new one above it
            pool += room * mixed(self.data.draw_integer(0, self.base - 1))
            room *= self.base
        self._pool, index = divmod(pool, size)
        self._room = room // size
        self.taken.append(index)
        self.sizes.append(size)
        return options[index]

    def moment(self, candidates: Sequence[Moment]) -> Moment:
        return self(candidates)  # the walk's: rounds.py

    def fact(self, unit: str, row: str, options: Sequence[T]) -> T:
        """A choice that is the value of one fact of ``unit`` (or goes into it alone)."""
        return self(options)

    def keyword(self, unit: str, keyword: str, options: tuple[bool, ...]) -> bool:
        """Whether ``unit`` has ``keyword``: ``options`` are True and False, simplest first."""
        return self(options)

    def watch(self, unit: str, keywords: frozenset[str]) -> frozenset[str]:
        """The keyword list as the unit will hold it (the walk watches which are asked)."""
        return keywords

    def holds(self, problem: Callable[[], object]) -> bool:
        """Whether ``problem()`` finds none (the walk counts the reads of one that finds one)."""
        return not problem()

    def fit(
        self, field: str, values: tuple[T, ...], now: Moment, acting: bool, fixed: Fixed = ()
    ) -> tuple[T, ...]:
        """The ``values`` of ``field`` to draw from (``asking.fit``; the walk's: sure_fit.py)."""
        return fit(field, values, now, acting, fixed)
