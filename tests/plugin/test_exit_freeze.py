"""At exit, a process that ran scenarios and nothing else freezes what is still alive, after
collecting the garbage, so the interpreter's last collection skips the heap
(docs/performance.md)."""

from __future__ import annotations

import pytest

# Registered at the conftest's import, before the plugin loads the steps: atexit runs it after
# the plugin's own handler. The session leaves garbage with a finalizer, still uncollected at
# exit (the collector is off): the plugin's handler collects it before freezing, so its
# finalizer runs and writes the file.
CONFTEST = """
import atexit
import gc
import sys
from pathlib import Path


class Note:
    def __del__(self):
        Path("finalized.txt").write_text("yes")


def _said():
    sys.stdout.write(f"frozen at exit: {gc.get_freeze_count() > 0}\\n")
    sys.stdout.flush()


atexit.register(_said)


def pytest_sessionfinish(session):
    gc.disable()
    note = Note()
    note.me = note
    del note
"""

OWN_TEST = """
def test_own():
    pass
"""

FEATURE = (
    'Feature: F\n  Scenario: S\n    Given a unit "Squad"\n    Then "Squad" is not battle-shocked\n'
)


@pytest.mark.slow  # pytester runs in subprocesses
@pytest.mark.parametrize(
    ("scenarios", "own_tests", "frozen"),
    [(True, False, True), (True, True, False), (False, True, False)],
    ids=["scenarios-alone", "mixed-suite", "no-scenarios"],
)
def test_a_run_of_scenarios_alone_freezes_the_heap_at_exit_after_finalizing_its_garbage(
    pytester: pytest.Pytester, scenarios: bool, own_tests: bool, frozen: bool
) -> None:
    pytester.makeconftest(CONFTEST)
    if own_tests:
        pytester.makepyfile(test_own=OWN_TEST)
    if scenarios:
        pytester.makefile(".feature", f=FEATURE)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=int(scenarios) + int(own_tests))
    assert f"frozen at exit: {frozen}" in result.outlines
    assert (pytester.path / "finalized.txt").read_text() == "yes"
