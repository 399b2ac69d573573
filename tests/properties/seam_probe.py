"""A pytest plugin for a run of the scenario library (tests/properties/test_seam_reads.py): it
counts the rules the walk runs inside a declared seam (core/reading.py) and says so at the end
of the run ("rules run inside a seam: none")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from ruleslawyer.properties import tracking

T = TypeVar("T")
RULED: Counter[tuple[str | None, str]] = Counter()
_ruled = tracking.Tracker.ruled


def _counted(self: tracking.Tracker, rule: str, run: Callable[[], T]) -> T:
    RULED[self.seam, rule] += 1
    return _ruled(self, rule, run)


def pytest_configure(config: pytest.Config) -> None:
    tracking.Tracker.ruled = _counted  # type: ignore[method-assign]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    said = "; ".join(f"{rule} inside {seam!r}: {n}" for (seam, rule), n in RULED.items())
    terminalreporter.write_line(f"rules run inside a seam: {said or 'none'}")
