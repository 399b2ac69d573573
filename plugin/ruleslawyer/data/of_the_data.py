"""What the project reads out of wh40kdc's installed data, kept for as long as that data is.

wh40kdc parses its bundled data once per process (``raw_data()``, cached by wh40kdc). Each
reading of it here (the catalogue, the mission cards and Actions, the deployment maps, the
roster reader's dataset) is built once from that very object and kept beside it: asked again, it
is handed back while ``raw_data()`` returns the same object, and built anew from another (a test
that puts newer data in, and the installed data again when the test is over). So no test clears
a cache of ours by hand, and nothing here outlives the data it was read from.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class OfTheData(Generic[T]):
    """``build(raw)`` for wh40kdc's ``raw_data()``, kept by the data's identity."""

    def __init__(self, build: Callable[[Any], T]) -> None:
        self._build = build
        # (the data, what was read), the latest used last: two at most, so a test that puts its
        # own data in leaves the installed data's reading as it was
        self._kept: tuple[tuple[object, T], ...] = ()
        functools.update_wrapper(self, build)

    def __call__(self) -> T:
        from wh40kdc.data.bundle import raw_data

        raw = raw_data()
        for at, (seen, value) in enumerate(self._kept):
            if seen is raw:
                if at != len(self._kept) - 1:
                    self._kept = (*self._kept[:at], *self._kept[at + 1 :], (seen, value))
                return value
        value = self._build(raw)
        self._kept = (*self._kept[-1:], (raw, value))
        return value

    def loaded(self) -> bool:
        """Whether this process has read it (from any data): no report loads wh40kdc for it."""
        return bool(self._kept)


def of_the_data(build: Callable[[Any], T]) -> OfTheData[T]:
    """Decorate a function of wh40kdc's raw data: called with no argument, it reads the
    installed data (:class:`OfTheData`)."""
    return OfTheData(build)
