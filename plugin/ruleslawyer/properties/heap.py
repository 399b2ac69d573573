"""The heap while a property search runs: what the process held before it is set aside from
the cyclic garbage collector's full collections, and handed back after."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def heap_set_aside() -> Iterator[None]:
    """While the search runs, the cyclic garbage collector leaves alone what the process held
    before it (``gc.freeze``): each example makes a game and its units, and a full collection
    would otherwise go through the whole heap (pytest, Hypothesis, every module) several times
    a search. Everything is handed back after, to be collected as before. Not done when the
    collector is off, or when something else froze objects (unfreezing would undo theirs)."""
    if not gc.isenabled() or gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
