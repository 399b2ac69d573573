"""At exit, a process that ran scenarios freezes what is still alive, after collecting the
garbage, so the interpreter's last collection skips the heap (docs/performance.md)."""

from __future__ import annotations

import pytest

# Registered at the conftest's import, before the plugin loads the steps: atexit runs it after
# the plugin's own handler.
CONFTEST = """
import atexit
import gc
import sys


def _said():
    sys.stdout.write(f"frozen at exit: {gc.get_freeze_count() > 0}\\n")
    sys.stdout.flush()


atexit.register(_said)
"""

# Garbage with a finalizer, still uncollected at exit (the collector is off): the plugin's
# handler collects it before freezing, so its finalizer runs and writes the file.
GARBAGE = """
import gc
from pathlib import Path


class Note:
    def __del__(self):
        Path("finalized.txt").write_text("yes")


def test_leaves_garbage():
    gc.disable()
    note = Note()
    note.me = note
    del note
"""

FEATURE = (
    'Feature: F\n  Scenario: S\n    Given a unit "Squad"\n    Then "Squad" is not battle-shocked\n'
)


@pytest.mark.slow  # pytester runs in subprocesses
@pytest.mark.parametrize("scenarios", [True, False], ids=["scenarios", "no-scenarios"])
def test_a_run_of_scenarios_freezes_the_heap_at_exit_after_finalizing_its_garbage(
    pytester: pytest.Pytester, scenarios: bool
) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_garbage=GARBAGE)
    if scenarios:
        pytester.makefile(".feature", f=FEATURE)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2 if scenarios else 1)
    assert f"frozen at exit: {scenarios}" in result.outlines
    assert (pytester.path / "finalized.txt").read_text() == "yes"
