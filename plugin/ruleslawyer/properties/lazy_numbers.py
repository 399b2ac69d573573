"""What the walk's lazy numbers share (:class:`~.rounds.Round`, :class:`~.lazy_rolls.Total`):
each comparison goes through ``_compare``, which reads the number only where the answer needs
it, and anything else that depends on the value reads it (``read``). Neither is an ``int``
subclass: C code reads an ``int``'s value past any method of ours, and a number it does not
know raises instead of answering."""

from __future__ import annotations

from ruleslawyer.properties.compared import ReadWhenUsed


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


__all__ = ["LazyNumber"]
