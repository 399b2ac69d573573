"""What a test report carries from a pytest-xdist worker to the controller, in one way.

Every feature that reports after the run (FAQ, rules coverage, pytest-bdd's Cucumber records)
puts plain data (dicts, lists, strings, numbers) into the report's ``__dict__`` under its own
key: xdist serialises that dict with the report, so the controller reads the same value a serial
run does. Nothing else travels between processes.
"""

from __future__ import annotations

from typing import Any

import pytest

_PREFIX = "ruleslawyer_"


def is_xdist_worker(config: pytest.Config) -> bool:
    """True in a pytest-xdist worker process, which reports to a controller and prints or writes
    nothing of its own."""
    return hasattr(config, "workerinput")


def put(report: pytest.TestReport, key: str, value: Any) -> None:
    report.__dict__[_PREFIX + key] = value


def get(report: pytest.TestReport, key: str) -> Any:
    return report.__dict__.get(_PREFIX + key)
