"""The six comparisons of a value the walk draws lazily, each one asked through the class's own
``_compare`` (a lazy number, a part of the drawn moment, the drawn moment itself): written
once, so that what counts as a read is decided in one method of each class."""

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
