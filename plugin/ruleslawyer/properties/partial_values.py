"""Partial values the exhaustive walk hands out (Lazy SmallCheck's), each read piece by piece
(properties/tracking.py counts the reads): a drawn keyword list (:class:`Watched`), and an
answer made of parts (:class:`Parted`, core/parts.py).

Of an answer made of parts, every test is asked, in order, as outside the walk, and what each
one read is kept apart; the question asked of the answer then says which of those reads count:

- whether it holds one item: that item's tests only (another value of a fact only the other
  tests read leaves that item in, or out);
- whether it is empty, when it is not: the first test that held (Lazy SmallCheck's laziness of
  ``||``: it still holds whatever the others read); when it is, every test;
- anything else (its items, its size, equality, its text): every test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from collections.abc import Set as AbcSet
from typing import Any, overload

Reads = set[tuple[str, str]]
KEYWORD = "keyword:"  # the row of a per-keyword key: (unit, "keyword:AIRCRAFT")


def _unrecorded(unit: str, keys: frozenset[tuple[str, str]]) -> None:
    """Outside the walk a read is no one's business."""


# Where a keyword list's reads go: the unit, and the keys read (tracking.py sets it).
RECORD: Callable[[str, frozenset[tuple[str, str]]], None] = _unrecorded


class Parted(Sequence[Any]):
    """The items whose test held, each test's reads kept apart. Not a ``tuple`` subclass on
    purpose: C code reads a tuple's items past any method of ours (concatenation, indexing),
    whereas a foreign ``Sequence`` is read only through the methods below."""

    __slots__ = ("_count", "_rows")

    def __init__(self, rows: list[tuple[Any, bool, Reads]], count: Callable[[Reads], None]):
        self._rows = rows  # (item, whether its test held, what the test read)
        self._count = count

    def _every(self) -> tuple[Any, ...]:
        for _, _, reads in self._rows:
            self._count(reads)
        return tuple(item for item, held, _ in self._rows if held)

    def __contains__(self, item: object) -> bool:
        rows = [row for row in self._rows if row[0] is not None and row[0] == item]
        for _, _, reads in rows:
            self._count(reads)
        return any(held for _, held, _ in rows)

    def __bool__(self) -> bool:
        first = next((row for row in self._rows if row[1]), None)
        if first is None:
            self._every()
            return False
        self._count(first[2])
        return True

    def __len__(self) -> int:
        return len(self._every())

    def __iter__(self) -> Iterator[Any]:
        return iter(self._every())

    @overload
    def __getitem__(self, index: int) -> Any: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Any]: ...
    def __getitem__(self, index: int | slice) -> Any:
        return self._every()[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Parted):
            other = other._every()
        return self._every() == other

    def __hash__(self) -> int:
        return hash(self._every())

    def __repr__(self) -> str:
        return repr(self._every())

    def __reduce__(self) -> tuple[Any, ...]:
        return (tuple, (self._every(),))


class Watched(AbcSet[str]):
    """A drawn unit's keyword list in the walk: asking whether it holds one keyword is a read
    of that keyword only; anything else (iterating, its size, equality, a hash, a union) reads
    the whole list. Not a ``frozenset`` subclass on purpose: the C code of ``frozenset`` reads
    another set's table directly, past any method of ours, whereas a foreign ``Set`` is read
    only through the methods below, so no read goes unseen."""

    __slots__ = ("_items", "_unit")

    def __init__(self, unit: str, items: Iterable[str]) -> None:
        self._unit = unit
        self._items = frozenset(items)

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> frozenset[Any]:
        return frozenset(it)

    def _all(self) -> None:
        RECORD(self._unit, frozenset({(self._unit, "keywords")}))

    def __contains__(self, keyword: object) -> bool:
        RECORD(self._unit, frozenset({(self._unit, KEYWORD + str(keyword))}))
        return keyword in self._items

    def __iter__(self) -> Iterator[str]:
        self._all()
        return iter(self._items)

    def __len__(self) -> int:
        self._all()
        return len(self._items)

    def __hash__(self) -> int:
        self._all()
        return hash(self._items)

    def __repr__(self) -> str:
        self._all()
        return repr(self._items)

    def __reduce__(self) -> tuple[Any, ...]:
        self._all()
        return (frozenset, (self._items,))


__all__ = ["KEYWORD", "RECORD", "Parted", "Watched"]
