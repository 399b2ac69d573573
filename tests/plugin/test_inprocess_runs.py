"""The suite's in-process pytester runs stay cheap: each one finds every module of ours it
imports already imported (tests/conftest.py imports them once), so no run compiles them again
(docs/performance.md, issue 16: the fast loop)."""

from __future__ import annotations

import sys

import pytest

FEATURE = """
Feature: One of each
  Scenario: a concrete scenario
    Given player A has 3 CP
    Then player A has 3 CP

  Scenario: a property scenario
    Given any unit "Squad"
    And it is player A's Fight phase
    And "Squad" made a charge move this turn
    Then "Squad" has Fights First
"""


class _Modules:
    """Records the modules loaded at the end of the run it is a plugin of."""

    def __init__(self) -> None:
        self.loaded: set[str] = set()

    def pytest_unconfigure(self) -> None:
        self.loaded = set(sys.modules)


def test_an_in_process_run_imports_no_module_of_ours_again(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", one_of_each=FEATURE)
    before = set(sys.modules)
    seen = _Modules()
    result = pytester.runpytest(
        "-p", "no:randomly", "--ruleslawyer-max-examples", "3", plugins=[seen]
    )
    result.assert_outcomes(passed=2)
    again = sorted(m for m in seen.loaded - before if m.split(".")[0] == "ruleslawyer")
    assert not again, f"import these once in tests/conftest.py (IMPORTED_BY_A_RUN): {again}"
