"""The six comparisons of a value the walk draws lazily, each one asked through the class's own
``_compare`` (a lazy number, a part of the drawn moment, the drawn moment itself): written
once, so that what counts as a read is decided in one method of each class.

The lazy numbers (:class:`~.rounds.Round`, :class:`~.lazy_rolls.Total`) read the number only
where a comparison's answer needs it. Neither is an ``int`` subclass: C code reads an ``int``'s
value past any method of ours, and a number it does not know raises instead of answering."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any


class ComparedBy:
    """A mixin: ``==``, ``!=``, ``<``, ``<=``, ``>``, ``>=`` ask ``self._compare(other, op)``.
    A class using it defines ``__hash__`` itself (defining ``__eq__`` here unsets it)."""

    __slots__ = ()

    def _compare(self, other: object, op: Callable[[Any, Any], bool]) -> bool:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return self._compare(other, operator.eq)

    def __ne__(self, other: object) -> bool:
        return self._compare(other, operator.ne)

    def __lt__(self, other: object) -> bool:
        return self._compare(other, operator.lt)

    def __le__(self, other: object) -> bool:
        return self._compare(other, operator.le)

    def __gt__(self, other: object) -> bool:
        return self._compare(other, operator.gt)

    def __ge__(self, other: object) -> bool:
        return self._compare(other, operator.ge)


class ReadWhenUsed(ComparedBy):
    """A lazy value (a lazy number, a part of the drawn moment) compared through ``_compare``;
    anything else that depends on its value (a hash, a string, a copy) reads it (``read``)."""

    __slots__ = ()

    def read(self) -> Any:
        """The value itself: a read the walk branches on."""
        raise NotImplementedError

    def __hash__(self) -> int:
        return hash(self.read())

    def __str__(self) -> str:
        return str(self.read())

    def __repr__(self) -> str:
        return repr(self.read())

    def __format__(self, spec: str) -> str:
        return format(self.read(), spec)

    def __reduce__(self) -> tuple[type[Any], tuple[Any]]:
        value = self.read()
        return (type(value), (value,))  # a copy or a pickle holds the value


class LazyNumber(ReadWhenUsed):
    """A whole number the walk reads only as far as it is asked."""

    __slots__ = ()

    def read(self) -> int:
        """The number itself: a read the walk branches on."""
        raise NotImplementedError

    def __bool__(self) -> bool:
        return bool(self.read())

    def __int__(self) -> int:
        return self.read()

    def __index__(self) -> int:
        return self.read()
