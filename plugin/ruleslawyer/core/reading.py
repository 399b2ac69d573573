"""What code that reads a unit's or an Action's facts without deciding anything by them declares
it is doing, for the exhaustive walk (properties/tracking.py).

The walk branches on a drawn fact only where some case read it. Some code reads facts and
decides nothing by them; it says so here, and the walk does not count what it reads:

- ``COPY``: a copy of a unit or an Action (``copy``, which is ``dataclasses.replace``; a
  function declared ``copying``, such as ``Unit.moves_with``): every value it reads goes into the
  copy as it was, and a rule that asks the copy reads it there;
- ``OPTIONS``: the drawer building a choice's options (``options``): what it read counts when
  that choice's fact is read (properties/tracking.py ``Tracker.counted``);
- ``WHOLE_STRENGTH``: an answer about a unit's strength as a whole (half-strength, below
  starting strength), which a strength class the walk drew answers alike for every number in it
  (properties/strength_classes.py);
- ``DRAWN_START``: the Action rows read to start, as the game is built, a performance the
  scenario states (the drawer drew its unit performing it, so only when it completes differs:
  read where the record of its start is read).

Outside the walk each is a plain call: ``DECLARE`` runs the function and nothing else.

A rule is the other way round: it decides by what it reads. Every declared predicate
(core/predicates.py) is declared a rule here (``rule``); so are the impossible-state rows, the
answers made of parts and a unit's own part of a Battle-shock step (core/parts.py, whose seams
the walk hooks itself). A rule called from inside one of the seams above reads for itself, never
for the seam: while a case runs, the walk counts its reads as any other (it does not drop them)
and reports them (``DECIDE``; properties/tracking.py ``Tracker.ruled``, an internal error in its
strict mode). Outside the walk ``DECIDE`` is None and a rule is a plain call.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar, cast

P = ParamSpec("P")
T = TypeVar("T")
A = TypeVar("A")

COPY, OPTIONS, WHOLE_STRENGTH, DRAWN_START = "copying", "options", "whole_strength", "drawn_start"


def _plain(kind: str, do: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    return do(*args, **kwargs)


# The walk swaps this for its own while it runs a case (never otherwise): it runs ``do`` as code
# doing ``kind``, and does not count what it reads as a read (properties/tracking.py).
DECLARE: Callable[..., Any] = _plain


def declares(kind: str) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """Declares that every call of the function decorated does ``kind`` (one of the above)."""

    def declared(do: Callable[P, T]) -> Callable[P, T]:
        @functools.wraps(do)
        def doing(*args: P.args, **kwargs: P.kwargs) -> T:
            declare = DECLARE
            if declare is _plain:  # outside the walk: the call alone (a frame less per call)
                return do(*args, **kwargs)
            return cast(T, declare(kind, do, *args, **kwargs))

        return doing

    return declared


copying = declares(COPY)
options = declares(OPTIONS)
whole_strength = declares(WHOLE_STRENGTH)


# The walk sets this while it runs a case (never otherwise): it runs a rule named ``name``,
# ``DECIDE(name, test, asked)``, so that a rule called inside a seam reads for itself.
DECIDE: Callable[..., Any] | None = None


def rule(name: str) -> Callable[[Callable[[A], T]], Callable[[A], T]]:
    """Declares that every call of the function decorated (of one argument, as a predicate's
    test is) is the rule ``name`` (what an error calls it: for a predicate, "the predicate
    '<its words>' (<its clause>)"): it decides by what it reads, and a seam it is called
    inside does not drop its reads."""

    def declared(test: Callable[[A], T]) -> Callable[[A], T]:
        @functools.wraps(test)
        def deciding(asked: A, /) -> T:
            decide = DECIDE
            if decide is None:
                return test(asked)
            return cast(T, decide(name, test, asked))

        deciding.__dict__[RULE_NAME] = name
        return deciding

    return declared


RULE_NAME = "ruleslawyer_rule"  # the attribute a function declared a rule carries: its name


def copy(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, declared a copy: a unit or an Action copied with
    some facts changed reads every other fact only to copy it."""
    return cast(T, DECLARE(COPY, replaced, obj, **changes))


def replaced(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, made without the class's ``__init__`` when that
    makes the same object: a dataclass whose fields are all set by its generated ``__init__``
    (no ``__post_init__``, no ``InitVar``, no field outside ``__init__``), the object's fields
    read from its ``__dict__`` (``replace`` reads each by ``getattr`` and passes the lot to
    ``__init__`` as keywords: some 25 us for a Unit of 48 fields, and a property example copies
    a unit or an Action about once). A subclass (the walk's watched units and Actions, which
    record what is read) is asked of ``replace`` itself, as is a change of no such field (its
    error is ``replace``'s)."""
    cls: type = type(obj)
    names = _copied_fields(cls)
    if names is None or not names.issuperset(changes):
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    own = obj.__dict__
    fields = own.keys()
    if len(own) == len(names) and fields >= names:
        values = own.copy()  # the fields and nothing else
    elif fields >= names:
        values = {name: own[name] for name in names}  # not what a kept property holds
    else:  # a field not in the instance's dict (a descriptor's): replace reads it
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    values.update(changes)
    made: T = object.__new__(cls)
    object.__setattr__(made, "__dict__", values)
    return made


@functools.cache
def _copied_fields(cls: type) -> frozenset[str] | None:
    """The fields :func:`replaced` copies for an object of exactly ``cls``; None: ``cls`` is
    copied by ``dataclasses.replace`` (not a dataclass, or its ``__init__`` does more than set
    each field: a ``__post_init__``, an ``InitVar``, a field outside ``__init__``, slots)."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        return None
    init = cls.__dict__.get("__init__")
    code = getattr(init, "__code__", None)
    if "__slots__" in cls.__dict__ or code is None or code.co_filename != "<string>":
        return None  # slots, or an __init__ of the class's own, not the one dataclass made
    fields = dataclasses.fields(cls)
    if len(cls.__dict__["__dataclass_fields__"]) != len(fields) or not all(f.init for f in fields):
        return None  # an InitVar or a ClassVar declared, or a field __init__ does not set
    return frozenset(f.name for f in fields)


def drawn_start(read: Callable[[], T]) -> T:
    """``read()``: the rows of an Action read to start a performance the scenario states."""
    return cast(T, DECLARE(DRAWN_START, read))


__all__ = [
    "COPY",
    "DECIDE",
    "DECLARE",
    "DRAWN_START",
    "OPTIONS",
    "RULE_NAME",
    "WHOLE_STRENGTH",
    "copy",
    "copying",
    "declares",
    "drawn_start",
    "options",
    "rule",
    "whole_strength",
]
