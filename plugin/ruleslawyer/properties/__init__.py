"""Property scenarios: Hypothesis draws what `Given any ...` leaves open (draw), searches for a
counterexample (search) and writes it back as a concrete scenario (counterexample).

Importing this package imports no Hypothesis: the options read the default from here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ruleslawyer.core import Moment

T = TypeVar("T")

# Examples Hypothesis tries for each property scenario, unless told otherwise.
DEFAULT_MAX_EXAMPLES = 100

# Cases the exhaustive search may check for each property scenario before Hypothesis searches
# instead (0: never): a claim that holds in every case within the core's bounds is proven.
DEFAULT_EXHAUSTIVE_BUDGET = 1000


def alike_in_every_round(now: Moment, ask: Callable[[Moment], T]) -> T:
    """``ask(now)``. For the walk's drawn round, ``ask`` is put to ``now`` in each battle round
    the draw offered, and the round is read only when their answers differ: an answer the same
    in every round depends on none (properties/rounds.py, ``Round.alike``)."""
    # A moment that holds the walk's drawn battle round, not a number: a cache keyed by the
    # moment would hash it, a read of the round (properties/rounds.py).
    drawn: Any = now.battle_round
    if isinstance(drawn, int):
        return ask(now)
    return drawn.alike(lambda value: ask(type(now)(value, now.index, now.first_player)))  # type: ignore[no-any-return]
