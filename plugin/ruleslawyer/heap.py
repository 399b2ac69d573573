"""Whether this process's heap is frozen (``gc.freeze``), known without counting it.

The plugin freezes the heap once collection is over when a run opts in (ini
``ruleslawyer_gc_freeze``, :func:`freeze`), and a property search freezes the objects older than
it while it runs, unless the heap is frozen already (``properties/search.py``,
``older_objects_frozen``). Asking the collector (``gc.get_freeze_count``) walks every frozen
object: on CPython 3.11 about a tenth of a second at the 500,000 objects this project's own suite
holds after collection, and its pytester tests start a session, each of which asked once, and
call the search directly, each call asking again (10 s of a 170 s profile of the inner loop,
docs/performance.md). So :func:`freeze` remembers that the plugin froze the heap, and
:func:`frozen` asks the collector only when it did not: with nothing frozen the count costs
nothing.

A heap the plugin froze and someone else thawed (``gc.unfreeze`` outside this module) is not
seen: the searches then leave the heap as they find it instead of freezing it for their run,
which costs time and changes no verdict. :func:`thawed` thaws it and forgets, for a while.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_FROZE: list[bool] = []  # [True] while the plugin's own freeze holds; a fact of the process


def frozen() -> bool:
    """Whether the heap is frozen: the plugin's own freeze, or anyone's, counted."""
    return bool(_FROZE) or gc.get_freeze_count() > 0


def freeze() -> None:
    """Collect what is garbage and freeze the rest, unless the heap is frozen already; either
    way, remember that it is."""
    if not frozen():
        gc.collect()
        gc.freeze()
    _FROZE[:] = [True]


@contextmanager
def thawed() -> Iterator[None]:
    """The heap thawed and the plugin's freeze forgotten while the block runs (a test of the
    freezing starts from a heap nobody froze); afterwards frozen again if it was, and
    remembered as before."""
    was_frozen, remembered = frozen(), list(_FROZE)
    gc.unfreeze()
    _FROZE.clear()
    try:
        yield
    finally:
        gc.unfreeze()
        if was_frozen:
            gc.freeze()
        _FROZE[:] = remembered
