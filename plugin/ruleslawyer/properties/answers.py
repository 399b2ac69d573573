"""The property layer's caches of the core's answers, declared in one place.

Each is a cache of a pure question of the core (may a unit be so, which values fit beside
which), keyed by frozen values: an ``lru_cache`` (:func:`cached`) or a bounded dict keyed by
identity where hashing would cost more than asking (:func:`kept`). They hold across examples,
scenarios and sessions of one process, because the core does not change within a process. A
test that changes the core (a mutant, a patched table) is the exception: the caches forget
everything by themselves when a table of the core they watch is another object than before
(:meth:`Answers.fresh_for`), and :func:`forget` clears every one at once for a change no table
shows (a patched method). No test lists the caches by hand.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from ruleslawyer.core import move_timing

F = TypeVar("F", bound=Callable[..., Any])
D = TypeVar("D", bound=dict[Any, Any])


class Answers:
    """Every cache of the core's answers (filled as the modules that keep one are imported),
    and the tables of the core each watcher saw last."""

    def __init__(self) -> None:
        self._clears: list[Callable[[], None]] = []
        self._seen: dict[str, tuple[object, ...]] = {}

    def add(self, clear: Callable[[], None]) -> None:
        self._clears.append(clear)

    def forget(self) -> None:
        for clear in self._clears:
            clear()

    def fresh_for(self, watcher: str, *tables: object) -> None:
        """Forget every answer if ``tables`` (the core's rows ``watcher`` asks) are not the
        very objects it saw last: a test put changed rows in."""
        seen = self._seen.get(watcher)
        if seen is None or len(seen) != len(tables) or any(map(operator.is_not, seen, tables)):
            if seen is not None:
                self.forget()
            self._seen[watcher] = tables

    @property
    def count(self) -> int:
        return len(self._clears)


ANSWERS = Answers()
ANSWERS.add(move_timing.made_by_now.cache_clear)  # the core's own cache of a pure answer


def cached(maxsize: int) -> Callable[[F], F]:
    """``functools.lru_cache(maxsize)``, its cache one of the core's answers."""

    def wrap(func: F) -> F:
        kept_func = lru_cache(maxsize=maxsize)(func)
        ANSWERS.add(kept_func.cache_clear)
        return kept_func  # type: ignore[return-value]

    return wrap


def kept(container: D) -> D:
    """``container`` (a dict its module bounds), one of the caches of the core's answers."""
    ANSWERS.add(container.clear)
    return container


def forget() -> None:
    """Clear every cache of the core's answers (after a test changed the core)."""
    ANSWERS.forget()
